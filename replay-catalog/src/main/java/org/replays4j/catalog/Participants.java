package org.replays4j.catalog;

import java.util.ArrayList;
import java.util.List;
import java.util.Optional;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableSchema;

/**
 * The rows of the cross-format {@code participants} view: one per participant of a game, from the
 * format's shared stats view ({@link org.replays4j.core.ReplayFormat#gameStats}), read in the same
 * decode as the tables where the format reads them together. Every value, the game's start time
 * included, is the format's: the catalog knows no format. A file whose stats cannot be computed has
 * no participant rows (its status and error are in {@code files}).
 */
final class Participants {
  private Participants() {}

  /** The schema of the stored table {@code catalog_participants}. */
  static final TableSchema SCHEMA =
      TableSchema.builder("catalog", "participants", "one row per participant of a game")
          .add("format", ColumnType.STRING, "format id")
          .addNullable(
              "start_time",
              ColumnType.STRING,
              "game start as the file gives it (ISO 8601 text), null when it does not")
          .add(
              "slot",
              ColumnType.INT32,
              "the format's one player numbering (Slippi player index 0-3, StarCraft player id,"
                  + " DDNet client id, Echo VR header player 1-based, Hisoutensoku 0 host / 1"
                  + " client)")
          .addNullable("name", ColumnType.STRING, "player name or tag")
          .addNullable(
              "code", ColumnType.STRING, "account tag beside the name (Slippi connect code)")
          .addNullable("team", ColumnType.STRING, "team, null when the game has none")
          .addNullable("character", ColumnType.STRING, "character or race, null when none")
          .addNullable("outcome", ColumnType.STRING, "win, loss or draw; null when unknown")
          .addNullable("placement", ColumnType.INT32, "1 for the best; null when unknown")
          .addNullable("finish_seconds", ColumnType.FLOAT64, "race finish time in seconds")
          .addNullable("score", ColumnType.INT64, "points of the participant or its team")
          .addNullable(
              "actions_per_minute", ColumnType.FLOAT64, "the format's rate of actions per minute")
          .build();

  /** The view over the table, with each file's status and path. */
  static final String VIEW_SQL =
      "CREATE VIEW participants AS SELECT p.file, p.format, p.start_time, p.slot, p.name, p.code,"
          + " p.team, p.character, p.outcome, p.placement, p.finish_seconds, p.score,"
          + " p.actions_per_minute, f.status, f.path FROM catalog_participants p"
          + " JOIN files f ON f.id = p.file";

  /** The rows of one table of one file: the schema and each row's values (column order). */
  record Rows(TableSchema schema, List<Object[]> rows) {
    Object get(int row, String column) {
      int c = schema.indexOf(column);
      return c < 0 ? null : rows.get(row)[c];
    }
  }

  /** The participant rows of {@code file} of {@code format}: none without stats. */
  static List<Object[]> rows(String file, String format, Optional<GameStats> stats) {
    List<Object[]> out = new ArrayList<>();
    if (stats.isEmpty()) return out;
    String start = stats.get().startTime();
    for (ParticipantStats p : stats.get().participants()) {
      Result r = p.result();
      out.add(
          new Object[] {
            file,
            format,
            start,
            p.slot(),
            p.name(),
            p.code(),
            p.team(),
            p.character(),
            r.outcome() == null ? null : r.outcome().text(),
            r.placement(),
            r.finishSeconds(),
            r.score(),
            p.actionsPerMinute()
          });
    }
    return out;
  }
}
