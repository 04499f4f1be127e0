package org.replays4j.core.stats;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class StatsTreesTest {
  static final BasicGameStats GAME =
      new BasicGameStats(
          "demo",
          90.5,
          List.of(
              new ParticipantStats(
                  0, "ann", "1", "Fox", new Result(Result.Outcome.WIN, 1, null, 3L), 250.0),
              new ParticipantStats(1, null, null, null, Result.UNKNOWN, Double.NaN)),
          List.of(new ScoringEvent(12.0, 1, null, "stock_lost", 3.0)),
          false);

  @Test
  void aParticipantWithoutANameIsShownAsHashAndSlot() {
    assertThat(GAME.participants().get(0).displayName()).isEqualTo("ann");
    assertThat(GAME.participants().get(1).displayName()).isEqualTo("#1");
    assertThat(new ParticipantStats(7, " ", null, null, Result.UNKNOWN, null).displayName())
        .isEqualTo("#7");
  }

  @Test
  void theTreeHasTheSameKeysInTheSameOrderForEveryGame() {
    Map<String, Object> t = StatsTrees.of(GAME);
    assertThat(t.keySet())
        .containsExactly(
            "format", "durationSeconds", "partial", "startTime", "participants", "scoringEvents");
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> ps = (List<Map<String, Object>>) t.get("participants");
    assertThat(ps.get(0).keySet())
        .containsExactly("slot", "name", "code", "team", "character", "result", "actionsPerMinute");
    @SuppressWarnings("unchecked")
    Map<String, Object> result = (Map<String, Object>) ps.get(0).get("result");
    assertThat(result.keySet()).containsExactly("outcome", "placement", "finishSeconds", "score");
    assertThat(result)
        .containsEntry("outcome", "win")
        .containsEntry("placement", 1)
        .containsEntry("finishSeconds", null)
        .containsEntry("score", 3L);
  }

  @Test
  void aNonFiniteRateBecomesNull() {
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> ps =
        (List<Map<String, Object>>) StatsTrees.of(GAME).get("participants");
    assertThat(ps.get(1)).containsEntry("actionsPerMinute", null).containsEntry("name", null);
  }

  @Test
  void aParticipantNeedsAResult() {
    assertThatThrownBy(() -> new ParticipantStats(0, null, null, null, null, null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void numbersThatAreNotFiniteAreNotKnown() {
    assertThat(new Result(null, null, Double.POSITIVE_INFINITY, null).finishSeconds()).isNull();
    assertThat(new ScoringEvent(1.0, 0, null, "goal", Double.NaN).value()).isNull();
    assertThat(
            new BasicGameStats("demo", Double.NaN, List.of(), List.of(), false).durationSeconds())
        .isNull();
    assertThatThrownBy(() -> new ScoringEvent(Double.NaN, 0, null, "goal", null))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("seconds");
  }

  @Test
  void anOutcomeReadsTheSameInEveryOutput() {
    assertThat(Result.Outcome.WIN.text()).isEqualTo("win");
    assertThat(Result.Outcome.LOSS.text()).isEqualTo("loss");
    assertThat(Result.Outcome.DRAW.text()).isEqualTo("draw");
  }
}
