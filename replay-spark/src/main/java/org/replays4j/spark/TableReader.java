package org.replays4j.spark;

import java.io.IOException;
import java.util.ArrayDeque;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarBatch;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.table.TableOptions;

/**
 * Reads one table of a group's files as {@link ColumnarBatch}es, each column a copy of the
 * decoder's primitive array ({@link ArrayColumnVector}). A file's batches are collected before the
 * first is returned, so that a file failing half-way contributes no rows at all; a task thus holds
 * one file's table (bounded by {@code maxElements} and the file's size) at a time.
 */
final class TableReader extends FileReader<ColumnarBatch> {
  private final StructType readSchema;
  private final TableOptions options;
  private final ArrayDeque<ColumnarBatch> pending = new ArrayDeque<>();
  private ColumnarBatch current;

  TableReader(ReadConfig config, Configuration conf, ReplayFiles.FileGroup group, StructType readSchema,
      List<String> columns) {
    super(config, conf, group);
    this.readSchema = readSchema;
    // The file column is always there; asking for it alone means "no other column" (a count).
    this.options = new TableOptions(java.util.Set.copyOf(columns), config.formatOptions(), config.batchRows());
  }

  @Override public boolean next() throws IOException {
    while (pending.isEmpty()) {
      ReplayFiles.FileRef file = nextFile();
      if (file == null) return false;
      read(file);
    }
    current = pending.poll();
    return true;
  }

  private void read(ReplayFiles.FileRef file) throws IOException {
    ArrayDeque<ColumnarBatch> batches = new ArrayDeque<>();
    try {
      ReplaySource source = open(file);
      ReplayFormat format = formatOf(source);
      if (format == null) {
        otherFormat++;
        return;
      }
      int[] index = new int[readSchema.size()];
      format.readTable(config.table(), source, file.path(), options, limits, batch -> {
        if (batch.rowCount() == 0) return true;
        for (int i = 0; i < index.length; i++) index[i] = batch.schema().index(readSchema.fields()[i].name());
        ColumnVector[] vectors = new ColumnVector[index.length];
        for (int i = 0; i < index.length; i++) vectors[i] = ArrayColumnVector.copy(batch, index[i]);
        batches.add(new ColumnarBatch(vectors, batch.rowCount()));
        return true;
      });
      filesRead++;
      pending.addAll(batches);
    } catch (IOException | RuntimeException e) {
      failed(file, e);
    }
  }

  @Override public ColumnarBatch get() {
    return current;
  }
}
