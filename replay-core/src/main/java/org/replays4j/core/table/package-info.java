/**
 * Tables: every format's data as typed, columnar tables, described once and streamed in bounded
 * batches. No dependency: Arrow, Parquet and Spark adapters live in their own modules.
 *
 * <ul>
 *   <li>{@link org.replays4j.core.table.TableSchema} and {@link org.replays4j.core.table.Column}
 *       describe a table; a format lists them in {@code ReplayFormat.tables()} (no file needed).
 *   <li>{@code ReplayFormat.readTable(...)} decodes one table of one replay into {@link
 *       org.replays4j.core.table.TableBatch}es, filled by a {@link
 *       org.replays4j.core.table.TableBatchBuilder} and handed to a {@link
 *       org.replays4j.core.table.TableSink}.
 *   <li>A format returns its schemas and its row producer as one {@link
 *       org.replays4j.core.table.FormatTables} from {@code ReplayFormat.formatTables()}, and writes
 *       the schemas as data ({@code tables.tsv}, read by {@link
 *       org.replays4j.core.table.TableSpecs}).
 *   <li>{@link org.replays4j.core.table.TableOptions} selects columns (pruning) and the batch size.
 *   <li>{@link org.replays4j.core.TableContract} checks a format's tables in its tests.
 * </ul>
 */
package org.replays4j.core.table;
