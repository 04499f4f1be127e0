package org.replays4j.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import java.util.stream.Stream;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.TestFiles;

/** One file of each game from testdata: the pictures, their axes, titles and players. */
class GamePicturesTest {
  static Stream<Arguments> games() {
    return Stream.of(
        Arguments.of(
            "slippi/netplay-3.18-rollback.slp",
            List.of("timeline", "sticks-p1", "sticks-p2"),
            List.of("percent (%)", "stocks", "damage per conversion (%)"),
            List.of("Falco (Fox)", "まりお (Falco)")),
        Arguments.of(
            "screp/melee-1v1.rep",
            List.of("timeline"),
            List.of("APM and EAPM", "build order"),
            null),
        Arguments.of(
            "teehistorian/session.teehistorian",
            List.of("timeline"),
            List.of("race time (s)", "connected", "inputs per minute"),
            List.of("alice", "bob", "nameless tee")),
        Arguments.of(
            "butter/arena-private-gzip-k30.butter",
            List.of("score", "speed"),
            List.of("points"),
            List.of("blue", "orange")),
        Arguments.of(
            "soku/session-spectated.rep",
            List.of("match"),
            List.of("input changes per minute (10 s windows)"),
            List.of("host (CIRNO)", "client (IKU)")));
  }

  @ParameterizedTest
  @MethodSource("games")
  void eachGameIsDrawnOverGameTimeWithItsAxesTitleAndOneSeriesPerPlayer(
      String rel, List<String> names, List<String> axes, List<String> players) throws Exception {
    List<Picture> pics = PlotsTest.draw(rel);
    assertThat(pics).extracting(Picture::name).containsExactlyElementsOf(names);
    Picture first = pics.get(0);
    List<String> texts = Svg.texts(first.svg());
    assertThat(first.title()).isNotBlank();
    assertThat(Svg.text(first.svg())).contains(first.title().split(" — ")[0]);
    assertThat(texts).contains(ChartBuilder.TIME_AXIS).containsAll(axes);
    assertThat(texts).anyMatch(t -> t.matches("\\d+:\\d\\d(\\.\\d)?")); // m:ss ticks

    Chart.TimeSpec spec = (Chart.TimeSpec) PlotsTest.specs(rel).get(0);
    Set<String> perPlayer = new LinkedHashSet<>();
    for (Chart.Series s : spec.panels().get(spec.panels().size() - 1).series())
      if (s.colour() >= 0) perPlayer.add(s.name());
    List<String> expected = players != null ? players : PlotsTest.players(rel);
    // the last panel (a rate or the damage of conversions) has one series per player at most,
    // and together the panels name every player once
    assertThat(perPlayer.size()).isLessThanOrEqualTo(expected.size());
    Set<String> all = new LinkedHashSet<>();
    for (Chart.Panel p : spec.panels())
      for (Chart.Series s : p.series()) if (s.colour() >= 0) all.add(s.name());
    for (String player : expected) assertThat(all).anyMatch(n -> n.startsWith(player));
    for (String player : expected) assertThat(Svg.text(first.svg())).contains(player);
  }

  static Stream<Path> testdataReplays() throws Exception {
    List<Path> files = new ArrayList<>();
    for (String dir : List.of("slippi", "screp", "teehistorian", "butter", "soku"))
      try (Stream<Path> s = Files.list(TestFiles.testdata(dir))) {
        s.sorted().forEach(files::add);
      }
    return files.stream();
  }

  /** Every cut of every testdata replay is pictures marked damaged, or a format error. */
  @ParameterizedTest
  @MethodSource("testdataReplays")
  void aCutFileIsDrawnAsFarAsReadOrRefusedWithAFormatError(Path file) throws Exception {
    byte[] whole = Files.readAllBytes(file);
    ReplayFormat f = Replays.detect(ReplaySource.of(file)).orElseThrow().format();
    for (int tenth : new int[] {3, 6, 9}) {
      String name = file.getFileName().toString();
      ReplaySource cut = ReplaySource.of(name, Arrays.copyOf(whole, whole.length * tenth / 10));
      List<Picture> pics;
      try {
        pics = Plots.of(f, cut, DecodeLimits.DEFAULT);
      } catch (ReplayFormatException e) {
        assertThat(e.getMessage()).isNotBlank();
        continue;
      }
      for (Picture p : pics) {
        assertThat(p.svg()).endsWith("</svg>\n");
        if (p.title().contains("damaged") && p.name().matches("timeline|score|match.*"))
          assertThat(Svg.text(p.svg())).contains("damaged: data ends here");
      }
    }
  }

  /**
   * A file may claim a game of years (StarCraft's every-command sample has a command at a frame
   * near 2^31): rates get wider windows and the axis longer ticks, so a picture stays small.
   */
  @ParameterizedTest
  @MethodSource("testdataReplays")
  void everyPictureStaysSmallWhateverTheFileClaims(Path file) throws Exception {
    for (Picture p : Plots.ofFile(file, DecodeLimits.DEFAULT))
      assertThat(p.svg().length()).as(p.name()).isLessThan(500_000);
  }

  @ParameterizedTest
  @MethodSource("testdataReplays")
  void aDecompressionLimitIsAFormatErrorOrADamagedPicture(Path file) throws Exception {
    ReplaySource source = ReplaySource.of(file);
    ReplayFormat f = Replays.detect(source).orElseThrow().format();
    DecodeLimits tight = DecodeLimits.DEFAULT.withMaxDecompressedBytes(64);
    try {
      List<Picture> pics = Plots.of(f, source, tight);
      assertThat(pics).allSatisfy(p -> assertThat(p.svg()).endsWith("</svg>\n"));
    } catch (ReplayFormatException e) {
      assertThat(e.getMessage()).isNotBlank();
    }
  }

  @ParameterizedTest
  @MethodSource("testdataReplays")
  void aFormatThatDrawsNothingIsRefusedByName(Path file) {
    assertThatThrownBy(
            () -> Plots.of(new NoPictures(), ReplaySource.of(file), DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("nopictures");
  }

  /** A format with no pictures. */
  static final class NoPictures extends ReplayFormat {
    NoPictures() {
      super("nopictures", "No pictures", "1", "np");
    }

    @Override
    public double probe(byte[] head, String fileName) {
      return 0;
    }

    @Override
    protected ReplayAnalysis decode(
        ReplaySource source, DecodeLimits limits, DecodeRequest request) {
      throw new UnsupportedOperationException();
    }
  }
}
