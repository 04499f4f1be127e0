package org.replays4j.soku.record;

/** Which way a game packet travels: the packet type (0x0D or 0x0E) says it. */
public enum Channel {
  /** HOST_GAME (0x0D): parent to child. */
  HOST_GAME,
  /** CLIENT_GAME (0x0E): child to parent. */
  CLIENT_GAME;

  /** The packet type byte. */
  public int code() {
    return this == HOST_GAME ? 0x0D : 0x0E;
  }
}
