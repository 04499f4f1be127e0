package org.replays4j.catalog;

import java.io.File;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.HashSet;
import java.util.List;
import java.util.Set;
import java.util.function.Predicate;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryReason;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.collect.ReplayCollection;

/**
 * The one place the catalog turns paths into files (the seam where a shared collection walker plugs
 * in): a file stands for itself, a directory for every regular file below it (recursively, hidden
 * names skipped, links to directories not followed), in path order. Every path is absolute and
 * normalised, which is the file's key in the catalog.
 */
final class Scan {
  private Scan() {}

  /**
   * One file found.
   *
   * @param path absolute, normalised
   * @param size bytes
   * @param mtime last modification, milliseconds since the epoch
   * @param named true when named itself (not found in a directory)
   */
  record Entry(Path path, long size, long mtime, boolean named) {
    String key() {
      return path.toString();
    }
  }

  /**
   * An entry the walker found but did not list as a file to read (an unreadable folder, a symlink
   * loop, a dangling link, a FIFO, a hidden name, a named path that does not exist).
   *
   * @param path the path as the walker names it (absolute, normalised)
   * @param reason why it was not read
   * @param message the walker's one-line description
   * @param failed true when the walker counts it as a failure (a path named explicitly)
   */
  record Unread(String path, EntryReason reason, String message, boolean failed) {
    /**
     * True when the folder or file could not be looked into (unreadable, a named path that does not
     * exist, a link whose target vanished: an unmounted disk), so that what the catalog holds under
     * it must not be taken as gone.
     */
    boolean blind() {
      return reason == EntryReason.UNREADABLE
          || reason == EntryReason.NOT_FOUND
          || reason == EntryReason.DANGLING_LINK;
    }
  }

  /**
   * The result of walking the roots: the files to index, and what could not be read.
   *
   * @param files in the walker's order, unique by key
   * @param unread entries passed over, in walk order
   */
  record Listing(List<Entry> files, List<Unread> unread) {}

  /**
   * The files under {@code roots} as the collection walker lists them ({@link ReplayCollection}:
   * its order, hidden names, links, FIFOs and devices handled once for every consumer), each once
   * by its real path (a file reached through a symlinked folder and through its own path is one
   * file). Entries the walker does not list as files to read are returned as {@link Unread};
   * standard input is not a catalogue entry; the catalog's own files ({@code own}) are left out.
   */
  static Listing entries(List<Path> roots, OwnFiles own) {
    List<Entry> out = new ArrayList<>();
    List<Unread> unread = new ArrayList<>();
    Set<String> seen = new HashSet<>();
    for (CollectionEntry c : ReplayCollection.of(roots)) {
      if (c.stdin()) continue;
      if (c.status() != EntryStatus.LISTED || c.path().isEmpty()) {
        EntryReason reason = c.reason().orElse(EntryReason.UNREADABLE);
        if (reason == EntryReason.HIDDEN || reason == EntryReason.ALREADY_LISTED) continue;
        String path = c.path().map(q -> q.toAbsolutePath().normalize().toString()).orElse(c.name());
        if (own.test(Path.of(path))) continue;
        unread.add(new Unread(path, reason, c.message(), c.status() == EntryStatus.FAILED));
        continue;
      }
      Path p = key(c.path().get());
      if (own.test(p) || !seen.add(p.toString())) continue;
      long mtime = c.lastModified().map(t -> t.toMillis()).orElse(0L);
      out.add(new Entry(p, c.size(), mtime, c.named()));
    }
    return new Listing(out, unread);
  }

  /**
   * The catalog key of {@code p}: its real path (symbolic links resolved) when it exists, else
   * absolute and normalised.
   */
  static Path key(Path p) {
    try {
      return p.toRealPath();
    } catch (IOException | RuntimeException e) {
      return p.toAbsolutePath().normalize();
    }
  }

  /**
   * The current entry of one file (keyed by its real path), or null when it is not a readable
   * regular file.
   */
  static Entry entry(Path file, boolean named) {
    try {
      BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
      if (!a.isRegularFile()) return null;
      return new Entry(key(file), a.size(), a.lastModifiedTime().toMillis(), named);
    } catch (IOException e) {
      return null;
    }
  }

  /**
   * The files of a catalog database itself: the database, its {@code -wal}, {@code -shm} and {@code
   * -journal} companions (any name starting with the database's name and a dash) and its lock file.
   * A catalog inside a folder it indexes or watches never lists these.
   */
  static final class OwnFiles implements Predicate<Path> {
    /** Matches nothing (no database). */
    static final OwnFiles NONE = new OwnFiles(null, null);

    private final Path dir;
    private final String name;

    private OwnFiles(Path dir, String name) {
      this.dir = dir;
      this.name = name;
    }

    /** The files of the database {@code db}. */
    static OwnFiles of(Path db) {
      Path abs = db.toAbsolutePath().normalize();
      Path parent = abs.getParent();
      return new OwnFiles(parent == null ? null : key(parent), abs.getFileName().toString());
    }

    @Override
    public boolean test(Path p) {
      if (name == null) return false;
      Path file = p.getFileName();
      Path parent = p.getParent();
      if (file == null || parent == null) return false;
      String n = file.toString();
      if (!n.equals(name) && !n.startsWith(name + "-") && !n.equals(name + ".lock")) return false;
      return parent.equals(dir) || key(parent).equals(dir);
    }
  }

  /** True when the path is under (or is) {@code root}. */
  static boolean under(String path, String root) {
    return path.equals(root)
        || (path.startsWith(root)
            && (root.endsWith(File.separator) || path.startsWith(File.separator, root.length())));
  }

  static boolean hidden(Path p) {
    Path name = p.getFileName();
    return name != null && name.toString().startsWith(".");
  }

  /** True when {@code p} exists (without following a dangling link). */
  static boolean exists(Path p) {
    return Files.exists(p, LinkOption.NOFOLLOW_LINKS);
  }
}
