package org.replays4j.soku;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.AbstractDecoder;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.capture.CaptureInterface;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.capture.CaptureSink;
import org.replays4j.soku.capture.Endpoint;
import org.replays4j.soku.capture.LinkType;
import org.replays4j.soku.capture.UdpDatagram;
import org.replays4j.soku.capture.UdpExtractor;
import org.replays4j.soku.record.ContextSource;
import org.replays4j.soku.record.GameReplayRequest;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.SokuPacket;

/**
 * Entry point: decodes the Soku traffic of a pcap / pcapng capture into {@link SokuVisitor} events.
 *
 * <p>UDP datagrams are grouped into flows (endpoint pairs). A flow is recognised as Soku at its
 * first datagram that decodes as a valid Soku packet (the codec is strict about sizes, so DNS and
 * other traffic does not pass); datagrams of flows never recognised are ignored, not errors.
 * Datagrams of a Soku flow that do not decode are reported with their capture index and offset
 * through {@link SokuVisitor#visitUndecodable} and decoding continues. Undecodable datagrams seen
 * before their flow is recognised are held (at most {@value #MAX_PENDING} per flow, {@value
 * #MAX_PENDING_TOTAL} in all) and reported when it is; a flow whose first {@value #MAX_PENDING} + 1
 * datagrams all fail is taken for another protocol and not decoded further.
 *
 * <p>Context a layout depends on is taken from the flow: INIT_REQUEST's game id says whether the
 * peers run Sokuroll; a spectate INIT_REQUEST, an INIT_SUCCESS with spectate info 0x11 or a
 * GAME_REPLAY_REQUEST mark the spectator end of the flow (GAME_MATCH form). Decoded packets carry a
 * {@link ContextSource} saying where their context came from.
 *
 * <p>Built by {@link #builder()} (limits and {@link Option} flags) or {@link #create()} (defaults).
 * Immutable and thread-safe; each {@code decode} call uses its own state.
 */
public final class SokuDecoder extends AbstractDecoder<SokuVisitor, SokuDecoder.Option> {
  /** Format id. */
  public static final String FORMAT = "soku";

  /** Undecodable datagrams kept per not-yet-recognised flow. */
  static final int MAX_PENDING = 64;

  /**
   * Undecodable datagrams kept over all not-yet-recognised flows (bounds memory on noisy captures).
   */
  static final int MAX_PENDING_TOTAL = 4096;

  /** Option flags, all off by default. */
  public enum Option {
    /** Also call {@link SokuVisitor#visitDatagram} for every UDP datagram, Soku or not. */
    DATAGRAMS
  }

  private final boolean datagrams;

  private SokuDecoder(DecodeLimits limits, Set<Option> options, boolean salvage) {
    super(limits, options, salvage);
    this.datagrams = options.contains(Option.DATAGRAMS);
  }

  /**
   * A builder: {@code SokuDecoder.builder().limits(l).option(Option.DATAGRAMS).build()}. With
   * {@code salvage(true)} a capture whose container structure is damaged after its header (cut
   * inside a record or block, a block length that does not fit) delivers every complete record,
   * {@link SokuVisitor#visitStats}, then {@link SokuVisitor#visitDamage} and {@link
   * SokuVisitor#visitEnd} instead of throwing (docs/formats/soku.md#damaged-captures).
   */
  public static DecoderBuilder<Option, SokuDecoder> builder() {
    return new DecoderBuilder<>(Option.class, SokuDecoder::new);
  }

  private static final SokuDecoder DEFAULT = builder().build();

  private static final SokuDecoder SALVAGE = builder().salvage(true).build();

  /** A decoder with default limits and no options (strict: damage is an exception). */
  public static SokuDecoder create() {
    return DEFAULT;
  }

  /**
   * A decoder with default limits, no options and salvage mode on, as the models ({@link
   * SokuCapture#read(byte[])}) and the SPI use it.
   */
  public static SokuDecoder salvaging() {
    return SALVAGE;
  }

  /**
   * Decodes {@code len} bytes at {@code capture[off]}, held in memory (a whole array is not copied;
   * offsets count from {@code off}).
   */
  @Override
  protected void decode(byte[] capture, int off, int len, SokuVisitor visitor) throws IOException {
    byte[] a =
        off == 0 && len == capture.length ? capture : Arrays.copyOfRange(capture, off, off + len);
    run(visitor, sink -> CaptureReader.read(a, sink, limits));
  }

  /**
   * Decodes a capture from a stream (not closed), read in chunks of 64 KiB (a longer block in an
   * array of its own): memory bounded by the larger of a chunk and the largest block.
   */
  @Override
  public void decode(InputStream capture, SokuVisitor visitor) throws IOException {
    run(visitor, sink -> CaptureReader.read(capture, sink, limits));
  }

  /**
   * One way of feeding capture records to a sink (array or stream); false when a visitor stopped.
   */
  @FunctionalInterface
  private interface CaptureSource {
    boolean readInto(CaptureSink sink) throws IOException;
  }

