package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.cli.CliTest.ascii;
import static org.replays4j.cli.CliTest.run;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.MiniJson;

/**
 * The inspect options: skipping non-replays, standard input, -o, --pretty, --type checks, names.
 */
class CliOptionsTest {
  @TempDir Path tmp;

  private Path corpusLike() throws IOException {
    Path d = Files.createDirectories(tmp.resolve("corpus"));
    Files.write(d.resolve("a.bin"), ascii("CLIOK\u0002"));
    Files.write(d.resolve("README.md"), ascii("# some replays\n"));
    Files.write(d.resolve("MANIFEST.tsv"), ascii("filename\tsource\n"));
    return d;
  }

  @Test
  void aDirectoryWithReadmeAndManifestExitsZeroAndListsThemAsSkipped() throws IOException {
    Path d = corpusLike();
    CliTest.Run r = run("inspect", "--json", d.toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.json())
        .extracting(
            m -> Path.of((String) m.get("file")).getFileName().toString() + "=" + m.get("skipped"))
        .containsExactly("MANIFEST.tsv=true", "README.md=true", "a.bin=null");
    assertThat(r.err()).contains("3 files: 1 ok, 0 failed, 2 skipped (2 not a replay)");
    CliTest.Run text = run("inspect", d.toString());
    assertThat(text.exit()).isEqualTo(Main.OK);
    assertThat(text.out())
        .contains(d.resolve("README.md") + "  15 B  SKIPPED\n    reason         not a replay: ");
  }

  @Test
  void strictCountsNonReplaysAsFailed() throws IOException {
    CliTest.Run r = run("inspect", "--json", "--strict", corpusLike().toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("3 files: 1 ok, 2 failed;");
  }

  @Test
  void aNonReplayNamedOnTheCommandLineFails() throws IOException {
    CliTest.Run r = run("inspect", "--json", corpusLike().resolve("README.md").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.json().get(0))
        .containsEntry("ok", false)
        .containsKey("error")
        .doesNotContainKey("skipped");
  }

  @Test
  void aFileWithAReplayExtensionThatNoFormatRecognisesStillFails() throws IOException {
    Path d = Files.createDirectories(tmp.resolve("d"));
    Files.write(d.resolve("x.bin"), ascii("garbage"));
    assertThat(run("inspect", d.toString()).exit()).isEqualTo(Main.FAILED);
  }

  @Test
  void dashReadsStandardInput() {
    try {
      Inspector.stdin = () -> new ByteArrayInputStream(ascii("CLIOK\u0003"));
      CliTest.Run r = run("inspect", "--json", "-");
      assertThat(r.exit()).isEqualTo(Main.OK);
      assertThat(r.json())
          .singleElement()
          .satisfies(
              m ->
                  assertThat(m)
                      .containsEntry("file", "-")
                      .containsEntry("format", "cliok")
                      .containsEntry("sizeBytes", 6L));
      CliTest.Run e = run("events", "-");
      assertThat(e.exit()).isEqualTo(Main.OK);
      assertThat(e.json()).extracting(m -> m.get("type")).containsExactly("Ping", "Pong", "Ping");
    } finally {
      Inspector.stdin = () -> System.in;
    }
  }

  @Test
  void outputGoesToTheFileNamedByDashO() throws IOException {
    Path d = corpusLike();
    Path out = tmp.resolve("out.jsonl");
    CliTest.Run r = run("inspect", "--json", "-o", out.toString(), d.resolve("a.bin").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out()).isEmpty();
    assertThat(Files.readAllLines(out))
        .singleElement()
        .satisfies(l -> assertThat(l).startsWith("{\"file\":"));
    Path events = tmp.resolve("events.jsonl");
    assertThat(run("events", "--output", events.toString(), d.resolve("a.bin").toString()).out())
        .isEmpty();
    assertThat(Files.readAllLines(events)).hasSize(2);
    assertThat(run("inspect", "-o", tmp.resolve("no/such/dir/x").toString(), d.toString()).exit())
        .isEqualTo(Main.USAGE);
  }

  @Test
  void prettyIndentsTheJsonAndImpliesJson() throws IOException {
    Path a = corpusLike().resolve("a.bin");
    CliTest.Run r = run("inspect", "--pretty", a.toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out()).startsWith("{\n  \"file\" : ").contains("\n  \"format\" : \"cliok\",\n");
    assertThat(MiniJson.object(r.out().replace("\n", ""))).containsEntry("ok", true);
    assertThat(run("events", "--pretty", a.toString()).out())
        .startsWith("{\n  \"type\" : \"Ping\",\n");
  }

  @Test
  void typeRejectsEventTypesTheFormatNeverEmits() throws IOException {
    Path a = corpusLike().resolve("a.bin");
    CliTest.Run r = run("events", "--type", "Pong,Pnog", a.toString());
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.out()).isEmpty();
    assertThat(r.err()).contains("unknown event type 'Pnog': no installed format emits it");
    assertThat(run("events", "--type", "Pong", a.toString()).exit()).isEqualTo(Main.OK);
    assertThat(EventsCommand.matches(List.of("Header", "Ex:*"), "Ex:1234")).isTrue();
    assertThat(EventsCommand.matches(List.of("Header", "Ex:*"), "Ex")).isFalse();
  }

