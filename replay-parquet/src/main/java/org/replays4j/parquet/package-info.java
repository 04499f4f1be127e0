/**
 * Parquet files of replays4j tables: {@link org.replays4j.parquet.ParquetTableWriter} writes any
 * format's table batches (dictionary pages, RLE levels, zstd through a pure-Java codec; no Hadoop,
 * no parquet-java), {@link org.replays4j.parquet.ParquetTables} maps schemas. Analysis tools
 * (DuckDB, pyarrow, polars, Spark) read the files.
 */
package org.replays4j.parquet;
