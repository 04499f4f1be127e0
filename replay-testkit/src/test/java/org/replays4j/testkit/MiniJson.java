package org.replays4j.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;

/**
 * Reads one JSON document into plain values (tests only, no dependency): objects as {@code
 * LinkedHashMap<String, Object>} in file order, arrays as {@code List<Object>}, strings, integers
 * as {@code Long}, other numbers as {@code Double}, booleans and {@code null}. Strict: a duplicate
 * key, trailing content or any syntax error is an {@link IllegalArgumentException} naming the
 * offset, so a test that parses our own output also checks that it is well-formed JSON.
 */
public final class MiniJson {
  private final String s;
  private int i;

  private MiniJson(String s) {
    this.s = s;
  }

  /** The value of {@code text}. */
  public static Object parse(String text) {
    MiniJson p = new MiniJson(text);
    Object v = p.value();
    p.ws();
    if (p.i != text.length()) throw p.error("trailing content");
    return v;
  }

  /** The object {@code text} holds. */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> object(String text) {
    Object v = parse(text);
    if (!(v instanceof Map)) throw new IllegalArgumentException("not a JSON object: " + text);
    return (Map<String, Object>) v;
  }

  /** The object the UTF-8 file {@code file} holds. */
  public static Map<String, Object> object(Path file) {
    try {
      return object(Files.readString(file, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /**
   * A value already parsed (or built of the same plain values) taken as an object, for reading into
   * nested values: {@code map(map(doc.get("raw")).get("stop"))}.
   */
  @SuppressWarnings("unchecked")
  public static Map<String, Object> map(Object value) {
    return (Map<String, Object>) value;
  }

  /** A value already parsed (or built of the same plain values) taken as an array. */
  @SuppressWarnings("unchecked")
  public static List<Object> list(Object value) {
    return (List<Object>) value;
  }

  private IllegalArgumentException error(String what) {
    String near = s.substring(Math.max(0, i - 20), Math.min(s.length(), i + 20));
    return new IllegalArgumentException(what + " at offset " + i + " near '" + near + "'");
  }

  private void ws() {
    while (i < s.length() && " \t\r\n".indexOf(s.charAt(i)) >= 0) i++;
  }

  private char peek() {
    if (i >= s.length()) throw error("unexpected end");
    return s.charAt(i);
  }

  private void expect(char c) {
    ws();
    if (peek() != c) throw error("expected '" + c + "'");
    i++;
  }

  private Object value() {
    ws();
    char c = peek();
    switch (c) {
      case '{':
        {
          Map<String, Object> m = new LinkedHashMap<>();
          if (opens('}')) return m;
          do {
            ws();
            if (peek() != '"') throw error("expected a key");
            String k = string();
            if (m.containsKey(k)) throw error("duplicate key " + k);
            expect(':');
            m.put(k, value());
          } while (!closes('}'));
          return m;
        }
      case '[':
        {
          List<Object> l = new ArrayList<>();
          if (opens(']')) return l;
          do {
            l.add(value());
          } while (!closes(']'));
          return l;
        }
      case '"':
        return string();
      case 't':
        return literal("true", Boolean.TRUE);
      case 'f':
        return literal("false", Boolean.FALSE);
      case 'n':
        return literal("null", null);
      default:
        return number();
    }
  }

  /**
   * Moves past the opening bracket; true (and past {@code close} too) when the container is empty.
   */
  private boolean opens(char close) {
    i++;
    ws();
    if (peek() != close) return false;
    i++;
    return true;
  }

  /** After a member or element: true at {@code close}, false at a comma (moving past either). */
  private boolean closes(char close) {
    ws();
    char d = peek();
    i++;
    if (d == close) return true;
    if (d != ',') throw error("expected ',' or '" + close + "'");
    return false;
  }

  private Object literal(String word, Object v) {
    if (!s.startsWith(word, i)) throw error("bad literal");
    i += word.length();
    return v;
  }

  private Object number() {
    int st = i;
    boolean fraction = false;
    while (i < s.length() && "+-0123456789.eE".indexOf(s.charAt(i)) >= 0) {
      fraction |= "-+0123456789".indexOf(s.charAt(i)) < 0;
      i++;
    }
    String num = s.substring(st, i);
    try {
      return fraction ? (Object) Double.parseDouble(num) : (Object) Long.parseLong(num);
    } catch (NumberFormatException e) {
      i = st;
      throw error("bad number '" + num + "'");
    }
  }

  private String string() {
    i++; // the opening quote
    StringBuilder sb = new StringBuilder();
    while (true) {
      char c = peek();
      i++;
      if (c == '"') return sb.toString();
      if (c < 0x20) throw error("control character in a string");
      if (c != '\\') {
        sb.append(c);
        continue;
      }
      char e = peek();
      i++;
      switch (e) {
        case '"', '\\', '/' -> sb.append(e);
        case 'n' -> sb.append('\n');
        case 't' -> sb.append('\t');
        case 'r' -> sb.append('\r');
        case 'b' -> sb.append('\b');
        case 'f' -> sb.append('\f');
        case 'u' -> {
          if (i + 4 > s.length()) throw error("short \\u escape");
          try {
            sb.append((char) Integer.parseInt(s.substring(i, i + 4), 16));
          } catch (NumberFormatException x) {
            throw error("bad \\u escape");
          }
          i += 4;
        }
        default -> throw error("bad escape \\" + e);
      }
    }
  }
}
