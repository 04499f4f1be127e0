package org.replays4j.core.event;

import org.replays4j.core.error.Damage;

/**
 * Receives a format's events generically: a type name and the event record. Used by format-agnostic
 * tools; format users should prefer the format's own visitor.
 */
@FunctionalInterface
public interface ReplayEventSink {
  /**
   * @param type event type name in the spec's vocabulary (e.g. {@code PreFrameUpdate})
   * @param offset byte offset of the event in the decoded stream, or -1
   * @param event the event (normally a {@code record}; see {@link ValueTrees#toTree(Object)})
   * @return false to stop decoding early
   */
  boolean accept(String type, long offset, Object event);

  /**
   * The file is damaged at {@code damage.offset()}: every complete event before it has been passed
   * to {@link #accept}, nothing after it can be read. Called at most once, last. The default does
   * nothing.
   */
  default void damage(Damage damage) {}

  /**
   * {@link #accept}, throwing {@link StopDecoding#INSTANCE} when the sink returns false: how a
   * format's {@code events} visitor hands each event on, so that the decoder stops quietly.
   */
  default void acceptOrStop(String type, long offset, Object event) {
    if (!accept(type, offset, event)) throw StopDecoding.INSTANCE;
  }
}
