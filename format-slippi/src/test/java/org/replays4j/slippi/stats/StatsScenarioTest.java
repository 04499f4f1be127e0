package org.replays4j.slippi.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.slippi.FrameBookendView;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiPushParser;

/** Hand-made games (written with SlippiWriter) whose stats are known exactly. */
class StatsScenarioTest {
  static final int WAIT = 0x0E;
  static final int NO_PLACE = -1;

  static int count(SlippiGameStats s, int player, ActionCount c) {
    return s.actionCounts(player).get(c);
  }

  /** The counters of {@code a} that are not 0, as "column=value" strings. */
  static List<String> nonZero(ActionCounts a) {
    return Arrays.stream(ActionCount.values())
        .filter(c -> a.get(c) != 0)
        .map(c -> c.column() + "=" + a.get(c))
        .toList();
  }

  @Test
  void jumpSquatAirDodgeIntoTheGroundIsOneWavedashAndNoAirDodge() throws Exception {
    StatsScenario g = StatsScenario.foxVsFalco().until(0);
    g.p[0].state = 0x18; // KneeBend
    g.frames(3);
    g.p[0].state = 0xEC; // EscapeAir
    g.frames(2);
    g.p[0].state = 0x2B; // LandingFallSpecial
    g.frames(10);
    g.p[0].state = WAIT;
    g.until(30);
    SlippiStats.Result r = SlippiStats.compute(g.end(2, -1, List.of(0, 1, NO_PLACE, NO_PLACE)));
    assertThat(nonZero(r.stats().actionCounts(0))).containsExactly("wavedashCount=1");
    assertThat(nonZero(r.stats().actionCounts(1))).isEmpty();
    assertThat(r.winners()).containsExactly(new Placement(0, 0));
  }

  @Test
  void landingWithStatusOneIsAnLCancelAndStatusTwoAMissedOne() throws Exception {
    StatsScenario g = StatsScenario.foxVsFalco().until(0);
    g.p[0].state = 0x41; // nair
    g.frames(10);
    g.p[0].state = 0x46; // nair landing, L-cancelled
    g.p[0].lCancel = 1;
    g.frames(7);
    g.p[0].state = WAIT;
    g.p[0].lCancel = 0;
    g.until(30);
    g.p[0].state = 0x42; // fair
    g.frames(10);
    g.p[0].state = 0x47; // fair landing, not L-cancelled
    g.p[0].lCancel = 2;
    g.frames(8);
    g.p[0].state = WAIT;
    g.p[0].lCancel = 0;
    g.until(60);
    SlippiGameStats s =
        SlippiStats.compute(g.end(2, -1, List.of(0, 1, NO_PLACE, NO_PLACE))).stats();
    assertThat(nonZero(s.actionCounts(0)))
        .containsExactly(
            "lCancelCount.success=1",
            "lCancelCount.fail=1",
            "attackCount.nair=1",
            "attackCount.fair=1");
  }

  /**
   * Fox lands fair (5), uair (25) and bair (45) on Falco, who dies at frame 60 and respawns at 100.
   */
  static StatsScenario threeHitKill() {
    StatsScenario g = StatsScenario.foxVsFalco().until(0);
    StatsScenario.P fox = g.p[0];
    StatsScenario.P falco = g.p[1];
    fox.state = 0x42;
    fox.lastAttack = 14;
    g.until(5);
    falco.state = 0x58; // DamageFlyN
    falco.percent = 10;
    g.until(20);
    fox.state = 0x44;
    fox.lastAttack = 16;
    g.until(25);
    falco.percent = 22;
    g.until(40);
    fox.state = 0x43;
    fox.lastAttack = 15;
    g.until(45);
    falco.percent = 40;
    g.until(60);
    falco.state = 0x03; // DeadUp
    falco.stocks = 3;
    g.until(100);
    falco.state = WAIT;
    falco.percent = 0;
    g.until(130);
    return g;
  }

