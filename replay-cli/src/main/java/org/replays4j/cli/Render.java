package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.Collection;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;

/** Turns a {@link FileOutcome} into the text {@code inspect} prints for it. */
final class Render {
  private static final int MAX_LINE = 200;
  private static final int KEY_WIDTH = 14;

  private Render() {}

  /** {@link #json(FileOutcome, boolean)}, compact. */
  static String json(FileOutcome r) {
    return json(r, false);
  }

  /**
   * One JSON object (no trailing newline): {@code file}, {@code format}, {@code version}, {@code
   * ok}, {@code status} ({@link FileOutcome.Status#label()}), {@code sizeBytes}; when ok ({@code
   * partial: true} and {@code damage} {@code {format, kind, offset, message}} first when the file
   * was read only up to damage) {@code durationSeconds}, {@code participants}, {@code counts},
   * {@code warnings} and the format's details under the format id; when skipped {@code skipped:
   * true} and {@code reason}; otherwise {@code error} {@code {message, offset[, rawOffset][,
   * path]}}.
   *
   * @param pretty indented over several lines instead of one line
   */
  static String json(FileOutcome r, boolean pretty) {
    StringWriter sw = new StringWriter();
    try (JsonGenerator g = Json.generator(sw)) {
      if (pretty) g.useDefaultPrettyPrinter();
      ReplaySummary s = r.summary();
      g.writeStartObject();
      g.writeStringField("file", r.file());
      g.writeFieldName("format");
      Json.write(g, r.format());
      g.writeFieldName("version");
      Json.write(g, s == null ? null : s.version());
      g.writeBooleanField("ok", r.ok());
      g.writeStringField("status", r.status().label());
      if (r.skipped()) g.writeBooleanField("skipped", true);
      g.writeFieldName("sizeBytes");
      Json.write(g, r.sizeBytes() >= 0 ? r.sizeBytes() : null);
      if (r.ok()) {
        if (s.partial()) {
          // salvaged: what the summary describes ends at the damage
          g.writeBooleanField("partial", true);
          g.writeFieldName("damage");
          Json.write(g, s.damage().toTree());
        }
        g.writeFieldName("durationSeconds");
        Json.write(g, s.durationSeconds());
        g.writeFieldName("participants");
        Json.write(g, s.participants());
        g.writeFieldName("counts");
        Json.write(g, s.counts());
        g.writeFieldName("warnings");
        Json.write(g, s.warnings());
        g.writeFieldName(s.format());
        Json.write(g, s.details());
      } else if (r.skipped()) {
        g.writeStringField("reason", r.errorMessage());
      } else {
        g.writeObjectFieldStart("error");
        g.writeStringField("message", r.errorMessage());
        g.writeFieldName("offset");
        Json.write(g, r.errorOffset());
        if (r.errorRawOffset() != null) g.writeNumberField("rawOffset", r.errorRawOffset());
        if (r.errorPath() != null) g.writeStringField("path", r.errorPath());
        g.writeEndObject();
      }
      g.writeEndObject();
    } catch (IOException e) {
      throw new IllegalStateException("writing to a StringWriter cannot fail", e);
    }
    return sw.toString();
  }

