package org.replays4j.spark;

import java.io.IOException;
import java.util.Iterator;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.slf4j.Logger;
import org.slf4j.LoggerFactory;

/**
 * The part of a task's reader shared by the table and summary readers: walks the group's files,
 * opens each, picks its format, and applies {@code onError}.
 *
 * @param <T> what the reader returns ({@code ColumnarBatch} or {@code InternalRow})
 */
abstract class FileReader<T> implements PartitionReader<T> {
  private static final Logger LOG = LoggerFactory.getLogger(FileReader.class);

  final ReadConfig config;
  final DecodeLimits limits;
  private final ReplayCollection rules;
  private final Configuration conf;
  private final Iterator<ReplayFiles.FileRef> files;
  volatile long filesRead;
  volatile long failed;
  volatile long partial;
  volatile long otherFormat;

  FileReader(ReadConfig config, Configuration conf, ReplayFiles.FileGroup group) {
    this.config = config;
    this.conf = conf;
    this.limits = config.decodeLimits();
    this.rules = ReplayCollection.builder(List.of()).limits(limits).build();
    this.files = group.files().iterator();
  }

  /** The next file, or null at the end of the group. */
  ReplayFiles.FileRef nextFile() {
    return files.hasNext() ? files.next() : null;
  }

  /** Opens {@code file}. */
  ReplaySource open(ReplayFiles.FileRef file) throws IOException {
    return ReplayFiles.open(file, conf, limits);
  }

  /**
   * The format to decode {@code source} with: the configured one when the content matches it, else
   * the detected one; null when none matches (the caller skips or reports the file).
   */
  ReplayFormat formatOf(ReplaySource source) throws IOException {
    if (config.format() != null) {
      ReplayFormat f = config.replayFormat();
      double c;
      try {
        c = f.probe(source.head(), source.name());
      } catch (RuntimeException e) {
        c = 0;
      }
      return c >= Replays.MIN_CONFIDENCE ? f : null;
    }
    return Replays.detect(source).map(Replays.Opened::format).orElse(null);
  }

  /**
   * Decides {@code source} by the rules of the replays4j walker ({@link ReplayCollection#resolve}):
   * a replay, or a file that is not one, skipped when it was found in a directory and failed when
   * it was named itself or has a replay's extension.
   */
  CollectionEntry resolve(ReplayFiles.FileRef file, ReplaySource source) {
    return rules.resolve(0, source, file.named());
  }

  /**
   * An {@link OutOfMemoryError} while decoding {@code file}, as that file's failure: the decode's
   * memory is unreachable once the error reached the reader, so the task goes on with the next file
   * ({@code onError=skip}) instead of the executor dying with every other file of the job.
   */
  static IOException outOfMemory(ReplayFiles.FileRef file, OutOfMemoryError e) {
    return new IOException(
        "out of memory decoding "
            + file.path()
            + " (raise the executor memory or lower the limits)",
        e);
  }

  /**
   * Handles the failure of {@code file}: with {@code onError=fail} the task (and so the job) fails
   * with the path and reason; otherwise the file is counted and logged, and reading goes on.
   */
  void failed(ReplayFiles.FileRef file, Exception e) throws IOException {
    if (config.failOnError()) {
      throw new IOException("replays4j: cannot read " + file.path() + ": " + e.getMessage(), e);
    }
    failed++;
    LOG.warn("replays4j: skipping {} (onError=skip): {}", file.path(), e.toString());
  }

  /**
   * {@code file} was damaged after its header and read up to the damage ({@link
   * org.replays4j.core.table.TableSink#damage}, {@link org.replays4j.core.ReplaySummary#damage}):
   * its rows stay, as {@code replays4j export} keeps them; it is counted and logged, whatever
   * {@code onError} (it is not a failure to read).
   */
  void damaged(ReplayFiles.FileRef file, Damage d) {
    partial++;
    LOG.warn("replays4j: {} is damaged, read up to the damage: {}", file.path(), d);
  }

  @Override
  public CustomTaskMetric[] currentMetricsValues() {
    return new CustomTaskMetric[] {
      Metrics.task(Metrics.FILES, filesRead),
      Metrics.task(Metrics.FAILED, failed),
      Metrics.task(Metrics.PARTIAL, partial),
      Metrics.task(Metrics.OTHER_FORMAT, otherFormat)
    };
  }

  @Override
  public void close() {}
}
