package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** A replay cut after its header: inspect shows it PARTIAL, stats print what was read; exit 1. */
class SalvageCliTest {
  @TempDir Path tmp;

  private Path cut() throws Exception {
    byte[] full = Files.readAllBytes(testdata("slippi/netplay-3.18-rollback.slp"));
    return Files.write(tmp.resolve("cut.slp"), Arrays.copyOf(full, full.length / 2));
  }

  @Test
  void inspect_shows_a_cut_replay_as_partial_with_its_damage_in_text_and_json() throws Exception {
    Path f = cut();
    CliTest.Run text = CliTest.run("inspect", f.toString());
    assertThat(text.exit()).isEqualTo(Main.FAILED);
    assertThat(text.out()).contains("PARTIAL").contains("damage").contains("TRUNCATED at ");
    assertThat(text.out()).contains("participants");

    CliTest.Run json = CliTest.run("inspect", "--json", f.toString());
    assertThat(json.exit()).isEqualTo(Main.FAILED);
    Map<String, Object> o = json.json().get(0);
    assertThat(o).containsEntry("ok", true).containsEntry("partial", true);
    assertThat(StatsCommandTest.at(o, "damage"))
        .containsEntry("kind", "TRUNCATED")
        .containsEntry("format", "slippi")
        .containsKey("offset");
  }

  @Test
  void stats_prints_the_partial_stats_with_the_damage() throws Exception {
    CliTest.Run r = CliTest.run("stats", cut().toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    List<Map<String, Object>> lines = r.json();
    assertThat(lines).hasSize(1);
    assertThat(lines.get(0)).containsKeys("stats", "winners", "damage");
    assertThat(StatsCommandTest.at(lines.get(0), "stats")).containsKey("overall");
    assertThat(StatsCommandTest.at(lines.get(0), "damage")).containsEntry("kind", "TRUNCATED");
  }
}
