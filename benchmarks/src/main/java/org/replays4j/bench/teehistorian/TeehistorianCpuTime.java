package org.replays4j.bench.teehistorian;

import java.lang.management.ManagementFactory;
import java.lang.management.ThreadMXBean;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.teehistorian.record.End;

/**
 * Companion to {@link TeehistorianDecodeBench} for shared, overloaded machines: the same decodes
 * timed by the thread's CPU time instead of wall time, so time spent waiting for a core does not
 * count. Not a JMH benchmark; run with {@code java -cp benchmarks/target/benchmarks.jar
 * org.replays4j.bench.teehistorian.TeehistorianCpuTime [rounds]}.
 */
public final class TeehistorianCpuTime {
  private TeehistorianCpuTime() {}

  /** Prints messages per CPU-second for raw decoding and reconstruction, per round. */
  public static void main(String[] args) throws Exception {
    int rounds = args.length > 0 ? Integer.parseInt(args[0]) : 15;
    byte[] file = TeehistorianSynthetic.bytes(64, 180_000, 1);
    ThreadMXBean mx = ManagementFactory.getThreadMXBean();
    TeehistorianDecodeBench.RawSum warm = new TeehistorianDecodeBench.RawSum();
    System.out.println("recording: 64 players x 180000 ticks, " + file.length + " bytes");
    for (int i = 0; i < rounds; i++) {
      long t0 = mx.getCurrentThreadCpuTime();
      TeehistorianDecodeBench.RawSum raw = new TeehistorianDecodeBench.RawSum();
      TeehistorianDecodeBench.RAW.decode(file, raw);
      End e = raw.end;
      long t1 = mx.getCurrentThreadCpuTime();
      TeehistorianDecodeBench.StateSum st = new TeehistorianDecodeBench.StateSum();
      TeehistorianDecodeBench.RECONSTRUCTED.decode(file, st);
      long t2 = mx.getCurrentThreadCpuTime();
      System.out.printf(
          "round %2d: raw %.1f M msg/CPU-s, reconstruct %.1f M msg/CPU-s (%d messages, checksum %d)%n",
          i,
          e.messages() * 1e3 / (t1 - t0),
          e.messages() * 1e3 / (t2 - t1),
          e.messages(),
          raw.sum ^ st.sum ^ warm.sum);
    }
  }
}
