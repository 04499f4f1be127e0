package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CompressionTest {
  private static byte[] b(int... v) {
    byte[] out = new byte[v.length];
    for (int i = 0; i < v.length; i++) out[i] = (byte) v[i];
    return out;
  }

  @Test
  void detectsEachContainerByItsMagic() {
    assertThat(Compression.detect(b(0x1F, 0x8B, 0x08, 0, 0, 0), 6)).isEqualTo(Compression.GZIP);
    assertThat(Compression.detect(b(0x28, 0xB5, 0x2F, 0xFD, 0x24, 0), 6))
        .isEqualTo(Compression.ZSTD);
    assertThat(Compression.detect(b(0xFD, '7', 'z', 'X', 'Z', 0x00), 6)).isEqualTo(Compression.XZ);
    assertThat(Compression.detect(b('{', 'U', 3, 'r', 'a', 'w'), 6)).isEqualTo(Compression.NONE);
  }

  @Test
  void shortInputIsNoneEvenWhenTheArrayHoldsMore() {
    assertThat(Compression.detect(b(0x1F, 0x8B), 1)).isEqualTo(Compression.NONE);
    assertThat(Compression.detect(b(0x28, 0xB5, 0x2F, 0xFD), 3)).isEqualTo(Compression.NONE);
    assertThat(Compression.detect(b(0xFD, '7', 'z', 'X', 'Z', 0x00), 5))
        .isEqualTo(Compression.NONE);
    assertThat(Compression.detect(new byte[6], 0)).isEqualTo(Compression.NONE);
    assertThat(Compression.detect(b(0x1F, 0x8B), 2)).isEqualTo(Compression.GZIP);
  }

  @Test
  void nearMissesAreNone() {
    assertThat(Compression.detect(b(0x1F, 0x8C, 0, 0, 0, 0), 6)).isEqualTo(Compression.NONE);
    assertThat(Compression.detect(b(0x28, 0xB5, 0x2F, 0xFE, 0, 0), 6)).isEqualTo(Compression.NONE);
    assertThat(Compression.detect(b(0xFD, '7', 'z', 'X', 'Z', 0x01), 6))
        .isEqualTo(Compression.NONE);
  }
}
