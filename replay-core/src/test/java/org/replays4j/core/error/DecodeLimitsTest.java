package org.replays4j.core.error;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatCode;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.Refusals.assertLimitExceeded;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.lang.reflect.RecordComponent;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class DecodeLimitsTest {
  @Test
  void defaultsAreTheDocumentedOnes() {
    DecodeLimits d = DecodeLimits.defaults();
    assertThat(d).isSameAs(DecodeLimits.DEFAULT);
    assertThat(d.maxDepth()).isEqualTo(64);
    assertThat(d.maxStringBytes()).isEqualTo(1 << 20);
    assertThat(d.maxEventBytes()).isEqualTo(16 << 20);
    assertThat(d.maxDecompressedBytes()).isEqualTo(32L << 20);
    assertThat(d.maxElements()).isEqualTo(4 << 20);
    assertThat(d.maxChunks()).isEqualTo(1 << 20);
    assertThat(d.streamWindowBytes()).isEqualTo(1 << 20);
    assertThat(d.maxDecompressionRatio()).isEqualTo(100);
    assertThat(d.maxPlayers()).isEqualTo(255);
    assertThat(d.maxModelBytes()).isEqualTo(96L << 20);
    assertThat(DecodeLimits.RATIO_FLOOR_BYTES).isEqualTo(1 << 20);
  }

  @Test
  void withersChangeOneFieldAndLeaveTheOriginal() {
    DecodeLimits d = DecodeLimits.DEFAULT;
    assertThat(d.withMaxDepth(3).maxDepth()).isEqualTo(3);
    assertThat(d.withMaxStringBytes(5).maxStringBytes()).isEqualTo(5);
    assertThat(d.withMaxEventBytes(6).maxEventBytes()).isEqualTo(6);
    assertThat(d.withMaxDecompressedBytes(7).maxDecompressedBytes()).isEqualTo(7);
    assertThat(d.withMaxElements(8).maxElements()).isEqualTo(8);
    assertThat(d.withMaxChunks(9).maxChunks()).isEqualTo(9);
    assertThat(d.withStreamWindowBytes(100).streamWindowBytes()).isEqualTo(100);
    assertThat(d.withMaxDecompressionRatio(10).maxDecompressionRatio()).isEqualTo(10);
    assertThat(d.withMaxPlayers(11).maxPlayers()).isEqualTo(11);
    assertThat(d.withMaxModelBytes(12).maxModelBytes()).isEqualTo(12);
    assertThat(d.withMaxPlayers(11).withMaxModelBytes(12).maxDecompressionRatio()).isEqualTo(100);
    DecodeLimits one = d.withMaxChunks(9);
    assertThat(one)
        .isEqualTo(new DecodeLimits(64, 1 << 20, 16 << 20, 32L << 20, 4 << 20, 9, 1 << 20));
    assertThat(d.maxChunks()).isEqualTo(1 << 20);
  }

  @Test
  void nonPositiveBoundsAndTinyWindowsAreRejected() {
    assertThatThrownBy(() -> DecodeLimits.DEFAULT.withMaxDepth(0))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("positive");
    assertThatThrownBy(() -> DecodeLimits.DEFAULT.withMaxDecompressedBytes(-1))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DecodeLimits.DEFAULT.withStreamWindowBytes(63))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DecodeLimits.DEFAULT.withMaxPlayers(0))
        .isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> DecodeLimits.DEFAULT.withMaxModelBytes(0))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void checkAcceptsZeroToMaxAndRejectsTheRest() {
    assertThatCode(() -> DecodeLimits.check("f", 0, "n", 10, 0)).doesNotThrowAnyException();
    assertThatCode(() -> DecodeLimits.check("f", 0, "n", 10, 10)).doesNotThrowAnyException();
    assertThatThrownBy(() -> DecodeLimits.check("teehistorian", 0x10, "string length", 10, 11))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessage(
            "teehistorian: offset 0x10: expected string length <= 10 but the file asks for 11");
    assertRefused(() -> DecodeLimits.check("f", 3, "count", 10, -1), "asks for -1");
  }

  @Test
  void playerAndModelChecksNameTheirBound() {
    DecodeLimits l = DecodeLimits.DEFAULT.withMaxPlayers(2).withMaxModelBytes(100);
    assertThatCode(() -> l.checkPlayers("butter", 0, "player table", 2)).doesNotThrowAnyException();
    assertLimitExceeded(
        () -> l.checkPlayers("butter", 7, "player table", 3), "maxPlayers (player table) <= 2");
    assertThatThrownBy(() -> l.checkModelBytes("teehistorian", 0, "recording", 101))
        .hasMessageContaining("maxModelBytes (recording) <= 100");
  }

  @Test
  void eachWitherChangesExactlyItsOwnComponent() throws Exception {
    DecodeLimits d = DecodeLimits.DEFAULT;
    Map<String, DecodeLimits> changed = new LinkedHashMap<>();
    changed.put("maxDepth", d.withMaxDepth(3));
    changed.put("maxStringBytes", d.withMaxStringBytes(5));
    changed.put("maxEventBytes", d.withMaxEventBytes(6));
    changed.put("maxDecompressedBytes", d.withMaxDecompressedBytes(7));
    changed.put("maxElements", d.withMaxElements(8));
    changed.put("maxChunks", d.withMaxChunks(9));
    changed.put("streamWindowBytes", d.withStreamWindowBytes(100));
    changed.put("maxDecompressionRatio", d.withMaxDecompressionRatio(10));
    changed.put("maxPlayers", d.withMaxPlayers(11));
    changed.put("maxModelBytes", d.withMaxModelBytes(12));
    RecordComponent[] components = DecodeLimits.class.getRecordComponents();
    assertThat(changed).hasSize(components.length);
    for (Map.Entry<String, DecodeLimits> e : changed.entrySet()) {
      List<String> differ = new ArrayList<>();
      for (RecordComponent c : components) {
        Object before = c.getAccessor().invoke(d);
        Object after = c.getAccessor().invoke(e.getValue());
        if (!before.equals(after)) differ.add(c.getName());
      }
      assertThat(differ).as(e.getKey()).containsExactly(e.getKey());
    }
  }

  /**
   * equals, hashCode and toString are written out: they give what a record derives from its
   * components (the text the catalog stores, the hash a map spreads by).
   */
  @Test
  void objectMethodsAreTheRecordOnes() throws Exception {
    DecodeLimits d = DecodeLimits.DEFAULT;
    List<DecodeLimits> all =
        List.of(
            d,
            d.withMaxDepth(3),
            d.withMaxStringBytes(5),
            d.withMaxEventBytes(6),
            d.withMaxDecompressedBytes(7L << 33),
            d.withMaxElements(8),
            d.withMaxChunks(9),
            d.withStreamWindowBytes(100),
            d.withMaxDecompressionRatio(10),
            d.withMaxPlayers(11),
            d.withMaxModelBytes(-1L >>> 1));
    RecordComponent[] components = DecodeLimits.class.getRecordComponents();
    for (DecodeLimits l : all) {
      List<String> parts = new ArrayList<>();
      int hash = 0;
      Object[] values = new Object[components.length];
      for (int i = 0; i < components.length; i++) {
        Object v = components[i].getAccessor().invoke(l);
        values[i] = v;
        parts.add(components[i].getName() + "=" + v);
        hash = hash * 31 + v.hashCode();
      }
      assertThat(l.toString()).isEqualTo("DecodeLimits[" + String.join(", ", parts) + "]");
      assertThat(l.hashCode()).isEqualTo(hash);
      DecodeLimits copy =
          DecodeLimits.class
              .getDeclaredConstructor(
                  Arrays.stream(components).map(RecordComponent::getType).toArray(Class<?>[]::new))
              .newInstance(values);
      assertThat(copy).isNotSameAs(l).isEqualTo(l);
      assertThat(l.equals(null)).isFalse();
      assertThat(l.equals(l.toString())).isFalse();
      for (DecodeLimits other : all) assertThat(l.equals(other)).isEqualTo(l == other);
    }
  }
}
