package org.replays4j.core.table;

import java.io.Closeable;
import java.io.IOException;
import java.util.Objects;

/**
 * What every {@link TableFileWriter} does around the writing itself: it keeps the schema the file
 * was opened with (a batch of another schema is an {@link IllegalArgumentException}), counts the
 * rows, refuses batches after {@link #close()} and closes once. {@link #accept} and {@link #close}
 * are synchronized, so threads decoding different replays may share one writer; subclasses write a
 * batch ({@link #write}) and end the file ({@link #finish}) under that lock.
 */
public abstract class AbstractTableFileWriter implements TableFileWriter {
  private final TableSchema schema;
  private long rows;
  private boolean closed;

  /**
   * A writer for batches of {@code schema}.
   *
   * @param schema the schema of every batch that will be accepted
   */
  protected AbstractTableFileWriter(TableSchema schema) {
    this.schema = Objects.requireNonNull(schema, "schema");
  }

  /** The schema of this file. */
  public TableSchema schema() {
    return schema;
  }

  @Override
  public final synchronized long rowsWritten() {
    return rows;
  }

  @Override
  public final synchronized boolean accept(TableBatch batch) throws IOException {
    if (closed) throw new IllegalStateException("writer closed");
    if (!batch.schema().equals(schema)) {
      throw new IllegalArgumentException(
          "batch schema "
              + batch.schema().name()
              + " "
              + batch.schema().columns().size()
              + " columns does not match the file's "
              + schema.name()
              + " "
              + schema.columns().size());
    }
    write(batch);
    rows += batch.rowCount();
    return true;
  }

  /** Writes the rows of {@code batch}, whose schema is this file's (called under the lock). */
  protected abstract void write(TableBatch batch) throws IOException;

  /** Ends the file (footer, last row group…) and releases what it holds; later calls do nothing. */
  @Override
  public final synchronized void close() throws IOException {
    if (closed) return;
    closed = true;
    finish();
  }

  /** Ends the file and releases its resources (called once, under the lock). */
  protected abstract void finish() throws IOException;

  /**
   * How a writer is made over an output that is already open.
   *
   * @param <O> the output
   * @param <W> the writer
   */
  @FunctionalInterface
  protected interface Opener<O, W> {
    /** The writer over {@code out}. */
    W open(O out) throws IOException;
  }

  /**
   * The writer {@code opener} makes over {@code out}; when that fails, {@code out} is closed (and
   * the failure thrown), so that a writer's static {@code open(Path, ...)} leaves no file handle.
   */
  protected static <O extends Closeable, W> W openOver(O out, Opener<O, W> opener)
      throws IOException {
    try {
      return opener.open(out);
    } catch (IOException | RuntimeException e) {
      out.close();
      throw e;
    }
  }
}
