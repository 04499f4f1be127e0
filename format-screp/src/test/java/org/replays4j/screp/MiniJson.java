package org.replays4j.screp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/** A tiny JSON reader for the oracle files (tests only): objects, arrays, strings, numbers, literals. */
final class MiniJson {
  private final String s;
  private int i;

  private MiniJson(String s) { this.s = s; }

  static Object parse(String s) {
    MiniJson p = new MiniJson(s);
    Object v = p.value();
    p.ws();
    if (p.i != s.length()) throw new IllegalArgumentException("trailing data at " + p.i);
    return v;
  }

  private void ws() {
    while (i < s.length() && Character.isWhitespace(s.charAt(i))) i++;
  }

  private Object value() {
    ws();
    char c = s.charAt(i);
    switch (c) {
      case '{': {
        i++;
        Map<String, Object> m = new LinkedHashMap<>();
        ws();
        if (s.charAt(i) == '}') { i++; return m; }
        while (true) {
          ws();
          String k = string();
          ws();
          i++; // ':'
          m.put(k, value());
          ws();
          if (s.charAt(i++) == '}') return m;
        }
      }
      case '[': {
        i++;
        List<Object> l = new ArrayList<>();
        ws();
        if (s.charAt(i) == ']') { i++; return l; }
        while (true) {
          l.add(value());
          ws();
          if (s.charAt(i++) == ']') return l;
        }
      }
      case '"':
        return string();
      case 't': i += 4; return Boolean.TRUE;
      case 'f': i += 5; return Boolean.FALSE;
      case 'n': i += 4; return null;
      default: {
        int st = i;
        while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) i++;
        String num = s.substring(st, i);
        if (num.contains(".") || num.contains("e") || num.contains("E")) return Double.parseDouble(num);
        return Long.parseLong(num);
      }
    }
  }

  private String string() {
    i++; // opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      char c = s.charAt(i++);
      if (c == '"') return sb.toString();
      if (c == '\\') {
        char e = s.charAt(i++);
        switch (e) {
          case 'n' -> sb.append('\n');
          case 't' -> sb.append('\t');
          case 'r' -> sb.append('\r');
          case 'b' -> sb.append('\b');
          case 'f' -> sb.append('\f');
          case 'u' -> {
            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
            i += 4;
          }
          default -> sb.append(e);
        }
      } else {
        sb.append(c);
      }
    }
  }
}
