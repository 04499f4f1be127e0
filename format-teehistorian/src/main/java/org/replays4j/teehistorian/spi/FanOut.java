package org.replays4j.teehistorian.spi;

import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.VisitorSet;
import org.replays4j.core.io.ByteSlice;
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
 * Hands every event of one decode to several visitors, in order, each as if it were alone: a
 * visitor that throws {@link StopDecoding} gets nothing more while the others go on, and the decode
 * stops once every visitor has stopped. The visitors do not chain ({@code next} null).
 */
final class FanOut extends TeehistorianVisitor {
  private final VisitorSet<TeehistorianVisitor> live;

  FanOut(List<? extends TeehistorianVisitor> visitors) {
    this.live = new VisitorSet<>(visitors);
  }

  @Override
  public void visitStart(EventCursor cursor) {
    super.visitStart(cursor);
    live.each(v -> v.visitStart(cursor));
  }

  @Override
  public void visitHeader(Header h) {
    live.each(v -> v.visitHeader(h));
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    live.each(v -> v.visitPlayerDiff(m));
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    live.each(v -> v.visitTickSkip(m));
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    live.each(v -> v.visitPlayerNew(m));
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    live.each(v -> v.visitPlayerOld(m));
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    live.each(v -> v.visitInputDiff(m));
  }

  @Override
  public void visitInputNew(InputNew m) {
    live.each(v -> v.visitInputNew(m));
  }

  @Override
  public void visitMessage(Message m) {
    live.each(v -> v.visitMessage(m));
  }

  @Override
  public void visitJoin(Join m) {
    live.each(v -> v.visitJoin(m));
  }

  @Override
  public void visitDrop(Drop m) {
    live.each(v -> v.visitDrop(m));
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    live.each(v -> v.visitConsoleCommand(m));
  }

  @Override
  public void visitEx(ExMessage m) {
    live.each(v -> v.visitEx(m));
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    live.each(v -> v.visitUnknown(code, payload));
  }

  @Override
  public void visitFinish() {
    live.each(TeehistorianVisitor::visitFinish);
  }

  @Override
  public void visitTick(int tick) {
    live.each(v -> v.visitTick(tick));
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    live.each(v -> v.visitPlayerPosition(p));
  }

  @Override
  public void visitPlayerInput(InputState s) {
    live.each(v -> v.visitPlayerInput(s));
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    live.each(v -> v.visitPlayerJoin(j));
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    live.each(v -> v.visitPlayerLeave(l));
  }

  @Override
  public void visitSummary(End summary) {
    live.each(v -> v.visitSummary(summary));
  }

  @Override
  public void visitDamage(Damage damage) {
    live.each(v -> v.visitDamage(damage));
  }

  @Override
  public void visitEnd() {
    live.each(TeehistorianVisitor::visitEnd);
  }
}
