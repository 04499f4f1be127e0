package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.testkit.ForkedJvm;

/**
 * Exporting a large teehistorian recording keeps memory bounded: a generated recording of about 40
 * MB (its largest table, {@code positions}, has millions of rows) is exported to Arrow by the CLI
 * in a child JVM with a 256 MB heap. The 1 GB run of the issue is
 * benchmarks/teehistorian-export-heap.sh (numbers in docs/tables.md); this is its fast regression.
 */
class ExportSmallHeapTest {
  @TempDir Path tmp;

  @Test
  void exporting_a_large_recording_runs_in_a_256_mb_heap() throws Exception {
    Path file = tmp.resolve("big.teehistorian");
    long bytes = 0;
    try (InputStream in = TeehistorianSynthetic.stream(64, 90_000, 7);
        OutputStream out = Files.newOutputStream(file)) {
      bytes = in.transferTo(out);
    }
    assertThat(bytes).isGreaterThan(30_000_000L);
    ForkedJvm.Result r =
        ForkedJvm.run(
            Main.class,
            List.of("--add-opens=java.base/java.nio=ALL-UNNAMED"),
            List.of(
                "export",
                "--table",
                "positions",
                "--no-progress",
                "-o",
                tmp.resolve("out").toString(),
                file.toString()),
            "256m",
            Duration.ofMinutes(3));
    assertThat(r.exitCode()).as(r.output()).isZero();
    assertThat(r.output()).contains("1 ok, 0 failed").doesNotContain("OutOfMemoryError");
    assertThat(tmp.resolve("out/teehistorian.positions.arrow")).exists();
  }
}
