package org.replays4j.core.table.text;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
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

/** How CSV and JSON Lines write nulls, empty strings, floats, integers, binaries and escapes. */
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
    Path out = write(new CsvTableFileFormat());
    assertThat(Files.readString(out, StandardCharsets.UTF_8))
        .isEqualTo(
            "file,s,f,d\r\n"
                + "x.rep,\"\",1.1884683E13,2.0E23\r\n"
                + "x.rep,,,\r\n"
                + "x.rep,\"a,\"\"b\"\"\",0.1,NaN\r\n");
  }

  @Test
  void json_lines_write_the_same_shortest_floats() throws IOException {
    Path out = write(new JsonLinesTableFileFormat());
    assertThat(Files.readAllLines(out))
        .containsExactly(
            "{\"file\":\"x.rep\",\"s\":\"\",\"f\":1.1884683E13,\"d\":2.0E23}",
            "{\"file\":\"x.rep\",\"s\":null,\"f\":null,\"d\":null}",
            "{\"file\":\"x.rep\",\"s\":\"a,\\\"b\\\"\",\"f\":0.1,\"d\":\"NaN\"}");
  }

  private static final TableSchema KINDS =
      TableSchema.builder("test", "kinds", "a column of each other type")
          .add("b", ColumnType.BOOL, "a bool")
          .add("i8", ColumnType.INT8, "a byte")
          .add("i16", ColumnType.INT16, "a short")
          .add("i32", ColumnType.INT32, "an int")
          .addNullable("i64", ColumnType.INT64, "a long")
          .addNullable("bin", ColumnType.BINARY, "bytes")
          .add("s", ColumnType.STRING, "a string")
          .build();

  private Path writeKinds(TableFileFormat ff) throws IOException {
    Path out = tmp.resolve("kinds." + ff.extension());
    try (TableFileWriter w = ff.open(out, KINDS, Map.of())) {
      TableBatchBuilder b = new TableBatchBuilder(KINDS, "x", TableOptions.ALL, w);
      b.setBool(1, true);
      b.setByte(2, (byte) -128);
      b.setShort(3, (short) 32767);
      b.setInt(4, Integer.MIN_VALUE);
      b.setLong(5, Long.MIN_VALUE);
      b.setBinary(6, new byte[] {0, 15, -1}, 0, 3);
      b.setString(7, "line\nbreak\r\t\u0001\\ é \"q\"");
      b.endRow();
      b.setBool(1, false);
      b.setLong(5, 9_007_199_254_740_993L);
      b.setBinary(6, new byte[0], 0, 0);
      b.setString(7, "");
      b.endRow();
      b.finish();
    }
    return out;
  }

  @Test
  void csv_writes_integers_in_decimal_binaries_in_hex_and_quotes_line_breaks() throws IOException {
    Path out = writeKinds(new CsvTableFileFormat());
    assertThat(Files.readString(out, StandardCharsets.UTF_8))
        .isEqualTo(
            "file,b,i8,i16,i32,i64,bin,s\r\n"
                + "x,true,-128,32767,-2147483648,-9223372036854775808,000fff,"
                + "\"line\nbreak\r\t\u0001\\ é \"\"q\"\"\"\r\n"
                + "x,false,0,0,0,9007199254740993,\"\",\"\"\r\n");
  }

  @Test
  void json_lines_escape_quotes_backslashes_and_control_characters() throws IOException {
    Path out = writeKinds(new JsonLinesTableFileFormat());
    assertThat(Files.readString(out, StandardCharsets.UTF_8))
        .isEqualTo(
            "{\"file\":\"x\",\"b\":true,\"i8\":-128,\"i16\":32767,\"i32\":-2147483648,"
                + "\"i64\":-9223372036854775808,\"bin\":\"000fff\","
                + "\"s\":\"line\\nbreak\\r\\t\\u0001\\\\ é \\\"q\\\"\"}\n"
                + "{\"file\":\"x\",\"b\":false,\"i8\":0,\"i16\":0,\"i32\":0,"
                + "\"i64\":9007199254740993,\"bin\":\"\",\"s\":\"\"}\n");
  }

  @Test
  void replay_core_alone_offers_csv_and_json_lines() {
    assertThat(TableExport.fileFormats())
        .hasEntrySatisfying("csv", f -> assertThat(f).isInstanceOf(CsvTableFileFormat.class))
        .hasEntrySatisfying(
            "jsonl", f -> assertThat(f).isInstanceOf(JsonLinesTableFileFormat.class));
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
