package org.replays4j.core.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;

/**
 * The shared view as a plain value tree (maps, lists, strings, numbers, booleans, nulls) in a fixed
 * key order: what {@code replays4j stats} prints under {@code "game"} for every format.
 */
public final class StatsTrees {
  private StatsTrees() {}

  /**
   * {@code {format, durationSeconds, partial, participants: [{slot, name, team, character, result:
   * {outcome, placement, finishSeconds, score}, actionsPerMinute}], scoringEvents: [{seconds, slot,
   * team, kind, value}]}}; {@code outcome} is {@code "win"}, {@code "loss"}, {@code "draw"} or
   * null. Non-finite numbers become null.
   */
  public static Map<String, Object> of(GameStats g) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", g.format());
    m.put("durationSeconds", finite(g.durationSeconds()));
    m.put("partial", g.partial());
    List<Object> ps = new ArrayList<>();
    for (ParticipantStats p : g.participants()) {
      Map<String, Object> pm = new LinkedHashMap<>();
      pm.put("slot", p.slot());
      pm.put("name", p.name());
      pm.put("team", p.team());
      pm.put("character", p.character());
      Result r = p.result();
      Map<String, Object> rm = new LinkedHashMap<>();
      rm.put("outcome", r.outcome() == null ? null : r.outcome().name().toLowerCase(Locale.ROOT));
      rm.put("placement", r.placement());
      rm.put("finishSeconds", finite(r.finishSeconds()));
      rm.put("score", r.score());
      pm.put("result", rm);
      pm.put("actionsPerMinute", finite(p.actionsPerMinute()));
      ps.add(pm);
    }
    m.put("participants", ps);
    List<Object> es = new ArrayList<>();
    for (ScoringEvent e : g.scoringEvents()) {
      Map<String, Object> em = new LinkedHashMap<>();
      em.put("seconds", finite(e.seconds()));
      em.put("slot", e.slot());
      em.put("team", e.team());
      em.put("kind", e.kind());
      em.put("value", finite(e.value()));
      es.add(em);
    }
    m.put("scoringEvents", es);
    return m;
  }

  private static Double finite(Double d) {
    return d == null || !Double.isFinite(d) ? null : d;
  }
}
