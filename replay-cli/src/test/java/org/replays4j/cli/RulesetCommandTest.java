package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.cli.CliTest.Run;

/** {@code replays4j ruleset} over testdata/: tables, JSON lines, filters and exit codes. */
class RulesetCommandTest {
  @TempDir Path tmp;

  @Test
  void aTablePerGameWithEveryCheckAndExitZeroWhenRead() {
    CliTest.Run r = CliTest.run("ruleset", testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out())
        .contains("ice-climbers-1.0.slp", "in-progress-3.0.slp", "netplay-3.18-rollback.slp")
        .contains(
            "port controller travel_time disallowed_cstick crouch_uptilt sdi",
            "input_fuzzing goomwave uptilt_rounding legal")
        .contains("P1 travel_time: Fewer than 25% of coordinates had travel (0.0%)");
  }

  @Test
  void outputFileHoldsTheTablesAndStderrTheTally() {
    Path file = tmp.resolve("ruleset.txt");
    CliTest.Run r = CliTest.run("ruleset", "-o", file.toString(), testdata("slippi").toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.OK);
    assertThat(file).content().contains("ice-climbers-1.0.slp", "netplay-3.18-rollback.slp");
    assertThat(r.err()).contains("checked the ruleset of ").contains(" ok, 0 failed");
  }

  @Test
  void failOnViolationExitsWithThreeWhenAPlayerBrokeTheRuleset() {
    CliTest.Run r = CliTest.run("ruleset", "--fail-on-violation", testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(RulesetCommand.VIOLATION);
    CliTest.Run legal =
        CliTest.run(
            "ruleset",
            "--fail-on-violation",
            testdata("slippi").resolve("netplay-3.18-rollback.slp").toString());
    assertThat(legal.exit()).isEqualTo(Main.OK);
  }

  @Test
  void jsonIsOneLinePerGameWithTheFindings() {
    CliTest.Run r = CliTest.run("ruleset", "--json", testdata("slippi").toString());
    List<Map<String, Object>> lines =
        r.jsonLinesWithKeys(
            3,
            "file",
            "format",
            "ok",
            "ruleset",
            "legal",
            "handwarmer",
            "partial",
            "damage",
            "notes",
            "players");
    Map<String, Object> ice = lines.get(0);
    Map<String, Object> p1 = StatsCommandTest.at(ice, "players", 0);
    assertThat(p1).containsEntry("port", 1L).containsEntry("controller", "box");
    Map<String, Object> travel = StatsCommandTest.at(p1, "checks", "travel_time");
    assertThat(travel).containsEntry("verdict", "fail");
    assertThat(StatsCommandTest.at(p1, "checks", "goomwave"))
        .containsEntry("verdict", "not_applicable");
    assertThat(StatsCommandTest.at(p1, "checks", "input_fuzzing"))
        .containsKeys("llr_score", "events", "observed_x", "observed_y");
  }

  @Test
  void onlyViolationsLeavesOutLegalGamesAndPlayers() {
    CliTest.Run r =
        CliTest.run("ruleset", "--json", "--only-violations", testdata("slippi").toString());
    List<Map<String, Object>> lines = r.json();
    assertThat(lines).extracting(l -> l.get("legal")).containsOnly(false);
    assertThat(lines).hasSize(2);
    CliTest.Run text = CliTest.run("ruleset", "--only-violations", testdata("slippi").toString());
    assertThat(text.out()).doesNotContain("netplay-3.18-rollback.slp");
  }

  @Test
  void otherFormatsAreSkippedAndABadFileFails() throws Exception {
    CliTest.Run other = CliTest.run("ruleset", testdata("screp").toString());
    assertThat(other.exit()).isEqualTo(Main.OK);
    assertThat(other.out()).isEmpty();
    byte[] slp = Files.readAllBytes(testdata("slippi").resolve("netplay-3.18-rollback.slp"));
    Path cut = tmp.resolve("cut.slp");
    Files.write(cut, Arrays.copyOf(slp, slp.length / 2));
    CliTest.Run partial = CliTest.run("ruleset", cut.toString());
    assertThat(partial.exit()).isEqualTo(Main.FAILED);
    assertThat(partial.out()).contains("[partial]").contains("note: the file is damaged or cut");
  }

  @Test
  void parsedWithoutPicocliPrintsWhatPicocliParsingPrints() {
    // "--timeout 0" (no limit, the default) is not on the plain path (RulesetCommand.runPlain), so
    // picocli parses that run
    String dir = testdata("slippi").toString();
    for (String[] flags :
        List.of(
            new String[] {"--json"},
            new String[] {},
            new String[] {"--no-progress", "--only-violations"},
            new String[] {"--fail-on-violation", "--json"},
            new String[] {"-t", "1", "--json"})) {
      Run a = run("ruleset", flags, dir);
      Run b = run("ruleset --timeout 0", flags, dir);
      assertThat(a.exit()).isEqualTo(b.exit());
      assertThat(a.out()).isNotEmpty().isEqualTo(b.out());
      // the same tally line, but for its rate, which differs from run to run
      assertThat(CollectionCommandsTest.withoutRate(a.err()))
          .isEqualTo(CollectionCommandsTest.withoutRate(b.err()));
    }
    assertThat(CliTest.run("ruleset", "--json", "--json", dir).exit()).isEqualTo(Main.USAGE);
    assertThat(CliTest.run("ruleset", "--jsn", dir).err()).contains("--jsn");
    assertThat(CliTest.run("ruleset", "-t", "0", dir).exit()).isEqualTo(Main.USAGE);
    assertThat(CliTest.run("ruleset", "-t", "1", "-t", "2", dir).exit()).isEqualTo(Main.USAGE);
  }

  @Test
  void outputToAFileIsWrittenWhole() throws Exception {
    Path out = tmp.resolve("ruleset.jsonl");
    CliTest.Run r =
        CliTest.run("ruleset", "--json", "-o", out.toString(), testdata("slippi").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out()).isEmpty();
    assertThat(Files.readString(out))
        .isEqualTo(CliTest.run("ruleset", "--json", testdata("slippi").toString()).out());
  }

  private static Run run(String command, String[] flags, String path) {
    List<String> args = new ArrayList<>(List.of(command.split(" ")));
    args.addAll(List.of(flags));
    args.add(path);
    return CliTest.run(args.toArray(String[]::new));
  }
}
