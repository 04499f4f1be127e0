package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Locale;
import java.util.zip.ZipEntry;
import java.util.zip.ZipOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.SmallHeapJvm;

/**
 * {@code .echoreplay} against damaged ZIPs and large files (item 7): every entry point ends in a
 * model or a {@link ReplayFormatException}; files are read line by line, so a file of tens of MB
 * decodes in a 256 MB heap.
 */
class EchoReplayHostileInputTest {
  /** One session row of about 1.2 KB: two teams of two players; {@code i} varies the clock. */
  static String row(int i) {
    StringBuilder players = new StringBuilder();
    StringBuilder teams = new StringBuilder("[");
    for (int t = 0; t < 2; t++) {
      players.setLength(0);
      for (int p = 0; p < 2; p++) {
        if (p > 0) players.append(',');
        players
            .append("{\"name\":\"player")
            .append(t * 2 + p)
            .append("\",\"userid\":")
            .append(1000 + t * 2 + p)
            .append(",\"playerid\":")
            .append(t * 2 + p)
            .append(",\"ping\":40,\"number\":")
            .append(p)
            .append(",\"level\":10,\"head\":{\"position\":[")
            .append(i % 7)
            .append(",1.5,2],\"forward\":[0,0,1],\"up\":[0,1,0]},")
            .append("\"body\":{\"position\":[0,1,2],\"forward\":[0,0,1],\"up\":[0,1,0]},")
            .append("\"velocity\":[0.5,0,0],\"stats\":{\"points\":")
            .append(i % 5)
            .append(",\"saves\":1}}");
      }
      if (t > 0) teams.append(',');
      teams
          .append("{\"team\":\"")
          .append(t == 0 ? "BLUE TEAM" : "ORANGE TEAM")
          .append("\",\"players\":[")
          .append(players)
          .append("]}");
    }
    teams.append(']');
    return String.format(
        Locale.ROOT,
        "2021/11/20 21:%02d:%02d.%03d\t{\"sessionid\":\"892E23E2-8272-4B07-85E8-5E291AC85F93\","
            + "\"map_name\":\"mpl_arena_a\",\"game_clock\":%d.5,\"game_status\":\"playing\",\"blue_points\":%d,"
            + "\"orange_points\":1,\"disc\":{\"position\":[1,2,3],\"forward\":[0,0,1],\"up\":[0,1,0],\"velocity\":[0,0,0]},"
            + "\"teams\":%s}\r\n",
        (i / 60000) % 60,
        (i / 1000) % 60,
        i % 1000,
        600 - i % 600,
        i % 9,
        teams);
  }

  /**
   * A plain-text echoreplay of at least {@code bytes} bytes, generated as it is read (never held
   * whole).
   */
  static InputStream generated(long bytes) {
    return new InputStream() {
      private byte[] cur = new byte[0];
      private int pos;
      private int line;
      private long produced;

      private boolean fill() {
        if (pos < cur.length) return true;
        if (produced >= bytes) return false;
        cur = row(line++).getBytes(StandardCharsets.UTF_8);
        produced += cur.length;
        pos = 0;
        return true;
      }

      @Override
      public int read() {
        return fill() ? cur[pos++] & 0xFF : -1;
      }

      @Override
      public int read(byte[] b, int off, int len) {
        if (len == 0) return 0;
        if (!fill()) return -1;
        int n = Math.min(len, cur.length - pos);
        System.arraycopy(cur, pos, b, off, n);
        pos += n;
        return n;
      }
    };
  }

  static byte[] zip(byte[] text, String name, boolean utf8Flag) throws IOException {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (ZipOutputStream z = new ZipOutputStream(bo)) {
      z.putNextEntry(new ZipEntry(name));
      z.write(text);
      z.closeEntry();
    }
    byte[] b = bo.toByteArray();
    // general purpose bit 11 (the name is UTF-8; the JDK sets it) in the local header
    b[7] = (byte) (utf8Flag ? b[7] | 0x08 : b[7] & ~0x08);
    return b;
  }

