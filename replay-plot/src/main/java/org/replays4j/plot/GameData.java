package org.replays4j.plot;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableRows;

/**
 * The rows of one game that its pictures are drawn from: the format's own tables (the rows {@code
 * replays4j export} writes, read with {@link ReplayFormat#readTablesAndStats}, one decode where the
 * format shares one) and its shared stats.
 *
 * @param format the format's id
 * @param file the file's name
 * @param tables table name → its rows
 * @param rates table name → its per-minute counts
 * @param stats the shared stats, null when the format has none for the file
 * @param damage the damage the tables report, null for a whole file
 */
record GameData(
    String format,
    String file,
    Map<String, Rows> tables,
    Map<String, Rate.Counts> rates,
    GameStats stats,
    Damage damage) {
  /**
   * What a game's pictures need and how they are drawn from it.
   *
   * @param tables table name → the columns read (the others are pruned)
   * @param charts the pictures' specs over game time from the rows
   * @param planes the pictures' specs on a plane (x against y, no time) from the rows
   */
  record Spec(
      Map<String, Set<String>> tables,
      List<Rate> rates,
      Function<GameData, List<Chart.Spec>> charts) {}

  /** Reads the tables of {@code spec} and the shared stats of {@code source}. */
  static GameData read(ReplayFormat format, ReplaySource source, DecodeLimits limits, Spec spec)
      throws IOException {
    Map<String, TableRows> sinks = new LinkedHashMap<>();
    List<TableRead> reads = new ArrayList<>();
    spec.tables()
        .forEach(
            (table, columns) -> {
              TableRows rows = new TableRows();
              sinks.put(table, rows);
              reads.add(new TableRead(table, TableOptions.ALL.withColumns(columns), rows));
            });
    Map<String, Rate.Counts> rates = new LinkedHashMap<>();
    for (Rate rate : spec.rates()) {
      Rate.Counts counts = new Rate.Counts(rate);
      rates.put(rate.table(), counts);
      reads.add(rate.read(counts));
    }
    GameStats stats = format.readTablesAndStats(source, source.name(), limits, reads).orElse(null);
    Map<String, Rows> tables = new LinkedHashMap<>();
    Damage damage = null;
    for (Map.Entry<String, TableRows> e : sinks.entrySet()) {
      tables.put(e.getKey(), new Rows(e.getValue()));
      if (damage == null) damage = e.getValue().damage();
    }
    return new GameData(format.id(), source.name(), tables, rates, stats, damage);
  }

  /** The rows of {@code table} (one of the spec's). */
  Rows table(String table) {
    Rows r = tables.get(table);
    if (r == null) throw new IllegalArgumentException("table " + table + " was not read");
    return r;
  }

  /** The per-minute counts of {@code table} (one of the spec's rates). */
  Rate.Counts rate(String table) {
    Rate.Counts r = rates.get(table);
    if (r == null) throw new IllegalArgumentException("rate of " + table + " was not read");
    return r;
  }

  /** The participants of the shared stats, empty without stats. */
  List<ParticipantStats> participants() {
    return stats == null ? List.of() : stats.participants();
  }

  /** The participant in {@code slot}, or null. */
  ParticipantStats participant(int slot) {
    for (ParticipantStats p : participants()) if (p.slot() == slot) return p;
    return null;
  }

  /** The names of the winners, joined, or null when the file does not tell. */
  String winners() {
    List<String> w = new ArrayList<>();
    for (ParticipantStats p : participants())
      if (p.result().outcome() == Result.Outcome.WIN) w.add(label(p));
    return w.isEmpty() ? null : String.join(", ", w);
  }

  /** A participant's legend text: name, and character or race in brackets when known. */
  static String label(ParticipantStats p) {
    String name = p.name() == null || p.name().isBlank() ? "player " + p.slot() : p.name().strip();
    return p.character() == null ? name : name + " (" + p.character() + ")";
  }

  /**
   * Where a damaged file's data ends on the time axis: {@code lastSeconds}, the latest time drawn
   * (0 when nothing was read before the damage); null for a whole file (no mark).
   */
  Double damageAt(double lastSeconds) {
    if (damage == null) return null;
    return Double.isNaN(lastSeconds) ? 0.0 : lastSeconds;
  }

  /**
   * The one picture over time of a game, named {@code timeline}: its title is {@code players}
   * followed by {@link #titleEnd(String)}; a damaged file is marked at {@code lastSeconds}.
   *
   * @param where the map or stage, or null
   */
  Chart.TimeSpec timeline(
      CharSequence players, String where, double lastSeconds, Chart.Panel... panels) {
    return new Chart.TimeSpec(
        "timeline", players + titleEnd(where), List.of(panels), damageAt(lastSeconds));
  }

  /**
   * The end of a game's title: where it was played (when known), who won, and the damage note.
   *
   * @param where the map or stage, or null
   */
  String titleEnd(String where) {
    String w = winners();
    return (where == null || where.isBlank() ? "" : " on " + where.strip())
        + (w == null ? " — winner unknown" : " — winner: " + w)
        + damageNote();
  }

  /** The title's ending for a damaged file. */
  String damageNote() {
    return damage == null ? "" : " — damaged, drawn as far as read";
  }

  /** A table's rows, read by column name. */
  static final class Rows {
    private final List<List<Object>> rows;
    private final Map<String, Integer> index = new LinkedHashMap<>();

    Rows(TableRows t) {
      this.rows = t.rows();
      if (t.schema() != null)
        for (int c = 0; c < t.schema().size(); c++) index.put(t.schema().column(c).name(), c);
    }

    int size() {
      return rows.size();
    }

    Object get(int row, String column) {
      Integer c = index.get(column);
      return c == null ? null : rows.get(row).get(c);
    }

    /** The number in ({@code row}, {@code column}), NaN when null. */
    double num(int row, String column) {
      Object v = get(row, column);
      return v instanceof Number n ? n.doubleValue() : Double.NaN;
    }

    /** The integer in ({@code row}, {@code column}), {@code orElse} when null. */
    long integer(int row, String column, long orElse) {
      Object v = get(row, column);
      return v instanceof Number n ? n.longValue() : orElse;
    }

    String str(int row, String column) {
      Object v = get(row, column);
      return v == null ? null : v.toString();
    }
  }
}
