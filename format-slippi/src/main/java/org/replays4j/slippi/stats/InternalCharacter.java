package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;

/**
 * Melee's <em>internal</em> character ids, as post-frame updates report them ({@code
 * PostFrameUpdate.internalCharacterId}). Unlike the {@link MeleeCharacter external} ids, the Ice
 * Climbers are two characters (Popo and Nana), and Zelda and Sheik are told apart.
 *
 * <p>Each fighter also carries its aerial landing lag (frames of landing, normal and L-cancelled,
 * for nair/fair/bair/uair/dair), the table slippi-js's edge-cancel rule uses
 * (docs/formats/slippi-stats.md Appendix A). The bosses, wireframes and Sandbag have none.
 */
public enum InternalCharacter implements Named {
  MARIO(0x00, "Mario", new int[] {16, 8, 21, 10, 15, 7, 15, 7, 23, 11}),
  FOX(0x01, "Fox", new int[] {15, 7, 22, 11, 20, 10, 18, 9, 18, 9}),
  CAPTAIN_FALCON(0x02, "Captain Falcon", new int[] {15, 7, 19, 9, 18, 9, 15, 7, 24, 12}),
  DONKEY_KONG(0x03, "Donkey Kong", new int[] {20, 10, 30, 15, 15, 7, 25, 12, 31, 15}),
  KIRBY(0x04, "Kirby", new int[] {15, 7, 20, 10, 15, 7, 15, 7, 20, 10}),
  BOWSER(0x05, "Bowser", new int[] {30, 15, 30, 15, 35, 17, 30, 15, 40, 20}),
  LINK(0x06, "Link", new int[] {15, 7, 15, 7, 15, 7, 30, 15, 50, 25}),
  SHEIK(0x07, "Sheik", new int[] {16, 8, 16, 8, 16, 8, 24, 12, 20, 10}),
  NESS(0x08, "Ness", new int[] {22, 11, 18, 9, 18, 9, 18, 9, 28, 14}),
  PEACH(0x09, "Peach", new int[] {17, 8, 25, 12, 15, 7, 15, 7, 15, 7}),
  POPO(0x0A, "Popo", new int[] {20, 10, 20, 10, 20, 10, 32, 16, 25, 12}),
  NANA(0x0B, "Nana", new int[] {20, 10, 20, 10, 20, 10, 32, 16, 25, 12}),
  PIKACHU(0x0C, "Pikachu", new int[] {15, 7, 20, 10, 30, 15, 26, 13, 40, 20}),
  SAMUS(0x0D, "Samus", new int[] {15, 7, 15, 7, 15, 7, 15, 7, 15, 7}),
  YOSHI(0x0E, "Yoshi", new int[] {15, 7, 21, 10, 15, 7, 19, 9, 26, 13}),
  JIGGLYPUFF(0x0F, "Jigglypuff", new int[] {20, 10, 20, 10, 20, 10, 20, 10, 30, 15}),
  MEWTWO(0x10, "Mewtwo", new int[] {26, 13, 25, 12, 28, 14, 20, 10, 28, 14}),
  LUIGI(0x11, "Luigi", new int[] {15, 7, 25, 12, 15, 7, 15, 7, 18, 9}),
  MARTH(0x12, "Marth", new int[] {15, 7, 15, 7, 24, 12, 15, 7, 32, 16}),
  ZELDA(0x13, "Zelda", new int[] {18, 9, 18, 9, 18, 9, 25, 12, 24, 12}),
  YOUNG_LINK(0x14, "Young Link", new int[] {15, 7, 15, 7, 15, 7, 30, 15, 50, 25}),
  DR_MARIO(0x15, "Dr. Mario", new int[] {18, 9, 25, 12, 18, 9, 18, 9, 24, 12}),
  FALCO(0x16, "Falco", new int[] {15, 7, 22, 11, 20, 10, 18, 9, 18, 9}),
  PICHU(0x17, "Pichu", new int[] {12, 6, 15, 7, 18, 9, 18, 9, 26, 13}),
  GAME_AND_WATCH(0x18, "Mr. Game & Watch", new int[] {15, 7, 25, 12, 18, 9, 15, 7, 20, 10}),
  GANONDORF(0x19, "Ganondorf", new int[] {25, 12, 25, 12, 25, 12, 25, 12, 35, 17}),
  ROY(0x1A, "Roy", new int[] {20, 10, 20, 10, 24, 12, 18, 9, 32, 16}),
  MASTER_HAND(0x1B, "Master Hand", null),
  CRAZY_HAND(0x1C, "Crazy Hand", null),
  WIREFRAME_MALE(0x1D, "Wireframe (male)", null),
  WIREFRAME_FEMALE(0x1E, "Wireframe (female)", null),
  GIGA_BOWSER(0x1F, "Giga Bowser", null),
  SANDBAG(0x20, "Sandbag", null),
  /** An id outside the table (id -1). */
  UNKNOWN(-1, "Unknown character", null);

  private static final CodeTable<InternalCharacter> IDS = CodeTable.of(InternalCharacter.class);

  /** landing lag, L-cancelled landing lag, for nair, fair, bair, uair, dair; null when unknown. */
  private final int[] landingLag;

  InternalCharacter(int id, String displayName, int[] landingLag) {
    CodeTable.row(this, id, displayName);
    this.landingLag = landingLag;
  }

  /** Whether the aerial landing-lag table has this character. */
  public boolean hasLandingLag() {
    return landingLag != null;
  }

  /**
   * Landing lag in frames of aerial {@code aerial} (0 nair, 1 fair, 2 bair, 3 uair, 4 dair), normal
   * ({@code lCancelled} false) or L-cancelled; -1 when the table does not have the character.
   */
  public int landingLag(int aerial, boolean lCancelled) {
    if (landingLag == null) return -1;
    return landingLag[aerial * 2 + (lCancelled ? 1 : 0)];
  }

  /** The character with internal id {@code id}, or {@link #UNKNOWN}. */
  public static InternalCharacter of(int id) {
    return IDS.get(id, UNKNOWN);
  }
}
