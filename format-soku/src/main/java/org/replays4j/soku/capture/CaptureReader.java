package org.replays4j.soku.capture;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;

/**
 * Reads pcap (both byte orders, µs and ns magics) and pcapng (SHB, IDB, EPB, SPB and the obsolete
 * packet block; other blocks skipped; several sections with their own byte order; per-interface
 * link type and timestamp resolution) without any library. Per-record problems go to {@link
 * CaptureSink#error}; an unreadable container structure (bad magic, a block length that does not
 * fit, truncation) ends reading with a {@link ReplayFormatException} after every complete record
 * was delivered. A sink ends reading early by throwing {@link StopDecoding}: {@code read} then
 * returns false. Memory: the byte[] variant never copies; the stream variant reads into chunks of
 * 64 KiB ({@link DecodeLimits#streamWindowBytes()} when smaller; a longer block into an array of
 * its own) and holds one at a time. Not thread-safe.
 */
public final class CaptureReader {
  /** Format id for errors. */
  public static final String FORMAT = "soku";

  static final int PCAPNG_SHB = 0x0A0D0D0A;
  static final int PCAP_US = 0xA1B2C3D4;
  static final int PCAP_NS = 0xA1B23C4D;

  /** Alexey Kuznetzov's "modified" pcap: 8 more bytes per record header. */
  static final int PCAP_MODIFIED = 0xA1B2CD34;

  private final Input in;
  private final CaptureSink sink;
  private final DecodeLimits limits;
  private int index;

  private CaptureReader(Input in, CaptureSink sink, DecodeLimits limits) {
    this.in = in;
    this.sink = sink;
    this.limits = limits;
  }

  /** Reads a whole capture held in memory; false when the sink stopped reading early. */
  public static boolean read(byte[] capture, CaptureSink sink, DecodeLimits limits)
      throws IOException {
    return new CaptureReader(new ArrayInput(capture), sink, limits).runToEnd();
  }

  /**
   * Reads a capture from a stream (not closed), one chunk of 64 KiB or one longer block in memory
   * at a time; false when the sink stopped early.
   */
  public static boolean read(InputStream capture, CaptureSink sink, DecodeLimits limits)
      throws IOException {
    return new CaptureReader(
            new StreamInput(capture, Math.min(StreamInput.CHUNK, limits.streamWindowBytes())),
            sink,
            limits)
        .runToEnd();
  }

  private boolean runToEnd() throws IOException {
    try {
      run();
      return true;
    } catch (StopDecoding stop) {
      return false;
    }
  }

  /** True when {@code head} starts with a pcap or pcapng magic. */
  public static boolean hasMagic(byte[] head) {
    return head.length >= 4 && isMagic(Bytes.s32be(head, 0));
  }

  /** True when the big-endian int {@code be} is a pcap (either order) or pcapng magic. */
  private static boolean isMagic(int be) {
    int le = Integer.reverseBytes(be);
    return be == PCAPNG_SHB
        || be == PCAP_US
        || be == PCAP_NS
        || be == PCAP_MODIFIED
        || le == PCAP_US
        || le == PCAP_NS
        || le == PCAP_MODIFIED;
  }

  private void run() throws IOException {
    long start = in.position();
    if (in.read(4) < 4) throw ReplayFormatException.truncated(FORMAT, start, 4, in.got);
    int be = Bytes.s32be(in.a, in.off);
    if (be == PCAPNG_SHB) {
      pcapng(start);
    } else if (isMagic(be)) {
      boolean little = be != PCAP_US && be != PCAP_NS && be != PCAP_MODIFIED;
      int magic = little ? Integer.reverseBytes(be) : be;
      pcap(start, little, magic == PCAP_NS, magic == PCAP_MODIFIED ? 8 : 0);
    } else {
      throw ReplayFormatException.badMagic(
          FORMAT,
          start,
          new byte[] {(byte) 0xA1, (byte) 0xB2, (byte) 0xC3, (byte) 0xD4},
          new byte[] {in.a[in.off], in.a[in.off + 1], in.a[in.off + 2], in.a[in.off + 3]});
    }
  }

  // ------------------------------------------------------------------ pcap

