package org.replays4j.bench.slippi;

import java.io.IOException;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.Warmup;
import org.replays4j.bench.BenchFiles;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.ruleset.RulesetReport;
import org.replays4j.slippi.ruleset.SlippiRuleset;

/**
 * The Melee controller ruleset analysis over tournament games of the ruleset corpus (a box and an
 * analog player; two analog players): {@code analyzeGame} checks an already decoded {@link
 * SlippiGame} (the analysis alone), {@code decodeAndAnalyze} decodes the file and checks it in the
 * same pass (what {@code replays4j ruleset} does per file). Their difference is the decode; divide
 * the raw size printed at setup by the time per operation for MB/s.
 */
@Warmup(iterations = 8, time = 1)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class SlippiRulesetBenchmark extends SlippiBench {
  /** File name in the ruleset corpus. */
  @Param({
    "legal__digital__carvac_23.1__Game_20260203T231957.slp",
    "legal__analog__Game_20250123T212056.slp"
  })
  public String file;

  private byte[] bytes;
  private SlippiGame game;

  /** Loads and decodes the replay. */
  @Setup(Level.Trial)
  public void load() throws IOException {
    bytes = BenchFiles.corpusBytes("slippi-ruleset", file);
    game = SlippiGame.read(bytes);
    System.out.printf(
        "%n[slippi ruleset bench] %s %d bytes (%.3f MB), %d frames%n",
        file, bytes.length, bytes.length / 1e6, game.frameCount());
  }

  /** The analysis of a decoded game. */
  @Benchmark
  public RulesetReport analyzeGame() {
    return SlippiRuleset.analyze(game);
  }

  /** Decoding and analysis in one pass. */
  @Benchmark
  public RulesetReport decodeAndAnalyze() throws IOException {
    return SlippiRuleset.analyze(bytes);
  }
}
