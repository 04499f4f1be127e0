package org.replays4j.screp;

/**
 * The two columns every command row has, shared by the decoder's per-chunk {@link
 * ScrepCommandBatch} and the per-replay {@link CommandColumns}: the frame, and one long per row
 * packing {@code player | type << 8 | aux << 16 | group << 24 | id << 32} (the batch adds flag bits
 * above bit 47). Written once here so both read the packed layout the same way.
 */
abstract class PackedCommands {
  int n;
  int[] frame;
  long[] packed;

  PackedCommands(int capacity) {
    frame = new int[capacity];
    packed = new long[capacity];
  }

  /** The packed value of a known command (each field masked to its width). */
  static long pack(int player, int type, int aux, int group, int id) {
    return ((player & 0xFF) | (type & 0xFF) << 8 | (aux & 0xFF) << 16 | (group & 0xFF) << 24)
            & 0xFFFFFFFFL
        | (long) (id & 0xFFFF) << 32;
  }

  /** Number of rows. */
  public int size() {
    return n;
  }

  /** Frame of row {@code i}'s block. */
  public int frame(int i) {
    return frame[i];
  }

  /** Player id byte of row {@code i}. */
  public int player(int i) {
    return (int) packed[i] & 0xFF;
  }

  /**
   * Order of a Build or Targeted Order, hotkey type of a Hotkey, 0 for other commands (u8) of row
   * {@code i}.
   */
  public int aux(int i) {
    return (int) (packed[i] >>> 16) & 0xFF;
  }

  /**
   * Unit type (Build, Train, Unit / Building Morph), tech or upgrade id of row {@code i}; 0 for
   * other commands (u16).
   */
  public int id(int i) {
    return (int) (packed[i] >>> 32) & 0xFFFF;
  }
}
