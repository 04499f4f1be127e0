package org.replays4j.soku.capture;

import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Bytes;

/**
 * Takes a link-layer frame apart down to a UDP payload: link types of {@link LinkType}, IPv4 (no
 * fragments beyond the first) and IPv6 (skipping hop-by-hop, routing, destination-options and
 * fragment headers), UDP. Frames that are not UDP are not errors ({@link #parse} returns false);
 * malformed or cut frames are. Results are left in the fields (no allocation). Not thread-safe.
 */
public final class UdpExtractor {
  private static final String F = CaptureReader.FORMAT;

  /** Source address (IPv6 upper half; 0 for IPv4). */
  public long srcHi;

  /** Source address (IPv6 lower half or IPv4). */
  public long srcLo;

  /** Destination address (IPv6 upper half). */
  public long dstHi;

  /** Destination address (IPv6 lower half or IPv4). */
  public long dstLo;

  /** True when the datagram travelled over IPv6. */
  public boolean ipv6;

  /** Source port. */
  public int srcPort;

  /** Destination port. */
  public int dstPort;

  /** Index of the UDP payload in the frame array. */
  public int payloadOff;

  /** UDP payload length. */
  public int payloadLen;

  /**
   * Parses {@code a[off, off+len)} captured with {@code linkType}.
   *
   * @param linkType the frame's link layer; {@code null} (a link type this library cannot read:
   *     {@link LinkType#of} of its number) is not UDP
   * @param base capture offset of {@code a[off]}, for errors
   * @return true when the frame holds a complete UDP datagram
   */
  public boolean parse(LinkType linkType, byte[] a, int off, int len, long base)
      throws ReplayFormatException {
    if (linkType == null) return false;
    int end = off + len;
    int p;
    int etherType;
    switch (linkType) {
      case ETHERNET -> {
        need(off, 14, end, base, off, "Ethernet header");
        p = off + 12;
        etherType = Bytes.u16be(a, p);
        p += 2;
        while (etherType == 0x8100 || etherType == 0x88A8 || etherType == 0x9100) {
          need(p, 4, end, base, off, "VLAN tag");
          etherType = Bytes.u16be(a, p + 2);
          p += 4;
        }
      }
      case LINUX_SLL -> {
        need(off, 16, end, base, off, "Linux SLL header");
        etherType = Bytes.u16be(a, off + 14);
        p = off + 16;
      }
      case LINUX_SLL2 -> {
        need(off, 20, end, base, off, "Linux SLL2 header");
        etherType = Bytes.u16be(a, off);
        p = off + 20;
      }
      case NULL, LOOP -> {
        need(off, 4, end, base, off, "loopback header");
        int fam = Bytes.s32be(a, off);
        // DLT_NULL is in the capturing host's order: accept both
        if (linkType == LinkType.NULL && (fam & 0xFFFF) == 0) fam = Integer.reverseBytes(fam);
        p = off + 4;
        etherType =
            fam == 2 ? 0x0800 : (fam == 24 || fam == 28 || fam == 30 || fam == 10) ? 0x86DD : -1;
      }
      case RAW, RAW_OLD_12, RAW_OLD_14, IPV4, IPV6 -> {
        need(off, 1, end, base, off, "IP header");
        int v = (a[off] & 0xFF) >>> 4;
        etherType = v == 4 ? 0x0800 : v == 6 ? 0x86DD : -1;
        p = off;
      }
      default -> {
        return false;
      }
    }
    if (etherType == 0x0800) return ipv4(a, p, end, base, off);
    if (etherType == 0x86DD) return ipv6(a, p, end, base, off);
    return false;
  }

