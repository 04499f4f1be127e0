package org.replays4j.core.table.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Locale;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.export.TableExport;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;

/** How CSV and JSON Lines write nulls, empty strings, floats, every other type and escapes. */
class TextTableFormatsTest {
  @TempDir Path tmp;

  private static final TableSchema SCHEMA =
      TableSchema.builder("test", "values", "a row of each kind")
          .addNullable("s", ColumnType.STRING, "a string")
          .addNullable("f", ColumnType.FLOAT32, "a float")
          .addNullable("d", ColumnType.FLOAT64, "a double")
          .build();

  private Path write(TableFileFormat ff) throws IOException {
    Path out = tmp.resolve("values." + ff.extension());
    try (TableFileWriter w = ff.open(out, SCHEMA, Map.of())) {
      TableBatchBuilder b = new TableBatchBuilder(SCHEMA, "x.rep", TableOptions.ALL, w);
      b.setString(1, "");
      b.setFloat(2, 1.18846831E13f);
      b.setDouble(3, 2e23);
      b.endRow();
      b.endRow(); // all null
      b.setString(1, "a,\"b\"");
      b.setFloat(2, 0.1f);
      b.setDouble(3, Double.NaN);
      b.endRow();
      b.finish();
    }
    return out;
  }

  @Test
  void csv_null_is_an_empty_field_an_empty_string_is_two_quotes_and_floats_are_shortest()
      throws IOException {
    Path out = write(new TextTableFormats.Csv());
    assertThat(Files.readString(out, StandardCharsets.UTF_8))
        .isEqualTo(
            "file,s,f,d\r\n"
                + "x.rep,\"\",1.1884683E13,2.0E23\r\n"
                + "x.rep,,,\r\n"
                + "x.rep,\"a,\"\"b\"\"\",0.1,NaN\r\n");
  }

  @Test
  void csv_records_of_other_rows_quote_their_fields_as_the_files_do() {
    assertThat(CsvRecords.of(new String[] {"", null, "a,\"b\"", "x", "1\n2", "3\r"}))
        .isEqualTo("\"\",,\"a,\"\"b\"\"\",x,\"1\n2\",\"3\r\"");
    assertThat(CsvRecords.of(new String[0])).isEmpty();
  }

  @Test
  void json_lines_write_the_same_shortest_floats() throws IOException {
    Path out = write(new TextTableFormats.JsonLines());
    assertThat(Files.readAllLines(out))
        .containsExactly(
            "{\"file\":\"x.rep\",\"s\":\"\",\"f\":1.1884683E13,\"d\":2.0E23}",
            "{\"file\":\"x.rep\",\"s\":null,\"f\":null,\"d\":null}",
            "{\"file\":\"x.rep\",\"s\":\"a,\\\"b\\\"\",\"f\":0.1,\"d\":\"NaN\"}");
  }

  /** One nullable column of each type, named after it. */
  private static TableSchema everyType() {
    TableSchema.Builder b = TableSchema.builder("test", "types", "a column of each type");
    for (ColumnType t : ColumnType.values()) {
      b.addNullable(t.name().toLowerCase(Locale.ROOT), t, "a " + t);
    }
    return b.build();
  }

  /** Rows of {@link #everyType()} (edge values, nulls, empty values) written as {@code ff}. */
  private String everyTypeWritten(TableFileFormat ff) throws IOException {
    TableSchema schema = everyType();
    Object[][] rows = {
      {
        true,
        (byte) -128,
        (short) 32767,
        Integer.MIN_VALUE,
        Long.MIN_VALUE,
        0.5f,
        1e300,
        "line\nbreak\r\t\u0001\\ é \"q\"",
        new byte[] {0, 15, -1}
      },
      new Object[9],
      {false, (byte) 0, (short) 0, 0, 9_007_199_254_740_993L, -0.0f, 2e23, "", new byte[0]}
    };
    Path out = tmp.resolve("types." + ff.extension());
    try (TableFileWriter w = ff.open(out, schema, Map.of())) {
      TableBatchBuilder b = new TableBatchBuilder(schema, "x", TableOptions.ALL, w);
      for (Object[] row : rows) {
        for (int c = 0; c < row.length; c++) b.setValue(c + 1, row[c]);
        b.endRow();
      }
      b.finish();
    }
    return Files.readString(out, StandardCharsets.UTF_8);
  }

