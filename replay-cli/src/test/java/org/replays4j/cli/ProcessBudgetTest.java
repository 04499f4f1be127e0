package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.zip.CRC32;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.testkit.ForkedJvm;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * Parallel decodes share one memory budget: four {@code .teehistorian.xz} files whose headers ask
 * for a 96 MiB dictionary each, inspected with {@code -t 4} in a 256 MB heap, are all read (each
 * waits for the dictionary before it instead of running the heap out), and a file asking for a
 * dictionary larger than the whole budget fails alone with {@code LIMIT_EXCEEDED}.
 */
class ProcessBudgetTest {
  @TempDir Path tmp;

  /** The LZMA2 dictionary-size byte of {@code bytes}: (2 | b & 1) << (b / 2 + 11) bytes. */
  private static int dictByte(long bytes) {
    for (int b = 0; b <= 40; b++) {
      if ((long) (2 | (b & 1)) << (b / 2 + 11) == bytes) return b;
    }
    throw new IllegalArgumentException("not an LZMA2 dictionary size: " + bytes);
  }

  /**
   * {@code plain} as xz (made with a 1 MiB dictionary) whose block header announces a dictionary of
   * {@code dict} bytes: a decoder allocates what the header says, and a larger dictionary than the
   * encoder used decodes the same data.
   */
  static byte[] xzAnnouncing(byte[] plain, long dict) throws IOException {
    LZMA2Options o = new LZMA2Options(0);
    o.setDictSize(1 << 20);
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    try (XZOutputStream xz = new XZOutputStream(out, o)) {
      xz.write(plain);
    }
    byte[] b = out.toByteArray();
    // block header at 12: size byte, flags 0x00 (one filter, no sizes), filter id 0x21 (LZMA2),
    // properties size 1, the dictionary byte, padding, CRC32 of everything before the CRC
    int size = ((b[12] & 0xFF) + 1) * 4;
    if (b[13] != 0 || b[14] != 0x21 || b[15] != 1) throw new IllegalStateException("layout");
    b[16] = (byte) dictByte(dict);
    CRC32 crc = new CRC32();
    crc.update(b, 12, size - 4);
    long v = crc.getValue();
    for (int i = 0; i < 4; i++) b[12 + size - 4 + i] = (byte) (v >>> (8 * i));
    return b;
  }

  @Test
  void four_files_with_96_MiB_dictionaries_wait_for_each_other_and_one_too_large_fails_alone()
      throws Exception {
    List<String> args = new ArrayList<>(List.of("inspect", "-t", "4", "--no-progress"));
    for (int i = 0; i < 4; i++) {
      Path f = tmp.resolve("game" + i + ".teehistorian.xz");
      Files.write(f, xzAnnouncing(TeehistorianSynthetic.bytes(4, 2_000, i), 96L << 20));
      args.add(f.toString());
    }
    Path huge = tmp.resolve("huge.teehistorian.xz");
    Files.write(huge, xzAnnouncing(TeehistorianSynthetic.bytes(4, 100, 9), 192L << 20));
    args.add(huge.toString());
    ForkedJvm.Result r = ForkedJvm.run(Main.class, List.of(), args, "256m", Duration.ofMinutes(2));
    assertThat(r.output())
        .as(r.output())
        .contains("5 files: 4 ok, 1 failed")
        .contains("huge.teehistorian.xz")
        .contains("memory budget")
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("out of memory");
    assertThat(r.exitCode()).as(r.output()).isEqualTo(1);
  }
}
