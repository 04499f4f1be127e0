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
    return new Task(name, value);
  }

  /** One task's value of a metric. */
  private record Task(String name, long value) implements CustomTaskMetric {}

  /** A sum over the tasks of a read, named and described once. */
  private abstract static class Sum extends CustomSumMetric {
    private final String name;
    private final String description;

    Sum(String name, String description) {
      this.name = name;
      this.description = description;
    }

    @Override
    public String name() {
      return name;
    }

    @Override
    public String description() {
      return description;
    }
  }

  /** Files decoded. */
  public static final class Files extends Sum {
    /** For Spark, which creates metrics by class name. */
    public Files() {
      super(FILES, "replay files decoded");
    }
  }

  /** Files that failed to decode and were skipped. */
  public static final class Failed extends Sum {
    /** For Spark, which creates metrics by class name. */
    public Failed() {
      super(FAILED, "replay files skipped because they failed to decode");
    }
  }

  /** Files of another format than the table's (or of none). */
  public static final class OtherFormat extends Sum {
    /** For Spark, which creates metrics by class name. */
    public OtherFormat() {
      super(OTHER_FORMAT, "files skipped because they are not of the table's format");
    }
  }
}
