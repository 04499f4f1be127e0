package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.UncheckedIOException;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Finish;
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
final class CopyVisitor extends RecordVisitor {
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
  void raw(Object m) {
    io(() -> write(m));
  }

  private void write(Object m) throws IOException {
    if (m instanceof PlayerDiff x) w.playerDiff(x.cid(), x.dx(), x.dy());
    else if (m instanceof TickSkip x) w.tickSkip(x.dt());
    else if (m instanceof PlayerNew x) w.playerNew(x.cid(), x.x(), x.y());
    else if (m instanceof PlayerOld x) w.playerOld(x.cid());
    else if (m instanceof InputDiff x) w.inputDiff(x.cid(), x.delta());
    else if (m instanceof InputNew x) w.inputNew(x.cid(), x.input());
    else if (m instanceof Message x) w.message(x.cid(), x.data().toArray());
    else if (m instanceof Join x) w.join(x.cid());
    else if (m instanceof Drop x) w.drop(x.cid(), x.reason());
    else if (m instanceof ConsoleCommand x)
      w.consoleCommand(x.cid(), x.flags(), x.command(), x.args());
    else if (m instanceof ExMessage x) w.ex(x);
    else if (m instanceof UnknownEx x) w.ex(x.uuid(), x.data().toArray());
    else if (m instanceof Finish) w.finish();
    else throw new IllegalArgumentException("not a raw message: " + m);
  }
}
