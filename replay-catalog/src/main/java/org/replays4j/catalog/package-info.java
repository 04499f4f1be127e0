/**
 * An incremental, crash-safe SQLite catalog of a replay collection ({@code replays4j index}).
 *
 * <p>{@link org.replays4j.catalog.Catalog#open} opens or creates the database; {@link
 * org.replays4j.catalog.Catalog#index} brings it up to date with files and directories; {@link
 * org.replays4j.catalog.Catalog#watch} keeps it current while games are played. Queries are plain
 * JDBC or any SQLite client on the same file. The SQL schema is derived from the formats' table
 * descriptions ({@link org.replays4j.core.ReplayFormat#tables()}); {@code docs/catalog.md}
 * describes the tables, the bookkeeping and example questions.
 */
package org.replays4j.catalog;
