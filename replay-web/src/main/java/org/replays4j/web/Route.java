package org.replays4j.web;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * One GET route: its path template ({@code /games/{id}}, {@code /games/{id}/tables/{table}.{ext}}),
 * what it answers, its parameters and its handler. The server dispatches on this table and the
 * OpenAPI document is written from it, so the two cannot differ.
 *
 * @param path template: literal segments and {@code {name}} or {@code {name}.{ext}} or {@code
 *     {name}.svg} segments
 * @param kind {@code html}, {@code json} or {@code file} (download or picture); json and file
 *     routes are in the OpenAPI document
 * @param summary one line for the document
 * @param params path and query parameters
 * @param handler the code
 */
record Route(String path, String kind, String summary, List<Param> params, Handler handler) {
  /**
   * A parameter: in {@code path} (always required) or {@code query}; type {@code integer}, {@code
   * string} or {@code date}.
   */
  record Param(String name, String in, String type, boolean required, String description) {
    Param(String name, String in, String type, String description) {
      this(name, in, type, in.equals("path"), description);
    }
  }

  /** The code of a route. */
  interface Handler {
    Response handle(Map<String, String> vars, Params query) throws IOException;
  }

  /** An answer: status, content type, body bytes or a file to stream (then deleted), headers. */
  record Response(int status, String type, byte[] body, Path file, Map<String, String> headers) {
    static Response of(String type, byte[] body) {
      return new Response(200, type, body, null, Map.of());
    }
  }

  /** The names of the query parameters. */
  Set<String> queryNames() {
    Set<String> out = new TreeSet<>();
    for (Param p : params) if (p.in().equals("query")) out.add(p.name());
    return out;
  }

  /** In the OpenAPI document. */
  boolean documented() {
    return !kind.equals("html");
  }

  /** The path variables when {@code path} (decoded segments) matches this template, else null. */
  Map<String, String> match(List<String> segments) {
    List<String> t = segments(this.path);
    if (t.size() != segments.size()) return null;
    Map<String, String> vars = new LinkedHashMap<>();
    for (int i = 0; i < t.size(); i++) {
      String tp = t.get(i);
      String s = segments.get(i);
      if (!tp.startsWith("{")) {
        if (!tp.equals(s)) return null;
        continue;
      }
      int close = tp.indexOf('}');
      String name = tp.substring(1, close);
      String rest = tp.substring(close + 1);
      if (rest.isEmpty()) {
        if (s.isEmpty()) return null;
        vars.put(name, s);
      } else if (rest.startsWith(".{")) {
        int dot = s.lastIndexOf('.');
        if (dot <= 0 || dot == s.length() - 1) return null;
        vars.put(name, s.substring(0, dot));
        vars.put(rest.substring(2, rest.length() - 1), s.substring(dot + 1));
      } else {
        if (!s.endsWith(rest) || s.length() == rest.length()) return null;
        vars.put(name, s.substring(0, s.length() - rest.length()));
      }
    }
    return vars;
  }

  /** The segments of a path: {@code /a/b} is [a, b], {@code /} is []. */
  static List<String> segments(String path) {
    String p = path.startsWith("/") ? path.substring(1) : path;
    if (p.isEmpty()) return List.of();
    return List.of(p.split("/", -1));
  }
}