  /**
   * A few lines for people: the file, its format, version, size and state, then indented "key
   * value" lines. Values are plain text, not JSON: maps as {@code key=value, …}, a list of maps one
   * line per element, and control characters (such as StarCraft's colour codes) removed. A detail
   * that is empty or repeats what is already shown (the version, the duration, a count under the
   * same name) is left out.
   */
  static String text(FileOutcome r) {
    StringBuilder sb = new StringBuilder();
    ReplaySummary s = r.summary();
    sb.append(Terminal.escape(r.file()));
    if (r.format() != null) sb.append("  ").append(r.format());
    if (s != null && s.version() != null) sb.append(' ').append(s.version());
    if (r.ok()) {
      sb.append("  ").append(bytes(r.sizeBytes())).append(s.partial() ? "  PARTIAL\n" : "  OK\n");
      if (s.partial()) {
        line(sb, "damage", plain(s.damage().toString()));
        if (s.damage().offset() >= 0)
          line(
              sb,
              "read",
              s.damage().offset() + " bytes before the damage; what follows is that part");
      }
      if (s.durationSeconds() != null) line(sb, "duration", duration(s.durationSeconds()));
      if (!s.participants().isEmpty())
        line(sb, "participants", plain(String.join(", ", s.participants())));
      if (!s.counts().isEmpty()) line(sb, "counts", plain(s.counts()));
      for (String w : s.warnings()) line(sb, "warning", plain(w));
      if (r.gameStats() != null) gameStats(sb, r.gameStats());
      else if (r.statsProblem() != null) line(sb, "stats", "not available: " + r.statsProblem());
      for (Map.Entry<String, Object> e : textDetails(s).entrySet()) {
        String key = e.getKey();
        Object v = e.getValue();
        if (repeats(s, key, v)) continue;
        if (statsTable(sb, key, v)) continue;
        if (v instanceof List<?> list
            && !list.isEmpty()
            && list.stream().allMatch(x -> x instanceof Map<?, ?>)) {
          for (int i = 0; i < list.size(); i++) line(sb, i == 0 ? key : "", plain(list.get(i)));
        } else {
          line(sb, key, plain(v));
        }
      }
    } else if (r.skipped()) {
      if (r.sizeBytes() >= 0) sb.append("  ").append(bytes(r.sizeBytes()));
      sb.append("  SKIPPED\n");
      line(sb, "reason", Terminal.escape(r.errorMessage()));
    } else {
      if (r.sizeBytes() >= 0) sb.append("  ").append(bytes(r.sizeBytes()));
      sb.append("  FAILED\n");
      line(sb, "error", Terminal.escape(r.errorMessage()));
    }
    return sb.toString();
  }

  /**
   * The details as the text view shows them: byte sizes in kB/MB; a map that only repeats the
   * counts line is left out. Names a person reads (event types, players) are the summary's own.
   */
  static Map<String, Object> textDetails(ReplaySummary s) {
    Map<String, Object> d = new LinkedHashMap<>(s.details());
    d.entrySet().removeIf(e -> repeatsCounts(e.getValue(), s.counts()));
    d.replaceAll((k, v) -> sizes(k, v));
    return d;
  }

  /** Whether {@code v} is a map holding exactly the counts (teehistorian's, soku's by type). */
  private static boolean repeatsCounts(Object v, Map<String, Long> counts) {
    if (!(v instanceof Map<?, ?> m) || m.isEmpty() || m.size() != counts.size()) return false;
    for (Map.Entry<?, ?> e : m.entrySet()) {
      Long c = counts.get(String.valueOf(e.getKey()));
      if (c == null || !(e.getValue() instanceof Number n) || n.longValue() != c) return false;
    }
    return true;
  }

  /** Byte sizes ({@code size}, {@code …Bytes}) in B, kB, MB or GB, in maps too. */
  private static Object sizes(String key, Object v) {
    if (v instanceof Number n
        && !(v instanceof Double || v instanceof Float)
        && (key.equals("size") || key.endsWith("Bytes"))) {
      return bytes(n.longValue());
    }
    if (v instanceof Map<?, ?> m) {
      Map<String, Object> out = new LinkedHashMap<>();
      m.forEach((k, x) -> out.put(String.valueOf(k), sizes(String.valueOf(k), x)));
      return out;
    }
    return v;
  }

