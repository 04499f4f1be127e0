package org.replays4j.soku.capture;

import java.nio.ByteOrder;

/**
 * The capture's container (from the first header).
 *
 * @param format pcap or pcapng
 * @param byteOrder byte order of the first section / the file
 * @param versionMajor container major version
 * @param versionMinor container minor version
 */
public record CaptureInfo(
    CaptureFormat format, ByteOrder byteOrder, int versionMajor, int versionMinor) {}
