package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.concurrent.Callable;
import java.util.function.Function;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * A command that reads the replays under its paths: the options all of them take ({@code --strict},
 * {@code -t}, {@code --no-progress}, {@code --timeout}, {@code --max-decompressed-bytes}) and the
 * one run they make ({@link #run}): walk the paths, detect and work on each entry in parallel
 * ({@link Batch}), output in the walker's order, the tally line on stderr, the exit code.
 */
abstract class BatchCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  /** The replay files and directories to read, as the command's parameters name them. */
  abstract List<Path> paths();

  /** The decode limits of the run, once the shared options are checked (a usage error if not). */
  final DecodeLimits checkedLimits() {
    parallel.check(spec);
    return limits.limits(spec);
  }

  /**
   * Runs {@code work} over every entry of {@link #paths()} ({@link Batch#run}), text output held in
   * the walker's order; then flushes {@code out}, commits {@code output} and prints the tally line
   * ({@link Batch.Tally#report(PrintWriter, String, List)}).
   *
   * @param out where the results go (flushed before the tally line)
   * @param output the output file to commit once every entry is done, or null when the command
   *     writes its own files or commits later
   * @param writesStdout true when the results go to standard output (no progress bar is drawn on
   *     the same terminal)
   * @param verb the tally's verb, in the past ({@code inspected})
   * @return the tally, whose {@link Batch.Tally#exitCode()} is the command's
   */
  final Batch.Tally run(
      DecodeLimits decodeLimits,
      PrintWriter out,
      PrintWriter err,
      Output output,
      boolean writesStdout,
      String verb,
      Batch.Work work)
      throws InterruptedException {
    ReplayCollection collection = walk.collection(paths(), decodeLimits);
    Batch.Tally tally =
        Batch.run(
            collection,
            parallel,
            err,
            new Reorder(Batch.TEXT_BOUND),
            parallel.progress(err, collection, writesStdout),
            work);
    out.flush();
    if (output != null) output.commit();
    tally.report(err, verb, paths());
    return tally;
  }

  /**
   * {@link #run} of a command that writes its own files and lists them on standard output: returns
   * the exit code.
   */
  final int runWritingFiles(
      DecodeLimits decodeLimits, boolean writesStdout, String verb, Batch.ReplayWork work)
      throws InterruptedException {
    PrintWriter out = spec.commandLine().getOut();
    return run(decodeLimits, out, spec.commandLine().getErr(), null, writesStdout, verb, work)
        .exitCode();
  }

  /**
   * A reading command whose results are text or JSON written to its {@code -o} file or standard
   * output, in the walker's order.
   */
  abstract static class Printing extends BatchCommand {
    @Parameters(
        arity = "1..*",
        paramLabel = "PATH",
        description = "Replay files or directories; - reads standard input.")
    List<Path> paths;

    @Mixin Options.OutputFile output = new Options.OutputFile();

    @Override
    final List<Path> paths() {
      return paths;
    }

    /**
     * {@link #run} into the output: opens it (a usage error when it is one of the inputs), runs,
     * commits, reports; returns the exit code.
     *
     * @param work the work, given the writer of the output
     */
    final int runToOutput(
        DecodeLimits decodeLimits, String verb, Function<PrintWriter, Batch.Work> work)
        throws InterruptedException {
      try (Output o = output.open(spec, paths)) {
        PrintWriter out = o.writer();
        return run(
                decodeLimits,
                out,
                spec.commandLine().getErr(),
                o,
                output.toStdout(),
                verb,
                work.apply(out))
            .exitCode();
      }
    }

    /**
     * {@link #run} into {@code out}, the standard output of a command line read without picocli
     * ({@link PlainArgs}): nothing to open or commit; returns the exit code.
     */
    final int runToStdout(
        DecodeLimits decodeLimits,
        PrintWriter out,
        PrintWriter err,
        String verb,
        Function<PrintWriter, Batch.Work> work)
        throws InterruptedException {
      return run(decodeLimits, out, err, null, true, verb, work.apply(out)).exitCode();
    }
  }
}
