package org.replays4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;

import com.sun.management.OperatingSystemMXBean;
import java.lang.management.ManagementFactory;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.stream.Stream;
import org.apache.spark.sql.SparkSession;

/**
 * The Spark throughput numbers of docs/spark.md: {@code count()} of a table and a small aggregation
 * on local[2] over a directory, timed after a warm-up run (Spark up, JIT warm), in MB/s and
 * files/s, with the process CPU time per run so it compares with {@code replays4j inspect}'s CPU
 * time. Usage: {@code SparkThroughput DIR TABLE [FORMAT]} (same JDK options as the tests).
 */
public final class SparkThroughput {
  private SparkThroughput() {}

  /** Runs the measurement and prints one line per run. */
  public static void main(String[] args) throws Exception {
    String dir = args[0];
    String table = args[1];
    long bytes;
    long files;
    try (Stream<Path> s = Files.walk(Path.of(dir))) {
      var list = s.filter(Files::isRegularFile).toList();
      files = list.size();
      long b = 0;
      for (Path p : list) b += Files.size(p);
      bytes = b;
    }
    SparkSession spark =
        SparkSession.builder()
            .master("local[2]")
            .appName("replays4j throughput")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .getOrCreate();
    spark.sparkContext().setLogLevel("WARN");
    var reader = spark.read().format("replays4j").option("table", table);
    if (args.length > 2) reader = reader.option("format", args[2]);
    var df = reader.load(dir);
    var os = (OperatingSystemMXBean) ManagementFactory.getOperatingSystemMXBean();
    for (int run = 0; run < 4; run++) {
      String what = run % 2 == 0 ? "count" : "groupBy(file).count";
      long cpu0 = os.getProcessCpuTime();
      long t0 = System.nanoTime();
      long result =
          run % 2 == 0
              ? df.count()
              : df.groupBy(col("file")).agg(count("*")).collectAsList().size();
      double s = (System.nanoTime() - t0) / 1e9;
      double cpu = (os.getProcessCpuTime() - cpu0) / 1e9;
      System.out.printf(
          "run %d %s: %d; %.2f s wall, %.2f s CPU; %.1f MB/s, %.0f files/s (wall)%n",
          run, what, result, s, cpu, bytes / 1e6 / s, files / s);
    }
    spark.stop();
  }
}
