package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * The public fast path: declared interests, runs of frame events ({@link FrameEvents}) read through
 * the views, and the raw-bytes hint. A collector written outside the package with only this API
 * sees exactly the events of the record path, wherever it sits in a chain and on every way in.
 */
class SlippiFastCollectorTest {

  /**
   * A user collector: its own loop over the runs, the view methods for when it is behind a
   * per-event visitor.
   */
  static final class Collector extends HookedVisitor {
    int runs;
    int single;
    final List<Long> offsets = new ArrayList<>();

    Collector(Set<Interest> interests) {
      super(null, interests);
    }

    @Override
    public void visitFrameEvents(FrameEvents ev) {
      runs++;
      for (int cmd; (cmd = ev.next()) >= 0; ) {
        assertThat(ev.command()).isEqualTo(cmd);
        switch (cmd) {
          case SlippiCommand.PRE_FRAME -> add(ev.preFrame().toRecord(), ev.preFrame().offset());
          case SlippiCommand.POST_FRAME -> add(ev.postFrame().toRecord(), ev.postFrame().offset());
          case SlippiCommand.ITEM_UPDATE ->
              add(ev.itemUpdate().toRecord(), ev.itemUpdate().offset());
          case SlippiCommand.FRAME_START ->
              add(ev.frameStart().toRecord(), ev.frameStart().offset());
          default -> add(ev.frameBookend().toRecord(), ev.frameBookend().offset());
        }
      }
      assertThat(ev.next()).isEqualTo(-1);
    }

    private void add(Object record, long offset) {
      events.add(record);
      offsets.add(offset);
      assertThat(eventOffset()).isEqualTo(offset);
    }

    @Override
    void view(EventView view, Object record) {
      single++;
      events.add(record);
    }
  }

  private static List<Object> recordPath(byte[] b) throws Exception {
    SlippiViewTest.Records ref = new SlippiViewTest.Records();
    SlippiDecoder.create().decode(b, ref);
    return ref.events;
  }

  @Test
  void aCollectorOverridingTheRunsSeesTheRecordPathOnEveryWayIn() throws Exception {
    for (byte[] b : SlippiViewTest.samples()) {
      List<Object> expected = recordPath(b);
      Collector a = new Collector(SlippiVisitor.FRAME_VIEWS);
      SlippiDecoder.create().decode(b, a);
      assertThat(a.events).isEqualTo(expected);
      assertThat(a.single).isZero();
      Collector s = new Collector(SlippiVisitor.FRAME_VIEWS);
      SlippiDecoder.create().decode(new ByteArrayInputStream(b), s);
      assertThat(s.events).isEqualTo(expected);
      Collector p = new Collector(SlippiVisitor.FRAME_VIEWS);
      SlippiPushParser pp = new SlippiPushParser(p);
      SlippiStreamingTest.feedInChunks(pp, b, new Random(b.length), 300);
      pp.finish();
      assertThat(p.events).isEqualTo(expected);
      assertThat(p.single).isZero();
    }
  }

  @Test
  void behindAPassThroughTheCollectorGetsTheRunsAndBehindAPerEventVisitorTheSingleEvents()
      throws Exception {
    byte[] b = SlippiViewTest.allEventsSample();
    List<Object> expected = recordPath(b);
    Collector c = new Collector(SlippiVisitor.FRAME_VIEWS);
    SlippiDecoder.create().decode(b, new SlippiViewTest.Neither(new SlippiViewTest.Neither(c)));
    assertThat(c.events).isEqualTo(expected);
    assertThat(c.runs).isPositive();
    assertThat(c.single).isZero();
    Collector d = new Collector(SlippiVisitor.FRAME_VIEWS);
    SlippiDecoder.create().decode(b, new SlippiViewTest.Records(d));
    assertThat(d.events).isEqualTo(expected);
    assertThat(d.runs).isZero();
    assertThat(d.single).isEqualTo(expected.size());
  }

  @Test
  void onlyTheDeclaredEventsAreInTheRunsAndSkipItemsDropsItems() throws Exception {
    byte[] b = SlippiViewTest.allEventsSample();
    Collector posts = new Collector(Set.of(SlippiVisitor.Interest.POST_FRAME_VIEW));
    SlippiDecoder.create().decode(b, posts);
    assertThat(posts.events).isNotEmpty().allMatch(e -> e instanceof PostFrameUpdate);
    assertThat(posts.events)
        .isEqualTo(recordPath(b).stream().filter(e -> e instanceof PostFrameUpdate).toList());
    Collector noItems = new Collector(SlippiVisitor.FRAME_VIEWS);
    SlippiDecoder.builder().option(SlippiDecoder.Option.SKIP_ITEMS).build().decode(b, noItems);
    assertThat(recordPath(b)).anyMatch(e -> e instanceof ItemUpdate);
    assertThat(noItems.events)
        .noneMatch(e -> e instanceof ItemUpdate)
        .isEqualTo(recordPath(b).stream().filter(e -> !(e instanceof ItemUpdate)).toList());
  }

