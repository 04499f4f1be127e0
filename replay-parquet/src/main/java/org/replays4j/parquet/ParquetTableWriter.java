package org.replays4j.parquet;

import java.io.BufferedOutputStream;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.table.AbstractTableFileWriter;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/**
 * Writes table batches as one Parquet file (schema mapping: {@link ParquetTables}), with no
 * dependency beyond a pure-Java compressor: the file layout, the Thrift footer and the encodings
 * are written here. Rows are buffered column by column until a row group is full ({@code
 * rowGroupBytes} of plain-encoded values, default {@value #DEFAULT_ROW_GROUP_MB} MiB, or {@value
 * #MAX_ROW_GROUP_ROWS} rows), which bounds the memory; the row group is then written as one column
 * chunk per column:
 *
 * <ul>
 *   <li>a dictionary page and RLE/bit-packed indices when the column's values repeat (at most one
 *       distinct value in two, and a dictionary of at most {@value #DICTIONARY_BYTES} bytes), else
 *       plain values; booleans and binary columns are always plain;
 *   <li>data pages (format v1) of about {@value #PAGE_BYTES} bytes before compression, at most
 *       {@value #PAGE_ROWS} rows, nullable columns with RLE definition levels;
 *   <li>the null count, and the minimum and maximum of integer columns, in each chunk's statistics.
 * </ul>
 *
 * The footer's key-value metadata is written in key order, so that two exports of the same replays
 * are the same bytes. {@link #accept} is synchronized: threads decoding different replays may share
 * one writer.
 *
 * <pre>{@code
 * try (ParquetTableWriter w = ParquetTableWriter.open(Path.of("commands.parquet"), schema, ParquetCompression.ZSTD)) {
 *   format.readTable("commands", source, "game1.rep", TableOptions.ALL, DecodeLimits.DEFAULT, w);
 * }
 * }</pre>
 */
public final class ParquetTableWriter extends AbstractTableFileWriter {
  /** Default row group size in MiB of plain-encoded values. */
  public static final int DEFAULT_ROW_GROUP_MB = 32;

  /** Most rows in one row group (what pyarrow writes too; readers split work by row group). */
  public static final int MAX_ROW_GROUP_ROWS = 1 << 20;

  /** Target size of a data page before compression, in bytes. */
  static final int PAGE_BYTES = 1 << 20;

  /** Most rows in one data page. */
  static final int PAGE_ROWS = 1 << 17;

  /** Largest dictionary (plain-encoded bytes) before a column chunk falls back to plain values. */
  static final int DICTIONARY_BYTES = 1 << 20;

  // Parquet's Thrift enum values (parquet.thrift).
  private static final int BOOLEAN = 0;
  private static final int INT32 = 1;
  private static final int INT64 = 2;
  private static final int FLOAT = 4;
  private static final int DOUBLE = 5;
  private static final int BYTE_ARRAY = 6;
  private static final int PLAIN = 0;
  private static final int RLE = 3;
  private static final int RLE_DICTIONARY = 8;
  private static final int DATA_PAGE = 0;
  private static final int DICTIONARY_PAGE = 2;

  private static final byte[] MAGIC = {'P', 'A', 'R', '1'};

  private final OutputStream out;
  private long position;
  private final ParquetCompression compression;
  private final ParquetCompression.Codec codec;
  private final long rowGroupBytes;
  private final ColumnBuffer[] columns;
  private int rows;
  private long totalRows;
  private final Bytes footer = new Bytes(1 << 12);
  private final Thrift meta = new Thrift(footer);
  private int rowGroups;

  private final Bytes page = new Bytes(1 << 16);
  private final Bytes compressed = new Bytes(1 << 16);
  private final Bytes header = new Bytes(64);
  private int[] levels = new int[0];

  private ParquetTableWriter(
      OutputStream out, TableSchema schema, ParquetCompression compression, long rowGroupBytes)
      throws IOException {
    super(schema);
    if (rowGroupBytes < 1) throw new IllegalArgumentException("row group size must be positive");
    this.out = out;
    this.compression = compression;
    this.codec = compression.codec();
    this.rowGroupBytes = rowGroupBytes;
    this.columns = new ColumnBuffer[schema.size()];
    for (int c = 0; c < columns.length; c++) columns[c] = new ColumnBuffer(schema.column(c));
    write(MAGIC, 0, MAGIC.length);
  }

