package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.arrow.ArrowTableReader;
import org.replays4j.testkit.toy.ToyWriter;

/**
 * A sixth game known only to the test scope (the toy of the test kit, registered in this module's
 * test services file) gets every door of the command line without a line of its own there: inspect,
 * stats, events, export of its table to every table file format, the catalog, and salvage of a cut
 * file (partial, with its damage) through each of them.
 */
class ToyDoorsTest {
  @TempDir Path tmp;
  Path dir;
  Path whole;
  Path cut;

  @BeforeEach
  void files() throws Exception {
    byte[] full = ToyWriter.sample();
    dir = Files.createDirectories(tmp.resolve("in"));
    whole = Files.write(dir.resolve("final.toy"), full);
    cut = Files.write(dir.resolve("cut.toy"), ToyWriter.cut(full, full.length - 5));
  }

  @Test
  void inspect_json_gives_the_summary_and_marks_the_cut_file_partial_with_its_damage() {
    CliTest.Run r = CliTest.run("inspect", "--json", whole.toString(), cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED); // a partly read file, as for every format
    Map<String, Object> ok = r.json().get(0), part = r.json().get(1);
    assertThat(ok)
        .containsEntry("format", "toy")
        .containsEntry("status", "ok")
        .containsEntry("durationSeconds", 3.0)
        .containsEntry("participants", List.of("Ann", "Bob"))
        .containsEntry("toy", Map.of("title", "Toy cup final", "winner", "Ann"))
        .doesNotContainKey("damage");
    assertThat(part).containsEntry("status", "partial").containsEntry("partial", true);
    assertThat(part).containsEntry("durationSeconds", 2.0);
    assertThat(StatsCommandTest.at(part, "damage"))
        .containsEntry("format", "toy")
        .containsEntry("kind", "TRUNCATED")
        .containsEntry("offset", 60L);
    assertThat(r.err()).contains("1 ok, 1 partial, 0 failed");
  }

  @Test
  void inspect_text_and_overview_show_players_winner_and_the_damage() {
    CliTest.Run r = CliTest.run("inspect", whole.toString(), cut.toString());
    assertThat(r.out())
        .contains("final.toy  toy 1  65 B  OK")
        .contains("cut.toy  toy 1  60 B  PARTIAL")
        .contains("TRUNCATED at 60")
        .contains("participants   Ann, Bob")
        .contains("winner         Ann");
    CliTest.Run o = CliTest.run("inspect", "--overview", dir.toString());
    assertThat(o.lines())
        .anySatisfy(l -> assertThat(l).contains("cut.toy", "PARTIAL at byte 60", "Ann (won)"))
        .anySatisfy(l -> assertThat(l).contains("final.toy", "0:03", "Ann (won) vs Bob (lost)"));
  }

