package org.replays4j.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.List;
import org.junit.jupiter.api.Test;

class TableSpecsTest {
  private static final TableSpecs SPECS = TableSpecs.load(TableSpecsTest.class, "bytes");

  @Test
  void a_table_declared_as_data_equals_the_one_built_in_code() {
    TableSchema s =
        SPECS
            .withColumns(
                "value", List.of(Column.of("value", ColumnType.INT32, "the byte, unsigned")))
            .withText("blob", "null for zero")
            .schema("bytes");
    assertThat(s).isEqualTo(TableSpiTest.ByteFormat.BYTES);
    assertThat(SPECS.names()).containsExactly("bytes", "empty");
    assertThat(SPECS.schema("empty").columns()).extracting(Column::name).containsExactly("file");
  }

  @Test
  void a_missing_part_text_or_table_names_the_resource() {
    assertThatThrownBy(() -> SPECS.withText("blob", "x").schema("bytes"))
        .isInstanceOf(IllegalStateException.class)
        .hasMessage("org/replays4j/core/table/tables.tsv: no columns for *value");
    assertThatThrownBy(() -> SPECS.withColumns("value", List.of()).schema("bytes"))
        .hasMessage("org/replays4j/core/table/tables.tsv: no text for ${blob}");
    assertThatThrownBy(() -> SPECS.schema("nope"))
        .hasMessage("org/replays4j/core/table/tables.tsv has no table nope");
    assertThatThrownBy(() -> ColumnType.ofLabel("int128")).hasMessage("unknown column type int128");
  }

  @Test
  void format_tables_find_a_table_by_name_or_list_the_tables() {
    List<TableSchema> tables = List.of(TableSpiTest.ByteFormat.BYTES);
    assertThat(FormatTables.find("bytes", tables, "bytes")).isSameAs(tables.get(0));
    assertThatThrownBy(() -> FormatTables.find("bytes", tables, "nope"))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bytes has no table nope; tables: [bytes]");
    for (ColumnType t : ColumnType.values()) assertThat(ColumnType.ofLabel(t.label())).isEqualTo(t);
  }
}
