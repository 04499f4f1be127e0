package org.replays4j.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.lang.reflect.Method;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;

/**
 * Compares two builds of the benchmarks jar in one JVM: each jar gets its own class loader, and the
 * same operation of both is called in alternating rounds (old-new, then new-old), so that the heap,
 * the machine's load and the JIT's state of the JDK's own code are the same for both. Prints each
 * side's median time per call and the median of the per-round ratios new/old (below 1: the new jar
 * is faster), of wall time and of the calling thread's CPU time.
 *
 * <p>A diagnostic beside JMH, for benchmarks whose JMH forks settle at different speeds from one
 * fork to the next (docs/performance.md): it answers whether one build's code is slower than the
 * other's under identical conditions, not how fast either is on its own.
 *
 * <pre>
 * java -Xms3g -Xmx3g -XX:+AlwaysPreTouch -cp benchmarks/target/benchmarks.jar \
 *   org.replays4j.bench.SameJvmComparison OLD.jar NEW.jar OPERATION [FILE] [ROUNDS]
 * </pre>
 *
 * Operations: {@code slippi-build-game FILE} ({@code SlippiGame.read}), {@code slippi-summarize
 * FILE} and {@code screp-summarize FILE} (the SPI summary), {@code teehistorian-both} (the
 * generated recording of {@code TeehistorianDecodeBench}, raw and reconstructed events; FILE is
 * {@code -}), and {@code butter-}, {@code echoreplay-}, {@code soku-} and {@code teehistorian-}
 * {@code summarize} or {@code stats} of FILE through the SPI; {@code screp-corpus-full}: what
 * {@code ScrepCorpusBenchmark.full} does once (every replay of the folder FILE, the corpus's {@code
 * screp} folder, decoded with default options, then the computed layer). ROUNDS defaults to 40; the
 * first quarter of them is warm-up.
 */
public final class SameJvmComparison {
  private SameJvmComparison() {}

  private interface Operation {
    Object run() throws Exception;
  }

  /** Runs the comparison; see the class comment for the arguments. */
  public static void main(String[] args) throws Exception {
    if (args.length < 3) {
      System.err.println("usage: OLD.jar NEW.jar OPERATION [FILE] [ROUNDS]");
      System.exit(2);
    }
    String operation = args[2];
    boolean hasFile = args.length > 3 && !args[3].equals("-");
    boolean folder = hasFile && Files.isDirectory(Path.of(args[3]));
    byte[] file = hasFile && !folder ? Files.readAllBytes(Path.of(args[3])) : new byte[0];
    int rounds = args.length > 4 ? Integer.parseInt(args[4]) : 40;
    Operation[] ops = new Operation[2];
    for (int k = 0; k < 2; k++) {
      URLClassLoader loader =
          new URLClassLoader(
              new URL[] {Path.of(args[k]).toUri().toURL()}, ClassLoader.getPlatformClassLoader());
      ops[k] =
          folder
              ? folderOperation(operation, loader, Path.of(args[3]))
              : operation(operation, loader, file);
    }
    int calls =
        operation.startsWith("teehistorian") ? 2 : operation.equals("screp-corpus-full") ? 1 : 20;
    double[][] micros = new double[2][rounds];
    double[][] cpuMicros = new double[2][rounds];
    ThreadMXBean threads = ManagementFactory.getThreadMXBean();
    for (int r = 0; r < rounds; r++) {
      for (int i = 0; i < 2; i++) {
        int k = r % 2 == 0 ? i : 1 - i;
        long c0 = threads.getCurrentThreadCpuTime();
        long t0 = System.nanoTime();
        for (int c = 0; c < calls; c++) if (ops[k].run() == null) throw new AssertionError();
        micros[k][r] = (System.nanoTime() - t0) / 1e3 / calls;
        cpuMicros[k][r] = (threads.getCurrentThreadCpuTime() - c0) / 1e3 / calls;
      }
    }
    // the first quarter of the rounds is warm-up
    int skip = rounds / 4;
    for (int k = 0; k < 2; k++) {
      double[] t = Arrays.copyOfRange(micros[k], skip, rounds);
      Arrays.sort(t);
      System.out.printf(
          "%s %s: median %.0f µs per call, fastest %.0f%n",
          k == 0 ? "old" : "new", operation, t[t.length / 2], t[0]);
    }
    printRatio("new/old", micros, skip);
    // CPU time of this thread: on a loaded machine, less disturbed by waiting for a core
    printRatio("new/old CPU time", cpuMicros, skip);
  }

