package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import org.junit.jupiter.api.Test;

class DclInputStreamTest {
  private static DclInputStream open(byte[] b, long max) {
    return new DclInputStream("t", new ByteArrayInputStream(b), max, 0);
  }

  @Test
  void blastVector() throws IOException {
    try (InputStream in =
        DclExplode.newInputStream(new ByteArrayInputStream(DclExplodeTest.BLAST_VECTOR), 100)) {
      assertThat(new String(in.readAllBytes(), StandardCharsets.US_ASCII))
          .isEqualTo("AIAIAIAIAIAIA");
      assertThat(in.read()).isEqualTo(-1);
    }
  }

  @Test
  void byteByByteReadsAcrossTheRing() throws IOException {
    byte[] data = new byte[100_000];
    for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 31 / 7 % 13);
    byte[] packed = DclExplodeTest.Implode.implode(Arrays.copyOf(data, 20_000), 0, 6);
    try (DclInputStream in = open(packed, 1 << 20)) {
      byte[] got = new byte[20_000];
      for (int i = 0; i < got.length; i++) got[i] = (byte) in.read();
      assertThat(in.read()).isEqualTo(-1);
      assertThat(got).isEqualTo(Arrays.copyOf(data, 20_000));
      assertThat(in.produced()).isEqualTo(20_000);
    }
  }

  @Test
  void largeOutputIsStreamedInBoundedMemory() throws IOException {
    byte[] packed = DclExplodeTest.Implode.implode(new byte[300_000], 0, 4);
    try (DclInputStream in = open(packed, 1 << 20)) {
      assertThat(in.readAllBytes()).hasSize(300_000).containsOnly(0);
    }
  }

  @Test
  void headerErrors() {
    assertRefused(() -> open(new byte[] {0}, 10).read(), "truncated");
    assertRefused(() -> open(new byte[] {3, 4, 0}, 10).read(), "literal mode");
    assertRefused(() -> open(new byte[] {0, 9, 0}, 10).read(), "dictionary bits");
  }

  @Test
  void truncatedStreamAndOutputLimit() {
    assertRefused(
        () -> open(Arrays.copyOf(DclExplodeTest.BLAST_VECTOR, 5), 100).readAllBytes(),
        "truncated stream");
    assertRefused(
        () -> open(DclExplodeTest.BLAST_VECTOR, 5).readAllBytes(), "DCL output bytes <= 5");
  }
}
