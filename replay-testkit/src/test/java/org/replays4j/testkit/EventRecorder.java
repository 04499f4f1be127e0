package org.replays4j.testkit;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;

/**
 * An event sink that keeps what it received as strings: one per event, written when the event
 * arrives (a decoder may reuse its event objects), then {@code "damage "} and the damage. The
 * factory chooses how much of an event the string holds.
 */
public final class EventRecorder implements ReplayEventSink {
  private enum Style {
    TYPE,
    TREE,
    JSON
  }

  private final Style style;
  private final List<String> got = new ArrayList<>();
  private Damage damage;

  private EventRecorder(Style style) {
    this.style = style;
  }

  /** Each event as its type name alone. */
  public static EventRecorder types() {
    return new EventRecorder(Style.TYPE);
  }

  /** Each event as {@code type@offset} and its value tree. */
  public static EventRecorder trees() {
    return new EventRecorder(Style.TREE);
  }

  /** Each event as its type, its offset and its value as JSON, separated by spaces. */
  public static EventRecorder json() {
    return new EventRecorder(Style.JSON);
  }

  @Override
  public boolean accept(String type, long offset, Object event) {
    got.add(
        switch (style) {
          case TYPE -> type;
          case TREE -> type + "@" + offset + " " + ValueTrees.toTree(event);
          case JSON -> type + " " + offset + " " + ValueTrees.toJson(event);
        });
    return true;
  }

  @Override
  public void damage(Damage d) {
    damage = d;
    got.add("damage " + d);
  }

  /** What was received so far, in order (the live list). */
  public List<String> got() {
    return got;
  }

  /** The damage received, or null. */
  public Damage damage() {
    return damage;
  }
}
