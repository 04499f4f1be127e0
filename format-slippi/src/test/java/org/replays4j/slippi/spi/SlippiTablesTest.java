package org.replays4j.slippi.spi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.lang.reflect.Method;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.slippi.Corpus;
import org.replays4j.slippi.ItemColumns;
import org.replays4j.slippi.PostFrameColumns;
import org.replays4j.slippi.PreFrameColumns;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.record.EventLayout;

/**
 * The Slippi tables: the contract on every sample and corpus file, and the same values as the
 * model.
 */
class SlippiTablesTest {
  private static final SlippiFormat FORMAT = new SlippiFormat();

  static Path testdata(String name) {
    return Path.of(System.getProperty("replays4j.root", ".."), "testdata", "slippi", name);
  }

  static List<Path> samples() {
    return List.of(
        testdata("ice-climbers-1.0.slp"),
        testdata("in-progress-3.0.slp"),
        testdata("netplay-3.18-rollback.slp"));
  }

  /** Corpus files that decode without error (the broken ones are checked to fail cleanly). */
  static List<Path> corpus() throws IOException {
    return Corpus.files();
  }

  static boolean decodes(Path p) throws IOException {
    try {
      SlippiGame.read(Files.readAllBytes(p));
      return true;
    } catch (ReplayFormatException e) {
      return false;
    }
  }

  @ParameterizedTest
  @MethodSource("samples")
  void every_table_of_every_sample_obeys_the_table_contract(Path file) throws IOException {
    for (TableSchema s : FORMAT.tables())
      TableContract.check(FORMAT, s.name(), ReplaySource.of(file));
  }

  @ParameterizedTest
  @MethodSource("corpus")
  void every_table_of_every_corpus_file_obeys_the_table_contract_or_fails_with_a_format_error(
      Path file) throws IOException {
    if (!decodes(file)) {
      assertThatThrownBy(
              () ->
                  FORMAT.readTable(
                      "frames",
                      ReplaySource.of(file),
                      "f",
                      TableOptions.ALL,
                      DecodeLimits.DEFAULT,
                      new TableRows()))
          .isInstanceOf(ReplayFormatException.class);
      return;
    }
    for (TableSchema s : FORMAT.tables())
      TableContract.check(FORMAT, s.name(), ReplaySource.of(file));
  }

  /**
   * Big corpus files that the model comparison still reads: rollback, items, the oldest layouts.
   */
  private static final Set<String> BIG_KEPT =
      Set.of("rollbackFrameTest.slp", "items.slp", "v0.1.slp", "v2.0.slp");

  /**
   * The samples and the corpus files that decode, without the big ones of no new layout or rollback
   * (the boxed row-by-row comparison is slow; the contract test reads every file).
   */
  static Stream<Path> samplesAndCorpus() throws IOException {
    List<Path> l = new ArrayList<>(samples());
    if (Corpus.present()) {
      for (Path p : Corpus.files()) {
        boolean kept = Files.size(p) <= 1_100_000 || BIG_KEPT.contains(p.getFileName().toString());
        if (kept && decodes(p)) l.add(p);
      }
    }
    return l.stream();
  }

  /** Table {@code table} of {@code file}, keeping the {@code choice} copy of re-sent frames. */
  private static TableRows read(String table, Path file, RollbackChoice choice) throws IOException {
    TableRows rows = new TableRows();
    FORMAT.readTable(
        table,
        ReplaySource.of(file),
        "f",
        TableOptions.ALL.withOption("rollback", choice.name().toLowerCase()),
        DecodeLimits.DEFAULT,
        rows);
    return rows;
  }

  @Test
  void the_games_and_players_tables_carry_the_match_identity_and_the_online_identity()
      throws IOException {
    Path file = testdata("netplay-3.18-rollback.slp");
    TableRows games = read("games", file, RollbackChoice.LAST);
    assertThat(games.column("session_id"))
        .containsExactly("mode.unranked-2026-11-25T21:00:00.00-0");
    assertThat(games.column("game_number")).containsExactly(1L);
    assertThat(games.column("tiebreaker_number")).containsExactly(0L);
    TableRows players = read("players", file, RollbackChoice.LAST);
    assertThat(players.column("connect_code")).containsExactly("ABCD#123", "XYZ#9");
    assertThat(players.column("display_name")).containsExactly("Falco", "まりお");
    assertThat(players.column("user_id")).containsExactly("uid-aaaa", "uid-bbbb");
  }

