package org.replays4j.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import java.util.stream.Collectors;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TestFiles;

class PlotsTest {
  /** Draws a testdata file and writes its pictures under target/plots, for looking at them. */
  static List<Picture> draw(String rel) throws Exception {
    List<Picture> pics = Plots.ofFile(TestFiles.testdata(rel), DecodeLimits.DEFAULT);
    Path dir = Path.of("target/plots");
    Files.createDirectories(dir);
    for (Picture p : pics) {
      String base = Path.of(rel).getFileName() + "." + p.name();
      Files.writeString(dir.resolve(base + ".svg"), p.svg());
      Files.write(dir.resolve(base + ".png"), p.png());
    }
    return pics;
  }

  /** The game's data and chart specs, as Plots draws them. */
  static List<Chart.Spec> specs(String rel) throws Exception {
    ReplaySource source = ReplaySource.of(TestFiles.testdata(rel));
    ReplayFormat f = Replays.detect(source).orElseThrow().format();
    return Plots.spec(f.id())
        .charts()
        .apply(GameData.read(f, source, DecodeLimits.DEFAULT, Plots.spec(f.id())));
  }

  static Set<String> seriesNames(Chart.Panel p) {
    return p.series().stream().map(Chart.Series::name).collect(Collectors.toSet());
  }

  @Test
  void aSlippiGameHasPercentStocksAndConversionsPerPlayerOverGameTime() throws Exception {
    String rel = "slippi/netplay-3.18-rollback.slp";
    List<Picture> pics = draw(rel);
    assertThat(pics)
        .extracting(Picture::name)
        .containsExactly("timeline", "sticks-p1", "sticks-p2");
    Picture p = pics.get(0);
    String text = Svg.text(p.svg());
    assertThat(p.title()).contains("Falco (Fox)").contains("Fountain of Dreams").contains("winner");
    assertThat(text)
        .contains(ChartBuilder.TIME_AXIS, "0:00")
        .contains("percent (%)", "stocks", "damage per conversion (%)")
        .contains("Fountain of Dreams");
    assertThat(p.svg()).startsWith("<?xml").contains("viewBox=").endsWith("</svg>\n");

    Chart.TimeSpec timeline = (Chart.TimeSpec) specs(rel).get(0);
    assertThat(timeline.panels())
        .extracting(Chart.Panel::axis)
        .containsExactly("percent (%)", "stocks", "damage per conversion (%)");
    List<String> players = players(rel);
    assertThat(players).hasSize(2);
    // percent and stocks: one series per player (plus the marks of stocks lost)
    for (Chart.Panel panel : timeline.panels().subList(0, 2))
      assertThat(seriesNames(panel)).containsAll(players);
    for (String player : players) assertThat(text).contains(player);
  }

  @Test
  void eachSlippiPlayerHasThePictureOfTheStickCoordinatesUsedWithViolationsMarked()
      throws Exception {
    String rel = "slippi/ice-climbers-1.0.slp";
    List<Picture> pics = draw(rel);
    assertThat(pics)
        .extracting(Picture::name)
        .containsExactly("timeline", "sticks-p1", "sticks-p2");
    ReplaySource source = ReplaySource.of(TestFiles.testdata(rel));
    ReplayFormat f = Replays.detect(source).orElseThrow().format();
    List<Chart.PlaneSpec> planes =
        SlippiCharts.sticks(GameData.read(f, source, DecodeLimits.DEFAULT, Plots.spec(f.id())));
    Chart.PlaneSpec p1 = planes.get(0);
    // the analysis says port 1 used a box and broke the travel-time rule
    assertThat(p1.title())
        .contains("box", "stick coordinates used", "broke the ruleset: travel_time");
    assertThat(p1.series()).extracting(Chart.Series::name).contains("coordinate used");
    assertThat(p1.series().get(0).x()).isNotEmpty();
    for (Chart.Series s : p1.series())
      for (int i = 0; i < s.x().length; i++) {
        assertThat(s.x()[i]).isBetween(-1.0, 1.0);
        assertThat(s.y()[i]).isBetween(-1.0, 1.0);
      }
    assertThat(Svg.text(pics.get(1).svg())).contains("stick x", "stick y");
  }

