package org.replays4j.butter.spi;

import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;

/** A format's events for a generic sink, with what it sends once the read is over. */
abstract class EventVisitor extends ButterVisitor {
  /** After a read that this visitor did not stop; {@code last} is the file's header. */
  void finish(ButterHeader last) {}
}
