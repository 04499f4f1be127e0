package org.replays4j.slippi.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.Corpus;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.stats.SlippiExtrasVisitor;
import org.replays4j.testkit.TestFiles;

/**
 * slippi-js 9.1.2's {@code getStadiumStats()}, {@code getRollbackFrames()} (count and lengths) and
 * {@code matchInfo} against its output on every corpus file (the slippi-stadium oracle).
 */
class SlippiExtrasOracleTest {
  static List<Path> files() throws Exception {
    return Corpus.files();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  @SuppressWarnings("unchecked")
  void stadiumStatsRollbackFiguresAndMatchInfoEqualSlippiJs(Path slp) throws Exception {
    Path oracleFile =
        TestFiles.shared("oracle/slippi-stadium")
            .resolve(slp.getFileName().toString().replace(".slp", ".json"));
    Assumptions.assumeTrue(Files.exists(oracleFile), () -> "no oracle for " + slp);
    Map<String, Object> o = Corpus.oracle("slippi-stadium", slp);
    Assumptions.assumeTrue(o.get("error") == null, "slippi-js itself failed on this file");
    GameStart[] start = new GameStart[1];
    SlippiExtrasVisitor v =
        new SlippiExtrasVisitor(
            new SlippiVisitor(null, Set.of()) {
              @Override
              public void visitGameStart(GameStart e) {
                start[0] = e;
              }
            });
    try {
      SlippiDecoder.create().decode(Files.readAllBytes(slp), v);
    } catch (ReplayFormatException e) {
      // slippi-js reads what is there (corrupt.slp): so do the figures of what was decoded
    }
    // stadium stats: slippi-js's JSON shape
    Map<String, Object> mine = SlippiStatsTrees.stadiumTree(v.stadiumStats());
    Map<String, Object> theirs = (Map<String, Object>) o.get("stadiumStats");
    if (mine != null) {
      mine = new LinkedHashMap<>(mine);
      mine.remove("targetsBroken");
      mine.remove("playableFrames");
      mine.remove("totalSeconds");
    }
    if (theirs != null && theirs.containsKey("error")) {
      // getStadiumStats() runs all of getStats()'s computers first, and one of them throws on
      // Stamina.slp (a CPU without stocks); the game is no stadium mode, so there is nothing
      assertThat(mine).as("stadiumStats").isNull();
    } else {
      assertThat(normal(mine)).as("stadiumStats").isEqualTo(normal(theirs));
    }
    // rollback figures
    Map<String, Object> rb = (Map<String, Object>) o.get("rollback");
    assertThat((long) v.rollbackFrames().count())
        .as("rollback count")
        .isEqualTo(((Number) rb.get("count")).longValue());
    List<Long> lengths = new ArrayList<>();
    for (Object x : (List<Object>) rb.get("lengths")) lengths.add(((Number) x).longValue());
    assertThat(v.rollbackFrames().lengths().stream().map(Integer::longValue).toList())
        .as("rollback lengths")
        .isEqualTo(lengths);
    // matchInfo: slippi-js reads a session id the Game Start is too old for as ""
    Map<String, Object> mi = (Map<String, Object>) o.get("matchInfo");
    if (start[0] != null) {
      Map<String, Object> ours = SlippiStatsTrees.matchInfo(start[0]);
      assertThat(ours.get("matchId") == null ? "" : ours.get("matchId"))
          .isEqualTo(mi.get("matchId"));
      assertThat(normal(ours.get("gameNumber"))).isEqualTo(normal(mi.get("gameNumber")));
      assertThat(normal(ours.get("tiebreakerNumber")))
          .isEqualTo(normal(mi.get("tiebreakerNumber")));
    }
  }

  /** Numbers as doubles (the oracle's JSON integers and our ints compare by value). */
  @SuppressWarnings("unchecked")
  private static Object normal(Object v) {
    if (v instanceof Number n) return n.doubleValue();
    if (v instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      ((Map<String, Object>) m).forEach((k, x) -> out.put(k, normal(x)));
      return out;
    }
    if (v instanceof List<?> l) return l.stream().map(SlippiExtrasOracleTest::normal).toList();
    return v;
  }
}
