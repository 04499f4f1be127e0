package org.replays4j.butter.record;

/**
 * One entry of the file header's player list (docs/formats/butter.md#header, fields 8–11).
 *
 * @param fileIndex 1-based position in the header list; frames, last score and team lists refer to
 *     players by this index (0 means "not found")
 * @param name ASCII name ({@code name}); non-ASCII characters were written as {@code ?}
 * @param userId {@code userid}, i64
 * @param number {@code number}, truncated to a byte by the writer (0–255)
 * @param level {@code level}, truncated to a byte by the writer (0–255)
 */
public record ButterPlayerInfo(int fileIndex, String name, long userId, int number, int level) {}