  /**
   * Runs one decode session. {@code visitStats} comes whether the capture ends cleanly or at a
   * fatal error; {@code visitEnd} only after a complete read or, in salvage mode, after {@code
   * visitDamage}; nothing more after a {@link StopDecoding}.
   */
  private void run(SokuVisitor visitor, CaptureSource source) throws IOException {
    Session s = new Session(visitor);
    try {
      visitor.visitStart(s);
      if (!source.readInto(s)) return;
      s.at = -1;
      s.stats(true);
      visitor.visitEnd();
    } catch (StopDecoding stop) {
      // stopped in visitStart, visitStats or visitEnd
    } catch (ReplayFormatException e) {
      try {
        s.at = -1;
        s.stats(false);
        // after the capture header, damage is salvageable
        if (s.started && Damage.salvageable(e)) {
          damaged(e, visitor);
          return;
        }
      } catch (StopDecoding stop) {
        // the error is thrown all the same (strict), or the salvaged decode ends quietly
        if (salvage && s.started) return;
      }
      throw e;
    } finally {
      s.codec.close();
    }
  }

  /** An undecodable datagram held until its flow is recognised. */
  private record Pending(
      PacketMeta meta, long offset, ByteSlice payload, ReplayFormatException error) {}

  /** Flow key: endpoints in sorted order. */
  private record Key(long aHi, long aLo, int aPort, long bHi, long bLo, int bPort, boolean v6) {}

  /** Per-flow state. */
  private static final class FlowState {
    final Endpoint a;
    final Endpoint b;
    final int firstIndex;
    final long firstTs;
    Flow flow;
    List<Pending> pending;
    Boolean sokuroll;
    Endpoint spectator;
    boolean notSoku;

    private SokuContext toA;
    private SokuContext toB;

    /** The context for a packet sent to {@code dst} (cached until the flow learns more). */
    SokuContext context(Endpoint dst) {
      boolean isA = dst == a;
      SokuContext c = isA ? toA : toB;
      if (c == null) {
        c =
            new SokuContext(
                sokuroll, spectator == null ? null : dst.equals(spectator), ContextSource.FLOW);
        if (isA) toA = c;
        else toB = c;
      }
      return c;
    }

    void forgetContext() {
      toA = null;
      toB = null;
    }

    FlowState(Endpoint a, Endpoint b, int firstIndex, long firstTs) {
      this.a = a;
      this.b = b;
      this.firstIndex = firstIndex;
      this.firstTs = firstTs;
    }
  }

  private final class Session implements CaptureSink, EventCursor {
    final SokuVisitor v;

    /** The offset of the event being delivered ({@link EventCursor}). */
    long at;

    final SokuPacketCodec codec = new SokuPacketCodec();
    final UdpExtractor x = new UdpExtractor();

    /** The interface of the last packet and its link type, resolved once per interface. */
    private CaptureInterface linkIface;

    private LinkType link;
    final Map<Key, FlowState> flows = new HashMap<>();
    long records;
    long udp;
    long soku;
    long bad;
    long errors;
    int sokuFlows;
    final FlowState[] recent = new FlowState[8];
    int pendingTotal;

    Session(SokuVisitor v) {
      this.v = v;
    }

    @Override
    public long eventOffset() {
      return at;
    }

    /** Whether the capture header was read ({@link #start}). */
    boolean started;

    @Override
    public void start(CaptureInfo info) {
      at = 0;
      started = true;
      v.visitCaptureStart(info);
    }

    @Override
    public void iface(CaptureInterface iface, long offset) {
      at = offset;
      v.visitInterface(iface);
    }

    @Override
    public void error(ReplayFormatException e) {
      errors++;
      at = e.offset();
      v.visitCaptureError(e);
    }

    @Override
    public void unknownBlock(long type, ByteSlice body, long offset) {
      at = offset;
      v.visitUnknown((int) type, body);
    }

