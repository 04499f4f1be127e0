package org.replays4j.soku;

/**
 * Card id ranges (docs/formats/soku.md#ids): 0–20 system cards, 100–199 skill cards and 200–299
 * spell cards of the deck's character. Names are per character in the game data and are not carried
 * here.
 */
public final class Cards {
  private Cards() {}

  /** Card categories. */
  public enum Kind {
    /** 0–20: shared system cards. */
    SYSTEM,
    /** 100–199: the character's skill cards. */
    SKILL,
    /** 200–299: the character's spell cards. */
    SPELL,
    /** Any other id. */
    UNKNOWN
  }

  /** The category of card {@code id}. */
  public static Kind kindOf(int id) {
    if (id >= 0 && id <= 20) return Kind.SYSTEM;
    if (id >= 100 && id < 200) return Kind.SKILL;
    if (id >= 200 && id < 300) return Kind.SPELL;
    return Kind.UNKNOWN;
  }

  /** Cards in a vanilla deck. */
  public static final int DECK_SIZE = 20;
}
