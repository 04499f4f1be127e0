package org.replays4j.screp.record;

import java.util.List;
import org.replays4j.core.io.ByteSlice;

/**
 * The map data section (the scenario.chk, docs/formats/screp.md#map-data). Every CHK section is
 * optional; a value whose section is absent is -1, empty or {@link RawText#EMPTY}.
 *
 * @param chkVersion VER (59 StarCraft, 205 Brood War, 206 Remastered), -1 when absent
 * @param tileset ERA &amp; 7 (0 Badlands … 7 Twilight); 7 when ERA is absent (screp's default)
 * @param tilesetMissing true when there is no ERA section
 * @param width DIM width in tiles, -1 when absent
 * @param height DIM height in tiles, -1 when absent
 * @param owners OWNR slot owners (up to 12)
 * @param sides SIDE slot races (up to 12)
 * @param tiles MTXM tile ids (u16 little-endian pairs), empty when absent
 * @param startLocations UNIT start locations in file order
 * @param minerals UNIT mineral fields in file order
 * @param geysers UNIT vespene geysers in file order
 * @param name scenario name (SPRP → STR/STRx)
 * @param description scenario description (SPRP → STR/STRx)
 * @param playerForces FORC force index of players 0..7, empty when FORC is absent
 * @param forces FORC forces, empty when FORC is absent
 * @param sectionTags the CHK section tags in file order
 */
public record MapData(
    int chkVersion,
    int tileset,
    boolean tilesetMissing,
    int width,
    int height,
    List<Integer> owners,
    List<Integer> sides,
    ByteSlice tiles,
    List<StartLocation> startLocations,
    List<Resource> minerals,
    List<Resource> geysers,
    RawText name,
    RawText description,
    List<Integer> playerForces,
    List<Force> forces,
    List<String> sectionTags) {
  /** Copies the lists. */
  public MapData {
    owners = List.copyOf(owners);
    sides = List.copyOf(sides);
    startLocations = List.copyOf(startLocations);
    minerals = List.copyOf(minerals);
    geysers = List.copyOf(geysers);
    playerForces = List.copyOf(playerForces);
    forces = List.copyOf(forces);
    sectionTags = List.copyOf(sectionTags);
  }

  /** Number of MTXM tiles. */
  public int tileCount() {
    return tiles.length() / 2;
  }

  /** MTXM tile {@code i} (u16). */
  public int tile(int i) {
    return tiles.getU8(2 * i) | tiles.getU8(2 * i + 1) << 8;
  }
}
