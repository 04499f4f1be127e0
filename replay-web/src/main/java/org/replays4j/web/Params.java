package org.replays4j.web;

import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.time.LocalDate;
import java.time.format.DateTimeParseException;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import java.util.TreeSet;

/**
 * The query parameters of one request, checked: at most {@link #MAX_PARAMS} parameters of at most
 * {@link #MAX_VALUE} characters, each named once, each known to the route. Every problem is a 400
 * naming the parameter. Empty values count as absent (an HTML form sends every field).
 */
final class Params {
  /** Most parameters a request may carry. */
  static final int MAX_PARAMS = 24;

  /** Longest value accepted, in characters. */
  static final int MAX_VALUE = 512;

  private final Map<String, String> values;

  private Params(Map<String, String> values) {
    this.values = values;
  }

  /** No parameters. */
  static final Params NONE = new Params(Map.of());

  /**
   * Parses {@code rawQuery} (still percent-encoded; null for none), accepting only {@code allowed}
   * names.
   */
  static Params parse(String rawQuery, Set<String> allowed) {
    if (rawQuery == null || rawQuery.isEmpty()) return NONE;
    Map<String, String> out = new LinkedHashMap<>();
    String[] parts = rawQuery.split("&", MAX_PARAMS + 2);
    if (parts.length > MAX_PARAMS) {
      throw HttpError.badRequest("too many query parameters (at most " + MAX_PARAMS + ")");
    }
    for (String part : parts) {
      if (part.isEmpty()) continue;
      int eq = part.indexOf('=');
      String name = decode(eq < 0 ? part : part.substring(0, eq));
      String value = eq < 0 ? "" : decode(part.substring(eq + 1));
      if (!allowed.contains(name)) {
        throw HttpError.badRequest(
            "unknown query parameter '"
                + clip(name)
                + "'; this page takes "
                + (allowed.isEmpty() ? "none" : String.join(", ", new TreeSet<>(allowed))));
      }
      if (value.length() > MAX_VALUE) {
        throw HttpError.badRequest(
            "parameter '" + name + "' is longer than " + MAX_VALUE + " characters");
      }
      if (out.containsKey(name)) {
        throw HttpError.badRequest("parameter '" + name + "' is given twice");
      }
      if (!value.isEmpty()) out.put(name, value);
    }
    return new Params(Collections.unmodifiableMap(out));
  }

  private static String decode(String s) {
    try {
      return URLDecoder.decode(s, StandardCharsets.UTF_8);
    } catch (IllegalArgumentException e) {
      throw HttpError.badRequest("malformed percent-encoding in the query");
    }
  }

  /** A name cut to 40 characters for a message. */
  static String clip(String s) {
    return s.length() <= 40 ? s : s.substring(0, 40) + "…";
  }

  /** The value of {@code name}, or null. */
  String get(String name) {
    return values.get(name);
  }

  /** Every parameter given, in order. */
  Map<String, String> all() {
    return values;
  }

  /** {@code name} as an integer in {@code [min, max]}, or {@code dflt} when absent. */
  int integer(String name, int dflt, int min, int max) {
    String v = values.get(name);
    if (v == null) return dflt;
    int n;
    try {
      n = Integer.parseInt(v);
    } catch (NumberFormatException e) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be a whole number, found '" + clip(v) + "'");
    }
    if (n < min || n > max) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be between " + min + " and " + max + ", found " + n);
    }
    return n;
  }

  /** {@code name} as a date {@code YYYY-MM-DD}, or null when absent. */
  LocalDate date(String name) {
    String v = values.get(name);
    if (v == null) return null;
    try {
      return LocalDate.parse(v);
    } catch (DateTimeParseException e) {
      throw HttpError.badRequest(
          "parameter '" + name + "' must be a date YYYY-MM-DD, found '" + clip(v) + "'");
    }
  }

  /** {@code name}, which must be one of {@code choices}, or {@code dflt} when absent. */
  String choice(String name, String dflt, Set<String> choices) {
    String v = values.get(name);
    if (v == null) return dflt;
    if (!choices.contains(v)) {
      throw HttpError.badRequest(
          "parameter '"
              + name
              + "' must be one of "
              + String.join(", ", new TreeSet<>(choices))
              + ", found '"
              + clip(v)
              + "'");
    }
    return v;
  }

  /** {@code name} when it is a format id (lower-case letters, digits, underscores), or null. */
  String formatId(String name) {
    String v = values.get(name);
    if (v != null && !v.matches("[a-z0-9_]{1,32}")) {
      throw HttpError.badRequest(
          "parameter '"
              + name
              + "' must be a format id such as slippi or screp, found '"
              + clip(v)
              + "'");
    }
    return v;
  }
}
