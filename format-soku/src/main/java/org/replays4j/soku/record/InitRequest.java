package org.replays4j.soku.record;

import java.nio.charset.Charset;
import java.nio.charset.StandardCharsets;
import org.replays4j.core.io.ByteSlice;

/**
 * INIT_REQUEST (0x05, always 65 bytes): {@code [1..16]} game id, {@code [17..24]} opaque (varies
 * per packet, docs/formats/soku.md#init-request), {@code [25]} request type (0 spectate, 1 play);
 * for play {@code [26]} name length, {@code [27..]} name, NUL. Everything after is kept in {@code
 * trailing}.
 *
 * @param gameId the 16-byte game id
 * @param opaque the 8 bytes after the game id
 * @param requestType 0 = spectate, 1 = play (other values are kept as sent)
 * @param profileName the profile name bytes (play requests; empty otherwise), game code page
 * @param trailing the remaining bytes up to 65 (NUL terminator and garbage for play requests)
 */
public record InitRequest(
    ByteSlice gameId, ByteSlice opaque, int requestType, ByteSlice profileName, ByteSlice trailing)
    implements SokuPacket {
  /** Request type: spectate. */
  public static final int SPECTATE = 0;

  /** Request type: play. */
  public static final int PLAY = 1;

  @Override
  public PacketType type() {
    return PacketType.INIT_REQUEST;
  }

  /** True for a spectate request. */
  public boolean isSpectate() {
    return requestType == SPECTATE;
  }

  /** The mod the sender runs, from the game id's first byte. */
  public NetcodeMod mod() {
    return NetcodeMod.ofFirstByte(gameId.getU8(0));
  }

  /** The profile name decoded from the game's code page (Shift-JIS). */
  public String profileNameText() {
    return decodeName(profileName);
  }

  static String decodeName(ByteSlice s) {
    Charset cs;
    try {
      cs = Charset.forName("windows-31j");
    } catch (RuntimeException e) {
      cs = StandardCharsets.ISO_8859_1;
    }
    return new String(s.toArray(), cs);
  }
}
