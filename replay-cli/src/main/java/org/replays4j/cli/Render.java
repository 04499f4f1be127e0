package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.ReplaySummary;

/** Turns a {@link FileResult} into the text {@code inspect} prints for it. */
final class Render {
  private static final int MAX_LINE = 200;

  private Render() {}

  /**
   * One JSON object (no trailing newline): {@code file}, {@code format}, {@code version},
   * {@code ok}, {@code sizeBytes}; when ok {@code durationSeconds}, {@code participants},
   * {@code counts}, {@code warnings} and the format's details under the format id; otherwise
   * {@code error} {@code {message, offset[, rawOffset][, path]}}.
   */
  static String json(FileResult r) {
    StringWriter sw = new StringWriter();
    try (JsonGenerator g = Json.generator(sw)) {
      ReplaySummary s = r.summary();
      g.writeStartObject();
      g.writeStringField("file", r.file());
      g.writeFieldName("format");
      Json.write(g, r.format());
      g.writeFieldName("version");
      Json.write(g, s == null ? null : s.version());
      g.writeBooleanField("ok", r.ok());
      g.writeFieldName("sizeBytes");
      Json.write(g, r.sizeBytes() >= 0 ? r.sizeBytes() : null);
      if (r.ok()) {
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

  /** A few lines for people: the file and its state, then indented "key  value" lines. */
  static String text(FileResult r) {
    StringBuilder sb = new StringBuilder();
    ReplaySummary s = r.summary();
    sb.append(r.file());
    if (r.format() != null) sb.append("  ").append(r.format());
    if (s != null && s.version() != null) sb.append(' ').append(s.version());
    if (r.ok()) {
      sb.append("  OK\n");
      line(sb, "size", bytes(r.sizeBytes()));
      if (s.durationSeconds() != null) line(sb, "duration", duration(s.durationSeconds()));
      if (!s.participants().isEmpty()) line(sb, "participants", String.join(", ", s.participants()));
      if (!s.counts().isEmpty()) {
        StringBuilder c = new StringBuilder();
        s.counts().forEach((k, v) -> c.append(c.length() == 0 ? "" : ", ").append(k).append('=').append(v));
        line(sb, "counts", c.toString());
      }
      for (String w : s.warnings()) line(sb, "warning", w);
      for (Map.Entry<String, Object> e : s.details().entrySet()) {
        Object v = e.getValue();
        if (statsTable(sb, e.getKey(), v)) continue;
        line(sb, e.getKey(), v instanceof String str ? str : Json.toString(v));
      }
    } else {
      sb.append("  FAILED\n");
      line(sb, "error", r.errorMessage());
    }
    return sb.toString();
  }

  /**
   * A details entry that is a list of player maps with a {@code stats} map each (Slippi's players)
   * becomes a small table: one row per player, its port or id and character or name, then the stats.
   * Returns false, printing nothing, for anything else.
   */
  static boolean statsTable(StringBuilder sb, String key, Object v) {
    if (!(v instanceof List<?> l) || l.isEmpty()) return false;
    List<String> statKeys = new ArrayList<>();
    for (Object o : l) {
      if (!(o instanceof Map<?, ?> m) || !(m.get("stats") instanceof Map<?, ?> st)) return false;
      for (Object k : st.keySet()) if (!statKeys.contains(String.valueOf(k))) statKeys.add(String.valueOf(k));
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
    for (List<String> r : rows) for (int i = 0; i < r.size(); i++) width[i] = Math.max(width[i], r.get(i).length());
    sb.append("    ").append(key).append('\n');
    for (List<String> r : rows) {
      StringBuilder t = new StringBuilder("      ");
      for (int i = 0; i < r.size(); i++) {
        String c = r.get(i);
        t.append(i == 0 ? String.format(Locale.ROOT, "%-" + width[i] + "s", c)
            : String.format(Locale.ROOT, "  %" + width[i] + "s", c));
      }
      String text = t.toString().stripTrailing();
      sb.append(text.length() > MAX_LINE ? text.substring(0, MAX_LINE) + " …" : text).append('\n');
    }
    return true;
  }

  private static String cell(Object v) {
    if (v == null) return "-";
    if (v instanceof Double d) return d == Math.rint(d) && Math.abs(d) < 1e12
        ? Long.toString(d.longValue()) : String.format(Locale.ROOT, "%.2f", d);
    return String.valueOf(v);
  }

  private static void line(StringBuilder sb, String key, String value) {
    String v = value.length() > MAX_LINE ? value.substring(0, MAX_LINE) + " …" : value;
    sb.append("    ").append(String.format(Locale.ROOT, "%-14s", key)).append(' ').append(v).append('\n');
  }

  static String bytes(long n) {
    if (n < 0) return "unknown";
    if (n < 10_000) return n + " B";
    if (n < 10_000_000) return String.format(Locale.ROOT, "%.1f kB", n / 1e3);
    return String.format(Locale.ROOT, "%.1f MB", n / 1e6);
  }

  static String duration(double seconds) {
    if (seconds < 60) return String.format(Locale.ROOT, "%.2f s", seconds);
    long minutes = (long) seconds / 60;
    double rest = seconds - minutes * 60;
    String clock = minutes < 60
        ? String.format(Locale.ROOT, "%d:%05.2f", minutes, rest)
        : String.format(Locale.ROOT, "%d:%02d:%05.2f", minutes / 60, minutes % 60, rest);
    return clock + String.format(Locale.ROOT, " (%.2f s)", seconds);
  }
}