  @Test
  void every_type_in_csv_and_json_lines() throws IOException {
    assertThat(everyTypeWritten(new TextTableFormats.Csv()))
        .isEqualTo(
            "file,bool,int8,int16,int32,int64,float32,float64,string,binary\r\n"
                + "x,true,-128,32767,-2147483648,-9223372036854775808,0.5,1.0E300,"
                + "\"line\nbreak\r\t\u0001\\ é \"\"q\"\"\",000fff\r\n"
                + "x,,,,,,,,,\r\n"
                + "x,false,0,0,0,9007199254740993,-0.0,2.0E23,\"\",\"\"\r\n");
    assertThat(everyTypeWritten(new TextTableFormats.JsonLines()))
        .isEqualTo(
            "{\"file\":\"x\",\"bool\":true,\"int8\":-128,\"int16\":32767,"
                + "\"int32\":-2147483648,\"int64\":-9223372036854775808,\"float32\":0.5,"
                + "\"float64\":1.0E300,"
                + "\"string\":\"line\\nbreak\\r\\t\\u0001\\\\ é \\\"q\\\"\",\"binary\":\"000fff\"}\n"
                + "{\"file\":\"x\",\"bool\":null,\"int8\":null,\"int16\":null,\"int32\":null,"
                + "\"int64\":null,\"float32\":null,\"float64\":null,\"string\":null,\"binary\":null}\n"
                + "{\"file\":\"x\",\"bool\":false,\"int8\":0,\"int16\":0,\"int32\":0,"
                + "\"int64\":9007199254740993,\"float32\":-0.0,\"float64\":2.0E23,"
                + "\"string\":\"\",\"binary\":\"\"}\n");
  }

  @Test
  void replay_core_alone_offers_csv_and_json_lines() {
    assertThat(TableExport.fileFormats())
        .hasEntrySatisfying("csv", f -> assertThat(f).isInstanceOf(TextTableFormats.Csv.class))
        .hasEntrySatisfying(
            "jsonl", f -> assertThat(f).isInstanceOf(TextTableFormats.JsonLines.class));
  }

  @Test
  void shortest_decimals_read_back_as_the_same_value_and_are_never_longer_than_javas() {
    Random r = new Random(42);
    for (int i = 0; i < 20_000; i++) {
      float f = Float.intBitsToFloat(r.nextInt());
      String s = ShortestDecimal.of(f);
      if (Float.isNaN(f)) {
        assertThat(s).isEqualTo("NaN");
        continue;
      }
      assertThat(Float.floatToIntBits(Float.parseFloat(s)))
          .as(s)
          .isEqualTo(Float.floatToIntBits(f));
      assertThat(s.length()).as(s).isLessThanOrEqualTo(Float.toString(f).length());
      double d = Double.longBitsToDouble(r.nextLong());
      String t = ShortestDecimal.of(d);
      if (Double.isNaN(d)) continue;
      assertThat(Double.doubleToLongBits(Double.parseDouble(t)))
          .as(t)
          .isEqualTo(Double.doubleToLongBits(d));
      assertThat(t.length()).as(t).isLessThanOrEqualTo(Double.toString(d).length());
    }
    assertThat(ShortestDecimal.of(3889968.0f)).isEqualTo("3889968.0");
    assertThat(ShortestDecimal.of(-6.8538022E8f)).isEqualTo("-6.853802E8");
    assertThat(ShortestDecimal.of(1e-5)).isEqualTo("1.0E-5");
    assertThat(ShortestDecimal.of(0.001f)).isEqualTo("0.001");
  }
}
