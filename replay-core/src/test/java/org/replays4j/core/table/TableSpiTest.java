package org.replays4j.core.table;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import java.util.Set;
import java.util.stream.LongStream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.fake.FakeFormats;
import org.replays4j.core.io.ReplaySource;

class TableSpiTest {
  /** A format whose file is a byte string: table "bytes" has one row per byte. */
  static final class ByteFormat extends FakeFormats.Base {
    static final TableSchema BYTES =
        TableSchema.builder("bytes", "bytes", "one row per byte of the file")
            .add("index", ColumnType.INT64, "offset of the byte")
            .add("value", ColumnType.INT32, "the byte, unsigned")
            .add("even", ColumnType.BOOL, "value is even")
            .addNullable("label", ColumnType.STRING, "hex of the value; null for odd values")
            .addNullable("blob", ColumnType.BINARY, "the byte as a one-byte blob; null for zero")
            .add("half", ColumnType.FLOAT64, "value / 2")
            .build();
    static final int INDEX = 1, VALUE = 2, EVEN = 3, LABEL = 4, BLOB = 5, HALF = 6;

    ByteFormat() {
      super("bytes", new FormatTables(List.of(BYTES), ByteFormat::bytes), (head, fileName) -> 0);
    }

    private static void bytes(TableBatchBuilder t, ReplaySource source, DecodeLimits limits)
        throws IOException {
      byte[] b = source.readAllBytes(limits);
      for (int i = 0; i < b.length; i++) {
        int v = b[i] & 0xFF;
        t.setLong(INDEX, i);
        t.setInt(VALUE, v);
        t.setBool(EVEN, v % 2 == 0);
        if (v % 2 == 0) t.setString(LABEL, Integer.toHexString(v));
        if (v != 0) t.setBinary(BLOB, b, i, 1);
        t.setDouble(HALF, v / 2.0);
        if (!t.endRow()) return;
      }
    }
  }

  /**
   * A {@link ByteFormat} that reads its table with another id than the one it is given, so that its
   * file column is wrong: the contract must notice.
   */
  private static ReplaySource source(int n) {
    byte[] b = new byte[n];
    for (int i = 0; i < n; i++) b[i] = (byte) (i * 7);
    return ReplaySource.of("x.bin", b);
  }

  @Test
  void every_table_starts_with_a_non_null_file_column() {
    assertThat(ByteFormat.BYTES.column(0))
        .isEqualTo(
            Column.of(
                "file", ColumnType.STRING, "replay id given by the caller (usually the path)"));
    assertThatThrownBy(
            () -> new TableSchema("f", "t", "d", List.of(Column.of("x", ColumnType.INT32, "x"))))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("file");
    assertThatThrownBy(
            () ->
                TableSchema.builder("f", "t", "d")
                    .add("a", ColumnType.INT8, "")
                    .add("a", ColumnType.INT8, "")
                    .build())
        .hasMessageContaining("duplicate column a");
  }

  @Test
  void batches_are_bounded_and_carry_every_row_once() throws IOException {
    TableRows rows = new TableRows();
    new ByteFormat()
        .readTable(
            "bytes",
            source(100),
            "id",
            TableOptions.ALL.withBatchRows(16),
            DecodeLimits.DEFAULT,
            rows);
    assertThat(rows.batches()).isEqualTo(7);
    assertThat(rows.maxBatchRows()).isEqualTo(16);
    assertThat(rows.rows()).hasSize(100);
    assertThat(rows.column("file")).containsOnly("id");
    assertThat(rows.column("index"))
        .containsExactlyElementsOf(
            LongStream.range(0, 100).boxed().map(Object.class::cast).toList());
    assertThat(rows.rows().get(1).get(ByteFormat.LABEL)).isNull();
    assertThat(rows.rows().get(2).get(ByteFormat.LABEL)).isEqualTo("e");
    assertThat(rows.rows().get(0).get(ByteFormat.BLOB)).isNull();
    assertThat((byte[]) rows.rows().get(1).get(ByteFormat.BLOB)).containsExactly(7);
  }

