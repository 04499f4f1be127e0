package org.replays4j.butter.spi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.replays4j.butter.stats.Counters;
import org.replays4j.butter.stats.Goal;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.butter.stats.PlayerRound;
import org.replays4j.butter.stats.PlayerStats;
import org.replays4j.butter.stats.RoundStats;
import org.replays4j.butter.stats.ScorePoint;
import org.replays4j.butter.stats.TeamStats;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;

/**
 * The stats tables of {@code tables.tsv} ({@code match_stats}, {@code teams}, {@code player_stats},
 * {@code player_rounds}, {@code goals}, {@code rounds}, {@code score_changes}) as rows of a {@link
 * MatchStats}, and the stats value tree of {@link ButterFormat#stats} built from the same rows: the
 * columns are described once, in {@code tables.tsv}, and both the tables and the tree's keys follow
 * them.
 */
final class ButterStatsTables {
  private ButterStatsTables() {}

  /** A stats table: its schema and its rows (the values after the {@code file} column). */
  private record Table(TableSchema schema, Function<MatchStats, List<Object[]>> rows) {}

  /** The tables in the tree's order: the first is the top-level object, the others its lists. */
  private static final List<Table> TABLES =
      List.of(
          new Table(ButterTables.MATCH_STATS, s -> List.<Object[]>of(match(s))),
          new Table(ButterTables.TEAMS, s -> map(s.teams(), ButterStatsTables::team)),
          new Table(ButterTables.PLAYER_STATS, s -> map(s.players(), ButterStatsTables::player)),
          new Table(ButterTables.PLAYER_ROUNDS, ButterStatsTables::playerRounds),
          new Table(ButterTables.GOALS, ButterStatsTables::goals),
          new Table(ButterTables.ROUNDS, s -> map(s.rounds(), ButterStatsTables::round)),
          new Table(ButterTables.SCORE_CHANGES, ButterStatsTables::scoreChanges));

  /** The schemas of the stats tables. */
  static List<TableSchema> schemas() {
    List<TableSchema> out = new ArrayList<>();
    for (Table t : TABLES) out.add(t.schema());
    return out;
  }

  /** Whether {@code name} is a stats table. */
  static boolean isStatsTable(String name) {
    for (Table t : TABLES) if (t.schema().name().equals(name)) return true;
    return false;
  }

  /**
   * Writes the rows of {@code b}'s table for {@code stats}.
   *
   * @return false when the sink asked to stop
   */
  static boolean write(TableBatchBuilder b, MatchStats stats) throws IOException {
    for (Table t : TABLES) {
      if (!t.schema().name().equals(b.schema().name())) continue;
      for (Object[] row : rows(t, stats)) {
        for (int i = 0; i < row.length; i++) b.setValue(i + 1, row[i]);
        if (!b.endRow()) return false;
      }
    }
    return true;
  }

  /**
   * The stats as a value tree: the {@code match_stats} row's columns, then per other table a list
   * of its rows under the table's name, each row a map of column name to value (numbers as the
   * column's Java type, {@code null} for a null cell).
   */
  static Map<String, Object> tree(MatchStats stats) {
    Map<String, Object> top = null;
    for (Table t : TABLES) {
      List<Object> list = new ArrayList<>();
      for (Object[] row : rows(t, stats)) list.add(object(t.schema(), row));
      if (top == null) {
        @SuppressWarnings("unchecked")
        Map<String, Object> first = (Map<String, Object>) list.get(0);
        top = first;
      } else {
        if (top.put(t.schema().name(), list) != null)
          throw new IllegalStateException("match_stats has a column named " + t.schema().name());
      }
    }
    return top;
  }

  private static List<Object[]> rows(Table t, MatchStats stats) {
    List<Object[]> rows = t.rows().apply(stats);
    for (Object[] row : rows) {
      if (row.length != t.schema().size() - 1) {
        throw new IllegalStateException(
            t.schema().name()
                + " has "
                + (t.schema().size() - 1)
                + " columns but a row "
                + row.length);
      }
    }
    return rows;
  }

