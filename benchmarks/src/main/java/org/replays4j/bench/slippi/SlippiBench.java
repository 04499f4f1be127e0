package org.replays4j.bench.slippi;

import java.io.IOException;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;
import org.replays4j.bench.BenchFiles;

/**
 * What the Slippi benchmarks share (JMH inherits these annotations): average time per operation in
 * microseconds, five one-second measurements, and the corpus replays they read.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
@Measurement(iterations = 5, time = 1)
public abstract class SlippiBench {
  /**
   * The bytes of {@code shared/corpus/slippi/<file>}: {@code shared} is the {@code
   * replays4j.shared} system property, else the shared corpus directory.
   */
  static byte[] read(String file) throws IOException {
    return BenchFiles.corpusBytes("slippi", file);
  }

  /**
   * The length of a replay's raw element as its header declares it (the big-endian 32-bit count
   * after {@code raw[$U#l}).
   */
  public static long rawLength(byte[] bytes) {
    return ((bytes[11] & 0xFFL) << 24)
        | ((bytes[12] & 0xFF) << 16)
        | ((bytes[13] & 0xFF) << 8)
        | (bytes[14] & 0xFF);
  }
}
