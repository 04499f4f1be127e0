package org.replays4j.soku.capture;

/** LINKTYPE_* values this library can take apart down to IP. */
public final class LinkType {
  private LinkType() {}

  /** BSD loopback: 4-byte address family in host byte order. */
  public static final int NULL = 0;

  /** Ethernet II (with 802.1Q / QinQ tags). */
  public static final int ETHERNET = 1;

  /** Raw IPv4 or IPv6 (version nibble decides). */
  public static final int RAW = 101;

  /** OpenBSD loopback: 4-byte address family in network byte order. */
  public static final int LOOP = 108;

  /** Linux cooked capture v1 (16-byte header). */
  public static final int LINUX_SLL = 113;

  /** Raw IPv4. */
  public static final int IPV4 = 228;

  /** Raw IPv6. */
  public static final int IPV6 = 229;

  /** Linux cooked capture v2 (20-byte header). */
  public static final int LINUX_SLL2 = 276;

  /** Old DLT_RAW values some systems write for raw IP. */
  static final int RAW_OLD_12 = 12;

  static final int RAW_OLD_14 = 14;
}