  /** A writer creating (or truncating) {@code file}, with the default row group size. */
  public static ParquetTableWriter open(
      Path file, TableSchema schema, ParquetCompression compression) throws IOException {
    return open(file, schema, compression, DEFAULT_ROW_GROUP_MB * 1024L * 1024L);
  }

  /**
   * A writer creating (or truncating) {@code file} whose row groups hold about {@code
   * rowGroupBytes} of plain-encoded values (at most {@value #MAX_ROW_GROUP_ROWS} rows).
   */
  public static ParquetTableWriter open(
      Path file, TableSchema schema, ParquetCompression compression, long rowGroupBytes)
      throws IOException {
    return openOver(
        new BufferedOutputStream(
            Files.newOutputStream(
                file,
                StandardOpenOption.CREATE,
                StandardOpenOption.TRUNCATE_EXISTING,
                StandardOpenOption.WRITE),
            1 << 16),
        os -> new ParquetTableWriter(os, schema, compression, rowGroupBytes));
  }

  @Override
  protected void write(TableBatch batch) throws IOException {
    int n = batch.rowCount();
    long bytes = 0;
    for (int c = 0; c < columns.length; c++) bytes += columns[c].append(batch, c, rows, n);
    rows += n;
    if (rows >= MAX_ROW_GROUP_ROWS || bytes >= rowGroupBytes) flushRowGroup();
  }

  /** Writes the last row group and the footer, and closes the file. */
  @Override
  protected void finish() throws IOException {
    try {
      if (rows > 0) flushRowGroup();
      byte[] tail = fileMetadata();
      write(tail, 0, tail.length);
      byte[] len = new byte[4];
      for (int k = 0; k < 4; k++) len[k] = (byte) (tail.length >>> (8 * k));
      write(len, 0, 4);
      write(MAGIC, 0, MAGIC.length);
    } finally {
      out.close();
    }
  }

  private void write(byte[] b, int off, int len) throws IOException {
    out.write(b, off, len);
    position += len;
  }

  // ---- row groups ----------------------------------------------------------------------------

  /** The footer's RowGroup structs, written as row groups end (the list header goes first). */
  private final Bytes rowGroupStructs = new Bytes(1 << 12);

  private final Thrift groups = new Thrift(rowGroupStructs);

  private void flushRowGroup() throws IOException {
    long start = position;
    long uncompressedTotal = 0;
    ChunkMeta[] chunks = new ChunkMeta[columns.length];
    for (int c = 0; c < columns.length; c++) {
      chunks[c] = writeChunk(columns[c], rows);
      uncompressedTotal += chunks[c].uncompressed;
    }
    groups.beginStruct().list(1, Thrift.STRUCT, columns.length);
    for (int c = 0; c < columns.length; c++) {
      ChunkMeta m = chunks[c];
      ColumnBuffer cb = columns[c];
      groups.beginStruct().i64(2, m.start).beginStruct(3);
      groups.i32(1, cb.physical);
      if (m.dictionary) {
        groups.list(2, Thrift.I32, 3).i32Element(PLAIN).i32Element(RLE).i32Element(RLE_DICTIONARY);
      } else {
        groups.list(2, Thrift.I32, 2).i32Element(PLAIN).i32Element(RLE);
      }
      groups.list(3, Thrift.BINARY, 1).stringElement(cb.col.name());
      groups.i32(4, compression.thriftId);
      groups.i64(5, rows).i64(6, m.uncompressed).i64(7, m.compressed).i64(9, m.dataPage);
      if (m.dictionary) groups.i64(11, m.start);
      groups.beginStruct(12);
      groups.i64(3, rows - cb.values);
      if (m.max != null) groups.binary(5, m.max).binary(6, m.min);
      groups.end(); // Statistics
      groups.end(); // ColumnMetaData
      groups.end(); // ColumnChunk
    }
    groups.i64(2, uncompressedTotal).i64(3, rows).i64(5, start);
    groups.i64(6, position - start).i16(7, rowGroups).end();
    rowGroups++;
    totalRows += rows;
    rows = 0;
    for (ColumnBuffer cb : columns) cb.clear();
  }

