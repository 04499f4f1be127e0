package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.Timeout;

/**
 * Streams a ≥ 256 MB generated recording in a child JVM with -Xmx32m: memory must not grow with the
 * file.
 */
class BigStreamTest {
  @Test
  @Timeout(value = 5, unit = TimeUnit.MINUTES)
  void streamsAQuarterGigabyteIn32MegabytesOfHeap() throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    long minBytes = 256L << 20;
    Process p =
        new ProcessBuilder(
                java,
                "-Xmx32m",
                "-XX:+UseSerialGC",
                "-cp",
                System.getProperty("java.class.path"),
                BigStreamMain.class.getName(),
                Long.toString(minBytes))
            .redirectErrorStream(true)
            .start();
    String out = new String(p.getInputStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(4, TimeUnit.MINUTES)).isTrue();
    assertThat(p.exitValue()).as(out).isZero();
    assertThat(out).contains("finished=true");
    long bytes = Long.parseLong(out.replaceAll("(?s).*bytes=(\\d+).*", "$1"));
    assertThat(bytes).isGreaterThanOrEqualTo(minBytes);
  }
}
