package org.replays4j.butter.spi;

import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.StopDecoding;

/**
 * The frames of a .echoreplay read as the visitor calls of a .butter decode, so that one set of
 * visitors serves both formats: {@code visitHeader} whenever the header changes (players appear),
 * before the frame that shows it, {@code visitFrame} per frame, {@code visitDamage}. There is no
 * {@code visitStart} or {@code visitEnd}. A visitor's {@link StopDecoding} ends the read.
 */
final class FrameFeed implements EchoReplayReader.FrameSink {
  private final ButterVisitor visitor;
  private ButterHeader header;

  FrameFeed(ButterVisitor visitor) {
    this.visitor = visitor;
  }

  @Override
  public boolean frame(ButterHeader h, ButterFrame f) {
    try {
      if (h != header) {
        header = h;
        visitor.visitHeader(h);
      }
      visitor.visitFrame(f);
      return true;
    } catch (StopDecoding stop) {
      return false;
    }
  }

  @Override
  public void damage(Damage d) {
    try {
      visitor.visitDamage(d);
    } catch (StopDecoding stop) {
      // nothing follows the damage
    }
  }
}
