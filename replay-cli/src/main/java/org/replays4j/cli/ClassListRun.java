package org.replays4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;

/**
 * The training run of the class-data archive: runs the commands people run most over a directory of
 * samples ({@code testdata/}), with their output thrown away, so that a JVM started with {@code
 * -XX:DumpLoadedClassList} lists every class those runs load. The build and the {@code replays4j}
 * launcher then write the archive from that list ({@code -Xshare:dump}), which also holds picocli's
 * classes (Java 5 class files: a dynamic archive skips them).
 *
 * <p>{@code java -XX:DumpLoadedClassList=LIST -cp replays4j.jar org.replays4j.cli.ClassListRun DIR}
 */
final class ClassListRun {
  private ClassListRun() {}

  /**
   * Runs {@code inspect --json}, {@code inspect} (text), {@code stats}, {@code events}, {@code
   * ruleset} (JSON and text) and a first {@code index} (into a new catalog in a temporary folder,
   * deleted afterwards: the catalog's classes, SQLite's driver and the writer's) over {@code
   * args[0]}.
   */
  public static void main(String[] args) throws IOException {
    if (args.length != 1) {
      System.err.println("usage: ClassListRun DIR");
      System.exit(2);
    }
    String dir = args[0];
    List<String[]> runs = new ArrayList<>();
    runs.add(new String[] {"inspect", "--json", "--no-progress", dir});
    runs.add(new String[] {"inspect", "--no-progress", "-t", "1", dir});
    runs.add(new String[] {"stats", dir});
    runs.add(new String[] {"formats"});
    runs.add(new String[] {"events", "--limit", "2000", "--no-progress", dir});
    runs.add(new String[] {"ruleset", "--json", "--no-progress", dir});
    runs.add(new String[] {"ruleset", "--no-progress", "-t", "1", dir});
    Path tmp = Files.createTempDirectory("replays4j-class-list");
    try {
      String db = tmp.resolve("catalog.db").toString();
      runs.add(new String[] {"index", "--no-progress", "-t", "1", "--db", db, dir});
      for (String[] run : runs) {
        Main.run(
            new PrintWriter(OutputStream.nullOutputStream()),
            new PrintWriter(OutputStream.nullOutputStream()),
            run);
      }
    } finally {
      try (var files = Files.list(tmp)) {
        for (Path p : files.toList()) Files.deleteIfExists(p);
      }
      Files.deleteIfExists(tmp);
    }
  }
}