  private static Map<String, Object> object(TableSchema schema, Object[] row) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < row.length; i++) {
      Column c = schema.column(i + 1);
      Object v = row[i];
      if (v instanceof Number n) {
        switch (c.type()) {
          case INT32 -> v = n.intValue();
          case INT64 -> v = n.longValue();
          case FLOAT32 -> v = n.floatValue();
          case FLOAT64 -> v = n.doubleValue();
          default -> {}
        }
      }
      m.put(c.name(), v);
    }
    return m;
  }

  private static <T> List<Object[]> map(List<T> items, Function<T, Object[]> row) {
    List<Object[]> out = new ArrayList<>(items.size());
    for (T item : items) out.add(row.apply(item));
    return out;
  }

  private static Object[] match(MatchStats s) {
    return new Object[] {
      s.sessionId(),
      s.map(),
      s.privateMatch(),
      s.frames(),
      s.durationSeconds(),
      s.playSeconds(),
      s.decided(),
      s.goals().size(),
      s.damage() == null ? null : s.damage().toString()
    };
  }

  private static Object[] team(TeamStats t) {
    return new Object[] {
      t.team(), t.points(), t.roundsWon(), t.possessionSeconds(), t.possessionShare(), t.outcome()
    };
  }

  /** The twelve counter columns, in the order of {@code tables.tsv}. */
  private static Object[] counters(Counters c) {
    return new Object[] {
      c.points(),
      c.goals(),
      c.assists(),
      c.saves(),
      c.stuns(),
      c.steals(),
      c.blocks(),
      c.interceptions(),
      c.passes(),
      c.catches(),
      c.shotsTaken(),
      c.possessionTime()
    };
  }

  private static Object[] concat(Object[] a, Object[] b, Object... c) {
    Object[] out = new Object[a.length + b.length + c.length];
    System.arraycopy(a, 0, out, 0, a.length);
    System.arraycopy(b, 0, out, a.length, b.length);
    System.arraycopy(c, 0, out, a.length + b.length, c.length);
    return out;
  }

  private static Object[] player(PlayerStats p) {
    return concat(
        new Object[] {
          p.slot(),
          p.name(),
          p.userId(),
          p.number(),
          p.level(),
          p.team(),
          p.frames(),
          p.stints(),
          p.firstSeconds(),
          p.lastSeconds(),
          p.playSeconds()
        },
        counters(p.counters()),
        p.counterResets(),
        p.distance(),
        p.meanSpeed(),
        p.topSpeed(),
        p.ownHalfSeconds(),
        p.opponentHalfSeconds(),
        p.weapon(),
        p.ordnance(),
        p.tacMod(),
        p.arm());
  }

  private static List<Object[]> playerRounds(MatchStats s) {
    List<Object[]> out = new ArrayList<>();
    for (RoundStats r : s.rounds()) {
      for (PlayerRound p : r.players()) {
        out.add(
            concat(new Object[] {p.round(), p.slot(), p.name(), p.team()}, counters(p.counters())));
      }
    }
    return out;
  }

  private static List<Object[]> goals(MatchStats s) {
    List<Object[]> out = new ArrayList<>();
    int n = 0;
    for (Goal g : s.goals()) {
      out.add(
          new Object[] {
            ++n,
            g.frame(),
            g.seconds(),
            g.gameClock(),
            g.team(),
            g.pointAmount(),
            g.goalType(),
            g.scorerSlot(),
            g.scorer(),
            g.assisterSlot(),
            g.assister(),
            g.discSpeed(),
            g.distanceThrown(),
            g.bluePoints(),
            g.orangePoints()
          });
    }
    return out;
  }

  private static Object[] round(RoundStats r) {
    return new Object[] {
      r.round(),
      r.startFrame(),
      r.startSeconds(),
      r.complete() ? r.endFrame() : null,
      r.endSeconds(),
      r.bluePoints(),
      r.orangePoints(),
      r.winner(),
      r.overtime()
    };
  }

  private static List<Object[]> scoreChanges(MatchStats s) {
    List<Object[]> out = new ArrayList<>();
    for (TeamStats t : s.teams()) {
      for (ScorePoint p : t.timeline()) {
        out.add(new Object[] {t.team(), p.frame(), p.seconds(), p.gameClock(), p.points()});
      }
    }
    return out;
  }
}
