package org.replays4j.catalog;

import java.io.IOException;
import java.nio.channels.FileLock;
import java.nio.file.ClosedWatchServiceException;
import java.nio.file.FileSystems;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardWatchEventKinds;
import java.nio.file.WatchEvent;
import java.nio.file.WatchKey;
import java.nio.file.WatchService;
import java.sql.Connection;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.TimeUnit;
import java.util.function.BooleanSupplier;
import java.util.stream.Stream;

/**
 * Keeps a catalog current while files are written ({@link Catalog#watch}): a {@link WatchService}
 * on every directory under the watched paths triggers an index run of the files that changed
 * (within about 100 ms of the change), and a full rescan every {@link #RESCAN_MILLIS} catches what
 * the watch service missed (network file systems, overflows). A file still being written (its size
 * or time changing, or changed within the last few seconds) that does not decode to its end is
 * stored as {@link FileStatus#IN_PROGRESS} when it has rows (a Slippi game being recorded: its
 * players and stocks so far), or left for the next pass when it has none, never failed; it is read
 * again as it grows and becomes {@link FileStatus#OK} once complete.
 *
 * <p>The catalog's own files (database, {@code -wal}, {@code -shm}, lock) are ignored when the
 * database is inside a watched folder: its writes do not trigger runs. A file in progress is read
 * again only when its size or time changed, or once its writing window has passed.
 *
 * <p>Runs on its own thread, which holds the catalog's connection and lock until {@link #close()}.
 */
public final class Watcher implements AutoCloseable {
  /** Period of the full rescan, in milliseconds. */
  public static final long RESCAN_MILLIS = 10_000;

  /** How long changes are gathered before an index run, in milliseconds. */
  static final long GATHER_MILLIS = 50;

  /** How often files in progress or deferred are read again, in milliseconds. */
  static final long RETRY_MILLIS = 250;

  private final Indexer indexer;
  private final List<Path> paths;
  private final List<String> roots = new ArrayList<>();
  private final FileLock lock;
  private final WatchService service;
  private final Map<WatchKey, Path> dirs = new HashMap<>();
  private final Set<String> retry = ConcurrentHashMap.newKeySet();
  private final Scan.OwnFiles own;

  /** The size and time each file in {@link #retry} had when it was last read. */
  private final Map<String, long[]> retryState = new ConcurrentHashMap<>();

  private final Thread thread;
  private volatile boolean closed;
  private volatile IOException failure;
  private volatile int runs;

  Watcher(
      Path db,
      Connection conn,
      CatalogOptions options,
      IndexListener listener,
      List<Path> paths,
      FileLock lock,
      Scan.OwnFiles own,
      BooleanSupplier stop)
      throws IOException {
    this.own = own;
    this.indexer =
        new Indexer(
            db,
            conn,
            options,
            new IndexListener() {
              @Override
              public void started(int files, long bytes) {
                listener.started(files, bytes);
              }

              @Override
              public void indexed(IndexedFile f) {
                if (f.change() == IndexedFile.Change.DEFERRED
                    || f.status() == FileStatus.IN_PROGRESS) {
                  retry.add(f.path());
                  Scan.Entry now = Scan.entry(Path.of(f.path()), false);
                  if (now != null) retryState.put(f.path(), new long[] {now.size(), now.mtime()});
                } else {
                  retry.remove(f.path());
                  retryState.remove(f.path());
                }
                listener.indexed(f);
              }

              @Override
              public void notRead(IndexSummary.NotRead entry) {
                listener.notRead(entry);
              }
            },
            () -> closed || stop.getAsBoolean());
    this.paths = List.copyOf(paths);
    this.lock = lock;
    for (Path p : paths) roots.add(Scan.key(p).toString());
    this.service = FileSystems.getDefault().newWatchService();
    for (Path p : paths) {
      Path k = Scan.key(p);
      register(Files.isDirectory(k) ? k : k.getParent());
    }
    indexer.run(Scan.entries(paths, own), roots, true);
    runs++;
    thread = new Thread(this::loop, "catalog-watch");
    thread.setDaemon(true);
    thread.start();
  }

  /**
   * True while the watch thread runs: false once closed, or when an index run failed to write the
   * catalog (a full disk), which {@link #close()} then reports.
   */
  public boolean running() {
    return thread.isAlive();
  }

  /** Index runs done so far (the first one when the watcher started included). */
  public int runs() {
    return runs;
  }

