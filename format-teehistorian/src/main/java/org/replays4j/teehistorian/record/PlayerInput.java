package org.replays4j.teehistorian.record;

/**
 * The 10 ints of a player input ({@code CNetObj_PlayerInput} order,
 * docs/formats/teehistorian.md#input). In an INPUT_DIFF the same record holds component-wise
 * deltas.
 *
 * @param direction -1 left, 0 none, 1 right
 * @param targetX cursor x relative to the tee
 * @param targetY cursor y relative to the tee
 * @param jump 0/1
 * @param fire press/release counter (odd = held)
 * @param hook 0/1
 * @param playerFlags bit mask: 1 playing, 2 in menu, 4 chatting, 8 scoreboard, 16 aim, 32 spec cam,
 *     …
 * @param wantedWeapon 0 = none, else weapon index + 1
 * @param nextWeapon counter
 * @param prevWeapon counter
 */
public record PlayerInput(
    int direction,
    int targetX,
    int targetY,
    int jump,
    int fire,
    int hook,
    int playerFlags,
    int wantedWeapon,
    int nextWeapon,
    int prevWeapon) {

  /** Number of ints in an input. */
  public static final int SIZE = 10;

  /** All zero. */
  public static final PlayerInput ZERO = new PlayerInput(0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** From the first 10 ints of {@code v} starting at {@code off}. */
  public static PlayerInput of(int[] v, int off) {
    return new PlayerInput(
        v[off],
        v[off + 1],
        v[off + 2],
        v[off + 3],
        v[off + 4],
        v[off + 5],
        v[off + 6],
        v[off + 7],
        v[off + 8],
        v[off + 9]);
  }

  /** From exactly 10 ints. */
  public static PlayerInput of(int... v) {
    if (v.length != SIZE)
      throw new IllegalArgumentException("expected 10 input ints but got " + v.length);
    return of(v, 0);
  }

  /** Field {@code i} (0..9) in spec order. */
  public int get(int i) {
    switch (i) {
      case 0:
        return direction;
      case 1:
        return targetX;
      case 2:
        return targetY;
      case 3:
        return jump;
      case 4:
        return fire;
      case 5:
        return hook;
      case 6:
        return playerFlags;
      case 7:
        return wantedWeapon;
      case 8:
        return nextWeapon;
      case 9:
        return prevWeapon;
      default:
        throw new IndexOutOfBoundsException("input field " + i + " of 10");
    }
  }

  /** The 10 ints in spec order. */
  public int[] toArray() {
    return new int[] {
      direction,
      targetX,
      targetY,
      jump,
      fire,
      hook,
      playerFlags,
      wantedWeapon,
      nextWeapon,
      prevWeapon
    };
  }

  /** Component-wise sum (wrapping like the 32-bit C ints DDNet uses). */
  public PlayerInput plus(PlayerInput d) {
    return new PlayerInput(
        direction + d.direction,
        targetX + d.targetX,
        targetY + d.targetY,
        jump + d.jump,
        fire + d.fire,
        hook + d.hook,
        playerFlags + d.playerFlags,
        wantedWeapon + d.wantedWeapon,
        nextWeapon + d.nextWeapon,
        prevWeapon + d.prevWeapon);
  }

  /** Component-wise difference {@code this - o}. */
  public PlayerInput minus(PlayerInput o) {
    return new PlayerInput(
        direction - o.direction,
        targetX - o.targetX,
        targetY - o.targetY,
        jump - o.jump,
        fire - o.fire,
        hook - o.hook,
        playerFlags - o.playerFlags,
        wantedWeapon - o.wantedWeapon,
        nextWeapon - o.nextWeapon,
        prevWeapon - o.prevWeapon);
  }
}
