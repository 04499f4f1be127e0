package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;

class MiniJsonTest {
  @Test
  void reads_every_kind_of_value_in_file_order() {
    Map<String, Object> m =
        MiniJson.object(
            " {\"b\": [1, -2.5, 1e3, true, false, null], \"a\": {\"s\": \"x\\\"\\\\\\/\\n\\t\\u00e9\"}, \"e\": {}, \"l\": []}\n");
    assertThat(m.keySet()).containsExactly("b", "a", "e", "l");
    assertThat(m.get("b")).isEqualTo(Arrays.asList(1L, -2.5, 1000.0, true, false, null));
    assertThat(m.get("a")).isEqualTo(Map.of("s", "x\"\\/\n\t\u00e9"));
    assertThat(m.get("e")).isEqualTo(Map.of());
    assertThat(m.get("l")).isEqualTo(List.of());
    assertThat(MiniJson.parse("-0")).isEqualTo(0L);
    assertThat(MiniJson.parse("\"NaN\"")).isEqualTo("NaN");
  }

  @Test
  void rejects_what_is_not_one_well_formed_document() {
    for (String bad :
        Arrays.asList(
            "{\"a\":1,\"a\":2}",
            "{\"a\":1} x",
            "[1 2]",
            "{\"a\" 1}",
            "{a:1}",
            "tru",
            "[",
            "\"open",
            "1.2.3",
            "\"\\q\"",
            "\"\t\"",
            "")) {
      assertThatThrownBy(() -> MiniJson.parse(bad))
          .as(bad)
          .isInstanceOf(IllegalArgumentException.class);
    }
    assertThatThrownBy(() -> MiniJson.object("[1]")).hasMessageContaining("not a JSON object");
  }
}
