package org.replays4j.testkit.toy;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.table.TableRows;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.EventRecorder;

/** The toy game: its products agree with each other, whole and cut, on every rule of the SPI. */
class ToyFormatTest {
  static final ToyFormat TOY = new ToyFormat();
  static final DecodeLimits L = DecodeLimits.DEFAULT;

  static ReplaySource src(byte[] b) {
    return ReplaySource.of("game.toy", b);
  }

  @Test
  void a_whole_game_summarises_its_title_players_duration_and_winner() throws Exception {
    ReplaySummary s = TOY.summarize(src(ToyWriter.sample()), L);
    assertThat(s.format()).isEqualTo("toy");
    assertThat(s.participants()).containsExactly("Ann", "Bob");
    assertThat(s.durationSeconds()).isEqualTo(3.0);
    assertThat(s.counts()).containsEntry("Score", 3L).containsEntry("Move", 4L);
    assertThat(s.details()).containsEntry("title", "Toy cup final").containsEntry("winner", "Ann");
    assertThat(s.partial()).isFalse();
  }

  @Test
  void the_shared_stats_view_and_the_stats_tree_come_from_one_typed_product() throws Exception {
    GameStats g = TOY.gameStats(src(ToyWriter.sample()), L).orElseThrow();
    assertThat(g.participants())
        .extracting(p -> p.result().outcome())
        .containsExactly(Result.Outcome.WIN, Result.Outcome.LOSS);
    assertThat(g.scoringEvents()).hasSize(3);
    assertThat(g.durationSeconds()).isEqualTo(3.0);
    Map<String, Object> tree = TOY.stats(src(ToyWriter.sample()), L).orElseThrow();
    assertThat(tree).containsOnlyKeys("stats");
    assertThat(tree.get("stats").toString()).contains("points=6").contains("winner=Ann");
  }

  @Test
  void a_cut_game_gives_the_records_before_the_cut_marked_in_every_product() throws Exception {
    byte[] full = ToyWriter.sample();
    byte[] cut = ToyWriter.cut(full, full.length - 5);
    ReplaySummary s = TOY.summarize(src(cut), L);
    assertThat(s.partial()).isTrue();
    assertThat(s.damage().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(TOY.gameStats(src(cut), L).orElseThrow().partial()).isTrue();
    assertThat(TOY.stats(src(cut), L).orElseThrow()).containsKey("damage");
    EventRecorder got = EventRecorder.types();
    TOY.events(src(cut), L, got);
    assertThat(got.got())
        .containsExactly(
            "Header", "Move", "Move", "Score", "Move", "Score", "Score", "damage " + s.damage());
  }

  @Test
  void a_cut_header_a_wrong_magic_or_a_huge_player_count_is_a_format_exception() {
    byte[] full = ToyWriter.sample();
    assertThatThrownBy(() -> TOY.summarize(src(ToyWriter.cut(full, 9)), L))
        .isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> TOY.summarize(src("NOPE".getBytes()), L))
        .isInstanceOf(ReplayFormatException.class);
    byte[] many = ToyWriter.game("x", "a", "b", "c").end(0);
    assertThatThrownBy(() -> TOY.summarize(src(many), L.withMaxPlayers(2)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("players");
  }

  @Test
  void its_table_and_products_pass_the_table_and_analysis_contracts() throws Exception {
    for (byte[] b : List.of(ToyWriter.sample(), ToyWriter.game("t", "A").score(1, 0, 1).bytes())) {
      TableRows rows = TableContract.check(TOY, "scores", src(b));
      assertThat(rows.rows()).isNotEmpty();
      TableContract.checkReadTables(TOY, src(b), Map.of());
      AnalysisContract.check(TOY, src(b));
    }
  }
}
