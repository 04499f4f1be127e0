package org.replays4j.butter;

import com.fasterxml.jackson.core.JsonParser;
import com.fasterxml.jackson.core.JsonToken;
import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.function.Consumer;
import java.util.zip.GZIPInputStream;

/** Streams an oracle file: top-level fields into {@link #top}, each frame to a consumer. */
final class OracleFrames {
  final Map<String, Object> top = new LinkedHashMap<>();

  @SuppressWarnings("unchecked")
  void read(Path file, Consumer<Map<String, Object>> frames) throws IOException {
    try (InputStream in = new GZIPInputStream(Files.newInputStream(file));
        JsonParser p = JsonTree.FACTORY.createParser(in)) {
      if (p.nextToken() != JsonToken.START_OBJECT) throw new IOException("not an object");
      while (p.nextToken() == JsonToken.FIELD_NAME) {
        String name = p.currentName();
        JsonToken t = p.nextToken();
        if (name.equals("frames") && t == JsonToken.START_ARRAY) {
          JsonToken e;
          while ((e = p.nextToken()) != JsonToken.END_ARRAY) {
            frames.accept((Map<String, Object>) JsonTree.value(p, e, 0));
          }
        } else {
          top.put(name, JsonTree.value(p, t, 0));
        }
      }
    }
  }
}
