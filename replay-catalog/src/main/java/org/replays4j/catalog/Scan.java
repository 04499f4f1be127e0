package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.collect.CollectionEntry;
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
   * The files under {@code roots} as the collection walker lists them ({@link ReplayCollection}:
   * its order, hidden names, links, FIFOs and devices handled once for every consumer), each once.
   * Entries the walker does not list as files to read are not catalogued; standard input is not a
   * catalogue entry either.
   */
  static List<Entry> entries(List<Path> roots) {
    List<Entry> out = new ArrayList<>();
    java.util.Set<String> seen = new java.util.HashSet<>();
    for (CollectionEntry c : ReplayCollection.of(roots)) {
      if (c.status() != EntryStatus.LISTED || c.stdin() || c.path().isEmpty()) continue;
      Path p = key(c.path().get());
      if (!seen.add(p.toString())) continue;
      long mtime = c.lastModified().map(t -> t.toMillis()).orElse(0L);
      out.add(new Entry(p, c.size(), mtime, c.named()));
    }
    return out;
  }

  /** The catalog key of {@code p}: absolute and normalised. */
  static Path key(Path p) {
    return p.toAbsolutePath().normalize();
  }

  /** The current entry of one file, or null when it is not a readable regular file. */
  static Entry entry(Path file, boolean named) {
    try {
      BasicFileAttributes a = Files.readAttributes(file, BasicFileAttributes.class);
      if (!a.isRegularFile()) return null;
      return new Entry(file, a.size(), a.lastModifiedTime().toMillis(), named);
    } catch (IOException e) {
      return null;
    }
  }

  /** True when the path is under (or is) {@code root}. */
  static boolean under(String path, String root) {
    return path.equals(root)
        || (path.startsWith(root)
            && (root.endsWith(java.io.File.separator)
                || path.startsWith(java.io.File.separator, root.length())));
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
