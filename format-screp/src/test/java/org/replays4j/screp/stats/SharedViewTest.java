package org.replays4j.screp.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.testkit.TestFiles;

/** The shared view of StarCraft replays carries exactly what the computed stats say. */
class SharedViewTest {
  @ParameterizedTest
  @MethodSource("replays")
  void playersApmWinnerAndLeavesMatchTheComputedStats(Path file) throws IOException {
    GameStats view =
        new ScrepFormat().gameStats(ReplaySource.of(file), DecodeLimits.DEFAULT).orElseThrow();
    ScrepComputed comp = ScrepComputed.compute(ScrepReplay.read(file));
    assertThat(view.format()).isEqualTo("screp");
    assertThat(view.participants()).hasSameSizeAs(comp.players());
    assertThat(view.participants()).extracting(ParticipantStats::slot).isSorted();
    List<ScrepComputed.Player> bySlot = new ArrayList<>(comp.players());
    bySlot.sort(Comparator.comparingInt(x -> x.slot().playerId()));
    for (int i = 0; i < bySlot.size(); i++) {
      ParticipantStats p = view.participants().get(i);
      ScrepComputed.Player c = bySlot.get(i);
      assertThat(p.slot()).isEqualTo(c.slot().playerId());
      assertThat(p.actionsPerMinute()).isEqualTo((double) c.apm());
      assertThat(p.name()).isEqualTo(c.slot().name().text());
      if (comp.winnerTeam() > 0 && !c.observer())
        assertThat(p.result().outcome())
            .isEqualTo(c.team() == comp.winnerTeam() ? Result.Outcome.WIN : Result.Outcome.LOSS);
      else assertThat(p.result()).isEqualTo(Result.UNKNOWN);
    }
    assertThat(view.scoringEvents()).hasSameSizeAs(comp.leaves());
    assertThat(view.scoringEvents()).allMatch(e -> e.kind().equals("leave"));
  }

  static List<Path> replays() throws IOException {
    return TestFiles.samplesThenCorpus("screp", ".rep", 8);
  }
}