  @Test
  void threeHitComboEndingInAKillIsOneNeutralWinConversionAndComboThatKilled() throws Exception {
    SlippiStats.Result r =
        SlippiStats.compute(threeHitKill().end(2, -1, List.of(0, 1, NO_PLACE, NO_PLACE)));
    SlippiGameStats s = r.stats();
    List<MoveLanded> moves =
        List.of(
            new MoveLanded(0, 5, 14, 1, 10),
            new MoveLanded(0, 25, 16, 1, 12),
            new MoveLanded(0, 45, 15, 1, 18));
    assertThat(s.conversions())
        .containsExactly(
            new Conversion(1, 0, 5, 60, 0, 40, 40.0, moves, true, OpeningType.NEUTRAL_WIN));
    assertThat(s.combos()).containsExactly(new Combo(1, 5, 60, 0, 40, 40.0, moves, true, 0));
    assertThat(s.stocks())
        .containsExactly(
            new Stock(0, -123, null, 0, null, 0, 4, null),
            new Stock(1, -123, 60, 0, 40.0, 40, 4, 3),
            new Stock(1, 100, null, 0, null, 0, 3, null));
    assertThat(nonZero(s.actionCounts(0)))
        .containsExactly("attackCount.fair=1", "attackCount.bair=1", "attackCount.uair=1");
    assertThat(s.lastFrame()).isEqualTo(129);
    assertThat(s.playableFrameCount()).isEqualTo(168);
    Overall fox = s.overall(0);
    assertThat(fox.conversionCount()).isEqualTo(1);
    assertThat(fox.totalDamage()).isEqualTo(40);
    assertThat(fox.killCount()).isEqualTo(1);
    assertThat(fox.successfulConversions()).isEqualTo(new Ratio(1, 1));
    assertThat(fox.openingsPerKill()).isEqualTo(new Ratio(1, 1));
    assertThat(fox.damagePerOpening()).isEqualTo(new Ratio(40, 1));
    assertThat(fox.neutralWinRatio()).isEqualTo(new Ratio(1, 1));
    assertThat(fox.counterHitRatio()).isEqualTo(new Ratio(0, 0));
    assertThat(fox.inputsPerMinute()).isEqualTo(new Ratio(0, 168 / 3600.0));
    assertThat(s.overall(1).neutralWinRatio()).isEqualTo(new Ratio(0, 1));
    assertThat(s.deaths(1)).isEqualTo(1);
    assertThat(r.winners()).containsExactly(new Placement(0, 0));
    assertThat(moves.get(1).move()).isEqualTo(Move.UP_AIR);
    assertThat(s.conversions().get(0).toString()).contains("uair@25");
  }

  @Test
  void aLiveOverlayReadsTheOpenConversionOnceItsFramesAreFinal() throws Exception {
    byte[] file = threeHitKill().end(2, -1, List.of(0, 1, NO_PLACE, NO_PLACE));
    Conversion[] seen = new Conversion[1];
    Combo[] combo = new Combo[1];
    SlippiStatsVisitor v =
        new SlippiStatsVisitor() {
          @Override
          public void visitFrameBookendView(FrameBookendView b) {
            super.visitFrameBookendView(b);
            if (lastProcessedFrame() == 30) {
              seen[0] = currentConversion(0);
              combo[0] = currentCombo(0);
            }
          }
        };
    SlippiPushParser pp = new SlippiPushParser(v);
    for (int i = 0; i < file.length; i += 100) pp.feed(file, i, Math.min(100, file.length - i));
    pp.finish();
    // offline, a frame is final 7 frames after it was sent (its bookend's frame - 7)
    List<MoveLanded> two =
        List.of(new MoveLanded(0, 5, 14, 1, 10), new MoveLanded(0, 25, 16, 1, 12));
    assertThat(seen[0])
        .isEqualTo(new Conversion(1, 0, 5, null, 0, 22, null, two, false, OpeningType.UNKNOWN));
    assertThat(combo[0]).isEqualTo(new Combo(1, 5, null, 0, 22, null, two, false, 0));
    assertThat(v.currentConversion(0)).isNull();
    assertThat(v.stats()).isEqualTo(SlippiStats.compute(SlippiGame.read(file)).stats());
  }

