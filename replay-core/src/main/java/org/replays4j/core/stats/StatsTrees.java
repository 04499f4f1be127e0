package org.replays4j.core.stats;

import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.core.event.ValueTrees;

/**
 * The shared view as a plain value tree (maps, lists, strings, numbers, booleans, nulls) in a fixed
 * key order: what {@code replays4j stats} prints under {@code "game"} for every format.
 */
public final class StatsTrees {
  private StatsTrees() {}

  /**
   * {@code {format, durationSeconds, partial, startTime, participants, scoringEvents}}: the members
   * of {@link GameStats} in that order, with each participant and scoring event the tree of its
   * record ({@link ValueTrees#toTree}, component order: {@code {slot, name, code, team, character,
   * result: {outcome, placement, finishSeconds, score}, actionsPerMinute}} and {@code {seconds,
   * slot, team, kind, value}}). {@code outcome} is {@code "win"}, {@code "loss"}, {@code "draw"} or
   * null; the records hold no non-finite numbers (their constructors make them null).
   */
  public static Map<String, Object> of(GameStats g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", g.format());
    m.put("durationSeconds", Finite.orNull(g.durationSeconds()));
    m.put("partial", g.partial());
    m.put("startTime", g.startTime());
    m.put("participants", ValueTrees.toTree(g.participants()));
    m.put("scoringEvents", ValueTrees.toTree(g.scoringEvents()));
    return m;
  }
}
