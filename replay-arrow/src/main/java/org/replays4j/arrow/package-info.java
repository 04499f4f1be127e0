/**
 * Arrow IPC (Feather v2) files of replays4j tables: {@link org.replays4j.arrow.ArrowTableWriter}
 * writes any format's table batches, {@link org.replays4j.arrow.ArrowTableReader} reads them back,
 * {@link org.replays4j.arrow.ArrowTables} maps schemas. Needs {@code
 * --add-opens=java.base/java.nio=ALL-UNNAMED} on Java 17.
 */
package org.replays4j.arrow;