  private static void decodeAllEventsSample(SlippiVisitor v) throws Exception {
    SlippiDecoder.create().decode(SlippiViewTest.allEventsSample(), v);
  }

  @Test
  void eventsARunDoesNotReadAreSkippedAndTheDecodeGoesOn() throws Exception {
    Recorder firstOfEachRun =
        new Recorder(SlippiVisitor.FRAME_VIEWS) {
          @Override
          public void visitFrameEvents(FrameEvents events) {
            events.next();
          }
        };
    decodeAllEventsSample(firstOfEachRun);
    assertThat(firstOfEachRun.events).hasAtLeastOneElementOfType(GameEnd.class);
    assertThat(firstOfEachRun.ended).isTrue();
  }

  @Test
  void theWrongViewOfTheCurrentEventIsAProgrammingError() throws Exception {
    List<Throwable> errors = new ArrayList<>();
    decodeAllEventsSample(
        new SlippiVisitor(null, SlippiVisitor.FRAME_VIEWS) {
          @Override
          public void visitFrameEvents(FrameEvents events) {
            for (int cmd; (cmd = events.next()) >= 0; ) {
              if (cmd == SlippiCommand.PRE_FRAME && errors.isEmpty()) {
                try {
                  events.postFrame();
                } catch (IllegalStateException e) {
                  errors.add(e);
                }
              }
            }
            assertThatThrownBy(events::preFrame).isInstanceOf(IllegalStateException.class);
          }
        });
    assertThat(errors)
        .singleElement()
        .extracting(Throwable::getMessage)
        .asString()
        .contains("0x37");
  }

  @Test
  void stopDecodingInARunEndsEveryWayInNormally() throws Exception {
    byte[] b = SlippiViewTest.allEventsSample();
    class FirstTen extends SlippiVisitor {
      int seen;
      boolean ended;

      FirstTen() {
        super(null, SlippiVisitor.FRAME_VIEWS);
      }

      @Override
      public void visitFrameEvents(FrameEvents events) {
        while (events.next() >= 0) if (++seen == 10) throw StopDecoding.INSTANCE;
      }

      @Override
      public void visitEnd() {
        ended = true;
      }
    }
    FirstTen a = new FirstTen();
    SlippiDecoder.create().decode(b, a);
    FirstTen s = new FirstTen();
    SlippiDecoder.create().decode(new ByteArrayInputStream(b), s);
    FirstTen p = new FirstTen();
    SlippiPushParser pp = new SlippiPushParser(p);
    pp.feed(b);
    assertThat(pp.stopped()).isTrue();
    pp.feed(b); // ignored
    pp.finish();
    for (FirstTen x : List.of(a, s, p)) {
      assertThat(x.seen).isEqualTo(10);
      assertThat(x.ended).isFalse();
    }
  }

  @Test
  void theRawBytesPresentReachTheWholeInputWaysOnly() throws Exception {
    byte[] b = SlippiViewTest.allEventsSample();
    long[] present = {-1};
    SlippiVisitor v =
        new SlippiVisitor(null, Set.of()) {
          @Override
          public void visitRawBytesPresent(long bytes) {
            present[0] = bytes;
          }
        };
    SlippiDecoder.create().decode(b, v);
    assertThat(present[0]).isEqualTo(SlippiGame.read(b).rawStart().declaredLength());
    present[0] = -1;
    SlippiDecoder.create().decode(new ByteArrayInputStream(b), v);
    assertThat(present[0]).isEqualTo(-1);
  }

  @Test
  void theModelBehindThePerEventStatsVisitorEqualsTheModelAlone() throws Exception {
    for (byte[] b : SlippiViewTest.samples()) {
      SlippiGame.Builder builder = SlippiGame.builder(RollbackChoice.LAST);
      SlippiDecoder.create().decode(b, new SlippiStatsVisitor(builder));
      SlippiGameTest.assertSameModel(builder.build(), SlippiGame.read(b));
    }
  }
}