  @Test
  void a_batch_starts_small_and_grows_to_the_batch_size_keeping_values_and_nulls()
      throws IOException {
    // 3,000 rows with 10,000-row batches: one batch, arrays grown 256 -> 512 -> ... -> 4096 on the
    // way.
    int[] allocated = {0};
    TableRows rows = new TableRows();
    new ByteFormat()
        .readTable(
            "bytes",
            source(3000),
            "id",
            TableOptions.ALL.withBatchRows(10_000),
            DecodeLimits.DEFAULT,
            b -> {
              allocated[0] = b.int32s(ByteFormat.VALUE).length;
              return rows.accept(b);
            });
    assertThat(rows.batches()).isEqualTo(1);
    assertThat(allocated[0]).isEqualTo(4096);
    assertThat(rows.rows()).hasSize(3000);
    for (List<Object> r : rows.rows()) {
      int v = (Integer) r.get(ByteFormat.VALUE);
      assertThat(r.get(ByteFormat.LABEL)).isEqualTo(v % 2 == 0 ? Integer.toHexString(v) : null);
      assertThat(r.get(ByteFormat.BLOB) == null).isEqualTo(v == 0);
    }
    // A small table never allocates a whole default batch (16,384 rows).
    int[] small = {0};
    new ByteFormat()
        .readTable(
            "bytes",
            source(10),
            "id",
            TableOptions.ALL,
            DecodeLimits.DEFAULT,
            b -> {
              small[0] = b.int64s(ByteFormat.INDEX).length;
              return true;
            });
    assertThat(small[0]).isEqualTo(TableBatchBuilder.FIRST_ROWS);
  }

  @Test
  void a_nullable_value_does_not_leak_into_the_next_batch() throws IOException {
    TableRows rows = new TableRows();
    // Row 16 (first of batch 2) has value 112 (even): label set; row 17 value 119: label null.
    new ByteFormat()
        .readTable(
            "bytes",
            source(40),
            "id",
            TableOptions.ALL.withBatchRows(16),
            DecodeLimits.DEFAULT,
            rows);
    for (List<Object> r : rows.rows()) {
      int v = (Integer) r.get(ByteFormat.VALUE);
      assertThat(r.get(ByteFormat.LABEL)).isEqualTo(v % 2 == 0 ? Integer.toHexString(v) : null);
    }
  }

  @Test
  void pruned_columns_are_absent_from_the_batch_schema() throws IOException {
    TableRows rows = new TableRows();
    new ByteFormat()
        .readTable(
            "bytes",
            source(10),
            "id",
            TableOptions.ALL.withColumns(Set.of("half", "value")),
            DecodeLimits.DEFAULT,
            rows);
    assertThat(rows.schema().columns())
        .extracting(Column::name)
        .containsExactly("file", "value", "half");
    assertThat(rows.rows().get(2)).containsExactly("id", 14, 7.0);
  }

  @Test
  void a_sink_returning_false_stops_the_read() throws IOException {
    int[] calls = {0};
    new ByteFormat()
        .readTable(
            "bytes",
            source(100),
            "id",
            TableOptions.ALL.withBatchRows(10),
            DecodeLimits.DEFAULT,
            b -> ++calls[0] < 2);
    assertThat(calls[0]).isEqualTo(2);
  }

