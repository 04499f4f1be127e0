package org.replays4j.screp.stats;

import java.util.List;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.record.StartLocation;

/** Each player's start location (CHK UNIT, by slot) and its clock direction from the map centre. */
final class StartLocations {
  private StartLocations() {}

  static void assign(List<PlayerState> players, ScrepReplay r) {
    if (r.map() == null) return;
    double cx = r.mapWidth() * 16.0;
    double cy = r.mapHeight() * 16.0;
    for (PlayerState p : players) {
      for (StartLocation s : r.map().startLocations()) {
        if (s.slotId() == p.slot.slotId()) {
          p.start = s;
          p.direction = angleToClock(Math.atan2(cy - s.y(), s.x() - cx));
          break;
        }
      }
    }
  }

  /** screp's angleToClock: radians (0 = east, counter-clockwise) to a clock hour 1..12. */
  static int angleToClock(double angle) {
    double hour = Math.PI / 6;
    angle = -angle + hour * 3.5;
    while (angle < 0) angle += hour * 12;
    while (angle >= hour * 12) angle -= hour * 12;
    int h = (int) (angle / hour);
    return h == 0 ? 12 : h;
  }
}
