package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.util.UUID;
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

/** Writes every raw message it receives back through a {@link TeehistorianWriter} (reader → writer identity). */
final class CopyVisitor extends TeehistorianVisitor {
  private final TeehistorianWriter w;

  CopyVisitor(TeehistorianWriter w) { this.w = w; }

  private interface Io { void run() throws IOException; }

  private static void io(Io r) {
    try {
      r.run();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  @Override public void visitHeader(Header h) { io(() -> w.writeHeader(h.tree())); }
  @Override public void visitPlayerDiff(PlayerDiff m, long o) { io(() -> w.playerDiff(m.cid(), m.dx(), m.dy())); }
  @Override public void visitTickSkip(TickSkip m, long o) { io(() -> w.tickSkip(m.dt())); }
  @Override public void visitPlayerNew(PlayerNew m, long o) { io(() -> w.playerNew(m.cid(), m.x(), m.y())); }
  @Override public void visitPlayerOld(PlayerOld m, long o) { io(() -> w.playerOld(m.cid())); }
  @Override public void visitInputDiff(InputDiff m, long o) { io(() -> w.inputDiff(m.cid(), m.delta())); }
  @Override public void visitInputNew(InputNew m, long o) { io(() -> w.inputNew(m.cid(), m.input())); }
  @Override public void visitMessage(Message m, long o) { io(() -> w.message(m.cid(), m.data().toArray())); }
  @Override public void visitJoin(Join m, long o) { io(() -> w.join(m.cid())); }
  @Override public void visitDrop(Drop m, long o) { io(() -> w.drop(m.cid(), m.reason())); }
  @Override public void visitConsoleCommand(ConsoleCommand m, long o) { io(() -> w.consoleCommand(m.cid(), m.flags(), m.command(), m.args())); }
  @Override public void visitEx(ExMessage m, long o) { io(() -> w.ex(m)); }
  @Override public void visitUnknown(UUID u, ByteSlice d, long o) { io(() -> w.ex(u, d.toArray())); }
  @Override public void visitFinish(long o) { io(w::finish); }
}
