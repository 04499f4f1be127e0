package org.replays4j.bench.screp;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.replays4j.bench.BenchFiles;

/** Loads the StarCraft corpus (the shared corpus's screp) for benchmarks. */
public final class ScrepBenchData {
  private ScrepBenchData() {}

  /**
   * The corpus directory: {@code -Dreplays4j.shared=…} or the directory {@code shared} beside the
   * working directory.
   */
  public static Path corpusDir() {
    return BenchFiles.corpus("screp");
  }

  /**
   * Every {@code .rep} of the corpus, except the two deliberately broken ones (they fail to
   * decode).
   */
  public static List<byte[]> corpus() throws IOException {
    Path dir = corpusDir();
    if (!Files.isDirectory(dir)) {
      throw BenchFiles.notFound(dir);
    }
    List<byte[]> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : (Iterable<Path>) s.sorted()::iterator) {
        String n = p.getFileName().toString();
        if (!n.endsWith(".rep")
            || n.equals("jssuh_no-chk.rep")
            || n.equals("jssuh_not-a-replay.rep")) continue;
        out.add(Files.readAllBytes(p));
      }
    }
    return out;
  }

  /** Total size in bytes. */
  public static long totalBytes(List<byte[]> files) {
    long t = 0;
    for (byte[] f : files) t += f.length;
    return t;
  }
}
