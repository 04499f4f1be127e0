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
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/** The text table files of {@code replays4j export}: CSV and JSON Lines (binary values as hex). */
public final class TextTableFormats {
  private TextTableFormats() {}

  private static void noOptions(String id, Map<String, String> options) {
    if (!options.isEmpty())
      throw new IllegalArgumentException(id + " takes no options, got " + options.keySet());
  }

  /** {@code csv}: RFC 4180, a header line of column names, null as an empty field. */
  public static final class Csv implements TableFileFormat {
    @Override
    public String id() {
      return "csv";
    }

    @Override
    public String extension() {
      return "csv";
    }

    @Override
    public TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
        throws IOException {
      noOptions("csv", options);
      Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
      for (int c = 0; c < schema.size(); c++) {
        if (c > 0) w.write(',');
        w.write(schema.column(c).name());
      }
      w.write("\r\n");
      return new Base(w) {
        @Override
        void row(TableBatch b, int r) throws IOException {
          for (int c = 0; c < b.schema().size(); c++) {
            if (c > 0) w.write(',');
            Object v = b.get(c, r);
            if (v == null) continue;
            String s = v instanceof byte[] a ? HexFormat.of().formatHex(a) : v.toString();
            if (s.indexOf(',') >= 0
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
      };
    }
  }

  /** {@code jsonl}: one JSON object per row, keys in column order, null values written as null. */
  public static final class JsonLines implements TableFileFormat {
    @Override
    public String id() {
      return "jsonl";
    }

    @Override
    public String extension() {
      return "jsonl";
    }

    @Override
    public TableFileWriter open(Path file, TableSchema schema, Map<String, String> options)
        throws IOException {
      noOptions("jsonl", options);
      Writer w = new BufferedWriter(Files.newBufferedWriter(file, StandardCharsets.UTF_8), 1 << 16);
      JsonGenerator g = new JsonFactory().createGenerator(w);
      g.setRootValueSeparator(null);
      return new Base(w) {
        @Override
        void row(TableBatch b, int r) throws IOException {
          g.writeStartObject();
          for (int c = 0; c < b.schema().size(); c++) {
            g.writeFieldName(b.schema().column(c).name());
            Object v = b.get(c, r);
            if (v == null) g.writeNull();
            else if (v instanceof Boolean x) g.writeBoolean(x);
            else if (v instanceof Float x) g.writeNumber(x);
            else if (v instanceof Double x) g.writeNumber(x);
            else if (v instanceof Number x) g.writeNumber(x.longValue());
            else if (v instanceof byte[] a) g.writeString(HexFormat.of().formatHex(a));
            else g.writeString(v.toString());
          }
          g.writeEndObject();
          g.flush();
          w.write('\n');
        }

        @Override
        public synchronized void close() throws IOException {
          g.close();
          super.close();
        }
      };
    }
  }

  /** Shared row loop, locking and counting. */
  private abstract static class Base implements TableFileWriter {
    final Writer w;
    private long rows;

    Base(Writer w) {
      this.w = w;
    }

    abstract void row(TableBatch b, int r) throws IOException;

    @Override
    public synchronized boolean accept(TableBatch batch) throws IOException {
      for (int r = 0; r < batch.rowCount(); r++) row(batch, r);
      rows += batch.rowCount();
      return true;
    }

    @Override
    public synchronized long rowsWritten() {
      return rows;
    }

    @Override
    public synchronized void close() throws IOException {
      w.close();
    }
  }
}
