package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.ByteArrayInputStream;
import java.math.BigDecimal;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.UbjsonReader.Token;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.StreamByteReader;

class UbjsonReaderTest {

  private static byte[] b(Object... parts) {
    List<Byte> out = new ArrayList<>();
    for (Object p : parts) {
      if (p instanceof String s) {
        for (char c : s.toCharArray()) out.add((byte) c);
      } else {
        out.add((byte) ((Integer) p).intValue());
      }
    }
    byte[] r = new byte[out.size()];
    for (int i = 0; i < r.length; i++) r[i] = out.get(i);
    return r;
  }

  /** Found by CodecFuzzTest#ubjson: the byte-array shortcut was taken for a typed object too. */
  @Test
  void skippingATypedCountedObjectOfUint8ValuesSkipsItsMembers() throws Exception {
    byte[] doc = b("[", "{", "$", "U", "#", "U", 2, "U", 1, "a", 7, "U", 1, "b", 9, "T", "]");
    UbjsonReader r = new UbjsonReader(ByteReader.of("core", doc), "core", DecodeLimits.DEFAULT);
    assertThat(r.next()).isEqualTo(Token.START_ARRAY);
    assertThat(r.next()).isEqualTo(Token.START_OBJECT);
    r.skipChildren();
    assertThat(r.next()).isEqualTo(Token.TRUE);
    assertThat(r.next()).isEqualTo(Token.END_ARRAY);
    assertThat(UbjsonReader.parse(doc)).isEqualTo(List.of(Map.of("a", 7, "b", 9), true));
  }

  @Test
  void scalarsFromTheSpec() throws Exception {
    assertThat(UbjsonReader.parse(b("Z"))).isNull();
    assertThat(UbjsonReader.parse(b("T"))).isEqualTo(true);
    assertThat(UbjsonReader.parse(b("F"))).isEqualTo(false);
    assertThat(UbjsonReader.parse(b("i", 0xFF))).isEqualTo(-1);
    assertThat(UbjsonReader.parse(b("U", 0xFF))).isEqualTo(255);
    assertThat(UbjsonReader.parse(b("I", 0x80, 0x00))).isEqualTo(-32768);
    assertThat(UbjsonReader.parse(b("l", 0x00, 0x01, 0x00, 0x00))).isEqualTo(65536);
    assertThat(UbjsonReader.parse(b("L", 0x80, 0, 0, 0, 0, 0, 0, 0))).isEqualTo(Long.MIN_VALUE);
    assertThat(UbjsonReader.parse(b("d", 0x3F, 0x80, 0, 0))).isEqualTo(1.0f);
    assertThat(UbjsonReader.parse(b("D", 0xC0, 0x00, 0, 0, 0, 0, 0, 0))).isEqualTo(-2.0);
    assertThat(UbjsonReader.parse(b("H", "U", 5, "3.141"))).isEqualTo(new BigDecimal("3.141"));
    assertThat(UbjsonReader.parse(b("C", "a"))).isEqualTo("a");
    assertThat(UbjsonReader.parse(b("S", "i", 5, "hello"))).isEqualTo("hello");
    assertThat(UbjsonReader.parse(b("N", "N", "T"))).isEqualTo(true);
  }

  @Test
  void containersAllForms() throws Exception {
    Map<String, Object> expected = new LinkedHashMap<>();
    expected.put("a", List.of(1, 2));
    expected.put("b", Map.of("c", true));
    // plain
    assertThat(
            UbjsonReader.parse(
                b(
                    "{", "U", 1, "a", "[", "U", 1, "N", "U", 2, "]", "U", 1, "b", "{", "U", 1, "c",
                    "T", "}", "}")))
        .isEqualTo(expected);
    // counted
    assertThat(
            UbjsonReader.parse(
                b(
                    "{", "#", "U", 2, "U", 1, "a", "[", "#", "i", 2, "U", 1, "U", 2, "U", 1, "b",
                    "{", "#", "U", 1, "U", 1, "c", "T")))
        .isEqualTo(expected);
    // typed + counted
    assertThat(UbjsonReader.parse(b("[", "$", "U", "#", "U", 3, 1, 2, 3)))
        .isEqualTo(List.of(1, 2, 3));
    assertThat(UbjsonReader.parse(b("[", "$", "T", "#", "U", 2))).isEqualTo(List.of(true, true));
    assertThat(UbjsonReader.parse(b("{", "$", "i", "#", "U", 1, "U", 1, "x", 0xFE)))
        .isEqualTo(Map.of("x", -2));
    assertThat(UbjsonReader.parse(b("[", "]"))).isEqualTo(List.of());
    assertThat(UbjsonReader.parse(b("[", "#", "U", 0))).isEqualTo(List.of());
  }

