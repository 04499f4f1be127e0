package org.replays4j.bench.core;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.TwVarInt;

/**
 * Teeworlds varint decoding through {@code ByteReader.readTwVarInt()}: one million values per
 * invocation, score in varints/s. {@code dist}: {@code small} = |v| &lt; 64 (1 byte, the common
 * case in teehistorian diffs), {@code mixed} = sizes 1..5 equally likely.
 */
public class TwVarIntBench extends ShortRun {
  private static final int N = 1_000_000;

  /** Value distribution. */
  @Param({"small", "mixed"})
  public String dist;

  byte[] data;
  int len;

  /** Encodes N values with the chosen distribution. */
  @Setup(Level.Trial)
  public void setup() {
    SplittableRandom r = new SplittableRandom(1);
    data = new byte[N * TwVarInt.MAX_BYTES];
    int p = 0;
    for (int i = 0; i < N; i++) {
      int v;
      if (dist.equals("small")) {
        v = r.nextInt(-64, 64);
      } else {
        int bits = new int[] {6, 13, 20, 27, 31}[r.nextInt(5)];
        v = (int) r.nextLong(-(1L << bits), 1L << bits);
      }
      p += TwVarInt.write(v, data, p);
    }
    len = p;
  }

  /** Decodes all N values. */
  @Benchmark
  @OperationsPerInvocation(N)
  public long decode() throws ReplayFormatException {
    ByteReader r = new ByteReader("bench", data, 0, len, 0);
    long s = 0;
    for (int i = 0; i < N; i++) s += r.readTwVarInt();
    return s;
  }
}
