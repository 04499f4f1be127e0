package org.replays4j.teehistorian;

import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.Finish;
import org.replays4j.teehistorian.record.Header;

/**
 * Enforces the call grammar of {@link TeehistorianVisitor}: header first and once, end last and
 * once, FINISH only before the end, ticks strictly increasing, reconstructed events stamped with
 * the current tick, raw offsets strictly increasing. Throws {@link AssertionError} on violation.
 */
final class CheckingTeehistorianVisitor extends RecordVisitor {
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

  @Override
  public void visitHeader(Header h) {
    check(!header, "second visitHeader");
    header = true;
    super.visitHeader(h);
  }

  @Override
  void raw(Object m) {
    body();
    check(eventOffset() > lastOffset, "offset " + eventOffset() + " not after " + lastOffset);
    lastOffset = eventOffset();
    if (m instanceof Finish) finish = true;
  }

  @Override
  public void visitTick(int t) {
    body();
    check(t > tick, "tick " + t + " after " + tick);
    tick = t;
    super.visitTick(t);
  }

  @Override
  void reconstructed(Object e) {
    body();
    int t = tickOf(e);
    check(t == tick, "event stamped with tick " + t + " during tick " + tick);
  }

  @Override
  public void visitSummary(End e) {
    check(header && !end, "visitEnd without header or twice");
    end = true;
    super.visitSummary(e);
  }
}