  @Test
  void an_unknown_table_or_column_is_a_programming_error() {
    assertThatThrownBy(
            () ->
                new ByteFormat()
                    .readTable(
                        "nope", source(1), "id", TableOptions.ALL, DecodeLimits.DEFAULT, b -> true))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessage("bytes has no table nope; tables: [bytes]");
    assertThatThrownBy(() -> ByteFormat.BYTES.project(Set.of("nope")))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void the_contract_accepts_a_correct_format() throws IOException {
    TableRows rows = TableContract.check(new ByteFormat(), "bytes", source(50));
    assertThat(rows.rows()).hasSize(50);
  }

  /**
   * A format with a MultiReader: table "bytes" (one row per byte, as {@link ByteFormat}) and
   * "total" (one row: the sum of the bytes), both from one pass over the file; {@code decodes}
   * counts the passes. {@code skew} adds to every value of a multi-table read (a wrong reader).
   */
  static final class TwoTableFormat extends FakeFormats.Base {
    static final TableSchema TOTAL =
        TableSchema.builder("two", "total", "the sum of the bytes")
            .add("sum", ColumnType.INT64, "sum of the bytes, unsigned")
            .build();
    static final TableSchema BYTES =
        new TableSchema("two", "bytes", ByteFormat.BYTES.doc(), ByteFormat.BYTES.columns());

    final int[] decodes;

    TwoTableFormat(int skew) {
      this(skew, new int[1]);
    }

    private TwoTableFormat(int skew, int[] decodes) {
      super(
          "two",
          new FormatTables(
              List.of(BYTES, TOTAL),
              (b, source, limits) -> pass(List.of(b), source, limits, 0, decodes),
              (rows, source, limits, stats) -> {
                pass(rows, source, limits, skew, decodes);
                return null;
              }),
          (head, fileName) -> 0);
      this.decodes = decodes;
    }

    private static void pass(
        List<TableBatchBuilder> rows,
        ReplaySource source,
        DecodeLimits limits,
        int k,
        int[] decodes)
        throws IOException {
      decodes[0]++;
      byte[] b = source.readAllBytes(limits);
      long sum = 0;
      for (int i = 0; i < b.length; i++) {
        int v = b[i] & 0xFF;
        sum += v;
        for (TableBatchBuilder t : rows) {
          if (!t.schema().name().equals("bytes") || t.stopped()) continue;
          t.setLong(ByteFormat.INDEX, i);
          t.setInt(ByteFormat.VALUE, v + k);
          t.setBool(ByteFormat.EVEN, v % 2 == 0);
          if (v % 2 == 0) t.setString(ByteFormat.LABEL, Integer.toHexString(v));
          if (v != 0) t.setBinary(ByteFormat.BLOB, b, i, 1);
          t.setDouble(ByteFormat.HALF, v / 2.0);
          t.endRow();
        }
      }
      for (TableBatchBuilder t : rows) {
        if (!t.schema().name().equals("total") || t.stopped()) continue;
        t.setLong(1, sum + k);
        t.endRow();
      }
    }
  }

  @Test
  void several_tables_are_read_in_one_pass_and_a_stopping_sink_stops_only_its_own()
      throws IOException {
    TwoTableFormat f = new TwoTableFormat(0);
    int[] byteBatches = {0};
    TableRows total = new TableRows();
    f.readTables(
        source(100),
        "id",
        DecodeLimits.DEFAULT,
        List.of(
            new TableRead("bytes", TableOptions.ALL.withBatchRows(10), b -> ++byteBatches[0] < 2),
            TableRead.of("total", total)));
    assertThat(f.decodes[0]).isEqualTo(1);
    assertThat(byteBatches[0]).isEqualTo(2);
    long sum = 0;
    for (int i = 0; i < 100; i++) sum += (i * 7) & 0xFF;
    assertThat(total.rows()).containsExactly(List.of("id", sum));
  }

  @Test
  void without_a_multi_reader_each_table_is_read_alone_with_its_options() throws IOException {
    TableRows all = new TableRows();
    TableRows some = new TableRows();
    new ByteFormat()
        .readTables(
            source(20),
            "id",
            DecodeLimits.DEFAULT,
            List.of(
                TableRead.of("bytes", all),
                new TableRead("bytes", TableOptions.ALL.withColumns(Set.of("value")), some)));
    assertThat(all.rows()).hasSize(20);
    assertThat(some.schema().size()).isEqualTo(2);
    assertThat(some.column("value")).isEqualTo(all.column("value"));
    assertThatThrownBy(
            () ->
                new ByteFormat()
                    .readTables(
                        source(1), "id", DecodeLimits.DEFAULT, List.of(TableRead.of("nope", all))))
        .isInstanceOf(IllegalArgumentException.class);
  }

  @Test
  void the_read_tables_contract_accepts_a_correct_reader_and_names_a_wrong_one()
      throws IOException {
    TableContract.checkReadTables(new ByteFormat(), source(50), Map.of());
    TableContract.checkReadTables(new TwoTableFormat(0), source(50), Map.of());
    assertThatThrownBy(
            () -> TableContract.checkReadTables(new TwoTableFormat(1), source(50), Map.of()))
        .isInstanceOf(AssertionError.class)
        .hasMessageContaining("two.bytes (all tables): rows differ");
  }

  @Test
  void describe_is_one_line_per_column() {
    assertThat(ByteFormat.BYTES.describe())
        .startsWith("# bytes.bytes: one row per byte of the file\nfile string -- ")
        .contains("\nlabel string null -- hex of the value; null for odd values\n");
  }
}
