package org.replays4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.CatalogOptions;
import org.replays4j.catalog.FileStatus;
import org.replays4j.catalog.IndexListener;
import org.replays4j.catalog.IndexSummary;
import org.replays4j.catalog.IndexedFile;
import org.replays4j.catalog.Watcher;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.table.TableSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;

/**
 * {@code replays4j index}: brings a SQLite catalog of the replays under PATH… up to date (see
 * docs/catalog.md), or with {@code --watch} keeps it current until stopped.
 */
@Command(
    name = "index",
    mixinStandardHelpOptions = true,
    description = {
      "Indexes the replays under PATH… into a SQLite catalog (created when new): a files table",
      "(status, errors, hashes) and every format's summary tables, plus the participants view.",
      "Unchanged files are not read again; query with replays4j query or any SQLite client.",
      "Refuses a --db file it did not create; Ctrl-C or SIGTERM commit what is done and stop."
    })
public final class IndexCommand extends CatalogCommand {
  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Replay files or directories.")
  List<Path> paths;

  @Option(
      names = "--table",
      paramLabel = "NAME",
      description =
          "Also keep this table (e.g. frames, commands, inputs, or screp.commands); repeatable.")
  List<String> tables = new ArrayList<>();

  @Option(
      names = "--prune",
      description = "Delete the rows of files that are gone (default: mark them missing).")
  boolean prune;

  @Option(
      names = "--watch",
      description = "Keep indexing new and changed files until stopped (Ctrl-C).")
  boolean watch;

  // No --timeout: a file that takes long is bounded by the decode limits, and a per-file time
  // limit would store a row that depends on the machine's load.
  @Mixin Options.Threads parallel = new Options.Threads();

  @Mixin Options.Limits limits = new Options.Limits();

