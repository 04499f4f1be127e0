/**
 * Parquet files of replays4j tables: {@link org.replays4j.parquet.ParquetTableWriter} writes any
 * format's table batches, {@link org.replays4j.parquet.ParquetTableReader} reads them back (for
 * tests and small files), {@link org.replays4j.parquet.ParquetTables} maps schemas. Optional and
 * heavy: parquet-hadoop needs Hadoop's client jars (about 69 MiB) on the class path.
 */
package org.replays4j.parquet;
