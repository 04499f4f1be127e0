package org.replays4j.screp.record;

/**
 * Build (0x0C): u8 order, u16 x, u16 y (tiles), u16 unit type. With order 0x47 (BuildingLand) screp
 * calls it a Land command ({@link #isLand()}).
 *
 * @param frame frame number of the block the command is in
 * @param player player id that issued the command (observers start at 128)
 * @param order order id (e.g. 0x1E PlaceBuilding, 0x1F PlaceProtossBuilding, 0x47 BuildingLand)
 * @param x tile x
 * @param y tile y
 * @param unitType unit type id
 */
public record Build(int frame, int player, int order, int x, int y, int unitType)
    implements Command {
  /** Always 0x0C. */
  @Override
  public int type() {
    return 0x0C;
  }

  /** True when screp relabels this command as the virtual Land command (order 0x47). */
  public boolean isLand() {
    return order == 0x47;
  }

  @Override
  public int screpType() {
    return isLand() ? 0xFE : 0x0C;
  }
}
