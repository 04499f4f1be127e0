package org.replays4j.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import org.replays4j.web.CatalogView.Collection;
import org.replays4j.web.CatalogView.Count;
import org.replays4j.web.CatalogView.Game;
import org.replays4j.web.CatalogView.GameDetail;
import org.replays4j.web.CatalogView.GamePage;
import org.replays4j.web.CatalogView.Matchup;
import org.replays4j.web.CatalogView.Player;
import org.replays4j.web.CatalogView.PlayerView;
import org.replays4j.web.CatalogView.TableRows;

/**
 * The JSON answers of {@code /api}, written from the same records as the pages: each answer is
 * described as nested maps (objects, in their order), lists (arrays) and scalars, and one writer
 * turns that into JSON. Strings go through Jackson's generator, which escapes quotes, backslashes
 * and control characters.
 */
final class Api {
  private Api() {}

  private static final JsonFactory JSON = new JsonFactory();

  /** A JSON document written by {@code body}. */
  interface Body {
    void write(JsonGenerator g) throws IOException;
  }

  static byte[] json(Body body) {
    ByteArrayOutputStream out = new ByteArrayOutputStream(4096);
    try (JsonGenerator g = JSON.createGenerator(out)) {
      body.write(g);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
    return out.toByteArray();
  }

  /**
   * The rows of a table, as an answer holds them: each cell is written as a scalar ({@link
   * #scalar}), whatever its type.
   */
  private record Cells(List<List<Object>> rows) {}

  /** The JSON of {@code value} (see {@link #write}). */
  private static byte[] json(Object value) {
    return json(g -> write(g, value));
  }

  /**
   * Writes {@code v}: a map as an object of its entries in their order, a list as an array, a
   * boolean as one, {@link Cells} as an array of arrays of scalars, anything else as a scalar.
   */
  private static void write(JsonGenerator g, Object v) throws IOException {
    if (v instanceof Map<?, ?> m) {
      g.writeStartObject();
      for (Map.Entry<?, ?> e : m.entrySet()) {
        g.writeFieldName((String) e.getKey());
        write(g, e.getValue());
      }
      g.writeEndObject();
    } else if (v instanceof List<?> l) {
      g.writeStartArray();
      for (Object x : l) write(g, x);
      g.writeEndArray();
    } else if (v instanceof Boolean b) {
      g.writeBoolean(b);
    } else if (v instanceof Cells c) {
      g.writeStartArray();
      for (List<Object> row : c.rows()) {
        g.writeStartArray();
        for (Object x : row) scalar(g, x);
        g.writeEndArray();
      }
      g.writeEndArray();
    } else {
      scalar(g, v);
    }
  }

  /**
   * Writes a number (NaN and infinities as null), null, bytes as base64, and anything else as its
   * text.
   */
  private static void scalar(JsonGenerator g, Object v) throws IOException {
    if (v == null) g.writeNull();
    else if (v instanceof Integer i) g.writeNumber(i);
    else if (v instanceof Long l) g.writeNumber(l);
    else if (v instanceof Double d) {
      if (d.isNaN() || d.isInfinite()) g.writeNull();
      else g.writeNumber(d);
    } else if (v instanceof Float f) g.writeNumber(f);
    else if (v instanceof BigDecimal b) g.writeNumber(b);
    else if (v instanceof byte[] b) g.writeBinary(b);
    else g.writeString(String.valueOf(v));
  }

  /** An object of {@code namesAndValues}: a name, its value, the next name... in that order. */
  private static Map<String, Object> object(Object... namesAndValues) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < namesAndValues.length; i += 2) {
      m.put((String) namesAndValues[i], namesAndValues[i + 1]);
    }
    return m;
  }

  /** {@code values}, each turned into its JSON value by {@code f}. */
  private static <T> List<Object> each(List<T> values, Function<T, Object> f) {
    List<Object> out = new ArrayList<>(values.size());
    for (T v : values) out.add(f.apply(v));
    return out;
  }

  static byte[] games(GamePage p) {
    return json(page(p));
  }

  private static Map<String, Object> page(GamePage p) {
    return object(
        "page", p.page(), "size", p.size(), "more", p.more(), "games", each(p.games(), Api::game));
  }

  private static Map<String, Object> game(Game x) {
    return object(
        "id", x.id(),
        "format", x.format(),
        "status", x.status(),
        "start_time", x.startTime(),
        "map", x.map(),
        "path", x.path(),
        "size", x.size(),
        "mtime", x.mtime(),
        "players", each(x.players(), Api::player));
  }

  private static Map<String, Object> player(Player p) {
    return object(
        "slot", p.slot(),
        "name", p.name(),
        "team", p.team(),
        "character", p.character(),
        "outcome", p.outcome(),
        "placement", p.placement(),
        "finish_seconds", p.finishSeconds(),
        "score", p.score(),
        "actions_per_minute", p.actionsPerMinute());
  }

  static byte[] game(
      GameDetail d, List<String> pictures, List<String> tables, List<String> writers) {
    List<Object> downloads = new ArrayList<>();
    for (String t : tables) {
      for (String w : writers) downloads.add("/games/" + d.game().id() + "/tables/" + t + "." + w);
    }
    return json(
        object(
            "game", game(d.game()),
            "version", d.version(),
            "error_kind", d.errorKind(),
            "error_offset", d.errorOffset(),
            "message", d.message(),
            "indexed_at", d.indexedAt(),
            "sha256", d.sha256(),
            "file_state", d.fileState().label(),
            "tables", each(d.tables(), Api::table),
            "pictures", pictures,
            "downloads", downloads));
  }

  private static Map<String, Object> table(TableRows t) {
    return object(
        "table", t.table(),
        "format", t.format(),
        "more", t.more(),
        "columns", t.columns(),
        "rows", new Cells(t.rows()));
  }

  static byte[] player(PlayerView v) {
    return json(
        object(
            "format", v.format(),
            "name", v.name(),
            "games", v.games(),
            "wins", v.wins(),
            "decided", v.decided(),
            "characters", each(v.characters(), m -> matchup(m, false)),
            "matchups", each(v.matchups(), m -> matchup(m, true)),
            "recent", page(v.recent())));
  }

  /** A character's record, {@code against} another one or (not) against all. */
  private static Map<String, Object> matchup(Matchup m, boolean against) {
    Map<String, Object> o = object("character", m.plays());
    if (against) o.put("against", m.against());
    o.put("games", m.games());
    o.put("wins", m.wins());
    o.put("decided", m.decided());
    return o;
  }

  static byte[] collection(Collection c, List<String> pictures) {
    return json(
        object(
            "counts", each(c.counts(), Api::count),
            "pictures", pictures,
            "damaged", page(c.damaged())));
  }

  private static Map<String, Object> count(Count n) {
    return object("format", n.format(), "status", n.status(), "files", n.files());
  }

  static byte[] error(int status, String message) {
    return json(object("status", status, "error", message));
  }
}
