package org.replays4j.teehistorian;

import org.replays4j.core.io.ByteSlice;
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
 * Enforces the call grammar of {@link TeehistorianVisitor}: header first and once, end last and
 * once, FINISH only before the end, ticks strictly increasing, reconstructed events stamped with
 * the current tick, raw offsets strictly increasing. Throws {@link AssertionError} on violation.
 */
final class CheckingTeehistorianVisitor extends TeehistorianVisitor {
  private boolean header;
  private boolean finish;
  private boolean end;
  private int tick = -1;
  private long lastOffset = -1;

  CheckingTeehistorianVisitor(TeehistorianVisitor next) {
    super(next);
  }

  private void check(boolean ok, String what) {
    if (!ok) throw new AssertionError("visitor grammar violated: " + what);
  }

  private void body() {
    check(header, "event before visitHeader");
    check(!end, "event after visitEnd");
    check(!finish, "event after visitFinish");
  }

  private void raw(long offset) {
    body();
    check(offset > lastOffset, "offset " + offset + " not after " + lastOffset);
    lastOffset = offset;
  }

  private void stamped(int t) {
    body();
    check(t == tick, "event stamped with tick " + t + " during tick " + tick);
  }

  @Override
  public void visitHeader(Header h) {
    check(!header, "second visitHeader");
    header = true;
    super.visitHeader(h);
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    raw(eventOffset());
    super.visitPlayerDiff(m);
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    raw(eventOffset());
    super.visitTickSkip(m);
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    raw(eventOffset());
    super.visitPlayerNew(m);
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    raw(eventOffset());
    super.visitPlayerOld(m);
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    raw(eventOffset());
    super.visitInputDiff(m);
  }

  @Override
  public void visitInputNew(InputNew m) {
    raw(eventOffset());
    super.visitInputNew(m);
  }

  @Override
  public void visitMessage(Message m) {
    raw(eventOffset());
    super.visitMessage(m);
  }

  @Override
  public void visitJoin(Join m) {
    raw(eventOffset());
    super.visitJoin(m);
  }

  @Override
  public void visitDrop(Drop m) {
    raw(eventOffset());
    super.visitDrop(m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    raw(eventOffset());
    super.visitConsoleCommand(m);
  }

  @Override
  public void visitEx(ExMessage m) {
    raw(eventOffset());
    super.visitEx(m);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    raw(eventOffset());
    super.visitUnknown(code, payload);
  }

  @Override
  public void visitFinish() {
    raw(eventOffset());
    finish = true;
    super.visitFinish();
  }

  @Override
  public void visitTick(int t) {
    body();
    check(t > tick, "tick " + t + " after " + tick);
    tick = t;
    super.visitTick(t);
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    stamped(p.tick());
    super.visitPlayerPosition(p);
  }

  @Override
  public void visitPlayerInput(InputState s) {
    stamped(s.tick());
    super.visitPlayerInput(s);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    stamped(j.tick());
    super.visitPlayerJoin(j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    stamped(l.tick());
    super.visitPlayerLeave(l);
  }

  @Override
  public void visitSummary(End e) {
    check(header && !end, "visitEnd without header or twice");
    end = true;
    super.visitSummary(e);
  }
}
