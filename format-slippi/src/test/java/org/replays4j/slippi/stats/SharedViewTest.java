package org.replays4j.slippi.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.TestFiles;

/** The shared view of Slippi games carries exactly what the rich stats say. */
class SharedViewTest {
  static List<Path> games() throws IOException {
    return TestFiles.samplesThenCorpus("slippi", ".slp", 12);
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
      // slippi-js's winners, else (before Game End placements) the last player standing
      List<Placement> winners =
          rich.winners().isEmpty() && view.participants().stream().allMatch(x -> x.team() == null)
              ? SharedView.lastStanding(rich.stats())
              : rich.winners();
      boolean won = winners.stream().anyMatch(w -> w.playerIndex() == p.slot());
      if (winners.isEmpty()) assertThat(p.result()).isEqualTo(Result.UNKNOWN);
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

  private static Stock stock(int player, Integer end, int count) {
    return new Stock(player, -123, end, 0, end == null ? null : 120.0, 0, count, null);
  }

  private static SlippiGameStats game(boolean complete, Stock... stocks) {
    return new SlippiGameStats(
        900, 939, complete, List.of(stocks), List.of(), List.of(), List.of(), List.of());
  }

  @Test
  void aFinished1v1WithoutPlacementsIsWonByThePlayerLeftStanding() {
    // player 1 lost its last stock (count 1) while player 0 still has one
    assertThat(
            SharedView.lastStanding(
                game(true, stock(0, 400, 2), stock(1, 500, 1), stock(0, null, 1))))
        .containsExactly(new Placement(0, 0));
  }

  @Test
  void noWinnerWhenTheGameDidNotFinishOrBothStillStand() {
    assertThat(SharedView.lastStanding(game(false, stock(0, null, 1), stock(1, 500, 1)))).isEmpty();
    assertThat(SharedView.lastStanding(game(true, stock(0, null, 2), stock(1, null, 3)))).isEmpty();
    // a stock lost but not the last: the game ended another way (time, no contest)
    assertThat(SharedView.lastStanding(game(true, stock(0, null, 2), stock(1, 500, 3)))).isEmpty();
    assertThat(SharedView.lastStanding(null)).isEmpty();
  }
}