  /** Where a column chunk was written and its sizes. */
  private record ChunkMeta(
      long start,
      long dataPage,
      long uncompressed,
      long compressed,
      boolean dictionary,
      byte[] min,
      byte[] max) {}

  private ChunkMeta writeChunk(ColumnBuffer cb, int rows) throws IOException {
    long start = position;
    long[] sizes = new long[2];
    Dictionary dict = cb.dictionary();
    if (dict != null) {
      page.reset();
      dict.writePlain(page);
      header.reset();
      Thrift h = pageHeader(DICTIONARY_PAGE, page.size);
      h.beginStruct(7).i32(1, dict.size()).i32(2, PLAIN).end().end();
      emitPage(sizes);
    }
    long dataPage = position;
    if (cb.defined != null) {
      if (levels.length < rows) levels = new int[Math.max(rows, levels.length * 2)];
      boolean[] d = cb.defined;
      for (int r = 0; r < rows; r++) levels[r] = d[r] ? 1 : 0;
    }
    int bitWidth = dict == null ? 0 : Rle.bitWidth(dict.size() - 1);
    double bytesPerRow =
        Math.max(1.0 / 8, dict != null ? bitWidth / 8.0 : (double) cb.bytes / Math.max(1, rows));
    int pageRows = (int) Math.max(1, Math.min(PAGE_ROWS, PAGE_BYTES / bytesPerRow));
    int v0 = 0;
    for (int r0 = 0; r0 < rows; r0 += pageRows) {
      int r1 = Math.min(rows, r0 + pageRows);
      page.reset();
      int v1 = v0;
      if (cb.defined != null) {
        for (int r = r0; r < r1; r++) v1 += levels[r];
        int at = page.size;
        page.putInt(0);
        Rle.encode(levels, r0, r1, 1, page);
        page.setInt(at, page.size - at - 4);
      } else {
        v1 = r1;
      }
      if (dict != null) {
        page.put(bitWidth);
        Rle.encode(dict.ids, v0, v1, bitWidth, page);
      } else {
        cb.writePlain(v0, v1, page);
      }
      header.reset();
      Thrift h = pageHeader(DATA_PAGE, page.size);
      h.beginStruct(5)
          .i32(1, r1 - r0)
          .i32(2, dict != null ? RLE_DICTIONARY : PLAIN)
          .i32(3, RLE)
          .i32(4, RLE)
          .end()
          .end();
      emitPage(sizes);
      v0 = v1;
    }
    byte[][] minMax = cb.minMax();
    return new ChunkMeta(
        start,
        dataPage,
        sizes[0],
        sizes[1],
        dict != null,
        minMax == null ? null : minMax[0],
        minMax == null ? null : minMax[1]);
  }

  /**
   * Compresses {@link #page} and starts its header in {@link #header}: type and sizes; the caller
   * adds the type's own header struct and ends it.
   */
  private Thrift pageHeader(int type, int uncompressed) {
    Bytes body = page;
    if (codec != null) {
      codec.compress(page.buf, page.size, compressed);
      body = compressed;
    }
    pending = body;
    return new Thrift(header).beginStruct().i32(1, type).i32(2, uncompressed).i32(3, body.size);
  }

  private Bytes pending;

  /** Writes the page header and the page; adds their sizes (uncompressed, compressed). */
  private void emitPage(long[] sizes) throws IOException {
    write(header.buf, 0, header.size);
    write(pending.buf, 0, pending.size);
    sizes[0] += header.size + page.size;
    sizes[1] += header.size + pending.size;
  }

  // ---- footer --------------------------------------------------------------------------------

