package org.replays4j.soku.capture;

import java.io.Closeable;
import java.io.IOException;
import java.io.OutputStream;
import java.nio.ByteOrder;
import java.util.EnumSet;
import java.util.Objects;
import java.util.Set;

/**
 * Writes UDP datagrams as a pcap or pcapng capture (one interface), wrapping each in the chosen
 * link layer, IPv4 or IPv6 (from the endpoints) and UDP headers. IP and UDP checksums are written
 * as 0 (UDP over IPv4: "not computed"; IPv6 readers here do not verify them). Not thread-safe.
 */
public final class CaptureWriter implements Closeable {
  /**
   * Writer options.
   *
   * @param format pcap or pcapng
   * @param byteOrder byte order of the container headers
   * @param linkType one of {@link LinkType#ETHERNET}, {@link LinkType#LINUX_SLL}, {@link
   *     LinkType#LINUX_SLL2}, {@link LinkType#RAW}, {@link LinkType#NULL}
   * @param nanos nanosecond timestamps (pcap ns magic / pcapng if_tsresol 9) instead of
   *     microseconds
   */
  public record Options(
      CaptureFormat format, ByteOrder byteOrder, LinkType linkType, boolean nanos) {
    /** pcapng, little-endian, Ethernet, microseconds. */
    public static final Options DEFAULT =
        new Options(CaptureFormat.PCAPNG, ByteOrder.LITTLE_ENDIAN, LinkType.ETHERNET, false);

    /** Validates. */
    public Options {
      Objects.requireNonNull(format, "format");
      Objects.requireNonNull(byteOrder, "byteOrder");
      if (!WRITABLE.contains(Objects.requireNonNull(linkType, "linkType"))) {
        throw new IllegalArgumentException("unsupported link type for writing: " + linkType);
      }
    }
  }

  /** The link layers {@link #frame} writes. */
  private static final Set<LinkType> WRITABLE =
      EnumSet.of(
          LinkType.ETHERNET, LinkType.LINUX_SLL, LinkType.LINUX_SLL2, LinkType.RAW, LinkType.NULL);

  private final OutputStream out;
  private final Options o;
  private final boolean le;
  private int ipId;

  /** Starts a capture on {@code out} (headers are written immediately). */
  public CaptureWriter(OutputStream out, Options options) throws IOException {
    this.out = out;
    this.o = options;
    this.le = options.byteOrder() == ByteOrder.LITTLE_ENDIAN;
    if (o.format() == CaptureFormat.PCAP) {
      Buf b = new Buf(24);
      b.u32(o.nanos() ? 0xA1B23C4D : 0xA1B2C3D4);
      b.u16(2);
      b.u16(4);
      b.u32(0);
      b.u32(0);
      b.u32(262144);
      b.u32(o.linkType().code());
      out.write(b.a, 0, b.n);
    } else {
      Buf shb = new Buf(28);
      shb.u32(0x0A0D0D0A);
      shb.u32(28);
      shb.u32(0x1A2B3C4D);
      shb.u16(1);
      shb.u16(0);
      shb.u32(-1);
      shb.u32(-1); // section length unknown
      shb.u32(28);
      out.write(shb.a, 0, shb.n);
      int len = 20 + (o.nanos() ? 12 : 0);
      Buf idb = new Buf(len);
      idb.u32(1);
      idb.u32(len);
      idb.u16(o.linkType().code());
      idb.u16(0);
      idb.u32(262144);
      if (o.nanos()) {
        idb.u16(9);
        idb.u16(1);
        idb.u8(9);
        idb.u8(0);
        idb.u16(0);
        idb.u16(0); // opt_endofopt
        idb.u16(0);
      }
      idb.u32(len);
      out.write(idb.a, 0, idb.n);
    }
  }

