package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;

class SlippiFileFollowerTest {
  @Test
  void followsAGrowingFileUntilTheRecorderFinalizesIt(@TempDir Path dir) throws Exception {
    byte[] complete = SlippiSamples.netplayWithRollback();
    int rawLen = (int) Bytes.u32be(complete, 11);
    Path f = dir.resolve("Game.slp");
    // the recorder first writes the header with length 0, then events in pieces
    byte[] live = complete.clone();
    Arrays.fill(live, 11, 15, (byte) 0);
    Files.write(f, new byte[0]);
    Recorder r = new Recorder();
    try (SlippiFileFollower ff = new SlippiFileFollower(f, r)) {
      assertThat(ff.poll()).isTrue();
      int p = 0;
      int end = SlippiDecoder.RAW_OFFSET + rawLen;
      int step = 777;
      int seen = 0;
      while (p < end) {
        int n = Math.min(step, end - p);
        Files.write(f, Arrays.copyOfRange(live, p, p + n), StandardOpenOption.APPEND);
        p += n;
        assertThat(ff.poll()).isTrue();
        assertThat(r.events.size()).isGreaterThanOrEqualTo(seen);
        seen = r.events.size();
      }
      // game over: metadata appended, then the length patched
      Files.write(f, Arrays.copyOfRange(complete, end, complete.length), StandardOpenOption.APPEND);
      try (var ch = FileChannel.open(f, StandardOpenOption.WRITE)) {
        ch.write(ByteBuffer.wrap(complete, 11, 4), 11);
      }
      assertThat(ff.poll()).isFalse();
      assertThat(ff.isFinished()).isTrue();
    }
    Recorder whole = new Recorder();
    SlippiDecoder.create().decode(complete, whole);
    assertThat(r.ended).isTrue();
    assertThat(withoutRawMarkers(r.events)).isEqualTo(withoutRawMarkers(whole.events));
  }

  private static List<Object> withoutRawMarkers(List<Object> l) {
    return l.stream().filter(o -> !(o instanceof RawStart) && !(o instanceof RawEnd)).toList();
  }
}
