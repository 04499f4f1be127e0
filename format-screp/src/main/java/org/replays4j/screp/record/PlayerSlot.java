package org.replays4j.screp.record;

/**
 * One of the 12 player records of the header (36 bytes at 0xA1 + 36·index,
 * docs/formats/screp.md#header).
 *
 * @param index record index 0..11
 * @param slotId slot id (u16 at +0)
 * @param playerId player id (u8 at +4); 255 for computers
 * @param type player type (u8 at +8): 0 Inactive, 1 Computer, 2 Human, 3 Rescue Passive, 5 Computer
 *     Controlled, 6 Open, 7 Neutral, 8 Closed
 * @param race race (u8 at +9): 0 Zerg, 1 Terran, 2 Protoss, 6 Random
 * @param team team / force (u8 at +10) as stored (not screp's inferred team)
 * @param name player name (25 bytes at +11)
 * @param color colour id from the slot colour table (index &lt; 8), or -1 for records 8..11
 */
public record PlayerSlot(
    int index, int slotId, int playerId, int type, int race, int team, RawText name, int color) {
  /** A record with a non-empty name: screp's definition of a real player. */
  public boolean isReal() {
    return !name.isEmpty();
  }

  /** A copy with another name (1.18+ player-names section). */
  public PlayerSlot withName(RawText n) {
    return new PlayerSlot(index, slotId, playerId, type, race, team, n, color);
  }

  /** A copy with another colour (1.21+ CCLR section). */
  public PlayerSlot withColor(int c) {
    return new PlayerSlot(index, slotId, playerId, type, race, team, name, c);
  }
}