  private boolean ipv4(byte[] a, int p, int end, long base, int off) throws ReplayFormatException {
    need(p, 20, end, base, off, "IPv4 header");
    int vihl = a[p] & 0xFF;
    int ihl = (vihl & 0x0F) * 4;
    if (vihl >>> 4 != 4 || ihl < 20) {
      throw ReplayFormatException.invalid(
          F,
          base + (p - off),
          "expected an IPv4 header (version 4, IHL >= 5) but got 0x" + Integer.toHexString(vihl));
    }
    need(p, ihl, end, base, off, "IPv4 header with options");
    int total = Bytes.u16be(a, p + 2);
    int frag = Bytes.u16be(a, p + 6);
    if ((a[p + 9] & 0xFF) != 17) return false;
    if ((frag & 0x1FFF) != 0 || (frag & 0x2000) != 0) return false; // fragments: not reassembled
    if (total < ihl) {
      throw ReplayFormatException.invalid(
          F, base + (p - off) + 2, "expected an IPv4 total length >= " + ihl + " but got " + total);
    }
    // the frame may carry Ethernet padding after the datagram: trust the IP length
    int ipEnd = p + total;
    if (ipEnd > end) {
      throw ReplayFormatException.truncated(F, base + (end - off), ipEnd - end, 0);
    }
    ipv6 = false;
    srcHi = 0;
    dstHi = 0;
    srcLo = Bytes.s32be(a, p + 12) & 0xFFFFFFFFL;
    dstLo = Bytes.s32be(a, p + 16) & 0xFFFFFFFFL;
    return udp(a, p + ihl, ipEnd, base, off);
  }

  private boolean ipv6(byte[] a, int p, int end, long base, int off) throws ReplayFormatException {
    need(p, 40, end, base, off, "IPv6 header");
    if ((a[p] & 0xF0) != 0x60) {
      throw ReplayFormatException.invalid(
          F, base + (p - off), "expected IPv6 version 6 but got " + ((a[p] & 0xFF) >>> 4));
    }
    int payload = Bytes.u16be(a, p + 4);
    int next = a[p + 6] & 0xFF;
    int ipEnd = p + 40 + payload;
    if (ipEnd > end) throw ReplayFormatException.truncated(F, base + (end - off), ipEnd - end, 0);
    ipv6 = true;
    srcHi = Bytes.s64be(a, p + 8);
    srcLo = Bytes.s64be(a, p + 16);
    dstHi = Bytes.s64be(a, p + 24);
    dstLo = Bytes.s64be(a, p + 32);
    int q = p + 40;
    for (int hops = 0; hops < 16; hops++) {
      if (next == 17) return udp(a, q, ipEnd, base, off);
      if (next == 0 || next == 43 || next == 60) {
        need(q, 8, ipEnd, base, off, "IPv6 extension header");
        int hlen = 8 + (a[q + 1] & 0xFF) * 8;
        next = a[q] & 0xFF;
        q += hlen;
      } else if (next == 44) {
        need(q, 8, ipEnd, base, off, "IPv6 fragment header");
        int fo = Bytes.u16be(a, q + 2);
        if ((fo & 0xFFF9) != 0) return false; // a fragment: not reassembled
        next = a[q] & 0xFF;
        q += 8;
      } else {
        return false;
      }
    }
    return false;
  }

  private boolean udp(byte[] a, int p, int ipEnd, long base, int off) throws ReplayFormatException {
    need(p, 8, ipEnd, base, off, "UDP header");
    srcPort = Bytes.u16be(a, p);
    dstPort = Bytes.u16be(a, p + 2);
    int ulen = Bytes.u16be(a, p + 4);
    if (ulen < 8 || p + ulen > ipEnd) {
      if (ulen == 0 && ipv6) {
        ulen = ipEnd - p; // jumbogram convention
      } else {
        throw ReplayFormatException.invalid(
            F,
            base + (p - off) + 4,
            "expected a UDP length between 8 and " + (ipEnd - p) + " but got " + ulen);
      }
    }
    payloadOff = p + 8;
    payloadLen = ulen - 8;
    return true;
  }

  private static void need(int p, int n, int end, long base, int off, String what)
      throws ReplayFormatException {
    if (p + n > end) {
      throw new ReplayFormatException(
          ReplayFormatException.Kind.TRUNCATED,
          F,
          base + (p - off),
          null,
          null,
          "expected "
              + n
              + " bytes of "
              + what
              + " but got "
              + Math.max(0, end - p)
              + " (truncated frame)",
          null);
    }
  }
}
