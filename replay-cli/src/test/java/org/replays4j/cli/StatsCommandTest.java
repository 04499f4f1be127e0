package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replays4j stats} and the stats that {@code inspect} shows for Slippi, over testdata/. */
class StatsCommandTest {
  @TempDir Path tmp;

  /**
   * The JSON object at {@code path} below {@code tree}: each step a key (of an object) or an index
   * (of an array).
   */
  @SuppressWarnings("unchecked")
  static Map<String, Object> at(Object tree, Object... path) {
    Object o = tree;
    for (Object step : path) {
      o =
          step instanceof Integer i
              ? ((List<Object>) o).get(i)
              : ((Map<String, Object>) o).get(step);
    }
    return (Map<String, Object>) o;
  }

  @Test
  void statsPrintsSlippiJsGetStatsAndGetWinnersPerSlippiFile() {
    CliTest.Run r = CliTest.run("stats", testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    List<Map<String, Object>> lines =
        r.jsonLinesWithKeys(
            3,
            "file",
            "format",
            "ok",
            "status",
            "stats",
            "winners",
            "stadiumStats",
            "rollback",
            "matchInfo",
            "players",
            "game");
    for (Map<String, Object> l : lines) {
      assertThat(l).containsEntry("format", "slippi").containsEntry("ok", true);
      assertThat(at(l, "stats").keySet())
          .containsExactly(
              "lastFrame",
              "playableFrameCount",
              "stocks",
              "conversions",
              "combos",
              "actionCounts",
              "overall",
              "gameComplete");
    }
    Map<String, Object> netplay =
        lines.stream()
            .filter(l -> l.get("file").toString().endsWith("netplay-3.18-rollback.slp"))
            .findFirst()
            .orElseThrow();
    Map<String, Object> overall = at(netplay, "stats", "overall", 0);
    assertThat(overall.keySet())
        .containsExactly(
            "playerIndex",
            "inputCounts",
            "conversionCount",
            "totalDamage",
            "killCount",
            "successfulConversions",
            "inputsPerMinute",
            "digitalInputsPerMinute",
            "openingsPerKill",
            "damagePerOpening",
            "neutralWinRatio",
            "counterHitRatio",
            "beneficialTradeRatio");
    assertThat(at(netplay, "stats", "actionCounts", 0))
        .containsKeys("wavedashCount", "attackCount", "lCancelCount", "groundTechCount");
  }

  /** {@code replays4j stats} over the testdata files {@code files}, checked to exit with OK. */
  private static CliTest.Run statsOf(String... files) {
    String[] args = new String[files.length + 1];
    args[0] = "stats";
    for (int i = 0; i < files.length; i++) args[i + 1] = testdata(files[i]).toString();
    CliTest.Run r = CliTest.run(args);
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
    return r;
  }

  @Test
  void statsGivesScrepApmAndBuildOrderAndDdnetAndSokuStats() {
    CliTest.Run r =
        statsOf(
            "screp/melee-1v1.rep",
            "soku/session-spectated.rep",
            "teehistorian/session.teehistorian");
    Map<String, Object> screp = r.json().get(0);
    Map<String, Object> p = at(screp, "stats", "players", 0);
    assertThat(p).containsKeys("apm", "eapm", "buildOrder");
    Map<String, Object> soku = r.json().get(1);
    assertThat(at(soku, "stats")).containsEntry("kind", "rep").containsEntry("winner", null);
    assertThat(at(soku, "stats", "matches", 0)).containsKeys("hostCharacter", "frames", "host");
    Map<String, Object> tee = r.json().get(2);
    assertThat(at(tee, "stats", "finishes", 0)).containsKeys("timeTicks", "seconds", "rank");
  }

  @Test
  void everyFormatsSharedViewHasTheSameKeys() {
    CliTest.Run r =
        statsOf(
            "slippi/netplay-3.18-rollback.slp",
            "screp/melee-1v1.rep",
            "soku/session-spectated.pcapng",
            "teehistorian/session.teehistorian");
    for (Map<String, Object> l : r.json()) {
      Map<String, Object> g = at(l, "game");
      assertThat(g.keySet())
          .as(l.get("file").toString())
          .containsExactly(
              "format", "durationSeconds", "partial", "startTime", "participants", "scoringEvents");
      assertThat(g).containsEntry("format", l.get("format"));
      Map<String, Object> p = at(g, "participants", 0);
      assertThat(p.keySet())
          .containsExactly(
              "slot", "name", "code", "team", "character", "result", "actionsPerMinute");
      assertThat(at(p, "result").keySet())
          .containsExactly("outcome", "placement", "finishSeconds", "score");
    }
  }

  @Test
  void aFormatWithoutStatsIsSaidToHaveNone() {
    CliTest.Run r = CliTest.run("stats", testdata("butter/lobby-none-k300.butter").toString());
    Map<String, Object> l = r.json().get(0);
    // Echo VR's stats come from their own module; until a format has them the line says so.
    if (!l.containsKey("game"))
      assertThat(l).containsEntry("stats", null).containsEntry("message", StatsCommand.NO_STATS);
  }

  @Test
  void statsReportsABrokenFileAsInspectJsonDoesAndExitsWithOne() throws Exception {
    // cut inside the 15-byte container header: nothing to salvage (a later cut is salvaged,
    // SalvageCliTest)
    byte[] good = Files.readAllBytes(testdata("slippi/netplay-3.18-rollback.slp"));
    Path cut = tmp.resolve("cut.slp");
    Files.write(cut, Arrays.copyOf(good, 13));
    CliTest.Run r = CliTest.run("stats", cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    Map<String, Object> l = r.json().get(0);
    assertThat(l).containsEntry("ok", false).containsEntry("format", "slippi");
    assertThat(at(l, "error")).containsKeys("message", "offset");
  }

  @Test
  void inspectJsonNamesTheCharactersAndStageAndGivesPerPlayerStatsAndWinners() {
    CliTest.Run r =
        CliTest.run(
            "inspect",
            "--json",
            "--no-progress",
            testdata("slippi/netplay-3.18-rollback.slp").toString());
    Map<String, Object> s = at(r.json(), 0, "slippi");
    assertThat(s).containsEntry("stage", "Fountain of Dreams").containsKey("winners");
    Map<String, Object> p1 = at(s, "players", 0);
    assertThat(p1).containsEntry("character", "Fox");
    assertThat(at(p1, "stats").keySet())
        .containsExactly(
            "kills",
            "deaths",
            "totalDamage",
            "conversions",
            "openingsPerKill",
            "damagePerOpening",
            "neutralWinRatio",
            "inputsPerMinute",
            "lCancelSuccess");
  }

  @Test
  void inspectTextShowsAPerPlayerStatsTable() {
    CliTest.Run r =
        CliTest.run(
            "inspect", "--no-progress", testdata("slippi/netplay-3.18-rollback.slp").toString());
    assertThat(r.out())
        .contains("    players\n")
        .containsPattern("player +kills +deaths")
        .containsPattern("P1 Fox +\\d");
  }

  @Test
  void inspectTextShowsTheSharedStatsBlockForEveryFormat() {
    CliTest.Run r =
        CliTest.run(
            "inspect",
            "--no-progress",
            testdata("teehistorian/session.teehistorian").toString(),
            testdata("soku/session-spectated.rep").toString(),
            testdata("screp/melee-1v1.rep").toString());
    assertThat(r.out())
        .containsPattern("    stats +3 participants, finish=\\d+")
        .containsPattern("slot +name +team +result +per min")
        .containsPattern("0 +alice +1 +#1 \\d+\\.\\d\\d s")
        .containsPattern("    stats +2 participants\n")
        .containsPattern("0 +REIMU|0 +[A-Z]+ ")
        .containsPattern("0 +Alice +1 +Terran +win");
  }
}
