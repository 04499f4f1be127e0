package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterHeader;

/** The README's code example, compiled and run against a sample. */
class ReadmeExampleTest {
  @Test
  void readmeExample() throws Exception {
    Path file = ButterSamplesTest.dir().resolve("arena-private-gzip-k30.butter");
    StringBuilder out = new StringBuilder();
    // --- README ---
    ButterDecoder.create()
        .decode(
            Files.readAllBytes(file),
            new ButterVisitor() {
              ButterHeader header;

              @Override
              public void visitHeader(ButterHeader h) {
                header = h;
              }

              @Override
              public void visitFrame(ButterFrame f) { // absolute values, deltas applied
                for (ButterPlayer p : f.players()) {
                  out.append(
                      String.format(
                          "%d %s head=(%.2f, %.2f, %.2f)%n",
                          f.timeMs,
                          header.player(p.fileIndex).name(),
                          p.positions[0],
                          p.positions[1],
                          p.positions[2]));
                }
              }
            });
    // --- end ---
    assertThat(out.toString()).contains("Orangejuice head=");
  }
}
