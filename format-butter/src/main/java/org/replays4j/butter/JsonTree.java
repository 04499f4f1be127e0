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
    switch (t) {
      case START_OBJECT:
        {
          Map<String, Object> m = new LinkedHashMap<>();
          JsonToken k;
          while ((k = p.nextToken()) == JsonToken.FIELD_NAME) {
            String name = p.currentName();
            m.put(name, value(p, p.nextToken(), depth + 1));
          }
          return m;
        }
      case START_ARRAY:
        {
          List<Object> l = new ArrayList<>();
          JsonToken e;
          while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
            if (e == null) throw new IOException("unterminated JSON array");
            l.add(value(p, e, depth + 1));
          }
          return l;
        }
      case VALUE_STRING:
        return p.getText();
      case VALUE_NUMBER_INT:
        return p.getLongValue();
      case VALUE_NUMBER_FLOAT:
        return p.getDoubleValue();
      case VALUE_TRUE:
        return Boolean.TRUE;
      case VALUE_FALSE:
        return Boolean.FALSE;
      case VALUE_NULL:
        return null;
      default:
        throw new IOException("unexpected JSON token " + t);
    }
  }
}
