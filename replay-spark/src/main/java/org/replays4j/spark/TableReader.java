package org.replays4j.spark;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.List;
import java.util.Set;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.BlockingQueue;
import java.util.concurrent.TimeUnit;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.vectorized.ColumnVector;
import org.apache.spark.sql.vectorized.ColumnarBatch;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.error.Damage;
import org.replays4j.core.io.MemoryBudget;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSink;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * Reads one table of a group's files as {@link ColumnarBatch}es, each column a copy of the
 * decoder's primitive array ({@link ArrayColumnVector}), handed to Spark as the decoder produces
 * them. {@link ReplayFormat#readTable} pushes batches while Spark pulls them, so a producer thread
 * (named {@value #THREAD_NAME}) decodes the group's files into a queue of at most {@value
 * #IN_FLIGHT} batches: a task holds a bounded number of batches whatever the file's size. A file
 * failing half-way keeps the rows it delivered before the error (as {@code replays4j export} does)
 * and is then counted, logged and skipped with {@code onError=skip}, or fails the task with its
 * path with {@code onError=fail}. A file damaged after its header gives its rows before the damage
 * (the SPI reads in salvage mode) and is counted ({@code partialFiles}) and logged, as {@code
 * export} lists it as partial. {@link #close()} (Spark's end of the task, e.g. after a {@code
 * limit}) stops the producer: its sink answers false so that {@code readTable} returns, and it is
 * interrupted when waiting for room in the queue.
 */
final class TableReader extends FileReader<ColumnarBatch> {
  /** The name of the producer threads. */
  static final String THREAD_NAME = "replays4j-table-reader";

  /** Batches decoded ahead of Spark, at most. */
  static final int IN_FLIGHT = 3;

  private static final Logger LOG = LoggerFactory.getLogger(TableReader.class);
  private static final Object END = new Object();

  private final StructType readSchema;
  private final TableOptions options;
  private final BlockingQueue<Object> queue = new ArrayBlockingQueue<>(IN_FLIGHT);
  private volatile boolean closed;
  private Thread producer;
  private boolean done;
  private ColumnarBatch current;

  /** What the producer failed with, handed to the consumer. */
  private record Failure(Throwable error) {}

  TableReader(
      ReadConfig config,
      Configuration conf,
      ReplayFiles.FileGroup group,
      StructType readSchema,
      List<String> columns) {
    super(config, conf, group);
    this.readSchema = readSchema;
    // The file column is always there; asking for it alone means "no other column" (a count).
    this.options =
        new TableOptions(Set.copyOf(columns), config.formatOptions(), config.batchRows());
  }

  @Override
  public boolean next() throws IOException {
    if (done) return false;
    if (producer == null) {
      producer = new Thread(this::produce, THREAD_NAME);
      producer.setDaemon(true);
      producer.start();
    }
    Object item;
    try {
      item = queue.take();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new InterruptedIOException("replays4j: interrupted while waiting for the next batch");
    }
    if (item instanceof ColumnarBatch b) {
      current = b;
      return true;
    }
    done = true;
    current = null;
    if (item instanceof Failure f) {
      if (f.error() instanceof IOException e) throw e;
      if (f.error() instanceof RuntimeException e) throw e;
      if (f.error() instanceof Error e) throw e;
      throw new IOException(f.error());
    }
    return false;
  }

  /** The producer: decodes the group's files into the queue, then puts END or the failure. */
  private void produce() {
    Object last = END;
    try {
      for (ReplayFiles.FileRef file = nextFile(); file != null && !closed; file = nextFile())
        read(file);
    } catch (Throwable t) {
      last = new Failure(t);
    }
    put(last);
  }

  private void read(ReplayFiles.FileRef file) throws IOException {
    MemoryBudget.Grant slot = null;
    try {
      ReplaySource source = open(file);
      // the decodes of this executor's tasks share one budget: wait for room, or fail alone
      slot = source.acquireMemory(MemoryBudget.process(), limits);
      ReplayFormat format = formatOf(source);
      if (format == null) {
        otherFormat++;
        return;
      }
      int[] index = new int[readSchema.size()];
      format.readTable(
          config.table(),
          source,
          file.path(),
          options,
          limits,
          new TableSink() {
            @Override
            public boolean accept(TableBatch batch) {
              if (batch.rowCount() == 0) return !closed;
              for (int i = 0; i < index.length; i++)
                index[i] = batch.schema().index(readSchema.fields()[i].name());
              ColumnVector[] vectors = new ColumnVector[index.length];
              for (int i = 0; i < index.length; i++)
                vectors[i] = ArrayColumnVector.copy(batch, index[i]);
              return put(new ColumnarBatch(vectors, batch.rowCount()));
            }

            @Override
            public void damage(Damage d) {
              damaged(file, d);
            }
          });
      if (!closed) filesRead++;
    } catch (IOException | RuntimeException e) {
      if (closed)
        return; // stopped by close(): an error caused by the interrupt is no failure of the file
      failed(file, e);
    } catch (OutOfMemoryError e) {
      failed(file, outOfMemory(file, e));
    } finally {
      if (slot != null) slot.close();
    }
  }

  /** Waits for room for {@code item}; false once the reader is closed (the decoder then stops). */
  private boolean put(Object item) {
    try {
      while (!closed) {
        if (queue.offer(item, 100, TimeUnit.MILLISECONDS)) return true;
      }
    } catch (InterruptedException e) {
      // close() interrupts a producer waiting for room
    }
    return false;
  }

  @Override
  public ColumnarBatch get() {
    return current;
  }

  @Override
  public void close() {
    closed = true;
    Thread p = producer;
    if (p == null) return;
    p.interrupt();
    queue.clear();
    try {
      p.join(30_000);
      if (p.isAlive())
        LOG.warn("replays4j: the table reader thread did not stop within 30 s of close()");
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
  }
}