  @ParameterizedTest
  @MethodSource("samplesAndCorpus")
  void the_frames_table_holds_the_models_pre_and_post_frame_values_for_either_rollback_choice(
      Path file) throws Exception {
    for (RollbackChoice choice : RollbackChoice.values()) {
      SlippiGame g = SlippiGame.read(Files.readAllBytes(file), choice);
      if (choice == RollbackChoice.FIRST && g.rollbackFrames() == 0) continue; // same rows as LAST
      TableRows rows = read("frames", file, choice);
      TableSchema s = rows.schema() == null ? FORMAT.table("frames").orElseThrow() : rows.schema();
      int r = 0;
      for (int i = 0; i < g.frameCount(); i++) {
        for (int port = 1; port <= 4; port++) {
          for (boolean follower : new boolean[] {false, true}) {
            PreFrameColumns pre = g.pre(port - 1, follower);
            PostFrameColumns post = g.post(port - 1, follower);
            boolean hasPre = i < pre.length() && pre.isPresent(i);
            boolean hasPost = i < post.length() && post.isPresent(i);
            if (!hasPre && !hasPost) continue;
            List<Object> row = rows.rows().get(r++);
            assertThat(row.get(s.index("frame"))).isEqualTo(g.frameNumber(i));
            assertThat(row.get(s.index("player_index"))).isEqualTo((byte) (port - 1));
            assertThat(row.get(s.index("follower"))).isEqualTo(follower);
            same(s, row, "pre_", EventLayout.PRE_FRAME, hasPre ? pre : null, pre.payloadSize(), i);
            same(
                s,
                row,
                "post_",
                EventLayout.POST_FRAME,
                hasPost ? post : null,
                post.payloadSize(),
                i);
          }
        }
      }
      assertThat(r).as(file + " " + choice).isEqualTo(rows.rows().size());
    }
  }

  @ParameterizedTest
  @MethodSource("samplesAndCorpus")
  void the_items_table_holds_the_models_item_values(Path file) throws Exception {
    for (RollbackChoice choice : RollbackChoice.values()) {
      SlippiGame g = SlippiGame.read(Files.readAllBytes(file), choice);
      if (choice == RollbackChoice.FIRST && g.rollbackFrames() == 0) continue; // same rows as LAST
      TableRows rows = read("items", file, choice);
      TableSchema s = FORMAT.table("items").orElseThrow();
      ItemColumns items = g.items();
      int r = 0;
      for (int i = 0; i < g.frameCount(); i++) {
        for (int k = g.itemStart(i); k < g.itemStart(i) + g.itemCount(i); k++) {
          List<Object> row = rows.rows().get(r++);
          assertThat(row.get(s.index("frame"))).isEqualTo(g.frameNumber(i));
          for (EventLayout.Field f : EventLayout.ITEM_UPDATE.fields()) {
            if (f.name().equals("frame")) continue;
            Object v = row.get(s.index(LayoutColumns.snake(f.name())));
            if (f.end() > items.payloadSize()) {
              assertThat(v).isNull();
            } else {
              Object m =
                  METHODS
                      .computeIfAbsent(
                          "item." + f.name(),
                          n -> {
                            try {
                              return ItemColumns.class.getMethod(f.name(), int.class);
                            } catch (NoSuchMethodException e) {
                              throw new AssertionError(n, e);
                            }
                          })
                      .invoke(items, k);
              assertThat(((Number) v).doubleValue())
                  .as(f.name())
                  .isEqualTo(((Number) m).doubleValue());
            }
          }
        }
      }
      assertThat(r).isEqualTo(rows.rows().size());
    }
  }

  private static final Map<String, Method> METHODS = new ConcurrentHashMap<>();

  /** The row's {@code prefix} columns equal the model's column accessors (null where absent). */
  private static void same(
      TableSchema s,
      List<Object> row,
      String prefix,
      EventLayout layout,
      Object columns,
      int size,
      int i)
      throws Exception {
    for (EventLayout.Field f : layout.fields()) {
      int c = s.indexOf(prefix + LayoutColumns.snake(f.name()));
      if (c < 0) continue;
      Object v = row.get(c);
      if (columns == null || f.end() > size) {
        assertThat(v).as(f.name()).isNull();
        continue;
      }
      Method m =
          METHODS.computeIfAbsent(
              columns.getClass().getName() + "." + f.name(),
              k -> {
                try {
                  return columns.getClass().getMethod(f.name(), int.class);
                } catch (NoSuchMethodException e) {
                  throw new AssertionError(
                      k + " has no column accessor for the EventLayout field", e);
                }
              });
      Object want = m.invoke(columns, i);
      if (want instanceof Float fl) {
        assertThat(Float.floatToRawIntBits((Float) v))
            .as(f.name())
            .isEqualTo(Float.floatToRawIntBits(fl));
      } else {
        assertThat(((Number) v).longValue()).as(f.name()).isEqualTo(((Number) want).longValue());
      }
    }
  }
}
