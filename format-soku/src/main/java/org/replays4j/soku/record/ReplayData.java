package org.replays4j.soku.record;

import org.replays4j.core.io.ByteSlice;

/**
 * The inflated content of GAME_REPLAY (docs/formats/soku.md#replay-data): u32 frame id, u32 end
 * frame id, u8 match id, u8 count, count × u16 words. {@code frameId} counts input <em>slots</em>
 * (2 per game frame): word {@code i} is slot {@code frameId − 1 − i}; ascending slot 2k is the
 * host's input of frame k, 2k+1 the client's.
 *
 * @param frameId u32 slot count after this packet's newest word
 * @param endFrameId u32 slot at which the match ends, 0 while running
 * @param matchId u8
 * @param words count × u16 words, little-endian, newest first
 */
public record ReplayData(long frameId, long endFrameId, int matchId, ByteSlice words) {
  /** Number of words. */
  public int count() {
    return words.length() >> 1;
  }

  /** Word {@code i} (slot {@code frameId − 1 − i}). */
  public int word(int i) {
    return words.getU8(2 * i) | words.getU8(2 * i + 1) << 8;
  }

  /** Encoded (uncompressed) size. */
  public int size() {
    return 10 + words.length();
  }
}
