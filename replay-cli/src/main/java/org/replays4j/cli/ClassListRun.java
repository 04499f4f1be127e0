package org.replays4j.cli;

import java.io.IOException;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.nio.ByteBuffer;
import java.nio.charset.CharacterCodingException;
import java.nio.charset.Charset;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Comparator;
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
   * Decodes text as legacy StarCraft replays store it, which no sample holds but many real replays
   * do: Korean (cp949, "한글") that is not UTF-8, and the Western fallback (windows-1252). The JDK's
   * extended charsets with their cp949 tables and the UTF-8 error are then in the class list, and a
   * real run loads them from the archive.
   */
  private static void legacyText() {
    byte[] cp949 = {(byte) 0xC7, (byte) 0xD1, (byte) 0xB1, (byte) 0xDB};
    for (String name : new String[] {"UTF-8", "x-windows-949", "windows-1252"}) {
      try {
        Charset.forName(name).newDecoder().decode(ByteBuffer.wrap(cp949));
      } catch (RuntimeException | CharacterCodingException e) {
        // not UTF-8 (the error is what is listed), or a runtime without the extended charsets
      }
    }
  }

  /**
   * Runs {@code inspect --json}, {@code inspect} (text), {@code stats}, {@code events}, {@code
   * ruleset} (JSON and text) and a first {@code index} (into a new catalog in a temporary folder,
   * deleted afterwards: the catalog's classes, SQLite's driver and the writer's) over {@code
   * args[0]}; both {@code inspect} runs also over {@link #others}.
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
      String others = others(Path.of(dir), tmp.resolve("others")).toString();
      runs.set(0, new String[] {"inspect", "--json", "--no-progress", dir, others});
      runs.set(1, new String[] {"inspect", "--no-progress", "-t", "1", dir, others});
      String db = tmp.resolve("catalog.db").toString();
      runs.add(new String[] {"index", "--no-progress", "-t", "1", "--db", db, dir});
      for (String[] run : runs) {
        Main.run(
            new PrintWriter(OutputStream.nullOutputStream()),
            new PrintWriter(OutputStream.nullOutputStream()),
            run);
      }
      legacyText();
    } finally {
      try (var files = Files.walk(tmp)) {
        for (Path p : files.sorted(Comparator.reverseOrder()).toList()) Files.deleteIfExists(p);
      }
    }
  }

  /**
   * Fills {@code to} with what a real folder holds beside whole replays and the samples do not: a
   * file that is no replay, and every sample cut to its first half (read up to the damage, or
   * failed), so that the class list has the classes and lambdas of those outcomes too.
   */
  private static Path others(Path samples, Path to) throws IOException {
    Files.createDirectories(to);
    Files.writeString(to.resolve("notes.txt"), "not a replay\n");
    List<Path> files;
    try (var walk = Files.walk(samples)) {
      files = walk.filter(Files::isRegularFile).sorted().toList();
    }
    int i = 0;
    for (Path f : files) {
      byte[] b = Files.readAllBytes(f);
      Files.write(
          to.resolve("half-" + i++ + "-" + f.getFileName()), Arrays.copyOf(b, b.length / 2));
    }
    return to;
  }
}