  /** The median and quartiles of the per-round ratios new/old of {@code t} after {@code skip}. */
  private static void printRatio(String label, double[][] t, int skip) {
    int rounds = t[0].length;
    double[] ratio = new double[rounds - skip];
    for (int r = skip; r < rounds; r++) ratio[r - skip] = t[1][r] / t[0][r];
    Arrays.sort(ratio);
    System.out.printf(
        "%s: median %.3f (quartiles %.3f, %.3f)%n",
        label, ratio[ratio.length / 2], ratio[ratio.length / 4], ratio[3 * ratio.length / 4]);
  }

  private static Operation operation(String name, ClassLoader loader, byte[] file)
      throws Exception {
    switch (name) {
      case "slippi-build-game":
        {
          Class<?> game = loader.loadClass("org.replays4j.slippi.SlippiGame");
          Class<?> choice = loader.loadClass("org.replays4j.slippi.RollbackChoice");
          Object last = choice.getField("LAST").get(null);
          Method read = game.getMethod("read", byte[].class, choice);
          return () -> read.invoke(null, file, last);
        }
      case "slippi-summarize":
        // the SPI class's package in this tree, then its package in older builds
        return summarize(
            loader,
            "org.replays4j.slippi.spi.SlippiFormat|org.replays4j.slippi.SlippiFormat",
            "game.slp",
            file);
      case "screp-summarize":
        // the format class moved to the spi package: the older build has it in the root package
        return summarize(
            loader,
            loader.getResource("org/replays4j/screp/spi/ScrepFormat.class") != null
                ? "org.replays4j.screp.spi.ScrepFormat"
                : "org.replays4j.screp.ScrepFormat",
            "game.rep",
            file);
      case "teehistorian-both":
        {
          Class<?> bench =
              loader.loadClass("org.replays4j.bench.teehistorian.TeehistorianDecodeBench");
          Object b = bench.getConstructor().newInstance();
          bench.getField("ticks").setInt(b, 180_000);
          bench.getField("players").setInt(b, 64);
          bench.getMethod("setup").invoke(b);
          Class<?> rates =
              loader.loadClass("org.replays4j.bench.teehistorian.TeehistorianDecodeBench$Rates");
          Object r = rates.getConstructor().newInstance();
          Method both = bench.getMethod("both", rates);
          return () -> both.invoke(b, r);
        }
      case "butter-summarize", "butter-stats":
        return product(
            loader,
            "org.replays4j.butter.spi.ButterFormat|org.replays4j.butter.ButterFormat",
            name,
            "game.butter",
            file);
      case "echoreplay-summarize", "echoreplay-stats":
        return product(
            loader,
            "org.replays4j.butter.spi.EchoReplayFormat|org.replays4j.butter.EchoReplayFormat",
            name,
            "game.echoreplay",
            file);
      case "soku-summarize", "soku-stats":
        return product(
            loader,
            "org.replays4j.soku.spi.SokuFormat|org.replays4j.soku.SokuFormat",
            name,
            "capture.pcapng",
            file);
      case "teehistorian-summarize", "teehistorian-stats":
        return product(
            loader,
            "org.replays4j.teehistorian.spi.TeehistorianFormat"
                + "|org.replays4j.teehistorian.TeehistorianFormat",
            name,
            "game.teehistorian",
            file);
      default:
        throw new IllegalArgumentException("unknown operation: " + name);
    }
  }