  /**
   * A details entry that is a list of player maps with a {@code stats} map each (Slippi's players)
   * becomes a small table: one row per player, its port or id and character or name, then the
   * stats. Returns false, printing nothing, for anything else.
   */
  static boolean statsTable(StringBuilder sb, String key, Object v) {
    if (!(v instanceof List<?> l) || l.isEmpty()) return false;
    List<String> statKeys = new ArrayList<>();
    for (Object o : l) {
      if (!(o instanceof Map<?, ?> m) || !(m.get("stats") instanceof Map<?, ?> st)) return false;
      for (Object k : st.keySet())
        if (!statKeys.contains(String.valueOf(k))) statKeys.add(String.valueOf(k));
    }
    List<List<String>> rows = new ArrayList<>();
    List<String> header = new ArrayList<>(List.of("player"));
    header.addAll(statKeys);
    rows.add(header);
    for (Object o : l) {
      Map<?, ?> m = (Map<?, ?>) o;
      Object id = m.containsKey("port") ? "P" + m.get("port") : m.get("id");
      Object who = m.containsKey("character") ? m.get("character") : m.get("name");
      List<String> row = new ArrayList<>();
      row.add(id + (who == null ? "" : " " + who));
      Map<?, ?> st = (Map<?, ?>) m.get("stats");
      for (String k : statKeys) row.add(cell(st.get(k)));
      rows.add(row);
    }
    int[] width = new int[header.size()];
    for (List<String> r : rows)
      for (int i = 0; i < r.size(); i++) width[i] = Math.max(width[i], r.get(i).length());
    sb.append("    ").append(key).append('\n');
    for (List<String> r : rows) {
      StringBuilder t = new StringBuilder("      ");
      for (int i = 0; i < r.size(); i++) {
        String c = r.get(i);
        t.append(
            i == 0
                ? String.format(Locale.ROOT, "%-" + width[i] + "s", c)
                : String.format(Locale.ROOT, "  %" + width[i] + "s", c));
      }
      String text = t.toString().stripTrailing();
      sb.append(text.length() > MAX_LINE ? text.substring(0, MAX_LINE) + " …" : text).append('\n');
    }
    return true;
  }

  /**
   * The short stats block of the shared view ({@link GameStats}), the same for every format: a
   * summary line (participants, then scoring events as {@code kind=count}), then one row per
   * participant with its slot, name, team, character, result and rate. Columns no participant has
   * are left out.
   */
  static void gameStats(StringBuilder sb, GameStats g) {
    Map<String, Integer> kinds = new LinkedHashMap<>();
    for (ScoringEvent e : g.scoringEvents()) kinds.merge(e.kind(), 1, Integer::sum);
    StringBuilder head = new StringBuilder();
    head.append(g.participants().size())
        .append(g.participants().size() == 1 ? " participant" : " participants");
    for (Map.Entry<String, Integer> k : kinds.entrySet())
      head.append(", ").append(k.getKey()).append('=').append(k.getValue());
    if (g.partial()) head.append(" (partial: damaged file)");
    line(sb, "stats", head.toString());
    if (g.participants().isEmpty()) return;
    List<String> header = List.of("slot", "name", "team", "character", "result", "per min");
    List<List<String>> rows = new ArrayList<>();
    for (ParticipantStats p : g.participants()) {
      rows.add(
          List.of(
              String.valueOf(p.slot()),
              p.name() == null ? "-" : plain(p.name()),
              p.team() == null ? "-" : plain(p.team()),
              p.character() == null ? "-" : plain(p.character()),
              result(p.result()),
              cell(p.actionsPerMinute())));
    }
    boolean[] keep = new boolean[header.size()];
    keep[0] = true;
    for (List<String> r : rows) for (int i = 1; i < r.size(); i++) keep[i] |= !r.get(i).equals("-");
    List<List<String>> table = new ArrayList<>();
    table.add(header);
    table.addAll(rows);
    int[] width = new int[header.size()];
    for (List<String> r : table)
      for (int i = 0; i < r.size(); i++) width[i] = Math.max(width[i], r.get(i).length());
    for (List<String> r : table) {
      StringBuilder t = new StringBuilder("      ");
      for (int i = 0; i < r.size(); i++) {
        if (!keep[i]) continue;
        t.append(
            String.format(
                Locale.ROOT, i == 0 ? "%" + width[i] + "s" : "  %-" + width[i] + "s", r.get(i)));
      }
      String text = t.toString().stripTrailing();
      sb.append(text.length() > MAX_LINE ? text.substring(0, MAX_LINE) + " …" : text).append('\n');
    }
  }

