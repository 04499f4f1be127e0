package org.replays4j.bench;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.Callable;
import org.replays4j.bench.butter.ButterStatsBench;
import org.replays4j.bench.soku.SokuStatsBench;
import org.replays4j.bench.teehistorian.TeehistorianStatsBench;

/**
 * Companion to {@link ButterStatsBench}, {@link SokuStatsBench} and {@link TeehistorianStatsBench}
 * for shared, loaded machines: the same inputs and the same two operations (decode alone, decode
 * and stats in one pass), timed by the thread's CPU time and interleaved in short alternating
 * batches, so that time spent waiting for a core does not count and a burst of load hits both sides
 * alike. Prints, per input, the median CPU time per operation of each side and the median and
 * spread of the per-round ratios (the time the stats add). Not a JMH benchmark; run from a
 * directory where {@code ../shared} is the reference corpus (or pass {@code
 * -Dreplays4j.shared=DIR}):
 *
 * <pre>
 * java -cp benchmarks/target/benchmarks.jar org.replays4j.bench.StatsCpuTime [rounds] [name-filter]
 * </pre>
 */
public final class StatsCpuTime {
  private StatsCpuTime() {}

  /** One input: its two operations. */
  private record Case(String name, Callable<Object> decode, Callable<Object> stats) {}

  private static volatile int sink;

  /** Runs every input whose name contains the filter (all without one). */
  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 21;
    String filter = args.length > 1 ? args[1] : "";
    List<Case> cases = new ArrayList<>();
    for (String f :
        new String[] {
          "gen-s1_none_k30.butter",
          "real-2021-11-20-arena-private_none_k300.butter",
          "real-2021-11-20-arena-private_gzip_k300.butter",
          "real-2021-11-20-arena-private.echoreplay"
        }) {
      if (!("butter " + f).contains(filter)) continue;
      ButterStatsBench b = new ButterStatsBench();
      b.file = f;
      b.load();
      cases.add(new Case("butter " + f, () -> b.decode(null), b::decodeAndStats));
    }
    for (String c : new String[] {"spectacle-wan-watch-49053.pcapng", "synthetic"}) {
      if (!("soku " + c).contains(filter)) continue;
      SokuStatsBench b = new SokuStatsBench();
      b.capture = c;
      b.setup();
      cases.add(new Case("soku " + c, b::decode, b::decodeAndStats));
      cases.add(new Case("soku " + c + " (assembly only)", b::decode, b::decodeAndAssemble));
    }
    for (String r : List.of("real", "synthetic")) {
      if (!("teehistorian " + r).contains(filter)) continue;
      TeehistorianStatsBench b = new TeehistorianStatsBench();
      b.recording = r;
      b.setup();
      cases.add(new Case("teehistorian " + r, b::decode, b::decodeAndStats));
    }
    for (Case c : cases) run(c, rounds);
  }

  private static void run(Case c, int rounds) throws Exception {
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    // warm-up: both sides alternately for three seconds of CPU (the JIT compilers finish), then
    // operations per batch: about 20 ms of CPU, from one probe
    long warm = mx.getCurrentThreadCpuTime();
    while (mx.getCurrentThreadCpuTime() - warm < 3_000_000_000L) {
      for (int i = 0; i < 20; i++) {
        consume(c.decode.call());
        consume(c.stats.call());
      }
    }
    long t0 = mx.getCurrentThreadCpuTime();
    consume(c.stats.call());
    long one = Math.max(1, mx.getCurrentThreadCpuTime() - t0);
    int ops = (int) Math.max(1, Math.min(1_000_000, 20_000_000L / one));
    double[] d = new double[rounds];
    double[] s = new double[rounds];
    double[] ratio = new double[rounds];
    for (int r = 0; r < rounds; r++) {
      // alternate which side goes first, so drift affects both alike
      if ((r & 1) == 0) {
        d[r] = batch(mx, c.decode, ops);
        s[r] = batch(mx, c.stats, ops);
      } else {
        s[r] = batch(mx, c.stats, ops);
        d[r] = batch(mx, c.decode, ops);
      }
      ratio[r] = s[r] / d[r];
    }
    Arrays.sort(d);
    Arrays.sort(s);
    Arrays.sort(ratio);
    System.out.printf(
        "%-60s decode %10.2f us  +stats %10.2f us  added %5.1f %% (rounds' quartiles %.1f to %.1f %%)%n",
        c.name,
        d[rounds / 2] / 1e3,
        s[rounds / 2] / 1e3,
        100 * (ratio[rounds / 2] - 1),
        100 * (ratio[rounds / 4] - 1),
        100 * (ratio[3 * rounds / 4] - 1));
  }

  /** CPU nanoseconds per operation over {@code ops} operations. */
  private static double batch(ThreadMXBean mx, Callable<Object> op, int ops) throws Exception {
    long t0 = mx.getCurrentThreadCpuTime();
    for (int i = 0; i < ops; i++) consume(op.call());
    return (mx.getCurrentThreadCpuTime() - t0) / (double) ops;
  }

  private static void consume(Object o) {
    sink += System.identityHashCode(o);
  }
}
