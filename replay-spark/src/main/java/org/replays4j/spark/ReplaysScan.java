package org.replays4j.spark;

import java.util.ArrayList;
import java.util.List;
import org.apache.hadoop.conf.Configuration;
import org.apache.spark.broadcast.Broadcast;
import org.apache.spark.network.util.JavaUtils;
import org.apache.spark.sql.SparkSession;
import org.apache.spark.sql.catalyst.InternalRow;
import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.read.Batch;
import org.apache.spark.sql.connector.read.InputPartition;
import org.apache.spark.sql.connector.read.PartitionReader;
import org.apache.spark.sql.connector.read.PartitionReaderFactory;
import org.apache.spark.sql.connector.read.Scan;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.connector.read.SupportsPushDownRequiredColumns;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.vectorized.ColumnarBatch;
import org.apache.spark.util.SerializableConfiguration;

/**
 * Scan building ({@link SupportsPushDownRequiredColumns}: the columns a query needs become {@code
 * TableOptions.columns}, so decoders skip what is not asked), planning (files listed through Hadoop
 * and grouped into tasks by bytes) and the reader factory.
 */
final class ReplaysScan implements ScanBuilder, SupportsPushDownRequiredColumns, Scan, Batch {
  private final ReadConfig config;
  private final List<String> paths;
  private final StructType fullSchema;
  private StructType readSchema;

  ReplaysScan(ReadConfig config, List<String> paths, StructType fullSchema) {
    this.config = config;
    this.paths = paths;
    this.fullSchema = fullSchema;
    this.readSchema = fullSchema;
  }

  @Override
  public void pruneColumns(StructType required) {
    if (config.summary()) return; // one small row per file: always whole
    List<StructField> kept = new ArrayList<>();
    for (StructField f : fullSchema.fields()) {
      if (required.getFieldIndex(f.name()).isDefined()) kept.add(f);
    }
    readSchema = new StructType(kept.toArray(new StructField[0]));
  }

  @Override
  public Scan build() {
    return this;
  }

  @Override
  public StructType readSchema() {
    return readSchema;
  }

  @Override
  public String description() {
    return "replays4j "
        + (config.format() == null ? "" : config.format() + ".")
        + config.table()
        + " "
        + paths;
  }

  @Override
  public Batch toBatch() {
    return this;
  }

  @Override
  public CustomMetric[] supportedCustomMetrics() {
    return Metrics.all();
  }

  @Override
  public InputPartition[] planInputPartitions() {
    SparkSession spark = SparkSession.active();
    Configuration conf = spark.sparkContext().hadoopConfiguration();
    List<ReplayFiles.FileRef> files = ReplayFiles.list(paths, conf, config.pathGlobFilter());
    boolean fixed = config.maxPartitionBytes() > 0;
    long max =
        fixed
            ? config.maxPartitionBytes()
            : bytes(spark, "spark.sql.files.maxPartitionBytes", 128L << 20);
    long openCost = bytes(spark, "spark.sql.files.openCostInBytes", 4L << 20);
    int parallelism = spark.sparkContext().defaultParallelism();
    return ReplayFiles.group(files, max, fixed, openCost, parallelism)
        .toArray(new InputPartition[0]);
  }

  private static long bytes(SparkSession spark, String key, long dflt) {
    String v = spark.conf().get(key, Long.toString(dflt));
    return JavaUtils.byteStringAsBytes(v);
  }

  @Override
  public PartitionReaderFactory createReaderFactory() {
    SparkSession spark = SparkSession.active();
    Broadcast<SerializableConfiguration> conf =
        SerializableConfiguration.broadcast(
            spark.sparkContext(), spark.sparkContext().hadoopConfiguration());
    List<String> columns = new ArrayList<>();
    for (StructField f : readSchema.fields()) columns.add(f.name());
    if (columns.isEmpty()) columns.add("file");
    return new Factory(config, conf, readSchema, columns);
  }

  /** Creates a task's reader on an executor: columnar for tables, rows for {@code summary}. */
  static final class Factory implements PartitionReaderFactory {
    private static final long serialVersionUID = 1L;
    private final ReadConfig config;
    private final Broadcast<SerializableConfiguration> conf;
    private final StructType readSchema;
    private final ArrayList<String> columns;

    Factory(
        ReadConfig config,
        Broadcast<SerializableConfiguration> conf,
        StructType readSchema,
        List<String> columns) {
      this.config = config;
      this.conf = conf;
      this.readSchema = readSchema;
      this.columns = new ArrayList<>(columns);
    }

    @Override
    public boolean supportColumnarReads(InputPartition partition) {
      return !config.summary();
    }

    @Override
    public PartitionReader<InternalRow> createReader(InputPartition partition) {
      if (!config.summary())
        throw new UnsupportedOperationException("tables are read as columnar batches");
      return new SummaryReader(config, conf.value().value(), (ReplayFiles.FileGroup) partition);
    }

    @Override
    public PartitionReader<ColumnarBatch> createColumnarReader(InputPartition partition) {
      return new TableReader(
          config, conf.value().value(), (ReplayFiles.FileGroup) partition, readSchema, columns);
    }
  }
}
