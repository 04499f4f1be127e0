/**
 * Apache Spark DataSource V2 over the replays4j tables: {@code
 * spark.read.format("replays4j").option("table", "commands").load(dir)} reads any format's table
 * (or the format-agnostic {@code summary}) of every replay under {@code dir} into a DataFrame.
 * {@link org.replays4j.spark.ReplaysDataSource} lists the options.
 */
package org.replays4j.spark;
