package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.MiniJson;

/**
 * The whole command line, run in-process with captured output, over the test-scope fake formats.
 */
class CliTest {
  @TempDir Path tmp;
  Path dir;

  record Run(int exit, String out, String err) {
    List<String> lines() {
      return out.isEmpty() ? List.of() : Arrays.asList(out.split("\n"));
    }

    List<Map<String, Object>> json() {
      return lines().stream().map(MiniJson::object).toList();
    }

    /** The JSON lines, after checking there are {@code count} and each has exactly {@code keys}. */
    List<Map<String, Object>> jsonLinesWithKeys(int count, String... keys) {
      List<Map<String, Object>> lines = json();
      assertThat(lines).hasSize(count);
      for (Map<String, Object> l : lines) assertThat(l.keySet()).containsExactly(keys);
      return lines;
    }
  }

  static Run run(String... args) {
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    int exit = Main.run(new PrintWriter(out), new PrintWriter(err), args);
    return new Run(exit, out.toString().replace(System.lineSeparator(), "\n"), err.toString());
  }

  static byte[] ascii(String s) {
    return s.getBytes(StandardCharsets.ISO_8859_1);
  }

  static byte[] gzip(byte[] b) throws IOException {
    ByteArrayOutputStream bos = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bos)) {
      gz.write(b);
    }
    return bos.toByteArray();
  }

  @BeforeEach
  void files() throws IOException {
    dir = Files.createDirectories(tmp.resolve("batch"));
    Files.write(dir.resolve("a_ok.bin"), ascii("CLIOK\u0003"));
    Files.write(dir.resolve("b_bad.bin"), ascii("CLIBAD.."));
    Files.write(dir.resolve("c_boom.bin"), ascii("CLIBOOM!"));
    Files.write(dir.resolve("d_stack.bin"), ascii("CLIBOOMS"));
    Files.write(dir.resolve("e_oom.bin"), ascii("CLIBOOMO"));
    Files.write(dir.resolve("f_probe.bin"), ascii("CLIPROBE"));
    Files.write(dir.resolve("g_unknown.txt"), ascii("hello"));
    Files.write(dir.resolve("h_empty.bin"), new byte[0]);
    Files.createDirectories(dir.resolve("sub"));
    Files.write(dir.resolve("sub/i_ok.bin.gz"), gzip(ascii("CLIOK\u0001")));
    Files.write(dir.resolve(".hidden"), ascii("CLIOK\u0001"));
    Files.createDirectories(dir.resolve(".git"));
    Files.write(dir.resolve(".git/x"), ascii("CLIOK\u0001"));
  }

  // ------------------------------------------------------------------ inspect

  @Test
  void inspectJsonReportsEveryVisibleFileInPathOrderAndNeverStops() {
    Run r = run("inspect", "--json", dir.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    List<Map<String, Object>> all = r.json();
    // hidden entries come first (. sorts before letters) and are listed as skipped, not entered
    assertThat(all.subList(0, 2))
        .extracting(m -> Path.of((String) m.get("file")).getFileName() + "=" + m.get("skipped"))
        .containsExactly(".git=true", ".hidden=true");
    List<Map<String, Object>> rows = all.subList(2, all.size());
    assertThat(rows)
        .extracting(m -> Path.of((String) m.get("file")).getFileName().toString())
        .containsExactly(
            "a_ok.bin",
            "b_bad.bin",
            "c_boom.bin",
            "d_stack.bin",
            "e_oom.bin",
            "f_probe.bin",
            "g_unknown.txt",
            "h_empty.bin",
            "i_ok.bin.gz");
    for (Map<String, Object> m : rows) {
      assertThat(m).containsKeys("file", "format", "version", "ok", "sizeBytes");
    }

    Map<String, Object> ok = rows.get(0);
    assertThat(ok)
        .containsEntry("format", "cliok")
        .containsEntry("version", "2.0")
        .containsEntry("ok", true)
        .containsEntry("sizeBytes", 6L)
        .containsEntry("durationSeconds", 83.25)
        .containsEntry("participants", List.of("Fox", "Marth"))
        .containsEntry("counts", Map.of("Ping", 3L))
        .containsEntry("warnings", List.of())
        .doesNotContainKey("error");
    assertThat(ok.get("cliok"))
        .isEqualTo(
            MiniJson.object(
                "{\"pings\":3,\"players\":[{\"port\":1},{\"port\":2}],\"nothing\":null,\"ratio\":0.5}"));
    assertThat(String.join(",", ok.keySet()))
        .isEqualTo(
            "file,format,version,ok,status,sizeBytes,durationSeconds,participants,counts,warnings,cliok");

    Map<String, Object> bad = rows.get(1);
    assertThat(bad)
        .containsEntry("format", "clibad")
        .containsEntry("ok", false)
        .containsEntry("version", null);
    assertThat(bad.get("error"))
        .isEqualTo(
            Map.of(
                "message",
                "clibad: offset 0x6 (raw 0x2): clibad/frame[0]: expected a frame marker 0x37 but got 0x00",
                "offset",
                6L,
                "rawOffset",
                2L,
                "path",
                "clibad/frame[0]"));

    assertThat(error(rows.get(2)))
        .containsEntry(
            "message", "decoder bug: java.lang.NullPointerException: decoder forgot a check")
        .containsEntry("offset", null);
    assertThat(error(rows.get(3))).containsEntry("message", "decoder bug: stack overflow");
    assertThat(error(rows.get(4))).containsEntry("message", "out of memory (Java heap space)");
    assertThat(rows.get(5)).containsEntry("format", "cliprobe").containsEntry("ok", false);
    assertThat((String) error(rows.get(5)).get("message")).startsWith("decoder not available");
    // Found in a directory, with no replay extension and content no format knows: skipped, not
    // failed.
    assertThat(rows.get(6))
        .containsEntry("format", null)
        .containsEntry("ok", false)
        .containsEntry("skipped", true)
        .doesNotContainKey("error");
    assertThat((String) rows.get(6).get("reason"))
        .startsWith("not a replay: no format (")
        .contains("cliok")
        .endsWith("it starts with 68 65 6c 6c 6f");
    assertThat((String) error(rows.get(7)).get("message")).endsWith("the file is empty");
    assertThat(rows.get(8)).containsEntry("format", "cliok").containsEntry("ok", true);

    assertThat(r.err())
        .contains("inspected 11 files: 2 ok, 6 failed, 3 skipped (1 not a replay, 2 hidden);")
        .contains("MB/s");
  }

  @SuppressWarnings("unchecked")
  private static Map<String, Object> error(Map<String, Object> row) {
    return (Map<String, Object>) row.get("error");
  }

  @Test
  void inspectTextIsReadableAndExitsZeroWhenAllAreOk() {
    Run r = run("inspect", dir.resolve("a_ok.bin").toString(), dir.resolve("sub").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out())
        .startsWith(dir.resolve("a_ok.bin") + "  cliok 2.0  6 B  OK\n")
        .contains("    duration       1:23.25 (83.25 s)\n")
        .contains("    participants   Fox, Marth\n")
        .contains("    counts         Ping=3\n")
        .contains("    players        port=1\n                   port=2\n")
        .contains(dir.resolve("sub/i_ok.bin.gz") + "  cliok 2.0  ");
    assertThat(r.err()).startsWith("inspected 2 files: 2 ok, 0 failed;");
  }

  @Test
  void inspectTextShowsFailures() {
    Run r = run("inspect", dir.resolve("b_bad.bin").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.out())
        .isEqualTo(
            dir.resolve("b_bad.bin")
                + "  clibad  8 B  FAILED\n"
                + "    error          clibad: offset 0x6 (raw 0x2): clibad/frame[0]: expected a frame marker 0x37 but got 0x00\n");
  }

  @Test
  void outputOrderDoesNotDependOnTheNumberOfThreads() throws IOException {
    Path many = Files.createDirectories(tmp.resolve("many"));
    for (int i = 0; i < 60; i++) {
      String content = i % 3 == 0 ? "CLIOK\u0002" : i % 3 == 1 ? "CLIBAD" : "CLIBOOM!";
      Files.write(many.resolve(String.format("f%03d.bin", i)), ascii(content));
    }
    Run one = run("inspect", "--json", "-t", "1", many.toString());
    Run four = run("inspect", "--json", "--threads", "4", many.toString());
    assertThat(one.lines()).hasSize(60);
    assertThat(four.out()).isEqualTo(one.out());
    assertThat(one.err()).contains("60 files: 20 ok, 40 failed");
  }

  @Test
  void aHangingDecoderTimesOutAndTheBatchGoesOn() throws IOException {
    Path hang = Files.write(tmp.resolve("hang.bin"), ascii("CLIBOOMH"));
    long t0 = System.nanoTime();
    Run r =
        run(
            "inspect",
            "--json",
            "--timeout",
            "0.3",
            hang.toString(),
            dir.resolve("a_ok.bin").toString());
    assertThat((System.nanoTime() - t0) / 1e9).isLessThan(20);
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.json()).hasSize(2);
    assertThat(r.json().get(0)).containsEntry("ok", false).containsEntry("sizeBytes", 8L);
    assertThat(error(r.json().get(0)))
        .containsEntry("message", "timed out after 0.3 s (a decoder bug or a very large file)");
    assertThat(r.json().get(1)).containsEntry("ok", true);
  }

  @Test
  void decodersThatIgnoreInterruptsDoNotStarveTheBatch() throws IOException {
    Path d = Files.createDirectories(tmp.resolve("stubborn"));
    Files.write(d.resolve("1.bin"), ascii("CLIBOOMX"));
    Files.write(d.resolve("2.bin"), ascii("CLIBOOMX"));
    Files.write(d.resolve("3.bin"), ascii("CLIOK\u0001"));
    Run r = run("inspect", "--json", "-t", "2", "--timeout", "0.2", d.toString());
    assertThat(r.json()).extracting(m -> m.get("ok")).containsExactly(false, false, true);
  }

  @Test
  void anEmptyDirectoryIsNotAFailure() throws IOException {
    Path empty = Files.createDirectories(tmp.resolve("empty"));
    Files.write(empty.resolve(".gitkeep"), new byte[0]);
    Run r = run("inspect", empty.toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out()).contains(".gitkeep  SKIPPED").contains("hidden");
    assertThat(r.err()).startsWith("inspected 1 file: 0 ok, 0 failed, 1 skipped (1 hidden);");
    Run none = run("inspect", Files.createDirectories(tmp.resolve("none")).toString());
    assertThat(none.exit()).isEqualTo(Main.OK);
    assertThat(none.out()).isEmpty();
    assertThat(none.err()).startsWith("inspected 0 files: no files found in [");
  }

  @Test
  void aMissingPathIsAFailedFile() {
    Run r = run("inspect", "--json", tmp.resolve("nope.slp").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.json())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m).containsEntry("ok", false).containsEntry("sizeBytes", null);
              assertThat(error(m))
                  .containsEntry("message", "no such file or directory")
                  .containsEntry("offset", null);
            });
  }

  @Test
  void limitsReachTheDecoder() {
    Run r =
        run(
            "inspect",
            "--json",
            "--max-decompressed-bytes",
            "5",
            dir.resolve("a_ok.bin").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat((String) error(r.json().get(0)).get("message"))
        .contains("<= 5 but the file asks for 6");
  }

  @Test
  void progressBarOnlyOnATerminalAndOnlyOnStderr() {
    try {
      InspectCommand.interactive = () -> true;
      Run r = run("inspect", "--json", dir.toString());
      assertThat(r.err()).contains("\r\033[2K[").contains("files");
      assertThat(r.out()).doesNotContain("\033").doesNotContain("\r");
      Run quiet = run("inspect", "--json", "--no-progress", dir.toString());
      assertThat(quiet.err()).doesNotContain("\033");
    } finally {
      InspectCommand.interactive = InspectCommand::isTerminal;
    }
    assertThat(run("inspect", dir.toString()).err()).doesNotContain("\033");
  }

  // ------------------------------------------------------------------ events

  @Test
  void eventsStreamsOneJsonObjectPerEvent() {
    Run r = run("events", dir.resolve("a_ok.bin").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.lines()).hasSize(3);
    assertThat(r.lines().get(0))
        .isEqualTo(
            "{\"type\":\"Ping\",\"offset\":5,\"seq\":0,\"_type\":\"inner\",\"xy\":[0.0,0.0]}");
    assertThat(r.json()).extracting(m -> m.get("type")).containsExactly("Ping", "Pong", "Ping");
    assertThat(r.lines()).allSatisfy(l -> assertThat(l).startsWith("{\"type\":").endsWith("}"));
    // the events go to stdout, the one tally of every command to stderr
    assertThat(r.err()).startsWith("listed the events of 1 file: 1 ok, 0 failed; ");
  }

  @Test
  void eventsLimitAndTypeFilter() {
    assertThat(run("events", "--limit", "2", dir.resolve("a_ok.bin").toString()).lines())
        .hasSize(2);
    assertThat(run("events", "--limit", "0", dir.resolve("a_ok.bin").toString()).lines()).isEmpty();
    Run pong = run("events", "--type", "Pong", dir.resolve("a_ok.bin").toString());
    assertThat(pong.json()).singleElement().satisfies(m -> assertThat(m).containsEntry("seq", 1L));
    assertThat(run("events", "--type", "Pong,Ping", dir.resolve("a_ok.bin").toString()).lines())
        .hasSize(3);
  }

  @Test
  void eventsPrintsWhatWasDecodedBeforeAnError() {
    Run r = run("events", dir.resolve("b_bad.bin").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.json()).extracting(m -> m.get("seq")).containsExactly(0L, 1L);
    assertThat(r.err())
        .contains("clibad: offset 0x6: expected 4 more byte(s) but got 1")
        .contains("after 2 events");
  }

  @Test
  void eventsRefusesWhatItCannotDecode() {
    Run probe = run("events", dir.resolve("f_probe.bin").toString());
    assertThat(probe.exit()).isEqualTo(Main.FAILED);
    assertThat(probe.out()).isEmpty();
    assertThat(probe.err()).contains("decoder not available");
    Run unknown = run("events", dir.resolve("g_unknown.txt").toString());
    assertThat(unknown.exit()).isEqualTo(Main.FAILED);
    assertThat(unknown.err()).contains("not recognised");
    Run boom = run("events", dir.resolve("c_boom.bin").toString());
    assertThat(boom.exit()).isEqualTo(Main.FAILED);
    assertThat(boom.err()).contains("decoder bug: java.lang.IllegalStateException: decoder bug");
    Run missing = run("events", tmp.resolve("nope").toString());
    assertThat(missing.exit()).isEqualTo(Main.FAILED);
    assertThat(missing.err()).contains("no such file");
  }

  @Test
  void eventsOfACompressedFile() {
    Run r = run("events", dir.resolve("sub/i_ok.bin.gz").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.lines()).hasSize(1);
  }

  // ------------------------------------------------------------------ formats and usage

  @Test
  void formatsListsEveryInstalledFormat() {
    Run r = run("formats");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.lines().get(0))
        .startsWith("ID")
        .contains("NAME", "EXTENSIONS", "VERSIONS", "DECODER");
    assertThat(r.out())
        .containsPattern("cliok +CLI test format cliok +cliok, bin +yes +1.0–2.0")
        .containsPattern("cliprobe .* detection only ");
    // Every row puts its columns at the header's positions, however long a name or version text is.
    int decoderColumn = r.lines().get(0).indexOf("DECODER");
    int versionsColumn = r.lines().get(0).indexOf("VERSIONS");
    assertThat(r.lines())
        .filteredOn(l -> !l.isBlank())
        .allSatisfy(
            l -> {
              assertThat(l.charAt(decoderColumn - 1)).isEqualTo(' ');
              assertThat(l.charAt(decoderColumn)).isNotEqualTo(' ');
              assertThat(l.charAt(versionsColumn)).isNotEqualTo(' ');
            });
    Run j = run("formats", "--json");
    assertThat(j.json())
        .filteredOn(m -> ((String) m.get("id")).startsWith("cli"))
        .extracting(m -> m.get("id") + "=" + m.get("decoderAvailable"))
        .containsExactly("clibad=true", "cliboom=true", "cliok=true", "cliprobe=false");
    assertThat(j.json().get(0))
        .containsKeys("id", "name", "extensions", "versions", "decoderAvailable");
    assertThat(j.lines()).allSatisfy(l -> assertThat(l).startsWith("{\"id\":").endsWith("}"));
  }

  @Test
  void usageErrorsExitWithTwo() {
    assertThat(run().exit()).isEqualTo(Main.USAGE);
    assertThat(run("inspect").exit()).isEqualTo(Main.USAGE);
    assertThat(run("bogus").exit()).isEqualTo(Main.USAGE);
    assertThat(run("inspect", "--frobnicate", "x").exit()).isEqualTo(Main.USAGE);
    assertThat(run("inspect", "-t", "0", "x").exit()).isEqualTo(Main.USAGE);
    assertThat(run("events").exit()).isEqualTo(Main.USAGE);
    Run r = run("inspect");
    assertThat(r.err())
        .contains("Missing required parameter")
        .contains("see `replays4j inspect --help`")
        .doesNotContain("Usage:");
    assertThat(r.err().lines()).hasSize(2);
  }

  @Test
  void helpAndVersion() {
    Run h = run("--help");
    assertThat(h.exit()).isZero();
    assertThat(h.out()).contains("inspect", "events", "formats");
    assertThat(run("inspect", "--help").out())
        .contains("--json", "--threads", "--no-progress", "--timeout", "--max-decompressed-bytes");
    assertThat(run("--version").out()).startsWith("replays4j ");
  }

  @Test
  void inspectParsedWithoutPicocliPrintsWhatPicocliParsingPrints() {
    // "--timeout 0" (no limit, the default) is not on the plain path (InspectCommand.runPlain), so
    // picocli parses that run
    for (String[] flags :
        List.of(
            new String[] {"--json"},
            new String[] {"--pretty", "--strict"},
            new String[] {},
            new String[] {"--no-progress", "--map-hash"},
            new String[] {"--overview"},
            new String[] {"--map-hash", "sha1", "--json"},
            new String[] {"-t", "1", "--json"})) {
      String[] plain = concat(new String[] {"inspect"}, flags, new String[] {dir.toString()});
      String[] picocli =
          concat(new String[] {"inspect", "--timeout", "0"}, flags, new String[] {dir.toString()});
      Run a = run(plain);
      Run b = run(picocli);
      assertThat(a.exit()).isEqualTo(b.exit());
      assertThat(a.out()).isEqualTo(b.out());
      assertThat(a.err().lines().filter(l -> !l.startsWith("inspected ")).toList())
          .isEqualTo(b.err().lines().filter(l -> !l.startsWith("inspected ")).toList());
    }
    assertThat(run("inspect", "--json", "--json", dir.toString()).exit()).isEqualTo(Main.USAGE);
    assertThat(run("inspect", "--jsn", dir.toString()).err()).contains("--jsn");
  }

  private static String[] concat(String[]... parts) {
    return Arrays.stream(parts).flatMap(Arrays::stream).toArray(String[]::new);
  }
}