  @Test
  void slippiStyleHeaderAndByteArrayFastPath() throws Exception {
    byte[] in =
        b(
            "{",
            "U",
            3,
            "raw",
            "[",
            "$",
            "U",
            "#",
            "l",
            0,
            0,
            0,
            3,
            0x35,
            0x36,
            0x37,
            "U",
            8,
            "metadata",
            "{",
            "U",
            1,
            "k",
            "Z",
            "}",
            "}");
    UbjsonReader r = UbjsonReader.of(in);
    assertThat(r.next()).isEqualTo(Token.START_OBJECT);
    assertThat(r.next()).isEqualTo(Token.FIELD_NAME);
    assertThat(r.text()).isEqualTo("raw");
    assertThat(r.next()).isEqualTo(Token.START_ARRAY);
    assertThat((char) r.containerType()).isEqualTo('U');
    assertThat(r.containerCount()).isEqualTo(3);
    assertThat(r.position()).isEqualTo(15);
    assertThat(r.readByteArrayBody()).containsExactly(0x35, 0x36, 0x37);
    assertThat(r.next()).isEqualTo(Token.FIELD_NAME);
    assertThat(r.text()).isEqualTo("metadata");
    assertThat(r.readTree()).isEqualTo(mapWithNull());
    assertThat(r.next()).isEqualTo(Token.END_OBJECT);
    assertThat(r.next()).isEqualTo(Token.END_OF_INPUT);
  }

