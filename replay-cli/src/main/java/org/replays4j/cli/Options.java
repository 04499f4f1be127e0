package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import org.replays4j.core.collect.BudgetAdmission;
import org.replays4j.core.collect.ReplayCollection;
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

    @Option(
        names = "--timeout",
        paramLabel = "SECONDS",
        description =
            "Give up on a file after this many seconds and report it as failed (default: no limit).")
    double timeoutSeconds;

    /** Fewer than one thread or a negative timeout is a usage error. */
    void check(CommandSpec spec) {
      if (threads < 1)
        throw new ParameterException(spec.commandLine(), "--threads must be at least 1");
      if (timeoutSeconds < 0 || Double.isNaN(timeoutSeconds))
        throw new ParameterException(spec.commandLine(), "--timeout must not be negative");
    }

    /**
     * The progress bar of {@code collection} on {@code err}, or null when none is drawn: only when
     * stderr is a terminal, and not when the command writes to standard output and that is the same
     * terminal (the bar would run into the output's lines).
     *
     * @param writesStdout true when the command's results go to standard output
     */
    Progress progress(PrintWriter err, ReplayCollection collection, boolean writesStdout) {
      if (noProgress || !InspectCommand.interactive.getAsBoolean()) return null;
      if (writesStdout && Terminal.stdoutSharesStderr()) return null;
      ReplayCollection.Totals t = collection.totals();
      return t.files() == 0 ? null : new Progress(err, t.files(), t.bytes(), System.nanoTime());
    }
  }

  /** {@code --strict}: how a command's collection treats files that are not replays. */
  static final class Walk {
    @Option(
        names = "--strict",
        description =
            "Count every entry that is not a replay as failed, also inside directories"
                + " (by default those are skipped and listed).")
    boolean strict;

    /**
     * The collection of {@code paths}, reading standard input within {@code limits}; each replay's
     * decode waits for its slot of the process's memory budget ({@link BudgetAdmission}), so the
     * {@code -t} threads stay within one budget.
     */
    ReplayCollection collection(List<Path> paths, DecodeLimits limits) {
      return ReplayCollection.builder(paths)
          .strict(strict)
          .limits(limits)
          .stdin(Inspector.stdin)
          .admission(BudgetAdmission.process(limits))
          .build();
    }
  }

  /** {@code -o/--output FILE}: the results to a file instead of standard output. */
  static final class OutputFile {
    @Option(
        names = {"-o", "--output"},
        paramLabel = "FILE",
        description = "Write the output to FILE instead of standard output.")
    Path output;

    /** True when the output goes to standard output. */
    boolean toStdout() {
      return output == null || output.toString().equals("-");
    }

    /**
     * Where to write: the file (refused when it is one of {@code inputs} or inside an input
     * folder), or the command line's standard output.
     */
    Output open(CommandSpec spec, List<Path> inputs) {
      return Output.open(spec, output, inputs);
    }
  }
}
