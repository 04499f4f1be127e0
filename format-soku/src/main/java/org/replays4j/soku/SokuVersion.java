package org.replays4j.soku;

/**
 * Named version gates and identifiers (docs/formats/soku.md#init-request and
 * docs/formats/soku.md#rep-file).
 */
public final class SokuVersion {
  private SokuVersion() {}

  /** .rep version word of game 1.10 / 1.10a. */
  public static final int REP_1_10 = 0xD2;

  /** .rep version words of 1.00 to 1.03 (recognised, same layout assumed). */
  public static final int REP_1_00 = 200;

  /** Last pre-1.10 .rep version word. */
  public static final int REP_1_03 = 203;

  /** Game id of vanilla 1.10a with SWR linked (first 16 bytes of INIT_REQUEST). */
  public static final byte[] GAME_ID_VANILLA = hex("6e7365d9ffc46e488d7ca19231347295");

  /** Game id with Sokuroll and SWR. */
  public static final byte[] GAME_ID_SOKUROLL = hex("647365d9ffc46e488d7ca19231347295");

  /** Game id without SWR. */
  public static final byte[] GAME_ID_NO_SWR = hex("46c967c8acf2444db8b1eceed4d5404a");

  /** Version text of a .rep version word, e.g. {@code "1.10"}, or {@code null} when unknown. */
  public static String repVersionName(int version) {
    if (version == REP_1_10 || version == 0x100D2) return "1.10";
    if (version >= REP_1_00 && version <= REP_1_03) return "1.0" + (version - REP_1_00);
    return null;
  }

  static byte[] hex(String s) {
    byte[] b = new byte[s.length() / 2];
    for (int i = 0; i < b.length; i++)
      b[i] = (byte) Integer.parseInt(s.substring(2 * i, 2 * i + 2), 16);
    return b;
  }
}
