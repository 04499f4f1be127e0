package org.replays4j.spark;

import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.metric.CustomSumMetric;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;

/**
 * The counters of a read, shown in the SQL tab of the Spark UI (and in {@code
 * SparkListenerSQLExecution} events): files decoded, files skipped because they failed ({@code
 * onError=skip}; each is also logged at WARN with its path and reason), and files skipped because
 * they are of another format than the table's.
 */
final class Metrics {
  private Metrics() {}

  static final String FILES = "replayFiles";
  static final String FAILED = "failedFiles";
  static final String OTHER_FORMAT = "otherFormatFiles";

  static CustomMetric[] all() {
    return new CustomMetric[] {new Files(), new Failed(), new OtherFormat()};
  }

  static CustomTaskMetric task(String name, long value) {
    return new CustomTaskMetric() {
      @Override
      public String name() {
        return name;
      }

      @Override
      public long value() {
        return value;
      }
    };
  }

  /** Files decoded. */
  public static final class Files extends CustomSumMetric {
    /** For Spark, which creates metrics by class name. */
    public Files() {}

    @Override
    public String name() {
      return FILES;
    }

    @Override
    public String description() {
      return "replay files decoded";
    }
  }

  /** Files that failed to decode and were skipped. */
  public static final class Failed extends CustomSumMetric {
    /** For Spark, which creates metrics by class name. */
    public Failed() {}

    @Override
    public String name() {
      return FAILED;
    }

    @Override
    public String description() {
      return "replay files skipped because they failed to decode";
    }
  }

  /** Files of another format than the table's (or of none). */
  public static final class OtherFormat extends CustomSumMetric {
    /** For Spark, which creates metrics by class name. */
    public OtherFormat() {}

    @Override
    public String name() {
      return OTHER_FORMAT;
    }

    @Override
    public String description() {
      return "files skipped because they are not of the table's format";
    }
  }
}
