package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Path;
import java.time.Duration;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.ForkedJvm;

/**
 * Arrow needs {@code java.nio} opened on Java 17 and later: without the JVM option, an Arrow export
 * fails with a message that names it, not with Arrow's internal error.
 */
class ArrowWithoutAddOpensTest {
  @TempDir Path tmp;

  @Test
  void an_arrow_export_without_the_jvm_option_names_the_option() throws Exception {
    ForkedJvm.Result r =
        ForkedJvm.run(
            Main.class,
            List.of(),
            List.of(
                "export",
                "--table",
                "players",
                "--no-progress",
                "-o",
                tmp.toString(),
                testdata("screp/melee-1v1.rep").toString()),
            "128m",
            Duration.ofMinutes(2));
    assertThat(r.exitCode()).as(r.output()).isEqualTo(Main.FAILED);
    assertThat(r.output())
        .contains("--add-opens=java.base/java.nio=ALL-UNNAMED")
        .doesNotContain("UnsupportedOperationException");
  }
}
