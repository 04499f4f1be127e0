/**
 * Tables of many replays into files, as a library call: {@link
 * org.replays4j.core.export.TableExport} walks a collection ({@link
 * org.replays4j.core.collect.ReplayCollection}), decodes each file's tables in parallel under the
 * process's memory budget and writes them through the {@link
 * org.replays4j.core.table.TableFileFormat} providers on the class path (Arrow IPC, Parquet, CSV,
 * JSON Lines), in the walker's order whatever the number of threads, each output appearing complete
 * or not at all. Each file's outcome is a {@link org.replays4j.core.FileOutcome}; the failures file
 * is derived from them. This package sits above the walker, the tables and the format SPI; nothing
 * below depends on it.
 */
package org.replays4j.core.export;
