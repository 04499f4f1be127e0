package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.butter.ButterReplay;
import org.replays4j.butter.ButterWriter;
import org.replays4j.butter.EchoReplay;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.MapDataHash;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.SpectatorAssembler;

/**
 * {@code replays4j convert}: every conversion read back with our decoders, and the command's
 * errors.
 */
class ConvertCommandTest {
  @TempDir Path tmp;

  /** A copy of {@code src} in the temp directory (outputs go next to inputs). */
  Path copy(Path src) throws Exception {
    return Files.copy(src, tmp.resolve(src.getFileName()));
  }

  /** A two-frame .echoreplay in the recorder's text form, as {@code m.echoreplay}. */
  Path echoreplay() throws Exception {
    Path in = tmp.resolve("m.echoreplay");
    try (InputStream sample = getClass().getResourceAsStream("two-frames.echoreplay")) {
      Files.copy(sample, in);
    }
    return in;
  }

  // ------------------------------------------------------------------ round trips

  @ParameterizedTest
  @ValueSource(
      strings = {
        "slippi/netplay-3.18-rollback.slp",
        "teehistorian/session.teehistorian.xz",
        "screp/melee-1v1.rep",
        "soku/session-spectated.rep",
        "butter/lobby-none-k300.butter"
      })
  void jsonLinesAreTheEventsStreamOfAnyFormat(String rel) throws Exception {
    Path in = copy(testdata(rel));
    CliTest.Run events = CliTest.run("events", in.toString());
    assertThat(events.exit()).as(events.err()).isZero();
    CliTest.Run r = CliTest.run("convert", "--to", "jsonl", in.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    String base = in.getFileName().toString().replaceAll("(\\.xz)$", "");
    Path out = tmp.resolve(base.substring(0, base.lastIndexOf('.')) + ".jsonl");
    assertThat(r.err()).contains("wrote " + out);
    assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(events.out());
    // -o - writes the same lines to standard output
    CliTest.Run stdout = CliTest.run("convert", "--to", "jsonl", "-o", "-", in.toString());
    assertThat(stdout.out()).isEqualTo(events.out());
  }

  @Test
  void echoreplayBecomesButterWithTheChosenOptions() throws Exception {
    Path in = echoreplay();
    CliTest.Run r =
        CliTest.run(
            "convert",
            "--to",
            "butter",
            "-O",
            "compression=zstd",
            "-O",
            "keyframe-interval=30",
            in.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    byte[] butter = Files.readAllBytes(tmp.resolve("m.butter"));
    EchoReplay src = EchoReplay.read(Files.readAllBytes(in));
    assertThat(butter).isEqualTo(ButterWriter.convert(src, ButterCompression.ZSTD_3, 30));
    ButterReplay back = ButterReplay.read(butter);
    assertThat(back.header().compression()).isEqualTo(ButterCompression.ZSTD_3);
    assertThat(back.header().keyframeInterval()).isEqualTo(30);
    assertThat(back.header().players()).isEqualTo(src.header().players());
    assertThat(back.frames()).hasSameSizeAs(src.frames());
    for (int i = 0; i < src.frames().size(); i++) {
      assertThat(back.frames().get(i).timeMs).isEqualTo(src.frames().get(i).timeMs);
    }
  }

  @Test
  void echoreplayDefaultsAreTheRecordersGzipAndThreeHundredFrames() throws Exception {
    Path in = echoreplay();
    assertThat(CliTest.run("convert", "--to", "butter", in.toString()).exit()).isZero();
    ButterReplay back = ButterReplay.read(Files.readAllBytes(tmp.resolve("m.butter")));
    assertThat(back.header().compression()).isEqualTo(ButterCompression.GZIP);
    assertThat(back.header().keyframeInterval()).isEqualTo(300);
  }

  @Test
  void captureBecomesOneRepPerSpectatedMatch() throws Exception {
    Path in = copy(testdata("soku/session-spectated.pcapng"));
    CliTest.Run r = CliTest.run("convert", "--to", "rep", in.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    SpectatorAssembler asm = new SpectatorAssembler();
    SokuDecoder.create().decode(Files.readAllBytes(in), asm);
    List<SpectatedMatch> matches = asm.matches();
    assertThat(matches).isNotEmpty();
    List<Path> written;
    try (Stream<Path> s = Files.list(tmp)) {
      written = s.filter(p -> p.toString().endsWith(".rep")).sorted().toList();
    }
    assertThat(written).hasSize(matches.size());
    for (SpectatedMatch m : matches) {
      Path out = tmp.resolve("session-spectated.match-" + m.matchId() + ".rep");
      RepFile back = RepFile.read(out);
      RepFile expected = RepFile.fromMatch(m);
      assertThat(back.player1()).isEqualTo(expected.player1());
      assertThat(back.player2()).isEqualTo(expected.player2());
      assertThat(back.stage()).isEqualTo(m.match().stage());
      assertThat(back.randomSeed()).isEqualTo(m.match().randomSeed());
      assertThat(back.inputs().toArray()).isEqualTo(expected.inputs().toArray());
      assertThat(back.frames()).isEqualTo(m.frames());
    }
    // the checked-in sample is the first match of this capture
    assertThat(
            Files.readAllBytes(
                tmp.resolve("session-spectated.match-" + matches.get(0).matchId() + ".rep")))
        .isEqualTo(Files.readAllBytes(testdata("soku/session-spectated.rep")));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {"melee-1v1.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "every-command.rep"})
  void starcraftReplayGivesItsRawScenarioChk(String name) throws Exception {
    Path in = copy(testdata("screp/" + name));
    Path chk = tmp.resolve("map.chk");
    CliTest.Run r = CliTest.run("convert", "--to", "chk", "-o", chk.toString(), in.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    ScrepReplay rep =
        ScrepReplay.read(in, ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build());
    byte[] bytes = Files.readAllBytes(chk);
    assertThat(bytes).isEqualTo(rep.rawMap().toArray());
    assertThat(MapDataHash.sha256(ByteSlice.wrap(bytes)))
        .isEqualTo(rep.mapDataHash().orElseThrow());
  }

  @Test
  void chkOverADirectoryWritesEveryStarCraftReplaysMapNextToIt() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("season/week1"));
    Files.copy(testdata("screp/melee-1v1.rep"), dir.resolve("a.rep"));
    Files.copy(testdata("screp/legacy-1v1.rep"), dir.getParent().resolve("b.rep"));
    Files.writeString(dir.resolve("notes.txt"), "not a replay");
    Files.copy(testdata("slippi/netplay-3.18-rollback.slp"), dir.resolve("c.slp"));
    CliTest.Run r = CliTest.run("convert", "--to", "chk", tmp.resolve("season").toString());
    assertThat(r.exit()).as(r.err()).isZero();
    for (Path rep : List.of(dir.resolve("a.rep"), dir.getParent().resolve("b.rep"))) {
      ScrepReplay x =
          ScrepReplay.read(
              rep, ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build());
      Path chk = rep.resolveSibling(rep.getFileName().toString().replace(".rep", ".chk"));
      assertThat(Files.readAllBytes(chk)).isEqualTo(x.rawMap().toArray());
    }
    assertThat(dir.resolve("c.chk")).doesNotExist();
    assertThat(dir.resolve("notes.chk")).doesNotExist();
    // a directory with no output name; -o names one file only
    assertThat(CliTest.run("convert", "--to", "chk", "-o", "x.chk", dir.toString()).exit())
        .isEqualTo(Main.USAGE);
  }

  // ------------------------------------------------------------------ errors and policy

  /**
   * A target the input cannot go to: unknown (a usage error listing the targets), announced but not
   * yet there (likewise), or one another format converts to (the file fails and stderr says what it
   * converts to); no output is written. {@code exit} is {@link Main#USAGE} (2) or {@link
   * Main#FAILED} (1).
   */
  @ParameterizedTest(name = "--to {0}")
  @CsvSource(
      delimiter = ';',
      quoteCharacter = '"',
      value = {
        "mp4; 2; Unknown target 'mp4'|butter (from echoreplay)|chk (from screp)"
            + "|jsonl (from any format)|rep (from soku)",
        "arrow; 2; Unknown target 'arrow'|export --to arrow",
        "butter; 1; a slippi file cannot be converted to butter|made from echoreplay"
            + "|slippi converts to jsonl"
      })
  void aTargetTheInputCannotGoToIsReportedAndWritesNothing(String target, int exit, String says)
      throws Exception {
    Path in = copy(testdata("slippi/ice-climbers-1.0.slp"));
    CliTest.Run r = CliTest.run("convert", "--to", target, in.toString());
    assertThat(r.exit()).isEqualTo(exit);
    assertThat(r.err()).contains(says.split("\\|"));
    assertThat(tmp.resolve("ice-climbers-1.0." + target)).doesNotExist();
  }

  @Test
  void aRepFileIsNotACaptureAndLeavesNoOutput() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("in"));
    Path in = Files.copy(testdata("soku/session-spectated.rep"), dir.resolve("x.rep"));
    CliTest.Run r =
        CliTest.run("convert", "--to", "rep", "-o", tmp.resolve("y.rep").toString(), in.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("expected a pcap/pcapng capture");
    try (Stream<Path> s = Files.list(tmp)) {
      assertThat(s.map(p -> p.getFileName().toString()).toList()).containsExactly("in");
    }
  }

  @Test
  void anExistingOutputIsKeptUnlessForced() throws Exception {
    Path in = copy(testdata("slippi/ice-climbers-1.0.slp"));
    Path out = tmp.resolve("ice-climbers-1.0.jsonl");
    Files.writeString(out, "mine");
    CliTest.Run r = CliTest.run("convert", "--to", "jsonl", in.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains(out + " exists (use --force to replace it)");
    assertThat(Files.readString(out)).isEqualTo("mine");
    CliTest.Run forced = CliTest.run("convert", "--to", "jsonl", "--force", in.toString());
    assertThat(forced.exit()).isZero();
    assertThat(Files.readString(out)).startsWith("{\"type\":");
  }

  @Test
  void aConversionRemovesTheTemporaryFilesOfAKilledOneAndWritesFilesOthersCanRead()
      throws Exception {
    Path in = copy(testdata("slippi/ice-climbers-1.0.slp"));
    Process gone = new ProcessBuilder("true").start();
    gone.waitFor();
    Path stale = tmp.resolve(".ice-climbers-1.0.jsonl.replays4j-tmp-" + gone.pid());
    Files.writeString(stale, "half a file");
    CliTest.Run r = CliTest.run("convert", "--to", "jsonl", in.toString());
    assertThat(r.exit()).as(r.err()).isZero();
    assertThat(stale).doesNotExist();
    try (Stream<Path> s = Files.list(tmp)) {
      assertThat(s.map(p -> p.getFileName().toString()).sorted().toList())
          .containsExactly("ice-climbers-1.0.jsonl", "ice-climbers-1.0.slp");
    }
    // created like any new file (the umask decides), not owner-only like a temporary file
    if (Files.getFileStore(tmp).supportsFileAttributeView("posix")) {
      Path plain = Files.writeString(tmp.resolve("plain"), "");
      assertThat(Files.getPosixFilePermissions(tmp.resolve("ice-climbers-1.0.jsonl")))
          .isEqualTo(Files.getPosixFilePermissions(plain));
    }
  }

  @Test
  void theInputIsNeverOverwritten() throws Exception {
    Path in = copy(testdata("slippi/ice-climbers-1.0.slp"));
    byte[] before = Files.readAllBytes(in);
    CliTest.Run r =
        CliTest.run("convert", "--to", "jsonl", "--force", "-o", in.toString(), in.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("is the input file");
    assertThat(Files.readAllBytes(in)).isEqualTo(before);
  }

  @Test
  void optionsAreCheckedAgainstTheTarget() throws Exception {
    Path in = echoreplay();
    CliTest.Run unknown = CliTest.run("convert", "--to", "butter", "-O", "level=9", in.toString());
    assertThat(unknown.exit()).isEqualTo(Main.USAGE);
    assertThat(unknown.err()).contains("Unknown option 'level' for target butter");
    CliTest.Run bad =
        CliTest.run("convert", "--to", "butter", "-O", "compression=lzma", in.toString());
    assertThat(bad.exit()).isEqualTo(Main.FAILED);
    assertThat(bad.err()).contains("compression must be one of none, gzip");
    assertThat(tmp.resolve("m.butter")).doesNotExist();
    assertThat(CliTest.run("convert", "--to", "jsonl", "-O", "x=1", in.toString()).exit())
        .isEqualTo(Main.USAGE);
  }

  @Test
  void oneOutputNameTakesOneInput() throws Exception {
    Path a = copy(testdata("slippi/ice-climbers-1.0.slp"));
    Path b = copy(testdata("slippi/netplay-3.18-rollback.slp"));
    CliTest.Run r =
        CliTest.run(
            "convert",
            "--to",
            "jsonl",
            "-o",
            tmp.resolve("x.jsonl").toString(),
            a.toString(),
            b.toString());
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    CliTest.Run both = CliTest.run("convert", "--to", "jsonl", a.toString(), b.toString());
    assertThat(both.exit()).isZero();
    assertThat(tmp.resolve("ice-climbers-1.0.jsonl")).exists();
    assertThat(tmp.resolve("netplay-3.18-rollback.jsonl")).exists();
  }

  @Test
  void missingAndUnrecognisedFilesFail() throws Exception {
    Path txt = Files.writeString(tmp.resolve("notes.txt"), "hello");
    CliTest.Run r =
        CliTest.run(
            "convert", "--to", "jsonl", txt.toString(), tmp.resolve("missing.slp").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("notes.txt: not recognised").contains("missing.slp: no such file");
  }

  @Test
  void listShowsTargetsSourcesAndOptions() {
    CliTest.Run r = CliTest.run("convert", "--list");
    assertThat(r.exit()).isZero();
    List<String> lines = new ArrayList<>(r.lines());
    assertThat(lines)
        .anyMatch(l -> l.startsWith("butter (.butter): "))
        .anyMatch(l -> l.contains("-O compression=…"))
        .anyMatch(l -> l.contains("-O keyframe-interval=…"))
        .anyMatch(l -> l.startsWith("rep (.rep): "))
        .anyMatch(l -> l.contains("-O complete-only=…"))
        .anyMatch(l -> l.startsWith("chk (.chk): "))
        .anyMatch(l -> l.startsWith("jsonl (.jsonl): "))
        .noneMatch(l -> l.contains("not yet") || l.contains("not available"));
    assertThat(CliTest.run("convert").exit()).isEqualTo(Main.USAGE);
  }
}
