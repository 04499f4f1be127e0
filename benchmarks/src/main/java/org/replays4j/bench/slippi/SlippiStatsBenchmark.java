package org.replays4j.bench.slippi;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.stats.SlippiGameStats;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.slippi.stats.SlippiStatsVisitor;

/**
 * Slippi stats (slippi-js's {@code getStats()} and {@code getWinners()}) over the largest 1v1
 * corpus replays: {@code decodeAndStats} decodes the raw element and computes the stats in the same
 * pass (the incremental {@link SlippiStatsVisitor} on the decoder's views); {@code statsFromGame}
 * computes them from an already decoded {@link SlippiGame}. Divide the raw element size printed at
 * setup by the time per operation for MB/s. With {@code -prof gc}, {@code decodeAndStats}'s
 * allocation per operation shows that nothing is allocated per frame (only the result lists and
 * per-conversion objects).
 */
@Warmup(iterations = 8, time = 1)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class SlippiStatsBenchmark extends SlippiBench {
  /** Corpus file name (the three largest 1v1 games). */
  @Param({"rollbackFrameTest.slp", "Game_20221227T212019.slp", "FodPlatforms.slp"})
  public String file;

  private byte[] bytes;
  private SlippiGame game;

  /** Loads and decodes the replay. */
  @Setup(Level.Trial)
  public void load() throws IOException {
    bytes = read(file);
    game = SlippiGame.read(bytes, RollbackChoice.LAST);
    long raw = game.rawEnd().length();
    System.out.printf(
        "%n[slippi stats bench] %s raw element %d bytes (%.3f MB)%n", file, raw, raw / 1e6);
  }

  /** Decoding and stats in one pass: the stats visitor on the decoder's views. */
  @Benchmark
  public Object decodeAndStats() throws IOException {
    SlippiStatsVisitor v = new SlippiStatsVisitor();
    SlippiDecoder.create().decode(bytes, v);
    return v;
  }

  /** Decoding, stats and the result objects (the whole {@code SlippiStats.compute(byte[])}). */
  @Benchmark
  public Object decodeAndStatsResult() throws IOException {
    return SlippiStats.compute(bytes);
  }

  /** Stats of an already decoded model (replayed from its columns). */
  @Benchmark
  public SlippiGameStats statsFromGame() {
    return SlippiStats.compute(game).stats();
  }
}