  private static Map<String, Object> mapWithNull() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("k", null);
    return m;
  }

  @Test
  void skipValueSkipsWholeContainers() throws Exception {
    byte[] in =
        b("[", "{", "U", 1, "a", "[", "$", "U", "#", "U", 2, 9, 9, "}", "S", "U", 2, "hi", "]");
    UbjsonReader r = UbjsonReader.of(in);
    assertThat(r.next()).isEqualTo(Token.START_ARRAY);
    r.skipValue();
    assertThat(r.next()).isEqualTo(Token.STRING);
    assertThat(r.text()).isEqualTo("hi");
    assertThat(r.next()).isEqualTo(Token.END_ARRAY);
    UbjsonReader r2 = UbjsonReader.of(in);
    r2.skipValue();
    assertThat(r2.next()).isEqualTo(Token.END_OF_INPUT);
  }

  @Test
  void invalidMarkerReportsItsOffset() {
    assertThatThrownBy(() -> UbjsonReader.parse(b("[", "U", 1, "x", "]")))
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(3))
        .hasMessageContaining("'x'");
    assertThatThrownBy(() -> UbjsonReader.parse(b("{", "S", 1, "a", "T", "}")))
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(1));
    assertThatThrownBy(() -> UbjsonReader.parse(b("[", "$", "U", "U", 3)))
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(3));
  }

  @Test
  void truncatedInputReportsOffset() {
    assertThatThrownBy(() -> UbjsonReader.parse(b("l", 0, 0)))
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(1));
    assertThatThrownBy(() -> UbjsonReader.parse(b("[", "U", 1)))
        .isInstanceOf(ReplayFormatException.class)
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(3));
  }

  @Test
  void oversizedCountsAndStringsAreRejectedBeforeAllocation() {
    DecodeLimits small = DecodeLimits.DEFAULT.withMaxElements(10).withMaxStringBytes(4);
    byte[] bigArray = b("[", "$", "U", "#", "l", 0x7F, 0xFF, 0xFF, 0xFF);
    assertRefused(
            () -> new UbjsonReader(ByteReader.of("slippi", bigArray), "slippi", small).readTree(),
            "maxElements")
        .satisfies(e -> assertThat(((ReplayFormatException) e).format()).isEqualTo("slippi"))
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(4));
    byte[] bigString = b("S", "l", 0x7F, 0xFF, 0xFF, 0xFF);
    assertRefused(
        () -> new UbjsonReader(ByteReader.of("x", bigString), "x", small).readTree(),
        "maxStringBytes");
    assertRefused(() -> UbjsonReader.parse(b("S", "i", 0xFF)), "non-negative");
    assertRefused(() -> UbjsonReader.parse(b("[", "#", "i", 0xFF)), "non-negative");
  }

  @Test
  void depthLimit() {
    byte[] deep = new byte[100];
    Arrays.fill(deep, (byte) '[');
    assertRefused(() -> UbjsonReader.parse(deep), "maxDepth")
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(64));
  }

  @Test
  void worksOverAStream() throws Exception {
    byte[] in = new UbjsonWriter().writeTree(Map.of("a", List.of(1, "x", 2.5))).toByteArray();
    StreamByteReader s = new StreamByteReader("ubjson", new ByteArrayInputStream(in), 64, 0);
    assertThat(new UbjsonReader(s, "ubjson", DecodeLimits.DEFAULT).readTree())
        .isEqualTo(Map.of("a", List.of(1, "x", 2.5)));
  }

  // ---- property tests -------------------------------------------------------------------------

  static Object randomTree(Random r, int depth) {
    int k = r.nextInt(depth > 3 ? 9 : 11);
    switch (k) {
      case 0:
        return null;
      case 1:
        return r.nextBoolean();
      case 2:
        return r.nextInt();
      case 3:
        {
          long v = r.nextLong();
          return (v >= Integer.MIN_VALUE && v <= Integer.MAX_VALUE) ? (int) v : v;
        }
      case 4:
        return r.nextInt(300) - 150;
      case 5:
        return Float.intBitsToFloat(r.nextInt(0x7F000000));
      case 6:
        return r.nextDouble() * 1e6;
      case 7:
        {
          StringBuilder sb = new StringBuilder();
          int n = r.nextInt(20);
          for (int i = 0; i < n; i++)
            sb.append((char) (r.nextBoolean() ? 'a' + r.nextInt(26) : 0x3040 + r.nextInt(80)));
          return sb.toString();
        }
      case 8:
        return new BigDecimal(r.nextLong()).movePointLeft(r.nextInt(10));
      case 9:
        {
          List<Object> l = new ArrayList<>();
          int n = r.nextInt(6);
          for (int i = 0; i < n; i++) l.add(randomTree(r, depth + 1));
          return l;
        }
      default:
        {
          Map<String, Object> m = new LinkedHashMap<>();
          int n = r.nextInt(6);
          for (int i = 0; i < n; i++) m.put("k" + r.nextInt(1000), randomTree(r, depth + 1));
          return m;
        }
    }
  }

  @Property(tries = 300)
  void writerReaderRoundTrip(@ForAll long seed) throws Exception {
    Object tree = randomTree(new Random(seed), 0);
    byte[] bytes = new UbjsonWriter().writeTree(tree).toByteArray();
    UbjsonReader r = UbjsonReader.of(bytes);
    assertThat(r.readTree()).isEqualTo(tree);
    assertThat(r.next()).isEqualTo(Token.END_OF_INPUT);
    UbjsonReader s = UbjsonReader.of(bytes);
    s.skipValue();
    assertThat(s.position()).isEqualTo(bytes.length);
  }

  @Property(tries = 300)
  void truncationAlwaysGivesCheckedException(
      @ForAll long seed, @ForAll @IntRange(min = 0, max = 1000) int cut) throws Exception {
    byte[] bytes = new UbjsonWriter().writeTree(randomTree(new Random(seed), 0)).toByteArray();
    int n = cut % bytes.length;
    byte[] prefix = Arrays.copyOf(bytes, n);
    try {
      UbjsonReader.parse(prefix);
      assertThat(n).as("a strict prefix never parses").isEqualTo(-1);
    } catch (ReplayFormatException e) {
      assertThat(e.offset()).isBetween(0L, (long) n);
    }
  }

  @Property(tries = 300)
  void mutationNeverThrowsUnchecked(@ForAll long seed, @ForAll int pos, @ForAll byte value) {
    byte[] bytes = new UbjsonWriter().writeTree(randomTree(new Random(seed), 0)).toByteArray();
    bytes[Math.floorMod(pos, bytes.length)] = value;
    try {
      UbjsonReader.parse(bytes);
    } catch (ReplayFormatException e) {
      assertThat(e.offset()).isBetween(0L, (long) bytes.length);
    }
  }
}
