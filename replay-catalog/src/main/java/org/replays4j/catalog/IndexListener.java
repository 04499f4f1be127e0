package org.replays4j.catalog;

/**
 * Progress of an index run; the CLI draws its progress bar from it. Methods are called from the one
 * thread that writes the catalog, in path order, and must return quickly.
 */
public interface IndexListener {
  /** A listener that ignores everything. */
  IndexListener NONE = new IndexListener() {};

  /**
   * The run found {@code files} files of {@code bytes} bytes in total under its paths (before
   * deciding which of them changed).
   */
  default void started(int files, long bytes) {}

  /** One file was handled (once per file found, then once per file found missing). */
  default void indexed(IndexedFile file) {}

  /**
   * The walk found an entry it could not read or does not catalogue (an unreadable folder, a
   * symlink loop), before the run's files are handled; the run's {@link IndexSummary#notRead()}
   * lists them too. A watcher reports them again at each full rescan.
   */
  default void notRead(IndexSummary.NotRead entry) {}
}
