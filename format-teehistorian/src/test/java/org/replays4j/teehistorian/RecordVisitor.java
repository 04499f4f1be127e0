package org.replays4j.teehistorian;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Finish;
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
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * Test visitor base that sees every raw message as one record ({@link #raw}: an unknown extension
 * as {@link UnknownEx}, FINISH as {@link Finish#INSTANCE}) and every reconstructed position, input,
 * join and leave as one record ({@link #reconstructed}), then forwards the call. Subclasses handle
 * the records in one place instead of overriding every callback.
 */
abstract class RecordVisitor extends TeehistorianVisitor {
  RecordVisitor() {}

  RecordVisitor(TeehistorianVisitor next) {
    super(next);
  }

  /** A raw message, at {@link #eventOffset()}. */
  abstract void raw(Object message);

  /** A reconstructed event; nothing by default. */
  void reconstructed(Object event) {}

  /** The tick a reconstructed event is stamped with. */
  static int tickOf(Object event) {
    if (event instanceof PlayerPosition p) return p.tick();
    if (event instanceof InputState s) return s.tick();
    if (event instanceof PlayerJoin j) return j.tick();
    return ((PlayerLeave) event).tick();
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    raw(m);
    super.visitPlayerDiff(m);
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    raw(m);
    super.visitTickSkip(m);
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    raw(m);
    super.visitPlayerNew(m);
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    raw(m);
    super.visitPlayerOld(m);
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    raw(m);
    super.visitInputDiff(m);
  }

  @Override
  public void visitInputNew(InputNew m) {
    raw(m);
    super.visitInputNew(m);
  }

  @Override
  public void visitMessage(Message m) {
    raw(m);
    super.visitMessage(m);
  }

  @Override
  public void visitJoin(Join m) {
    raw(m);
    super.visitJoin(m);
  }

  @Override
  public void visitDrop(Drop m) {
    raw(m);
    super.visitDrop(m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    raw(m);
    super.visitConsoleCommand(m);
  }

  @Override
  public void visitEx(ExMessage m) {
    raw(m);
    super.visitEx(m);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    raw(UnknownEx.of(payload));
    super.visitUnknown(code, payload);
  }

  @Override
  public void visitFinish() {
    raw(Finish.INSTANCE);
    super.visitFinish();
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    reconstructed(p);
    super.visitPlayerPosition(p);
  }

  @Override
  public void visitPlayerInput(InputState s) {
    reconstructed(s);
    super.visitPlayerInput(s);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    reconstructed(j);
    super.visitPlayerJoin(j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    reconstructed(l);
    super.visitPlayerLeave(l);
  }
}
