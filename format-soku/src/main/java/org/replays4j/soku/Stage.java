package org.replays4j.soku;

/** Stages by raw id (soku-facts.md §6). */
public enum Stage {
  HAKUREI_SHRINE_DESTROYED(0), FOREST_OF_MAGIC(1), CREEK_OF_GENBU(2), YOUKAI_MOUNTAIN(3),
  MYSTERIOUS_SEA_OF_CLOUD(4), BHAVA_AGRA(5), SPACE(6), HAKUREI_SHRINE(10), KIRISAME_MAGIC_SHOP(11),
  SDM_CLOCK_TOWER(12), FOREST_OF_DOLLS(13), SDM_LIBRARY(14), NETHERWORLD(15), SDM_FOYER(16),
  HAKUGYOKUROU_SNOWY_GARDEN(17), BAMBOO_FOREST_OF_THE_LOST(18), SHORE_OF_MISTY_LAKE(30), MORIYA_SHRINE(31),
  MOUTH_OF_GEYSER(32), CATWALK_OF_GEYSER(33), FUSION_REACTOR_CORE(34), STORY_DARK_STAGE(35),
  STORY_CLOCK_TOWER_1(36), STORY_CLOCK_TOWER_2(37), STORY_CLOCK_TOWER_3(38);

  private static final Stage[] BY_ID = new Stage[256];

  static {
    for (Stage s : values()) BY_ID[s.id] = s;
  }

  private final int id;

  Stage(int id) { this.id = id; }

  /** The raw id. */
  public int id() { return id; }

  /** SokuLib's flattened index (0–19 for the selectable stages): ids ≥ 30 minus 11, then ids ≥ 10 minus 4. */
  public int flatIndex() {
    int i = id >= 30 ? id - 11 : id;
    return i >= 10 ? i - 4 : i;
  }

  /** The stage with {@code id}, or {@code null}. */
  public static Stage of(int id) { return id >= 0 && id < 256 ? BY_ID[id] : null; }

  /** Name for summaries: the enum name, or {@code "UNKNOWN_<id>"}. */
  public static String nameOf(int id) {
    Stage s = of(id);
    return s != null ? s.name() : id < 0 ? null : "UNKNOWN_" + id;
  }
}