  private byte[] fileMetadata() {
    TableSchema schema = schema();
    footer.reset();
    meta.beginStruct().i32(1, 1);
    meta.list(2, Thrift.STRUCT, schema.size() + 1);
    meta.beginStruct().string(4, schema.name()).i32(5, schema.size()).end();
    for (ColumnBuffer cb : columns) {
      meta.beginStruct().i32(1, cb.physical).i32(3, cb.col.nullable() ? 1 : 0);
      meta.string(4, cb.col.name());
      ColumnType t = cb.col.type();
      switch (t) {
        case INT8, INT16, INT32 -> {
          int bits = t == ColumnType.INT8 ? 8 : t == ColumnType.INT16 ? 16 : 32;
          meta.i32(6, bits == 8 ? 15 : bits == 16 ? 16 : 17); // ConvertedType INT_8/16/32
          meta.beginStruct(10).beginStruct(10).i8(1, bits).bool(2, true).end().end();
        }
        case STRING -> {
          meta.i32(6, 0); // ConvertedType UTF8
          meta.beginStruct(10).beginStruct(1).end().end();
        }
        default -> {}
      }
      meta.end();
    }
    meta.i64(3, totalRows);
    // row groups: list header, then the structs gathered as the groups were written
    meta.list(4, Thrift.STRUCT, rowGroups);
    footer.put(rowGroupStructs.buf, 0, rowGroupStructs.size);
    Map<String, String> kv = new TreeMap<>(ParquetTables.metadata(schema));
    meta.list(5, Thrift.STRUCT, kv.size());
    for (Map.Entry<String, String> e : kv.entrySet()) {
      meta.beginStruct().string(1, e.getKey()).string(2, e.getValue()).end();
    }
    meta.string(6, "replays4j");
    // column_orders: every column in its type's order (signed for integers), without which
    // readers such as pyarrow do not trust the min and max of the statistics
    meta.list(7, Thrift.STRUCT, columns.length);
    for (int c = 0; c < columns.length; c++) meta.beginStruct().beginStruct(1).end().end();
    meta.end();
    return Arrays.copyOf(footer.buf, footer.size);
  }

  // ---- column buffers --------------------------------------------------------------------------

  /** The non-null values of one column in the current row group, and which rows are defined. */
  private static final class ColumnBuffer {
    final Column col;
    final int physical;
    boolean[] defined;
    int values;
    long bytes;
    boolean[] bools;
    int[] ints;
    long[] longs;
    String[] strings;
    byte[][] binaries;
    private Dictionary dictionary;

    ColumnBuffer(Column col) {
      this.col = col;
      this.physical =
          switch (col.type()) {
            case BOOL -> BOOLEAN;
            case INT8, INT16, INT32 -> INT32;
            case INT64 -> INT64;
            case FLOAT32 -> FLOAT;
            case FLOAT64 -> DOUBLE;
            case STRING, BINARY -> BYTE_ARRAY;
          };
      if (col.nullable()) defined = new boolean[1024];
      switch (col.type()) {
        case BOOL -> bools = new boolean[1024];
        case INT8, INT16, INT32, FLOAT32 -> ints = new int[1024];
        case INT64, FLOAT64 -> longs = new long[1024];
        case STRING -> strings = new String[1024];
        case BINARY -> binaries = new byte[1024][];
      }
    }

    void clear() {
      values = 0;
      bytes = 0;
      dictionary = null;
      if (strings != null) Arrays.fill(strings, null);
      if (binaries != null) Arrays.fill(binaries, null);
    }

