package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.export.TableExport;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;

/**
 * The {@code jsonl} table writer (replay-core, no JSON library) writes strings and numbers byte for
 * byte as Jackson's generator does: every character of the Basic Multilingual Plane outside the
 * surrogates, a supplementary character, and floats of every kind (values whose {@code toString} is
 * already their shortest form, the same on every JDK).
 */
class JsonLinesParityTest {
  @TempDir Path tmp;

  private static final TableSchema SCHEMA =
      TableSchema.builder("test", "parity", "strings and floats")
          .add(
              List.of(
                  Column.of("s", ColumnType.STRING, "a string"),
                  Column.of("d", ColumnType.FLOAT64, "a double"),
                  Column.of("f", ColumnType.FLOAT32, "a float")))
          .build();

  @Test
  void strings_and_floats_are_written_as_jackson_writes_them() throws IOException {
    StringBuilder all = new StringBuilder();
    for (char ch = 0; ch < 0xD800; ch++) all.append(ch);
    for (char ch = 0xE000; ch != 0; ch++) all.append(ch);
    all.append("\uD83D\uDE00");
    String[] strings = {all.toString(), "", "plain", "a/b", "\u007f\u0080"};
    double[] doubles = {
      0.1, -0.0, 1.5e300, 1e-7, Double.NaN, Double.NEGATIVE_INFINITY, 123456789.0
    };
    float[] floats = {0.1f, -0.0f, 1.25E13f, Float.NaN, Float.POSITIVE_INFINITY, 3889968f};
    Path out = tmp.resolve("parity.jsonl");
    StringWriter expected = new StringWriter();
    try (TableFileWriter w = TableExport.fileFormats().get("jsonl").open(out, SCHEMA, Map.of());
        JsonGenerator g = new JsonFactory().createGenerator(expected)) {
      g.setRootValueSeparator(null);
      TableBatchBuilder b = new TableBatchBuilder(SCHEMA, "x", TableOptions.ALL, w);
      for (int i = 0; i < strings.length; i++) {
        double d = doubles[i % doubles.length];
        float f = floats[i % floats.length];
        b.setString(1, strings[i]);
        b.setDouble(2, d);
        b.setFloat(3, f);
        b.endRow();
        g.writeStartObject();
        g.writeStringField("file", "x");
        g.writeStringField("s", strings[i]);
        g.writeFieldName("d");
        if (Double.isFinite(d)) g.writeNumber(Double.toString(d));
        else g.writeNumber(d);
        g.writeFieldName("f");
        if (Float.isFinite(f)) g.writeNumber(Float.toString(f));
        else g.writeNumber((double) f);
        g.writeEndObject();
        g.flush();
        expected.write('\n');
      }
      b.finish();
    }
    assertThat(Files.readString(out, StandardCharsets.UTF_8)).isEqualTo(expected.toString());
  }
}
