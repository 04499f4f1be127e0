package org.replays4j.bench.screp;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.ArrayList;
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
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * Whole-corpus StarCraft decoding, files in memory. One operation = the whole corpus; MB/s = ops/s
 * × corpus MB (printed at setup). {@code full}: default options — every section into the {@link
 * ScrepReplay} model (map data read sparsely: the same {@code MapData}), Remastered sections, plus
 * the computed layer (APM/EAPM, teams, winner, build order). {@code fullVerifyAll}: the same with
 * {@code Options.VERIFY_ALL} (every map chunk decompressed, every checksum verified). {@code
 * sectionsOnly}: decompression and checksums of every section, nothing parsed.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ScrepCorpusBenchmark {
  private List<byte[]> files;
  private List<ScrepReplay.Collector> decoded;
  private final ScrepDecoder full = ScrepDecoder.create();
  private final ScrepDecoder verifyAll =
      ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build();
  private final ScrepDecoder skipAll =
      ScrepDecoder.builder()
          .option(ScrepDecoder.Option.SKIP_COMMANDS, ScrepDecoder.Option.SKIP_MAP_DATA)
          .build();

  @Setup
  public void setup() throws IOException {
    files = ScrepBenchData.corpus();
    decoded = new ArrayList<>();
    for (byte[] f : files) {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      full.decode(f, c);
      decoded.add(c);
    }
    System.out.printf(
        "%n[screp] corpus: %d files, %.3f MB%n",
        files.size(), ScrepBenchData.totalBytes(files) / 1e6);
  }

  @Benchmark
  public void full(Blackhole bh) throws IOException {
    decodeAndCompute(full, bh);
  }

  /** Every file decoded by {@code decoder} into a collector, then the computed layer. */
  private void decodeAndCompute(ScrepDecoder decoder, Blackhole bh) throws IOException {
    for (byte[] f : files) {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      decoder.decode(f, c);
      bh.consume(ScrepComputed.compute(c));
    }
  }

  /**
   * The computed layer alone (APM/EAPM, teams, winner, build order) over the collectors {@link
   * #full} would produce, decoded at setup: the share of {@code full} that is not decoding.
   */
  @Benchmark
  public void computeOnly(Blackhole bh) {
    for (ScrepReplay.Collector c : decoded) bh.consume(ScrepComputed.compute(c));
  }

  /**
   * As {@link #full}, and every command record is then read from {@code ScrepReplay.commands()}
   * (which the collector materialises on first access), so all commands exist as records.
   */
  @Benchmark
  public void fullWithRecords(Blackhole bh) throws IOException {
    for (byte[] f : files) {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      full.decode(f, c);
      bh.consume(ScrepComputed.compute(c));
      for (Object command : c.result().commands()) bh.consume(command);
    }
  }

  /**
   * As {@link #full} with {@code Options.VERIFY_ALL}: every map chunk decompressed, every checksum
   * verified.
   */
  @Benchmark
  public void fullVerifyAll(Blackhole bh) throws IOException {
    decodeAndCompute(verifyAll, bh);
  }

  /**
   * As {@link #full}, files decoded in parallel on all cores, the way a backend works through a
   * corpus (decoders share nothing).
   */
  @Benchmark
  public void fullParallel(Blackhole bh) {
    bh.consume(parallel(full));
  }

  private int parallel(ScrepDecoder decoder) {
    return files.parallelStream()
        .mapToInt(
            f -> {
              try {
                ScrepReplay.Collector c = new ScrepReplay.Collector();
                decoder.decode(f, c);
                return ScrepComputed.compute(c).players().size();
              } catch (IOException e) {
                throw new UncheckedIOException(e);
              }
            })
        .sum();
  }

  @Benchmark
  public void sectionsOnly(Blackhole bh) throws IOException {
    for (byte[] f : files) {
      skipAll.decode(
          f,
          new ScrepVisitor() {
            @Override
            public void visitEnd() {
              bh.consume(this);
            }
          });
    }
  }
}