  /** An operation over every file of the folder {@code dir}. */
  private static Operation folderOperation(String name, ClassLoader loader, Path dir)
      throws Exception {
    if (!name.equals("screp-corpus-full")) {
      throw new IllegalArgumentException("not an operation over a folder: " + name);
    }
    List<byte[]> files = new ArrayList<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : (Iterable<Path>) s.sorted()::iterator) {
        String n = p.getFileName().toString();
        // the two replays that are broken on purpose fail to decode
        if (n.endsWith(".rep")
            && !n.equals("jssuh_no-chk.rep")
            && !n.equals("jssuh_not-a-replay.rep")) {
          files.add(Files.readAllBytes(p));
        }
      }
    }
    Class<?> decoderType = loader.loadClass("org.replays4j.screp.ScrepDecoder");
    Class<?> collector = loader.loadClass("org.replays4j.screp.ScrepReplay$Collector");
    Object decoder = decoderType.getMethod("create").invoke(null);
    // decode(byte[], visitor): declared with the visitor as a type variable
    Method found = null;
    for (Method m : decoderType.getMethods()) {
      if (m.getName().equals("decode")
          && m.getParameterCount() == 2
          && m.getParameterTypes()[0] == byte[].class) {
        found = m;
      }
    }
    Method decode = found;
    Method compute =
        loader.loadClass("org.replays4j.screp.stats.ScrepComputed").getMethod("compute", collector);
    return () -> {
      Object last = null;
      for (byte[] f : files) {
        Object c = collector.getConstructor().newInstance();
        decode.invoke(decoder, f, c);
        last = compute.invoke(null, c);
      }
      return last;
    };
  }

  /** The first of the classes {@code names} (separated by {@code |}) that {@code loader} has. */
  private static Class<?> firstClass(ClassLoader loader, String names)
      throws ClassNotFoundException {
    ClassNotFoundException missing = null;
    for (String c : names.split("\\|")) {
      try {
        return loader.loadClass(c);
      } catch (ClassNotFoundException e) {
        missing = e;
      }
    }
    throw missing;
  }

  /**
   * The SPI's {@code summarize} or {@code stats} (the part of {@code operation} after its dash) of
   * the first of the format classes {@code formats} (separated by {@code |}) that {@code loader}
   * has; {@code name} gives the source its extension.
   */
  private static Operation product(
      ClassLoader loader, String formats, String operation, String name, byte[] file)
      throws Exception {
    Class<?> source =
        firstClass(loader, "org.replays4j.core.io.ReplaySource|org.replays4j.core.ReplaySource");
    Class<?> limits = loader.loadClass("org.replays4j.core.error.DecodeLimits");
    Object defaults = limits.getField("DEFAULT").get(null);
    Object f = firstClass(loader, formats).getConstructor().newInstance();
    Method of = source.getMethod("of", String.class, byte[].class);
    String product = operation.substring(operation.indexOf('-') + 1);
    Method call = f.getClass().getMethod(product, source, limits);
    return () -> call.invoke(f, of.invoke(null, name, file), defaults);
  }

  /**
   * {@code summarize} of the format class named {@code format} (alternatives separated by {@code
   * |}: the first that {@code loader} has).
   */
  private static Operation summarize(ClassLoader loader, String format, String name, byte[] file)
      throws Exception {
    Class<?> source =
        firstClass(loader, "org.replays4j.core.io.ReplaySource|org.replays4j.core.ReplaySource");
    Class<?> limits = loader.loadClass("org.replays4j.core.error.DecodeLimits");
    Object defaults = limits.getField("DEFAULT").get(null);
    Class<?> type = null;
    for (String c : format.split("\\|")) {
      try {
        type = loader.loadClass(c);
        break;
      } catch (ClassNotFoundException e) {
        if (!format.endsWith(c)) continue;
        throw e;
      }
    }
    Object f = type.getConstructor().newInstance();
    Method of = source.getMethod("of", String.class, byte[].class);
    Method summarize = f.getClass().getMethod("summarize", source, limits);
    return () -> summarize.invoke(f, of.invoke(null, name, file), defaults);
  }
}
