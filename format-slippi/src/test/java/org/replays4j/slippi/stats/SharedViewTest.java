package org.replays4j.slippi.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.slippi.SlippiFormat;
import org.replays4j.testkit.TestFiles;

/** The shared view of Slippi games carries exactly what the rich stats say. */
class SharedViewTest {
  static Stream<Path> games() throws IOException {
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(TestFiles.testdata("slippi"))) {
      s.filter(p -> p.toString().endsWith(".slp")).sorted().forEach(out::add);
    }
    Path corpus = TestFiles.corpus("slippi");
    if (Files.isDirectory(corpus)) {
      try (Stream<Path> s = Files.list(corpus)) {
        s.filter(p -> p.toString().endsWith(".slp")).sorted().limit(12).forEach(out::add);
      }
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("games")
  void winnersStockLossesAndInputRatesMatchTheRichStats(Path file) throws IOException {
    Assumptions.assumeTrue(Files.exists(file));
    SlippiStats.Result rich;
    try {
      rich = SlippiStats.compute(Files.readAllBytes(file));
    } catch (ReplayFormatException e) {
      assertThatThrownBy(
              () -> new SlippiFormat().gameStats(ReplaySource.of(file), DecodeLimits.DEFAULT))
          .isInstanceOf(ReplayFormatException.class);
      return;
    }
    GameStats view =
        new SlippiFormat().gameStats(ReplaySource.of(file), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(view.format()).isEqualTo("slippi");
    List<Integer> slots = view.participants().stream().map(ParticipantStats::slot).toList();
    assertThat(slots).isSorted();
    for (ParticipantStats p : view.participants()) {
      boolean won = rich.winners().stream().anyMatch(w -> w.playerIndex() == p.slot());
      if (rich.winners().isEmpty()) assertThat(p.result()).isEqualTo(Result.UNKNOWN);
      else
        assertThat(p.result().outcome()).isEqualTo(won ? Result.Outcome.WIN : Result.Outcome.LOSS);
      assertThat(p.character()).isNotNull();
      if (rich.stats() != null && rich.stats().overall(p.slot()) != null) {
        Ratio ipm = rich.stats().overall(p.slot()).inputsPerMinute();
        if (ipm != null && ipm.hasRatio() && Double.isFinite(ipm.ratio()))
          assertThat(p.actionsPerMinute()).isEqualTo(ipm.ratio());
        else assertThat(p.actionsPerMinute()).isNull();
      }
      long lost =
          view.scoringEvents().stream()
              .filter(e -> e.slot() == p.slot() && e.kind().equals("stock_lost"))
              .count();
      assertThat(lost).isEqualTo(rich.stats() == null ? 0 : rich.stats().deaths(p.slot()));
    }
    assertThat(view.scoringEvents()).extracting(ScoringEvent::seconds).isSorted();
  }
}
