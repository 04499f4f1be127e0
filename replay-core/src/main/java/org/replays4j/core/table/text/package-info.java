/**
 * The text table files: {@link org.replays4j.core.table.text.CsvTableFileFormat} ({@code csv}) and
 * {@link org.replays4j.core.table.text.JsonLinesTableFileFormat} ({@code jsonl}), {@link
 * org.replays4j.core.table.TableFileFormat} services of replay-core itself, so that {@code
 * TableExport} writes them with no other module on the class path. Floats are written in their
 * shortest round-trip form on every JDK.
 */
package org.replays4j.core.table.text;
