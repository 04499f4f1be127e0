package org.replays4j.cli;

import java.io.Console;
import java.io.IOException;
import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.Callable;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.BooleanSupplier;
import org.replays4j.core.error.DecodeLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j inspect PATH…}: detects and summarises every file. Files are inspected in
 * parallel by a bounded pool, results are printed in input order as they complete, and a tally goes
 * to stderr. One bad file never stops the batch; the exit code is 1 when any file failed.
 */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    description = {
      "Detects the format of each file by its content and prints a summary.",
      "Directories are searched recursively (hidden files and directories are skipped).",
      "A tally (files, ok, failed, MB/s) is printed to stderr."
    })
final class InspectCommand implements Callable<Integer> {
  /** Whether stderr may show a progress bar; replaced in tests. */
  static BooleanSupplier interactive = InspectCommand::isTerminal;

  /**
   * True when stderr is a terminal, whatever stdout is. The launcher tells with the system property
   * {@code replays4j.stderrTerminal} ({@code [ -t 2 ]}); without it, on Linux, {@code
   * /proc/self/fd/2} names a terminal device; elsewhere {@code System.console()} (which on JDK
   * 17-21 also needs stdin and stdout to be terminals) decides.
   */
  static boolean isTerminal() {
    String told = System.getProperty("replays4j.stderrTerminal");
    if (told != null) return Boolean.parseBoolean(told);
    try {
      Path fd2 = Path.of("/proc/self/fd/2");
      if (Files.exists(fd2, java.nio.file.LinkOption.NOFOLLOW_LINKS)) {
        String target = Files.readSymbolicLink(fd2).toString();
        return target.startsWith("/dev/pts/") || target.startsWith("/dev/tty");
      }
    } catch (IOException | RuntimeException e) {
      // fall through to the console
    }
    Console c = System.console();
    if (c == null) return false;
    try {
      return (Boolean) Console.class.getMethod("isTerminal").invoke(c);
    } catch (NoSuchMethodException e) {
      return true;
    } catch (ReflectiveOperationException | RuntimeException e) {
      return false;
    }
  }

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths;

  @Option(
      names = "--json",
      description = "Print one JSON object per file (JSON Lines) instead of text.")
  boolean json;

  @Option(names = "--pretty", description = "Indented JSON (implies --json).")
  boolean pretty;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Option(
      names = "--map-hash",
      description =
          "StarCraft: add screp's map data hash (map.dataHash, SHA-256 of the map section, as screp -mapDataHash=sha256);"
              + " decompresses each whole map, about a third more CPU.")
  boolean mapHash;

  @Option(
      names = "--strict",
      description =
          "Count files in directories that are not replays as failed instead of skipping them.")
  boolean strict;

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Option(
      names = "--timeout",
      paramLabel = "SECONDS",
      description =
          "Give up on a file after this many seconds and report it as failed (default: no limit).")
  double timeoutSeconds;

  @Mixin Options.Limits limits = new Options.Limits();

  private ThreadPoolExecutor pool;

  /** The flags {@link #runPlain} reads itself. */
  private static final List<String> PLAIN_FLAGS =
      List.of("--json", "--pretty", "--strict", "--map-hash", "--no-progress");

