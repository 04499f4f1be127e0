package org.replays4j.slippi;

import java.util.List;
import java.util.Set;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.UnknownEvent;

/**
 * Records every visitor call as a value (records compare by value), and checks the call grammar.
 */
class Recorder extends HookedVisitor {
  boolean ended;
  private int phase; // 0 before raw start, 1 events, 2 after raw end, 3 ended

  Recorder() {}

  /** A recorder declaring {@code interests}. */
  Recorder(Set<Interest> interests) {
    super(null, interests);
  }

  private void add(Object o, int expectedPhase) {
    if (phase != expectedPhase)
      throw new AssertionError("call grammar violated at " + o + " (phase " + phase + ")");
    events.add(o);
  }

  /** Adds {@code o} in phase {@code from}, which ends with it. */
  private void addLast(Object o, int from) {
    add(o, from);
    phase = from + 1;
  }

  /** The five frame events, as records. */
  @Override
  void record(Object e) {
    add(e, 1);
  }

  /** Raw start opens the events, Raw end closes them, Metadata comes after. */
  @Override
  void event(Object e) {
    if (e instanceof RawStart) addLast(e, 0);
    else if (e instanceof RawEnd) addLast(e, 1);
    else if (e instanceof SlippiMetadata) add(e, 2);
    else add(e, 1);
  }

  @Override
  public void visitWrappedMessage(int command, ByteSlice payload) {
    add(new UnknownEvent(command, payload.copy()), 1);
  }

  @Override
  public void visitUnknown(int command, ByteSlice payload) {
    add(List.of(new UnknownEvent(command, payload.copy()), eventOffset()), 1);
  }

  @Override
  public void visitEnd() {
    addLast("end", 2);
    ended = true;
  }
}
