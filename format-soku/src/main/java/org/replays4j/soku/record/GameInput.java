package org.replays4j.soku.record;

import java.util.Set;
import org.replays4j.core.io.ByteSlice;

/**
 * GAME_INPUT (sub-type 0x03, 8 + 2n bytes): u32 frame id, u8 scene, u8 n, n × u16 words, newest
 * first. With Sokuroll, HOST_GAME battle packets start with two input-latency words ({@code
 * sokurollWords = 2}); whether Sokuroll is in use is context, and {@code contextSource} says where
 * that knowledge came from.
 *
 * @param channel direction
 * @param frameId u32 frame of the first (newest) game input
 * @param scene scene id
 * @param words all n words as sent (2n bytes, little-endian)
 * @param sokurollWords leading words that are Sokuroll latency values (0 or 2)
 * @param contextSource how {@code sokurollWords} was decided
 */
public record GameInput(
    Channel channel,
    long frameId,
    int scene,
    ByteSlice words,
    int sokurollWords,
    ContextSource contextSource)
    implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_INPUT;
  }

  /** Number of words (the wire count n). */
  public int wordCount() {
    return words.length() >> 1;
  }

  /** Number of game inputs (excluding Sokuroll words). */
  public int inputCount() {
    return wordCount() - sokurollWords;
  }

  /** Word {@code i} of all words. */
  public int word(int i) {
    return words.getU8(2 * i) | words.getU8(2 * i + 1) << 8;
  }

  /** Game input {@code i} (0 = frame {@code frameId}, 1 = the frame before, ...). */
  public int input(int i) {
    return word(sokurollWords + i);
  }

  /** The scene as an enum, or {@code null} when unknown. */
  public Scene sceneEnum() {
    return Scene.of(scene);
  }

  /**
   * The named buttons of input {@code i} for this packet's scene: {@link BattleButton}s in battle,
   * {@link CharacterSelectButton}s in character select, empty for an unknown scene.
   */
  public Set<? extends Enum<?>> buttons(int i) {
    Scene s = sceneEnum();
    if (s == Scene.BATTLE) return battleButtons(i);
    if (s == Scene.CHARACTER_SELECT) return selectButtons(i);
    return Set.of();
  }

  /** Battle buttons of input {@code i} (meaningful in the battle scene). */
  public Set<BattleButton> battleButtons(int i) {
    return BattleButton.of(input(i));
  }

  /** Character-select buttons of input {@code i} (meaningful in character select). */
  public Set<CharacterSelectButton> selectButtons(int i) {
    return CharacterSelectButton.of(input(i));
  }
}