  /**
   * Runs the most common invocations without picocli: {@code inspect} followed by paths and the
   * flags {@code --json}, {@code --pretty}, {@code --strict}, {@code --map-hash} and {@code
   * --no-progress}, each at most once, everything else at its default. Returns null for any other
   * arguments (options with values, help, {@code --}, {@code @file}s, repeated flags), which
   * picocli then parses as usual. Picocli builds its model of a command by reflection, mostly
   * interpreted in a short run: about a tenth of the CPU time of {@code inspect --json} over a
   * corpus of 255 files. The result is the same as through picocli.
   */
  static Integer runPlain(String[] args, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    if (args.length < 2 || !args[0].equals("inspect")) return null;
    InspectCommand c = new InspectCommand();
    c.paths = new java.util.ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (int i = 1; i < args.length; i++) {
      String a = args[i];
      if (PLAIN_FLAGS.contains(a)) {
        if (!seen.add(a)) return null;
      } else if (a.isEmpty() || a.startsWith("@") || a.startsWith("-") && !a.equals("-")) {
        return null;
      } else {
        try {
          c.paths.add(Path.of(a));
        } catch (java.nio.file.InvalidPathException e) {
          return null; // picocli reports it
        }
      }
    }
    if (c.paths.isEmpty()) return null;
    c.json = seen.contains("--json") || seen.contains("--pretty");
    c.pretty = seen.contains("--pretty");
    c.strict = seen.contains("--strict");
    c.mapHash = seen.contains("--map-hash");
    c.parallel.noProgress = seen.contains("--no-progress");
    try {
      return c.run(DecodeLimits.DEFAULT, out, err);
    } catch (InterruptedException e) {
      throw e;
    } catch (RuntimeException e) { // as Main's handler reports what a command throws
      err.println("replays4j: " + e);
      err.flush();
      return Main.FAILED;
    } finally {
      out.flush();
    }
  }

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
    if (pretty) json = true;
    try (Output out = output.open(spec)) {
      return run(decodeLimits, out.writer(), err);
    }
  }

  private int run(DecodeLimits decodeLimits, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    long start = System.nanoTime();
    List<Inputs.Input> inputs = Inputs.expand(paths);
    Inspector inspector =
        new Inspector(decodeLimits, strict)
            .withSummaryOptions(
                mapHash
                    ? java.util.Set.of(org.replays4j.core.ReplayFormat.SUMMARY_MAP_DATA_HASH)
                    : java.util.Set.of());
    Progress progress = parallel.progress(err, inputs, start);

    int ok = 0;
    int failed = 0;
    int unrecognised = 0;
    int skipped = 0;
    long bytes = 0;
    int workers = parallel.workers(inputs.size());
    pool =
        new ThreadPoolExecutor(
            workers, workers, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), new Workers());
    try {
      // Keep a bounded window of files in flight; print the oldest as soon as it is done, so
      // output order equals input order and memory does not grow with the batch.
      int window = parallel.threads * 4;
      Deque<Pending> inFlight = new ArrayDeque<>();
      Iterator<Inputs.Input> next = inputs.iterator();
      while (next.hasNext() || !inFlight.isEmpty()) {
        while (next.hasNext() && inFlight.size() < window) {
          Inputs.Input in = next.next();
          AtomicLong started = new AtomicLong();
          inFlight.add(
              new Pending(
                  in,
                  started,
                  pool.submit(
                      () -> {
                        started.set(System.nanoTime());
                        return render(inspector.inspect(in));
                      })));
        }
        String[] r = await(inFlight.removeFirst());
        switch (r[0]) {
          case "ok" -> ok++;
          case "skipped" -> skipped++;
          case "unrecognised" -> {
            failed++;
            unrecognised++;
          }
          default -> failed++;
        }
        long size = Long.parseLong(r[1]);
        bytes += size;
        if (progress != null) {
          progress.advance(size);
          progress.print(out, r[2]);
        } else {
          out.println(r[2]);
          out.flush();
        }
      }
    } finally {
      pool.shutdownNow();
      if (progress != null) progress.close();
    }
    double secs = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
    if (inputs.isEmpty()) {
      err.println(
          "inspected 0 files: no files found in " + paths.stream().map(Path::toString).toList());
    } else {
      double rate = bytes / 1e6 / secs;
      err.println(
          String.format(
              Locale.ROOT,
              "inspected %d file%s: %d ok, %d failed%s%s; %s in %.2f s (%s MB/s)",
              inputs.size(),
              inputs.size() == 1 ? "" : "s",
              ok,
              failed,
              unrecognised == 0 ? "" : " (" + unrecognised + " not recognised)",
              skipped == 0 ? "" : ", " + skipped + " skipped (not replays)",
              Render.bytes(bytes),
              secs,
              String.format(
                  Locale.ROOT, rate >= 10 ? "%.1f" : rate >= 0.1 ? "%.2f" : "%.3f", rate)));
    }
    err.flush();
    return failed == 0 ? Main.OK : Main.FAILED;
  }

  /** [status, size, text]: rendered in the worker so the printing thread only prints. */
  private String[] render(FileResult r) {
    String text;
    try {
      text = json ? Render.json(r, pretty) : Render.text(r).stripTrailing();
    } catch (Throwable t) { // a summary that cannot be rendered is a failure of that file only
      FileResult f =
          FileResult.failure(
              r.file(), r.format(), r.sizeBytes(), "cannot render the summary: " + t);
      text = json ? Render.json(f, pretty) : Render.text(f).stripTrailing();
      r = f;
    }
    String status =
        r.ok()
            ? "ok"
            : r.skipped()
                ? "skipped"
                : r.format() == null
                        && r.errorMessage() != null
                        && r.errorMessage().startsWith(Inspector.NOT_RECOGNISED)
                    ? "unrecognised"
                    : "failed";
    return new String[] {status, Long.toString(Math.max(0, r.sizeBytes())), text};
  }

  private record Pending(Inputs.Input input, AtomicLong started, Future<String[]> result) {}

  private String[] await(Pending p) throws InterruptedException {
    try {
      if (timeoutSeconds <= 0) return p.result().get();
      long limit = (long) (timeoutSeconds * 1e9);
      while (true) {
        try {
          return p.result().get(50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
          long t0 = p.started().get();
          if (t0 != 0 && System.nanoTime() - t0 > limit) {
            // The worker is interrupted. A decoder stuck in a loop that ignores interrupts keeps
            // its thread busy, so add a worker to keep the batch at full strength.
            p.result().cancel(true);
            pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
            pool.setCorePoolSize(pool.getCorePoolSize() + 1);
            long size;
            try {
              size = Files.size(p.input().path());
            } catch (IOException | RuntimeException sizeError) {
              size = -1;
            }
            return render(
                FileResult.failure(
                    p.input().display(),
                    null,
                    size,
                    "timed out after "
                        + BigDecimal.valueOf(timeoutSeconds).stripTrailingZeros().toPlainString()
                        + " s (a decoder bug or a very large file)"));
          }
        }
      }
    } catch (CancellationException e) {
      return render(FileResult.failure(p.input().display(), null, -1, "cancelled"));
    } catch (ExecutionException e) {
      // Unreachable in practice: Inspector and render catch everything. Keep the batch going
      // anyway.
      return render(
          FileResult.failure(p.input().display(), null, -1, "internal error: " + e.getCause()));
    }
  }

  /** Daemon workers with a generous stack, so deep but legal nesting is not mistaken for a bug. */
  private static final class Workers implements ThreadFactory {
    private final AtomicInteger n = new AtomicInteger();

    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(null, r, "inspect-" + n.incrementAndGet(), 16L << 20);
      t.setDaemon(true);
      return t;
    }
  }
}
