package org.replays4j.soku;

import org.replays4j.core.codec.CodeTable;

/** Stages by raw id (docs/formats/soku.md#ids). */
public enum Stage {
  /** 0: Hakurei Shrine Destroyed. */
  HAKUREI_SHRINE_DESTROYED(0),
  /** 1: Forest of Magic. */
  FOREST_OF_MAGIC(1),
  /** 2: Creek of Genbu. */
  CREEK_OF_GENBU(2),
  /** 3: Youkai Mountain. */
  YOUKAI_MOUNTAIN(3),
  /** 4: Mysterious Sea of Cloud. */
  MYSTERIOUS_SEA_OF_CLOUD(4),
  /** 5: Bhava Agra. */
  BHAVA_AGRA(5),
  /** 6: Space. */
  SPACE(6),
  /** 10: Hakurei Shrine. */
  HAKUREI_SHRINE(10),
  /** 11: Kirisame Magic Shop. */
  KIRISAME_MAGIC_SHOP(11),
  /** 12: SDM Clock Tower. */
  SDM_CLOCK_TOWER(12),
  /** 13: Forest of Dolls. */
  FOREST_OF_DOLLS(13),
  /** 14: SDM Library. */
  SDM_LIBRARY(14),
  /** 15: Netherworld. */
  NETHERWORLD(15),
  /** 16: SDM Foyer. */
  SDM_FOYER(16),
  /** 17: Hakugyokurou Snowy Garden. */
  HAKUGYOKUROU_SNOWY_GARDEN(17),
  /** 18: Bamboo Forest of the Lost. */
  BAMBOO_FOREST_OF_THE_LOST(18),
  /** 30: Shore of Misty Lake. */
  SHORE_OF_MISTY_LAKE(30),
  /** 31: Moriya Shrine. */
  MORIYA_SHRINE(31),
  /** 32: Mouth of Geyser. */
  MOUTH_OF_GEYSER(32),
  /** 33: Catwalk of Geyser. */
  CATWALK_OF_GEYSER(33),
  /** 34: Fusion Reactor Core. */
  FUSION_REACTOR_CORE(34),
  /** 35: Story Dark Stage. */
  STORY_DARK_STAGE(35),
  /** 36: Story Clock Tower 1. */
  STORY_CLOCK_TOWER_1(36),
  /** 37: Story Clock Tower 2. */
  STORY_CLOCK_TOWER_2(37),
  /** 38: Story Clock Tower 3. */
  STORY_CLOCK_TOWER_3(38);

  private static final CodeTable<Stage> IDS = CodeTable.of(Stage.class);

  Stage(int id) {
    CodeTable.row(this, id);
  }

  /** The raw id. */
  public int id() {
    return IDS.code(this);
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
