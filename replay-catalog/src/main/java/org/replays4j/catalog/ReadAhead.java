package org.replays4j.catalog;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import org.replays4j.core.error.DecodeLimits;

/**
 * The decoding side of an index run: reads the listed files on {@code threads} decoding threads
 * ({@link FileReader}) ahead of the one writer, and hands them back in listing order. A file whose
 * stored row is current and whose size and time are as stored is not opened ({@link
 * FileRead.Plan#UNCHANGED}). Reads run ahead by a bounded window, so memory is bounded by the
 * window (a few files' summary rows), not by the collection. Used from the writing thread.
 */
final class ReadAhead implements AutoCloseable {
  private final List<Scan.Entry> entries;
  private final StoredFiles stored;
  private final Set<String> copyable;
  private final Map<String, List<SqlTable>> summaryTables;
  private final DecodeLimits limits;
  private final boolean watching;
  private final int window;
  private final ExecutorService pool;
  private final ArrayDeque<Future<FileRead>> queue = new ArrayDeque<>();
  private int next;

  /**
   * @param entries the files of the run, in the order they are written
   * @param stored the stored rows, which say which files need not be opened
   * @param summaryTables the summary-level tables of each format in the catalog
   * @param watching watch mode: files still being written are deferred or in progress
   */
  ReadAhead(
      List<Scan.Entry> entries,
      StoredFiles stored,
      Map<String, List<SqlTable>> summaryTables,
      DecodeLimits limits,
      int threads,
      boolean watching) {
    this.entries = entries;
    this.stored = stored;
    this.copyable = stored.copyableHashes();
    this.summaryTables = summaryTables;
    this.limits = limits;
    this.watching = watching;
    this.window = threads * 4;
    this.pool =
        Executors.newFixedThreadPool(
            threads,
            r -> {
              Thread t = new Thread(r, "catalog-read");
              t.setDaemon(true);
              return t;
            });
  }

  boolean hasNext() {
    return next < entries.size() || !queue.isEmpty();
  }

  /** The next file in listing order, read (or found unchanged). */
  FileRead next() throws IOException {
    while (next < entries.size() && queue.size() < window) {
      Scan.Entry e = entries.get(next++);
      if (stored.unchanged(e)) {
        queue.add(CompletableFuture.completedFuture(FileRead.unchanged(e)));
      } else {
        String knownSha = stored.reusableHash(e);
        queue.add(
            pool.submit(
                () -> FileReader.read(e, knownSha, copyable, summaryTables, limits, watching)));
      }
    }
    try {
      return queue.poll().get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IOException("the index run was interrupted", e);
    } catch (ExecutionException e) {
      // FileReader turns every failure of a file into a failed row: this is a bug, said plainly
      throw new IOException(
          "reading a file failed unexpectedly (" + e.getCause().getClass().getSimpleName() + ")",
          e.getCause());
    }
  }

  @Override
  public void close() {
    pool.shutdownNow();
  }
}
