package org.replays4j.slippi.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.testkit.MiniJson;
import org.replays4j.testkit.TestFiles;

/**
 * Every player of every game of the ruleset and Slippi corpora against slp-enforcer 2.3.3's {@code
 * analyzePlayer}, {@code isBoxController} and {@code isHandwarmer}: controller type, every check's
 * verdict, metric (within 1e-9), reason and evidence, the input-fuzzing score and counts.
 * slp-enforcer lists findings in hash-map order, so findings are compared as sets. Where it cannot
 * read the file, the analysis must still answer (without a peer to compare with).
 */
class SlippiRulesetDifferentialTest {
  private static final String ORACLE = "oracle/slippi-ruleset";

  static List<Path> files() throws IOException {
    TestFiles.sharedDir(ORACLE, "slippi ruleset oracle test");
    List<Path> out = new ArrayList<>();
    for (String dir : List.of("corpus/slippi-ruleset", "corpus/slippi")) {
      Path d = TestFiles.sharedDir(dir, "slippi ruleset oracle test");
      try (Stream<Path> s = Files.list(d)) {
        s.filter(p -> p.toString().endsWith(".slp")).sorted().forEach(out::add);
      }
    }
    return out;
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("files")
  @SuppressWarnings("unchecked")
  void everyPlayerEqualsSlpEnforcer(Path slp) throws Exception {
    Path oracle =
        TestFiles.shared(ORACLE).resolve(slp.getFileName().toString().replace(".slp", ".json"));
    Assumptions.assumeTrue(Files.exists(oracle), "no oracle for " + slp);
    Map<String, Object> o = MiniJson.object(oracle);
    RulesetReport mine = SlippiRuleset.analyze(slp);
    if (o.get("error") != null) {
      // slp-enforcer cannot read it: the analysis still answers, and says why there is no peer
      assertThat(mine.players()).allSatisfy(p -> assertThat(p.checks()).hasSize(7));
      return;
    }
    assertThat(mine.handwarmer()).as("handwarmer").isEqualTo(o.get("handwarmer"));
    for (Object po : (List<Object>) o.get("players")) {
      Map<String, Object> p = (Map<String, Object>) po;
      int port = ((Number) p.get("index")).intValue();
      PlayerVerdict v = mine.player(port);
      String who = slp.getFileName() + " port " + port;
      assertThat(v).as(who).isNotNull();
      Map<String, Object> a = (Map<String, Object>) p.get("analysis");
      boolean box = (Boolean) p.get("box");
      assertThat(v.controller() == ControllerType.BOX).as(who + " isBoxController").isEqualTo(box);
      assertThat(v.controller().name())
          .as(who + " controller_type")
          .isEqualTo(((String) a.get("controller_type")).toUpperCase(Locale.ROOT));
      assertThat(v.legal()).as(who + " is_legal").isEqualTo(a.get("is_legal"));
      for (RulesetCheck c : RulesetCheck.values()) {
        Map<String, Object> theirs = (Map<String, Object>) a.get(c.key());
        CheckResult r = v.check(c);
        if (theirs == null) {
          assertThat(r.verdict()).as(who + " " + c.key()).isEqualTo(Verdict.NOT_APPLICABLE);
          continue;
        }
        if (c == RulesetCheck.INPUT_FUZZING) {
          FuzzingTest f = v.fuzzing();
          assertThat(f.pass()).as(who + " fuzz pass").isEqualTo(theirs.get("pass"));
          assertThat(r.failed()).as(who + " fuzz verdict").isEqualTo(!f.pass());
          assertThat(f.llrScore())
              .as(who + " llr_score")
              .isCloseTo(((Number) theirs.get("llr_score")).doubleValue(), within(1e-9));
          assertThat(f.events())
              .as(who + " total_fuzz_events")
              .isEqualTo(((Number) theirs.get("total_fuzz_events")).intValue());
          assertThat(counts(f.observedX()))
              .as(who + " observed_x")
              .isEqualTo(longs(theirs.get("observed_x")));
          assertThat(counts(f.observedY()))
              .as(who + " observed_y")
              .isEqualTo(longs(theirs.get("observed_y")));
          pValue(who + " p_value_x", f.pValueX(), theirs.get("p_value_x"));
          pValue(who + " p_value_y", f.pValueY(), theirs.get("p_value_y"));
          assertThat(findings(r.findings()))
              .as(who + " fuzz violations")
              .isEqualTo(oracleFindings((List<Object>) theirs.get("violations")));
        } else {
          assertThat(r.failed())
              .as(who + " " + c.key() + " result")
              .isEqualTo(theirs.get("result"));
          assertThat(findings(r.findings()))
              .as(who + " " + c.key() + " details")
              .isEqualTo(oracleFindings((List<Object>) theirs.get("details")));
        }
      }
    }
  }

  private static void pValue(String what, Double mine, Object theirs) {
    if (theirs == null) {
      assertThat(mine).as(what).isNull();
    } else {
      assertThat(mine).as(what).isCloseTo(((Number) theirs).doubleValue(), within(1e-9));
    }
  }

  private static List<Long> counts(FuzzingTest.DeltaCounts c) {
    return List.of((long) c.minus(), (long) c.zero(), (long) c.plus());
  }

  private static List<Long> longs(Object o) {
    List<Long> out = new ArrayList<>();
    for (Object x : (List<?>) o) out.add(((Number) x).longValue());
    return out;
  }

  /** A finding as text: metric to 1e-9, reason, evidence as a sorted multiset. */
  private static String key(double metric, String reason, List<String> evidence) {
    List<String> ev = new ArrayList<>(evidence);
    ev.sort(null);
    return String.format(Locale.ROOT, "%.9f | %s | %s", metric, reason, ev);
  }

  private static String coord(double x, double y) {
    return String.format(Locale.ROOT, "(%.12f, %.12f)", x + 0.0, y + 0.0);
  }

  private static List<String> findings(List<Finding> fs) {
    List<String> out = new ArrayList<>();
    for (Finding f : fs) {
      List<String> ev = new ArrayList<>();
      for (StickCoord c : f.evidence()) ev.add(coord(c.x(), c.y()));
      out.add(key(f.metric(), f.reason(), ev));
    }
    out.sort(null);
    return out;
  }

  @SuppressWarnings("unchecked")
  private static List<String> oracleFindings(List<Object> list) {
    List<String> out = new ArrayList<>();
    for (Object o : list) {
      Map<String, Object> d = (Map<String, Object>) o;
      List<String> ev = new ArrayList<>();
      for (Object e : (List<Object>) d.get("evidence")) {
        Map<String, Object> c = (Map<String, Object>) e;
        ev.add(coord(((Number) c.get("x")).doubleValue(), ((Number) c.get("y")).doubleValue()));
      }
      out.add(key(((Number) d.get("metric")).doubleValue(), (String) d.get("reason"), ev));
    }
    out.sort(null);
    return out;
  }
}
