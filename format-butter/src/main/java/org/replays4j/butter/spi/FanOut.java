package org.replays4j.butter.spi;

import java.util.List;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.VisitorSet;
import org.replays4j.core.io.ByteSlice;

/**
 * Hands every event of one decode to several visitors, in order, each as if it were alone: a
 * visitor that throws {@link StopDecoding} gets nothing more while the others go on, and the decode
 * stops once every visitor has stopped. The visitors do not chain ({@code next} null).
 */
final class FanOut extends ButterVisitor {
  private final VisitorSet<ButterVisitor> live;

  FanOut(List<? extends ButterVisitor> visitors) {
    this.live = new VisitorSet<>(visitors);
  }

  @Override
  public void visitStart(EventCursor cursor) {
    super.visitStart(cursor);
    live.each(ButterVisitor::visitStart, cursor);
  }

  @Override
  public void visitHeader(ButterHeader header) {
    live.each(ButterVisitor::visitHeader, header);
  }

  @Override
  public void visitChunk(ButterChunkInfo chunk) {
    live.each(ButterVisitor::visitChunk, chunk);
  }

  @Override
  public void visitFrame(ButterFrame frame) {
    live.each(ButterVisitor::visitFrame, frame);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    live.unknown(code, payload);
  }

  @Override
  public void visitDamage(Damage damage) {
    live.each(ButterVisitor::visitDamage, damage);
  }

  @Override
  public void visitEnd() {
    live.end();
  }
}
