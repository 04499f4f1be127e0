package org.replays4j.bench.butter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.bench.BenchFiles;
import org.replays4j.bench.ShortRun;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.MatchStats;

/**
 * What the Echo VR stats add to decoding: {@code decode} reads every frame of a corpus file with a
 * visitor that only counts frames, {@code decodeAndStats} reads it with {@link ButterStatsVisitor}
 * and builds the {@link MatchStats} at the end, in the same single pass; {@code statsResult} only
 * builds the result from a visitor that has read the file (the fixed cost of the stats, which
 * decoding never pays: a record per player and per player of the open round). Files (from {@code
 * shared/corpus/butter}, {@code -Dreplays4j.shared}, default {@code ../shared}): the largest
 * .butter ({@code gen-s1_none_k30.butter}, 1,500 frames, 9 players; uncompressed, so decoding is
 * cheapest and the stats' share the largest), the same match gzip-compressed as the recorder writes
 * it, its .echoreplay source (JSON parsing dominates there), and the one real recording (one frame,
 * 10 players) uncompressed, gzip-compressed and as .echoreplay. One op = one file.
 */
public class ButterStatsBench extends ShortRun {
  /** Corpus file name. */
  @Param({
    "gen-s1_none_k30.butter",
    "gen-s1_gzip_k300.butter",
    "gen-s1.echoreplay",
    "real-2021-11-20-arena-private_none_k300.butter",
    "real-2021-11-20-arena-private_gzip_k300.butter",
    "real-2021-11-20-arena-private.echoreplay"
  })
  public String file;

  private byte[] bytes;
  private boolean echo;
  private ButterStatsVisitor read;

  /** Reads the file and checks that both ways see the same frames. */
  @Setup(Level.Trial)
  public void load() throws IOException {
    bytes = BenchFiles.corpusBytes("butter", file);
    echo = file.endsWith(".echoreplay");
    int frames = decode(null);
    if (frames != decodeAndStats().frames()) throw new IllegalStateException("frame counts differ");
    read = echo ? ButterStatsVisitor.forEchoReplay() : new ButterStatsVisitor();
    if (echo) {
      EchoReplayReader.create().stream(new ByteArrayInputStream(bytes), read);
    } else {
      ButterDecoder.create().decode(bytes, read);
    }
    System.out.printf(
        "%n[butter stats bench] %s: %d bytes, %d frames%n", file, bytes.length, frames);
  }

  /** Counts frames; sinks one field so the frame work is not dead code. */
  static final class Count extends ButterVisitor {
    final Blackhole bh;
    int n;

    Count(Blackhole bh) {
      this.bh = bh;
    }

    @Override
    public void visitFrame(ButterFrame f) {
      n++;
      if (bh != null) bh.consume(f.gameClock);
    }
  }

  /** Decoding alone. */
  @Benchmark
  public int decode(Blackhole bh) throws IOException {
    Count c = new Count(bh);
    if (echo) {
      EchoReplayReader.create().stream(
          new ByteArrayInputStream(bytes),
          (h, f) -> {
            c.visitFrame(f);
            return true;
          });
    } else {
      ButterDecoder.create().decode(bytes, c);
    }
    return c.n;
  }

  /** The result alone, from a visitor that has read the file. */
  @Benchmark
  public MatchStats statsResult() {
    return read.stats();
  }

  /** Decoding and stats in one pass, with the result built. */
  @Benchmark
  public MatchStats decodeAndStats() throws IOException {
    if (echo) return ButterStatsVisitor.computeEchoReplay(new ByteArrayInputStream(bytes));
    ButterStatsVisitor v = new ButterStatsVisitor();
    ButterDecoder.create().decode(bytes, v);
    return v.stats();
  }
}
