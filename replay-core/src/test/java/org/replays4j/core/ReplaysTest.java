package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.io.ReplaySourceTest;

/** Detection by content, with the test-scope formats in {@code org.replays4j.core.fake}. */
class ReplaysTest {
  @TempDir Path tmp;

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.US_ASCII);
  }

  @Test
  void formatsAreSortedByIdAndFoundById() {
    assertThat(Replays.formats())
        .extracting(ReplayFormat::id)
        .containsExactly("alpha", "beta", "throwing", "weak");
    assertThat(Replays.format("beta"))
        .get()
        .extracting(ReplayFormat::displayName)
        .isEqualTo("fake beta");
    assertThat(Replays.format("gamma")).isEmpty();
    assertThat(Replays.formats()).isSameAs(Replays.formats());
  }

  @Test
  void theMostConfidentProbeWinsAndAThrowingProbeIsIgnored() throws Exception {
    Replays.Opened a = Replays.detect(ReplaySource.of("x.beta", ascii("ALPHA..."))).orElseThrow();
    assertThat(a.format().id()).isEqualTo("alpha");
    assertThat(a.confidence()).isEqualTo(0.95);
    Replays.Opened b = Replays.detect(ReplaySource.of("x.alpha", ascii("BETA..."))).orElseThrow();
    assertThat(b.format().id()).isEqualTo("beta");
  }

  @Test
  void theExtensionOnlyBreaksTies() throws Exception {
    assertThat(Replays.detect(ReplaySource.of("x.beta", ascii("TIE"))).orElseThrow().format().id())
        .isEqualTo("beta");
    assertThat(
            Replays.detect(ReplaySource.of("X.BETA.gz", ascii("TIE"))).orElseThrow().format().id())
        .isEqualTo("beta");
    assertThat(Replays.detect(ReplaySource.of("x.alpha", ascii("TIE"))).orElseThrow().format().id())
        .isEqualTo("alpha");
    assertThat(Replays.detect(ReplaySource.of("x.other", ascii("TIE"))).orElseThrow().format().id())
        .isEqualTo("alpha");
    // A higher confidence beats a matching extension.
    assertThat(
            Replays.detect(ReplaySource.of("x.beta", ascii("ALPHA"))).orElseThrow().format().id())
        .isEqualTo("alpha");
  }

  @Test
  void contentDecidesNotTheExtension() throws Exception {
    assertThat(Replays.detect(ReplaySource.of("game.alpha", ascii("nothing")))).isEmpty();
    // 0.4 from the extension alone is below MIN_CONFIDENCE.
    assertThat(Replays.detect(ReplaySource.of("game.weak", ascii("nothing")))).isEmpty();
  }

  @Test
  void compressedFilesAreProbedOnTheirContent() throws Exception {
    Path f = tmp.resolve("archived.bin");
    Files.write(f, ReplaySourceTest.gzip(ascii("BETA and more")));
    Replays.Opened o = Replays.detect(f).orElseThrow();
    assertThat(o.format().id()).isEqualTo("beta");
    assertThat(o.source().path()).contains(f);
    assertThat(o.summarize().details()).containsEntry("size", 13);
  }

  @Test
  void openFailsWithTheKnownFormatsListed() throws Exception {
    Path f = tmp.resolve("mystery.dat");
    Files.write(f, ascii("???"));
    Throwable t = catchThrowable(() -> Replays.open(f));
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessage(
            "core: offset 0x0: expected content of a known format (alpha, beta, throwing, weak) "
                + "but no format recognised mystery.dat");
    Files.write(f, ascii("ALPHA"));
    assertThat(Replays.open(f).format().id()).isEqualTo("alpha");
  }
}
