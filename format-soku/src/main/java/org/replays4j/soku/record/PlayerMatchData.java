package org.replays4j.soku.record;

import java.util.List;

/**
 * One player block of GAME_MATCH: u8 character, u8 skin, u8 deck id, u8 deck size, deck size × u16
 * cards, u8 disabled simultaneous buttons (padding in player-form client blocks).
 *
 * @param character character id (see {@link SokuCharacter})
 * @param skin palette
 * @param deckId deck colour (unused by the game)
 * @param deck card ids (empty when the deck is not sent)
 * @param disabledSimultaneousButtons 1 when A+B / B+C spellcard shortcuts are disabled
 */
public record PlayerMatchData(
    int character, int skin, int deckId, List<Integer> deck, int disabledSimultaneousButtons) {
  /** Copies the deck. */
  public PlayerMatchData {
    deck = List.copyOf(deck);
  }

  /** Encoded size in bytes. */
  public int size() {
    return 5 + 2 * deck.size();
  }

  /** The character enum, or {@code null} when the id is unknown. */
  public SokuCharacter characterEnum() {
    return SokuCharacter.of(character);
  }
}
