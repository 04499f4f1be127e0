package org.replays4j.cli;

import java.io.BufferedWriter;
import java.io.IOException;
import java.io.OutputStreamWriter;
import java.io.PrintWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.ParameterException;

/**
 * Where a command writes its results: the command line's standard output, or the file of {@code
 * -o/--output} (created or truncated, UTF-8). Closing flushes; it closes only a file.
 */
final class Output implements AutoCloseable {
  private final PrintWriter writer;
  private final boolean file;

  private Output(PrintWriter writer, boolean file) {
    this.writer = writer;
    this.file = file;
  }

  /**
   * The output for {@code path}, or standard output when it is null or {@code -}.
   *
   * @throws ParameterException (exit code 2) when the file cannot be created
   */
  static Output open(CommandSpec spec, Path path) {
    if (path == null || path.toString().equals("-"))
      return new Output(spec.commandLine().getOut(), false);
    try {
      return new Output(
          new PrintWriter(
              new BufferedWriter(
                  new OutputStreamWriter(Files.newOutputStream(path), StandardCharsets.UTF_8),
                  1 << 16)),
          true);
    } catch (IOException | RuntimeException e) {
      throw new ParameterException(
          spec.commandLine(), "cannot write " + path + ": " + e.getMessage());
    }
  }

  PrintWriter writer() {
    return writer;
  }

  @Override
  public void close() {
    writer.flush();
    if (file) writer.close();
  }
}
