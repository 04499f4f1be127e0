package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.teehistorian.TeehistorianSynthetic;

/**
 * When the reader of standard output goes away ({@code replays4j events BIG | head -1}), the
 * command stops at its next write and exits quietly with 0.
 */
class ClosedPipeTest {
  @TempDir Path tmp;

  /**
   * Accepts {@code limit} bytes, then fails every write as a closed pipe does, counting the
   * attempts.
   */
  static final class PipeClosingAfter extends OutputStream {
    final long limit;
    long written;
    int failedWrites;

    PipeClosingAfter(long limit) {
      this.limit = limit;
    }

    @Override
    public void write(int b) throws IOException {
      write(new byte[] {(byte) b}, 0, 1);
    }

    @Override
    public void write(byte[] b, int off, int len) throws IOException {
      if (written + len > limit) {
        failedWrites++;
        throw new IOException("Broken pipe");
      }
      written += len;
    }
  }

  /** A 64-player teehistorian recording of about 8 MB: some 1.5 million events. */
  private Path bigRecording() throws IOException {
    Path f = tmp.resolve("big.teehistorian");
    try (InputStream in = TeehistorianSynthetic.stream(64, 20_000, 3)) {
      Files.copy(in, f);
    }
    return f;
  }

  private static String[] run(OutputStream stdout, String... args) {
    StringWriter err = new StringWriter();
    int exit = Main.run(Main.stdout(stdout), new PrintWriter(err), args);
    return new String[] {Integer.toString(exit), err.toString()};
  }

  @Test
  void eventsStopsAtTheFirstWriteToAClosedPipe() throws IOException {
    PipeClosingAfter pipe = new PipeClosingAfter(1 << 16);
    String[] r = run(pipe, "events", bigRecording().toString());
    assertThat(r[0]).isEqualTo("0");
    assertThat(r[1]).isEmpty();
    assertThat(pipe.failedWrites).isEqualTo(1); // nothing was tried after the pipe closed
  }

  @Test
  void inspectStopsAtTheFirstWriteToAClosedPipe() throws IOException {
    byte[] recording = TeehistorianSynthetic.bytes(2, 50, 1);
    for (int i = 0; i < 40; i++)
      Files.write(tmp.resolve(String.format("f%02d.teehistorian", i)), recording);
    PipeClosingAfter pipe = new PipeClosingAfter(0);
    String[] r = run(pipe, "inspect", "--json", "--no-progress", "-t", "1", tmp.toString());
    assertThat(r[0]).isEqualTo("0");
    assertThat(r[1]).isEmpty(); // not even the tally: the reader is gone
    assertThat(pipe.failedWrites).isEqualTo(1);
  }

  @Test
  void theJarExitsQuietlyWhenItsOutputPipeCloses() throws Exception {
    Path big = bigRecording();
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> cmd =
        new ArrayList<>(
            List.of(
                java,
                "-cp",
                System.getProperty("java.class.path"),
                Main.class.getName(),
                "events",
                big.toString()));
    Process p = new ProcessBuilder(cmd).redirectError(tmp.resolve("stderr.txt").toFile()).start();
    InputStream out = p.getInputStream();
    int c;
    while ((c = out.read()) >= 0 && c != '\n') {
      // the first line, as head -1 reads it
    }
    out.close();
    assertThat(p.waitFor(2, TimeUnit.MINUTES)).as("exits after its reader went away").isTrue();
    assertThat(p.exitValue()).isZero();
    assertThat(Files.readString(tmp.resolve("stderr.txt"), StandardCharsets.UTF_8)).isEmpty();
  }
}
