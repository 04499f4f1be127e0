package org.replays4j.bench.core;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.bench.screp.ScrepBenchData;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.error.ReplayFormatException;

/**
 * PKWare DCL explode on the real chunks of the legacy StarCraft corpus (every compressed chunk of
 * every pre-1.18 replay, extracted at setup). One operation = all chunks; MB/s (output) = ops/s ×
 * the exploded MB printed at setup.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class DclExplodeBenchmark {
  private final List<byte[]> chunks = new ArrayList<>();
  private final List<Integer> sizes = new ArrayList<>();
  private byte[] out;

  @Setup
  public void setup() throws IOException {
    long in = 0;
    long outBytes = 0;
    for (byte[] f : ScrepBenchData.corpus()) {
      if (f.length < 30 || f[12] != 'r' || (f[28] & 0xFF) == 0x78) continue; // legacy only
      collect(f);
    }
    for (int i = 0; i < chunks.size(); i++) {
      in += chunks.get(i).length;
      outBytes += sizes.get(i);
    }
    out = new byte[0x2000];
    System.out.printf(
        "%n[dcl] %d chunks, %.3f MB in, %.3f MB out%n", chunks.size(), in / 1e6, outBytes / 1e6);
  }

  /** Walks the four legacy sections and keeps the DCL chunks with their expected sizes. */
  private void collect(byte[] f) {
    int[] pos = {0};
    int[] sectionSizes = {4, 0x279, 4, -1, 4, -1};
    long last = 0;
    for (int s = 0; s < sectionSizes.length; s++) {
      int size = sectionSizes[s] >= 0 ? sectionSizes[s] : (int) last;
      if (size == 0) continue;
      pos[0] += 4; // checksum
      int count = (int) u32(f, pos[0]);
      pos[0] += 4;
      int done = 0;
      byte[] first = null;
      for (int c = 0; c < count; c++) {
        int len = (int) u32(f, pos[0]);
        pos[0] += 4;
        int expected = Math.min(0x2000, size - done);
        byte[] chunk = Arrays.copyOfRange(f, pos[0], pos[0] + len);
        if (len != expected) {
          chunks.add(chunk);
          sizes.add(expected);
        }
        if (c == 0) first = chunk;
        pos[0] += len;
        done += expected;
      }
      if (size == 4 && first != null && first.length == 4) last = u32(first, 0);
    }
  }

  private static long u32(byte[] b, int i) {
    return (b[i] & 0xFFL)
        | (b[i + 1] & 0xFFL) << 8
        | (b[i + 2] & 0xFFL) << 16
        | (b[i + 3] & 0xFFL) << 24;
  }

  @Benchmark
  public void explodeCorpusChunks(Blackhole bh) throws ReplayFormatException {
    for (int i = 0; i < chunks.size(); i++) {
      byte[] c = chunks.get(i);
      bh.consume(DclExplode.explode("dcl", c, 0, c.length, out, 0, sizes.get(i), 0));
    }
  }
}
