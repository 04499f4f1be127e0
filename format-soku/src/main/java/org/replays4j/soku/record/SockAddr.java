package org.replays4j.soku.record;

import java.util.Objects;
import org.replays4j.core.io.ByteSlice;

/**
 * A Windows {@code sockaddr_in} as sent inside HELLO, PUNCH and REDIRECT (16 bytes): u16 LE family
 * (2 = AF_INET), u16 <b>big-endian</b> port, 4 address bytes, 8 ignored bytes (often stack
 * garbage).
 *
 * @param family address family, normally 2
 * @param port 0..65535
 * @param address IPv4 address as a big-endian int (first octet in the top byte)
 * @param padding the 8 trailing bytes as sent
 */
public record SockAddr(int family, int port, int address, ByteSlice padding) {
  /** Size on the wire. */
  public static final int SIZE = 16;

  /** Checks the padding length. */
  public SockAddr {
    Objects.requireNonNull(padding, "padding");
    if (padding.length() != 8)
      throw new IllegalArgumentException("padding must be 8 bytes, got " + padding.length());
  }

  /** An AF_INET address with zero padding. */
  public static SockAddr ipv4(int address, int port) {
    return new SockAddr(2, port, address, ByteSlice.wrap(new byte[8]));
  }

  /** Dotted IPv4 text with port, e.g. {@code 127.0.0.1:10800}. */
  @Override
  public String toString() {
    return (address >>> 24)
        + "."
        + ((address >>> 16) & 0xFF)
        + "."
        + ((address >>> 8) & 0xFF)
        + "."
        + (address & 0xFF)
        + ":"
        + port;
  }
}
