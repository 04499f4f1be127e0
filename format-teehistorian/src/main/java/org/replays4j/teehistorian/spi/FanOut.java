package org.replays4j.teehistorian.spi;

import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
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
  /** One call of a visitor method. */
  @FunctionalInterface
  private interface Call {
    void on(TeehistorianVisitor v);
  }

  private final TeehistorianVisitor[] live;
  private int n;

  FanOut(List<? extends TeehistorianVisitor> visitors) {
    this.live = visitors.toArray(new TeehistorianVisitor[0]);
    this.n = live.length;
  }

  private void each(Call call) {
    for (int i = 0; i < n; i++) {
      try {
        call.on(live[i]);
      } catch (StopDecoding stop) {
        System.arraycopy(live, i + 1, live, i, n - i - 1);
        live[--n] = null;
        i--;
      }
    }
    if (n == 0) throw StopDecoding.INSTANCE;
  }

  @Override
  public void visitStart(EventCursor cursor) {
    super.visitStart(cursor);
    each(v -> v.visitStart(cursor));
  }

  @Override
  public void visitHeader(Header h) {
    each(v -> v.visitHeader(h));
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    each(v -> v.visitPlayerDiff(m));
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    each(v -> v.visitTickSkip(m));
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    each(v -> v.visitPlayerNew(m));
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    each(v -> v.visitPlayerOld(m));
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    each(v -> v.visitInputDiff(m));
  }

  @Override
  public void visitInputNew(InputNew m) {
    each(v -> v.visitInputNew(m));
  }

  @Override
  public void visitMessage(Message m) {
    each(v -> v.visitMessage(m));
  }

  @Override
  public void visitJoin(Join m) {
    each(v -> v.visitJoin(m));
  }

  @Override
  public void visitDrop(Drop m) {
    each(v -> v.visitDrop(m));
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    each(v -> v.visitConsoleCommand(m));
  }

  @Override
  public void visitEx(ExMessage m) {
    each(v -> v.visitEx(m));
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    each(v -> v.visitUnknown(code, payload));
  }

  @Override
  public void visitFinish() {
    each(TeehistorianVisitor::visitFinish);
  }

  @Override
  public void visitTick(int tick) {
    each(v -> v.visitTick(tick));
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    each(v -> v.visitPlayerPosition(p));
  }

  @Override
  public void visitPlayerInput(InputState s) {
    each(v -> v.visitPlayerInput(s));
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    each(v -> v.visitPlayerJoin(j));
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    each(v -> v.visitPlayerLeave(l));
  }

  @Override
  public void visitSummary(End summary) {
    each(v -> v.visitSummary(summary));
  }

  @Override
  public void visitDamage(Damage damage) {
    each(v -> v.visitDamage(damage));
  }

  @Override
  public void visitEnd() {
    each(TeehistorianVisitor::visitEnd);
  }
}
