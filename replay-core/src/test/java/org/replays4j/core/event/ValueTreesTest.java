package org.replays4j.core.event;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.OptionalDouble;
import java.util.OptionalInt;
import java.util.OptionalLong;
import org.junit.jupiter.api.Test;
import org.replays4j.core.io.ByteSlice;

class ValueTreesTest {
  enum Stage {
    BATTLEFIELD
  }

  record Position(float x, float y) {}

  record Player(
      int port,
      String name,
      Optional<String> tag,
      OptionalInt team,
      Stage stage,
      Position pos,
      ByteSlice raw,
      byte[] blob,
      int[] buttons,
      List<Position> path,
      Map<Integer, String> byId,
      char c) {}

  record Broken(int ok) {
    @Override
    public int ok() {
      throw new IllegalStateException("boom");
    }
  }

  @Test
  void scalarsPassThrough() {
    assertThat(ValueTrees.toTree(null)).isNull();
    assertThat(ValueTrees.toTree("s")).isEqualTo("s");
    assertThat(ValueTrees.toTree(5L)).isEqualTo(5L);
    assertThat(ValueTrees.toTree(2.5)).isEqualTo(2.5);
    assertThat(ValueTrees.toTree(true)).isEqualTo(true);
    assertThat(ValueTrees.toTree('x')).isEqualTo("x");
    assertThat(ValueTrees.toTree(OptionalLong.of(3))).isEqualTo(3L);
    assertThat(ValueTrees.toTree(OptionalLong.empty())).isNull();
    assertThat(ValueTrees.toTree(OptionalDouble.of(0.5))).isEqualTo(0.5);
    assertThat(ValueTrees.toTree(OptionalDouble.empty())).isNull();
    assertThat(ValueTrees.toTree(new StringBuilder("sb"))).isEqualTo("sb");
  }

  @Test
  void recordsBecomeOrderedMapsOfTheirComponents() {
    Map<Integer, String> byId = new LinkedHashMap<>();
    byId.put(2, "two");
    Player p =
        new Player(
            1,
            "Fox",
            Optional.empty(),
            OptionalInt.of(3),
            Stage.BATTLEFIELD,
            new Position(1f, -2f),
            ByteSlice.wrap(new byte[] {0x0A, (byte) 0xFF}),
            new byte[] {1},
            new int[] {4, 5},
            List.of(new Position(0f, 0f)),
            byId,
            'Z');
    Object tree = ValueTrees.toTree(p);
    assertThat(tree).isInstanceOf(Map.class);
    @SuppressWarnings("unchecked")
    Map<String, Object> m = (Map<String, Object>) tree;
    assertThat(m.keySet())
        .containsExactly(
            "port", "name", "tag", "team", "stage", "pos", "raw", "blob", "buttons", "path", "byId",
            "c");
    assertThat(m.get("port")).isEqualTo(1);
    assertThat(m.get("tag")).isNull();
    assertThat(m.get("team")).isEqualTo(3);
    assertThat(m.get("stage")).isEqualTo("BATTLEFIELD");
    assertThat(m.get("pos")).isEqualTo(Map.of("x", 1f, "y", -2f));
    assertThat(m.get("raw")).isEqualTo("0aff");
    assertThat(m.get("blob")).isEqualTo("01");
    assertThat(m.get("buttons")).isEqualTo(List.of(4, 5));
    assertThat(m.get("path")).isEqualTo(List.of(Map.of("x", 0f, "y", 0f)));
    assertThat(m.get("byId")).isEqualTo(Map.of("2", "two"));
    assertThat(m.get("c")).isEqualTo("Z");
  }

  @Test
  void aFailingAccessorIsNamedNotThrown() {
    assertThat(ValueTrees.toTree(new Broken(1))).isEqualTo(Map.of("ok", "<IllegalStateException>"));
  }

  @Test
  void optionalsOfRecordsAreConverted() {
    assertThat(ValueTrees.toTree(Optional.of(new Position(3f, 4f))))
        .isEqualTo(Map.of("x", 3f, "y", 4f));
    assertThat(ValueTrees.toTree(new Object[] {1, "a", null}))
        .isEqualTo(Arrays.asList(1, "a", null));
  }
}
