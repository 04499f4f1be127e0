package org.replays4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.FileVisitResult;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.nio.file.SimpleFileVisitor;
import java.nio.file.attribute.BasicFileAttributes;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import java.util.Optional;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;

/**
 * Expands command-line paths into the files to inspect: a file stands for itself; a directory for
 * every regular file below it (recursively, symbolic links to files included, links to directories
 * not followed), skipping hidden entries (names starting with {@code .}), in path order; {@code -}
 * for standard input. A path that cannot be read becomes an entry with a problem, so it is reported
 * rather than dropped.
 */
final class Inputs {
  /** The argument that stands for standard input. */
  static final String STDIN = "-";

  /**
   * One file to inspect.
   *
   * @param path the file ({@code -} for standard input)
   * @param problem why it cannot even be opened, or null
   * @param named true when the file was named on the command line (not found in a directory)
   * @param size its size in bytes as listed, or -1 when unknown (standard input, problems)
   */
  record Input(Path path, String problem, boolean named, long size) {
    Input(Path path, String problem) {
      this(path, problem, true, -1);
    }

    String display() {
      return path.toString();
    }

    boolean stdin() {
      return named && STDIN.equals(path.toString());
    }
  }

  private Inputs() {}

  static List<Input> expand(List<Path> args) {
    List<Input> out = new ArrayList<>();
    for (Path arg : args) {
      if (STDIN.equals(arg.toString())) {
        out.add(new Input(arg, null, true, -1));
      } else if (Files.isDirectory(arg)) {
        out.addAll(walk(arg));
      } else if (Files.isRegularFile(arg)) {
        out.add(new Input(arg, null, true, size(arg)));
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
                found.add(new Input(file, null, false, attrs.size()));
              } else if (Files.isRegularFile(file)) { // a symbolic link to a file
                found.add(new Input(file, null, false, size(file)));
              }
              return FileVisitResult.CONTINUE;
            }

            @Override
            public FileVisitResult visitFileFailed(Path file, IOException e) {
              found.add(new Input(file, "cannot read: " + e, false, -1));
              return FileVisitResult.CONTINUE;
            }
          });
    } catch (IOException e) {
      found.add(new Input(root, "cannot read: " + e, false, -1));
    }
    found.sort(Comparator.comparing(i -> i.path().toString()));
    return found;
  }

  /** The size of {@code file}, or -1 when it cannot be read. */
  private static long size(Path file) {
    try {
      return Files.size(file);
    } catch (IOException e) {
      return -1;
    }
  }

  /**
   * True when {@code file} is a regular file; otherwise tells {@code err} that it is not one or
   * does not exist.
   */
  static boolean regularFile(Path file, PrintWriter err) {
    if (Files.isRegularFile(file)) return true;
    err.println(
        "replays4j: " + file + ": " + (Files.exists(file) ? "not a regular file" : "no such file"));
    return false;
  }

  /** Why a recognised file is not decoded: its format's module cannot decode yet. */
  static String decoderNotAvailable(String format) {
    return "decoder not available: the "
        + format
        + " module recognises this file but cannot decode it yet";
  }

  /**
   * The format that decodes {@code source}, or null after telling {@code err} why there is none: no
   * installed format recognises it, or the one that does cannot decode it.
   */
  static ReplayFormat decoder(ReplaySource source, Path file, PrintWriter err) throws IOException {
    Optional<Replays.Opened> opened = Replays.detect(source);
    if (opened.isEmpty()) {
      err.println("replays4j: " + file + ": not recognised by any installed format");
      return null;
    }
    ReplayFormat f = opened.get().format();
    if (f.decoderAvailable()) return f;
    err.println("replays4j: " + file + ": " + decoderNotAvailable(f.id()));
    return null;
  }

  private static boolean hidden(Path p) {
    Path name = p.getFileName();
    return name != null && name.toString().startsWith(".");
  }

  /**
   * The listed sizes of {@code inputs} added up, or -1 when any is unknown (the progress bar then
   * shows no ETA).
   */
  static long totalBytes(List<Input> inputs) {
    long total = 0;
    for (Input in : inputs) {
      if (in.size() < 0) return -1;
      total += in.size();
    }
    return total;
  }
}
