package org.replays4j.bench.soku;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SpectatorAssembler;
import org.replays4j.soku.stats.SokuStatsVisitor;

/**
 * What the stats cost on top of decoding a capture: {@code decode} decodes every packet into a
 * visitor that keeps nothing; {@code decodeAndAssemble} also rebuilds the spectated matches (what
 * {@code SokuCapture.read} does); {@code decodeAndStats} runs {@link SokuStatsVisitor} (matches
 * rebuilt, then per-match input statistics) and builds the result. {@code capture}: the largest
 * real capture of the shared corpus (corpus/soku) when present, else a generated 20,000-frame
 * spectated session, or {@code synthetic} directly.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar SokuStatsBench</pre>
 */
public class SokuStatsBench extends ShortRun {
  /** A file name in the shared corpus directory corpus/soku, or {@code synthetic}. */
  @Param({"spectacle-wan-watch-49053.pcapng", "synthetic"})
  public String capture;

  byte[] bytes;

  /** Reads or generates the capture. */
  @Setup(Level.Trial)
  public void setup() throws IOException {
    bytes = SokuBench.captureBytes(capture);
  }

  /** Decoding alone. */
  @Benchmark
  public Object decode() throws IOException {
    SokuVisitor v = new SokuVisitor() {};
    SokuDecoder.create().decode(bytes, v);
    return v;
  }

  /** Decoding and match reassembly. */
  @Benchmark
  public Object decodeAndAssemble() throws IOException {
    SpectatorAssembler a = new SpectatorAssembler(null, DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(bytes, a);
    return a.matches();
  }

  /** Decoding and the stats in the same pass. */
  @Benchmark
  public Object decodeAndStats() throws IOException {
    SokuStatsVisitor v = new SokuStatsVisitor();
    SokuDecoder.create().decode(bytes, v);
    return v.stats();
  }
}
