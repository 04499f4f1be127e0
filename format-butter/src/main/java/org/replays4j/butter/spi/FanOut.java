package org.replays4j.butter.spi;

import java.util.List;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.VisitorSet;

/**
 * Hands every event of one decode to several visitors, in order, each as if it were alone ({@link
 * VisitorSet}: a visitor that throws {@link StopDecoding} gets nothing more while the others go
 * on). The events every format shares go on from the base class ({@link #fanOutTo}).
 */
final class FanOut extends ButterVisitor {
  private final VisitorSet<ButterVisitor> live;

  FanOut(List<? extends ButterVisitor> visitors) {
    live = fanOutTo(visitors);
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
}