    /**
     * Appends column {@code c} of {@code b} (rows {@code [0, n)}) at row {@code row}; returns the
     * column's plain-encoded bytes so far.
     */
    long append(TableBatch b, int c, int row, int n) {
      boolean[] nulls = b.nullMask(c);
      if (defined != null) {
        if (defined.length < row + n)
          defined = Arrays.copyOf(defined, grow(defined.length, row + n));
        for (int i = 0; i < n; i++) defined[row + i] = nulls == null || !nulls[i];
      }
      int v = values;
      switch (col.type()) {
        case BOOL -> {
          boolean[] a = b.booleans(c);
          if (bools.length < v + n) bools = Arrays.copyOf(bools, grow(bools.length, v + n));
          for (int i = 0; i < n; i++) if (nulls == null || !nulls[i]) bools[v++] = a[i];
          bytes = (v + 7) >>> 3;
        }
        case INT8 -> {
          byte[] a = b.int8s(c);
          ensureInts(v + n);
          for (int i = 0; i < n; i++) if (nulls == null || !nulls[i]) ints[v++] = a[i];
          bytes = 4L * v;
        }
        case INT16 -> {
          short[] a = b.int16s(c);
          ensureInts(v + n);
          for (int i = 0; i < n; i++) if (nulls == null || !nulls[i]) ints[v++] = a[i];
          bytes = 4L * v;
        }
        case INT32 -> {
          int[] a = b.int32s(c);
          ensureInts(v + n);
          if (nulls == null) {
            System.arraycopy(a, 0, ints, v, n);
            v += n;
          } else {
            for (int i = 0; i < n; i++) if (!nulls[i]) ints[v++] = a[i];
          }
          bytes = 4L * v;
        }
        case FLOAT32 -> {
          float[] a = b.float32s(c);
          ensureInts(v + n);
          for (int i = 0; i < n; i++)
            if (nulls == null || !nulls[i]) ints[v++] = Float.floatToRawIntBits(a[i]);
          bytes = 4L * v;
        }
        case INT64 -> {
          long[] a = b.int64s(c);
          ensureLongs(v + n);
          if (nulls == null) {
            System.arraycopy(a, 0, longs, v, n);
            v += n;
          } else {
            for (int i = 0; i < n; i++) if (!nulls[i]) longs[v++] = a[i];
          }
          bytes = 8L * v;
        }
        case FLOAT64 -> {
          double[] a = b.float64s(c);
          ensureLongs(v + n);
          for (int i = 0; i < n; i++)
            if (nulls == null || !nulls[i]) longs[v++] = Double.doubleToRawLongBits(a[i]);
          bytes = 8L * v;
        }
        case STRING -> {
          String[] a = b.strings(c);
          if (strings.length < v + n) strings = Arrays.copyOf(strings, grow(strings.length, v + n));
          long add = 0;
          for (int i = 0; i < n; i++) {
            if (nulls == null || !nulls[i]) {
              strings[v++] = a[i];
              add += 4 + a[i].length();
            }
          }
          bytes += add;
        }
        case BINARY -> {
          byte[][] a = b.binaries(c);
          if (binaries.length < v + n)
            binaries = Arrays.copyOf(binaries, grow(binaries.length, v + n));
          long add = 0;
          for (int i = 0; i < n; i++) {
            if (nulls == null || !nulls[i]) {
              binaries[v++] = a[i];
              add += 4 + a[i].length;
            }
          }
          bytes += add;
        }
      }
      values = v;
      return bytes;
    }

    private void ensureInts(int n) {
      if (ints.length < n) ints = Arrays.copyOf(ints, grow(ints.length, n));
    }

    private void ensureLongs(int n) {
      if (longs.length < n) longs = Arrays.copyOf(longs, grow(longs.length, n));
    }

    private static int grow(int have, int need) {
      return (int) Math.min(Integer.MAX_VALUE - 16, Math.max(need, have * 2L));
    }

    /** This chunk's dictionary, or null when its values do not repeat enough (or booleans). */
    Dictionary dictionary() {
      if (values == 0) return null;
      Dictionary d =
          switch (col.type()) {
            case INT8, INT16, INT32, FLOAT32 -> Dictionary.ofInts(ints, values);
            case INT64, FLOAT64 -> Dictionary.ofLongs(longs, values);
            case STRING -> Dictionary.ofStrings(strings, values);
            default -> null;
          };
      dictionary = d;
      return d;
    }

    /** Plain encoding of values {@code [v0, v1)}. */
    void writePlain(int v0, int v1, Bytes page) {
      switch (col.type()) {
        case BOOL -> {
          page.ensure(((v1 - v0) + 7) >>> 3);
          int acc = 0;
          int k = 0;
          for (int i = v0; i < v1; i++) {
            if (bools[i]) acc |= 1 << k;
            if (++k == 8) {
              page.buf[page.size++] = (byte) acc;
              acc = 0;
              k = 0;
            }
          }
          if (k > 0) page.buf[page.size++] = (byte) acc;
        }
        case INT8, INT16, INT32, FLOAT32 -> {
          page.ensure(4 * (v1 - v0));
          for (int i = v0; i < v1; i++) page.putInt(ints[i]);
        }
        case INT64, FLOAT64 -> {
          page.ensure(8 * (v1 - v0));
          for (int i = v0; i < v1; i++) page.putLong(longs[i]);
        }
        case STRING -> {
          String last = null;
          byte[] enc = null;
          for (int i = v0; i < v1; i++) {
            if (strings[i] != last) {
              last = strings[i];
              enc = last.getBytes(StandardCharsets.UTF_8);
            }
            page.putInt(enc.length);
            page.put(enc, 0, enc.length);
          }
        }
        case BINARY -> {
          for (int i = v0; i < v1; i++) {
            page.putInt(binaries[i].length);
            page.put(binaries[i], 0, binaries[i].length);
          }
        }
      }
    }

