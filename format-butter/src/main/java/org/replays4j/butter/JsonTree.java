package org.replays4j.butter;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Minimal JSON → plain value tree (LinkedHashMap, ArrayList, String, Long/Double, Boolean, null) on
 * top of Jackson's streaming parser, with a nesting limit.
 */
final class JsonTree {
  static final JsonFactory FACTORY = new JsonFactory();
  private static final int MAX_DEPTH = 64;

  private JsonTree() {}

  /** Parses one JSON document from {@code text}. */
  static Object parse(String text) throws IOException {
    try (JsonParser p = FACTORY.createParser(text)) {
      JsonToken t = p.nextToken();
      if (t == null) throw new IOException("empty JSON");
      return value(p, t, 0);
    }
  }

  /** Reads the value starting at the current token {@code t}. */
  static Object value(JsonParser p, JsonToken t, int depth) throws IOException {
    if (depth > MAX_DEPTH) throw new IOException("JSON nested deeper than " + MAX_DEPTH);
    return switch (t) {
      case START_OBJECT -> object(p, depth);
      case START_ARRAY -> array(p, depth);
      case VALUE_STRING -> p.getText();
      case VALUE_NUMBER_INT -> p.getLongValue();
      case VALUE_NUMBER_FLOAT -> p.getDoubleValue();
      case VALUE_TRUE -> Boolean.TRUE;
      case VALUE_FALSE -> Boolean.FALSE;
      case VALUE_NULL -> null;
      default -> throw new IOException("unexpected JSON token " + t);
    };
  }

  private static Map<String, Object> object(JsonParser p, int depth) throws IOException {
    Map<String, Object> m = new LinkedHashMap<>();
    while (p.nextToken() == JsonToken.FIELD_NAME) {
      String name = p.currentName();
      m.put(name, value(p, p.nextToken(), depth + 1));
    }
    return m;
  }

  private static List<Object> array(JsonParser p, int depth) throws IOException {
    List<Object> l = new ArrayList<>();
    JsonToken e;
    while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
      if (e == null) throw new IOException("unterminated JSON array");
      l.add(value(p, e, depth + 1));
    }
    return l;
  }
}
