/**
 * The text table files: {@code csv} and {@code jsonl} ({@link
 * org.replays4j.core.table.text.TextTableFormats}), {@link
 * org.replays4j.core.table.TableFileFormat} services of replay-core itself, so that {@code
 * TableExport} writes them with no other module on the class path. Floats are written in their
 * shortest round-trip form on every JDK.
 */
package org.replays4j.core.table.text;
