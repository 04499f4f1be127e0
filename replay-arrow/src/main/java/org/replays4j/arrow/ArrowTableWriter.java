package org.replays4j.arrow;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.nio.channels.FileChannel;
import java.nio.channels.WritableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.apache.arrow.memory.ArrowBuf;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.BaseFixedWidthVector;
import org.apache.arrow.vector.BaseVariableWidthVector;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarBinaryVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowFileWriter;
import org.apache.arrow.vector.ipc.message.IpcOption;
import org.replays4j.core.table.AbstractTableFileWriter;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/**
 * Writes table batches as one Arrow IPC file (the "file" format, a.k.a. Feather v2: magic, record
 * batches, footer), readable by pyarrow, polars, DuckDB and arrow-js. Each {@link TableBatch}
 * becomes one record batch, so the file's memory bound is one batch. {@link #accept} is
 * synchronized: threads decoding different replays may share one writer.
 *
 * <pre>{@code
 * try (ArrowTableWriter w = ArrowTableWriter.open(Path.of("commands.arrow"), schema, ArrowCompression.ZSTD)) {
 *   format.readTable("commands", source, "game1.rep", TableOptions.ALL, DecodeLimits.DEFAULT, w);
 * }
 * }</pre>
 */
public final class ArrowTableWriter extends AbstractTableFileWriter {
  private final BufferAllocator allocator;
  private final VectorSchemaRoot root;
  private final ArrowFileWriter writer;
  private final WritableByteChannel channel;

  /**
   * A writer onto {@code channel} (closed by {@link #close()}).
   *
   * @param schema the schema of every batch that will be accepted
   */
  public ArrowTableWriter(
      WritableByteChannel channel, TableSchema schema, ArrowCompression compression)
      throws IOException {
    super(schema);
    this.channel = channel;
    this.allocator =
        ArrowTables.rootAllocator()
            .newChildAllocator("write " + schema.format() + "." + schema.name(), 0, Long.MAX_VALUE);
    VectorSchemaRoot r = null;
    try {
      r = VectorSchemaRoot.create(ArrowTables.arrowSchema(schema), allocator);
      this.root = r;
      this.writer =
          compression == ArrowCompression.NONE
              ? new ArrowFileWriter(root, null, channel)
              : new ArrowFileWriter(
                  root,
                  null,
                  channel,
                  Map.of(),
                  IpcOption.DEFAULT,
                  PureJavaCodecs.INSTANCE,
                  compression.codec,
                  Optional.empty());
      writer.start();
    } catch (IOException | RuntimeException e) {
      if (r != null) r.close();
      allocator.close();
      throw e;
    }
  }

  /** A writer creating (or truncating) {@code file}. */
  public static ArrowTableWriter open(Path file, TableSchema schema, ArrowCompression compression)
      throws IOException {
    return openOver(
        FileChannel.open(
            file,
            StandardOpenOption.CREATE,
            StandardOpenOption.TRUNCATE_EXISTING,
            StandardOpenOption.WRITE),
        ch -> new ArrowTableWriter(ch, schema, compression));
  }

  @Override
  protected void write(TableBatch batch) throws IOException {
    int n = batch.rowCount();
    List<FieldVector> vectors = root.getFieldVectors();
    for (int c = 0; c < vectors.size(); c++) fill(vectors.get(c), batch, c, n);
    root.setRowCount(n);
    writer.writeBatch();
  }

  // Scratch space of the variable-width columns (the writer is used under its lock).
  private byte[] bytes = new byte[1 << 16];
  private byte[] bits = new byte[1 << 11];
  private int[] offsets = new int[1 << 12];