  /** Registers {@code dir} and every directory below it (hidden ones skipped). */
  private void register(Path dir) throws IOException {
    if (dir == null || !Files.isDirectory(dir)) return;
    try (Stream<Path> s = Files.walk(dir)) {
      for (Path d : (Iterable<Path>) s.filter(Files::isDirectory)::iterator) {
        if (!d.equals(dir) && Scan.hidden(d)) continue;
        WatchKey key =
            d.register(
                service,
                StandardWatchEventKinds.ENTRY_CREATE,
                StandardWatchEventKinds.ENTRY_MODIFY,
                StandardWatchEventKinds.ENTRY_DELETE);
        dirs.put(key, d);
      }
    }
  }

  private void loop() {
    long nextRescan = System.currentTimeMillis() + RESCAN_MILLIS;
    try {
      while (!closed) {
        TreeMap<String, Path> changed = new TreeMap<>();
        boolean rescan = false;
        WatchKey key = service.poll(RETRY_MILLIS, TimeUnit.MILLISECONDS);
        long gatherUntil = System.currentTimeMillis() + GATHER_MILLIS;
        while (key != null) {
          rescan |= collect(key, changed);
          long left = gatherUntil - System.currentTimeMillis();
          key = left > 0 ? service.poll(left, TimeUnit.MILLISECONDS) : null;
        }
        if (closed) break;
        if (rescan || System.currentTimeMillis() >= nextRescan) {
          indexer.run(Scan.entries(paths, own), roots, true);
          runs++;
          nextRescan = System.currentTimeMillis() + RESCAN_MILLIS;
          continue;
        }
        for (String r : retry) if (due(r)) changed.put(r, Path.of(r));
        if (changed.isEmpty()) continue;
        List<Scan.Entry> entries = new ArrayList<>();
        List<String> gone = new ArrayList<>();
        for (Path p : changed.values()) {
          if (!inScope(p)) continue;
          Scan.Entry e = Scan.entry(p, false);
          if (e != null) entries.add(e);
          else if (!Files.isDirectory(p)) gone.add(p.toString());
        }
        if (entries.isEmpty() && gone.isEmpty()) continue;
        indexer.run(new Scan.Listing(entries, List.of()), gone, true);
        runs++;
      }
    } catch (ClosedWatchServiceException e) {
      // closed
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    } catch (IOException e) {
      failure = e;
    }
  }

  /**
   * True when the file in progress {@code path} is worth reading again: its size or time changed
   * since it was last read, or its writing window has passed since (it is then complete, or partial
   * for good).
   */
  private boolean due(String path) {
    long[] last = retryState.get(path);
    Scan.Entry now = Scan.entry(Path.of(path), false);
    if (last == null || now == null) return true;
    if (now.size() != last[0] || now.mtime() != last[1]) return true;
    return System.currentTimeMillis() - now.mtime() >= FileReader.WRITING_WINDOW_MILLIS;
  }

  /**
   * True when {@code p} is a watched file or under a watched directory, not hidden, and not one of
   * the catalog's own files.
   */
  private boolean inScope(Path p) {
    if (Scan.hidden(p) || own.test(p)) return false;
    for (String r : roots) if (Scan.under(p.toString(), r)) return true;
    return false;
  }

  /** Adds the paths of {@code key}'s events; true when events were lost (rescan). */
  private boolean collect(WatchKey key, Map<String, Path> changed) throws IOException {
    Path dir = dirs.get(key);
    boolean lost = false;
    for (WatchEvent<?> ev : key.pollEvents()) {
      if (ev.kind() == StandardWatchEventKinds.OVERFLOW) {
        lost = true;
        continue;
      }
      if (dir == null) continue;
      Path p = dir.resolve((Path) ev.context()).toAbsolutePath().normalize();
      if (own.test(p)) continue;
      if (ev.kind() == StandardWatchEventKinds.ENTRY_CREATE && Files.isDirectory(p)) {
        register(p);
        for (Scan.Entry e : Scan.entries(List.of(p), own).files()) changed.put(e.key(), e.path());
      } else {
        changed.put(p.toString(), p);
      }
    }
    if (!key.reset()) dirs.remove(key);
    return lost;
  }

  /**
   * Stops watching, releases the catalog's lock and reports a failure of the watch thread.
   *
   * @throws IOException when an index run of the watcher failed to write the catalog
   */
  @Override
  public void close() throws IOException {
    closed = true;
    try {
      thread.join(30_000);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    service.close();
    lock.release();
    if (failure != null) throw failure;
  }
}
