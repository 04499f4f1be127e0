package org.replays4j.bench.core;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Setup;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.codec.UbjsonReader;
import org.replays4j.core.codec.UbjsonWriter;
import org.replays4j.core.error.ReplayFormatException;

/**
 * UBJSON parse-to-tree and skip throughput over a generated document shaped like Slippi metadata
 * repeated many times (objects, strings, int32 counts, nested maps; about 1 MB). Divide the
 * document size printed at setup by the time per operation for MB/s.
 */
@BenchmarkMode(Mode.AverageTime)
@OutputTimeUnit(TimeUnit.MICROSECONDS)
public class UbjsonBenchmark extends ShortRun {
  private byte[] doc;

  /** Builds the document with the project's UBJSON writer. */
  @Setup(Level.Trial)
  public void build() {
    List<Object> games = new ArrayList<>();
    for (int i = 0; i < 5000; i++) {
      Map<String, Object> m = new LinkedHashMap<>();
      m.put("startAt", "2022-12-27T21:20:19Z");
      m.put("lastFrame", 7193 + i);
      Map<String, Object> players = new LinkedHashMap<>();
      for (int p = 0; p < 2; p++) {
        Map<String, Object> pl = new LinkedHashMap<>();
        pl.put("names", Map.of("netplay", "Player" + p, "code", "ABCD#" + (100 + i % 900)));
        pl.put("characters", Map.of(String.valueOf(18 + p), 7317));
        players.put(String.valueOf(p), pl);
      }
      m.put("players", players);
      m.put("playedOn", "dolphin");
      m.put("ratio", 0.5 + i);
      games.add(m);
    }
    doc = new UbjsonWriter(1 << 20).writeTree(games).toByteArray();
    System.out.printf("%n[ubjson bench] document %d bytes%n", doc.length);
  }

  /** Parses the whole document into a plain tree. */
  @Benchmark
  public Object parseTree() throws ReplayFormatException {
    return UbjsonReader.parse(doc);
  }

  /** Skips the whole document token by token (no tree). */
  @Benchmark
  public long skip() throws ReplayFormatException {
    UbjsonReader r = UbjsonReader.of(doc);
    r.skipValue();
    return r.position();
  }
}