  private void pcap(long start, boolean le, boolean nanos, int extraHeader) throws IOException {
    if (in.read(20) < 20)
      throw ReplayFormatException.truncated(FORMAT, start + 4 + in.got, 20, in.got);
    byte[] a = in.a;
    int o = in.off;
    int major = u16(a, o, le);
    int minor = u16(a, o + 2, le);
    long snap = u32(a, o + 12, le);
    long network = u32(a, o + 16, le);
    sink.start(
        new CaptureInfo(
            CaptureFormat.PCAP, le ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN, major, minor));
    // the upper bits of the link field may carry FCS information; the link type is the low 16 bits
    CaptureInterface iface =
        new CaptureInterface(
            0, (int) (network & 0xFFFF), snap, nanos ? 1_000_000_000L : 1_000_000L, 0);
    sink.iface(iface, start);
    while (true) {
      long recOff = in.position();
      int got = in.read(16 + extraHeader);
      if (got == 0) return;
      if (got < 16 + extraHeader)
        throw ReplayFormatException.truncated(FORMAT, recOff + got, 16 + extraHeader - got, 0);
      a = in.a;
      o = in.off;
      long sec = u32(a, o, le);
      long frac = u32(a, o + 4, le);
      long incl = u32(a, o + 8, le);
      long orig = u32(a, o + 12, le);
      limits.checkEventBytes(FORMAT, recOff + 8, "pcap record length", incl);
      long dataOff = in.position();
      int n = in.read((int) incl);
      if (n < incl) throw ReplayFormatException.truncated(FORMAT, dataOff + n, incl - n, 0);
      long ts = sec * (nanos ? 1_000_000_000L : 1_000_000L) + frac;
      sink.packet(
          index++, recOff, iface, iface.toNanos(ts), in.a, in.off, (int) incl, dataOff, orig);
    }
  }

  // ------------------------------------------------------------------ pcapng

  private void pcapng(long start) throws IOException {
    // the first 4 bytes (SHB type) were consumed
    boolean le = true;
    List<CaptureInterface> ifaces = new ArrayList<>();
    boolean first = true;
    boolean haveType = true;
    long blockOff = start;
    while (true) {
      int type;
      if (haveType) {
        type = PCAPNG_SHB;
        haveType = false;
      } else {
        blockOff = in.position();
        int got = in.read(4);
        if (got == 0) return;
        if (got < 4) throw ReplayFormatException.truncated(FORMAT, blockOff + got, 4 - got, 0);
        type = (int) u32(in.a, in.off, le); // PCAPNG_SHB is palindromic: the same in both orders
      }
      if (type == PCAPNG_SHB) {
        // total length is in the section's byte order, which the magic after it tells
        if (in.read(8) < 8)
          throw ReplayFormatException.truncated(FORMAT, blockOff + 4 + in.got, 8, in.got);
        int bom = Bytes.s32le(in.a, in.off + 4);
        if (bom == 0x1A2B3C4D) {
          le = true;
        } else if (bom == 0x4D3C2B1A) {
          le = false;
        } else {
          throw ReplayFormatException.badMagic(
              FORMAT,
              blockOff + 8,
              new byte[] {0x4D, 0x3C, 0x2B, 0x1A},
              new byte[] {in.a[in.off + 4], in.a[in.off + 5], in.a[in.off + 6], in.a[in.off + 7]});
        }
        long total = u32(in.a, in.off, le);
        checkTotal(blockOff, total, 28);
        int bodyLen = (int) total - 12;
        if (in.read(bodyLen) < bodyLen)
          throw ReplayFormatException.truncated(
              FORMAT, blockOff + 12 + in.got, bodyLen - in.got, 0);
        byte[] a = in.a;
        int o = in.off;
        checkTrailer(blockOff, total, a, o + bodyLen - 4, le);
        if (first) {
          sink.start(
              new CaptureInfo(
                  CaptureFormat.PCAPNG,
                  le ? ByteOrder.LITTLE_ENDIAN : ByteOrder.BIG_ENDIAN,
                  u16(a, o, le),
                  u16(a, o + 2, le)));
          first = false;
        }
        ifaces.clear();
        continue;
      }
      if (in.read(4) < 4)
        throw ReplayFormatException.truncated(FORMAT, blockOff + 4 + in.got, 4 - in.got, 0);
      long total = u32(in.a, in.off, le);
      checkTotal(blockOff, total, 12);
      int bodyLen = (int) total - 12;
      long bodyOff = in.position();
      if (in.read(bodyLen + 4) < bodyLen + 4) {
        throw ReplayFormatException.truncated(FORMAT, bodyOff + in.got, bodyLen + 4 - in.got, 0);
      }
      byte[] a = in.a;
      int o = in.off;
      checkTrailer(blockOff, total, a, o + bodyLen, le);
      switch (type) {
        case 1 -> ifaces.add(idb(ifaces.size(), a, o, bodyLen, blockOff, bodyOff, le));
        case 6, 2, 3 -> packet(type, ifaces, a, o, bodyLen, blockOff, bodyOff, le);
        default -> sink.unknownBlock(type & 0xFFFFFFFFL, ByteSlice.wrap(a, o, bodyLen), blockOff);
      }
    }
  }

