package org.replays4j.testkit;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.util.zip.CRC32;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/** xz files for memory-budget tests: a decoder allocates the dictionary its block header says. */
public final class XzFiles {
  private XzFiles() {}

  /**
   * {@code plain} as xz (made with a 1 MiB dictionary) whose block header announces a dictionary of
   * {@code dict} bytes, one of LZMA2's sizes {@code (2 | b & 1) << (b / 2 + 11)}: a larger
   * dictionary than the encoder used decodes the same data.
   */
  public static byte[] announcing(byte[] plain, long dict) throws IOException {
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
    b[16] = (byte) dictionaryByte(dict);
    CRC32 crc = new CRC32();
    crc.update(b, 12, size - 4);
    long v = crc.getValue();
    for (int i = 0; i < 4; i++) b[12 + size - 4 + i] = (byte) (v >>> (8 * i));
    return b;
  }

  /** The LZMA2 dictionary byte {@code b} of a size: {@code (2 | b & 1) << (b / 2 + 11)}. */
  public static long dictionarySize(int b) {
    return (long) (2 | (b & 1)) << (b / 2 + 11);
  }

  private static int dictionaryByte(long bytes) {
    for (int b = 0; b <= 40; b++) {
      if (dictionarySize(b) == bytes) return b;
    }
    throw new IllegalArgumentException("not an LZMA2 dictionary size: " + bytes);
  }
}