  /** A result as a few words: outcome, placement, finish time, score; "-" when unknown. */
  private static String result(Result r) {
    List<String> parts = new ArrayList<>();
    if (r.outcome() != null) parts.add(r.outcome().text());
    if (r.placement() != null) parts.add("#" + r.placement());
    if (r.finishSeconds() != null)
      parts.add(String.format(Locale.ROOT, "%.2f s", r.finishSeconds()));
    if (r.score() != null) parts.add(r.score() + " pts");
    return parts.isEmpty() ? "-" : String.join(" ", parts);
  }

  private static String cell(Object v) {
    if (v == null) return "-";
    if (v instanceof Double d)
      return d == Math.rint(d) && Math.abs(d) < 1e12
          ? Long.toString(d.longValue())
          : String.format(Locale.ROOT, "%.2f", d);
    return String.valueOf(v);
  }

  /**
   * Whether the detail {@code key = v} says again what the header line, duration or counts said.
   */
  private static boolean repeats(ReplaySummary s, String key, Object v) {
    if (v == null) return true;
    if (v instanceof Collection<?> c && c.isEmpty() || v instanceof Map<?, ?> m && m.isEmpty())
      return true;
    if (v instanceof String str && str.equals(s.version())) return true;
    if (key.equals("durationSeconds")) return true;
    Long count = s.counts().get(key);
    return count != null && v instanceof Number n && n.longValue() == count;
  }

  /** {@code v} as plain text (see {@link #text}). */
  static String plain(Object v) {
    StringBuilder sb = new StringBuilder();
    plain(sb, v, 0);
    return sb.toString();
  }

  private static void plain(StringBuilder sb, Object v, int depth) {
    if (v == null) {
      sb.append('-');
    } else if (v instanceof String s) {
      for (int i = 0; i < s.length(); i++) {
        char c = s.charAt(i);
        if (c >= 0x20 && c != 0x7F && !(c >= 0x80 && c < 0xA0)) sb.append(c);
      }
    } else if (v instanceof Map<?, ?> m) {
      if (depth > 0) sb.append('{');
      boolean first = true;
      for (Map.Entry<?, ?> e : m.entrySet()) {
        if (!first) sb.append(", ");
        first = false;
        sb.append(e.getKey()).append('=');
        plain(sb, e.getValue(), depth + 1);
      }
      if (depth > 0) sb.append('}');
    } else if (v instanceof Iterable<?> it) {
      if (depth > 0) sb.append('[');
      boolean first = true;
      for (Object o : it) {
        if (!first) sb.append(", ");
        first = false;
        plain(sb, o, depth + 1);
      }
      if (depth > 0) sb.append(']');
    } else if (v instanceof Number || v instanceof Boolean) {
      sb.append(v);
    } else {
      plain(sb, Objects.toString(Json.toString(v)), depth);
    }
  }

  private static void line(StringBuilder sb, String key, String value) {
    String v = value.length() > MAX_LINE ? value.substring(0, MAX_LINE) + " …" : value;
    sb.append("    ").append(key);
    for (int i = key.length(); i < KEY_WIDTH; i++) sb.append(' ');
    sb.append(' ').append(v).append('\n');
  }

  static String bytes(long n) {
    if (n < 0) return "unknown";
    if (n < 10_000) return n + " B";
    if (n < 10_000_000) return String.format(Locale.ROOT, "%.1f kB", n / 1e3);
    if (n < 10_000_000_000L) return String.format(Locale.ROOT, "%.1f MB", n / 1e6);
    return String.format(Locale.ROOT, "%.1f GB", n / 1e9);
  }

  static String duration(double seconds) {
    if (seconds < 60) return String.format(Locale.ROOT, "%.2f s", seconds);
    long minutes = (long) seconds / 60;
    double rest = seconds - minutes * 60;
    String clock =
        minutes < 60
            ? String.format(Locale.ROOT, "%d:%05.2f", minutes, rest)
            : String.format(Locale.ROOT, "%d:%02d:%05.2f", minutes / 60, minutes % 60, rest);
    return clock + String.format(Locale.ROOT, " (%.2f s)", seconds);
  }
}
