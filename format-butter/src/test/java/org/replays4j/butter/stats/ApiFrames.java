package org.replays4j.butter.stats;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.BufferedReader;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.InputStreamReader;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipInputStream;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;

/**
 * A file's frames as API-shaped value trees, read without the stats code: a .echoreplay's JSON
 * lines parsed directly (the recorder's own frames), a .butter file's decoded frames as {@link
 * ButterFrame#toTree}. The stats tests compare against these.
 */
final class ApiFrames {
  private ApiFrames() {}

  /** Receives frames one at a time. */
  interface FrameConsumer {
    void frame(Map<String, Object> frame) throws IOException;
  }

  /** Streams the frames of {@code file} (.butter or .echoreplay) to {@code out}, in order. */
  static void forEach(Path file, FrameConsumer out) throws IOException {
    if (file.toString().endsWith(".echoreplay")) {
      echoReplay(Files.readAllBytes(file), out);
      return;
    }
    try (InputStream in = Files.newInputStream(file)) {
      IOException[] failed = {null};
      ButterDecoder.create()
          .decode(
              in,
              new ButterVisitor() {
                ButterHeader header;

                @Override
                public void visitHeader(ButterHeader h) {
                  header = h;
                }

                @Override
                public void visitFrame(ButterFrame f) {
                  try {
                    out.frame(f.toTree(header));
                  } catch (IOException e) {
                    failed[0] = e;
                  }
                }
              });
      if (failed[0] != null) throw failed[0];
    }
  }

  /** The session JSON of every line longer than 300 characters (the rows the recorder keeps). */
  static void echoReplay(byte[] bytes, FrameConsumer out) throws IOException {
    InputStream in = new ByteArrayInputStream(bytes);
    ZipInputStream zip = null;
    if (bytes.length > 1 && bytes[0] == 'P' && bytes[1] == 'K') {
      zip = new ZipInputStream(in);
      zip.getNextEntry();
      in = zip;
    }
    try (BufferedReader r =
        new BufferedReader(new InputStreamReader(in, StandardCharsets.UTF_8), 1 << 16)) {
      String line;
      while ((line = r.readLine()) != null) {
        String[] cols = line.split("\t", -1);
        if ((cols.length == 2 || cols.length == 3) && cols[1].length() > 300)
          out.frame(map(json(cols[1])));
      }
    }
  }

  private static final JsonFactory JSON = new JsonFactory();

  /**
   * A JSON text as maps, lists, strings, numbers, booleans and nulls (Jackson's streaming parser).
   */
  static Object json(String text) throws IOException {
    try (JsonParser p = JSON.createParser(text)) {
      return value(p, p.nextToken());
    }
  }

  private static Object value(JsonParser p, JsonToken t) throws IOException {
    switch (t) {
      case START_OBJECT:
        Map<String, Object> m = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String key = p.currentName();
          m.put(key, value(p, p.nextToken()));
        }
        return m;
      case START_ARRAY:
        List<Object> l = new ArrayList<>();
        JsonToken e;
        while ((e = p.nextToken()) != JsonToken.END_ARRAY) l.add(value(p, e));
        return l;
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getLongValue();
      case VALUE_NUMBER_FLOAT:
        return p.getDoubleValue();
      case VALUE_TRUE:
        return true;
      case VALUE_FALSE:
        return false;
      default:
        return null;
    }
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> list(Object o) {
    return o instanceof List ? (List<Map<String, Object>>) o : List.of();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    return o instanceof Map ? (Map<String, Object>) o : Map.of();
  }

  /** Every player object of a frame, with the team index (0 blue, 1 orange, 2 spectator). */
  static List<Map.Entry<Integer, Map<String, Object>>> players(Map<String, Object> frame) {
    List<Map.Entry<Integer, Map<String, Object>>> out = new ArrayList<>();
    List<Map<String, Object>> teams = list(frame.get("teams"));
    for (int t = 0; t < teams.size(); t++)
      for (Map<String, Object> p : list(teams.get(t).get("players"))) out.add(Map.entry(t, p));
    return out;
  }

  /** A {@code stats} object as {@link Counters}. */
  static Counters counters(Map<String, Object> stats) {
    return new Counters(
        num(stats, "points"),
        num(stats, "goals"),
        num(stats, "assists"),
        num(stats, "saves"),
        num(stats, "stuns"),
        num(stats, "steals"),
        num(stats, "blocks"),
        num(stats, "interceptions"),
        num(stats, "passes"),
        num(stats, "catches"),
        num(stats, "shots_taken"),
        // the frame model keeps floats, as the API's JSON numbers are read into
        (float) ((Number) stats.getOrDefault("possession_time", 0)).doubleValue());
  }

  private static int num(Map<String, Object> m, String key) {
    return ((Number) m.getOrDefault(key, 0)).intValue();
  }
}
