package org.replays4j.slippi.ruleset;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.event.ValueTrees;

/** {@link RulesetReport#toTree()}. */
final class RulesetTrees {
  private RulesetTrees() {}

  /** The top of the tree: a report's fields in the tree's order, the players as trees. */
  private record Top(
      String ruleset,
      boolean legal,
      boolean handwarmer,
      boolean partial,
      String damage,
      List<String> notes,
      List<Object> players) {}

  @SuppressWarnings("unchecked")
  static Map<String, Object> of(RulesetReport r) {
    List<Object> players = new ArrayList<>();
    for (PlayerVerdict p : r.players()) players.add(player(p));
    Top top =
        new Top(
            r.ruleset(), r.legal(), r.handwarmer(), r.partial(), r.damage(), r.notes(), players);
    return (Map<String, Object>) ValueTrees.toTree(top);
  }

  /** A verdict or controller type in lower case ({@code not_applicable}, {@code box}). */
  static String name(Enum<?> e) {
    return e == null ? null : e.name().toLowerCase(Locale.ROOT);
  }

  private static Map<String, Object> player(PlayerVerdict p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("playerIndex", p.port());
    m.put("port", p.port() + 1);
    m.put("controller", name(p.controller()));
    m.put("legal", p.legal());
    m.put("frames", p.frames());
    m.put("raw_stick", p.rawStick());
    Map<String, Object> checks = new LinkedHashMap<>();
    for (CheckResult c : p.checks()) {
      Map<String, Object> x = new LinkedHashMap<>();
      x.put("verdict", name(c.verdict()));
      if (c.reason() != null) x.put("reason", c.reason());
      List<Object> fs = new ArrayList<>();
      for (Finding f : c.findings()) {
        Map<String, Object> y = new LinkedHashMap<>();
        y.put("metric", f.metric());
        y.put("reason", f.reason());
        List<Object> ev = new ArrayList<>();
        for (StickCoord s : f.evidence()) ev.add(List.of(s.x(), s.y()));
        y.put("evidence", ev);
        fs.add(y);
      }
      x.put("findings", fs);
      if (c.check() == RulesetCheck.INPUT_FUZZING && p.fuzzing() != null) {
        FuzzingTest t = p.fuzzing();
        x.put("llr_score", t.llrScore());
        x.put("p_value_x", t.pValueX());
        x.put("p_value_y", t.pValueY());
        x.put("events", t.events());
        x.put("observed_x", counts(t.observedX()));
        x.put("observed_y", counts(t.observedY()));
      }
      checks.put(c.check().key(), x);
    }
    m.put("checks", checks);
    return m;
  }

  private static List<Integer> counts(FuzzingTest.DeltaCounts c) {
    return List.of(c.minus(), c.zero(), c.plus());
  }
}
