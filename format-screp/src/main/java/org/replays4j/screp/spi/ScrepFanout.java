package org.replays4j.screp.spi;

import java.util.List;
import java.util.function.Consumer;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.ScrepCommandBatch;
import org.replays4j.screp.ScrepVersion;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/**
 * Hands every call of one decode to several visitors, so that the event stream, the table rows and
 * the model are all fed by one pass over the file. Each visitor gets the commands in the form it
 * asks for ({@link #commandForm()} is their union): records to those that want records, batches to
 * those that want columns, so a columns-only collector behaves as it does when it is the head of
 * the decode. A visitor that stops ({@link StopDecoding}) gets no more calls while the others go
 * on; the decode stops when all have stopped.
 */
final class ScrepFanout extends ScrepVisitor {
  private final ScrepVisitor[] all;
  private final boolean[] records;
  private final boolean[] columns;
  private final boolean[] stopped;
  private int live;

  ScrepFanout(List<ScrepVisitor> visitors) {
    all = visitors.toArray(new ScrepVisitor[0]);
    records = new boolean[all.length];
    columns = new boolean[all.length];
    stopped = new boolean[all.length];
    live = all.length;
    for (int i = 0; i < all.length; i++) {
      CommandForm f = all[i].commandForm();
      records[i] = f != CommandForm.COLUMNS;
      columns[i] = f != CommandForm.RECORDS;
    }
  }

  /** The head of a decode of {@code visitors}: the one visitor itself, or a fan-out to them all. */
  static ScrepVisitor of(List<ScrepVisitor> visitors) {
    return visitors.size() == 1 ? visitors.get(0) : new ScrepFanout(visitors);
  }

  @Override
  public CommandForm commandForm() {
    boolean r = false;
    boolean c = false;
    for (int i = 0; i < all.length; i++) {
      r |= records[i];
      c |= columns[i];
    }
    return r && c ? CommandForm.BOTH : r ? CommandForm.RECORDS : CommandForm.COLUMNS;
  }

  /**
   * Calls {@code call} on every visitor still listening (the per-command calls loop without a
   * lambda: they come millions of times).
   */
  private void each(Consumer<ScrepVisitor> call) {
    for (int i = 0; i < all.length; i++) if (!stopped[i]) deliver(i, call);
  }

  private void deliver(int i, Consumer<ScrepVisitor> call) {
    try {
      call.accept(all[i]);
    } catch (StopDecoding stop) {
      stopped(i, stop);
    }
  }

  /** Visitor {@code i} asked to stop: it gets no more calls; the decode stops with the last one. */
  private void stopped(int i, StopDecoding stop) {
    stopped[i] = true;
    if (--live == 0) throw stop;
  }

  @Override
  public void visitStart(EventCursor cursor) {
    super.visitStart(cursor);
    each(v -> v.visitStart(cursor));
  }

  @Override
  public void visitVersion(ScrepVersion version) {
    each(v -> v.visitVersion(version));
  }

  @Override
  public void visitHeader(Header header) {
    each(v -> v.visitHeader(header));
  }

  @Override
  public void visitCommandsStart(int sectionBytes) {
    each(v -> v.visitCommandsStart(sectionBytes));
  }

  @Override
  public void visitCommand(Command command) {
    for (int i = 0; i < all.length; i++) {
      if (stopped[i] || !records[i]) continue;
      try {
        all[i].visitCommand(command);
      } catch (StopDecoding stop) {
        stopped(i, stop);
      }
    }
  }

  @Override
  public void visitCommands(ScrepCommandBatch batch) {
    for (int i = 0; i < all.length; i++) {
      if (stopped[i] || !columns[i]) continue;
      try {
        all[i].visitCommands(batch);
      } catch (StopDecoding stop) {
        stopped(i, stop);
      }
    }
  }

  @Override
  public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
    each(v -> v.visitUnknownCommand(frame, player, type, rest));
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    each(v -> v.visitUnknown(code, payload));
  }

  @Override
  public void visitRawMapData(ByteSlice chk) {
    each(v -> v.visitRawMapData(chk));
  }

  @Override
  public void visitMapData(MapData map) {
    each(v -> v.visitMapData(map));
  }

  @Override
  public void visitPlayerNames(List<RawText> names) {
    each(v -> v.visitPlayerNames(names));
  }

  @Override
  public void visitModernSection(String tag, ByteSlice data) {
    each(v -> v.visitModernSection(tag, data));
  }

  @Override
  public void visitLimits(Limits limits) {
    each(v -> v.visitLimits(limits));
  }

  @Override
  public void visitPlayerColors(PlayerColors colors) {
    each(v -> v.visitPlayerColors(colors));
  }

  @Override
  public void visitShieldBattery(ShieldBattery sb) {
    each(v -> v.visitShieldBattery(sb));
  }

  @Override
  public void visitChecksumMismatch(String section, long stored, long computed) {
    each(v -> v.visitChecksumMismatch(section, stored, computed));
  }

  @Override
  public void visitWarning(String message) {
    each(v -> v.visitWarning(message));
  }

  @Override
  public void visitDamage(Damage damage) {
    each(v -> v.visitDamage(damage));
  }

  @Override
  public void visitEnd() {
    each(ScrepVisitor::visitEnd);
  }
}
