package org.replays4j.butter.record;

/**
 * One chunk of the chunk table, reported before its frames (docs/formats/butter.md#chunks).
 *
 * @param index 0-based chunk number
 * @param fileOffset offset of the chunk's stored bytes in the file
 * @param storedSize size in the file (compressed)
 * @param decodedOffset offset of the chunk's first frame byte in the decoded stream (header and
 *     chunk table followed by every decompressed chunk)
 * @param decodedSize decompressed size
 */
public record ButterChunkInfo(
    int index, long fileOffset, long storedSize, long decodedOffset, int decodedSize) {}
