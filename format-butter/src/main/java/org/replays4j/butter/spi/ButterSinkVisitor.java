package org.replays4j.butter.spi;

import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ByteSlice;

/**
 * The events of a .butter file for a generic sink, damage included: {@code Header}, {@code Chunk},
 * {@code Frame} ({@link #eventTree}), {@code Unknown}.
 */
final class ButterSinkVisitor extends EventVisitor {
  private final ReplayEventSink sink;
  private ButterHeader header;

  ButterSinkVisitor(ReplayEventSink sink) {
    this.sink = sink;
  }

  @Override
  public void visitDamage(Damage d) {
    sink.damage(d);
  }

  private void accept(String type, Object event) {
    sink.acceptOrStop(type, eventOffset(), event);
  }

  @Override
  public void visitHeader(ButterHeader h) {
    header = h;
    accept("Header", h);
  }

  @Override
  public void visitChunk(ButterChunkInfo c) {
    accept("Chunk", c);
  }

  @Override
  public void visitFrame(ButterFrame frame) {
    accept("Frame", eventTree(frame, header));
  }

  @Override
  public void visitUnknown(int code, ByteSlice bytes) {
    accept("Unknown", Map.of("length", bytes.length()));
  }

  /**
   * A frame as the event stream shows it: {@link ButterFrame#toTree} (the .echoreplay shape) plus
   * the combat payload and rules groups that shape has no place for, so that every column of the
   * {@code frames} table is visible in the events.
   */
  static Map<String, Object> eventTree(ButterFrame f, ButterHeader header) {
    Map<String, Object> m = f.toTree(header);
    Map<String, Object> payload = new LinkedHashMap<>();
    payload.put("contested", f.contested);
    payload.put("checkpoint", f.payloadCheckpoint);
    payload.put("defenders", f.payloadDefenders);
    payload.put("distance", f.payloadDistance);
    payload.put("speed", f.payloadSpeed);
    m.put("payload", payload);
    Map<String, Object> rules = new LinkedHashMap<>();
    rules.put("changed_at", f.rulesChangedAt);
    rules.put("changed_by", f.rulesChangedBy);
    m.put("rules", rules);
    return m;
  }
}