  @Test
  void stats_print_the_typed_stats_and_the_shared_view_partial_for_the_cut_file() {
    CliTest.Run r = CliTest.run("stats", whole.toString(), cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    Map<String, Object> ok = r.json().get(0), part = r.json().get(1);
    assertThat(StatsCommandTest.at(ok, "stats"))
        .containsEntry("winner", "Ann")
        .containsEntry("ticks", 180L)
        .containsEntry("partial", false);
    assertThat(StatsCommandTest.at(ok, "game")).containsEntry("partial", false);
    assertThat(ok).doesNotContainKey("damage");
    assertThat(StatsCommandTest.at(part, "stats")).containsEntry("partial", true);
    assertThat(StatsCommandTest.at(part, "game")).containsEntry("partial", true);
    assertThat(StatsCommandTest.at(part, "damage")).containsEntry("kind", "TRUNCATED");
    assertThat(r.err()).contains("1 ok, 1 partial, 0 failed");
  }

  @Test
  void events_lists_the_records_before_the_cut_then_says_where_it_stopped() {
    CliTest.Run all = CliTest.run("events", whole.toString());
    assertThat(all.exit()).isEqualTo(Main.OK);
    assertThat(all.json()).extracting(m -> m.get("type")).hasSize(9).endsWith("End");
    CliTest.Run r = CliTest.run("events", cut.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.json()).isEqualTo(all.json().subList(0, 7));
    assertThat(r.err()).contains("partial: damaged, TRUNCATED at 60").contains("after 7 events");
    CliTest.Run scores = CliTest.run("events", "--type", "Score", whole.toString());
    assertThat(scores.json()).extracting(m -> m.get("points")).containsExactly(5L, 2L, 1L);
  }

  @Test
  void export_writes_its_table_to_every_table_file_format_with_the_cut_files_rows()
      throws Exception {
    for (String to : List.of("arrow", "parquet", "csv", "jsonl")) {
      Path out = tmp.resolve(to);
      CliTest.Run r =
          CliTest.run(
              "export", "--table", "scores", "--to", to, "-o", out.toString(), dir.toString());
      assertThat(r.exit()).as(to + ": " + r.err()).isEqualTo(Main.FAILED);
      assertThat(r.err())
          .contains("cut.toy: partial: damaged, TRUNCATED at 60")
          .contains("1 ok, 1 partial, 0 failed");
      Path file = out.resolve("toy.scores." + to);
      assertThat(file).exists();
      byte[] b = Files.readAllBytes(file);
      switch (to) {
        case "arrow" -> {
          ArrowTableReader.Rows rows = ArrowTableReader.readRows(file);
          assertThat(rows.schema().columns())
              .extracting(c -> c.name())
              .containsExactly("file", "tick", "player", "points");
          assertThat(rows.rows()).hasSize(6);
          assertThat(rows.rows().get(0)).containsExactly(cut.toString(), 30, 0, 5);
        }
        case "parquet" -> {
          assertThat(new String(Arrays.copyOf(b, 4), StandardCharsets.US_ASCII)).isEqualTo("PAR1");
          assertThat(new String(b, b.length - 4, 4, StandardCharsets.US_ASCII)).isEqualTo("PAR1");
        }
        case "csv" ->
            assertThat(Files.readAllLines(file))
                .hasSize(7)
                .startsWith("file,tick,player,points", cut + ",30,0,5");
        default ->
            assertThat(Files.readAllLines(file))
                .hasSize(6)
                .allSatisfy(l -> assertThat(l).startsWith("{\"file\":"));
      }
    }
  }

  @Test
  void the_catalog_indexes_its_table_and_participants_and_marks_the_cut_file_partial() {
    String db = tmp.resolve("c.db").toString();
    CliTest.Run r = CliTest.run("index", "--db", db, dir.toString());
    assertThat(r.err()).contains("2 indexed");
    assertThat(r.exit()).isEqualTo(Main.FAILED); // a partly read file, as every command says
    CliTest.Run files =
        CliTest.run(
            "query",
            "--db",
            db,
            "--csv",
            "SELECT path, format, status, error_kind, error_offset FROM files ORDER BY path");
    assertThat(files.lines())
        .containsExactly(
            "path,format,status,error_kind,error_offset",
            cut + ",toy,partial,TRUNCATED,60",
            whole + ",toy,ok,,");
    CliTest.Run scores =
        CliTest.run(
            "query",
            "--db",
            db,
            "--csv",
            "SELECT f.path, s.tick, s.player, s.points FROM toy_scores s"
                + " JOIN files f ON f.id = s.file WHERE f.path LIKE '%final.toy' ORDER BY s.tick");
    assertThat(scores.lines())
        .containsExactly(
            "path,tick,player,points", whole + ",30,0,5", whole + ",90,1,2", whole + ",120,0,1");
    CliTest.Run people =
        CliTest.run(
            "query",
            "--db",
            db,
            "--csv",
            "SELECT name, outcome, status FROM participants ORDER BY path, slot");
    assertThat(people.lines())
        .containsExactly(
            "name,outcome,status",
            "Ann,win,partial",
            "Bob,loss,partial",
            "Ann,win,ok",
            "Bob,loss,ok");
  }
}
