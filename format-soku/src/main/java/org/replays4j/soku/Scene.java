package org.replays4j.soku;

/** Scene ids carried by GAME_LOADED, GAME_LOADED_ACK and GAME_INPUT. */
public enum Scene {
  /** 0x03: character select. */
  CHARACTER_SELECT(0x03),
  /** 0x05: battle. */
  BATTLE(0x05);

  private final int id;

  Scene(int id) {
    this.id = id;
  }

  /** The wire id. */
  public int id() {
    return id;
  }

  /** The scene for {@code id}, or {@code null} when unknown. */
  public static Scene of(int id) {
    return id == 0x03 ? CHARACTER_SELECT : id == 0x05 ? BATTLE : null;
  }
}
