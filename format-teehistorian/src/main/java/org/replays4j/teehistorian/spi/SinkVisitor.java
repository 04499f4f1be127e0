package org.replays4j.teehistorian.spi;

import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Finish;
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
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * Forwards raw messages and the reconstructed ticks, positions, inputs, joins and leaves (so that
 * every table column is visible in the event stream) to a generic sink; payload slices are copied
 * since the sink may keep them.
 */
final class SinkVisitor extends TeehistorianVisitor {
  private final ReplayEventSink sink;

  SinkVisitor(ReplayEventSink sink) {
    this.sink = sink;
  }

  private void emit(String type, Object e) {
    sink.acceptOrStop(type, eventOffset(), e);
  }

  @Override
  public void visitDamage(Damage d) {
    sink.damage(d);
  }

  /** A reconstructed event: no offset of its own (-1). */
  private void reconstructed(String type, Object e) {
    sink.acceptOrStop(type, -1, e);
  }

  @Override
  public void visitHeader(Header h) {
    sink.acceptOrStop("Header", 0, h);
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    emit("PlayerDiff", m);
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    emit("TickSkip", m);
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    emit("PlayerNew", m);
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    emit("PlayerOld", m);
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    emit("InputDiff", m);
  }

  @Override
  public void visitInputNew(InputNew m) {
    emit("InputNew", m);
  }

  @Override
  public void visitMessage(Message m) {
    emit("Message", new Message(m.cid(), m.data().copy()));
  }

  @Override
  public void visitJoin(Join m) {
    emit("Join", m);
  }

  @Override
  public void visitDrop(Drop m) {
    emit("Drop", m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    emit("ConsoleCommand", m);
  }

  @Override
  public void visitEx(ExMessage m) {
    if (m instanceof Antibot a) m = new Antibot(a.data().copy());
    emit(m.type().countName(), m);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    if (code != UnknownEx.CODE) return;
    UnknownEx x = UnknownEx.of(payload);
    emit("Ex:" + x.uuid(), x);
  }

  @Override
  public void visitFinish() {
    emit("Finish", Finish.INSTANCE);
  }

  @Override
  public void visitTick(int tick) {
    reconstructed("Tick", Map.of("tick", tick));
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    reconstructed("PlayerPosition", p);
  }

  @Override
  public void visitPlayerInput(InputState s) {
    reconstructed("PlayerInput", s);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    reconstructed("PlayerJoin", j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    reconstructed("PlayerLeave", l);
  }

  @Override
  public void visitSummary(End end) {
    sink.acceptOrStop("End", end.endOffset(), end);
  }
}
