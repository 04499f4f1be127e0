/**
 * The {@code replays4j} command line: {@code inspect} (summaries of files and directory trees,
 * human-readable or JSON Lines), {@code events} (every decoded event of one file as JSON Lines) and
 * {@code formats} (what the installed format modules read). Formats are found through the {@link
 * org.replays4j.core.ReplayFormat} service and chosen by file content ({@link
 * org.replays4j.core.Replays#detect(org.replays4j.core.io.ReplaySource)}).
 */
package org.replays4j.cli;
