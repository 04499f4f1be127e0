package org.replays4j.soku.record;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Named;

/**
 * Scene ids carried by GAME_LOADED, GAME_LOADED_ACK and GAME_INPUT: {@link #id()} is the wire id.
 */
public enum Scene implements Named {
  CHARACTER_SELECT(0x03, "Character select"),
  BATTLE(0x05, "Battle");

  private static final CodeTable<Scene> IDS = CodeTable.of(Scene.class);

  Scene(int id, String displayName) {
    CodeTable.row(this, id, displayName);
  }

  /** The scene for {@code id}, or {@code null} when unknown. */
  public static Scene of(int id) {
    return IDS.get(id);
  }
}
