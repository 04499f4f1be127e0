package org.replays4j.slippi.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.SlippiVisitor;
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
import org.replays4j.slippi.record.SlippiEvent;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.UnknownEvent;
import org.replays4j.slippi.record.Whispy;
import org.replays4j.slippi.stats.ActionState;
import org.replays4j.slippi.stats.GameEndMethod;

/**
 * Passes every event to a generic {@link ReplayEventSink} as its value tree ({@link #toTree}), then
 * on to the next visitor of the pass. When the sink asks to stop, it stops receiving; the decode
 * stops when no other consumer of the pass listens ({@link Listeners}).
 */
final class EventSinkVisitor extends SlippiVisitor {
  private final ReplayEventSink sink;
  private final Listeners listeners;
  private boolean stopped;

  /** The sink as the only consumer of a decode (its stop ends the decode). */
  EventSinkVisitor(ReplayEventSink sink) {
    this(null, sink, new Listeners().add(1));
  }

  EventSinkVisitor(SlippiVisitor next, ReplayEventSink sink, Listeners listeners) {
    super(next);
    this.sink = sink;
    this.listeners = listeners;
  }

  private void emitTree(String type, Map<String, Object> tree) {
    if (stopped) return;
    if (!sink.accept(type, eventOffset(), tree)) {
      stopped = true;
      listeners.stopped();
    }
  }

  private void emit(String type, Object e) {
    if (!stopped) emitTree(type, toTree(e));
  }

  /**
   * The value tree of an event record for generic consumers: record components as a map, with the
   * optional fields that the event's payload does not contain left out (never a made-up 0).
   */
  static Map<String, Object> toTree(Object record) {
    @SuppressWarnings("unchecked")
    Map<String, Object> m = (Map<String, Object>) ValueTrees.toTree(record);
    if (record instanceof SlippiEvent e) {
      m.keySet().removeIf(k -> !e.isPresent(k));
      if (m.get("trailing") instanceof String s && s.isEmpty()) m.remove("trailing");
    }
    return m;
  }

  /**
   * The name of a Game End's method as people read it ({@link GameEndMethod#label}): {@code
   * "GAME"}, {@code "TIME"}, {@code "NO_CONTEST"}, {@code "LRAS"} (a No Contest by L+R+A+Start),
   * before 2.0.0 {@code "UNRESOLVED"} or {@code "RESOLVED"}.
   */
  static String gameEndLabel(GameEnd e) {
    return GameEndMethod.label(e.method(), e.hasLrasInitiator() ? e.lrasInitiator() : -1);
  }

  /**
   * A frame event's tree with {@code actionState}, the debug name of {@code actionStateId} ({@link
   * ActionState#nameOf}, e.g. {@code "KneeBend"}), right after the id; left out for a
   * character-specific state the table does not name.
   */
  static Map<String, Object> withActionState(Map<String, Object> tree) {
    if (!(tree.get("actionStateId") instanceof Integer id)) return tree;
    ActionState s = ActionState.of(id);
    if (s == ActionState.UNKNOWN) return tree;
    return insertAfter(tree, "actionStateId", "actionState", s.debugName());
  }

  /** {@code tree} with {@code key = value} right after {@code after} (at the end without it). */
  private static Map<String, Object> insertAfter(
      Map<String, Object> tree, String after, String key, Object value) {
    Map<String, Object> out = new LinkedHashMap<>();
    for (Map.Entry<String, Object> e : tree.entrySet()) {
      out.put(e.getKey(), e.getValue());
      if (e.getKey().equals(after)) out.put(key, value);
    }
    out.putIfAbsent(key, value);
    return out;
  }

  @Override
  public void visitRawStart(RawStart e) {
    emit("RawStart", e);
    super.visitRawStart(e);
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    emit("EventPayloads", e);
    super.visitEventPayloads(e);
  }

  @Override
  public void visitGameStart(GameStart e) {
    emit("GameStart", e);
    super.visitGameStart(e);
  }

  @Override
  public void visitFrameStart(FrameStart e) {
    emit("FrameStart", e);
    super.visitFrameStart(e);
  }

  @Override
  public void visitPreFrame(PreFrameUpdate e) {
    if (!stopped) emitTree("PreFrameUpdate", withActionState(toTree(e)));
    super.visitPreFrame(e);
  }

  @Override
  public void visitPostFrame(PostFrameUpdate e) {
    if (!stopped) emitTree("PostFrameUpdate", withActionState(toTree(e)));
    super.visitPostFrame(e);
  }

  @Override
  public void visitItemUpdate(ItemUpdate e) {
    emit("ItemUpdate", e);
    super.visitItemUpdate(e);
  }

  @Override
  public void visitFrameBookend(FrameBookend e) {
    emit("FrameBookend", e);
    super.visitFrameBookend(e);
  }

  @Override
  public void visitGameEnd(GameEnd e) {
    if (!stopped)
      emitTree("GameEnd", insertAfter(toTree(e), "method", "methodName", gameEndLabel(e)));
    super.visitGameEnd(e);
  }

  @Override
  public void visitMessageSplitter(MessageSplitter e) {
    emit("MessageSplitter", e);
    super.visitMessageSplitter(e);
  }

  @Override
  public void visitGeckoList(GeckoList e) {
    emit("GeckoList", e);
    super.visitGeckoList(e);
  }

  @Override
  public void visitFodPlatform(FodPlatform e) {
    emit("FodPlatform", e);
    super.visitFodPlatform(e);
  }

  @Override
  public void visitWhispy(Whispy e) {
    emit("Whispy", e);
    super.visitWhispy(e);
  }

  @Override
  public void visitStadiumTransformation(StadiumTransformation e) {
    emit("StadiumTransformation", e);
    super.visitStadiumTransformation(e);
  }

  @Override
  public void visitUnknown(int command, ByteSlice payload) {
    if (!stopped) emit("Unknown", new UnknownEvent(command, payload.copy()));
    super.visitUnknown(command, payload);
  }

  @Override
  public void visitRawEnd(RawEnd e) {
    emit("RawEnd", e);
    super.visitRawEnd(e);
  }

  @Override
  public void visitMetadata(SlippiMetadata e) {
    emit("Metadata", (Object) e.tree());
    super.visitMetadata(e);
  }

  @Override
  public void visitDamage(Damage d) {
    sink.damage(d);
    super.visitDamage(d);
  }
}
