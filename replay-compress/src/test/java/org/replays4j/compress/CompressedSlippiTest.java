package org.replays4j.compress;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import io.airlift.compress.zstd.ZstdOutputStream;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.EnumSource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.SlippiWriter;
import org.tukaani.xz.LZMA2Options;
import org.tukaani.xz.XZOutputStream;

/**
 * The zstd and xz services serve every format, not only teehistorian: a Slippi file built by {@link
 * SlippiWriter}, zstd- or xz-compressed, opens through {@link Replays} and {@link ReplaySource}
 * with nothing but format-slippi and this module on the class path, and the {@code
 * DecompressionBudget} bounds apply to it.
 */
class CompressedSlippiTest {
  @TempDir Path dir;

  /**
   * A small writer-made .slp: event payload sizes and a Game Start (version 3.18.0, two players).
   */
  static byte[] slp() {
    Map<Integer, Integer> sizes = new LinkedHashMap<>();
    sizes.put(0x36, 760);
    SlippiWriter w = new SlippiWriter().eventPayloads(sizes);
    w.gameStart(SlippiWriter.gameStartPayload(760, 3, 18, 0, 31, new int[] {2, 20}, 7));
    return w.toFile(null);
  }

  /** {@code plain} packed by the library's own encoder for {@code c} (ZSTD or XZ). */
  static byte[] pack(Compression c, byte[] plain) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (OutputStream z =
        c == Compression.ZSTD
            ? new ZstdOutputStream(bos)
            : new XZOutputStream(bos, new LZMA2Options(1))) {
      z.write(plain);
    }
    return bos.toByteArray();
  }

  @ParameterizedTest
  @EnumSource(
      value = Compression.class,
      names = {"ZSTD", "XZ"})
  void aCompressedSlippiFileOpensThroughReplays(Compression c) throws IOException {
    byte[] plain = slp();
    Path file = dir.resolve(c == Compression.ZSTD ? "game.slp.zst" : "game.slp.xz");
    Files.write(file, pack(c, plain));

    Replays.Opened opened = Replays.open(file);
    assertThat(opened.format().id()).isEqualTo("slippi");
    assertThat(opened.source().compression()).isEqualTo(c);
    assertThat(opened.source().readAllBytes(DecodeLimits.DEFAULT)).isEqualTo(plain);
    try (var in = opened.source().openStream(DecodeLimits.DEFAULT)) {
      assertThat(in.readAllBytes()).isEqualTo(plain);
    }
    ReplaySummary packed = opened.format().summarize(opened.source(), DecodeLimits.DEFAULT);
    ReplaySummary direct =
        opened.format().summarize(ReplaySource.of("game.slp", plain), DecodeLimits.DEFAULT);
    assertThat(packed).isEqualTo(direct);
  }

  @Test
  void theDecompressionBudgetBoundsBothServices() throws IOException {
    byte[] plain = slp();
    DecodeLimits tiny = DecodeLimits.DEFAULT.withMaxDecompressedBytes(plain.length / 2);
    for (byte[] packed :
        new byte[][] {pack(Compression.ZSTD, plain), pack(Compression.XZ, plain)}) {
      ReplaySource src = ReplaySource.of("game.slp", packed);
      assertThatThrownBy(() -> src.readAllBytes(tiny))
          .isInstanceOfSatisfying(
              ReplayFormatException.class,
              e -> assertThat(e.kind()).isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED));
    }
  }

  @Test
  void aCutXzHeaderIsAFormatError() throws IOException {
    byte[] cut = Arrays.copyOf(pack(Compression.XZ, slp()), 8);
    ReplaySource src = ReplaySource.of("game.slp.xz", cut);
    assertThatThrownBy(() -> src.readAllBytes(DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected a complete xz stream header");
  }

  @Test
  void corruptDataIsAFormatError() throws IOException {
    byte[] packed = pack(Compression.ZSTD, slp());
    packed[packed.length / 2] ^= 0x55;
    packed[packed.length / 2 + 1] ^= 0x55;
    ReplaySource src = ReplaySource.of("game.slp.zst", packed);
    assertThatThrownBy(() -> src.readAllBytes(DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class);
  }
}