  @Option(
      names = "--busy-timeout",
      paramLabel = "SECONDS",
      description =
          "How long to wait for a lock another program holds on the catalog before giving up"
              + " (default: ${DEFAULT-VALUE}).")
  double busySeconds = Catalog.DEFAULT_BUSY_MILLIS / 1000.0;

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    if (!(busySeconds >= 0.001 && busySeconds <= 86_400)) {
      throw new ParameterException(
          spec.commandLine(), "--busy-timeout must be between 0.001 and 86400 seconds");
    }
    for (Path p : paths) {
      if (p.toString().equals("-")) {
        throw new ParameterException(
            spec.commandLine(),
            "standard input (-) cannot be catalogued: a catalog row names a file; save the"
                + " replay to a file and index that");
      }
    }
    Set<String> wanted = new LinkedHashSet<>(tables);
    for (String t : wanted) checkTable(t);
    CatalogOptions options =
        CatalogOptions.DEFAULT
            .withTables(wanted)
            .withPrune(prune)
            .withThreads(parallel.threads)
            .withLimits(limits.limits(spec));
    Listener listener = new Listener(err, watch);
    // this command says itself what a signal left (the catalog's committed files)
    String interrupted = Main.interruptedMessage;
    Main.interruptedMessage = null;
    try {
      return run(err, options, listener);
    } finally {
      Main.interruptedMessage = interrupted;
    }
  }

  private int run(PrintWriter err, CatalogOptions options, Listener listener)
      throws InterruptedException {
    Catalog catalog;
    try {
      catalog = Catalog.open(db, Duration.ofMillis(Math.round(busySeconds * 1000)));
    } catch (IOException e) {
      err.println("replays4j: " + e.getMessage());
      return Main.FAILED;
    }
    CountDownLatch stop = new CountDownLatch(1);
    CountDownLatch done = new CountDownLatch(1);
    Thread hook = new Thread(new StopOnSignal(catalog, stop, done), "index-stop");
    Runtime.getRuntime().addShutdownHook(hook);
    try {
      if (watch) {
        Watcher w = catalog.watch(paths, options, listener);
        try {
          err.println(
              "replays4j: watching "
                  + Terminal.escape(paths.toString())
                  + " into "
                  + Terminal.escape(db.toString())
                  + " (Ctrl-C to stop)");
          err.flush();
          // until a signal, or until the watcher stops on a write error that close() reports
          while (!stop.await(500, TimeUnit.MILLISECONDS) && w.running()) {}
        } finally {
          w.close();
        }
        err.println("replays4j: stopped watching; the catalog holds every file indexed so far");
        return Main.OK;
      }
      IndexSummary s = catalog.index(paths, options, listener);
      listener.close();
      return report(err, s, listener);
    } catch (IOException e) { // another indexer, a lock held elsewhere, a full disk: said plainly
      listener.close();
      err.println("replays4j: " + e.getMessage());
      return Main.FAILED;
    } finally {
      try {
        catalog.close(); // checkpoints: the .db file alone is the whole catalog
      } catch (IOException e) {
        err.println("replays4j: " + e.getMessage());
      }
      err.flush();
      done.countDown();
      try {
        Runtime.getRuntime().removeShutdownHook(hook);
      } catch (IllegalStateException shuttingDown) {
        // the hook is running: it waits for done
      }
    }
  }

  /** Prints what the run did; returns the exit code. */
  private int report(PrintWriter err, IndexSummary s, Listener listener) {
    for (String line : listener.failures) err.println("  failed: " + line);
    long failedPaths = 0;
    Map<String, Integer> notRead = new TreeMap<>();
    for (IndexSummary.NotRead n : s.notRead()) {
      err.println(notReadLine(n));
      notRead.merge(n.reason(), 1, Integer::sum);
      if (n.failed()) failedPaths++;
    }
    if (s.keptUnread() > 0) {
      err.println(
          "replays4j: "
              + s.keptUnread()
              + " catalogued file"
              + (s.keptUnread() == 1 ? " is" : "s are")
              + " under a path that could not be read: kept as they were, neither "
              + (prune ? "pruned" : "marked missing")
              + "; make the path readable (or mount it) and run again");
    }
    StringBuilder line = new StringBuilder(summary(s, db));
    if (!notRead.isEmpty()) {
      int total = notRead.values().stream().mapToInt(Integer::intValue).sum();
      StringBuilder why = new StringBuilder();
      notRead.forEach(
          (r, n) -> why.append(why.length() == 0 ? "" : ", ").append(n).append(' ').append(r));
      line.append("; ").append(total).append(" not read (").append(why).append(')');
    }
    err.println(line);
    if (s.stopped()) {
      err.println(
          "replays4j: index stopped before its end: the files above are committed; run the same"
              + " command again to complete the catalog");
    }
    err.flush();
    // the one rule of every command (a failed or partial file under the paths), plus what only a
    // catalog run can leave undone
    boolean ok =
        Batch.exitCode(s.count(FileStatus.FAILED), s.count(FileStatus.PARTIAL)) == Main.OK
            && listener.failures.isEmpty()
            && failedPaths == 0
            && s.keptUnread() == 0
            && !s.stopped();
    return ok ? Main.OK : Main.FAILED;
  }

  /**
   * On SIGTERM or SIGINT: asks the run to stop at its next file, and waits until the command has
   * committed and checkpointed the catalog (the JVM would otherwise halt it mid-way once the hooks
   * are done). A named class for the class-data archive.
   */
  private record StopOnSignal(Catalog catalog, CountDownLatch stop, CountDownLatch done)
      implements Runnable {
    @Override
    public void run() {
      catalog.stop();
      stop.countDown();
      try {
        done.await(60, TimeUnit.SECONDS);
      } catch (InterruptedException e) {
        Thread.currentThread().interrupt();
      }
    }
  }

  /** A usage error unless some format has table {@code name} (or {@code format.table}). */
  private void checkTable(String name) {
    for (ReplayFormat f : Replays.formats()) {
      for (TableSchema t : f.tables()) {
        if (t.name().equals(name) || (f.id() + "." + t.name()).equals(name)) return;
      }
    }
    throw new ParameterException(spec.commandLine(), "no format has a table named " + name);
  }

  /** The stderr line of an entry the walk did not read: {@code replays4j: PATH: skipped: WHY}. */
  static String notReadLine(IndexSummary.NotRead n) {
    return "replays4j: "
        + Terminal.escape(n.path())
        + ": "
        + (n.failed() ? "" : "skipped: ")
        + Terminal.escape(n.message());
  }

  /**
   * The watch-mode line of one file: what happened, then its status where that adds to it ({@code
   * indexed ok PATH}, {@code missing PATH}, {@code deferred PATH (still being written)}).
   */
  static String watchLine(IndexedFile f) {
    String path = Terminal.escape(f.path());
    return switch (f.change()) {
      case MISSING -> "missing " + path;
      case PRUNED -> "pruned " + path;
      case DEFERRED -> "deferred " + path + " (still being written)";
      default ->
          f.change().name().toLowerCase(Locale.ROOT)
              + " "
              + f.status().label()
              + " "
              + path
              + (f.status() == FileStatus.FAILED && f.message() != null
                  ? ": " + Terminal.escape(f.message())
                  : "");
    };
  }

  static String summary(IndexSummary s, Path db) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "indexed %d file%s into %s in %.2f s:",
            s.files(),
            s.files() == 1 ? "" : "s",
            Terminal.escape(db.toString()),
            s.seconds()));
    for (IndexedFile.Change c : IndexedFile.Change.values()) {
      if (s.count(c) > 0)
        sb.append(' ')
            .append(s.count(c))
            .append(' ')
            .append(c.name().toLowerCase(Locale.ROOT))
            .append(',');
    }
    sb.setLength(sb.length() - 1);
    sb.append(';');
    for (FileStatus st : FileStatus.values()) {
      if (s.count(st) > 0)
        sb.append(' ').append(s.count(st)).append(' ').append(st.label()).append(',');
    }
    sb.setLength(sb.length() - 1);
    return sb.toString();
  }

  /** Draws the progress bar and collects the failures of this run. */
  private final class Listener implements IndexListener {
    private final PrintWriter err;
    private final boolean watching;
    private Progress progress;
    final List<String> failures = new ArrayList<>();

    /**
     * The last line printed for each file in progress or skipped (watch mode), so that it is
     * printed once.
     */
    private final Map<String, String> lastLine = new HashMap<>();

    Listener(PrintWriter err, boolean watching) {
      this.err = err;
      this.watching = watching;
    }

    @Override
    public void started(int files, long bytes) {
      close();
      if (!watching
          && !parallel.noProgress
          && files > 0
          && InspectCommand.interactive.getAsBoolean()) {
        progress = new Progress(err, files, bytes, System.nanoTime());
      }
    }

    @Override
    public void indexed(IndexedFile f) {
      if (progress != null) progress.advance(Math.max(0, f.size()));
      if (f.change() == IndexedFile.Change.INDEXED && f.status() == FileStatus.FAILED) {
        failures.add(Terminal.escape(f.path()) + ": " + Terminal.escape(f.message()));
      }
      if (watching && f.change() != IndexedFile.Change.UNCHANGED) {
        String line = watchLine(f);
        // a file still being written, or a file that is not a replay and keeps changing (a log):
        // its line is printed when it says something new
        boolean repeats =
            f.status() == FileStatus.IN_PROGRESS
                || f.status() == FileStatus.SKIPPED
                || f.change() == IndexedFile.Change.DEFERRED;
        String before = repeats ? lastLine.put(f.path(), line) : lastLine.remove(f.path());
        if (line.equals(before)) return;
        err.println(line);
        err.flush();
      }
    }

    @Override
    public void notRead(IndexSummary.NotRead n) {
      if (!watching) return; // index prints them with its tally
      String line = notReadLine(n);
      if (line.equals(lastLine.put(n.path(), line))) return; // each rescan finds it again
      err.println(line);
      err.flush();
    }

    void close() {
      if (progress != null) progress.close();
      progress = null;
    }
  }
}
