package org.replays4j.teehistorian.spi;

import java.util.List;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.VisitorSet;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.TickSkip;

/**
 * Hands every event of one decode to several visitors, in order, each as if it were alone ({@link
 * VisitorSet}: a visitor that throws {@link StopDecoding} gets nothing more while the others go
 * on). The events every format shares go on from the base class ({@link #fanOutTo}).
 */
final class FanOut extends TeehistorianVisitor {
  private final VisitorSet<TeehistorianVisitor> live;

  FanOut(List<? extends TeehistorianVisitor> visitors) {
    live = fanOutTo(visitors);
  }

  @Override
  public void visitHeader(Header h) {
    live.each(TeehistorianVisitor::visitHeader, h);
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    live.each(TeehistorianVisitor::visitPlayerDiff, m);
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    live.each(TeehistorianVisitor::visitTickSkip, m);
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    live.each(TeehistorianVisitor::visitPlayerNew, m);
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    live.each(TeehistorianVisitor::visitPlayerOld, m);
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    live.each(TeehistorianVisitor::visitInputDiff, m);
  }

  @Override
  public void visitInputNew(InputNew m) {
    live.each(TeehistorianVisitor::visitInputNew, m);
  }

  @Override
  public void visitMessage(Message m) {
    live.each(TeehistorianVisitor::visitMessage, m);
  }

  @Override
  public void visitJoin(Join m) {
    live.each(TeehistorianVisitor::visitJoin, m);
  }

  @Override
  public void visitDrop(Drop m) {
    live.each(TeehistorianVisitor::visitDrop, m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    live.each(TeehistorianVisitor::visitConsoleCommand, m);
  }

  @Override
  public void visitEx(ExMessage m) {
    live.each(TeehistorianVisitor::visitEx, m);
  }

  @Override
  public void visitFinish() {
    live.each(TeehistorianVisitor::visitFinish);
  }

  @Override
  public void visitTick(int tick) {
    live.each(TeehistorianVisitor::visitTick, tick);
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    live.each(TeehistorianVisitor::visitPlayerPosition, p);
  }

  @Override
  public void visitPlayerInput(InputState s) {
    live.each(TeehistorianVisitor::visitPlayerInput, s);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    live.each(TeehistorianVisitor::visitPlayerJoin, j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    live.each(TeehistorianVisitor::visitPlayerLeave, l);
  }

  @Override
  public void visitSummary(End summary) {
    live.each(TeehistorianVisitor::visitSummary, summary);
  }
}
