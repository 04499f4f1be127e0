package org.replays4j.slippi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * A test visitor whose callbacks each go to one hook and then on to the default of {@link
 * SlippiVisitor} (which makes records, makes views or forwards to {@code next} as declared): the
 * five frame events as records to {@link #record}, as views to {@link #view}, every other event
 * record to {@link #event}. The dispatch of the decoder depends on the declared interests only, so
 * a subclass behaves as a visitor overriding just the form it declared.
 */
abstract class HookedVisitor extends SlippiVisitor {
  /** What the subclass keeps of the events it sees. */
  final List<Object> events = new ArrayList<>();

  HookedVisitor() {}

  HookedVisitor(SlippiVisitor next) {
    super(next);
  }

  HookedVisitor(SlippiVisitor next, Set<Interest> interests) {
    super(next, interests);
  }

  /** A frame event as a record; by default nothing. */
  void record(Object record) {}

  /** A frame event as a view, with the record it makes; by default nothing. */
  void view(EventView view, Object record) {}

  /** Any other event record (Raw start to Metadata); by default nothing. */
  void event(Object record) {}

  @Override
  public void visitPreFrame(PreFrameUpdate e) {
    record(e);
    super.visitPreFrame(e);
  }

  @Override
  public void visitPostFrame(PostFrameUpdate e) {
    record(e);
    super.visitPostFrame(e);
  }

  @Override
  public void visitItemUpdate(ItemUpdate e) {
    record(e);
    super.visitItemUpdate(e);
  }

  @Override
  public void visitFrameStart(FrameStart e) {
    record(e);
    super.visitFrameStart(e);
  }

  @Override
  public void visitFrameBookend(FrameBookend e) {
    record(e);
    super.visitFrameBookend(e);
  }

  @Override
  public void visitPreFrameView(PreFrameView v) {
    view(v, v.toRecord());
    super.visitPreFrameView(v);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    view(v, v.toRecord());
    super.visitPostFrameView(v);
  }

  @Override
  public void visitItemUpdateView(ItemUpdateView v) {
    view(v, v.toRecord());
    super.visitItemUpdateView(v);
  }

  @Override
  public void visitFrameStartView(FrameStartView v) {
    view(v, v.toRecord());
    super.visitFrameStartView(v);
  }

  @Override
  public void visitFrameBookendView(FrameBookendView v) {
    view(v, v.toRecord());
    super.visitFrameBookendView(v);
  }

  @Override
  public void visitRawStart(RawStart e) {
    event(e);
    super.visitRawStart(e);
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    event(e);
    super.visitEventPayloads(e);
  }

  @Override
  public void visitGameStart(GameStart e) {
    event(e);
    super.visitGameStart(e);
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    event(e);
    super.visitGameEnd(e);
  }

  @Override
  public void visitMessageSplitter(MessageSplitter e) {
    event(e);
    super.visitMessageSplitter(e);
  }

  @Override
  public void visitGeckoList(GeckoList e) {
    event(e);
    super.visitGeckoList(e);
  }

  @Override
  public void visitFodPlatform(FodPlatform e) {
    event(e);
    super.visitFodPlatform(e);
  }

  @Override
  public void visitWhispy(Whispy e) {
    event(e);
    super.visitWhispy(e);
  }

  @Override
  public void visitStadiumTransformation(StadiumTransformation e) {
    event(e);
    super.visitStadiumTransformation(e);
  }

  @Override
  public void visitRawEnd(RawEnd e) {
    event(e);
    super.visitRawEnd(e);
  }

  @Override
  public void visitMetadata(SlippiMetadata e) {
    event(e);
    super.visitMetadata(e);
  }
}