  static List<String> players(String rel) throws Exception {
    ReplaySource source = ReplaySource.of(TestFiles.testdata(rel));
    ReplayFormat f = Replays.detect(source).orElseThrow().format();
    return f.gameStats(source, DecodeLimits.DEFAULT).orElseThrow().participants().stream()
        .map(GameData::label)
        .toList();
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "screp/melee-1v1.rep",
        "teehistorian/session.teehistorian",
        "butter/arena-private-gzip-k30.butter",
        "butter/combat-zstd-k20-bones.butter",
        "soku/session-spectated.rep",
        "soku/session-spectated.pcapng",
        "screp/every-command.rep",
      })
  void everyGameDraws(String rel) throws Exception {
    assertThat(draw(rel)).isNotEmpty();
  }

  @Test
  void theSameGameGivesTheSameBytesEveryTime() throws Exception {
    Path file = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");
    List<Picture> a = Plots.ofFile(file, DecodeLimits.DEFAULT);
    List<Picture> b = Plots.ofFile(file, DecodeLimits.DEFAULT);
    assertThat(a).hasSameSizeAs(b);
    for (int i = 0; i < a.size(); i++) {
      assertThat(a.get(i).damage()).isNull();
      assertThat(a.get(i).svg()).isEqualTo(b.get(i).svg());
      assertThat(Arrays.equals(a.get(i).png(), b.get(i).png())).isTrue();
    }
    assertThat(a.get(0).svg()).doesNotContain("_" + "1" + "7"); // no clock-made id prefix
  }

  @Test
  void svgIdsDifferBetweenGamesSoPicturesCanShareAPage() {
    assertThat(Picture.idPrefix("a.slp", "timeline"))
        .isEqualTo(Picture.idPrefix("a.slp", "timeline"))
        .isNotEqualTo(Picture.idPrefix("b.slp", "timeline"))
        .matches("r4j-[0-9a-f]{8}-timeline-");
  }

  @Test
  void aRateOverAHugeSpanHasAtMostMaxSteps() throws Exception {
    Rate rate = new Rate("commands", "frame", List.of("player"), null, 1.0, 60);
    Rate.Counts counts = new Rate.Counts(rate);
    TableSchema schema =
        TableSchema.builder("t", "commands", "test")
            .add("frame", ColumnType.INT64, "frame")
            .add("player", ColumnType.INT32, "player")
            .build();
    TableBatchBuilder b = new TableBatchBuilder(schema, "f", TableOptions.ALL, counts);
    for (long frame : new long[] {0, 30, 90, 4_000_000_000L}) {
      b.setLong(1, frame);
      b.setInt(2, 1);
      b.endRow();
    }
    b.finish();
    Points p = counts.perMinute(List.of(1), 0, Double.NaN);
    assertThat(p.size()).isBetween(2, Rate.MAX_STEPS + 2);
    assertThat(p.maxX()).isEqualTo(4_000_000_000.0);
  }

  @Test
  void aStarCraftGameHasAnApmAndADashedEapmSeriesPerPlayerInOneColour() throws Exception {
    String rel = "screp/melee-1v1.rep";
    Chart.TimeSpec spec = (Chart.TimeSpec) specs(rel).get(0);
    Chart.Panel rates = spec.panels().get(0);
    List<String> players = players(rel);
    assertThat(rates.series()).hasSize(2 * players.size());
    for (int i = 0; i < rates.series().size(); i += 2) {
      Chart.Series apm = rates.series().get(i);
      Chart.Series eapm = rates.series().get(i + 1);
      assertThat(apm.kind()).isEqualTo(Chart.Kind.STEP);
      assertThat(apm.name()).matches(".*: APM \\d+");
      assertThat(eapm.kind()).isEqualTo(Chart.Kind.DASHED_STEP);
      assertThat(eapm.name()).matches(".*: EAPM \\d+");
      assertThat(eapm.colour()).isEqualTo(apm.colour());
      // the same windows; effective commands are some of the commands
      assertThat(eapm.x()).containsExactly(apm.x());
      for (int k = 0; k < apm.y().length; k++)
        assertThat(eapm.y()[k]).isLessThanOrEqualTo(apm.y()[k]);
      assertThat(Arrays.stream(eapm.y()).sum()).isPositive();
    }
    String svg = draw(rel).get(0).svg();
    for (String player : players) {
      assertThat(Svg.texts(svg)).anyMatch(t -> t.startsWith(player) && t.contains(": APM "));
      assertThat(Svg.texts(svg)).anyMatch(t -> t.startsWith(player) && t.contains(": EAPM "));
    }
    assertThat(svg).contains("stroke-dasharray");
  }

  @Test
  void aRateCountsItsMarkedRowsApartInTheSameWindows() throws Exception {
    Rate rate = new Rate("commands", "frame", List.of("player"), null, 1.0, 60, "effective");
    Rate.Counts counts = new Rate.Counts(rate);
    TableSchema schema =
        TableSchema.builder("t", "commands", "test")
            .add("frame", ColumnType.INT64, "frame")
            .add("player", ColumnType.INT32, "player")
            .add("effective", ColumnType.BOOL, "effective")
            .build();
    TableBatchBuilder b = new TableBatchBuilder(schema, "f", TableOptions.ALL, counts);
    long[] frames = {0, 10, 20, 70, 80, 119};
    boolean[] effective = {true, false, true, false, true, true};
    for (int i = 0; i < frames.length; i++) {
      b.setLong(1, frames[i]);
      b.setInt(2, 1);
      b.setBool(3, effective[i]);
      b.endRow();
    }
    b.finish();
    Points all = counts.perMinute(List.of(1), 0, 120);
    Points marked = counts.markedPerMinute(List.of(1), 0, 120);
    assertThat(all.series("a", 0, Chart.Kind.STEP).y()).containsExactly(3, 3, 3);
    assertThat(marked.series("m", 0, Chart.Kind.STEP).y()).containsExactly(2, 2, 2);
  }

  @Test
  void coordinatesHaveAtMostTwoDecimals() {
    assertThat(Picture.decimal(12.5)).isEqualTo("12.5");
    assertThat(Picture.decimal(3)).isEqualTo("3");
    assertThat(Picture.decimal(-0.004)).isEqualTo("0");
    assertThat(Picture.decimal(-1.05)).isEqualTo("-1.05");
    assertThat(Picture.decimal(1e-9)).isEqualTo("0");
    assertThat(Picture.decimal(Double.NaN)).isEqualTo("0");
  }

  @Test
  void gameTimeReadsAsMinutesAndSeconds() {
    assertThat(ChartBuilder.clock(0)).isEqualTo("0:00");
    assertThat(ChartBuilder.clock(65.4)).isEqualTo("1:05");
    assertThat(ChartBuilder.clock(3725)).isEqualTo("1:02:05");
    assertThat(ChartBuilder.clock(-2)).isEqualTo("-0:02");
    // spans under a few seconds get tenths
    assertThat(ChartBuilder.TIME_UNITS.getCeilingTickUnit(0.3).valueToString(61.5))
        .isEqualTo("1:01.5");
    assertThat(ChartBuilder.TIME_UNITS.getCeilingTickUnit(30).valueToString(61.5))
        .isEqualTo("1:02");
  }

  @Test
  void aCutFileIsDrawnAsFarAsReadWithTheDamageMarked() throws Exception {
    byte[] whole = Files.readAllBytes(TestFiles.testdata("slippi/netplay-3.18-rollback.slp"));
    ReplaySource cut = ReplaySource.of("cut.slp", Arrays.copyOf(whole, whole.length * 6 / 10));
    ReplayFormat f = Replays.format("slippi").orElseThrow();
    List<Picture> pics = Plots.of(f, cut, DecodeLimits.DEFAULT);
    assertThat(pics).isNotEmpty();
    assertThat(pics.get(0).title()).contains("damaged");
    assertThat(pics.get(0).damage()).contains("TRUNCATED");
    assertThat(Svg.text(pics.get(0).svg())).contains("damaged: data ends here");
  }

  @Test
  void aFileOfNoKnownFormatIsAFormatErrorNamingTheFile(@TempDir Path dir) throws Exception {
    Path junk = dir.resolve("junk.bin");
    Files.write(junk, "this is not a replay at all".getBytes());
    assertThatThrownBy(() -> Plots.ofFile(junk, DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("junk.bin");
    Path empty = dir.resolve("empty.slp");
    Files.write(empty, new byte[0]);
    assertThatThrownBy(() -> Plots.ofFile(empty, DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void aFileCutInItsHeaderIsAFormatErrorAndJustAfterItAnEmptyDamagedPicture() throws Exception {
    byte[] whole = Files.readAllBytes(TestFiles.testdata("slippi/netplay-3.18-rollback.slp"));
    ReplayFormat f = Replays.format("slippi").orElseThrow();
    for (int n : new int[] {0, 1, 8}) {
      ReplaySource cut = ReplaySource.of("cut.slp", Arrays.copyOf(whole, n));
      assertThatThrownBy(() -> Plots.of(f, cut, DecodeLimits.DEFAULT))
          .isInstanceOf(ReplayFormatException.class)
          .hasMessageContaining("truncated");
    }
    ReplaySource justAfter = ReplaySource.of("cut.slp", Arrays.copyOf(whole, 40));
    assertThat(Plots.of(f, justAfter, DecodeLimits.DEFAULT).get(0).title()).contains("damaged");
  }

  @Test
  void aParticipantWithoutNameIsLabelledBySlot() {
    ParticipantStats p = new ParticipantStats(3, null, null, "Fox", Result.UNKNOWN, null);
    assertThat(GameData.label(p)).isEqualTo("player 3 (Fox)");
  }
}
