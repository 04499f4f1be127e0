package org.replays4j.spark;

import com.fasterxml.jackson.core.JsonProcessingException;
import com.fasterxml.jackson.databind.ObjectMapper;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import org.apache.spark.sql.connector.catalog.SupportsRead;
import org.apache.spark.sql.connector.catalog.Table;
import org.apache.spark.sql.connector.catalog.TableCapability;
import org.apache.spark.sql.connector.catalog.TableProvider;
import org.apache.spark.sql.connector.expressions.Transform;
import org.apache.spark.sql.connector.read.ScanBuilder;
import org.apache.spark.sql.sources.DataSourceRegister;
import org.apache.spark.sql.types.StructType;
import org.apache.spark.sql.util.CaseInsensitiveStringMap;

/**
 * The Spark data source {@code replays4j}: {@code spark.read.format("replays4j")}.
 *
 * <p>Options (keys case-insensitive):
 *
 * <ul>
 *   <li>{@code table} (required): a table of the SPI ({@code commands}, {@code inputs}, {@code
 *       player_frames}, …) or {@code summary} (one row per file: format, version, duration,
 *       participants, event counts, warnings, error, damage).
 *   <li>{@code format}: the format id whose table is read; needed only when several formats declare
 *       a table of that name. Files are matched by content: files of other formats are skipped
 *       (counted in the metric {@code otherFormatFiles}). Without it, {@code summary} detects each
 *       file's format.
 *   <li>{@code onError}: {@code skip} (default) skips the rest of a file that fails to decode,
 *       keeping the rows it delivered before the error (as {@code replays4j export} does), logs it
 *       at WARN and counts it in the metric {@code failedFiles}; the {@code summary} table lists it
 *       with its {@code error}. {@code fail} fails the job with the file's path and reason.
 *   <li>{@code maxDepth}, {@code maxStringBytes}, {@code maxEventBytes}, {@code
 *       maxDecompressedBytes}, {@code maxElements}, {@code maxChunks}, {@code streamWindowBytes},
 *       {@code maxDecompressionRatio}, {@code maxPlayers}, {@code maxModelBytes}: the {@code
 *       DecodeLimits} fields (defaults: {@code DEFAULT}).
 *   <li>{@code maxPartitionBytes}: bytes of files per task (default: Spark's {@code
 *       spark.sql.files.maxPartitionBytes}, spread over the cores like Spark's file sources);
 *       {@code pathGlobFilter}: a glob file names must match; {@code batchRows}: rows per columnar
 *       batch (default 4096).
 *   <li>Any other option is passed to the format ({@code TableOptions.formatOptions}).
 * </ul>
 *
 * <p>Paths go through Hadoop's {@code FileSystem} ({@code file:}, {@code hdfs:}, {@code s3a:}, …):
 * glob patterns, directories listed recursively, names starting with {@code _} or {@code .}
 * skipped. The schema comes from the table's declaration, so it is known without opening a file.
 */
public final class ReplaysDataSource implements TableProvider, DataSourceRegister {
  /** The short name: {@code spark.read.format("replays4j")}. */
  public static final String NAME = "replays4j";

  /** For Spark's ServiceLoader. */
  public ReplaysDataSource() {}

  @Override
  public String shortName() {
    return NAME;
  }

  @Override
  public StructType inferSchema(CaseInsensitiveStringMap options) {
    return SparkSchemas.of(ReadConfig.parse(options.asCaseSensitiveMap()));
  }

  @Override
  public Table getTable(
      StructType schema, Transform[] partitioning, Map<String, String> properties) {
    ReadConfig config = ReadConfig.parse(properties);
    return new ReplaysTable(config, paths(properties), SparkSchemas.of(config));
  }

  /** The {@code path} option, or the {@code paths} option (a JSON array) of {@code load(a, b)}. */
  static List<String> paths(Map<String, String> properties) {
    List<String> out = new ArrayList<>();
    properties.forEach(
        (k, v) -> {
          String key = k.toLowerCase(Locale.ROOT);
          if (key.equals("path")) out.add(v);
          if (key.equals("paths")) {
            try {
              for (String p : new ObjectMapper().readValue(v, String[].class)) out.add(p);
            } catch (JsonProcessingException e) {
              throw new IllegalArgumentException(
                  "option 'paths' must be a JSON array of strings: " + v, e);
            }
          }
        });
    if (out.isEmpty()) throw new IllegalArgumentException("replays4j: no path given (load(path))");
    return out;
  }

  /** One read: a table of the files under some paths. */
  static final class ReplaysTable implements SupportsRead {
    private final ReadConfig config;
    private final List<String> paths;
    private final StructType schema;

    ReplaysTable(ReadConfig config, List<String> paths, StructType schema) {
      this.config = config;
      this.paths = List.copyOf(paths);
      this.schema = schema;
    }

    @Override
    public String name() {
      return NAME + "." + config.table();
    }

    // Spark 4 prefers columns(), whose default derives the columns from this schema.
    @SuppressWarnings("deprecation")
    @Override
    public StructType schema() {
      return schema;
    }

    @Override
    public Set<TableCapability> capabilities() {
      return EnumSet.of(TableCapability.BATCH_READ);
    }

    @Override
    public ScanBuilder newScanBuilder(CaseInsensitiveStringMap options) {
      return new ReplaysScan(config, paths, schema);
    }
  }
}
