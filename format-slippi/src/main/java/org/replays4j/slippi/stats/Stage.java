package org.replays4j.slippi.stats;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;

/**
 * Melee's stage ids as Game Start reports them ({@code GameStart.stageId}): the 29 versus stages,
 * the single-player Target Test stages and the Home-Run Contest stadium. {@link #of(int)} maps an
 * id to its constant; {@link #UNKNOWN} stands for an id outside the table.
 */
public enum Stage implements Named {
  FOUNTAIN_OF_DREAMS(2, "Fountain of Dreams"),
  POKEMON_STADIUM(3, "Pokémon Stadium"),
  PRINCESS_PEACHS_CASTLE(4, "Princess Peach's Castle"),
  KONGO_JUNGLE(5, "Kongo Jungle"),
  BRINSTAR(6, "Brinstar"),
  CORNERIA(7, "Corneria"),
  YOSHIS_STORY(8, "Yoshi's Story"),
  ONETT(9, "Onett"),
  MUTE_CITY(10, "Mute City"),
  RAINBOW_CRUISE(11, "Rainbow Cruise"),
  JUNGLE_JAPES(12, "Jungle Japes"),
  GREAT_BAY(13, "Great Bay"),
  HYRULE_TEMPLE(14, "Hyrule Temple"),
  BRINSTAR_DEPTHS(15, "Brinstar Depths"),
  YOSHIS_ISLAND(16, "Yoshi's Island"),
  GREEN_GREENS(17, "Green Greens"),
  FOURSIDE(18, "Fourside"),
  MUSHROOM_KINGDOM(19, "Mushroom Kingdom I"),
  MUSHROOM_KINGDOM_2(20, "Mushroom Kingdom II"),
  VENOM(22, "Venom"),
  POKE_FLOATS(23, "Poké Floats"),
  BIG_BLUE(24, "Big Blue"),
  ICICLE_MOUNTAIN(25, "Icicle Mountain"),
  ICETOP(26, "Icetop"),
  FLAT_ZONE(27, "Flat Zone"),
  DREAM_LAND_N64(28, "Dream Land N64"),
  YOSHIS_ISLAND_N64(29, "Yoshi's Island N64"),
  KONGO_JUNGLE_N64(30, "Kongo Jungle N64"),
  BATTLEFIELD(31, "Battlefield"),
  FINAL_DESTINATION(32, "Final Destination"),
  TARGET_TEST_MARIO(33, "Target Test (Mario)"),
  TARGET_TEST_CAPTAIN_FALCON(34, "Target Test (Captain Falcon)"),
  TARGET_TEST_YOUNG_LINK(35, "Target Test (Young Link)"),
  TARGET_TEST_DONKEY_KONG(36, "Target Test (Donkey Kong)"),
  TARGET_TEST_DR_MARIO(37, "Target Test (Dr. Mario)"),
  TARGET_TEST_FALCO(38, "Target Test (Falco)"),
  TARGET_TEST_FOX(39, "Target Test (Fox)"),
  TARGET_TEST_ICE_CLIMBERS(40, "Target Test (Ice Climbers)"),
  TARGET_TEST_KIRBY(41, "Target Test (Kirby)"),
  TARGET_TEST_BOWSER(42, "Target Test (Bowser)"),
  TARGET_TEST_LINK(43, "Target Test (Link)"),
  TARGET_TEST_LUIGI(44, "Target Test (Luigi)"),
  TARGET_TEST_MARTH(45, "Target Test (Marth)"),
  TARGET_TEST_MEWTWO(46, "Target Test (Mewtwo)"),
  TARGET_TEST_NESS(47, "Target Test (Ness)"),
  TARGET_TEST_PEACH(48, "Target Test (Peach)"),
  TARGET_TEST_PICHU(49, "Target Test (Pichu)"),
  TARGET_TEST_PIKACHU(50, "Target Test (Pikachu)"),
  TARGET_TEST_JIGGLYPUFF(51, "Target Test (Jigglypuff)"),
  TARGET_TEST_SAMUS(52, "Target Test (Samus)"),
  TARGET_TEST_SHEIK(53, "Target Test (Sheik)"),
  TARGET_TEST_YOSHI(54, "Target Test (Yoshi)"),
  TARGET_TEST_ZELDA(55, "Target Test (Zelda)"),
  TARGET_TEST_GAME_AND_WATCH(56, "Target Test (Mr. Game & Watch)"),
  TARGET_TEST_ROY(57, "Target Test (Roy)"),
  TARGET_TEST_GANONDORF(58, "Target Test (Ganondorf)"),
  HOME_RUN_STADIUM(84, "Home-Run Stadium"),
  /** An id outside the table (id -1). */
  UNKNOWN(-1, "Unknown stage");

  private static final CodeTable<Stage> IDS = CodeTable.of(Stage.class);

  Stage(int id, String displayName) {
    CodeTable.row(this, id, displayName);
  }

  /** The stage with id {@code id}, or {@link #UNKNOWN}. */
  public static Stage of(int id) {
    return IDS.get(id, UNKNOWN);
  }

  /** The name of stage {@code id}, or "stage &lt;id&gt;" when it is not in the table. */
  public static String nameOf(int id) {
    Stage e = IDS.get(id); // no lambdas: each costs a class spun at run time on first use
    return e == null ? "stage " + id : e.displayName();
  }
}