    /** Plain-encoded minimum and maximum of an integer column (null for other types or none). */
    byte[][] minMax() {
      if (values == 0) return null;
      switch (col.type()) {
        case INT8, INT16, INT32 -> {
          int lo = Integer.MAX_VALUE;
          int hi = Integer.MIN_VALUE;
          if (dictionary != null) {
            for (int i = 0; i < dictionary.size(); i++) {
              lo = Math.min(lo, dictionary.ints[i]);
              hi = Math.max(hi, dictionary.ints[i]);
            }
          } else {
            for (int i = 0; i < values; i++) {
              lo = Math.min(lo, ints[i]);
              hi = Math.max(hi, ints[i]);
            }
          }
          Bytes b = new Bytes(8);
          b.putInt(lo);
          b.putInt(hi);
          return new byte[][] {Arrays.copyOfRange(b.buf, 0, 4), Arrays.copyOfRange(b.buf, 4, 8)};
        }
        case INT64 -> {
          long lo = Long.MAX_VALUE;
          long hi = Long.MIN_VALUE;
          if (dictionary != null) {
            for (int i = 0; i < dictionary.size(); i++) {
              lo = Math.min(lo, dictionary.longs[i]);
              hi = Math.max(hi, dictionary.longs[i]);
            }
          } else {
            for (int i = 0; i < values; i++) {
              lo = Math.min(lo, longs[i]);
              hi = Math.max(hi, longs[i]);
            }
          }
          Bytes b = new Bytes(16);
          b.putLong(lo);
          b.putLong(hi);
          return new byte[][] {Arrays.copyOfRange(b.buf, 0, 8), Arrays.copyOfRange(b.buf, 8, 16)};
        }
        default -> {
          return null;
        }
      }
    }
  }

  /**
   * A column chunk's dictionary: its distinct values in first-seen order and each value's index.
   * Built by open addressing over the values' bits (floats by their raw bits, so NaNs of different
   * payloads stay distinct, as plain encoding keeps them).
   */
  static final class Dictionary {
    final int[] ids;
    int size;
    int[] ints;
    long[] longs;
    byte[][] strings;
    private long plainBytes;
    private int checkAt = 4096;

    private Dictionary(int values) {
      this.ids = new int[values];
    }

    int size() {
      return size;
    }

    /** Whether to give up after {@code seen} values: too many distinct ones, or too large. */
    private boolean tooBig(int seen) {
      if (plainBytes > DICTIONARY_BYTES) return true;
      if (seen < checkAt) return false;
      checkAt = seen + 4096;
      return size > seen / 2;
    }

    static Dictionary ofInts(int[] v, int n) {
      Dictionary d = new Dictionary(n);
      int cap = 1024;
      int[] keys = new int[cap];
      int[] slots = new int[cap]; // index + 1, 0 = empty
      d.ints = new int[256];
      for (int i = 0; i < n; i++) {
        int x = v[i];
        int h = x * 0x9E3779B1;
        int s = (h ^ h >>> 15) & (cap - 1);
        int id;
        while (true) {
          int e = slots[s];
          if (e == 0) {
            id = d.size++;
            if (id == d.ints.length) d.ints = Arrays.copyOf(d.ints, id * 2);
            d.ints[id] = x;
            d.plainBytes += 4;
            keys[s] = x;
            slots[s] = id + 1;
            if (d.size * 2 > cap) {
              cap *= 2;
              keys = new int[cap];
              slots = new int[cap];
              for (int k = 0; k < d.size; k++) {
                int y = d.ints[k];
                int g = y * 0x9E3779B1;
                int t = (g ^ g >>> 15) & (cap - 1);
                while (slots[t] != 0) t = (t + 1) & (cap - 1);
                keys[t] = y;
                slots[t] = k + 1;
              }
            }
            break;
          }
          if (keys[s] == x) {
            id = e - 1;
            break;
          }
          s = (s + 1) & (cap - 1);
        }
        d.ids[i] = id;
        if (d.tooBig(i + 1)) return null;
      }
      return d;
    }

