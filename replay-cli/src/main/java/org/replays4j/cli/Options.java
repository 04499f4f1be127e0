package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * The options several commands share, each declared once as a picocli mixin ({@code @Mixin}) with
 * the check of its value.
 */
final class Options {
  private Options() {}

  /** {@code --max-decompressed-bytes}: the decode limits of a command. */
  static final class Limits {
    @Option(
        names = "--max-decompressed-bytes",
        paramLabel = "BYTES",
        description = "Largest decompressed size one file may have (default: ${DEFAULT-VALUE}).")
    long maxDecompressedBytes = DecodeLimits.DEFAULT.maxDecompressedBytes();

    /** The limits to decode with; a size below one byte is a usage error. */
    DecodeLimits limits(CommandSpec spec) {
      if (maxDecompressedBytes < 1) {
        throw new ParameterException(
            spec.commandLine(), "--max-decompressed-bytes must be positive");
      }
      return DecodeLimits.DEFAULT.withMaxDecompressedBytes(maxDecompressedBytes);
    }
  }

  /** {@code -t/--threads} and {@code --no-progress}: commands that read many files in parallel. */
  static final class Parallel {
    @Option(
        names = {"-t", "--threads"},
        paramLabel = "N",
        description =
            "Files read in parallel (default: the number of CPU cores, ${DEFAULT-VALUE}).")
    int threads = Runtime.getRuntime().availableProcessors();

    @Option(
        names = "--no-progress",
        description = "Never show the progress bar (it is only drawn when stderr is a terminal).")
    boolean noProgress;

    /** Fewer than one thread is a usage error. */
    void check(CommandSpec spec) {
      if (threads < 1)
        throw new ParameterException(spec.commandLine(), "--threads must be at least 1");
    }

    /** Workers for {@code files} files: never more than the files, at least one. */
    int workers(int files) {
      return Math.min(threads, Math.max(1, files));
    }

    /** The progress bar of {@code inputs} on {@code err}, or null when none is drawn. */
    Progress progress(PrintWriter err, List<Inputs.Input> inputs, long startNanos) {
      return !noProgress && !inputs.isEmpty() && InspectCommand.interactive.getAsBoolean()
          ? new Progress(err, inputs.size(), Inputs.totalBytes(inputs), startNanos)
          : null;
    }
  }

  /** {@code -o/--output FILE}: the results to a file instead of standard output. */
  static final class OutputFile {
    @Option(
        names = {"-o", "--output"},
        paramLabel = "FILE",
        description = "Write the output to FILE instead of standard output.")
    Path output;

    /** Where to write: the file, or the command line's standard output. */
    Output open(CommandSpec spec) {
      return Output.open(spec, output);
    }
  }
}
