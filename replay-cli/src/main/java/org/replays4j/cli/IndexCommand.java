package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.concurrent.CountDownLatch;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.CatalogBusyException;
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
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

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
      "Unchanged files are not read again; query with replays4j query or any SQLite client."
    })
public final class IndexCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Replay files or directories.")
  List<Path> paths;

  @Option(names = "--db", required = true, paramLabel = "FILE", description = "The catalog file.")
  Path db;

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

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    if (parallel.timeoutSeconds > 0) {
      // a file that takes too long is bounded by the decode limits; a catalog row per file needs
      // a decision, and a timed-out file would be retried and time out on every run
      throw new ParameterException(spec.commandLine(), "index does not take --timeout");
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
    try (Catalog catalog = Catalog.open(db)) {
      if (watch) {
        CountDownLatch stop = new CountDownLatch(1);
        Watcher w = catalog.watch(paths, options, listener);
        try {
          err.println("replays4j: watching " + paths + " into " + db + " (Ctrl-C to stop)");
          err.flush();
          Runtime.getRuntime().addShutdownHook(new Thread(stop::countDown));
          stop.await();
        } finally {
          w.close();
        }
        return Main.OK;
      }
      IndexSummary s = catalog.index(paths, options, listener);
      listener.close();
      for (String line : listener.failures) err.println("  failed: " + line);
      err.println(summary(s, db));
      err.flush();
      return Batch.exitCode(s.count(FileStatus.FAILED), s.count(FileStatus.PARTIAL));
    } catch (CatalogBusyException e) {
      listener.close();
      err.println("replays4j: " + e.getMessage());
      return Main.FAILED;
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

  static String summary(IndexSummary s, Path db) {
    StringBuilder sb = new StringBuilder();
    sb.append(
        String.format(
            Locale.ROOT,
            "indexed %d file%s into %s in %.2f s:",
            s.files(),
            s.files() == 1 ? "" : "s",
            db,
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
        failures.add(f.path() + ": " + f.message());
      }
      if (watching && f.change() != IndexedFile.Change.UNCHANGED) {
        err.println(
            f.change().name().toLowerCase(Locale.ROOT) + " " + f.status().label() + " " + f.path());
        err.flush();
      }
    }

    void close() {
      if (progress != null) progress.close();
      progress = null;
    }
  }
}