  /** Every entry point on {@code file}: a model or a ReplayFormatException, nothing else. */
  static void eachEndsInAModelOrAFormatError(byte[] file) throws IOException {
    EchoReplayFormat format = new EchoReplayFormat();
    ReplaySource src = ReplaySource.of("x.echoreplay", file);
    Runnable[] none = {};
    for (int k = 0; k < 4; k++) {
      try {
        switch (k) {
          case 0 -> EchoReplay.read(file);
          case 1 -> EchoReplay.read(new ByteArrayInputStream(file));
          case 2 -> format.summarize(src, DecodeLimits.DEFAULT);
          default -> format.events(src, DecodeLimits.DEFAULT, (t, o, e) -> true);
        }
      } catch (ReplayFormatException e) {
        assertThat(e.format()).isEqualTo("echoreplay");
      }
    }
    assertThat(none).isEmpty();
  }

  @Test
  void aZipEntryNameThatIsNotUtf8IsReadOrRejectedAsAFormatError() throws IOException {
    byte[] text = (row(0) + row(1)).getBytes(StandardCharsets.UTF_8);
    for (boolean flag : new boolean[] {false, true}) {
      byte[] z = zip(text, "xx.echoreplay", flag);
      z[30] = (byte) 0xFF; // the name in the local header
      z[31] = (byte) 0xFE;
      eachEndsInAModelOrAFormatError(z);
      if (!flag) assertThat(EchoReplay.read(z).frames()).hasSize(2);
      else assertThatThrownBy(() -> EchoReplay.read(z)).isInstanceOf(ReplayFormatException.class);
    }
  }

  @Test
  void everyTruncationOfAZippedFileIsAModelOrAFormatError() throws IOException {
    byte[] z =
        zip((row(0) + row(1) + row(2)).getBytes(StandardCharsets.UTF_8), "x.echoreplay", false);
    for (int cut = 0; cut < z.length; cut++) {
      eachEndsInAModelOrAFormatError(Arrays.copyOf(z, cut));
    }
    assertThatThrownBy(() -> EchoReplay.read(Arrays.copyOf(z, 40)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("truncated");
  }

  @Test
  void framesAreDeliveredAsTheLinesAreRead() throws IOException {
    int[] seen = {0};
    EchoReplayReader.create().stream(generated(Long.MAX_VALUE), (h, f) -> ++seen[0] < 100);
    assertThat(seen[0]).isEqualTo(100); // an endless stream: only what was asked for was read
  }

  /**
   * Child JVM: 24 MB of generated text (about 19,000 rows) written as a plain file (summarised) and
   * a zipped one (its events streamed); both must see every row.
   */
  static void largeFiles() throws IOException {
    long size = 24L << 20;
    Path dir = Files.createTempDirectory("echo");
    try {
      Path plain = dir.resolve("big.echoreplay");
      Path zipped = dir.resolve("big-zip.echoreplay");
      try (InputStream in = generated(size)) {
        Files.copy(in, plain);
      }
      try (OutputStream o = Files.newOutputStream(zipped);
          ZipOutputStream z = new ZipOutputStream(o);
          InputStream in = generated(size)) {
        z.putNextEntry(new ZipEntry("big.echoreplay"));
        in.transferTo(z);
        z.closeEntry();
      }
      EchoReplayFormat format = new EchoReplayFormat();
      DecodeLimits limits =
          DecodeLimits.DEFAULT.withMaxDecompressionRatio(
              Integer.MAX_VALUE); // generated text packs tightly
      int frames =
          (Integer) format.summarize(ReplaySource.of(plain), limits).details().get("frames");
      if (frames < size / 1400) throw new AssertionError(frames + " frames");
      long[] events = {0};
      format.events(ReplaySource.of(zipped), limits, (t, o, e) -> ++events[0] > 0);
      if (events[0] != frames + 1)
        throw new AssertionError(zipped + ": " + events[0] + " events for " + frames + " frames");
    } finally {
      try (var s = Files.list(dir)) {
        for (Path p : s.toList()) Files.delete(p);
      }
      Files.delete(dir);
    }
  }

  @Test
  void aLargeFileStreamsPlainAndZippedInA256MegabyteHeap() throws Exception {
    SmallHeapJvm.decodes(EchoReplayHostileInputTest.class, "largeFiles");
  }
}
