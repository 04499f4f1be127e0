package org.replays4j.spark;

import org.apache.spark.sql.connector.metric.CustomMetric;
import org.apache.spark.sql.connector.metric.CustomSumMetric;
import org.apache.spark.sql.connector.metric.CustomTaskMetric;

/**
 * The counters of a read, shown in the SQL tab of the Spark UI (and in {@code
 * SparkListenerSQLExecution} events): files decoded, files skipped because they failed ({@code
 * onError=skip}; each is also logged at WARN with its path and reason), files read only up to their
 * damage (their rows before it are read; each is logged at WARN with its path and damage), and
 * files skipped because they are of another format than the table's.
 */
final class Metrics {
  private Metrics() {}

  /** A counter: the name its task values are reported under and its description in the UI. */
  record Counter(String name, String description) {}

  static final Counter FILES = new Counter("replayFiles", "replay files decoded");
  static final Counter FAILED =
      new Counter("failedFiles", "replay files skipped because they failed to decode");
  static final Counter PARTIAL =
      new Counter(
          "partialFiles",
          "replay files damaged after their header, read up to the damage (their rows are kept)");
  static final Counter OTHER_FORMAT =
      new Counter("otherFormatFiles", "files skipped because they are not of the table's format");

  static CustomMetric[] all() {
    return new CustomMetric[] {new Files(), new Failed(), new Partial(), new OtherFormat()};
  }

  static CustomTaskMetric task(Counter counter, long value) {
    return new Task(counter.name(), value);
  }

  /** One task's value of a counter. */
  private record Task(String name, long value) implements CustomTaskMetric {}

  /** The sum over the tasks of a read of one counter. */
  private abstract static class Sum extends CustomSumMetric {
    private final Counter counter;

    Sum(Counter counter) {
      this.counter = counter;
    }

    @Override
    public String name() {
      return counter.name();
    }

    @Override
    public String description() {
      return counter.description();
    }
  }

  /** Files decoded. */
  public static final class Files extends Sum {
    /** For Spark, which creates metrics by class name. */
    public Files() {
      super(FILES);
    }
  }

  /** Files that failed to decode and were skipped. */
  public static final class Failed extends Sum {
    /** For Spark, which creates metrics by class name. */
    public Failed() {
      super(FAILED);
    }
  }

  /** Files read up to their damage. */
  public static final class Partial extends Sum {
    /** For Spark, which creates metrics by class name. */
    public Partial() {
      super(PARTIAL);
    }
  }

  /** Files of another format than the table's (or of none). */
  public static final class OtherFormat extends Sum {
    /** For Spark, which creates metrics by class name. */
    public OtherFormat() {
      super(OTHER_FORMAT);
    }
  }
}
