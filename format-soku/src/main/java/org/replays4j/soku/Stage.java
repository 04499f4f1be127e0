package org.replays4j.soku;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;

/** Stages by raw id and display name (docs/formats/soku.md#ids). */
public enum Stage implements Named {
  HAKUREI_SHRINE_DESTROYED(0, "Hakurei Shrine Destroyed"),
  FOREST_OF_MAGIC(1, "Forest of Magic"),
  CREEK_OF_GENBU(2, "Creek of Genbu"),
  YOUKAI_MOUNTAIN(3, "Youkai Mountain"),
  MYSTERIOUS_SEA_OF_CLOUD(4, "Mysterious Sea of Cloud"),
  BHAVA_AGRA(5, "Bhava Agra"),
  SPACE(6, "Space"),
  HAKUREI_SHRINE(10, "Hakurei Shrine"),
  KIRISAME_MAGIC_SHOP(11, "Kirisame Magic Shop"),
  SDM_CLOCK_TOWER(12, "SDM Clock Tower"),
  FOREST_OF_DOLLS(13, "Forest of Dolls"),
  SDM_LIBRARY(14, "SDM Library"),
  NETHERWORLD(15, "Netherworld"),
  SDM_FOYER(16, "SDM Foyer"),
  HAKUGYOKUROU_SNOWY_GARDEN(17, "Hakugyokurou Snowy Garden"),
  BAMBOO_FOREST_OF_THE_LOST(18, "Bamboo Forest of the Lost"),
  SHORE_OF_MISTY_LAKE(30, "Shore of Misty Lake"),
  MORIYA_SHRINE(31, "Moriya Shrine"),
  MOUTH_OF_GEYSER(32, "Mouth of Geyser"),
  CATWALK_OF_GEYSER(33, "Catwalk of Geyser"),
  FUSION_REACTOR_CORE(34, "Fusion Reactor Core"),
  STORY_DARK_STAGE(35, "Story Dark Stage"),
  STORY_CLOCK_TOWER_1(36, "Story Clock Tower 1"),
  STORY_CLOCK_TOWER_2(37, "Story Clock Tower 2"),
  STORY_CLOCK_TOWER_3(38, "Story Clock Tower 3");

  private static final CodeTable<Stage> IDS = CodeTable.of(Stage.class);

  Stage(int id, String displayName) {
    CodeTable.row(this, id, displayName);
  }

  /**
   * SokuLib's flattened index (0–19 for the selectable stages): ids ≥ 30 minus 11, then ids ≥ 10
   * minus 4.
   */
  public int flatIndex() {
    int id = id();
    int i = id >= 30 ? id - 11 : id;
    return i >= 10 ? i - 4 : i;
  }

  /** The stage with {@code id}, or {@code null}. */
  public static Stage of(int id) {
    return IDS.get(id);
  }

  /** Name for summaries: the enum name, or {@code "UNKNOWN_<id>"}. */
  public static String nameOf(int id) {
    return IDS.nameOf(id, Stage::name, i -> i < 0 ? null : "UNKNOWN_" + i);
  }
}
