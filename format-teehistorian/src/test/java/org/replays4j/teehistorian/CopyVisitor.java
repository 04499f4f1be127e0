package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.TickSkip;
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * Writes every raw message it receives back through a {@link TeehistorianWriter} (reader → writer
 * identity).
 */
final class CopyVisitor extends TeehistorianVisitor {
  private final TeehistorianWriter w;

  CopyVisitor(TeehistorianWriter w) {
    this.w = w;
  }

  private interface Io {
    void run() throws IOException;
  }

  private static void io(Io r) {
    try {
      r.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override
  public void visitHeader(Header h) {
    io(() -> w.writeHeader(h.tree()));
  }

  @Override
  public void visitPlayerDiff(PlayerDiff m) {
    io(() -> w.playerDiff(m.cid(), m.dx(), m.dy()));
  }

  @Override
  public void visitTickSkip(TickSkip m) {
    io(() -> w.tickSkip(m.dt()));
  }

  @Override
  public void visitPlayerNew(PlayerNew m) {
    io(() -> w.playerNew(m.cid(), m.x(), m.y()));
  }

  @Override
  public void visitPlayerOld(PlayerOld m) {
    io(() -> w.playerOld(m.cid()));
  }

  @Override
  public void visitInputDiff(InputDiff m) {
    io(() -> w.inputDiff(m.cid(), m.delta()));
  }

  @Override
  public void visitInputNew(InputNew m) {
    io(() -> w.inputNew(m.cid(), m.input()));
  }

  @Override
  public void visitMessage(Message m) {
    io(() -> w.message(m.cid(), m.data().toArray()));
  }

  @Override
  public void visitJoin(Join m) {
    io(() -> w.join(m.cid()));
  }

  @Override
  public void visitDrop(Drop m) {
    io(() -> w.drop(m.cid(), m.reason()));
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    io(() -> w.consoleCommand(m.cid(), m.flags(), m.command(), m.args()));
  }

  @Override
  public void visitEx(ExMessage m) {
    io(() -> w.ex(m));
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    UnknownEx x = UnknownEx.of(payload);
    io(() -> w.ex(x.uuid(), x.data().toArray()));
  }

  @Override
  public void visitFinish() {
    io(w::finish);
  }
}
