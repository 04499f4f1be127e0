package org.replays4j.catalog;

import java.util.Objects;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;

/**
 * How {@link Catalog#index} works. Immutable.
 *
 * @param tables tables to add to the catalog besides the summary-level ones, by table name (every
 *     format that has it, e.g. {@code frames}) or {@code format.table} ({@code screp.commands}); a
 *     catalog keeps every table it ever held
 * @param prune delete the rows of files that are gone (otherwise they are marked missing)
 * @param threads decoding threads, at least 1 (one more thread writes the database)
 * @param limits bounds for every decode
 * @param batchFiles files written per transaction, at least 1
 */
public record CatalogOptions(
    Set<String> tables, boolean prune, int threads, DecodeLimits limits, int batchFiles) {
  /** Summary tables only, no prune, one thread per processor, default limits, 256 files a batch. */
  public static final CatalogOptions DEFAULT =
      new CatalogOptions(
          Set.of(), false, Runtime.getRuntime().availableProcessors(), DecodeLimits.DEFAULT, 256);

  /** Validates and copies. */
  public CatalogOptions {
    tables = Set.copyOf(tables);
    Objects.requireNonNull(limits, "limits");
    if (threads < 1) throw new IllegalArgumentException("threads must be >= 1: " + threads);
    if (batchFiles < 1)
      throw new IllegalArgumentException("batchFiles must be >= 1: " + batchFiles);
  }

  /** A copy that also keeps {@code names} (see {@link #tables()}). */
  public CatalogOptions withTables(Set<String> names) {
    return new CatalogOptions(names, prune, threads, limits, batchFiles);
  }

  /** A copy with prune on or off. */
  public CatalogOptions withPrune(boolean on) {
    return new CatalogOptions(tables, on, threads, limits, batchFiles);
  }

  /** A copy with {@code n} decoding threads. */
  public CatalogOptions withThreads(int n) {
    return new CatalogOptions(tables, prune, n, limits, batchFiles);
  }

  /** A copy with other decode limits. */
  public CatalogOptions withLimits(DecodeLimits l) {
    return new CatalogOptions(tables, prune, threads, l, batchFiles);
  }

  /** A copy writing {@code n} files per transaction. */
  public CatalogOptions withBatchFiles(int n) {
    return new CatalogOptions(tables, prune, threads, limits, n);
  }
}
