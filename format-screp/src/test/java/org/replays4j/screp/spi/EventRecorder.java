package org.replays4j.screp.spi;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.ValueTrees;

/**
 * What an event sink received: one string per event (type, offset, value tree), then the damage.
 */
final class EventRecorder implements ReplayEventSink {
  final List<String> got = new ArrayList<>();
  Damage damage;

  @Override
  public boolean accept(String type, long offset, Object event) {
    got.add(type + "@" + offset + " " + ValueTrees.toTree(event));
    return true;
  }

  @Override
  public void damage(Damage d) {
    damage = d;
    got.add("damage " + d);
  }
}
