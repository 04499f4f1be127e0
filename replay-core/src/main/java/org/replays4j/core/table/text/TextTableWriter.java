package org.replays4j.core.table.text;

import java.io.IOException;
import java.io.Writer;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import org.replays4j.core.table.AbstractTableFileWriter;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/**
 * The file, row loop and character output shared by the text writers: a subclass writes one row.
 * Values are read from the batch's typed arrays and put into a character buffer of their own (no
 * boxing, no per-value string for integers or binaries), which goes to the UTF-8 file when full.
 */
abstract class TextTableWriter extends AbstractTableFileWriter {
  private static final char[] HEX = "0123456789abcdef".toCharArray();
  private static final int BUFFER = 1 << 16;

  private final Writer out;
  private final char[] buf = new char[BUFFER];
  private int pos;

  /** The type of each column of the schema. */
  final ColumnType[] types;

  TextTableWriter(Path file, TableSchema schema) throws IOException {
    super(schema);
    this.out = Files.newBufferedWriter(file, StandardCharsets.UTF_8);
    this.types = new ColumnType[schema.size()];
    for (int c = 0; c < types.length; c++) types[c] = schema.column(c).type();
  }

  /** Writes row {@code r} of {@code b}, line end included. */
  abstract void row(TableBatch b, int r) throws IOException;

  @Override
  protected final void write(TableBatch batch) throws IOException {
    int rows = batch.rowCount();
    for (int r = 0; r < rows; r++) row(batch, r);
  }

  @Override
  protected final void finish() throws IOException {
    try (out) {
      drain();
    }
  }

  /**
   * Puts the value of integer or boolean column {@code c} in row {@code r} ({@code true}/{@code
   * false}, decimal integers); false for a column of another type, which the caller writes.
   */
  final boolean putPrimitive(TableBatch b, int c, int r) throws IOException {
    switch (types[c]) {
      case BOOL -> put(b.booleans(c)[r] ? "true" : "false");
      case INT8 -> put(b.int8s(c)[r]);
      case INT16 -> put(b.int16s(c)[r]);
      case INT32 -> put(b.int32s(c)[r]);
      case INT64 -> put(b.int64s(c)[r]);
      default -> {
        return false;
      }
    }
    return true;
  }

  final void put(char ch) throws IOException {
    if (pos == BUFFER) drain();
    buf[pos++] = ch;
  }

  final void put(String s) throws IOException {
    int n = s.length();
    if (n > BUFFER - pos) {
      drain();
      if (n > BUFFER) {
        out.write(s);
        return;
      }
    }
    s.getChars(0, n, buf, pos);
    pos += n;
  }

  /** Puts {@code v} in decimal. */
  final void put(long v) throws IOException {
    if (v == Long.MIN_VALUE) {
      put(Long.toString(v));
      return;
    }
    if (BUFFER - pos < 20) drain();
    if (v < 0) {
      buf[pos++] = '-';
      v = -v;
    }
    int digits = 1;
    for (long t = v; t >= 10; t /= 10) digits++;
    int end = pos + digits;
    for (int i = end - 1; i >= pos; i--) {
      buf[i] = (char) ('0' + (int) (v % 10));
      v /= 10;
    }
    pos = end;
  }

  /** Puts {@code a} as lower-case hex, two digits a byte. */
  final void putHex(byte[] a) throws IOException {
    for (byte x : a) {
      if (BUFFER - pos < 2) drain();
      buf[pos++] = HEX[(x >> 4) & 0xf];
      buf[pos++] = HEX[x & 0xf];
    }
  }

  /** Writes the buffered characters to the file. */
  private void drain() throws IOException {
    out.write(buf, 0, pos);
    pos = 0;
  }
}
