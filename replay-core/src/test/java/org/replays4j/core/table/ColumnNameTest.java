package org.replays4j.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

class ColumnNameTest {
  private static final Pattern SNAKE = Pattern.compile("[a-z][a-z0-9_]*");

  /** The hand-written test of a name accepts exactly what {@code [a-z][a-z0-9_]*} matches. */
  @Test
  void aNameIsLowerSnakeCaseAsTheRegularExpressionSays() {
    List<String> names =
        new ArrayList<>(
            List.of(
                "",
                "a",
                "z",
                "file",
                "x_position",
                "x2",
                "a_",
                "a__b9",
                "_a",
                "9a",
                "A",
                "aB",
                "a-b",
                "a b",
                "a.b",
                "é",
                "aé",
                "a\u0000",
                "a\n",
                "ａ"));
    // every character from NUL to beyond Latin-1, first and after a letter
    for (char c = 0; c < 0x180; c++) {
      names.add(String.valueOf(c));
      names.add("a" + c);
    }
    for (String n : names) {
      assertThat(Column.isSnakeName(n)).as("%s", n).isEqualTo(SNAKE.matcher(n).matches());
    }
    assertThat(Column.isSnakeName(null)).isFalse();
  }

  @Test
  void columnsAndTablesRefuseOtherNames() {
    assertThatThrownBy(() -> Column.of("Frame", ColumnType.INT32, "d"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("column name must be lower snake case: Frame");
    assertThatThrownBy(() -> Column.of(null, ColumnType.INT32, "d"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("column name must be lower snake case: null");
    assertThatThrownBy(
            () ->
                new TableSchema(
                    "toy", "1st", "d", List.of(Column.of("file", ColumnType.STRING, "d"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("table name must be lower snake case: 1st");
    assertThat(Column.of("x_2", ColumnType.INT32, "d").name()).isEqualTo("x_2");
  }
}
