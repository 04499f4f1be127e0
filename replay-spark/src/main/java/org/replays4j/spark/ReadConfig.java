package org.replays4j.spark;

import java.io.Serializable;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.TreeMap;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.table.TableSchema;

/**
 * The options of one read, parsed once on the driver and shipped to the executors (serializable,
 * immutable).
 *
 * @param table table name, or {@link #SUMMARY}
 * @param format format id whose table is read; null for {@code summary} without a {@code format}
 *     option (every detected format)
 * @param limits the {@link DecodeLimits} fields, in record order
 * @param failOnError true for {@code onError=fail}
 * @param batchRows rows per columnar batch
 * @param maxPartitionBytes bytes per task (file group), or -1 for Spark's {@code
 *     spark.sql.files.maxPartitionBytes}
 * @param pathGlobFilter glob that file names must match, or null
 * @param formatOptions options passed to the format ({@code TableOptions.formatOptions})
 */
record ReadConfig(
    String table,
    String format,
    long[] limits,
    boolean failOnError,
    int batchRows,
    long maxPartitionBytes,
    String pathGlobFilter,
    Map<String, String> formatOptions)
    implements Serializable {
  private static final long serialVersionUID = 1L;

  /** Name of the format-agnostic table: one row per file, {@code ReplaySummary} fields. */
  static final String SUMMARY = "summary";

  /** Option keys this source reads itself; every other key is handed to the format. */
  private static final Set<String> OWN =
      Set.of(
          "path",
          "paths",
          "table",
          "format",
          "onerror",
          "batchrows",
          "maxpartitionbytes",
          "pathglobfilter",
          "maxdepth",
          "maxstringbytes",
          "maxeventbytes",
          "maxdecompressedbytes",
          "maxelements",
          "maxchunks",
          "streamwindowbytes",
          "maxdecompressionratio",
          "recursivefilelookup");

  /** Parses the options of {@code spark.read} (keys are case-insensitive). */
  static ReadConfig parse(Map<String, String> options) {
    Map<String, String> o = new TreeMap<>();
    options.forEach((k, v) -> o.put(k.toLowerCase(Locale.ROOT), v));
    String table = o.get("table");
    if (table == null || table.isBlank()) {
      throw new IllegalArgumentException(
          "option 'table' is required: "
              + SUMMARY
              + " or a table of "
              + Replays.formats().stream()
                  .map(f -> f.id() + " " + f.tables().stream().map(TableSchema::name).toList())
                  .toList());
    }
    String format = o.get("format");
    if (format != null && Replays.format(format).isEmpty()) {
      throw new IllegalArgumentException(
          "unknown format '"
              + format
              + "'; formats: "
              + Replays.formats().stream().map(ReplayFormat::id).toList());
    }
    if (!table.equals(SUMMARY)) format = formatOf(table, format);
    DecodeLimits d = DecodeLimits.DEFAULT;
    long[] limits = {
      num(o, "maxdepth", d.maxDepth()), num(o, "maxstringbytes", d.maxStringBytes()),
      num(o, "maxeventbytes", d.maxEventBytes()),
          num(o, "maxdecompressedbytes", d.maxDecompressedBytes()),
      num(o, "maxelements", d.maxElements()), num(o, "maxchunks", d.maxChunks()),
      num(o, "streamwindowbytes", d.streamWindowBytes()),
          num(o, "maxdecompressionratio", d.maxDecompressionRatio()),
      num(o, "maxplayers", d.maxPlayers()), num(o, "maxmodelbytes", d.maxModelBytes())
    };
    String onError = o.getOrDefault("onerror", "skip").toLowerCase(Locale.ROOT);
    if (!onError.equals("skip") && !onError.equals("fail")) {
      throw new IllegalArgumentException("option 'onError' must be skip or fail: " + onError);
    }
    Map<String, String> formatOptions = new TreeMap<>();
    o.forEach(
        (k, v) -> {
          if (!OWN.contains(k)) formatOptions.put(k, v);
        });
    ReadConfig c =
        new ReadConfig(
            table,
            format,
            limits,
            onError.equals("fail"),
            (int) num(o, "batchrows", 4096),
            num(o, "maxpartitionbytes", -1),
            o.get("pathglobfilter"),
            Map.copyOf(formatOptions));
    c.decodeLimits(); // validates
    if (c.batchRows < 1) throw new IllegalArgumentException("option 'batchRows' must be >= 1");
    return c;
  }

  /** The format whose table {@code table} is: the one given, else the only format declaring it. */
  private static String formatOf(String table, String format) {
    if (format != null) {
      ReplayFormat f = Replays.format(format).orElseThrow();
      if (f.table(table).isEmpty()) {
        throw new IllegalArgumentException(
            format
                + " has no table '"
                + table
                + "'; tables: "
                + f.tables().stream().map(TableSchema::name).toList()
                + " (or "
                + SUMMARY
                + ")");
      }
      return format;
    }
    List<String> declaring = new ArrayList<>();
    for (ReplayFormat f : Replays.formats()) if (f.table(table).isPresent()) declaring.add(f.id());
    if (declaring.size() == 1) return declaring.get(0);
    if (declaring.isEmpty()) {
      throw new IllegalArgumentException(
          "no format has a table '"
              + table
              + "'; option 'table' is "
              + SUMMARY
              + " or one of "
              + Replays.formats().stream()
                  .map(f -> f.id() + " " + f.tables().stream().map(TableSchema::name).toList())
                  .toList());
    }
    throw new IllegalArgumentException(
        "table '" + table + "' exists in " + declaring + "; set option 'format' to one of them");
  }

  private static long num(Map<String, String> o, String key, long dflt) {
    String v = o.get(key);
    if (v == null) return dflt;
    try {
      return Long.parseLong(v.trim());
    } catch (NumberFormatException e) {
      throw new IllegalArgumentException("option '" + key + "' must be an integer: " + v, e);
    }
  }

  /** The limits as {@link DecodeLimits}. */
  DecodeLimits decodeLimits() {
    return new DecodeLimits(
        Math.toIntExact(limits[0]),
        Math.toIntExact(limits[1]),
        Math.toIntExact(limits[2]),
        limits[3],
        Math.toIntExact(limits[4]),
        Math.toIntExact(limits[5]),
        Math.toIntExact(limits[6]),
        Math.toIntExact(limits[7]),
        Math.toIntExact(limits[8]),
        limits[9]);
  }

  /** The format of a data table (never null for them). */
  ReplayFormat replayFormat() {
    return format == null ? null : Replays.format(format).orElseThrow();
  }

  /** True for the {@code summary} table. */
  boolean summary() {
    return table.equals(SUMMARY);
  }
}
