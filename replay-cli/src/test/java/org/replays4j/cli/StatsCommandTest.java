package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replays4j stats} and the stats that {@code inspect} shows for Slippi, over testdata/. */
class StatsCommandTest {
  @TempDir Path tmp;

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    return (Map<String, Object>) o;
  }

  @SuppressWarnings("unchecked")
  static List<Object> list(Object o) {
    return (List<Object>) o;
  }

  @Test
  void statsPrintsSlippiJsGetStatsAndGetWinnersPerSlippiFile() {
    CliTest.Run r = CliTest.run("stats", testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    List<Map<String, Object>> lines = r.json();
    assertThat(lines).hasSize(3);
    for (Map<String, Object> l : lines) {
      assertThat(l.keySet()).containsExactly("file", "format", "ok", "stats", "winners");
      assertThat(l).containsEntry("format", "slippi").containsEntry("ok", true);
      assertThat(map(l.get("stats")).keySet())
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
    Map<String, Object> overall = map(list(map(netplay.get("stats")).get("overall")).get(0));
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
    assertThat(map(list(map(netplay.get("stats")).get("actionCounts")).get(0)))
        .containsKeys("wavedashCount", "attackCount", "lCancelCount", "groundTechCount");
  }

  @Test
  void statsGivesScrepApmAndBuildOrderAndSaysWhenAFormatHasNone() {
    CliTest.Run r =
        CliTest.run(
            "stats",
            testdata("screp/melee-1v1.rep").toString(),
            testdata("soku/session-spectated.rep").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    Map<String, Object> screp = r.json().get(0);
    Map<String, Object> p = map(list(map(screp.get("stats")).get("players")).get(0));
    assertThat(p).containsKeys("apm", "eapm", "buildOrder");
    Map<String, Object> soku = r.json().get(1);
    assertThat(soku)
        .containsEntry("format", "soku")
        .containsEntry("stats", null)
        .containsEntry("message", StatsCommand.NO_STATS);
  }

  @Test
  void statsReportsABrokenFileAsInspectJsonDoesAndExitsWithOne() throws Exception {
    byte[] good = Files.readAllBytes(testdata("slippi/netplay-3.18-rollback.slp"));
    Path cut = tmp.resolve("cut.slp");
    Files.write(cut, java.util.Arrays.copyOf(good, good.length / 2));
    CliTest.Run r = CliTest.run("stats", cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    Map<String, Object> l = r.json().get(0);
    assertThat(l).containsEntry("ok", false).containsEntry("format", "slippi");
    assertThat(map(l.get("error"))).containsKeys("message", "offset");
  }

  @Test
  void inspectJsonNamesTheCharactersAndStageAndGivesPerPlayerStatsAndWinners() {
    CliTest.Run r =
        CliTest.run(
            "inspect",
            "--json",
            "--no-progress",
            testdata("slippi/netplay-3.18-rollback.slp").toString());
    Map<String, Object> s = map(r.json().get(0).get("slippi"));
    assertThat(s).containsEntry("stage", "Fountain of Dreams").containsKey("winners");
    Map<String, Object> p1 = map(list(s.get("players")).get(0));
    assertThat(p1).containsEntry("character", "Fox");
    assertThat(map(p1.get("stats")).keySet())
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
}
