package org.replays4j.slippi;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/** Access to ../shared (corpus and oracle) for tests; callers skip when it is absent. */
final class Corpus {
  private Corpus() {}

  static Path shared() {
    String p = System.getProperty("replays4j.shared");
    return Path.of(p == null || p.isBlank() ? "../../shared" : p);
  }

  static Path corpusDir() { return shared().resolve("corpus/slippi"); }

  static Path oracleDir() { return shared().resolve("oracle/slippi"); }

  static boolean present() { return Files.isDirectory(corpusDir()) && Files.isDirectory(oracleDir()); }

  /**
   * The corpus files, for {@code @MethodSource}. Aborts (skips) the calling test when ../shared is
   * absent: a parameterized test with no arguments would otherwise be a configuration error.
   */
  static List<Path> files() throws IOException {
    org.junit.jupiter.api.Assumptions.assumeTrue(present(), () -> "corpus or oracle directory not present: " + corpusDir() + ", " + oracleDir());
    try (Stream<Path> s = Files.list(corpusDir())) {
      return s.filter(p -> p.toString().endsWith(".slp")).sorted().toList();
    }
  }

  static Object json(Path p) throws IOException {
    try (JsonParser jp = new JsonFactory().createParser(p.toFile())) {
      jp.nextToken();
      return read(jp);
    }
  }

  private static Object read(JsonParser jp) throws IOException {
    JsonToken t = jp.currentToken();
    switch (t) {
      case START_OBJECT: {
        Map<String, Object> m = new LinkedHashMap<>();
        while (jp.nextToken() != JsonToken.END_OBJECT) {
          String k = jp.currentName();
          jp.nextToken();
          m.put(k, read(jp));
        }
        return m;
      }
      case START_ARRAY: {
        List<Object> l = new ArrayList<>();
        while (jp.nextToken() != JsonToken.END_ARRAY) l.add(read(jp));
        return l;
      }
      case VALUE_STRING: return jp.getText();
      case VALUE_NUMBER_INT: return jp.getLongValue();
      case VALUE_NUMBER_FLOAT: return jp.getDoubleValue();
      case VALUE_TRUE: return true;
      case VALUE_FALSE: return false;
      default: return null;
    }
  }
}
