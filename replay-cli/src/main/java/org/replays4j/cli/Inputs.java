package org.replays4j.cli;

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
 * Expands command-line paths into the files to inspect: a file stands for itself; a directory for
 * every regular file below it (recursively, symbolic links to files included, links to directories
 * not followed), skipping hidden entries (names starting with {@code .}), in path order. A path that
 * cannot be read becomes an entry with a problem, so it is reported rather than dropped.
 */
final class Inputs {
  /** One file to inspect; {@code problem} is non-null when it cannot even be opened. */
  record Input(Path path, String problem) {
    String display() {
      return path.toString();
    }
  }

  private Inputs() {}

  static List<Input> expand(List<Path> args) {
    List<Input> out = new ArrayList<>();
    for (Path arg : args) {
      if (Files.isDirectory(arg)) {
        out.addAll(walk(arg));
      } else if (Files.isRegularFile(arg)) {
        out.add(new Input(arg, null));
      } else if (Files.exists(arg, LinkOption.NOFOLLOW_LINKS) || Files.exists(arg)) {
        out.add(new Input(arg, "not a regular file or directory"));
      } else {
        out.add(new Input(arg, "no such file or directory"));
      }
    }
    return out;
  }

  private static List<Input> walk(Path root) {
    List<Input> found = new ArrayList<>();
    try {
      Files.walkFileTree(root, new SimpleFileVisitor<>() {
        @Override
        public FileVisitResult preVisitDirectory(Path dir, BasicFileAttributes attrs) {
          return !dir.equals(root) && hidden(dir) ? FileVisitResult.SKIP_SUBTREE : FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFile(Path file, BasicFileAttributes attrs) {
          if (!hidden(file) && (attrs.isRegularFile() || Files.isRegularFile(file))) {
            found.add(new Input(file, null));
          }
          return FileVisitResult.CONTINUE;
        }

        @Override
        public FileVisitResult visitFileFailed(Path file, IOException e) {
          found.add(new Input(file, "cannot read: " + e));
          return FileVisitResult.CONTINUE;
        }
      });
    } catch (IOException e) {
      found.add(new Input(root, "cannot read: " + e));
    }
    found.sort(Comparator.comparing(i -> i.path().toString()));
    return found;
  }

  private static boolean hidden(Path p) {
    Path name = p.getFileName();
    return name != null && name.toString().startsWith(".");
  }
}
