package org.replays4j.soku;

import java.util.List;

/**
 * A player block of a .rep file (docs/formats/soku.md#rep-file): u8 character, u8 palette, u32 deck
 * count, deck count × u16 cards, u8 side, u8 unknown, u8 disabled simultaneous buttons.
 *
 * @param character character id
 * @param palette palette (skin)
 * @param deck card ids
 * @param side 0 = left (host), 1 = right (client)
 * @param unknown byte after side (01 observed in game files, 00 written by recorders)
 * @param disabledSimultaneousButtons 1 when A+B / B+C shortcuts are off
 */
public record RepPlayer(
    int character,
    int palette,
    List<Integer> deck,
    int side,
    int unknown,
    int disabledSimultaneousButtons) {
  /** Copies the deck. */
  public RepPlayer {
    deck = List.copyOf(deck);
  }

  /** Encoded size. */
  public int size() {
    return 9 + 2 * deck.size();
  }
}
