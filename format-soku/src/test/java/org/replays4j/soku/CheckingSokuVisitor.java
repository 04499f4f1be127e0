package org.replays4j.soku;

import java.util.HashSet;
import java.util.Set;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.record.SokuPacket;

/** Enforces the {@link SokuVisitor} call grammar (STYLE.md §3). */
final class CheckingSokuVisitor extends SokuVisitor {
  private boolean cursor;
  private boolean started;
  private boolean ended;
  private long lastPacketOffset = -1;
  private final Set<Integer> flows = new HashSet<>();
  private int lastIndex = -1;

  CheckingSokuVisitor(SokuVisitor next) {
    super(next);
  }

  private void check(boolean ok, String what) {
    if (!ok) throw new AssertionError("visitor grammar violated: " + what);
  }

  @Override
  public void visitStart(EventCursor c) {
    check(!cursor && !started, "visitStart twice or after an event");
    cursor = true;
    super.visitStart(c);
  }

  @Override
  public void visitCaptureStart(CaptureInfo info) {
    check(cursor, "visitCaptureStart before visitStart");
    check(!started && !ended, "visitCaptureStart twice or after visitEnd");
    started = true;
    super.visitCaptureStart(info);
  }

  @Override
  public void visitFlow(Flow flow) {
    check(started && !ended, "visitFlow outside start/end");
    check(eventOffset() == -1, "a flow is synthesised: offset -1");
    check(flows.add(flow.id()), "flow " + flow.id() + " announced twice");
    super.visitFlow(flow);
  }

  @Override
  public void visitPacket(PacketMeta meta, SokuPacket packet) {
    check(started && !ended, "visitPacket outside start/end");
    check(flows.contains(meta.flowId()), "packet before visitFlow of flow " + meta.flowId());
    check(eventOffset() > lastPacketOffset, "packet offsets not increasing: " + eventOffset());
    lastPacketOffset = eventOffset();
    check(meta.captureIndex() > lastIndex, "packets out of capture order");
    lastIndex = meta.captureIndex();
    super.visitPacket(meta, packet);
  }

  @Override
  public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
    check(started && !ended, "visitUndecodable outside start/end");
    check(flows.contains(meta.flowId()), "undecodable packet before visitFlow");
    super.visitUndecodable(meta, payload, error);
  }

  @Override
  public void visitStats(CaptureStats stats) {
    check(!stats.complete() || !ended, "visitStats after visitEnd");
    super.visitStats(stats);
  }

  @Override
  public void visitEnd() {
    check(!ended, "visitEnd twice");
    ended = true;
    super.visitEnd();
  }

  boolean ended() {
    return ended;
  }
}
