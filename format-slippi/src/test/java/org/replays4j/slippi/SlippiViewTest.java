package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.lang.reflect.Method;
import java.lang.reflect.Modifier;
import java.lang.reflect.RecordComponent;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.function.Supplier;
import java.util.function.UnaryOperator;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The zero-allocation views: every accessor equals the record component, and every kind of visitor
 * (record only, view only, both, neither, chained through {@code next}) receives exactly the events
 * of the record path, on every decode path (array, InputStream, push parser).
 */
class SlippiViewTest {

  static List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  /** The frame events as the record path delivers them (a visitor taking only the records). */
  static final class Records extends HookedVisitor {
    Records() {
      super(null);
    }

    Records(SlippiVisitor next) {
      super(next);
    }

    @Override
    void record(Object record) {
      events.add(record);
    }
  }

  /** Takes only the views; checks every accessor against the record and keeps the record. */
  static final class Views extends HookedVisitor {
    final List<Long> offsets = new ArrayList<>();
    final boolean topLevel;

    Views(SlippiVisitor next, boolean topLevel) {
      super(next, FRAME_VIEWS);
      this.topLevel = topLevel;
    }

    @Override
    void view(EventView view, Object record) {
      assertSameValues(view, record);
      assertThat(record).isEqualTo(parsedByEventParser(view));
      events.add(record);
      offsets.add(view.offset());
      if (topLevel) assertThat(view.offset()).isEqualTo(eventOffset());
    }
  }

  /** Declares and takes both forms: only the views may be called. */
  static final class Both extends HookedVisitor {
    Both(SlippiVisitor next) {
      super(next, union(ALL_RECORDS, FRAME_VIEWS));
    }

    @Override
    void record(Object record) {
      throw new AssertionError("record called");
    }

    @Override
    void view(EventView view, Object record) {
      events.add(record);
    }
  }

  /** Declares and overrides no frame event: a pass-through adapter. */
  static final class Neither extends SlippiVisitor {
    Neither(SlippiVisitor next) {
      super(next, Set.of());
    }
  }

  static Set<SlippiVisitor.Interest> union(
      Set<SlippiVisitor.Interest> a, Set<SlippiVisitor.Interest> b) {
    EnumSet<SlippiVisitor.Interest> s = EnumSet.copyOf(a);
    s.addAll(b);
    return s;
  }

  /**
   * The record EventParser (the parser the records came from before the views) makes of the bytes.
   */
  static Object parsedByEventParser(Object view) {
    if (view instanceof PreFrameView v) return RecordParser.pre(v.b, v.c, v.size);
    if (view instanceof PostFrameView v) return RecordParser.post(v.b, v.c, v.size);
    if (view instanceof ItemUpdateView v) return RecordParser.item(v.b, v.c, v.size);
    if (view instanceof FrameStartView v) return RecordParser.frameStart(v.b, v.c, v.size);
    if (view instanceof FrameBookendView v) return RecordParser.bookend(v.b, v.c, v.size);
    throw new AssertionError(view);
  }

  private static final Map<Class<?>, List<Method[]>> PAIRS = new LinkedHashMap<>();