  @Test
  void aTimeoutWithEqualStocksIsWonByTheLowerPercent() throws Exception {
    StatsScenario g = StatsScenario.foxVsFalco();
    g.p[0].percent = 50;
    g.p[1].percent = 30;
    g.until(100);
    SlippiStats.Result r =
        SlippiStats.compute(g.end(1, -1, List.of(NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE)));
    assertThat(r.winners()).containsExactly(new Placement(1, 0));
    assertThat(r.stats().stocks()).extracting(Stock::currentPercent).containsExactly(50.0, 30.0);
  }

  @Test
  void anLrasQuitIsWonByTheOtherPlayer() throws Exception {
    StatsScenario g = StatsScenario.foxVsFalco().until(50);
    SlippiStats.Result r =
        SlippiStats.compute(g.end(7, 0, List.of(NO_PLACE, NO_PLACE, NO_PLACE, NO_PLACE)));
    assertThat(r.winners()).containsExactly(new Placement(1, 0));
    assertThat(r.stats().gameComplete()).isTrue();
  }

  @Test
  void aTeamsGameIsWonByTheFirstPlacedPlayersTeamAndHasOnlyOverallStats() throws Exception {
    StatsScenario g =
        new StatsScenario(
            new int[] {2, 20, 9, 19}, new int[] {0x01, 0x16, 0x12, 0x07}, new int[] {0, 0, 1, 1});
    g.until(200);
    SlippiStats.Result r = SlippiStats.compute(g.end(2, -1, List.of(2, 3, 0, 1)));
    assertThat(r.winners()).containsExactly(new Placement(2, 0), new Placement(3, 1));
    SlippiGameStats s = r.stats();
    assertThat(s.stocks()).isEmpty();
    assertThat(s.conversions()).isEmpty();
    assertThat(s.actionCounts()).isEmpty();
    assertThat(s.overall()).extracting(Overall::playerIndex).containsExactly(0, 1, 2, 3);
    Overall o = s.overall(0);
    assertThat(o.inputCounts()).isNull();
    assertThat(o.inputsPerMinute().hasCount()).isFalse();
    assertThat(o.inputsPerMinute().total()).isEqualTo(238 / 3600.0);
    assertThat(SlippiStats.toTree(o.inputsPerMinute()))
        .containsEntry("ratio", null)
        .doesNotContainKey("count");
  }

  @Test
  void namesComeFromTheTables() {
    assertThat(MeleeCharacter.of(0x14).displayName()).isEqualTo("Falco");
    assertThat(MeleeCharacter.of(99)).isEqualTo(MeleeCharacter.UNKNOWN);
    assertThat(MeleeCharacter.nameOf(99)).isEqualTo("character 99");
    assertThat(InternalCharacter.of(0x07).displayName()).isEqualTo("Sheik");
    assertThat(InternalCharacter.of(0x01).landingLag(1, true)).isEqualTo(11);
    assertThat(Stage.of(31).displayName()).isEqualTo("Battlefield");
    assertThat(Stage.nameOf(21)).isEqualTo("stage 21");
    assertThat(ActionState.of(0x18).debugName()).isEqualTo("KneeBend");
    assertThat(ActionState.nameOf(0x200)).isEqualTo("0x200");
    assertThat(Move.of(16).shortName()).isEqualTo("uair");
    for (MeleeCharacter c : MeleeCharacter.values())
      if (c != MeleeCharacter.UNKNOWN) assertThat(MeleeCharacter.of(c.id())).isSameAs(c);
    for (ActionState a : ActionState.values())
      if (a != ActionState.UNKNOWN) assertThat(ActionState.of(a.id())).isSameAs(a);
  }
}
