package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** Parses one JSON value into Map/List/String/Long/Double/Boolean/null (tests only; no databind). */
final class MiniJson {
  private MiniJson() {}

  @SuppressWarnings("unchecked")
  static Map<String, Object> object(String text) {
    return (Map<String, Object>) parse(text);
  }

  static Object parse(String text) {
    try (JsonParser p = Json.FACTORY.createParser(text)) {
      p.nextToken();
      Object v = value(p);
      if (p.nextToken() != null) throw new IllegalArgumentException("trailing content in " + text);
      return v;
    } catch (IOException e) {
      throw new IllegalArgumentException("not JSON: " + text, e);
    }
  }

  private static Object value(JsonParser p) throws IOException {
    JsonToken t = p.currentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        while (p.nextToken() == JsonToken.FIELD_NAME) {
          String k = p.currentName();
          if (m.containsKey(k)) throw new IllegalArgumentException("duplicate key " + k);
          p.nextToken();
          m.put(k, value(p));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> l = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY) l.add(value(p));
        return l;
      }
      case VALUE_STRING: return p.getText();
      case VALUE_NUMBER_INT: return p.getLongValue();
      case VALUE_NUMBER_FLOAT: return p.getDoubleValue();
      case VALUE_TRUE: return true;
      case VALUE_FALSE: return false;
      case VALUE_NULL: return null;
      default: throw new IllegalArgumentException("unexpected " + t);
    }
  }
}
