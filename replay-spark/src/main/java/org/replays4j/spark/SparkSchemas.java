package org.replays4j.spark;

import org.apache.spark.sql.types.DataType;
import org.apache.spark.sql.types.DataTypes;
import org.apache.spark.sql.types.Metadata;
import org.apache.spark.sql.types.MetadataBuilder;
import org.apache.spark.sql.types.StructField;
import org.apache.spark.sql.types.StructType;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableSchema;

/** Spark schemas of the tables: derived from {@link TableSchema}, never read from a file. */
final class SparkSchemas {
  private SparkSchemas() {}

  /** The Spark type holding a {@link ColumnType} without loss. */
  static DataType type(ColumnType t) {
    return switch (t) {
      case BOOL -> DataTypes.BooleanType;
      case INT8 -> DataTypes.ByteType;
      case INT16 -> DataTypes.ShortType;
      case INT32 -> DataTypes.IntegerType;
      case INT64 -> DataTypes.LongType;
      case FLOAT32 -> DataTypes.FloatType;
      case FLOAT64 -> DataTypes.DoubleType;
      case STRING -> DataTypes.StringType;
      case BINARY -> DataTypes.BinaryType;
    };
  }

  /** The table's columns as a Spark schema (column docs become field comments). */
  static StructType of(TableSchema schema) {
    StructField[] fields = new StructField[schema.size()];
    for (int i = 0; i < fields.length; i++) {
      Column c = schema.column(i);
      fields[i] = new StructField(c.name(), type(c.type()), c.nullable(), comment(c.doc()));
    }
    return new StructType(fields);
  }

  /**
   * The {@code summary} table: one row per file, the format-agnostic {@code ReplaySummary} with the
   * file's status and damage as its {@code FileOutcome} gives them; a file that failed or that no
   * (or not the requested) format recognised has {@code error} set, status {@code failed} and nulls
   * in the summary columns.
   */
  static final StructType SUMMARY =
      new StructType(
          new StructField[] {
            new StructField("file", DataTypes.StringType, false, comment("the file's path (URI)")),
            new StructField(
                "size_bytes",
                DataTypes.LongType,
                false,
                comment("stored size of the file in bytes")),
            new StructField(
                "format",
                DataTypes.StringType,
                true,
                comment("format id, null when no format recognised the file")),
            new StructField(
                "version",
                DataTypes.StringType,
                true,
                comment("the file's format version as the format names it")),
            new StructField(
                "duration_seconds",
                DataTypes.DoubleType,
                true,
                comment("game duration in seconds")),
            new StructField(
                "participants",
                DataTypes.createArrayType(DataTypes.StringType, false),
                true,
                comment("player names (or ids) in the file's order")),
            new StructField(
                "counts",
                DataTypes.createMapType(DataTypes.StringType, DataTypes.LongType, false),
                true,
                comment("event counts by event type name")),
            new StructField(
                "warnings",
                DataTypes.createArrayType(DataTypes.StringType, false),
                true,
                comment("problems tolerated while decoding")),
            new StructField(
                "error",
                DataTypes.StringType,
                true,
                comment("why the file could not be summarised (onError=skip); null when it was")),
            new StructField(
                "damage",
                DataTypes.StringType,
                true,
                comment(
                    "where the file is damaged, as KIND at OFFSET: message, when only the part"
                        + " before it was read; null for a complete file")),
            new StructField(
                "status",
                DataTypes.StringType,
                false,
                comment(
                    "ok, partial or failed, by the status rule of every command (a recording"
                        + " stopped early with whole bytes is ok, its reason in warnings)")),
            new StructField(
                "damage_kind",
                DataTypes.StringType,
                true,
                comment("the damage's kind (TRUNCATED, BAD_MAGIC, INVALID), null when none")),
            new StructField(
                "damage_offset",
                DataTypes.LongType,
                true,
                comment(
                    "byte offset of the damage in the decoded stream, null when none or unknown")),
          });

  /** The schema a read produces. */
  static StructType of(ReadConfig config) {
    return config.summary()
        ? SUMMARY
        : of(config.replayFormat().table(config.table()).orElseThrow());
  }

  private static Metadata comment(String doc) {
    return new MetadataBuilder().putString("comment", doc).build();
  }
}
