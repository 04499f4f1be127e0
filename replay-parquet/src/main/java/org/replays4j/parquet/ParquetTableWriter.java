package org.replays4j.parquet;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.apache.hadoop.conf.Configuration;
import org.apache.parquet.column.ParquetProperties;
import org.apache.parquet.conf.ParquetConfiguration;
import org.apache.parquet.hadoop.ParquetFileWriter;
import org.apache.parquet.hadoop.ParquetWriter;
import org.apache.parquet.hadoop.api.WriteSupport;
import org.apache.parquet.io.LocalOutputFile;
import org.apache.parquet.io.OutputFile;
import org.apache.parquet.io.api.Binary;
import org.apache.parquet.io.api.RecordConsumer;
import org.apache.parquet.schema.MessageType;
import org.replays4j.core.table.AbstractTableFileWriter;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableSchema;

/**
 * Writes table batches as one Parquet file (schema mapping: {@link ParquetTables}). Parquet buffers
 * one row group in memory before writing it, so the memory bound is the row group size (default
 * {@value #DEFAULT_ROW_GROUP_MB} MiB of encoded pages), independent of the file size. {@link
 * #accept} is synchronized: threads decoding different replays may share one writer.
 *
 * <pre>{@code
 * try (ParquetTableWriter w = ParquetTableWriter.open(Path.of("commands.parquet"), schema, ParquetCompression.ZSTD)) {
 *   format.readTable("commands", source, "game1.rep", TableOptions.ALL, DecodeLimits.DEFAULT, w);
 * }
 * }</pre>
 */
public final class ParquetTableWriter extends AbstractTableFileWriter {
  /** Default row group size in MiB: small enough for a 256 MB heap, large enough for good pages. */
  public static final int DEFAULT_ROW_GROUP_MB = 32;

  private final Cursor cursor = new Cursor();
  private final ParquetWriter<Cursor> writer;

  private ParquetTableWriter(
      OutputFile out, TableSchema schema, ParquetCompression compression, long rowGroupBytes)
      throws IOException {
    super(schema);
    this.writer =
        new Builder(out, schema)
            .withCompressionCodec(compression.codec)
            .withRowGroupSize(rowGroupBytes)
            .withWriteMode(ParquetFileWriter.Mode.OVERWRITE)
            .withWriterVersion(ParquetProperties.WriterVersion.PARQUET_1_0)
            .withConf(new Configuration(false))
            .build();
  }

  /** A writer creating (or truncating) {@code file}, with the default row group size. */
  public static ParquetTableWriter open(
      Path file, TableSchema schema, ParquetCompression compression) throws IOException {
    return open(file, schema, compression, DEFAULT_ROW_GROUP_MB * 1024L * 1024L);
  }

  /**
   * A writer creating (or truncating) {@code file} whose row groups hold about {@code
   * rowGroupBytes}.
   */
  public static ParquetTableWriter open(
      Path file, TableSchema schema, ParquetCompression compression, long rowGroupBytes)
      throws IOException {
    return new ParquetTableWriter(new LocalOutputFile(file), schema, compression, rowGroupBytes);
  }

  @Override
  protected void write(TableBatch batch) throws IOException {
    cursor.batch = batch;
    cursor.lastString = new String[batch.schema().size()];
    cursor.lastBinary = new Binary[batch.schema().size()];
    int n = batch.rowCount();
    for (int r = 0; r < n; r++) {
      cursor.row = r;
      writer.write(cursor);
    }
    cursor.batch = null;
  }

  /** Writes the last row group and the footer, and closes the file. */
  @Override
  protected void finish() throws IOException {
    writer.close();
  }

  /** The row being written: a position in the current batch. */
  private static final class Cursor {
    TableBatch batch;
    int row;
    // Consecutive equal strings (the file column, names) are encoded to UTF-8 once.
    String[] lastString;
    Binary[] lastBinary;
  }

  private static final class Builder extends ParquetWriter.Builder<Cursor, Builder> {
    private final TableSchema schema;

    Builder(OutputFile out, TableSchema schema) {
      super(out);
      this.schema = schema;
    }

    @Override
    protected Builder self() {
      return this;
    }

    // The Hadoop-typed methods are deprecated but still abstract in parquet-hadoop 1.18.1.
    @Override
    @SuppressWarnings("deprecation")
    protected WriteSupport<Cursor> getWriteSupport(Configuration conf) {
      return new Support(schema);
    }

    @Override
    protected WriteSupport<Cursor> getWriteSupport(ParquetConfiguration conf) {
      return new Support(schema);
    }
  }

  /** Sends one row of the current batch to Parquet's record consumer. */
  private static final class Support extends WriteSupport<Cursor> {
    private final TableSchema schema;
    private final MessageType type;
    private RecordConsumer out;

    Support(TableSchema schema) {
      this.schema = schema;
      this.type = ParquetTables.messageType(schema);
    }

    @Override
    @SuppressWarnings("deprecation")
    public WriteContext init(Configuration configuration) {
      return new WriteContext(type, sortedMetadata());
    }

    @Override
    public WriteContext init(ParquetConfiguration configuration) {
      return new WriteContext(type, sortedMetadata());
    }

    /**
     * The key-value metadata in key order: the footer lists the entries in the map's iteration
     * order, and that of {@code Map.copyOf} changes from one JVM run to the next, which made two
     * exports of the same replays differ in their bytes.
     */
    private Map<String, String> sortedMetadata() {
      return java.util.Collections.unmodifiableMap(
          new java.util.TreeMap<>(ParquetTables.metadata(schema)));
    }

    @Override
    public void prepareForWrite(RecordConsumer recordConsumer) {
      this.out = recordConsumer;
    }

    @Override
    public void write(Cursor cur) {
      TableBatch b = cur.batch;
      int r = cur.row;
      out.startMessage();
      for (int c = 0; c < schema.size(); c++) {
        if (b.isNull(c, r)) continue;
        Column col = schema.column(c);
        out.startField(col.name(), c);
        switch (col.type()) {
          case BOOL -> out.addBoolean(b.booleans(c)[r]);
          case INT8 -> out.addInteger(b.int8s(c)[r]);
          case INT16 -> out.addInteger(b.int16s(c)[r]);
          case INT32 -> out.addInteger(b.int32s(c)[r]);
          case INT64 -> out.addLong(b.int64s(c)[r]);
          case FLOAT32 -> out.addFloat(b.float32s(c)[r]);
          case FLOAT64 -> out.addDouble(b.float64s(c)[r]);
          case STRING -> {
            String s = b.strings(c)[r];
            if (s != cur.lastString[c]) {
              cur.lastString[c] = s;
              cur.lastBinary[c] = Binary.fromString(s);
            }
            out.addBinary(cur.lastBinary[c]);
          }
          default -> out.addBinary(Binary.fromConstantByteArray(b.binaries(c)[r]));
        }
        out.endField(col.name(), c);
      }
      out.endMessage();
    }
  }
}
