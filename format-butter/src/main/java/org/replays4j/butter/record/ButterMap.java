package org.replays4j.butter.record;

import org.replays4j.core.codec.CodeTable;

/** Map index table of the header's map byte, bits 1–7 (docs/formats/butter.md#header). */
public enum ButterMap {
  /** 0: not coded. */
  UNCODED(""),
  /** 1. */
  LOBBY("mpl_lobby_b2"),
  /** 2: the Arena map. */
  ARENA("mpl_arena_a"),
  /** 3. */
  COMBAT_FISSION("mpl_combat_fission"),
  /** 4. */
  COMBAT_COMBUSTION("mpl_combat_combustion"),
  /** 5. */
  COMBAT_DYSON("mpl_combat_dyson"),
  /** 6. */
  COMBAT_GAUSS("mpl_combat_gauss"),
  /** 7. */
  TUTORIAL_ARENA("mpl_tutorial_arena");

  private static final CodeTable<ButterMap> MAPS = CodeTable.of(ButterMap.class);

  ButterMap(String apiName) {
    CodeTable.row(this, apiName);
  }

  /** {@code map_name} as the API spells it (empty for {@link #UNCODED}). */
  public String apiName() {
    return MAPS.name(this, 0);
  }

  /** True for {@code mpl_arena_a} only ("InArena"); arena-only blocks exist only then. */
  public boolean isArena() {
    return this == ARENA;
  }

  /** True for the four combat maps ("InCombat"). */
  public boolean isCombat() {
    return ordinal() >= 3 && ordinal() <= 6;
  }

  /** The map with header index {@code index}; {@link #UNCODED} when out of range. */
  public static ButterMap of(int index) {
    return MAPS.get(index, UNCODED);
  }

  /** The map for an API {@code map_name}, or null when the writer would reject it. */
  public static ButterMap ofApiName(String name) {
    for (ButterMap m : values()) {
      if (m.apiName().equals(name)) return m;
    }
    return null;
  }
}
