package org.replays4j.web;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.math.BigDecimal;
import java.util.List;
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
 * The JSON answers of {@code /api}, written from the same records as the pages. Strings go through
 * Jackson's generator, which escapes quotes, backslashes and control characters.
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

  static byte[] games(GamePage p) {
    return json(g -> page(g, p));
  }

  private static void page(JsonGenerator g, GamePage p) throws IOException {
    g.writeStartObject();
    g.writeNumberField("page", p.page());
    g.writeNumberField("size", p.size());
    g.writeBooleanField("more", p.more());
    g.writeArrayFieldStart("games");
    for (Game x : p.games()) game(g, x);
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void game(JsonGenerator g, Game x) throws IOException {
    g.writeStartObject();
    g.writeNumberField("id", x.id());
    g.writeStringField("format", x.format());
    g.writeStringField("status", x.status());
    g.writeStringField("start_time", x.startTime());
    g.writeStringField("map", x.map());
    g.writeStringField("path", x.path());
    g.writeNumberField("size", x.size());
    g.writeNumberField("mtime", x.mtime());
    g.writeArrayFieldStart("players");
    for (Player p : x.players()) player(g, p);
    g.writeEndArray();
    g.writeEndObject();
  }

  private static void player(JsonGenerator g, Player p) throws IOException {
    g.writeStartObject();
    g.writeNumberField("slot", p.slot());
    g.writeStringField("name", p.name());
    g.writeStringField("team", p.team());
    g.writeStringField("character", p.character());
    g.writeStringField("outcome", p.outcome());
    value(g, "placement", p.placement());
    value(g, "finish_seconds", p.finishSeconds());
    value(g, "score", p.score());
    value(g, "actions_per_minute", p.actionsPerMinute());
    g.writeEndObject();
  }

  private static void strings(JsonGenerator g, String name, List<String> values)
      throws IOException {
    g.writeArrayFieldStart(name);
    for (String v : values) g.writeString(v);
    g.writeEndArray();
  }

  private static void value(JsonGenerator g, String name, Object v) throws IOException {
    g.writeFieldName(name);
    value(g, v);
  }

  private static void value(JsonGenerator g, Object v) throws IOException {
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

  static byte[] game(
      GameDetail d, List<String> pictures, List<String> tables, List<String> writers) {
    return json(
        g -> {
          g.writeStartObject();
          g.writeFieldName("game");
          game(g, d.game());
          g.writeStringField("version", d.version());
          g.writeStringField("error_kind", d.errorKind());
          value(g, "error_offset", d.errorOffset());
          g.writeStringField("message", d.message());
          g.writeStringField("indexed_at", d.indexedAt());
          g.writeStringField("sha256", d.sha256());
          g.writeStringField("file_state", d.fileState().label());
          g.writeArrayFieldStart("tables");
          for (TableRows t : d.tables()) {
            g.writeStartObject();
            g.writeStringField("table", t.table());
            g.writeStringField("format", t.format());
            g.writeBooleanField("more", t.more());
            strings(g, "columns", t.columns());
            g.writeArrayFieldStart("rows");
            for (List<Object> row : t.rows()) {
              g.writeStartArray();
              for (Object v : row) value(g, v);
              g.writeEndArray();
            }
            g.writeEndArray();
            g.writeEndObject();
          }
          g.writeEndArray();
          strings(g, "pictures", pictures);
          g.writeArrayFieldStart("downloads");
          for (String t : tables) {
            for (String w : writers) {
              g.writeString("/games/" + d.game().id() + "/tables/" + t + "." + w);
            }
          }
          g.writeEndArray();
          g.writeEndObject();
        });
  }

  static byte[] player(PlayerView v) {
    return json(
        g -> {
          g.writeStartObject();
          g.writeStringField("format", v.format());
          g.writeStringField("name", v.name());
          g.writeNumberField("games", v.games());
          g.writeNumberField("wins", v.wins());
          g.writeNumberField("decided", v.decided());
          g.writeArrayFieldStart("characters");
          for (Matchup m : v.characters()) matchup(g, m, false);
          g.writeEndArray();
          g.writeArrayFieldStart("matchups");
          for (Matchup m : v.matchups()) matchup(g, m, true);
          g.writeEndArray();
          g.writeFieldName("recent");
          page(g, v.recent());
          g.writeEndObject();
        });
  }

  private static void matchup(JsonGenerator g, Matchup m, boolean against) throws IOException {
    g.writeStartObject();
    g.writeStringField("character", m.plays());
    if (against) g.writeStringField("against", m.against());
    g.writeNumberField("games", m.games());
    g.writeNumberField("wins", m.wins());
    g.writeNumberField("decided", m.decided());
    g.writeEndObject();
  }

  static byte[] collection(Collection c, List<String> pictures) {
    return json(
        g -> {
          g.writeStartObject();
          g.writeArrayFieldStart("counts");
          for (Count n : c.counts()) {
            g.writeStartObject();
            g.writeStringField("format", n.format());
            g.writeStringField("status", n.status());
            g.writeNumberField("files", n.files());
            g.writeEndObject();
          }
          g.writeEndArray();
          strings(g, "pictures", pictures);
          g.writeFieldName("damaged");
          page(g, c.damaged());
          g.writeEndObject();
        });
  }

  static byte[] error(int status, String message) {
    return json(
        g -> {
          g.writeStartObject();
          g.writeNumberField("status", status);
          g.writeStringField("error", message);
          g.writeEndObject();
        });
  }
}
