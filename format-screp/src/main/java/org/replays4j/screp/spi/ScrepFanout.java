package org.replays4j.screp.spi;

import java.util.List;
import java.util.function.BiConsumer;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.event.VisitorSet;
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
 * Hands every call of one decode to several visitors ({@link VisitorSet}), so that the event
 * stream, the table rows and the model are all fed by one pass over the file. Each visitor gets the
 * commands in the form it asks for ({@link #commandForm()} is their union): records to those that
 * want records, batches to those that want columns, so a columns-only collector behaves as it does
 * when it is the head of the decode. A visitor that stops ({@link StopDecoding}) gets no more calls
 * while the others go on; the decode stops when all have stopped.
 */
final class ScrepFanout extends ScrepVisitor {
  private final VisitorSet<ScrepVisitor> live;
  private final CommandForm form;

  /**
   * The per-command calls: lambdas that capture nothing, so that the millions of commands of a file
   * allocate nothing here. Each visitor's form is asked as the command comes (it does not change
   * during a decode).
   */
  private static final BiConsumer<ScrepVisitor, Command> TO_RECORDS =
      (v, c) -> {
        if (v.commandForm() != CommandForm.COLUMNS) v.visitCommand(c);
      };

  private static final BiConsumer<ScrepVisitor, ScrepCommandBatch> TO_COLUMNS =
      (v, b) -> {
        if (v.commandForm() != CommandForm.RECORDS) v.visitCommands(b);
      };

  ScrepFanout(List<ScrepVisitor> visitors) {
    live = fanOutTo(visitors);
    boolean r = false;
    boolean c = false;
    for (ScrepVisitor v : visitors) {
      CommandForm f = v.commandForm();
      r |= f != CommandForm.COLUMNS;
      c |= f != CommandForm.RECORDS;
    }
    form = r && c ? CommandForm.BOTH : r ? CommandForm.RECORDS : CommandForm.COLUMNS;
  }

  /** The head of a decode of {@code visitors}: the one visitor itself, or a fan-out to them all. */
  static ScrepVisitor of(List<ScrepVisitor> visitors) {
    return visitors.size() == 1 ? visitors.get(0) : new ScrepFanout(visitors);
  }

  @Override
  public CommandForm commandForm() {
    return form;
  }

  @Override
  public void visitVersion(ScrepVersion version) {
    live.each(ScrepVisitor::visitVersion, version);
  }

  @Override
  public void visitHeader(Header header) {
    live.each(ScrepVisitor::visitHeader, header);
  }

  @Override
  public void visitCommandsStart(int sectionBytes) {
    live.each(ScrepVisitor::visitCommandsStart, sectionBytes);
  }

  @Override
  public void visitCommand(Command c) {
    live.each(TO_RECORDS, c);
  }

  @Override
  public void visitCommands(ScrepCommandBatch b) {
    live.each(TO_COLUMNS, b);
  }

  @Override
  public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
    live.each(v -> v.visitUnknownCommand(frame, player, type, rest));
  }

  @Override
  public void visitRawMapData(ByteSlice chk) {
    live.each(ScrepVisitor::visitRawMapData, chk);
  }

  @Override
  public void visitMapData(MapData map) {
    live.each(ScrepVisitor::visitMapData, map);
  }

  @Override
  public void visitPlayerNames(List<RawText> names) {
    live.each(ScrepVisitor::visitPlayerNames, names);
  }

  @Override
  public void visitModernSection(String tag, ByteSlice data) {
    live.each(v -> v.visitModernSection(tag, data));
  }

  @Override
  public void visitLimits(Limits limits) {
    live.each(ScrepVisitor::visitLimits, limits);
  }

  @Override
  public void visitPlayerColors(PlayerColors colors) {
    live.each(ScrepVisitor::visitPlayerColors, colors);
  }

  @Override
  public void visitShieldBattery(ShieldBattery sb) {
    live.each(ScrepVisitor::visitShieldBattery, sb);
  }

  @Override
  public void visitChecksumMismatch(String section, long stored, long computed) {
    live.each(v -> v.visitChecksumMismatch(section, stored, computed));
  }

  @Override
  public void visitWarning(String message) {
    live.each(ScrepVisitor::visitWarning, message);
  }
}