  /**
   * Copies column {@code c} of the batch into its vector in bulk: values through a little-endian
   * view of the Arrow data buffer (one array copy per column), the validity bitmap built once and
   * copied, variable-width values concatenated into one byte array with their offsets.
   */
  private void fill(FieldVector v, TableBatch b, int c, int n) {
    // No reset(): every value, offset and validity bit of rows [0, n) is written below, and
    // nothing beyond the value count is read, so zeroing the whole buffers would be wasted work.
    boolean[] nulls = b.nullMask(c);
    switch (b.schema().column(c).type()) {
      case BOOL -> {
        packBits(b.booleans(c), nulls, n);
        fixedWidth(v, n).setBytes(0, bits, 0, (n + 7) >>> 3);
      }
      case INT8 -> fixedWidth(v, n).setBytes(0, b.int8s(c), 0, n);
      case INT16 -> values(v, c, n).asShortBuffer().put(b.int16s(c), 0, n);
      case INT32 -> values(v, c, n).asIntBuffer().put(b.int32s(c), 0, n);
      case INT64 -> values(v, c, n).asLongBuffer().put(b.int64s(c), 0, n);
      case FLOAT32 -> values(v, c, n).asFloatBuffer().put(b.float32s(c), 0, n);
      case FLOAT64 -> values(v, c, n).asDoubleBuffer().put(b.float64s(c), 0, n);
      case STRING -> {
        String[] a = b.strings(c);
        // Consecutive equal strings (the file column) are encoded once; shared instances (names
        // from a decoder's table) once per writer through a small identity cache.
        String last = null;
        byte[] enc = null;
        int len = 0;
        offsets = grow(offsets, n + 1);
        for (int i = 0; i < n; i++) {
          offsets[i] = len;
          if (nulls != null && nulls[i]) continue;
          if (a[i] != last) {
            last = a[i];
            enc = encoded(c, last);
          }
          len = append(enc, len);
        }
        offsets[n] = len;
        copyVariable((VarCharVector) v, c, n, len);
      }
      default -> {
        byte[][] a = b.binaries(c);
        int len = 0;
        offsets = grow(offsets, n + 1);
        for (int i = 0; i < n; i++) {
          offsets[i] = len;
          if (nulls == null || !nulls[i]) len = append(a[i], len);
        }
        offsets[n] = len;
        copyVariable((VarBinaryVector) v, c, n, len);
      }
    }
    setValidity(v, nulls, n);
    v.setValueCount(n);
  }

  // ArrowBuf.nioBuffer builds a DirectByteBuffer reflectively; buffers only change when a vector
  // grows, so each one's view is made once and reused (by column, the last buffer seen).
  private final ArrowBuf[] viewOf = new ArrowBuf[2 * 1024];
  private final ByteBuffer[] views = new ByteBuffer[2 * 1024];

  /** A little-endian view of {@code buf} (capacity-long, position 0), cached per slot. */
  private ByteBuffer view(ArrowBuf buf, int slot) {
    if (slot >= views.length) {
      return buf.nioBuffer(0, Math.toIntExact(buf.capacity())).order(ByteOrder.LITTLE_ENDIAN);
    }
    if (viewOf[slot] != buf || views[slot].capacity() != buf.capacity()) {
      viewOf[slot] = buf;
      views[slot] =
          buf.nioBuffer(0, Math.toIntExact(buf.capacity())).order(ByteOrder.LITTLE_ENDIAN);
    }
    return views[slot].duplicate().order(ByteOrder.LITTLE_ENDIAN);
  }

  /** A view of the values of fixed-width vector {@code v} (column {@code c}) grown to {@code n}. */
  private ByteBuffer values(FieldVector v, int c, int n) {
    return view(fixedWidth(v, n), 2 * c);
  }

  private int append(byte[] value, int len) {
    if (len + value.length > bytes.length) {
      bytes = Arrays.copyOf(bytes, Math.max(len + value.length, bytes.length * 2));
    }
    System.arraycopy(value, 0, bytes, len, value.length);
    return len + value.length;
  }

  private static int[] grow(int[] a, int n) {
    return a.length >= n ? a : new int[Math.max(n, a.length * 2)];
  }

  private void copyVariable(BaseVariableWidthVector x, int c, int n, int len) {
    if (x.getValueCapacity() < n || x.getByteCapacity() < len) {
      x.allocateNew(Math.max(len, x.getByteCapacity()), Math.max(n, x.getValueCapacity()));
    }
    view(x.getOffsetBuffer(), 2 * c + 1).asIntBuffer().put(offsets, 0, n + 1);
    x.getDataBuffer().setBytes(0, bytes, 0, len);
    x.setLastSet(n - 1);
  }

