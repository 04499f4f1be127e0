package org.replays4j.screp;

import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/** Enforces the call grammar documented on {@link ScrepVisitor} (test scope). */
final class CheckingScrepVisitor extends ScrepVisitor {
  private int state; // 0 start, 1 version, 2 header, 3 commands, 4 map, 5 names, 6 modern, 7 end
  private String lastModernTag;

  CheckingScrepVisitor(ScrepVisitor next) {
    super(next);
  }

  private void step(int min, int max, int to, String call) {
    if (state < min || state > max) throw new IllegalStateException(call + " in state " + state);
    state = to;
  }

  @Override
  public void visitVersion(ScrepVersion v) {
    step(0, 0, 1, "visitVersion");
    super.visitVersion(v);
  }

  @Override
  public void visitHeader(Header h) {
    step(1, 1, 2, "visitHeader");
    super.visitHeader(h);
  }

  @Override
  public void visitCommandsStart(int size) {
    step(2, 2, 3, "visitCommandsStart");
    super.visitCommandsStart(size);
  }

  @Override
  public void visitCommand(Command c) {
    step(3, 3, 3, "visitCommand");
    super.visitCommand(c);
  }

  /** The form the checked visitor asks for, so that both delivery paths are checked. */
  @Override
  public CommandForm commandForm() {
    return next == null ? CommandForm.RECORDS : next.commandForm();
  }

  @Override
  public void visitCommands(ScrepCommandBatch b) {
    step(3, 3, 3, "visitCommands");
    super.visitCommands(b);
  }

  @Override
  public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
    step(3, 3, 3, "visitUnknownCommand");
    super.visitUnknownCommand(frame, player, type, rest);
  }

  @Override
  public void visitMapData(MapData m) {
    step(2, 3, 4, "visitMapData");
    super.visitMapData(m);
  }

  @Override
  public void visitPlayerNames(List<RawText> n) {
    step(2, 4, 5, "visitPlayerNames");
    super.visitPlayerNames(n);
  }

  @Override
  public void visitModernSection(String tag, ByteSlice data) {
    step(5, 6, 6, "visitModernSection");
    lastModernTag = tag;
    super.visitModernSection(tag, data);
  }

  private void typed(String tag, String call) {
    if (state != 6 || !tag.equals(lastModernTag))
      throw new IllegalStateException(call + " not right after its section");
  }

  @Override
  public void visitLimits(Limits l) {
    typed("LMTS", "visitLimits");
    super.visitLimits(l);
  }

  @Override
  public void visitPlayerColors(PlayerColors c) {
    typed("CCLR", "visitPlayerColors");
    super.visitPlayerColors(c);
  }

  @Override
  public void visitShieldBattery(ShieldBattery s) {
    typed("Sbat", "visitShieldBattery");
    super.visitShieldBattery(s);
  }

  @Override
  public void visitEnd() {
    step(1, 6, 7, "visitEnd");
    super.visitEnd();
  }

  boolean ended() {
    return state == 7;
  }
}
