package org.replays4j.plot;

import java.util.LinkedHashMap;
import java.util.Map;
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
 * @param key the column of the player the row belongs to
 * @param changesOf a column whose value must differ from the key's previous row for the row to
 *     count (an input word that changed), or null to count every row
 * @param secondsPerUnit seconds per unit of {@code time}
 */
record Rate(String table, String time, String key, String changesOf, double secondsPerUnit) {

  /** The read of this rate's columns into a new {@link Counts}. */
  TableRead read(Counts into) {
    java.util.Set<String> cols = new java.util.LinkedHashSet<>();
    cols.add(time);
    cols.add(key);
    if (changesOf != null) cols.add(changesOf);
    return new TableRead(table, TableOptions.ALL.withColumns(cols), into);
  }

  /** The counts of one rate: rows per key and minute, and the time span seen. */
  static final class Counts implements TableSink {
    private final Rate rate;

    /** key → minute → rows. */
    final Map<Object, TreeMap<Long, Long>> perMinute = new LinkedHashMap<>();

    private final Map<Object, Long> last = new LinkedHashMap<>();
    long minTime = Long.MAX_VALUE;
    long maxTime = Long.MIN_VALUE;

    Counts(Rate rate) {
      this.rate = rate;
    }

    @Override
    public boolean accept(TableBatch b) {
      int t = b.schema().index(rate.time());
      int k = b.schema().index(rate.key());
      int v = rate.changesOf() == null ? -1 : b.schema().index(rate.changesOf());
      for (int r = 0; r < b.rowCount(); r++) {
        if (b.isNull(t, r) || b.isNull(k, r)) continue;
        long at = integer(b, t, r);
        Object who = b.get(k, r);
        if (v >= 0) {
          Long value = b.isNull(v, r) ? null : integer(b, v, r);
          Long before = last.put(who, value);
          if (before != null && before.equals(value)) continue;
        }
        minTime = Math.min(minTime, at);
        maxTime = Math.max(maxTime, at);
        long minute = (long) Math.floor(at * rate.secondsPerUnit() / 60);
        perMinute.computeIfAbsent(who, x -> new TreeMap<>()).merge(minute, 1L, Long::sum);
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
    Points perMinute(Object who, double originSeconds, double endSeconds) {
      Points p = new Points();
      TreeMap<Long, Long> counts = perMinute.get(who);
      if (counts == null || maxTime < minTime) return p;
      double end =
          Math.max(maxTime * rate.secondsPerUnit(), Double.isNaN(endSeconds) ? 0 : endSeconds);
      long first = (long) Math.floor(originSeconds / 60);
      long lastMinute = (long) Math.floor(end / 60);
      for (long m = Math.min(first, counts.firstKey()); m <= lastMinute; m++) {
        double from = Math.max(m * 60.0, originSeconds);
        double to = Math.min((m + 1) * 60.0, end);
        if (to <= from) continue;
        double minutes = Math.max((to - from) / 60, 1.0 / 6); // a short tail is not magnified
        p.add(from - originSeconds, counts.getOrDefault(m, 0L) / minutes);
        if (m == lastMinute) p.add(to - originSeconds, counts.getOrDefault(m, 0L) / minutes);
      }
      return p;
    }
  }
}