  private void checkTotal(long blockOff, long total, int min) throws ReplayFormatException {
    if (total < min || (total & 3) != 0) {
      throw ReplayFormatException.invalid(
          FORMAT,
          blockOff + 4,
          "expected a block total length >= " + min + " and a multiple of 4 but got " + total);
    }
    limits.checkEventBytes(FORMAT, blockOff + 4, "pcapng block length", total);
  }

  private void checkTrailer(long blockOff, long total, byte[] a, int at, boolean le) {
    long trailer = u32(a, at, le);
    if (trailer != total) {
      sink.error(
          ReplayFormatException.invalid(
              FORMAT,
              blockOff + total - 4,
              "expected the trailing block length " + total + " but got " + trailer));
    }
  }

  private CaptureInterface idb(
      int id, byte[] a, int o, int len, long blockOff, long bodyOff, boolean le)
      throws ReplayFormatException {
    if (len < 8) throw ReplayFormatException.truncated(FORMAT, bodyOff + len, 8 - len, 0);
    int link = u16(a, o, le);
    long snap = u32(a, o + 4, le);
    long units = 1_000_000L;
    long offsetSec = 0;
    int p = 8;
    while (p + 4 <= len) {
      int code = u16(a, o + p, le);
      int olen = u16(a, o + p + 2, le);
      if (code == 0) break;
      if (p + 4 + olen > len) {
        sink.error(
            ReplayFormatException.invalid(
                FORMAT,
                bodyOff + p + 2,
                "expected an interface option of "
                    + olen
                    + " bytes to fit in the block but only "
                    + (len - p - 4)
                    + " remain"));
        break;
      }
      if (code == 9 && olen >= 1) {
        int r = a[o + p + 4] & 0xFF;
        int exp = r & 0x7F;
        if ((r & 0x80) == 0 && exp <= 18) {
          units = pow(10, exp);
        } else if ((r & 0x80) != 0 && exp <= 62) {
          units = 1L << exp;
        } else {
          sink.error(
              ReplayFormatException.invalid(
                  FORMAT,
                  bodyOff + p + 4,
                  "expected if_tsresol <= 10^-18 but got 0x" + Integer.toHexString(r)));
        }
      } else if (code == 14 && olen >= 8) {
        offsetSec = le ? Bytes.s64le(a, o + p + 4) : Bytes.s64be(a, o + p + 4);
      }
      p += 4 + ((olen + 3) & ~3);
    }
    CaptureInterface iface = new CaptureInterface(id, link, snap, Math.max(1, units), offsetSec);
    sink.iface(iface, blockOff);
    return iface;
  }

