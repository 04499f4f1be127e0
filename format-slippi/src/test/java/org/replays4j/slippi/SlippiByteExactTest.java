package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;

/** Read → {@link SlippiWriter} write gives back the file byte for byte, metadata included. */
class SlippiByteExactTest {

  static List<Path> files() throws Exception {
    List<Path> out = new ArrayList<>();
    try (Stream<Path> s = Files.list(SlippiSamplesTest.dir())) {
      s.filter(p -> p.toString().endsWith(".slp")).sorted().forEach(out::add);
    }
    if (Corpus.present()) {
      // corrupt.slp stops mid-event: only its complete events can come back (SlippiRoundTripTest)
      Corpus.files().stream()
          .filter(p -> !p.getFileName().toString().equals("corrupt.slp"))
          .forEach(out::add);
    }
    return out;
  }

  /** Decodes {@code file} into a writer and writes it back. */
  static byte[] rewrite(byte[] file) throws Exception {
    SlippiWriter w = new SlippiWriter();
    SlippiDecoder.create().decode(file, w.visitor());
    return w.toFile();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  void everyTestdataAndCorpusFileIsRewrittenByteForByte(Path file) throws Exception {
    byte[] bytes = Files.readAllBytes(file);
    byte[] again = rewrite(bytes);
    assertThat(Arrays.mismatch(again, bytes))
        .as("first differing byte of %s", file.getFileName())
        .isEqualTo(-1);
  }

  /**
   * A hand-made file whose metadata uses every UBJSON number type, a counted array and a long key
   * length.
   */
  static byte[] everyNumberType() throws Exception {
    byte[] raw = events().rawBytes();
    ByteArrayOutputStream md = new ByteArrayOutputStream();
    md.write('{');
    key(md, "i8");
    md.write(new byte[] {'i', 5}); // fits uint8, stored as int8
    key(md, "u8");
    md.write(new byte[] {'U', (byte) 200});
    key(md, "i16");
    md.write(new byte[] {'I', 0, 7}); // 7 stored wide
    key(md, "i32");
    md.write(new byte[] {'l', 0, 0, 0, 9});
    key(md, "i64");
    md.write(new byte[] {'L', 0, 0, 0, 0, 0, 0, 0, 3});
    key(md, "f32");
    md.write('d');
    md.write(ByteBuffer.allocate(4).putFloat(1.5f).array());
    key(md, "f64");
    md.write('D');
    md.write(ByteBuffer.allocate(8).putDouble(-2.25).array());
    key(md, "lastFrame");
    md.write(new byte[] {'l', 0, 0, 0x1F, 0x40});
    key(md, "counted");
    md.write(new byte[] {'[', '#', 'U', 2, 'U', 1, 'I', 0, 2}); // counted array, no closing bracket
    md.write(new byte[] {'I', 0, 3, 'a', 'b', 'c'}); // key length stored as int16
    md.write(new byte[] {'S', 'U', 1, 'x'});
    md.write('}');
    ByteArrayOutputStream f = new ByteArrayOutputStream();
    f.write(new byte[] {'{', 'U', 3, 'r', 'a', 'w', '[', '$', 'U', '#', 'l'});
    f.write(ByteBuffer.allocate(4).putInt(raw.length).array());
    f.write(raw);
    key(f, "metadata");
    f.write(md.toByteArray());
    f.write('}');
    return f.toByteArray();
  }

  /** A writer holding an Event Payloads table with no other command. */
  private static SlippiWriter events() {
    return new SlippiWriter().eventPayloads(new EventPayloads(Map.of()));
  }

  private static void key(ByteArrayOutputStream o, String k) {
    byte[] b = k.getBytes(StandardCharsets.UTF_8);
    o.write('U');
    o.write(b.length);
    o.write(b, 0, b.length);
  }

  @Test
  void metadataWithEveryNumberTypeIsRewrittenByteForByte() throws Exception {
    byte[] file = everyNumberType();
    SlippiMetadata m = SlippiDecoder.readMetadata(file);
    assertThat(m.tree())
        .containsEntry("i8", 5)
        .containsEntry("u8", 200)
        .containsEntry("i16", 7)
        .containsEntry("i32", 9)
        .containsEntry("i64", 3L)
        .containsEntry("f32", 1.5f)
        .containsEntry("f64", -2.25)
        .containsEntry("abc", "x");
    assertThat(rewrite(file)).isEqualTo(file);
  }

  @Test
  void aChangedTreeKeepsTheStoredMarkersOfUnchangedNumbers() throws Exception {
    byte[] file = everyNumberType();
    SlippiMetadata m = SlippiDecoder.readMetadata(file);
    Map<String, Object> changed = new LinkedHashMap<>(m.tree());
    changed.put("lastFrame", 9000);
    changed.put("added", 1);
    byte[] out = events().toFile(new RawStart(15, 1), null, new SlippiMetadata(changed, m.raw()));
    SlippiMetadata back = SlippiDecoder.readMetadata(out);
    assertThat(back.tree()).isEqualTo(changed);
    byte[] stored = back.raw().toArray();
    // unchanged numbers keep their widths: int8 5, int16 7, int32 9, int64 3
    assertThat(indexOf(stored, new byte[] {'U', 2, 'i', '8', 'i', 5})).isPositive();
    assertThat(indexOf(stored, new byte[] {'U', 3, 'i', '1', '6', 'I', 0, 7})).isPositive();
    assertThat(indexOf(stored, new byte[] {'U', 3, 'i', '3', '2', 'l', 0, 0, 0, 9})).isPositive();
    assertThat(indexOf(stored, new byte[] {'U', 3, 'i', '6', '4', 'L', 0, 0, 0, 0, 0, 0, 0, 3}))
        .isPositive();
    // a changed number keeps its marker too, a new one gets the smallest
    assertThat(indexOf(stored, new byte[] {'e', 'l', 0, 0, 0x23, 0x28})).isPositive();
    assertThat(indexOf(stored, new byte[] {'d', 'd', 'e', 'd', 'U', 1})).isPositive();
  }

  private static int indexOf(byte[] hay, byte[] needle) {
    outer:
    for (int i = 0; i + needle.length <= hay.length; i++) {
      for (int j = 0; j < needle.length; j++) if (hay[i + j] != needle[j]) continue outer;
      return i;
    }
    return -1;
  }
}
