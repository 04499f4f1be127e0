package org.replays4j.spark;

import org.apache.spark.sql.SparkSession;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;

/**
 * The base of the test classes that read through Spark: one session for the whole class, local[2],
 * bound to the loopback address, without a UI.
 */
abstract class LocalSpark {
  static SparkSession spark;

  @BeforeAll
  static void start() {
    spark =
        SparkSession.builder()
            .master("local[2]")
            .appName("replays4j-test")
            .config("spark.driver.bindAddress", "127.0.0.1")
            .config("spark.driver.host", "127.0.0.1")
            .config("spark.ui.enabled", "false")
            .config("spark.sql.shuffle.partitions", "2")
            .config("spark.sql.adaptive.enabled", "false")
            .getOrCreate();
  }

  @AfterAll
  static void stop() {
    spark.stop();
  }
}
