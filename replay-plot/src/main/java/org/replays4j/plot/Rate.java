package org.replays4j.plot;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSink;

/**
 * Rows of a detail table (commands, inputs) counted per key and minute of game time as they stream
 * by, so that a long game's rows are never all held: what rates per minute (APM, inputs per minute)
 * are drawn from.
 *
 * @param table the table
 * @param time its time column (an integer: frame or tick)
 * @param keys the columns naming whose row it is (the player; a match and a side); a row's key is
 *     the list of their values
 * @param changesOf a column whose value must differ from the key's previous row for the row to
 *     count (an input word that changed), or null to count every row
 * @param secondsPerUnit seconds per unit of {@code time}
 * @param window seconds per window (60: per-minute windows); the rate is still per minute
 * @param marked a bool column whose true rows are also counted apart (effective commands, for EAPM
 *     beside APM), or null
 */
record Rate(
    String table,
    String time,
    List<String> keys,
    String changesOf,
    double secondsPerUnit,
    double window,
    String marked) {

  /** A rate without a {@code marked} column. */
  Rate(
      String table,
      String time,
      List<String> keys,
      String changesOf,
      double secondsPerUnit,
      double window) {
    this(table, time, keys, changesOf, secondsPerUnit, window, null);
  }

  /** The most steps a rate series has (a picture of a file claiming years stays small). */
  static final int MAX_STEPS = 500;

  /** The read of this rate's columns into a new {@link Counts}. */
  TableRead read(Counts into) {
    Set<String> cols = new LinkedHashSet<>();
    cols.add(time);
    cols.addAll(keys);
    if (changesOf != null) cols.add(changesOf);
    if (marked != null) cols.add(marked);
    return new TableRead(table, TableOptions.ALL.withColumns(cols), into);
  }

  /** The counts of one rate: rows per key and window, and the time span seen. */
  static final class Counts implements TableSink {
    private final Rate rate;

    /** key → minute → rows. */
    final Map<List<Object>, TreeMap<Long, Long>> perMinute = new LinkedHashMap<>();

    /** key → minute → rows whose {@link Rate#marked} column is true. */
    final Map<List<Object>, TreeMap<Long, Long>> markedPerMinute = new LinkedHashMap<>();

    private final Map<List<Object>, Long> last = new LinkedHashMap<>();
    private final Map<List<Object>, Long> lastTime = new LinkedHashMap<>();

    Counts(Rate rate) {
      this.rate = rate;
    }

    @Override
    public boolean accept(TableBatch b) {
      int t = b.schema().index(rate.time());
      int[] k = new int[rate.keys().size()];
      for (int i = 0; i < k.length; i++) k[i] = b.schema().index(rate.keys().get(i));
      int v = rate.changesOf() == null ? -1 : b.schema().index(rate.changesOf());
      int mk = rate.marked() == null ? -1 : b.schema().index(rate.marked());
      boolean[] marks = mk >= 0 ? b.booleans(mk) : null;
      for (int r = 0; r < b.rowCount(); r++) {
        if (b.isNull(t, r)) continue;
        long at = integer(b, t, r);
        Object[] key = new Object[k.length];
        for (int i = 0; i < k.length; i++) key[i] = b.get(k[i], r);
        List<Object> who = Arrays.asList(key);
        if (v >= 0) {
          Long value = b.isNull(v, r) ? null : integer(b, v, r);
          Long before = last.put(who, value);
          if (before != null && before.equals(value)) continue;
        }
        lastTime.merge(who, at, Math::max);
        long minute = (long) Math.floor(at * rate.secondsPerUnit() / rate.window());
        perMinute.computeIfAbsent(who, x -> new TreeMap<>()).merge(minute, 1L, Long::sum);
        if (marks != null) {
          TreeMap<Long, Long> m = markedPerMinute.computeIfAbsent(who, x -> new TreeMap<>());
          if (!b.isNull(mk, r) && marks[r]) m.merge(minute, 1L, Long::sum);
        }
      }
      return true;
    }

    private static long integer(TableBatch b, int c, int r) {
      ColumnType type = b.schema().column(c).type();
      return switch (type) {
        case INT8 -> b.int8s(c)[r];
        case INT16 -> b.int16s(c)[r];
        case INT32 -> b.int32s(c)[r];
        case INT64 -> b.int64s(c)[r];
        default -> throw new IllegalArgumentException(b.schema().column(c) + " is not an integer");
      };
    }

    /**
     * The rate per minute of {@code who} as a step series: one step per minute of game time from
     * {@code originSeconds} to {@code endSeconds} (both in the table's time, as seconds; NaN for
     * the last row's time), the last minute's count scaled to the part of it that was played.
     */
    Points perMinute(List<?> who, double originSeconds, double endSeconds) {
      return perMinute(perMinute, who, originSeconds, endSeconds);
    }

    /**
     * {@link #perMinute(List, double, double)} of the rows whose {@link Rate#marked} column is
     * true, over the same windows (empty windows at 0).
     */
    Points markedPerMinute(List<?> who, double originSeconds, double endSeconds) {
      return perMinute(markedPerMinute, who, originSeconds, endSeconds);
    }

    private Points perMinute(
        Map<List<Object>, TreeMap<Long, Long>> rows,
        List<?> who,
        double originSeconds,
        double endSeconds) {
      Points p = new Points();
      TreeMap<Long, Long> all = perMinute.get(who);
      TreeMap<Long, Long> counts = rows.getOrDefault(who, new TreeMap<>());
      if (all == null) return p;
      double end =
          Math.max(
              lastTime.get(who) * rate.secondsPerUnit(), Double.isNaN(endSeconds) ? 0 : endSeconds);
      long first = Math.min((long) Math.floor(originSeconds / rate.window()), all.firstKey());
      long last = (long) Math.floor(end / rate.window());
      // at most MAX_STEPS steps: a longer game (or a file claiming one) gets wider windows
      long group = Math.max(1, (last - first + MAX_STEPS) / MAX_STEPS);
      double w = rate.window() * group;
      for (long m = Math.floorDiv(first, group); m <= Math.floorDiv(last, group); m++) {
        double from = Math.max(m * w, originSeconds);
        double to = Math.min((m + 1) * w, end);
        if (to <= from) continue;
        long n = 0;
        for (long c : counts.subMap(m * group, (m + 1) * group).values()) n += c;
        // per minute; a window cut short (the end) counts as at least a sixth of a full one
        double minutes = Math.max(to - from, w / 6) / 60;
        p.add(from - originSeconds, n / minutes);
      }
      if (p.size() > 0) p.add(end - originSeconds, p.lastY(0)); // the last step's end
      return p;
    }
  }
}