  /**
   * A packet block: an enhanced (6) or obsolete (2) one (interface id, timestamp, captured and
   * original lengths, data) or a simple one (3: original length, data; the first interface, no
   * timestamp, the data cut to the interface's snap length).
   */
  private void packet(
      int type,
      List<CaptureInterface> ifaces,
      byte[] a,
      int o,
      int len,
      long blockOff,
      long bodyOff,
      boolean le) {
    int idx = index++;
    CaptureInterface iface;
    long ts;
    long cap;
    long orig;
    int head;
    if (type == 3) {
      if (ifaces.isEmpty() || len < 4) {
        packetError(
            idx,
            bodyOff,
            "expected an interface description and >= 4 bytes before a simple packet block");
        return;
      }
      head = 4;
      iface = ifaces.get(0);
      ts = Long.MIN_VALUE;
      orig = u32(a, o, le);
      cap = Math.min(orig, len - 4L);
      if (iface.snapLength() > 0) cap = Math.min(cap, iface.snapLength());
    } else {
      if (len < 20) {
        packetError(idx, bodyOff, "expected a packet block body of >= 20 bytes but got " + len);
        return;
      }
      head = 20;
      long ifaceId = type == 6 ? u32(a, o, le) : u16(a, o, le);
      long raw = u32(a, o + 4, le) << 32 | u32(a, o + 8, le);
      cap = u32(a, o + 12, le);
      orig = u32(a, o + 16, le);
      if (ifaceId >= ifaces.size()) {
        packetError(
            idx, bodyOff, "expected an interface id < " + ifaces.size() + " but got " + ifaceId);
        return;
      }
      if (cap > len - 20) {
        packetError(
            idx, bodyOff + 12, "expected a captured length <= " + (len - 20) + " but got " + cap);
        return;
      }
      iface = ifaces.get((int) ifaceId);
      ts = iface.toNanos(raw);
    }
    sink.packet(idx, blockOff, iface, ts, a, o + head, (int) cap, bodyOff + head, orig);
  }

  /** Reports a packet record that cannot be read; reading goes on with the next block. */
  private void packetError(int idx, long at, String message) {
    sink.error(ReplayFormatException.invalid(FORMAT, at, message).withPath("packet " + idx));
  }

  private static long pow(int b, int e) {
    long r = 1;
    for (int i = 0; i < e; i++) r *= b;
    return r;
  }

  // ------------------------------------------------------------------ primitives

  /** Unsigned 32-bit value at {@code i} in the section's byte order. */
  private static long u32(byte[] a, int i, boolean le) {
    return le ? Bytes.u32le(a, i) : Bytes.u32be(a, i);
  }

  /** Unsigned 16-bit value at {@code i} in the section's byte order. */
  private static int u16(byte[] a, int i, boolean le) {
    return le ? Bytes.u16le(a, i) : Bytes.u16be(a, i);
  }

  /**
   * A byte source: {@link #read} exposes up to n bytes as {@code a[off, off+got)} and moves {@link
   * #position} past them.
   */
  private abstract static class Input {
    byte[] a;
    int off;
    int got;
    long pos;

    final long position() {
      return pos;
    }

    abstract int read(int n) throws IOException;
  }

  /** A capture in memory: blocks are views into it. */
  private static final class ArrayInput extends Input {
    ArrayInput(byte[] capture) {
      this.a = capture;
    }

    @Override
    int read(int n) {
      off = (int) pos;
      got = Math.min(n, a.length - off);
      pos += got;
      return got;
    }
  }

  /**
   * A stream: blocks are read into a shared chunk and handed out as views into it. A block that
   * does not fit in what is left of the chunk starts a new chunk; a chunk is never written over, so
   * the views handed out stay valid. One array per chunk instead of one per read: a fresh array for
   * each block's type, length and body made the stats of a capture about 30 % slower.
   */
  private static final class StreamInput extends Input {
    /** Largest size of a chunk. */
    static final int CHUNK = 1 << 16;

    private final InputStream in;

    /** Size of a chunk; a longer read gets an array of its own. */
    private final int chunkSize;

    /** The chunk blocks are read into ({@code null} before the first read). */
    private byte[] chunk;

    /** Bytes of {@link #chunk} handed out. */
    private int used;

    StreamInput(InputStream in, int chunkSize) {
      this.in = in;
      this.chunkSize = Math.max(0, chunkSize);
    }

    @Override
    int read(int n) throws IOException {
      if (n > chunkSize) {
        // grows with the data, so a bogus length cannot force an allocation
        a = in.readNBytes(n);
        off = 0;
        got = a.length;
      } else {
        if (chunk == null || chunk.length - used < n) {
          chunk = new byte[chunkSize];
          used = 0;
        }
        got = in.readNBytes(chunk, used, n);
        a = chunk;
        off = used;
        used += got;
      }
      pos += got;
      return got;
    }
  }
}
