package org.replays4j.bench.corpus;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.bench.BenchFiles;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.spi.SlippiFormat;

/**
 * First pass versus steady state over whole corpora: one operation reads every file of a corpus
 * once, in a fresh JVM with no warm-up, so iteration 1 is the first pass a user who processes a few
 * files sees and the last iterations approach the steady state. Files are in memory (loaded at
 * setup, not decoded). {@code slippi}: {@code SlippiGame.read} and the summary {@code replays4j
 * inspect} prints; {@code screp}: decode, computed layer and the summary. Run with {@code -f 3} or
 * more and read the per-iteration lines; corpus sizes are printed at setup. {@link #main} prints
 * the same per-pass figures without JMH (for {@code -XX:+PrintCompilation}).
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.SingleShotTime)
@OutputTimeUnit(TimeUnit.MILLISECONDS)
@Warmup(iterations = 0)
@Measurement(iterations = 30)
@Fork(3)
public class FirstPassBenchmark {
  private List<byte[]> slippi;
  private List<byte[]> screp;

  /**
   * Every regular file with extension {@code ext} in {@code shared/corpus/<name>}, sorted by name.
   */
  static List<byte[]> corpus(String name, String ext) throws IOException {
    List<byte[]> out = new ArrayList<>();
    for (Path p : corpusFiles(name, ext)) out.add(Files.readAllBytes(p));
    return out;
  }

  /**
   * The directory {@code shared/corpus/<name>} ({@code -Dreplays4j.shared}, default the shared
   * corpus directory beside the checkout).
   */
  static Path corpusDir(String name) {
    return BenchFiles.corpus(name);
  }

  /** The paths {@link #corpus} reads, in the same order (sorted by name). */
  static List<Path> corpusFiles(String name, String ext) throws IOException {
    Path dir = corpusDir(name);
    if (!Files.isDirectory(dir)) {
      throw BenchFiles.notFound(dir);
    }
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : (Iterable<Path>) s.sorted()::iterator) {
        if (p.getFileName().toString().endsWith("." + ext)) out.add(p);
      }
    }
    return out;
  }

  static long bytes(List<byte[]> files) {
    long n = 0;
    for (byte[] f : files) n += f.length;
    return n;
  }

  @Setup(Level.Trial)
  public void setup() throws IOException {
    slippi = corpus("slippi", "slp");
    screp = corpus("screp", "rep");
    System.out.printf(
        Locale.ROOT,
        "%n[corpus] slippi %d files %.2f MB, screp %d files %.2f MB%n",
        slippi.size(),
        bytes(slippi) / 1e6,
        screp.size(),
        bytes(screp) / 1e6);
  }

  /** One pass over the Slippi corpus; files that fail to decode count as done. */
  static int slippiPass(List<byte[]> files, Blackhole bh) {
    int failed = 0;
    for (byte[] f : files) {
      Object s = slippiFile(f);
      if (s == null) failed++;
      else bh.consume(s);
    }
    return failed;
  }

  /**
   * {@code SlippiGame.read} and the {@code inspect} summary of one file; null if it failed to
   * decode.
   */
  static Object slippiFile(byte[] f) {
    try {
      return SlippiFormat.summary(SlippiGame.read(f));
    } catch (
        IOException e) { // bad input (ReplayFormatException): nothing else is thrown for an array
      return null;
    }
  }

  /** One pass over the StarCraft corpus; files that fail to decode count as done. */
  static int screpPass(List<byte[]> files, Blackhole bh) {
    int failed = 0;
    ScrepDecoder decoder = ScrepDecoder.create();
    for (byte[] f : files) {
      Object s = screpFile(decoder, f);
      if (s == null) failed++;
      else bh.consume(s);
    }
    return failed;
  }

  /** Decode, computed layer and summary of one StarCraft file; null if it failed to decode. */
  static Object screpFile(ScrepDecoder decoder, byte[] f) {
    try {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      decoder.decode(f, c);
      return ScrepFormat.summary(c.result(), ScrepComputed.compute(c));
    } catch (IOException | RuntimeException e) {
      return null;
    }
  }

  @Benchmark
  public int slippi(Blackhole bh) {
    return slippiPass(slippi, bh);
  }

  @Benchmark
  public int screp(Blackhole bh) {
    return screpPass(screp, bh);
  }

  /**
   * {@code java -cp benchmarks.jar org.replays4j.bench.corpus.FirstPassBenchmark slippi|screp
   * [PASSES]}: MB/s of each pass in this JVM, and first pass / best-of-the-last-five.
   */
  public static void main(String[] args) throws IOException {
    String which = args.length > 0 ? args[0] : "slippi";
    int passes = args.length > 1 ? Integer.parseInt(args[1]) : 30;
    List<byte[]> files = which.equals("screp") ? corpus("screp", "rep") : corpus("slippi", "slp");
    Blackhole bh =
        new Blackhole(
            "Today's password is swordfish. I understand instantiating Blackholes directly is dangerous.");
    double mb = bytes(files) / 1e6;
    double[] rate = new double[passes];
    for (int p = 0; p < passes; p++) {
      long t0 = System.nanoTime();
      if (which.equals("screp")) screpPass(files, bh);
      else slippiPass(files, bh);
      rate[p] = mb / ((System.nanoTime() - t0) / 1e9);
      System.out.printf(Locale.ROOT, "pass %2d  %7.1f MB/s%n", p + 1, rate[p]);
    }
    double best = 0;
    for (int p = Math.max(0, passes - 5); p < passes; p++) best = Math.max(best, rate[p]);
    System.out.printf(
        Locale.ROOT,
        "%s: first pass %.1f MB/s, steady (best of the last five) %.1f MB/s: %.0f %%%n",
        which,
        rate[0],
        best,
        100 * rate[0] / best);
  }
}
