package org.replays4j.slippi;

import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * A test visitor whose ten frame-event callbacks (the five events as records and as views) each go
 * to one method, {@link #record} or {@link #view}, and then on to the default of {@link
 * SlippiVisitor} (which makes records, makes views or forwards to {@code next} as declared). The
 * dispatch of the decoder depends on the declared interests only, so a subclass behaves as a
 * visitor overriding just the form it declared.
 */
abstract class FrameEventVisitor extends SlippiVisitor {
  /** What the subclass keeps of the events it sees. */
  final List<Object> events = new ArrayList<>();

  FrameEventVisitor() {}

  FrameEventVisitor(SlippiVisitor next) {
    super(next);
  }

  FrameEventVisitor(SlippiVisitor next, Set<Interest> interests) {
    super(next, interests);
  }

  /** A frame event as a record; by default nothing. */
  void record(Object record) {}

  /** A frame event as a view, with the record it makes; by default nothing. */
  void view(EventView view, Object record) {}

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
}
