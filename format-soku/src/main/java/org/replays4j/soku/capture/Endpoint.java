package org.replays4j.soku.capture;

import org.replays4j.core.event.TextValue;

/**
 * An IP address and UDP port, written {@code 127.0.0.1:52513} (or {@code [::1]:52513}) in JSON and
 * tables. IPv4 addresses are held in the low 32 bits of {@code lo}; IPv6 in {@code hi:lo}
 * (big-endian halves).
 *
 * @param hi upper 64 bits of an IPv6 address, 0 for IPv4
 * @param lo lower 64 bits of an IPv6 address, or the IPv4 address
 * @param port UDP port 0..65535
 * @param ipv6 true for IPv6
 */
public record Endpoint(long hi, long lo, int port, boolean ipv6)
    implements Comparable<Endpoint>, TextValue {
  /** An IPv4 endpoint; {@code address} as a big-endian int. */
  public static Endpoint ipv4(int address, int port) {
    return new Endpoint(0, address & 0xFFFFFFFFL, port, false);
  }

  /** The address as text ({@code 127.0.0.1} or full-form IPv6). */
  public String addressText() {
    if (!ipv6) {
      return (lo >>> 24 & 0xFF)
          + "."
          + (lo >>> 16 & 0xFF)
          + "."
          + (lo >>> 8 & 0xFF)
          + "."
          + (lo & 0xFF);
    }
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < 8; i++) {
      long v = i < 4 ? hi >>> (48 - 16 * i) : lo >>> (48 - 16 * (i - 4));
      if (i > 0) sb.append(':');
      sb.append(Long.toHexString(v & 0xFFFF));
    }
    return sb.toString();
  }

  /** {@link #toString()}: JSON output and table columns show the endpoint this way. */
  @Override
  public String text() {
    return toString();
  }

  @Override
  public String toString() {
    return ipv6 ? "[" + addressText() + "]:" + port : addressText() + ":" + port;
  }

  @Override
  public int compareTo(Endpoint o) {
    int c = Boolean.compare(ipv6, o.ipv6);
    if (c == 0) c = Long.compareUnsigned(hi, o.hi);
    if (c == 0) c = Long.compareUnsigned(lo, o.lo);
    if (c == 0) c = Integer.compare(port, o.port);
    return c;
  }
}
