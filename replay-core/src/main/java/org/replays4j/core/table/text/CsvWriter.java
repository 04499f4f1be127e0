package org.replays4j.core.table.text;

import java.io.IOException;
import java.nio.file.Path;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/** The writer of {@link TextTableFormats.Csv}. */
final class CsvWriter extends TextTableWriter {
  CsvWriter(Path file, TableSchema schema) throws IOException {
    super(file, schema);
    for (int c = 0; c < schema.size(); c++) {
      if (c > 0) put(',');
      put(schema.column(c).name());
    }
    put("\r\n");
  }

  @Override
  void row(TableBatch b, int r) throws IOException {
    for (int c = 0; c < types.length; c++) {
      if (c > 0) put(',');
      if (b.isNull(c, r) || putPrimitive(b, c, r)) continue;
      switch (types[c]) {
        case FLOAT32 -> put(ShortestDecimal.of(b.float32s(c)[r]));
        case FLOAT64 -> put(ShortestDecimal.of(b.float64s(c)[r]));
        case STRING -> field(b.strings(c)[r]);
        default -> {
          byte[] a = b.binaries(c)[r];
          if (a == null) continue;
          if (a.length == 0) put("\"\"");
          else putHex(a);
        }
      }
    }
    put("\r\n");
  }

  /** A string field: empty for null, quoted when empty or holding a comma, quote or line break. */
  private void field(String s) throws IOException {
    if (s == null) return;
    if (CsvRecords.plain(s)) {
      put(s);
      return;
    }
    put('"');
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch == '"') put('"');
      put(ch);
    }
    put('"');
  }
}
