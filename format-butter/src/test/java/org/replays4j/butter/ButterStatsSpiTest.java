package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TestFiles;

/**
 * The stats through the format SPI: {@code stats} is a value tree whose keys are the columns of the
 * stats tables of {@code tables.tsv}, its rows equal the tables' rows, and {@code gameStats} is the
 * {@link MatchStats} of both Echo VR formats.
 */
class ButterStatsSpiTest {
  static final List<String> STATS_TABLES =
      List.of(
          "match_stats",
          "teams",
          "player_stats",
          "player_rounds",
          "goals",
          "rounds",
          "score_changes");

  @SuppressWarnings("unchecked")
  static void treeEqualsTables(ReplayFormat format, ReplaySource src) throws Exception {
    Map<String, Object> tree =
        (Map<String, Object>) format.stats(src, DecodeLimits.DEFAULT).orElseThrow().get("stats");
    for (String name : STATS_TABLES) {
      TableSchema schema = format.table(name).orElseThrow();
      TableRows rows = new TableRows();
      format.readTable(name, src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
      List<Map<String, Object>> objects =
          name.equals("match_stats") ? List.of(tree) : (List<Map<String, Object>>) tree.get(name);
      assertThat(objects).as(name).hasSize(rows.rows().size());
      for (int r = 0; r < objects.size(); r++) {
        List<Object> fromTree = new ArrayList<>();
        List<Object> fromTable = new ArrayList<>();
        for (int c = 1; c < schema.size(); c++) {
          String col = schema.column(c).name();
          assertThat(objects.get(r)).as(name).containsKey(col);
          fromTree.add(objects.get(r).get(col));
          fromTable.add(rows.rows().get(r).get(c));
        }
        assertThat(fromTree).as("%s row %d", name, r).isEqualTo(fromTable);
      }
    }
    List<String> keys = new ArrayList<>();
    TableSchema match = format.table("match_stats").orElseThrow();
    for (int c = 1; c < match.size(); c++) keys.add(match.column(c).name());
    keys.addAll(STATS_TABLES.subList(1, STATS_TABLES.size()));
    assertThat(tree.keySet()).containsExactlyElementsOf(keys);
  }

  @Test
  void butter_stats_tree_has_the_keys_and_rows_of_the_stats_tables() throws Exception {
    Path file = TestFiles.testdata("butter/arena-private-gzip-k30.butter");
    treeEqualsTables(new ButterFormat(), ReplaySource.of(file));
    GameStats g =
        new ButterFormat().gameStats(ReplaySource.of(file), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.format()).isEqualTo("butter");
    assertThat(g.participants()).isNotEmpty();
    assertThat(g.scoringEvents()).extracting(e -> e.kind()).containsOnly("goal");
  }

  @Test
  void echoreplay_stats_are_the_same_from_text_and_zip() throws Exception {
    byte[] text = EchoReplayContractTest.text(12);
    EchoReplayFormat f = new EchoReplayFormat();
    MatchStats plain =
        (MatchStats)
            f.gameStats(ReplaySource.of("t.echoreplay", text), DecodeLimits.DEFAULT).orElseThrow();
    MatchStats zipped =
        (MatchStats)
            f.gameStats(
                    ReplaySource.of("z.echoreplay", EchoReplayReaderTest.zip(text)),
                    DecodeLimits.DEFAULT)
                .orElseThrow();
    assertThat(zipped).isEqualTo(plain);
    assertThat(plain.format()).isEqualTo("echoreplay");
    assertThat(plain.frames()).isEqualTo(12);
    assertThat(plain.players())
        .extracting(p -> p.slot() + " " + p.name() + " " + p.team())
        .containsExactly("1 blue0 blue", "2 blue1 blue", "3 orange0 orange", "4 orange1 orange");
    // points rise to 1 at frame 9 of the 12 frames, stuns stay at 1
    assertThat(plain.player(1).counters().points()).isEqualTo(1);
    assertThat(plain.player(1).counters().stuns()).isEqualTo(1);
    // one blue point every 7 frames: the score timeline, the clock falling 1 s per frame
    assertThat(plain.team("blue").timeline()).extracting(p -> p.frame()).containsExactly(0, 7);
    assertThat(plain.playSeconds()).isEqualTo(11.0);
    assertThat(plain.team("blue").possessionShare()).isEqualTo(1.0);
    Map<String, Object> tree =
        f.stats(ReplaySource.of("t.echoreplay", text), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(tree).containsOnlyKeys("stats");
  }

  @Test
  void combat_stats_carry_teams_and_loadouts_and_no_goals() throws Exception {
    Path file = TestFiles.testdata("butter/combat-zstd-k20-bones.butter");
    MatchStats s =
        (MatchStats)
            new ButterFormat().gameStats(ReplaySource.of(file), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(s.map()).isEqualTo("mpl_combat_dyson");
    assertThat(s.goals()).isEmpty();
    assertThat(s.players()).isNotEmpty();
    // the generator gives the player in slot n the loadout byte n - 1 (in its first 100 frames)
    String[] weapons = {"rocket", "blaster", "scout", "assault"};
    String[] ordnances = {"stun", "det", "burst", "arc"};
    assertThat(s.players())
        .allSatisfy(
            p -> {
              assertThat(p.team()).isIn("blue", "orange");
              assertThat(p.weapon()).isEqualTo(weapons[(p.slot() - 1) & 3]);
              assertThat(p.ordnance()).isEqualTo(ordnances[((p.slot() - 1) >> 2) & 3]);
              assertThat(p.tacMod()).isEqualTo("sensor");
              assertThat(p.arm()).isEqualTo("Left");
            });
    assertThat(s.player(2).weapon()).isEqualTo("blaster");
  }
}