    static Dictionary ofLongs(long[] v, int n) {
      Dictionary d = new Dictionary(n);
      int cap = 1024;
      long[] keys = new long[cap];
      int[] slots = new int[cap];
      d.longs = new long[256];
      for (int i = 0; i < n; i++) {
        long x = v[i];
        int s = slot(x, cap);
        int id;
        while (true) {
          int e = slots[s];
          if (e == 0) {
            id = d.size++;
            if (id == d.longs.length) d.longs = Arrays.copyOf(d.longs, id * 2);
            d.longs[id] = x;
            d.plainBytes += 8;
            keys[s] = x;
            slots[s] = id + 1;
            if (d.size * 2 > cap) {
              cap *= 2;
              keys = new long[cap];
              slots = new int[cap];
              for (int k = 0; k < d.size; k++) {
                int t = slot(d.longs[k], cap);
                while (slots[t] != 0) t = (t + 1) & (cap - 1);
                keys[t] = d.longs[k];
                slots[t] = k + 1;
              }
            }
            break;
          }
          if (keys[s] == x) {
            id = e - 1;
            break;
          }
          s = (s + 1) & (cap - 1);
        }
        d.ids[i] = id;
        if (d.tooBig(i + 1)) return null;
      }
      return d;
    }

    private static int slot(long x, int cap) {
      long h = x * 0x9E3779B97F4A7C15L;
      return (int) (h ^ h >>> 32) & (cap - 1);
    }

    static Dictionary ofStrings(String[] v, int n) {
      Dictionary d = new Dictionary(n);
      int cap = 256;
      String[] keys = new String[cap];
      int[] slots = new int[cap];
      String[] distinct = new String[64];
      d.strings = new byte[64][];
      String last = null;
      int lastId = -1;
      for (int i = 0; i < n; i++) {
        String x = v[i];
        if (x == last) {
          d.ids[i] = lastId;
          continue;
        }
        int h = x.hashCode() * 0x9E3779B1;
        int s = (h ^ h >>> 15) & (cap - 1);
        int id;
        while (true) {
          int e = slots[s];
          if (e == 0) {
            id = d.size++;
            if (id == distinct.length) {
              distinct = Arrays.copyOf(distinct, id * 2);
              d.strings = Arrays.copyOf(d.strings, id * 2);
            }
            distinct[id] = x;
            byte[] enc = x.getBytes(StandardCharsets.UTF_8);
            d.strings[id] = enc;
            d.plainBytes += 4 + enc.length;
            keys[s] = x;
            slots[s] = id + 1;
            if (d.size * 2 > cap) {
              cap *= 2;
              keys = new String[cap];
              slots = new int[cap];
              for (int k = 0; k < d.size; k++) {
                int g = distinct[k].hashCode() * 0x9E3779B1;
                int t = (g ^ g >>> 15) & (cap - 1);
                while (slots[t] != 0) t = (t + 1) & (cap - 1);
                keys[t] = distinct[k];
                slots[t] = k + 1;
              }
            }
            break;
          }
          String k = keys[s];
          if (k == x || k.equals(x)) {
            id = e - 1;
            break;
          }
          s = (s + 1) & (cap - 1);
        }
        d.ids[i] = id;
        last = x;
        lastId = id;
        if (d.tooBig(i + 1)) return null;
      }
      return d;
    }

    /** The dictionary page's values, plain-encoded. */
    void writePlain(Bytes page) {
      if (ints != null) {
        page.ensure(4 * size);
        for (int i = 0; i < size; i++) page.putInt(ints[i]);
      } else if (longs != null) {
        page.ensure(8 * size);
        for (int i = 0; i < size; i++) page.putLong(longs[i]);
      } else {
        for (int i = 0; i < size; i++) {
          page.putInt(strings[i].length);
          page.put(strings[i], 0, strings[i].length);
        }
      }
    }
  }
}
