package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.SalvageMarks;
import org.replays4j.testkit.TestFiles;

/**
 * A .butter cut while it was recorded: the whole frames before the cut, then the damage; decoding
 * does not resume at a later chunk.
 */
class ButterSalvageTest {
  private static final ButterFormat FORMAT = new ButterFormat();

  private static byte[] file(String name) throws Exception {
    return Files.readAllBytes(TestFiles.testdata("butter/" + name));
  }

  @Test
  void a_cut_uncompressed_file_keeps_the_whole_frames_before_the_cut() throws Exception {
    byte[] full = file("lobby-none-k300.butter");
    byte[] cut = Arrays.copyOf(full, full.length * 2 / 3);
    ButterReplay whole = ButterReplay.read(full);
    ButterReplay r = ButterReplay.read(cut);
    assertThat(whole.partial()).isFalse();
    assertThat(r.partial()).isTrue();
    assertThat(r.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(r.frames()).isNotEmpty().hasSizeLessThan(whole.frames().size());
    for (int i = 0; i < r.frames().size(); i++)
      assertThat(r.frames().get(i).toTree(r.header()))
          .isEqualTo(whole.frames().get(i).toTree(whole.header()));
    ButterReplay streamed = ButterReplay.read(new ByteArrayInputStream(cut));
    assertThat(streamed.damage()).isEqualTo(r.damage());
    assertThat(streamed.frames()).hasSameSizeAs(r.frames());
    assertThatThrownBy(() -> ButterReplay.read(cut, ButterDecoder.create()))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void a_cut_compressed_file_keeps_the_chunks_before_the_cut_chunk() throws Exception {
    byte[] full = file("arena-private-gzip-k30.butter");
    ButterReplay whole = ButterReplay.read(full);
    assertThat(whole.chunks()).hasSizeGreaterThan(2);
    long secondChunkEnd = whole.chunks().get(1).fileOffset() + whole.chunks().get(1).storedSize();
    ButterReplay r = ButterReplay.read(Arrays.copyOf(full, (int) secondChunkEnd + 10));
    assertThat(r.partial()).isTrue();
    assertThat(r.chunks()).hasSize(2);
    assertThat(r.frames().size())
        .isEqualTo((int) whole.frames().stream().filter(f -> f.chunk < 2).count());
  }

  @Test
  void a_cut_header_still_fails() throws Exception {
    assertThatThrownBy(() -> ButterReplay.read(Arrays.copyOf(file("lobby-none-k300.butter"), 6)))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void the_spi_marks_the_summary_and_the_matches_table() throws Exception {
    byte[] full = file("lobby-none-k300.butter");
    byte[] cut = Arrays.copyOf(full, full.length * 2 / 3);
    ReplaySource src = ReplaySource.of("cut.butter", cut);
    ReplaySource whole = ReplaySource.of("f.butter", full);
    Damage d = ButterReplay.read(cut).damage();
    SalvageMarks.summaryCarriesTheDamage(FORMAT, src, whole, d);
    SalvageMarks.fileRowCarriesTheDamage(FORMAT, "matches", src, whole, d);
  }
}
