package org.replays4j.bench.slippi;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.State;

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
    String shared = System.getProperty("replays4j.shared", "../shared");
    Path p = Path.of(shared, "corpus", "slippi", file);
    if (!Files.exists(p)) p = Path.of("..", "shared", "corpus", "slippi", file);
    return Files.readAllBytes(p);
  }
}
