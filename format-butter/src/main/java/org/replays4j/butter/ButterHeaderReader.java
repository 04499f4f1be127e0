package org.replays4j.butter;

import static org.replays4j.butter.ButterDecoder.FORMAT;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteInput;

/**
 * The header layer of {@link ButterDecoder}: parses the file header
 * (docs/formats/butter.md#header), identical in versions 1–3, and the NUL-terminated strings the
 * header and the rules block use.
 */
final class ButterHeaderReader {
  private ButterHeaderReader() {}

  /** Cap on a string's length (the reference reader stops at 1024 bytes). */
  static final int MAX_STRING = 1024;

  /** Largest header the stream and buffer ways accept (255 players with 1 KiB names fit easily). */
  static final int MAX_HEADER = 1 << 19;

  /** Parses the header from {@code r}, leaving it at the chunk table. */
  static ButterHeader read(ByteInput r) throws ReplayFormatException {
    long start = r.position();
    int version = r.readU8();
    if (!ButterVersion.isSupported(version)) {
      throw ReplayFormatException.unsupported(
              FORMAT, start, "expected version 1, 2 or 3 but got " + version)
          .withPath("butter/header/version");
    }
    int interval = r.readU16le();
    long compOffset = r.position();
    int compCode = r.readU8();
    ButterCompression comp = ButterCompression.of(compCode);
    if (comp == null) {
      throw ReplayFormatException.unsupported(
              FORMAT, compOffset, "expected compression code 0..6 but got " + compCode)
          .withPath("butter/header/compression");
    }
    String client = readString(r, "butter/header/client_name");
    byte[] sid = r.readBytes(16);
    byte[] ip = r.readBytes(4);
    int n = r.readU8();
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) names.add(readString(r, "butter/header/names[" + i + "]"));
    long[] userIds = new long[n];
    for (int i = 0; i < n; i++) userIds[i] = r.readS64le();
    int[] numbers = new int[n];
    for (int i = 0; i < n; i++) numbers[i] = r.readU8();
    int[] levels = new int[n];
    for (int i = 0; i < n; i++) levels[i] = r.readU8();
    List<ButterPlayerInfo> players = new ArrayList<>(n);
    for (int i = 0; i < n; i++)
      players.add(new ButterPlayerInfo(i + 1, names.get(i), userIds[i], numbers[i], levels[i]));
    int rounds = r.readU8();
    int scores = r.readU8();
    int mapByte = r.readU8();
    return new ButterHeader(
        version,
        interval,
        comp,
        client,
        sessionId(sid),
        (ip[0] & 0xFF) + "." + (ip[1] & 0xFF) + "." + (ip[2] & 0xFF) + "." + (ip[3] & 0xFF),
        players,
        rounds,
        scores & 0x0F,
        scores >>> 4,
        mapByte >>> 1,
        (mapByte & 1) != 0,
        (int) (r.position() - start));
  }

  /** The 16 session-id bytes as upper-case 8-4-4-4-12 hex text. */
  static String sessionId(byte[] b) {
    StringBuilder sb = new StringBuilder(36);
    for (int i = 0; i < 16; i++) {
      if (i == 4 || i == 6 || i == 8 || i == 10) sb.append('-');
      sb.append(Character.toUpperCase(Character.forDigit((b[i] >> 4) & 0xF, 16)));
      sb.append(Character.toUpperCase(Character.forDigit(b[i] & 0xF, 16)));
    }
    return sb.toString();
  }

  /**
   * A NUL-terminated single-byte string of at most {@link #MAX_STRING} chars; {@code path} names it
   * in errors.
   */
  static String readString(ByteInput r, String path) throws ReplayFormatException {
    long start = r.position();
    StringBuilder sb = new StringBuilder();
    while (true) {
      int b = r.readU8();
      if (b == 0) return sb.toString();
      if (sb.length() >= MAX_STRING) {
        throw ReplayFormatException.limitExceeded(
                FORMAT, start, "string length", MAX_STRING, sb.length() + 1)
            .withPath(path);
      }
      sb.append((char) b);
    }
  }
}
