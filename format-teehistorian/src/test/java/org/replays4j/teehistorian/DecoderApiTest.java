package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.PlayerDiff;

/** The decoder's entry points and options: inputs, event families, early stop. */
class DecoderApiTest {
  private static final byte[] FILE = TeehistorianSynthetic.bytes(4, 300, 3);

  private static List<String> lines(TeehistorianDecoder d) throws IOException {
    TestSupport.Log log = new TestSupport.Log();
    d.decode(FILE, log);
    return log.lines;
  }

  @Test
  void everyInputGivesTheSameEvents() throws IOException {
    List<String> expected = lines(TeehistorianDecoder.create());
    TestSupport.Log heap = new TestSupport.Log();
    TeehistorianDecoder.create().decode(ByteBuffer.wrap(FILE), heap);
    assertThat(heap.lines).isEqualTo(expected);
    ByteBuffer direct = ByteBuffer.allocateDirect(FILE.length).put(FILE).flip();
    TestSupport.Log dir = new TestSupport.Log();
    TeehistorianDecoder.create().decode(direct, dir);
    assertThat(dir.lines).isEqualTo(expected);
    assertThat(direct.position()).isZero();
    TestSupport.Log stream = new TestSupport.Log();
    TeehistorianDecoder.create().decode(new ByteArrayInputStream(FILE), stream);
    assertThat(stream.lines).isEqualTo(expected);
    // A buffer over an array range: offsets are relative to the buffer's position.
    byte[] padded = new byte[FILE.length + 10];
    System.arraycopy(FILE, 0, padded, 7, FILE.length);
    TestSupport.Log range = new TestSupport.Log();
    TeehistorianDecoder.create().decode(ByteBuffer.wrap(padded, 7, FILE.length), range);
    assertThat(range.lines).isEqualTo(expected);
  }

  @Test
  void eventFamiliesCanBeChosen() throws IOException {
    List<String> both = lines(TeehistorianDecoder.create());
    List<String> raw =
        lines(
            TeehistorianDecoder.builder()
                .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
                .build());
    List<String> recon =
        lines(TeehistorianDecoder.builder().option(TeehistorianDecoder.Option.SKIP_RAW).build());
    assertThat(raw)
        .allMatch(
            l -> Character.isDigit(l.charAt(0)) || l.startsWith("Header") || l.startsWith("End"));
    assertThat(recon).noneMatch(l -> Character.isDigit(l.charAt(0)));
    assertThat(raw.size() + recon.size()).isEqualTo(both.size() + 2);
    assertThat(raw.get(raw.size() - 1)).isEqualTo(recon.get(recon.size() - 1));
  }

  @Test
  void aVisitorCanStopEarly() throws IOException {
    for (TeehistorianDecoder d :
        List.of(
            TeehistorianDecoder.create(),
            TeehistorianDecoder.builder()
                .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
                .build())) {
      int[] diffs = new int[1];
      long[] last = new long[1];
      TestSupport.Log v =
          new TestSupport.Log() {
            @Override
            void raw(Object m) {
              super.raw(m);
              if (!(m instanceof PlayerDiff)) return;
              last[0] = eventOffset();
              if (++diffs[0] == 10) throw StopDecoding.INSTANCE;
            }
          };
      d.decode(FILE, v);
      assertThat(diffs[0]).isEqualTo(10);
      assertThat(v.end).isNull();
      assertThat(v.ended).isFalse();
      assertThat(last[0]).isPositive().isLessThan(FILE.length);
      // the stream way stops the same
      diffs[0] = 0;
      d.decode(new ByteArrayInputStream(FILE), v);
      assertThat(diffs[0]).isEqualTo(10);
      assertThat(v.end).isNull();
      assertThat(v.ended).isFalse();
    }
  }

  @Test
  void theDecoderFollowsTheSharedShape() throws IOException {
    TeehistorianDecoder d =
        TeehistorianDecoder.builder()
            .limits(DecodeLimits.DEFAULT.withMaxStringBytes(100))
            .option(TeehistorianDecoder.Option.STRICT, TeehistorianDecoder.Option.SKIP_RAW)
            .build();
    assertThat(d.limits().maxStringBytes()).isEqualTo(100);
    assertThat(d.options())
        .containsExactlyInAnyOrder(
            TeehistorianDecoder.Option.STRICT, TeehistorianDecoder.Option.SKIP_RAW);
    assertThat(TeehistorianDecoder.create().options()).isEmpty();
    assertThat(TeehistorianDecoder.create().limits()).isEqualTo(DecodeLimits.DEFAULT);
    // visitStart, the header, events, the summary, visitEnd; offsets through eventOffset()
    List<String> calls = new ArrayList<>();
    TeehistorianDecoder.create()
        .decode(
            FILE,
            new TeehistorianVisitor() {
              @Override
              public void visitStart(EventCursor c) {
                calls.add("start");
                super.visitStart(c);
              }

              @Override
              public void visitHeader(Header h) {
                calls.add("header@" + eventOffset());
              }

              @Override
              public void visitFinish() {
                calls.add("finish");
              }

              @Override
              public void visitSummary(End e) {
                calls.add("summary");
              }

              @Override
              public void visitEnd() {
                calls.add("end");
              }
            });
    assertThat(calls).containsExactly("start", "header@0", "finish", "summary", "end");
  }

  @Test
  void syntheticRecordingsAreDeterministicAndComplete() throws IOException {
    assertThat(TeehistorianSynthetic.bytes(4, 300, 3)).isEqualTo(FILE);
    End end = TestSupport.decode(TeehistorianDecoder.create(), FILE, new TestSupport.Log());
    assertThat(end.finished()).isTrue();
    assertThat(end.lastTick()).hasValue(300);
    assertThat(end.players()).isEqualTo(4);
    assertThat(end.warnings()).isEmpty();
  }
}
