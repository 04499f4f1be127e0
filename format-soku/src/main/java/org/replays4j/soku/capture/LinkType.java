package org.replays4j.soku.capture;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Coded;

/**
 * The LINKTYPE_* values this library can take apart down to IP; each constant's {@link #code()} is
 * its LINKTYPE number, and its row also gives the length of the link-layer header before IP. A
 * capture may name any other link type: {@link CaptureInterface#linkType()} keeps the number as
 * read and {@link #of} gives null for it.
 */
public enum LinkType implements Coded {
  /** 0: BSD loopback: 4-byte address family in host byte order. */
  NULL(0, 4),
  /** 1: Ethernet II (with 802.1Q / QinQ tags). */
  ETHERNET(1, 14),
  /** 12: an old DLT_RAW value some systems write for raw IP. */
  RAW_OLD_12(12, 0),
  /** 14: an old DLT_RAW value some systems write for raw IP. */
  RAW_OLD_14(14, 0),
  /** 101: raw IPv4 or IPv6 (version nibble decides). */
  RAW(101, 0),
  /** 108: OpenBSD loopback: 4-byte address family in network byte order. */
  LOOP(108, 4),
  /** 113: Linux cooked capture v1 (16-byte header). */
  LINUX_SLL(113, 16),
  /** 228: raw IPv4. */
  IPV4(228, 0),
  /** 229: raw IPv6. */
  IPV6(229, 0),
  /** 276: Linux cooked capture v2 (20-byte header). */
  LINUX_SLL2(276, 20);

  private static final CodeTable<LinkType> CODES = CodeTable.of(LinkType.class);

  private final int headerLength;

  LinkType(int code, int headerLength) {
    CodeTable.row(this, code);
    this.headerLength = headerLength;
  }

  /** Bytes of link-layer header before the IP header (Ethernet: without VLAN tags). */
  int headerLength() {
    return headerLength;
  }

  /** The link type numbered {@code code}, or {@code null} for one this library cannot read. */
  public static LinkType of(int code) {
    return CODES.get(code);
  }
}
