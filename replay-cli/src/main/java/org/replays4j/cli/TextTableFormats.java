package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonFactory;
import com.fasterxml.jackson.core.JsonGenerator;
import java.io.BufferedWriter;
import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HexFormat;
import java.util.Map;
import org.replays4j.core.table.AbstractTableFileFormat;
import org.replays4j.core.table.AbstractTableFileWriter;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/** The text table files of {@code replays4j export}: CSV and JSON Lines (binary values as hex). */
public final class TextTableFormats {
  private TextTableFormats() {}

  /**
   * {@code csv}: RFC 4180 (CRLF line ends, fields with a comma, quote or line break quoted), a
   * header line of column names; null is an empty field and an empty string {@code ""}; floats in
   * their shortest round-trip form ({@link ShortestDecimal}); binary values as lower-case hex.
   */
  public static final class Csv extends TextFormat {
    /** The format, for {@link java.util.ServiceLoader}. */
    public Csv() {
      super("csv", CsvWriter::new);
    }
  }

  /**
   * {@code jsonl}: one JSON object per row, keys in column order, null values written as null,
   * floats in their shortest round-trip form, binary values as hex strings.
   */
  public static final class JsonLines extends TextFormat {
    /** The format, for {@link java.util.ServiceLoader}. */
    public JsonLines() {
      super("jsonl", JsonLinesWriter::new);
    }
  }

  /** Opens the writer of a text format. */
  private interface Opener {
    TableFileWriter open(Path file, TableSchema schema) throws IOException;
  }

  /** A text format: no options, one writer class. */
  private abstract static class TextFormat extends AbstractTableFileFormat {
    private final Opener opener;

    TextFormat(String id, Opener opener) {
      super(id);
      this.opener = opener;
    }

    @Override
    protected TableFileWriter openChecked(
        Path file, TableSchema schema, Map<String, String> options) throws IOException {
      return opener.open(file, schema);
    }
  }

  /** Shared file, row loop and close: a subclass writes one row. */
  private abstract static class Base extends AbstractTableFileWriter {
    final Writer w;

    Base(Path file, TableSchema schema) throws IOException {
      super(schema);
      this.w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
    }

    abstract void row(TableBatch b, int r) throws IOException;

    @Override
    protected void write(TableBatch batch) throws IOException {
      for (int r = 0; r < batch.rowCount(); r++) row(batch, r);
    }

    @Override
    protected void finish() throws IOException {
      w.close();
    }
  }

  /** A non-null value as CSV text: floats shortest, binaries hex, the rest their string. */
  private static String text(Object v) {
    if (v instanceof Float f) return ShortestDecimal.of(f);
    if (v instanceof Double d) return ShortestDecimal.of(d);
    if (v instanceof byte[] a) return HexFormat.of().formatHex(a);
    return v.toString();
  }

  private static final class CsvWriter extends Base {
    CsvWriter(Path file, TableSchema schema) throws IOException {
      super(file, schema);
      for (int c = 0; c < schema.size(); c++) {
        if (c > 0) w.write(',');
        w.write(schema.column(c).name());
      }
      w.write("\r\n");
    }

    @Override
    void row(TableBatch b, int r) throws IOException {
      for (int c = 0; c < b.schema().size(); c++) {
        if (c > 0) w.write(',');
        Object v = b.get(c, r);
        if (v == null) continue;
        String s = text(v);
        if (s.isEmpty()) {
          w.write("\"\"");
        } else if (s.indexOf(',') >= 0
            || s.indexOf('"') >= 0
            || s.indexOf('\n') >= 0
            || s.indexOf('\r') >= 0) {
          w.write('"');
          w.write(s.replace("\"", "\"\""));
          w.write('"');
        } else {
          w.write(s);
        }
      }
      w.write("\r\n");
    }
  }

  private static final class JsonLinesWriter extends Base {
    private final JsonGenerator g;

    JsonLinesWriter(Path file, TableSchema schema) throws IOException {
      super(file, schema);
      g = new JsonFactory().createGenerator(w);
      g.setRootValueSeparator(null);
    }

    @Override
    void row(TableBatch b, int r) throws IOException {
      g.writeStartObject();
      for (int c = 0; c < b.schema().size(); c++) {
        g.writeFieldName(b.schema().column(c).name());
        Object v = b.get(c, r);
        if (v == null) g.writeNull();
        else if (v instanceof Boolean x) g.writeBoolean(x);
        else if (v instanceof Float x) number(x.doubleValue(), ShortestDecimal.of(x));
        else if (v instanceof Double x) number(x, ShortestDecimal.of(x));
        else if (v instanceof Number x) g.writeNumber(x.longValue());
        else if (v instanceof byte[] a) g.writeString(HexFormat.of().formatHex(a));
        else g.writeString(v.toString());
      }
      g.writeEndObject();
      g.flush();
      w.write('\n');
    }

    /** A finite number as its decimal; NaN and infinities as Jackson writes them (strings). */
    private void number(double x, String decimal) throws IOException {
      if (Double.isFinite(x)) g.writeNumber(decimal);
      else g.writeNumber(x);
    }

    @Override
    protected void finish() throws IOException {
      g.close();
      super.finish();
    }
  }
}
