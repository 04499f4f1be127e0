/**
 * The one way from command-line paths to replays: {@link
 * org.replays4j.core.collect.ReplayCollection} expands files, directories (recursively, in a fixed
 * byte order) and {@code -} (standard input) into an ordered sequence of {@link
 * org.replays4j.core.collect.CollectionEntry entries}, each a replay to read, an entry skipped with
 * its {@link org.replays4j.core.collect.EntryReason reason}, or a failure. Every consumer (the CLI
 * commands, the table export, the catalog, the Spark source) reads its input through it, so all of
 * them skip, fail and order files alike.
 */
package org.replays4j.core.collect;
