package org.replays4j.butter.spi;

import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.StopDecoding;

/**
 * The events of a .echoreplay file for a generic sink, as the lines are read: {@code Header} with
 * the first frame (its players are those seen so far), a {@code Player} event for each player that
 * first appears later, just before the frame holding it, and a {@code Frame} per accepted row
 * ({@link ButterFrame#toTree}). A file without frames gives one {@code Header} ({@link #finish}).
 */
final class EchoReplaySinkVisitor extends EventVisitor {
  private final ReplayEventSink sink;
  private ButterHeader header;
  private boolean headerSent;
  private boolean stopped;
  private int players;

  EchoReplaySinkVisitor(ReplayEventSink sink) {
    this.sink = sink;
  }

  private void accept(String type, long offset, Object event) {
    if (!sink.accept(type, offset, event)) {
      stopped = true;
      throw StopDecoding.INSTANCE;
    }
  }

  @Override
  public void visitHeader(ButterHeader h) {
    header = h;
  }

  @Override
  public void visitFrame(ButterFrame f) {
    if (!headerSent) {
      headerSent = true;
      accept("Header", 0, header);
    } else {
      for (int i = players; i < header.players().size(); i++)
        accept("Player", -1, header.players().get(i));
    }
    players = header.players().size();
    accept("Frame", -1, f.toTree(header));
  }

  @Override
  public void visitDamage(Damage d) {
    sink.damage(d);
  }

  /** After the read: the {@code Header} of a file without frames ({@code last}, its header). */
  @Override
  void finish(ButterHeader last) {
    if (!headerSent && !stopped) sink.accept("Header", 0, last);
  }
}