    @Override
    public void packet(
        int index,
        long recordOffset,
        CaptureInterface iface,
        long ts,
        byte[] a,
        int off,
        int capLen,
        long dataOffset,
        long origLen) {
      records++;
      boolean isUdp;
      try {
        if (iface != linkIface) {
          linkIface = iface;
          link = LinkType.of(iface.linkType());
        }
        isUdp = x.parse(link, a, off, capLen, dataOffset);
      } catch (ReplayFormatException e) {
        String where =
            "packet "
                + index
                + (capLen < origLen ? " (captured " + capLen + " of " + origLen + " bytes)" : "");
        error(e.withPath(where));
        return;
      }
      if (!isUdp) return;
      udp++;
      FlowState f = flow(index, ts);
      boolean fromA = f.a.port() == x.srcPort && f.a.lo() == x.srcLo && f.a.hi() == x.srcHi;
      Endpoint src = fromA ? f.a : f.b;
      Endpoint dst = fromA ? f.b : f.a;
      long payloadOffset = dataOffset + (x.payloadOff - off);
      int fid = f.flow != null ? f.flow.id() : -1;
      PacketMeta meta = new PacketMeta(index, recordOffset, ts, src, dst, fid);
      if (datagrams) {
        at = payloadOffset;
        v.visitDatagram(
            new UdpDatagram(
                index, recordOffset, ts, src, dst, ByteSlice.wrap(a, x.payloadOff, x.payloadLen)));
      }
      if (f.notSoku) return;
      SokuContext ctx =
          f.sokuroll == null && f.spectator == null ? SokuContext.UNKNOWN : f.context(dst);
      SokuPacket p;
      try {
        p = codec.decode(a, x.payloadOff, x.payloadLen, payloadOffset, ctx);
      } catch (ReplayFormatException e) {
        ReplayFormatException err = e.withPath("packet " + index);
        ByteSlice payload = ByteSlice.wrap(a, x.payloadOff, x.payloadLen);
        if (f.flow != null) {
          bad++;
          at = payloadOffset;
          v.visitUndecodable(meta, payload, err);
        } else if (f.pending != null && f.pending.size() >= MAX_PENDING) {
          // that many datagrams and not one Soku packet: another protocol; stop trying (and paying
          // for errors)
          f.notSoku = true;
          pendingTotal -= f.pending.size();
          f.pending = null;
        } else if (pendingTotal < MAX_PENDING_TOTAL) {
          // most of these belong to other protocols' flows and are never reported: keep a small
          // copy
          if (f.pending == null) f.pending = new ArrayList<>();
          f.pending.add(
              new Pending(
                  meta, payloadOffset, ByteSlice.copyOf(a, x.payloadOff, x.payloadLen), err));
          pendingTotal++;
        }
        return;
      }
      if (f.flow == null) {
        f.flow = new Flow(sokuFlows++, f.a, f.b, f.firstIndex, f.firstTs);
        at = -1;
        v.visitFlow(f.flow);
        meta = new PacketMeta(index, recordOffset, ts, src, dst, f.flow.id());
        if (f.pending != null) {
          for (Pending pe : f.pending) {
            PacketMeta m = pe.meta();
            bad++;
            at = pe.offset();
            v.visitUndecodable(
                new PacketMeta(
                    m.captureIndex(),
                    m.captureOffset(),
                    m.timestampNanos(),
                    m.source(),
                    m.destination(),
                    f.flow.id()),
                pe.payload(),
                pe.error());
          }
          pendingTotal -= f.pending.size();
          f.pending = null;
        }
      }
      learn(f, p, src, dst);
      soku++;
      at = payloadOffset;
      v.visitPacket(meta, p);
    }

    private void learn(FlowState f, SokuPacket p, Endpoint src, Endpoint dst) {
      if (p instanceof InitRequest || p instanceof InitSuccess || p instanceof GameReplayRequest)
        f.forgetContext();
      if (p instanceof InitRequest r) {
        Boolean sokuroll = r.mod().sokuroll();
        if (sokuroll != null) f.sokuroll = sokuroll;
        if (r.isSpectate()) f.spectator = src;
      } else if (p instanceof InitSuccess s && s.toSpectator()) {
        f.spectator = dst;
      } else if (p instanceof GameReplayRequest && f.spectator == null) {
        f.spectator = src;
      }
    }

    private FlowState flow(int index, long ts) {
      // small most-recently-used cache, compared on raw fields in both orientations (no allocation)
      for (int i = 0; i < recent.length; i++) {
        FlowState f = recent[i];
        if (f != null && matches(f)) {
          if (i > 0) {
            System.arraycopy(recent, 0, recent, 1, i);
            recent[0] = f;
          }
          return f;
        }
      }
      Endpoint s = new Endpoint(x.srcHi, x.srcLo, x.srcPort, x.ipv6);
      Endpoint d = new Endpoint(x.dstHi, x.dstLo, x.dstPort, x.ipv6);
      Endpoint lo = s.compareTo(d) <= 0 ? s : d;
      Endpoint hi = lo == s ? d : s;
      Key k = new Key(lo.hi(), lo.lo(), lo.port(), hi.hi(), hi.lo(), hi.port(), x.ipv6);
      FlowState f = flows.get(k);
      if (f == null) {
        if (flows.size() >= limits.maxElements())
          flows.clear(); // pathological captures: forget old flows
        f = new FlowState(lo, hi, index, ts);
        flows.put(k, f);
      }
      System.arraycopy(recent, 0, recent, 1, recent.length - 1);
      recent[0] = f;
      return f;
    }

    private boolean matches(FlowState f) {
      Endpoint a = f.a;
      Endpoint b = f.b;
      if (a.ipv6() != x.ipv6) return false;
      return (a.lo() == x.srcLo
              && a.port() == x.srcPort
              && a.hi() == x.srcHi
              && b.lo() == x.dstLo
              && b.port() == x.dstPort
              && b.hi() == x.dstHi)
          || (a.lo() == x.dstLo
              && a.port() == x.dstPort
              && a.hi() == x.dstHi
              && b.lo() == x.srcLo
              && b.port() == x.srcPort
              && b.hi() == x.srcHi);
    }

    void stats(boolean complete) {
      v.visitStats(new CaptureStats(records, udp, soku, bad, sokuFlows, errors, complete));
    }
  }
}
