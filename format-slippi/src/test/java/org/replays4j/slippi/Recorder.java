package org.replays4j.slippi;

import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.UnknownEvent;
import org.replays4j.slippi.record.Whispy;

/**
 * Records every visitor call as a value (records compare by value), and checks the call grammar.
 */
final class Recorder extends FrameEventVisitor {
  boolean ended;
  private int phase; // 0 before raw start, 1 events, 2 after raw end, 3 ended

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

  @Override
  public void visitRawStart(RawStart e) {
    addLast(e, 0);
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    add(e, 1);
  }

  @Override
  public void visitGameStart(GameStart e) {
    add(e, 1);
  }

  /** The five frame events, as records. */
  @Override
  void record(Object e) {
    add(e, 1);
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    add(e, 1);
  }

  @Override
  public void visitMessageSplitter(MessageSplitter e) {
    add(e, 1);
  }

  @Override
  public void visitGeckoList(GeckoList e) {
    add(e, 1);
  }

  @Override
  public void visitWrappedMessage(int command, ByteSlice payload) {
    add(new UnknownEvent(command, payload.copy()), 1);
  }

  @Override
  public void visitFodPlatform(FodPlatform e) {
    add(e, 1);
  }

  @Override
  public void visitWhispy(Whispy e) {
    add(e, 1);
  }

  @Override
  public void visitStadiumTransformation(StadiumTransformation e) {
    add(e, 1);
  }

  @Override
  public void visitUnknown(int command, ByteSlice payload) {
    add(List.of(new UnknownEvent(command, payload.copy()), eventOffset()), 1);
  }

  @Override
  public void visitRawEnd(RawEnd e) {
    addLast(e, 1);
  }

  @Override
  public void visitMetadata(SlippiMetadata e) {
    add(e, 2);
  }

  @Override
  public void visitEnd() {
    addLast("end", 2);
    ended = true;
  }
}
