package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

/** The two sides' names and characters, as the summary and the shared view both give them. */
class SidesTest {
  @Test
  void aSideIsNamedByItsProfileElseByItsCharacterElseByItsNumber() {
    assertThat(Sides.label(Sides.HOST, "youmu", "REIMU")).isEqualTo("youmu");
    assertThat(Sides.label(Sides.CLIENT, null, "SANAE")).isEqualTo("SANAE");
    assertThat(Sides.label(Sides.HOST, null, null)).isEqualTo("#0");
    assertThat(Sides.label(Sides.CLIENT, null, null)).isEqualTo("#1");
  }

  @Test
  void aSidesCharacterIsTheOneOfEveryMatchOrTheDistinctOnesInOrder() {
    assertThat(Sides.character(List.of("REIMU", "REIMU"))).isEqualTo("REIMU");
    assertThat(Sides.character(Arrays.asList("REIMU", null, "MARISA", "REIMU")))
        .isEqualTo("REIMU/MARISA");
    assertThat(Sides.character(Arrays.asList(null, null))).isNull();
    assertThat(Sides.character(List.of())).isNull();
  }

  @Test
  void aFileLastsAsLongAsItsMatches() {
    assertThat(MatchClock.seconds(new long[] {60, 30})).isEqualTo(1.5);
    assertThat(MatchClock.seconds(new long[] {})).isNull();
    assertThat(MatchClock.seconds(90)).isEqualTo(1.5);
  }
}
