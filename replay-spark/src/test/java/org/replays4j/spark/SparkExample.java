package org.replays4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;

import java.util.List;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.SparkSession;

/**
 * The runnable example of docs/spark.md: commands per player of every StarCraft replay under a
 * directory, and the summary of every replay. Run it over the repository's testdata (the JDK 17
 * options are the module POM's {@code spark.jdk17.opens}):
 *
 * <pre>
 * java $OPENS -cp "$(cat cp.txt):replay-spark/target/classes:replay-spark/target/test-classes" \
 *     org.replays4j.spark.SparkExample testdata
 * </pre>
 *
 * <p>{@code SparkSourceTest} runs it, so it keeps compiling and working.
 */
public final class SparkExample {
  private SparkExample() {}

  /** Prints commands per player and the summary of every replay under {@code args[0]}. */
  public static void main(String[] args) {
    String dir = args.length > 0 ? args[0] : "testdata";
    SparkSession spark =
        SparkSession.builder()
            .master("local[2]")
            .appName("replays4j example")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.ui.enabled", "false")
            .getOrCreate();
    run(spark, dir);
  }

  /** The example's work, on a given session; returns the commands-per-player rows. */
  static List<Row> run(SparkSession spark, String dir) {
    Dataset<Row> commands =
        spark
            .read()
            .format("replays4j")
            .option("table", "commands") // screp's commands table (the only format with one)
            .load(dir); // every file below dir; other formats are skipped
    Dataset<Row> perPlayer =
        commands
            .groupBy(col("file"), col("player"))
            .agg(count("*").as("commands"))
            .orderBy("file", "player");
    perPlayer.show(20, false);

    spark
        .read()
        .format("replays4j")
        .option("table", "summary")
        .load(dir)
        .select("file", "format", "version", "duration_seconds", "participants", "error")
        .show(50, false);
    return perPlayer.collectAsList();
  }
}
