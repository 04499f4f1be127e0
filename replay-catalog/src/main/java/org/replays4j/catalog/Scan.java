package org.replays4j.catalog;

import java.io.IOException;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;

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

  /** The files under {@code roots}, sorted by path, each once. */
  static List<Entry> entries(List<Path> roots) {
    List<Entry> out = new ArrayList<>();
    for (Path root : roots) {
      Path r = key(root);
      if (Files.isDirectory(r)) {
        walk(r, out);
      } else if (Files.isRegularFile(r)) {
        Entry e = entry(r, true);
        if (e != null) out.add(e);
      }
    }
    out.sort(Comparator.comparing(Entry::key));
    List<Entry> unique = new ArrayList<>(out.size());
    for (Entry e : out) {
      if (unique.isEmpty() || !unique.get(unique.size() - 1).key().equals(e.key())) unique.add(e);
    }
    return unique;
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

  private static void walk(Path root, List<Entry> out) {
    try {
      Files.walkFileTree(
          root,
          new SimpleFileVisitor<>() {
            @Override
            public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
              return !dir.equals(root) && hidden(dir)
                  ? FileVisitResult.SKIP_SUBTREE
                  : FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
              if (hidden(file)) return FileVisitResult.CONTINUE;
              if (attrs.isRegularFile()) {
                out.add(new Entry(file, attrs.size(), attrs.lastModifiedTime().toMillis(), false));
              } else if (Files.isRegularFile(file)) {
                Entry e = entry(file, false);
                if (e != null) out.add(e);
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      // an unreadable root has no files; its catalogued files are then reported missing
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
