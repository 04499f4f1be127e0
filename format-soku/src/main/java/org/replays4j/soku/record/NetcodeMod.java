package org.replays4j.soku.record;

import org.replays4j.core.codec.CodeTable;

/**
 * What a peer runs, told by byte 0 of the INIT_REQUEST game id (docs/formats/soku.md#init-request).
 */
public enum NetcodeMod {
  /** 0x6E: vanilla 1.10a with SWR linked. */
  VANILLA(0x6E),
  /** 0x64: Sokuroll with SWR linked. */
  SOKUROLL(0x64),
  /** 0x46: no SWR linked (Sokuroll or not: indistinguishable). */
  NO_SWR(0x46),
  /** 0x6B: Giuroll at 60 fps. */
  GIUROLL_60FPS(0x6B),
  /** 0x6C: Giuroll at 62 fps. */
  GIUROLL_62FPS(0x6C),
  /** Any other first byte. */
  UNKNOWN(-1);

  private static final CodeTable<NetcodeMod> MODS = CodeTable.of(NetcodeMod.class);

  NetcodeMod(int firstByte) {
    CodeTable.row(this, firstByte);
  }

  /** The game id's first byte, -1 for {@link #UNKNOWN}. */
  public int firstByte() {
    return MODS.code(this);
  }

  /**
   * Whether a peer running this mod runs Sokuroll (which changes the GAME_INPUT layout), or {@code
   * null} when the game id cannot tell.
   */
  public Boolean sokuroll() {
    return switch (this) {
      case SOKUROLL -> true;
      case VANILLA, GIUROLL_60FPS, GIUROLL_62FPS -> false;
      case NO_SWR, UNKNOWN -> null;
    };
  }

  /** The mod told by a game id's first byte. */
  public static NetcodeMod ofFirstByte(int b) {
    return MODS.get(b & 0xFF, UNKNOWN);
  }
}