  /** The validity bitmap: all ones without a null mask, else the mask inverted and packed. */
  private void setValidity(FieldVector v, boolean[] nulls, int n) {
    int nbytes = (n + 7) >>> 3;
    if (nbytes == 0) return;
    if (nulls == null) {
      v.getValidityBuffer().setOne(0L, (long) nbytes);
      return;
    }
    bits = bits.length >= nbytes ? bits : new byte[Math.max(nbytes, bits.length * 2)];
    // Branch-free: null patterns follow the event types row by row and defeat the branch predictor.
    int full = n & ~7;
    for (int i = 0; i < full; i += 8) {
      int isNull =
          bit(nulls[i])
              | bit(nulls[i + 1]) << 1
              | bit(nulls[i + 2]) << 2
              | bit(nulls[i + 3]) << 3
              | bit(nulls[i + 4]) << 4
              | bit(nulls[i + 5]) << 5
              | bit(nulls[i + 6]) << 6
              | bit(nulls[i + 7]) << 7;
      bits[i >>> 3] = (byte) ~isNull;
    }
    if (full < n) {
      int acc = 0;
      for (int k = 0; full + k < n; k++) acc |= (1 - bit(nulls[full + k])) << k;
      bits[full >>> 3] = (byte) acc;
    }
    v.getValidityBuffer().setBytes(0, bits, 0, nbytes);
  }

  private static int bit(boolean b) {
    return b ? 1 : 0;
  }

  // UTF-8 of repeated strings (a decoder's names: a few hundred constants), encoded once per writer
  // instead of once per row: a small direct-mapped cache per string column, by content hash. A
  // column
  // whose values repeat less than three times in four (free text, lists) turns its cache off after
  // a
  // trial of 4096 values: hashing and comparing them costs about what encoding them does.
  private String[][] encodedKey = new String[0][];
  private byte[][][] encodedValue = new byte[0][][];
  private int[] lookups = new int[0];
  private int[] hits = new int[0];
  private static final String[] NO_CACHE = new String[0];

  private byte[] encoded(int c, String s) {
    if (c >= encodedKey.length) {
      encodedKey = Arrays.copyOf(encodedKey, c + 1);
      encodedValue = Arrays.copyOf(encodedValue, c + 1);
      lookups = Arrays.copyOf(lookups, c + 1);
      hits = Arrays.copyOf(hits, c + 1);
    }
    String[] keys = encodedKey[c];
    if (keys == NO_CACHE) return s.getBytes(StandardCharsets.UTF_8);
    if (++lookups[c] > 4096 && hits[c] < 3072) {
      encodedKey[c] = NO_CACHE;
      encodedValue[c] = null;
      return s.getBytes(StandardCharsets.UTF_8);
    }
    if (keys == null) {
      keys = encodedKey[c] = new String[256];
      encodedValue[c] = new byte[256][];
    }
    int h = s.hashCode();
    int slot = (h ^ h >>> 8) & 255;
    String k = keys[slot];
    if (k == s || k != null && k.equals(s)) {
      hits[c]++;
      return encodedValue[c][slot];
    }
    byte[] e = s.getBytes(StandardCharsets.UTF_8);
    keys[slot] = s;
    encodedValue[c][slot] = e;
    return e;
  }

  /** Packs boolean values into {@link #bits}, LSB first (nulls are false). */
  private void packBits(boolean[] a, boolean[] nulls, int n) {
    int nbytes = (n + 7) >>> 3;
    bits = bits.length >= nbytes ? bits : new byte[Math.max(nbytes, bits.length * 2)];
    for (int i = 0, byteIndex = 0; i < n; i += 8, byteIndex++) {
      int acc = 0;
      for (int k = 0, m = Math.min(8, n - i); k < m; k++) {
        if (a[i + k] && (nulls == null || !nulls[i + k])) acc |= 1 << k;
      }
      bits[byteIndex] = (byte) acc;
    }
  }

  /** The data buffer of fixed-width vector {@code v}, grown to hold {@code n} values. */
  private static ArrowBuf fixedWidth(FieldVector v, int n) {
    BaseFixedWidthVector x = (BaseFixedWidthVector) v;
    while (x.getValueCapacity() < n) x.reAlloc();
    return x.getDataBuffer();
  }

  /** Writes the footer and closes the channel and the vectors. */
  @Override
  protected void finish() throws IOException {
    try {
      writer.end();
    } finally {
      try {
        writer.close();
        channel.close();
      } finally {
        root.close();
        allocator.close();
      }
    }
  }
}
