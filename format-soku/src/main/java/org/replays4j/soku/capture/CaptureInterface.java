package org.replays4j.soku.capture;

/**
 * One capture interface (a pcapng IDB, or the single link of a pcap file).
 *
 * @param id interface id within its section (0 for pcap)
 * @param linkType LINKTYPE_* value (1 Ethernet, 113 Linux SLL, 276 SLL2, 101 raw IP, 0 / 108
 *     loopback, ...)
 * @param snapLength maximum captured bytes per packet, 0 = unlimited
 * @param unitsPerSecond timestamp resolution (1 000 000 for µs, 1 000 000 000 for ns, ...)
 * @param offsetSeconds seconds added to every timestamp (pcapng if_tsoffset)
 */
public record CaptureInterface(
    int id, int linkType, long snapLength, long unitsPerSecond, long offsetSeconds) {
  /** Converts a raw timestamp in this interface's units to nanoseconds since the epoch. */
  public long toNanos(long ts) {
    long nanos;
    if (unitsPerSecond == 1_000_000_000L) {
      nanos = ts;
    } else if (1_000_000_000L % unitsPerSecond == 0) {
      nanos = ts * (1_000_000_000L / unitsPerSecond);
    } else {
      long sec = Long.divideUnsigned(ts, unitsPerSecond);
      long rem = Long.remainderUnsigned(ts, unitsPerSecond);
      nanos = sec * 1_000_000_000L + (long) (rem * (1e9 / unitsPerSecond));
    }
    return nanos + offsetSeconds * 1_000_000_000L;
  }
}
