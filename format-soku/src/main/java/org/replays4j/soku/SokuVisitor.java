package org.replays4j.soku;

import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.capture.CaptureInterface;
import org.replays4j.soku.capture.UdpDatagram;
import org.replays4j.soku.record.SokuPacket;

/**
 * Receives a capture's Soku events, in capture order (ASM style: every method delegates to {@code
 * next}). Call grammar:
 *
 * <pre>
 * visitStart [ visitCaptureStart ( visitInterface | visitDatagram | visitFlow | visitPacket | visitUndecodable
 *                                | visitCaptureError | visitUnknown )* ] visitStats visitEnd
 * </pre>
 *
 * {@code visitCaptureStart} is missing only when the container header itself is unreadable. {@code
 * visitFlow} precedes every packet of that flow. Undecodable datagrams seen before their flow was
 * recognised are delivered right after {@code visitFlow}. At a fatal container error {@code
 * visitStats} still comes (with {@code complete = false}), then the decoder throws the error and
 * {@code visitEnd} does not follow. A visitor stops decoding by throwing {@link
 * org.replays4j.core.event.StopDecoding}: nothing more is delivered. Slices stay valid after the
 * call.
 *
 * <p>{@link #eventOffset()} during a call: the UDP payload's first byte (the packet type byte) for
 * {@code visitPacket}, {@code visitUndecodable} and {@code visitDatagram}; the block or record for
 * {@code visitInterface} and {@code visitUnknown}; the problem's offset for {@code
 * visitCaptureError}; 0 for {@code visitCaptureStart}; -1 for the synthesised {@code visitFlow} and
 * {@code visitStats}.
 */
public abstract class SokuVisitor extends ReplayVisitor<SokuVisitor> {
  /** A visitor forwarding to nothing. */
  protected SokuVisitor() {
    this(null);
  }

  /** A visitor forwarding to {@code next} (may be null). */
  protected SokuVisitor(SokuVisitor next) {
    super(next);
  }

  /** Once, first of the capture's events (after {@link #visitStart(EventCursor)}). */
  public void visitCaptureStart(CaptureInfo info) {
    if (next != null) next.visitCaptureStart(info);
  }

  /** Each capture interface (pcapng IDB; once for pcap). */
  public void visitInterface(CaptureInterface iface) {
    if (next != null) next.visitInterface(iface);
  }

  /** Every UDP datagram, Soku or not (only with {@link SokuDecoder.Option#DATAGRAMS}). */
  public void visitDatagram(UdpDatagram datagram) {
    if (next != null) next.visitDatagram(datagram);
  }

  /** A flow was recognised as Soku traffic. */
  public void visitFlow(Flow flow) {
    if (next != null) next.visitFlow(flow);
  }

  /** A decoded Soku packet. */
  public void visitPacket(PacketMeta meta, SokuPacket packet) {
    if (next != null) next.visitPacket(meta, packet);
  }

  /**
   * A datagram of a Soku flow that is not a valid Soku packet, an unknown packet type byte
   * included; decoding continues.
   *
   * <p>Datagrams with a type byte this decoder does not know come here, not to {@link
   * #visitUnknown}, on purpose: (1) {@code visitUnknown(int, ByteSlice)} has no place for the
   * {@link PacketMeta} (capture index, timestamp, endpoints, flow) that every datagram event
   * carries and that {@link SokuCapture}, the {@code packets} table and the {@code Undecodable}
   * events are built from, so moving them there would drop those rows and events; (2) its {@code
   * int} code cannot hold both a pcapng block type (any u32 but the four blocks read here, small
   * ones such as 4 and 5 included) and a type byte (0–255) without the two colliding or the
   * documented pcapng codes changing; (3) the Soku protocol has no length or version field that
   * marks a datagram as a newer, skippable packet: an unknown type byte is as likely another
   * protocol's traffic in the same flow, which is what this callback reports.
   */
  public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
    if (next != null) next.visitUndecodable(meta, payload, error);
  }

  /** A record-level problem (cut frame, bad IP header, bad block); decoding continues. */
  public void visitCaptureError(ReplayFormatException error) {
    if (next != null) next.visitCaptureError(error);
  }

  /**
   * The capture's totals, once, when reading ends: before {@link #visitEnd()} after a complete
   * read, or at a fatal container error ({@code complete = false}; the decoder then throws the
   * error).
   */
  public void visitStats(CaptureStats stats) {
    if (next != null) next.visitStats(stats);
  }

  /**
   * A pcapng block this decoder does not interpret: {@code code} is its block type (a u32 as an
   * int), {@code payload} its body; {@link #eventOffset()} is the block's offset. Only pcapng
   * blocks come here; a datagram of unknown packet type goes to {@link #visitUndecodable} (which
   * says why).
   */
  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    super.visitUnknown(code, payload);
  }
}
