package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.teehistorian.record.End;
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
    // An array range: offsets are relative to the range.
    byte[] padded = new byte[FILE.length + 10];
    System.arraycopy(FILE, 0, padded, 7, FILE.length);
    TestSupport.Log range = new TestSupport.Log();
    TeehistorianDecoder.create().decode(padded, 7, FILE.length, range);
    assertThat(range.lines).isEqualTo(expected);
  }

  @Test
  void eventFamiliesCanBeChosen() throws IOException {
    List<String> both = lines(TeehistorianDecoder.create());
    List<String> raw = lines(TeehistorianDecoder.create().withEvents(TeehistorianDecoder.Events.RAW));
    List<String> recon = lines(TeehistorianDecoder.create().withEvents(TeehistorianDecoder.Events.RECONSTRUCTED));
    assertThat(raw).allMatch(l -> Character.isDigit(l.charAt(0)) || l.startsWith("Header") || l.startsWith("End"));
    assertThat(recon).noneMatch(l -> Character.isDigit(l.charAt(0)));
    assertThat(raw.size() + recon.size()).isEqualTo(both.size() + 2);
    assertThat(raw.get(raw.size() - 1)).isEqualTo(recon.get(recon.size() - 1));
  }

  @Test
  void aVisitorCanStopEarly() throws IOException {
    int[] diffs = new int[1];
    End end = TeehistorianDecoder.create().decode(FILE, new TeehistorianVisitor() {
      @Override public void visitPlayerDiff(PlayerDiff m, long offset) { diffs[0]++; }

      @Override public boolean isDone() { return diffs[0] == 10; }
    });
    assertThat(diffs[0]).isEqualTo(10);
    assertThat(end.finished()).isFalse();
    assertThat(end.warnings()).isEmpty();
    assertThat(end.endOffset()).isLessThan(FILE.length);
  }

  @Test
  void syntheticRecordingsAreDeterministicAndComplete() throws IOException {
    assertThat(TeehistorianSynthetic.bytes(4, 300, 3)).isEqualTo(FILE);
    End end = TeehistorianDecoder.create().decode(FILE, new TestSupport.Log());
    assertThat(end.finished()).isTrue();
    assertThat(end.lastTick()).hasValue(300);
    assertThat(end.players()).isEqualTo(4);
    assertThat(end.warnings()).isEmpty();
  }
}