  /**
   * Writes one datagram sent at {@code tsNanos} (ns since the epoch) from {@code src} to {@code
   * dst}.
   */
  public void udp(long tsNanos, Endpoint src, Endpoint dst, byte[] payload) throws IOException {
    if (src.ipv6() != dst.ipv6()) throw new IllegalArgumentException("mixed IPv4/IPv6 endpoints");
    byte[] frame = frame(src, dst, payload);
    long units = o.nanos() ? tsNanos : Math.floorDiv(tsNanos, 1000);
    if (o.format() == CaptureFormat.PCAP) {
      Buf h = new Buf(16);
      long perSec = o.nanos() ? 1_000_000_000L : 1_000_000L;
      h.u32((int) Math.floorDiv(units, perSec));
      h.u32((int) Math.floorMod(units, perSec));
      h.u32(frame.length);
      h.u32(frame.length);
      out.write(h.a, 0, h.n);
      out.write(frame);
    } else {
      int pad = (4 - frame.length % 4) % 4;
      int total = 28 + frame.length + pad + 4;
      Buf h = new Buf(28);
      h.u32(6);
      h.u32(total);
      h.u32(0);
      h.u32((int) (units >>> 32));
      h.u32((int) units);
      h.u32(frame.length);
      h.u32(frame.length);
      out.write(h.a, 0, h.n);
      out.write(frame);
      out.write(new byte[pad]);
      Buf t = new Buf(4);
      t.u32(total);
      out.write(t.a, 0, t.n);
    }
  }

  private byte[] frame(Endpoint src, Endpoint dst, byte[] payload) {
    int ipLen = (src.ipv6() ? 40 : 20) + 8 + payload.length;
    int linkLen = o.linkType().headerLength();
    int etherType = src.ipv6() ? 0x86DD : 0x0800;
    Buf b = new Buf(linkLen + ipLen);
    switch (o.linkType()) {
      case ETHERNET -> {
        b.be(0x0200, 2);
        b.be(0, 4); // destination MAC 02:00:00:00:00:00
        b.be(0x0200, 2);
        b.be(1, 4);
        b.be(etherType, 2);
      }
      case LINUX_SLL -> {
        b.be(0, 2); // packet type: to us
        b.be(1, 2); // ARPHRD_ETHER
        b.be(6, 2);
        b.be(0x0200, 2);
        b.be(1, 4);
        b.be(0, 2);
        b.be(etherType, 2);
      }
      case LINUX_SLL2 -> {
        b.be(etherType, 2);
        b.be(0, 2);
        b.be(1, 4);
        b.be(1, 2);
        b.u8(0);
        b.u8(6);
        b.be(0x0200, 2);
        b.be(1, 4);
        b.be(0, 2);
      }
      case NULL -> {
        // host byte order of the writing machine: we say little-endian
        int fam = src.ipv6() ? 30 : 2;
        b.u8(fam);
        b.u8(0);
        b.u8(0);
        b.u8(0);
      }
      default -> {}
    }
    if (src.ipv6()) {
      b.be(0x60000000, 4);
      b.be(8 + payload.length, 2);
      b.u8(17);
      b.u8(64);
      b.be(src.hi(), 8);
      b.be(src.lo(), 8);
      b.be(dst.hi(), 8);
      b.be(dst.lo(), 8);
    } else {
      b.u8(0x45);
      b.u8(0);
      b.be(ipLen, 2);
      b.be(ipId++ & 0xFFFF, 2);
      b.be(0, 2);
      b.u8(64);
      b.u8(17);
      b.be(0, 2);
      b.be(src.lo(), 4);
      b.be(dst.lo(), 4);
    }
    b.be(src.port(), 2);
    b.be(dst.port(), 2);
    b.be(8 + payload.length, 2);
    b.be(0, 2);
    System.arraycopy(payload, 0, b.a, b.n, payload.length);
    b.n += payload.length;
    return b.a;
  }

  /**
   * Flushes (does not close the underlying stream's owner's resources beyond {@code out.close()}).
   */
  @Override
  public void close() throws IOException {
    out.close();
  }

  /** Fixed-size buffer in the container byte order. */
  private final class Buf {
    final byte[] a;
    int n;

    Buf(int size) {
      a = new byte[size];
    }

    void u8(int v) {
      a[n++] = (byte) v;
    }

    void u16(int v) {
      put(v, 2, le);
    }

    void u32(int v) {
      put(v, 4, le);
    }

    void be(long v, int bytes) {
      put(v, bytes, false);
    }

    /** The low {@code bytes} bytes of {@code v}, little- or big-endian. */
    void put(long v, int bytes, boolean little) {
      for (int i = 0; i < bytes; i++) u8((int) (v >>> (8 * (little ? i : bytes - 1 - i))));
    }
  }
}