  /** Every record component and every no-argument has/is method of the record, read on both. */
  static void assertSameValues(Object view, Object record) {
    List<Method[]> pairs =
        PAIRS.computeIfAbsent(
            view.getClass(),
            vc -> {
              List<Method[]> l = new ArrayList<>();
              try {
                for (RecordComponent rc : record.getClass().getRecordComponents()) {
                  l.add(new Method[] {rc.getAccessor(), vc.getMethod(rc.getName())});
                }
                for (Method m : record.getClass().getMethods()) {
                  if (Modifier.isPublic(m.getModifiers())
                      && m.getParameterCount() == 0
                      && m.getName().matches("(has|is)[A-Z].*")) {
                    l.add(new Method[] {m, vc.getMethod(m.getName())});
                  }
                }
              } catch (NoSuchMethodException e) {
                throw new AssertionError(e);
              }
              return l;
            });
    try {
      for (Method[] p : pairs) {
        Object expected = p[0].invoke(record);
        Object actual = p[1].invoke(view);
        if (!expected.equals(actual)) {
          throw new AssertionError(
              p[1].getName() + ": view " + actual + " record " + expected + " in " + record);
        }
      }
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  static byte[] allEventsSample() {
    return SlippiSamples.netplayWithRollback();
  }

  static List<byte[]> samples() {
    return new ArrayList<>(SlippiSamples.all().values());
  }

  /**
   * Decodes with the array path and, when {@code streams}, also the InputStream and push-parser
   * paths.
   */
  static <V extends SlippiVisitor> List<V> paths(byte[] b, Supplier<V> make, boolean streams)
      throws Exception {
    List<V> out = new ArrayList<>();
    V a = make.get();
    SlippiDecoder.create().decode(b, a);
    out.add(a);
    if (!streams) return out;
    V s = make.get();
    SlippiDecoder.create().decode(new ByteArrayInputStream(b), s);
    out.add(s);
    V p = make.get();
    SlippiPushParser pp = new SlippiPushParser(p);
    SlippiStreamingTest.feedInChunks(pp, b, new Random(b.length), 300);
    pp.finish();
    out.add(p);
    return out;
  }

  /**
   * The record path's frame events equal what a view-only visitor sees (on every path) and what the
   * collectors of every chain see (on every path when {@code chainStreams}, else on the array
   * path).
   */
  static void checkFile(byte[] b, boolean chainStreams) throws Exception {
    Records ref = new Records();
    SlippiDecoder.create().decode(b, ref);
    List<Object> expected = ref.events;
    // view only, top level: accessors equal the record, offsets equal eventOffset()
    for (Views v : paths(b, () -> new Views(null, true), true))
      assertThat(v.events).isEqualTo(expected);
    Supplier<Views> views = () -> new Views(null, false);
    List<Chain> chains =
        List.of(
            new Chain(Records::new, Neither::new),
            new Chain(views, Neither::new),
            new Chain(views, Records::new),
            new Chain(Records::new, r -> new Views(r, false)),
            new Chain(Records::new, Both::new),
            new Chain(views, Both::new),
            new Chain(Records::new, r -> new Records(new Neither(r))),
            new Chain(views, v -> new Views(new Neither(v), false)),
            new Chain(() -> new Both(null), x -> new Neither(new Neither(x))));
    for (Chain chain : chains) {
      for (Holder h : paths(b, chain::holder, chainStreams)) {
        assertThat(h.end.events).isEqualTo(expected);
        if (h.head instanceof HookedVisitor head) assertThat(head.events).isEqualTo(expected);
      }
    }
  }

  /** A chain: the collector at its end, and the head made in front of it. */
  record Chain(Supplier<? extends HookedVisitor> end, UnaryOperator<SlippiVisitor> head) {
    Holder holder() {
      HookedVisitor e = end.get();
      return new Holder(head.apply(e), e);
    }
  }

  /** Decoded into: passes everything to the chain's head; keeps the collector at its end. */
  static final class Holder extends SlippiVisitor {
    final SlippiVisitor head;
    final HookedVisitor end;

    Holder(SlippiVisitor head, HookedVisitor end) {
      super(head, Set.of());
      this.head = head;
      this.end = end;
    }
  }

  @Test
  void everyVisitorKindAndChainSeesTheRecordPathEventsInTheSamples() throws Exception {
    for (byte[] b : samples()) checkFile(b, true);
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void everyVisitorKindAndChainSeesTheRecordPathEventsInTheCorpus(Path file) throws Exception {
    byte[] b = Files.readAllBytes(file);
    Records ref = new Records();
    try {
      SlippiDecoder.create().decode(b, ref);
    } catch (ReplayFormatException e) {
      return; // corrupt.slp: the truncation tests cover it
    }
    checkFile(b, false);
  }

  @Test
  void theDecoderReadsTheDeclaredInterestsOfTheWholeChain() {
    assertThat(new Neither(new Neither(null)).chainInterests()).isZero();
    int records = 0;
    for (SlippiVisitor.Interest i : SlippiVisitor.ALL_RECORDS) records |= 1 << i.ordinal();
    assertThat(new Neither(new Records()).chainInterests()).isEqualTo(records);
    assertThat(
            new SlippiGame.Builder(RollbackChoice.LAST).chainInterests() & SlippiVisitor.PRE_VIEW)
        .isNotZero();
    // both forms of an event declared: the view form
    assertThat(new Both(null).interests())
        .containsAll(SlippiVisitor.FRAME_VIEWS)
        .doesNotContain(SlippiVisitor.Interest.PRE_FRAME, SlippiVisitor.Interest.POST_FRAME);
  }

  @Test
  void aRecordOnlyVisitorOverridingNoFrameStartNeverSeesOne() throws Exception {
    int[] calls = new int[1];
    SlippiVisitor onlyEnds =
        new SlippiVisitor() {
          @Override
          public void visitGameEnd(GameEnd e) {
            calls[0]++;
          }
        };
    SlippiDecoder.create().decode(allEventsSample(), onlyEnds);
    assertThat(calls[0]).isEqualTo(1);
    Records behind = new Records();
    SlippiDecoder.create().decode(allEventsSample(), new Neither(behind));
    assertThat(behind.events)
        .hasAtLeastOneElementOfType(FrameStart.class)
        .hasAtLeastOneElementOfType(FrameBookend.class);
  }

  @Test
  void anAdapterPassingChangedRecordsReachesAViewOnlyVisitor() throws Exception {
    Views sink = new Views(null, false);
    SlippiVisitor shift =
        new SlippiVisitor(sink) {
          @Override
          public void visitPreFrame(PreFrameUpdate e) {
            next.visitPreFrame(
                new PreFrameUpdate(
                    e.frame() + 1000,
                    e.playerIndex(),
                    e.follower(),
                    e.randomSeed(),
                    e.actionStateId(),
                    e.positionX(),
                    e.positionY(),
                    e.facingDirection(),
                    e.joystickX(),
                    e.joystickY(),
                    e.cStickX(),
                    e.cStickY(),
                    e.trigger(),
                    e.buttons(),
                    e.physicalButtons(),
                    e.physicalLTrigger(),
                    e.physicalRTrigger(),
                    e.ucfRawX(),
                    e.percent(),
                    e.ucfRawY(),
                    e.cStickRawX(),
                    e.cStickRawY(),
                    e.payloadSize(),
                    e.trailing()));
          }
        };
    byte[] b = allEventsSample();
    Records ref = new Records();
    SlippiDecoder.create().decode(b, ref);
    SlippiDecoder.create().decode(b, shift);
    assertThat(sink.events).hasSameSizeAs(ref.events);
    for (int i = 0; i < ref.events.size(); i++) {
      Object want = ref.events.get(i);
      if (want instanceof PreFrameUpdate p) {
        assertThat(((PreFrameUpdate) sink.events.get(i)).frame()).isEqualTo(p.frame() + 1000);
        assertThat(sink.offsets.get(i)).isEqualTo(-1L);
      } else {
        assertThat(sink.events.get(i)).isEqualTo(want);
      }
    }
  }

  @Test
  void trailingBytesOfANewerLayoutAreWrappedNotCopied() throws Exception {
    SlippiWriter w =
        new SlippiWriter()
            .eventPayloads(
                SlippiSamples.sizes(0x36, 760, 0x37, 0x42 + 3, 0x38, 0x54 + 2, 0x3B, 0x2C + 1));
    w.gameStart(SlippiWriter.gameStartPayload(760, 3, 19, 0, 2, new int[] {2, 20}, 1));
    Random r = new Random(1);
    PreFrameUpdate p = SlippiSamples.pre(0x45, -123, 0, 0, r);
    w.event(
        new PreFrameUpdate(
            p.frame(),
            p.playerIndex(),
            p.follower(),
            p.randomSeed(),
            p.actionStateId(),
            p.positionX(),
            p.positionY(),
            p.facingDirection(),
            p.joystickX(),
            p.joystickY(),
            p.cStickX(),
            p.cStickY(),
            p.trigger(),
            p.buttons(),
            p.physicalButtons(),
            p.physicalLTrigger(),
            p.physicalRTrigger(),
            p.ucfRawX(),
            p.percent(),
            p.ucfRawY(),
            p.cStickRawX(),
            p.cStickRawY(),
            0x45,
            ByteSlice.wrap(new byte[] {1, 2, 3})));
    w.event(SlippiSamples.post(0x56, -123, 0, 0, 2, r));
    w.event(
        new ItemUpdate(
            -123,
            1,
            2,
            1f,
            2f,
            3f,
            4f,
            5f,
            6,
            7f,
            8,
            9,
            10,
            11,
            12,
            -1,
            13,
            0x2D,
            ByteSlice.wrap(new byte[] {(byte) 0xEE})));
    byte[] file = w.toFile(null);
    checkFile(file, true);
    List<ByteSlice> trailing = new ArrayList<>();
    SlippiDecoder.create()
        .decode(
            file,
            new SlippiVisitor() {
              @Override
              public void visitPreFrameView(PreFrameView v) {
                trailing.add(v.trailing().copy());
              }

              @Override
              public void visitItemUpdateView(ItemUpdateView v) {
                trailing.add(v.trailing().copy());
              }
            });
    assertThat(trailing)
        .containsExactly(
            ByteSlice.wrap(new byte[] {1, 2, 3}), ByteSlice.wrap(new byte[] {(byte) 0xEE}));
  }
}