  @Test
  void formatsEventsListsEachFormatsEventTypes() {
    CliTest.Run r = run("formats", "--events");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out())
        .contains("EVENT TYPES\n")
        .contains("cliok: Ping, Pong\n")
        .contains("clibad: (not listed)\n")
        .contains("screp: Version, Header, ")
        .contains("Train")
        .contains("slippi: RawStart, ");
    CliTest.Run j = run("formats", "--json", "--events");
    assertThat(j.json())
        .filteredOn(m -> m.get("id").equals("cliok"))
        .singleElement()
        .satisfies(m -> assertThat(m).containsEntry("events", List.of("Ping", "Pong")));
    assertThat(run("formats", "--json").json())
        .allSatisfy(m -> assertThat(m).doesNotContainKey("events"));
  }

  @Test
  @SuppressWarnings("unchecked")
  void starcraftNamesInInspectJson() {
    CliTest.Run r = run("inspect", "--json", "../testdata/screp/legacy-1v1.rep");
    assertThat(r.exit()).isEqualTo(Main.OK);
    Map<String, Object> screp = (Map<String, Object>) r.json().get(0).get("screp");
    assertThat(screp).containsEntry("matchup", "TvZ");
    Map<String, Object> alice = ((List<Map<String, Object>>) screp.get("players")).get(0);
    assertThat(alice.get("buildOrder")).isEqualTo(List.of("0:01 SCV", "0:16 Supply Depot"));
    Map<String, Object> cmds = (Map<String, Object>) screp.get("commands");
    assertThat((Map<String, Object>) cmds.get("byName"))
        .containsEntry("Select", 4L)
        .containsEntry("Train", 1L);
    assertThat(cmds).doesNotContainKey("byType");
    assertThat(((Map<String, Object>) cmds.get("byPlayer")).keySet())
        .isEqualTo(((Map<String, Object>) screp.get("apm")).keySet());
  }

  @Test
  @SuppressWarnings("unchecked")
  void mapHashAddsScrepsMapDataHashWhichIsNullWithoutIt() {
    CliTest.Run plain = run("inspect", "--json", "../testdata/screp/legacy-1v1.rep");
    CliTest.Run hashed = run("inspect", "--json", "--map-hash", "../testdata/screp/legacy-1v1.rep");
    assertThat(hashed.exit()).isEqualTo(Main.OK);
    Map<String, Object> map =
        (Map<String, Object>) ((Map<String, Object>) plain.json().get(0).get("screp")).get("map");
    assertThat(map.get("dataHash")).isNull();
    map =
        (Map<String, Object>) ((Map<String, Object>) hashed.json().get(0).get("screp")).get("map");
    assertThat((String) map.get("dataHash")).matches("[0-9a-f]{64}");
  }

  @Test
  @SuppressWarnings("unchecked")
  void mapHashTakesScrepsAlgorithmsAndLeavesAPathAfterItAPath() {
    String rep = "../testdata/screp/legacy-1v1.rep";
    Map<String, Integer> hexLength = Map.of("md5", 32, "sha1", 40, "sha256", 64, "sha512", 128);
    for (Map.Entry<String, Integer> a : hexLength.entrySet()) {
      for (String[] args :
          List.of(
              new String[] {"inspect", "--json", "--map-hash", a.getKey(), rep},
              new String[] {"inspect", "--json", "--map-hash=" + a.getKey(), rep})) {
        CliTest.Run r = run(args);
        assertThat(r.exit()).as(String.join(" ", args)).isEqualTo(Main.OK);
        assertThat(r.json()).hasSize(1);
        Map<String, Object> map =
            (Map<String, Object>) ((Map<String, Object>) r.json().get(0).get("screp")).get("map");
        assertThat((String) map.get("dataHash")).hasSize(a.getValue());
        assertThat(map.get("dataHashAlgorithm")).isEqualTo(a.getKey());
      }
    }
    // picocli's path (-t 1) reads --map-hash before a path as sha256 as well
    CliTest.Run r = run("inspect", "-t", "1", "--json", "--map-hash", rep);
    Map<String, Object> map =
        (Map<String, Object>) ((Map<String, Object>) r.json().get(0).get("screp")).get("map");
    assertThat(map.get("dataHashAlgorithm")).isEqualTo("sha256");
    CliTest.Run bad = run("inspect", "--map-hash=crc32", rep);
    assertThat(bad.exit()).isEqualTo(Main.USAGE);
    assertThat(bad.err()).contains("md5, sha1, sha256 or sha512");
    assertThat(run("inspect", "--map-hash", "crc32", rep).exit()).isEqualTo(Main.USAGE);
  }

  @Test
  @SuppressWarnings("unchecked")
  void starcraftPlayersCarryScrepsFiguresHostAndSaver() {
    CliTest.Run r = run("inspect", "--json", "../testdata/screp/melee-1v1.rep");
    Map<String, Object> screp = (Map<String, Object>) r.json().get(0).get("screp");
    assertThat(screp).containsEntry("host", "Alice");
    assertThat((Map<String, Object>) screp.get("repSaver"))
        .containsEntry("id", 0L)
        .containsEntry("name", "Alice");
    Map<String, Object> alice = ((List<Map<String, Object>>) screp.get("players")).get(0);
    assertThat(alice)
        .containsKeys(
            "cmdCount",
            "effectiveCmdCount",
            "redundancy",
            "lastCmdFrame",
            "apm",
            "eapm",
            "startLocation",
            "startDirection");
    assertThat((Map<String, Object>) alice.get("startLocation"))
        .containsEntry("x", 256L)
        .containsEntry("y", 256L);
    CliTest.Run st = run("stats", "../testdata/screp/melee-1v1.rep");
    Map<String, Object> stats = (Map<String, Object>) st.json().get(0).get("stats");
    assertThat(stats).containsEntry("host", "Alice").containsKey("repSaver");
    assertThat(((List<Map<String, Object>>) stats.get("players")).get(0))
        .containsKeys("cmdCount", "effectiveCmdCount", "redundancy", "lastCmdFrame");
  }

  @Test
  void overviewIsOneLinePerReplay() {
    CliTest.Run r = run("inspect", "--overview", "../testdata/screp/melee-1v1.rep");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.lines()).hasSize(1);
    // date, length, map, matchup, players with race, APM and result
    assertThat(r.lines().get(0))
        .matches(
            "\\.\\./testdata/screp/melee-1v1\\.rep  screp  \\d{4}-\\d\\d-\\d\\d \\d\\d:\\d\\d  1:40  Sample Plains  TvZ"
                + "  Alice \\(Terran, \\d+ APM, won\\) vs Bob \\(Zerg, \\d+ APM, lost\\)");
    CliTest.Run slp = run("inspect", "--overview", "../testdata/screp", "../testdata/slippi");
    assertThat(slp.lines()).allMatch(l -> !l.contains("\n"));
    assertThat(slp.lines()).anyMatch(l -> l.contains("  slippi  "));
  }

  @Test
  void starcraftNamesInEventsAndTheTextView() {
    CliTest.Run e = run("events", "--type", "Train,Build", "../testdata/screp/legacy-1v1.rep");
    assertThat(e.exit()).isEqualTo(Main.OK);
    assertThat(e.lines())
        .containsExactly(
            "{\"type\":\"Train\",\"offset\":74,\"typeId\":31,\"frame\":31,\"player\":0,\"_type\":31,\"unitType\":7,\"unit\":\"SCV\"}",
            "{\"type\":\"Build\",\"offset\":111,\"typeId\":12,\"frame\":400,\"player\":0,\"order\":30,\"orderName\":\"PlaceBuilding\","
                + "\"x\":10,\"y\":12,\"unitType\":109,\"unit\":\"Supply Depot\"}",
            "{\"type\":\"Build\",\"offset\":125,\"typeId\":12,\"frame\":520,\"player\":1,\"order\":25,\"orderName\":\"DroneStartBuild\","
                + "\"x\":50,\"y\":52,\"unitType\":142,\"unit\":\"Spawning Pool\"}");
    CliTest.Run t = run("inspect", "../testdata/screp/legacy-1v1.rep");
    assertThat(t.out())
        .contains("    matchup        TvZ\n")
        // screp's per-player figures come first; the build order follows (the line is cut at 200)
        .contains("cmdCount=8, effectiveCmdCount=8, redundancy=0, lastCmdFrame=1000, apm=11")
        .doesNotContain("    era "); // the version on the first line already says it
  }

  @Test
  void theTextViewDropsColourCodesButTheJsonKeepsThem() {
    assertThat(Render.plain(Map.of("name", "\u0002G\u0006orky \u0002P\u0006ark")))
        .isEqualTo("name=Gorky Park");
    assertThat(Json.toString(Map.of("name", "\u0002G"))).isEqualTo("{\"name\":\"\\u0002G\"}");
  }

  @Test
  void theProgressBarShowsFilesAndRateAndAnEtaOnlyFromMeasuredThroughput() {
    StringWriter err = new StringWriter();
    long t0 = System.nanoTime();
    try (Progress p = new Progress(new PrintWriter(err), 10, 10_000_000, t0)) {
      p.advance(1_000_000, t0 + 5_000_000_000L); // a slow start (JVM warm-up) is not measured
      assertThat(p.line(t0 + 5_000_000_000L)).contains("1/10 files").contains("MB/s");
      p.advance(1_000_000, t0 + 5_100_000_000L);
      p.advance(1_000_000, t0 + 5_200_000_000L);
      p.advance(1_000_000, t0 + 5_300_000_000L);
      // four files, but only 0.3 s measured since the first: no ETA yet
      assertThat(p.line(t0 + 5_300_000_000L)).doesNotContain("ETA");
      p.advance(1_000_000, t0 + 6_000_000_000L);
      // 4 MB in the 1 s since the first file: 5 MB to go take 1.25 s
      assertThat(p.line(t0 + 6_000_000_000L)).contains("5/10 files").endsWith("ETA 2 s");
      p.redraw();
      p.clear();
    }
    assertThat(err.toString()).endsWith("\r\033[2K");
    assertThat(Progress.eta(58.2)).isEqualTo("59 s");
    assertThat(Progress.eta(61)).isEqualTo("1:01");
    assertThat(Progress.eta(3725)).isEqualTo("1:02:05");
  }

  @Test
  void theProgressBarIsDrawnWhenOnlyStderrIsATerminal() throws IOException {
    Path a = corpusLike().resolve("a.bin");
    try {
      System.setProperty("replays4j.stderrTerminal", "true");
      assertThat(InspectCommand.isTerminal()).isTrue();
      System.setProperty("replays4j.stderrTerminal", "false");
      assertThat(InspectCommand.isTerminal()).isFalse();
      System.setProperty("replays4j.stdoutTerminal", "true");
      assertThat(Terminal.stdoutSharesStderr()).isTrue();
    } finally {
      System.clearProperty("replays4j.stderrTerminal");
      System.clearProperty("replays4j.stdoutTerminal");
    }
    try {
      InspectCommand.interactive = () -> true;
      Path out = tmp.resolve("o.txt");
      CliTest.Run r = run("inspect", "-o", out.toString(), a.toString());
      assertThat(r.err()).contains("1/1 files");
      assertThat(Files.readString(out, StandardCharsets.UTF_8)).doesNotContain("\033");
    } finally {
      InspectCommand.interactive = InspectCommand::isTerminal;
    }
  }
}
