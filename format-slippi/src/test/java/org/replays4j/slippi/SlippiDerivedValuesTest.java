package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.slippi.stats.SlippiStats;
import org.replays4j.testkit.TestFiles;

/**
 * One player numbering (the player index 0..3) in the tables, the JSON and the shared stats; the
 * winner by name; the shared stats' start time and damage as the summary's; one return type for
 * {@link SlippiStats#compute}.
 */
class SlippiDerivedValuesTest {
  private static final SlippiFormat FORMAT = new SlippiFormat();
  private static final Path NETPLAY = TestFiles.testdata("slippi/netplay-3.18-rollback.slp");

  private static TableRows rows(String table, ReplaySource src) throws Exception {
    TableRows rows = new TableRows();
    FORMAT.readTable(table, src, "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    return rows;
  }

  @Test
  @SuppressWarnings("unchecked")
  void playersAreNumberedByTheirPlayerIndexEverywhere() throws Exception {
    ReplaySource src = ReplaySource.of(NETPLAY);
    ReplaySummary s = FORMAT.summarize(src, DecodeLimits.DEFAULT);
    List<Map<String, Object>> players = (List<Map<String, Object>>) s.details().get("players");
    assertThat(players).extracting(p -> p.get("playerIndex")).containsExactly(0, 1);
    assertThat(players).extracting(p -> p.get("port")).containsExactly(1, 2); // the label
    assertThat(rows("players", src).column("player_index")).containsExactly((byte) 0, (byte) 1);
    assertThat(rows("frames", src).column("player_index")).contains((byte) 0, (byte) 1);
    GameStats g = FORMAT.gameStats(src, DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.participants()).extracting(ParticipantStats::slot).containsExactly(0, 1);
    assertThat(g.participants())
        .extracting(ParticipantStats::code)
        .containsExactly("ABCD#123", "XYZ#9");
    assertThat(g.participants()).extracting(ParticipantStats::character).contains("Fox");
  }

  @Test
  @SuppressWarnings("unchecked")
  void theWinnerIsANameInTheSummary() throws Exception {
    ReplaySummary s = FORMAT.summarize(ReplaySource.of(NETPLAY), DecodeLimits.DEFAULT);
    List<Map<String, Object>> winners = (List<Map<String, Object>>) s.details().get("winners");
    assertThat(winners)
        .singleElement()
        .satisfies(
            w -> {
              assertThat(w.get("playerIndex")).isEqualTo(0);
              assertThat(w.get("name")).isEqualTo("P1 Falco (ABCD#123)");
            });
  }

  @Test
  void theSharedStatsOfACutFileArePartialWithTheSummarysStartTime() throws Exception {
    byte[] whole = Files.readAllBytes(NETPLAY);
    ReplaySource full = ReplaySource.of("full.slp", whole);
    GameStats g = FORMAT.gameStats(full, DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.partial()).isFalse();
    assertThat(g.startTime()).isEqualTo("2026-11-25T21:00:00Z");
    ReplaySource cut = ReplaySource.of("cut.slp", Arrays.copyOf(whole, whole.length / 2));
    ReplaySummary s = FORMAT.summarize(cut, DecodeLimits.DEFAULT);
    GameStats c = FORMAT.gameStats(cut, DecodeLimits.DEFAULT).orElseThrow();
    assertThat(s.damage()).isNotNull();
    assertThat(c.partial()).isTrue();
  }

  @Test
  void computeHasOneReturnTypeFromBytesAPathOrAModel() throws Exception {
    SlippiStats.Result fromBytes = SlippiStats.compute(Files.readAllBytes(NETPLAY));
    SlippiStats.Result fromPath = SlippiStats.compute(NETPLAY);
    SlippiStats.Result fromModel =
        SlippiStats.compute(SlippiGame.read(Files.readAllBytes(NETPLAY)));
    assertThat(fromPath).isEqualTo(fromBytes);
    assertThat(fromModel.winners()).isEqualTo(fromBytes.winners());
    assertThat(fromModel.stats()).isNotNull();
  }
}
