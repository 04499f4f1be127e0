package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.testkit.Failures.assertFails;

import java.io.ByteArrayInputStream;
import java.util.Arrays;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.testkit.SalvageMarks;

/**
 * Salvage mode: a game cut after its header (as a crashed Dolphin or a full disk leaves it) gives
 * every complete event, marked with the damage, in the model, the stats and the SPI; strict mode
 * still throws; a damaged header still fails.
 */
class SlippiSalvageTest {
  private static final SlippiFormat FORMAT = new SlippiFormat();
  private static final byte[] FULL = SlippiSamples.netplayWithRollback();
  private static final byte[] CUT = Arrays.copyOf(FULL, FULL.length / 2 + 3);

  @Test
  void a_cut_game_reads_as_a_partial_model_up_to_its_last_complete_event() throws Exception {
    SlippiGame full = SlippiGame.read(FULL);
    SlippiGame cut = SlippiGame.read(CUT);
    assertThat(full.partial()).isFalse();
    assertThat(full.isComplete()).isTrue();
    assertThat(cut.partial()).isTrue();
    assertThat(cut.isComplete()).isFalse();
    assertThat(cut.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(cut.damage().offset()).isLessThanOrEqualTo(CUT.length);
    assertThat(cut.gameStart()).isEqualTo(full.gameStart());
    assertThat(cut.frameCount()).isPositive().isLessThan(full.frameCount());
    assertThat(cut.rawEnd()).isNull();
    assertThat(cut.metadata()).isNull();
    // the same from a stream
    SlippiGame streamed = SlippiGame.read(new ByteArrayInputStream(CUT));
    assertThat(streamed.damage()).isEqualTo(cut.damage());
    assertThat(streamed.frameCount()).isEqualTo(cut.frameCount());
  }

  @Test
  void strict_mode_still_throws_the_damage_as_an_exception() throws Exception {
    Damage d = SlippiGame.read(CUT).damage();
    assertThatThrownBy(() -> SlippiGame.read(CUT, SlippiDecoder.create()))
        .isInstanceOfSatisfying(
            ReplayFormatException.class, e -> assertThat(Damage.of(e)).isEqualTo(d));
  }

  @Test
  void a_damaged_header_fails_in_salvage_mode_too() {
    assertThatThrownBy(() -> SlippiGame.read(Arrays.copyOf(FULL, 12)))
        .isInstanceOf(ReplayFormatException.class);
    byte[] bad = FULL.clone();
    bad[3] = 'X';
    assertFails(ReplayFormatException.Kind.BAD_MAGIC, () -> SlippiGame.read(bad));
  }

  @Test
  void damage_in_the_metadata_comes_after_every_event_and_the_raw_end() throws Exception {
    SlippiGame full = SlippiGame.read(FULL);
    SlippiGame g = SlippiGame.read(Arrays.copyOf(FULL, FULL.length - 2));
    assertThat(g.partial()).isTrue();
    assertThat(g.rawEnd()).isEqualTo(full.rawEnd());
    assertThat(g.frameCount()).isEqualTo(full.frameCount());
    assertThat(g.metadata()).isNull();
  }

  @Test
  void the_stats_of_a_cut_game_are_those_of_its_complete_events_and_marked_partial()
      throws Exception {
    SlippiStats.Result r = SlippiStats.compute(CUT);
    assertThat(r.partial()).isTrue();
    assertThat(r.stats()).isNotNull();
    assertThat(r.winners()).isEmpty(); // no raw end: slippi-js finds no final frame either
    assertThat(SlippiStats.compute(SlippiGame.read(CUT))).isEqualTo(r);
    assertThat(SlippiStats.compute(FULL).partial()).isFalse();
  }

  @Test
  void the_spi_marks_summary_stats_events_and_the_games_table() throws Exception {
    ReplaySource src = ReplaySource.of("cut.slp", CUT);
    ReplaySource whole = ReplaySource.of("f.slp", FULL);
    Damage d = SlippiGame.read(CUT).damage();

    ReplaySummary s = SalvageMarks.summaryCarriesTheDamage(FORMAT, src, whole, d);
    assertThat(s.participants()).isNotEmpty();

    Map<String, Object> stats = FORMAT.stats(src, DecodeLimits.DEFAULT).orElseThrow();
    assertThat(stats).containsKeys("stats", "winners", "damage");
    assertThat(stats.get("damage")).isEqualTo(d.toTree());
    assertThat(FORMAT.stats(whole, DecodeLimits.DEFAULT).orElseThrow()).doesNotContainKey("damage");

    assertThat(SalvageMarks.eventsEndWithTheDamage(FORMAT, src, d))
        .contains("GameStart", "PostFrameUpdate")
        .doesNotContain("RawEnd");

    SalvageMarks.fileRowCarriesTheDamage(FORMAT, "games", src, whole, d);
    TableRows rows = new TableRows();
    FORMAT.readTable("games", src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    assertThat(rows.column("stage_id")).doesNotContainNull();
  }
}
