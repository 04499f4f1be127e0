package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.teehistorian.TeehistorianSynthetic;

/**
 * Exporting a large teehistorian recording keeps memory bounded (#13): a generated recording of
 * about 40 MB (its largest table, {@code positions}, has millions of rows) is exported to Arrow by
 * the CLI in a child JVM with a 256 MB heap. The 1 GB run of the issue is
 * benchmarks/teehistorian-export-heap.sh (numbers in README "Tables"); this is its fast regression.
 */
class ExportSmallHeapTest {
  @TempDir Path tmp;

  @Test
  void exporting_a_large_recording_runs_in_a_256_mb_heap() throws Exception {
    Path file = tmp.resolve("big.teehistorian");
    long bytes = 0;
    try (InputStream in = TeehistorianSynthetic.stream(64, 90_000, 7); OutputStream out = Files.newOutputStream(file)) {
      bytes = in.transferTo(out);
    }
    assertThat(bytes).isGreaterThan(30_000_000L);
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    Process p = new ProcessBuilder(List.of(java, "-Xmx256m", "-XX:+UseSerialGC", "--add-opens=java.base/java.nio=ALL-UNNAMED",
        "-cp", System.getProperty("java.class.path"), Main.class.getName(), "export", "--table", "positions",
        "--no-progress", "-o", tmp.resolve("out").toString(), file.toString()))
        .redirectErrorStream(true).start();
    String output = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(3, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(output).isZero();
    assertThat(output).contains("1 ok, 0 failed").doesNotContain("OutOfMemoryError");
    assertThat(tmp.resolve("out/teehistorian.positions.arrow")).exists();
  }
}
