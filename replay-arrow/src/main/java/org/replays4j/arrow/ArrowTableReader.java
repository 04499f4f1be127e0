package org.replays4j.arrow;

import java.io.IOException;
import java.nio.channels.FileChannel;
import java.nio.channels.SeekableByteChannel;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import org.apache.arrow.memory.BufferAllocator;
import org.apache.arrow.vector.FieldVector;
import org.apache.arrow.vector.VarCharVector;
import org.apache.arrow.vector.VectorSchemaRoot;
import org.apache.arrow.vector.ipc.ArrowFileReader;
import org.replays4j.core.table.TableSchema;

/**
 * Reads an Arrow IPC file written by {@link ArrowTableWriter} (compressed or not) back: its {@link
 * TableSchema} and its rows, boxed like {@code TableBatch.get} (for tests and small files), or
 * batch by batch as Arrow vectors.
 */
public final class ArrowTableReader {
  private ArrowTableReader() {}

  /** Receives each record batch; the root is reused for the next batch. */
  @FunctionalInterface
  public interface BatchConsumer {
    /** One record batch. */
    void accept(TableSchema schema, VectorSchemaRoot root) throws IOException;
  }

  /** Reads {@code channel} (closed afterwards) batch by batch. */
  public static TableSchema read(SeekableByteChannel channel, BatchConsumer consumer)
      throws IOException {
    try (BufferAllocator allocator =
            ArrowTables.rootAllocator().newChildAllocator("read", 0, Long.MAX_VALUE);
        ArrowFileReader reader = new ArrowFileReader(channel, allocator, PureJavaCodecs.INSTANCE)) {
      VectorSchemaRoot root = reader.getVectorSchemaRoot();
      TableSchema schema = ArrowTables.tableSchema(root.getSchema());
      while (reader.loadNextBatch()) consumer.accept(schema, root);
      return schema;
    }
  }

  /** The schema and all rows of {@code file}. */
  public static Rows readRows(Path file) throws IOException {
    List<List<Object>> rows = new ArrayList<>();
    TableSchema schema =
        read(
            FileChannel.open(file),
            (s, root) -> {
              List<FieldVector> vs = root.getFieldVectors();
              for (int r = 0; r < root.getRowCount(); r++) {
                Object[] row = new Object[vs.size()];
                for (int c = 0; c < vs.size(); c++) row[c] = value(vs.get(c), r);
                rows.add(Collections.unmodifiableList(Arrays.asList(row)));
              }
            });
    return new Rows(schema, Collections.unmodifiableList(rows));
  }

  /** The schema and rows of a file. */
  public record Rows(TableSchema schema, List<List<Object>> rows) {}

  /** The value in row {@code r} as {@code TableBatch.get} would box it. */
  static Object value(FieldVector v, int r) {
    if (v.isNull(r)) return null;
    if (v instanceof VarCharVector)
      return new String(((VarCharVector) v).get(r), StandardCharsets.UTF_8);
    Object o = v.getObject(r);
    // BitVector boxes to Boolean, the integer and float vectors to their Java type, VarBinary to
    // byte[].
    return o;
  }
}
