package org.replays4j.teehistorian;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;
import java.util.function.Function;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.teehistorian.record.Header;

/**
 * Parses the header JSON (docs/formats/teehistorian.md#header) with Jackson's streaming parser into
 * a plain tree and the typed {@link Header}. Readers must ignore unknown keys and tolerate missing
 * ones; only {@code version} is required.
 */
final class HeaderParser {
  private static final JsonFactory JSON = new JsonFactory();

  private HeaderParser() {}

  /**
   * @param json the JSON bytes {@code [off, off+len)}
   * @param jsonOffset absolute file offset of {@code json[off]}
   * @param sizeBytes magic + JSON + NUL
   */
  static Header parse(byte[] json, int off, int len, long jsonOffset, int sizeBytes, int maxDepth)
      throws ReplayFormatException {
    Map<String, Object> tree;
    try (JsonParser p = JSON.createParser(json, off, len)) {
      JsonToken t = p.nextToken();
      if (t != JsonToken.START_OBJECT) {
        throw ReplayFormatException.invalid(
            TeehistorianReader.FORMAT,
            jsonOffset,
            "expected the header to be a JSON object but got "
                + (t == null ? "nothing" : t.asString()));
      }
      tree = readObject(p, 1, maxDepth, jsonOffset);
    } catch (ReplayFormatException e) {
      throw e;
    } catch (JsonProcessingException e) {
      long at =
          e.getLocation() == null || e.getLocation().getByteOffset() < 0
              ? jsonOffset
              : jsonOffset + e.getLocation().getByteOffset();
      throw new ReplayFormatException(
          TeehistorianReader.FORMAT,
          at,
          null,
          "header",
          "expected valid header JSON but got: " + e.getOriginalMessage(),
          e);
    } catch (IOException e) {
      throw new ReplayFormatException(
          TeehistorianReader.FORMAT,
          jsonOffset,
          null,
          "header",
          "expected valid header JSON but got: " + e.getMessage(),
          e);
    }
    return typed(tree, jsonOffset, sizeBytes);
  }

  private static Map<String, Object> readObject(JsonParser p, int depth, int maxDepth, long base)
      throws IOException {
    Map<String, Object> m = new LinkedHashMap<>();
    JsonToken t;
    while ((t = p.nextToken()) == JsonToken.FIELD_NAME) {
      String k = p.currentName();
      p.nextToken();
      m.put(k, readValue(p, depth, maxDepth, base));
    }
    if (t != JsonToken.END_OBJECT) {
      throw ReplayFormatException.invalid(
          TeehistorianReader.FORMAT,
          base + p.currentLocation().getByteOffset(),
          "expected a field name or '}' in the header but got "
              + (t == null ? "the end" : t.asString()));
    }
    return m;
  }

  private static Object readValue(JsonParser p, int depth, int maxDepth, long base)
      throws IOException {
    JsonToken t = p.currentToken();
    if (t == null) {
      throw ReplayFormatException.invalid(
          TeehistorianReader.FORMAT,
          base + p.currentLocation().getByteOffset(),
          "expected a header value but got the end of the JSON");
    }
    return switch (t) {
      case START_OBJECT, START_ARRAY -> {
        if (depth + 1 > maxDepth) {
          throw ReplayFormatException.limitExceeded(
              TeehistorianReader.FORMAT,
              base + p.currentLocation().getByteOffset(),
              "header JSON depth",
              maxDepth,
              depth + 1L);
        }
        if (t == JsonToken.START_OBJECT) yield readObject(p, depth + 1, maxDepth, base);
        List<Object> list = new ArrayList<>();
        while (p.nextToken() != JsonToken.END_ARRAY)
          list.add(readValue(p, depth + 1, maxDepth, base));
        yield list;
      }
      case VALUE_STRING -> p.getText();
      case VALUE_NUMBER_INT, VALUE_NUMBER_FLOAT -> p.getNumberValue();
      case VALUE_TRUE, VALUE_FALSE -> p.getBooleanValue();
      case VALUE_NULL -> null;
      default ->
          throw ReplayFormatException.invalid(
              TeehistorianReader.FORMAT,
              base + p.currentLocation().getByteOffset(),
              "expected a header value but got " + t.asString());
    };
  }

  private static Header typed(Map<String, Object> tree, long jsonOffset, int sizeBytes)
      throws ReplayFormatException {
    String v = text(tree, "version");
    TeehistorianVersion version =
        "1".equals(v) ? TeehistorianVersion.V1 : "2".equals(v) ? TeehistorianVersion.V2 : null;
    if (version == null) {
      throw new ReplayFormatException(
          TeehistorianReader.FORMAT,
          jsonOffset,
          null,
          "header.version",
          "expected header \"version\" \"1\" or \"2\" but got "
              + (v == null ? "none" : "\"" + v + "\""));
    }
    return new Header(
        version.code(),
        optInt(text(tree, "version_minor")),
        uuid(text(tree, "game_uuid")),
        uuid(text(tree, "prev_game_uuid")),
        text(tree, "server_version"),
        text(tree, "start_time"),
        text(tree, "server_name"),
        optInt(text(tree, "server_port")),
        text(tree, "game_type"),
        text(tree, "map_name"),
        optLong(text(tree, "map_size")),
        text(tree, "map_sha256"),
        text(tree, "map_crc"),
        text(tree, "prng_description"),
        stringMap(tree.get("config")),
        stringMap(tree.get("tuning")),
        stringList(tree.get("uuids")),
        tree,
        sizeBytes);
  }

  /**
   * A scalar as text (DDNet writes strings; numbers and booleans from other writers are accepted).
   */
  private static String text(Map<String, Object> m, String key) {
    Object o = m.get(key);
    return o instanceof String || o instanceof Number || o instanceof Boolean ? o.toString() : null;
  }

  private static OptionalInt optInt(String s) {
    Integer v = parsed(s, x -> Integer.valueOf(x.trim()));
    return v == null ? OptionalInt.empty() : OptionalInt.of(v);
  }

  private static OptionalLong optLong(String s) {
    Long v = parsed(s, x -> Long.valueOf(x.trim()));
    return v == null ? OptionalLong.empty() : OptionalLong.of(v);
  }

  private static UUID uuid(String s) {
    return s == null || s.length() != 36 ? null : parsed(s, UUID::fromString);
  }

  /** {@code parse(s)}, or null when {@code s} is null or does not parse. */
  private static <T> T parsed(String s, Function<String, T> parse) {
    if (s == null) return null;
    try {
      return parse.apply(s);
    } catch (IllegalArgumentException e) { // NumberFormatException too
      return null;
    }
  }

  private static Map<String, String> stringMap(Object o) {
    Map<String, String> out = new LinkedHashMap<>();
    if (o instanceof Map<?, ?> m) {
      m.forEach(
          (k, v) -> {
            if (v instanceof String || v instanceof Number || v instanceof Boolean)
              out.put(String.valueOf(k), v.toString());
          });
    }
    return out;
  }

  private static List<String> stringList(Object o) {
    List<String> out = new ArrayList<>();
    if (o instanceof List<?> l) {
      for (Object x : l) if (x instanceof String s) out.add(s);
    }
    return out;
  }
}
