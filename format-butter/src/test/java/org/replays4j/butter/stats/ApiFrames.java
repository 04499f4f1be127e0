package org.replays4j.butter.stats;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipInputStream;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterReplay;
import org.replays4j.testkit.MiniJson;

/**
 * A file's frames as API-shaped value trees, read without the stats code: a .echoreplay's JSON
 * lines parsed directly (the recorder's own frames), a .butter file's decoded frames as {@link
 * ButterFrame#toTree}. The stats tests compare against these.
 */
final class ApiFrames {
  private ApiFrames() {}

  /** The frames of {@code file} (.butter or .echoreplay). */
  static List<Map<String, Object>> of(Path file) throws IOException {
    byte[] bytes = Files.readAllBytes(file);
    if (file.toString().endsWith(".echoreplay")) return echoReplay(bytes);
    ButterReplay r = ButterReplay.read(bytes);
    List<Map<String, Object>> out = new ArrayList<>();
    for (ButterFrame f : r.frames()) out.add(f.toTree(r.header()));
    return out;
  }

  /** The session JSON of every line longer than 300 characters (the rows the recorder keeps). */
  static List<Map<String, Object>> echoReplay(byte[] bytes) throws IOException {
    String text;
    if (bytes.length > 1 && bytes[0] == 'P' && bytes[1] == 'K') {
      try (ZipInputStream z = new ZipInputStream(new ByteArrayInputStream(bytes))) {
        z.getNextEntry();
        text = new String(((InputStream) z).readAllBytes(), StandardCharsets.UTF_8);
      }
    } else {
      text = new String(bytes, StandardCharsets.UTF_8);
    }
    List<Map<String, Object>> out = new ArrayList<>();
    for (String line : text.split("\r?\n")) {
      String[] cols = line.split("\t", -1);
      if ((cols.length == 2 || cols.length == 3) && cols[1].length() > 300)
        out.add(MiniJson.object(cols[1]));
    }
    return out;
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
