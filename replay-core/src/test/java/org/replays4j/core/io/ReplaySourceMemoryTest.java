package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.core.error.Refusals.assertLimitExceeded;

import java.io.IOException;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;

/** A decode's slot of the memory budget follows from the container header and the stored size. */
class ReplaySourceMemoryTest {
  /** The 12-byte xz stream header and a block header whose one filter is LZMA2 with {@code d}. */
  static byte[] xzHead(int dictByte) {
    byte[] h = new byte[32];
    byte[] magic = {(byte) 0xFD, '7', 'z', 'X', 'Z', 0, 0, 1};
    System.arraycopy(magic, 0, h, 0, magic.length);
    h[12] = 2; // block header of (2 + 1) * 4 bytes
    h[13] = 0; // one filter, no sizes
    h[14] = 0x21; // LZMA2
    h[15] = 1; // one byte of properties
    h[16] = (byte) dictByte;
    return h;
  }

  @Test
  void theWindowIsReadFromTheContainerHeader() {
    DecodeLimits l = DecodeLimits.DEFAULT;
    // 29: (2 | 1) << (14 + 11) = 96 MiB, plus the decoder's own 1 MiB
    assertThat(ReplaySource.containerWindow(Compression.XZ, xzHead(29), l))
        .isEqualTo((96L << 20) + (1 << 20));
    assertThat(ReplaySource.containerWindow(Compression.XZ, xzHead(41), l)).isZero();
    // zstd: Window_Descriptor 0x58 = exponent 11, mantissa 0: 2^(10 + 11) = 2 MiB
    byte[] zstd = {0x28, (byte) 0xB5, 0x2F, (byte) 0xFD, 0x00, 0x58};
    assertThat(ReplaySource.containerWindow(Compression.ZSTD, zstd, l)).isEqualTo(2L << 20);
    assertThat(ReplaySource.containerWindow(Compression.GZIP, new byte[0], l)).isEqualTo(64 << 10);
  }

  @Test
  void aPlainFileTakesTwiceItsSizeAndTheStreamWindow() throws IOException {
    MemoryBudget b = new MemoryBudget(1L << 30);
    ReplaySource s = ReplaySource.of("a.bin", new byte[1000]);
    try (MemoryBudget.Grant g = s.acquireMemory(b, DecodeLimits.DEFAULT)) {
      assertThat(g.bytes()).isEqualTo(2000 + DecodeLimits.DEFAULT.streamWindowBytes());
      assertThat(b.heldByCurrentThread()).isTrue();
    }
    assertThat(b.heldByCurrentThread()).isFalse();
  }

  @Test
  void anEstimateAboveTheBudgetIsCutToItAndTheDecodeRunsAlone() throws IOException {
    MemoryBudget b = new MemoryBudget(1 << 20);
    ReplaySource s = ReplaySource.of("big.bin", new byte[4 << 20]);
    try (MemoryBudget.Grant g = s.acquireMemory(b, DecodeLimits.DEFAULT)) {
      assertThat(g.bytes()).isEqualTo(1 << 20);
    }
  }

  @Test
  void aWindowAboveTheBudgetFailsNamingTheFile() {
    MemoryBudget b = new MemoryBudget(64L << 20);
    ReplaySource s = ReplaySource.of("game.teehistorian.xz", xzHead(29));
    assertThat(s.compression()).isEqualTo(Compression.XZ);
    assertLimitExceeded(
        () -> s.acquireMemory(b, DecodeLimits.DEFAULT),
        "memory budget (xz window of game.teehistorian.xz)");
    assertThat(b.used()).isZero();
  }
}
