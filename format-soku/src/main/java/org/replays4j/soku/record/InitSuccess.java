package org.replays4j.soku.record;

import org.replays4j.core.io.ByteSlice;

/**
 * INIT_SUCCESS (0x06; 81 bytes in practice): {@code [1..4]} unknown, {@code [5..8]} u32 spectate
 * info, {@code [9..10]} u16 data size (68 the first time, 0 later), {@code [11..12]} padding,
 * {@code [13..]} data: host profile (32 bytes, NUL padded), client profile (32), u32 swr_disabled
 * (docs/formats/soku.md#init-success).
 *
 * @param unknown bytes 1..4
 * @param spectateInfo 0x00 no spectators, 0x10 spectators allowed, 0x11 allowed and sent to a
 *     spectator
 * @param dataSize declared size of the profile data
 * @param padding bytes 11..12
 * @param data every byte from offset 13 to the end
 */
public record InitSuccess(
    ByteSlice unknown, long spectateInfo, int dataSize, ByteSlice padding, ByteSlice data)
    implements SokuPacket {
  /** Data size of the first INIT_SUCCESS, which carries the profile names. */
  public static final int FIRST_DATA_SIZE = 68;

  @Override
  public PacketType type() {
    return PacketType.INIT_SUCCESS;
  }

  /** True when the profile names are present. */
  public boolean hasProfiles() {
    return dataSize >= FIRST_DATA_SIZE && data.length() >= FIRST_DATA_SIZE;
  }

  /** Host profile name, or {@code null} when not present. */
  public String hostProfile() {
    return hasProfiles() ? cString(data.subSlice(0, 32)) : null;
  }

  /** Client profile name, or {@code null} when not present. */
  public String clientProfile() {
    return hasProfiles() ? cString(data.subSlice(32, 32)) : null;
  }

  /** swr_disabled (0 = SWR linked on both sides), or -1 when not present. */
  public long swrDisabled() {
    if (!hasProfiles()) return -1;
    return data.getU8(64)
        | data.getU8(65) << 8
        | data.getU8(66) << 16
        | (long) data.getU8(67) << 24;
  }

  /** True when this packet goes to a spectator (spectate info 0x11). */
  public boolean toSpectator() {
    return spectateInfo == 0x11;
  }

  private static String cString(ByteSlice s) {
    int n = 0;
    while (n < s.length() && s.getU8(n) != 0) n++;
    return InitRequest.decodeName(s.subSlice(0, n));
  }
}
