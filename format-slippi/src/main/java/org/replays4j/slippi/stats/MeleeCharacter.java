package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;

/**
 * Melee's <em>external</em> character ids: the ids of the character select screen, used by Game
 * Start ({@code GameStartPlayer.characterId}) and by Slippi's metadata. Post-frame updates use the
 * {@link InternalCharacter internal} ids instead, which are numbered differently.
 *
 * <p>{@link #of(int)} maps an id to its constant; {@link #UNKNOWN} stands for an id outside the
 * table.
 */
public enum MeleeCharacter implements MeleeName {
  CAPTAIN_FALCON(0x00, "Captain Falcon", "Falcon"),
  DONKEY_KONG(0x01, "Donkey Kong", "DK"),
  FOX(0x02, "Fox", "Fox"),
  GAME_AND_WATCH(0x03, "Mr. Game & Watch", "G&W"),
  KIRBY(0x04, "Kirby", "Kirby"),
  BOWSER(0x05, "Bowser", "Bowser"),
  LINK(0x06, "Link", "Link"),
  LUIGI(0x07, "Luigi", "Luigi"),
  MARIO(0x08, "Mario", "Mario"),
  MARTH(0x09, "Marth", "Marth"),
  MEWTWO(0x0A, "Mewtwo", "Mewtwo"),
  NESS(0x0B, "Ness", "Ness"),
  PEACH(0x0C, "Peach", "Peach"),
  PIKACHU(0x0D, "Pikachu", "Pika"),
  ICE_CLIMBERS(0x0E, "Ice Climbers", "ICs"),
  JIGGLYPUFF(0x0F, "Jigglypuff", "Puff"),
  SAMUS(0x10, "Samus", "Samus"),
  YOSHI(0x11, "Yoshi", "Yoshi"),
  ZELDA(0x12, "Zelda", "Zelda"),
  SHEIK(0x13, "Sheik", "Sheik"),
  FALCO(0x14, "Falco", "Falco"),
  YOUNG_LINK(0x15, "Young Link", "YLink"),
  DR_MARIO(0x16, "Dr. Mario", "Doc"),
  ROY(0x17, "Roy", "Roy"),
  PICHU(0x18, "Pichu", "Pichu"),
  GANONDORF(0x19, "Ganondorf", "Ganon"),
  MASTER_HAND(0x1A, "Master Hand", "Master Hand"),
  WIREFRAME_MALE(0x1B, "Wireframe (male)", "Wireframe M"),
  WIREFRAME_FEMALE(0x1C, "Wireframe (female)", "Wireframe F"),
  GIGA_BOWSER(0x1D, "Giga Bowser", "Giga Bowser"),
  CRAZY_HAND(0x1E, "Crazy Hand", "Crazy Hand"),
  SANDBAG(0x1F, "Sandbag", "Sandbag"),
  POPO(0x20, "Popo", "Popo"),
  /** An id outside the table (id -1). */
  UNKNOWN(-1, "Unknown character", "?");

  private static final CodeTable<MeleeCharacter> IDS = CodeTable.of(MeleeCharacter.class);

  MeleeCharacter(int id, String displayName, String shortName) {
    CodeTable.row(this, id, displayName, shortName);
  }

  /** The character with external id {@code id}, or {@link #UNKNOWN}. */
  public static MeleeCharacter of(int id) {
    return IDS.get(id, UNKNOWN);
  }

  /** The display name of {@code id}, or "character &lt;id&gt;" when it is not in the table. */
  public static String nameOf(int id) {
    MeleeCharacter e = IDS.get(id); // no lambdas: each costs a class spun at run time on first use
    return e == null ? "character " + id : e.displayName();
  }
}
