package org.replays4j.soku;

import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.capture.CaptureInterface;
import org.replays4j.soku.capture.UdpDatagram;
import org.replays4j.soku.record.SokuPacket;

/**
 * Receives a capture's Soku events, in capture order (ASM style: every method delegates to
 * {@code next}). Call grammar:
 *
 * <pre>
 * [ visitCaptureStart ( visitInterface | visitDatagram | visitFlow | visitPacket | visitUndecodable
 *                     | visitCaptureError | visitUnknown )* ] visitEnd
 * </pre>
 *
 * {@code visitCaptureStart} is missing only when the container header itself is unreadable.
 * {@code visitFlow} precedes every packet of that flow. Undecodable datagrams seen before their flow
 * was recognised are delivered right after {@code visitFlow}. {@code visitEnd} is called even when a
 * fatal container error follows (the decoder then throws it). Slices stay valid after the call.
 */
public abstract class SokuVisitor {
  /** The visitor calls are forwarded to, or {@code null}. */
  protected final SokuVisitor next;

  /** A visitor forwarding to nothing. */
  protected SokuVisitor() { this(null); }

  /** A visitor forwarding to {@code next} (may be null). */
  protected SokuVisitor(SokuVisitor next) { this.next = next; }

  /** Once, first. */
  public void visitCaptureStart(CaptureInfo info) { if (next != null) next.visitCaptureStart(info); }

  /** Each capture interface (pcapng IDB; once for pcap). */
  public void visitInterface(CaptureInterface iface) { if (next != null) next.visitInterface(iface); }

  /** Every UDP datagram, Soku or not (only when the decoder's {@code datagrams} option is on). */
  public void visitDatagram(UdpDatagram datagram) { if (next != null) next.visitDatagram(datagram); }

  /** A flow was recognised as Soku traffic. */
  public void visitFlow(Flow flow) { if (next != null) next.visitFlow(flow); }

  /** A decoded Soku packet. */
  public void visitPacket(PacketMeta meta, SokuPacket packet) { if (next != null) next.visitPacket(meta, packet); }

  /** A datagram of a Soku flow that is not a valid Soku packet; decoding continues. */
  public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
    if (next != null) next.visitUndecodable(meta, payload, error);
  }

  /** A record-level problem (cut frame, bad IP header, bad block); decoding continues. */
  public void visitCaptureError(ReplayFormatException error) { if (next != null) next.visitCaptureError(error); }

  /** A pcapng block this decoder does not interpret (raw body). */
  public void visitUnknown(long blockType, ByteSlice body, long offset) {
    if (next != null) next.visitUnknown(blockType, body, offset);
  }

  /**
   * Polled by the decoder after every capture record: returning true ends decoding early (then
   * {@code visitEnd} follows with {@code complete = true} for what was read). Delegates to {@code next}.
   */
  public boolean stopped() { return next != null && next.stopped(); }

  /** Last call. */
  public void visitEnd(CaptureStats stats) { if (next != null) next.visitEnd(stats); }
}
