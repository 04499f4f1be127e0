package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.function.IntFunction;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.UnitTags;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.screp.stats.ScrepComputed.BuildOrderItem;
import org.replays4j.screp.stats.ScrepComputed.Kind;

/** The computed build order: kinds, names, game times, on a written sample and on the corpus. */
class ScrepBuildOrderTest {
  @Test
  void writtenSampleBuildOrderPrintsNamesAndTimes() throws Exception {
    ScrepReplay r = ScrepReplay.read(ScrepWriter.write(ScrepSamplesTest.melee()));
    ScrepComputed c = ScrepComputed.compute(r);
    assertThat(c.buildOrder())
        .extracting(BuildOrderItem::kind)
        .containsExactly(Kind.UNIT, Kind.UNIT_MORPH, Kind.BUILDING, Kind.BUILDING);
    // frames 31, 41, 400, 520 at 42 ms
    assertThat(ScrepComputed.format(c.buildOrder()))
        .isEqualTo("0:01 SCV, 0:01 Drone, 0:16 Supply Depot, 0:21 Spawning Pool");
    assertThat(ScrepComputed.format(c.buildOrder(0))).isEqualTo("0:01 SCV, 0:16 Supply Depot");
    assertThat(ScrepComputed.format(c.buildOrder(1))).isEqualTo("0:01 Drone, 0:21 Spawning Pool");
    assertThat(c.buildOrder(7)).isEmpty();
  }

  /** The melee sample with {@code commands} instead of its own. */
  private static ScrepComputed withCommands(List<Command> commands) throws Exception {
    ScrepReplay m = ScrepSamplesTest.melee();
    ScrepReplay r = ScrepFixtures.with(m, commands, m.map());
    // through the file, as the CLI reads it (the command columns path)
    return ScrepComputed.compute(ScrepReplay.read(ScrepWriter.write(r)));
  }

  /**
   * {@code player} selects unit {@code tag} at {@code frame}, then issues the {@code n} commands
   * {@code command} makes of their index.
   */
  private static List<Command> selectThen(
      int frame, int player, int tag, int n, IntFunction<Command> command) {
    List<Command> c = new ArrayList<>();
    c.add(new Select(frame, player, 0x63, UnitTags.of(tag)));
    for (int i = 0; i < n; i++) c.add(command.apply(i));
    return c;
  }

  @Test
  void aLairClickedFiveTimesIsOneLair() throws Exception {
    ScrepComputed comp =
        withCommands(
            selectThen(10, 1, 20, 5, i -> new UnitTypeCommand(100 + 3 * i, 1, 0x35, 0x84)));
    assertThat(comp.buildOrder(1)).extracting(BuildOrderItem::name).containsExactly("Lair");
    ScrepComputed.Player bob = comp.player(1);
    assertThat(bob.cmdCount()).isEqualTo(6);
    assertThat(bob.effectiveCmdCount()).isEqualTo(2);
    assertThat(bob.redundancy()).isEqualTo(67); // 4 of 6 ineffective: 66.7 % rounds up
  }

  @Test
  void tenDronesOneAtATimeOverMinutesAreTenDrones() throws Exception {
    List<Command> c = new ArrayList<>();
    for (int i = 0; i < 10; i++) {
      int frame = 100 + 1500 * i; // about a minute apart
      c.add(new Select(frame, 1, 0x63, UnitTags.of(30 + i)));
      c.add(new UnitTypeCommand(frame + 5, 1, 0x23, 0x29));
    }
    ScrepComputed comp = withCommands(c);
    List<BuildOrderItem> bo = comp.buildOrder(1);
    assertThat(bo).hasSize(10).extracting(BuildOrderItem::name).containsOnly("Drone");
    assertThat(bo.get(9).format()).isEqualTo("9:31 Drone"); // frame 13605
  }

  @Test
  void tenScvsQueuedAtOnceShowTheFiveTheQueueHolds() throws Exception {
    ScrepComputed comp =
        withCommands(selectThen(10, 0, 5, 10, i -> new UnitTypeCommand(20 + 2 * i, 0, 0x1F, 0x07)));
    // the sixth and later Train of one type within 25 frames are a queue overflow (EAPM rule 1)
    assertThat(comp.buildOrder(0)).hasSize(5).extracting(BuildOrderItem::name).containsOnly("SCV");
    assertThat(comp.player(0).effectiveCmdCount()).isEqualTo(6);
  }

  @Test
  void redundancyRoundsHalfUpAndIsZeroWithoutCommands() {
    assertThat(player(0, 0).redundancy()).isZero();
    assertThat(player(200, 199).redundancy()).isEqualTo(1); // 0.5 % rounds up
    assertThat(player(3, 2).redundancy()).isEqualTo(33);
    assertThat(player(10, 10).redundancy()).isZero();
  }

  private static ScrepComputed.Player player(int cmds, int effective) {
    return new ScrepComputed.Player(null, 1, false, cmds, effective, 0, 0, 0, null, 0);
  }

  @Test
  void namesFollowTheCommandType() {
    assertThat(new BuildOrderItem(0, 0, 0x30, 0x00).name()).isEqualTo("Stim Packs");
    assertThat(new BuildOrderItem(0, 0, 0x32, 0x00).name()).isEqualTo("Terran Infantry Armor");
    assertThat(new BuildOrderItem(0, 0, 0x35, 0x84).name()).isEqualTo("Lair");
    assertThat(new BuildOrderItem(0, 0, 0x35, 0x84).kind()).isEqualTo(Kind.BUILDING_MORPH);
    assertThat(new BuildOrderItem(0, 0, 0x23, 0x67).format()).isEqualTo("0:00 Lurker");
    assertThat(new BuildOrderItem(0, 0, 0x32, 0x12).name()).isEqualTo("Unknown 0x12");
    assertThat(new BuildOrderItem(0, 0, 0x1F, 0xE5).name()).isEqualTo("Unknown 0xe5");
    assertThat(Kind.of(0x14)).isNull();
    assertThat(ScrepComputed.format(List.of())).isEmpty();
  }

  @Test
  void clockIsMinutesAndSecondsAtFastest() {
    assertThat(ScrepComputed.clock(0)).isEqualTo("0:00");
    assertThat(ScrepComputed.clock(23)).isEqualTo("0:00"); // 966 ms
    assertThat(ScrepComputed.clock(24)).isEqualTo("0:01"); // 1008 ms
    assertThat(ScrepComputed.clock(1428)).isEqualTo("0:59"); // 59.976 s
    assertThat(ScrepComputed.clock(1429)).isEqualTo("1:00");
    assertThat(ScrepComputed.clock(282929)).isEqualTo("198:03");
    assertThat(ScrepComputed.clock(-1))
        .isEqualTo(ScrepComputed.clock(0xFFFFFFFFL))
        .isEqualTo("3006477:06");
  }

  @Test
  void corpusBuildOrdersUseKnownNamesOfTheRightKind() throws Exception {
    int files = 0;
    int items = 0;
    for (ScrepCorpus.Decoded d : ScrepCorpus.decodable()) {
      files++;
      for (BuildOrderItem i : ScrepComputed.compute(d.replay()).buildOrder()) {
        items++;
        String what = d.file().getFileName() + " " + i;
        assertThat(i.kind()).as(what).isNotNull();
        assertThat(i.name()).as(what).doesNotStartWith("Unknown");
        if (i.kind() == Kind.BUILDING) assertThat(i.id()).as(what).isBetween(0x6A, 0xAC);
        if (i.kind() == Kind.UNIT) assertThat(i.id()).as(what).isLessThan(0x6A);
        if (i.kind() == Kind.BUILDING_MORPH)
          assertThat(i.name())
              .as(what)
              .isIn("Lair", "Hive", "Greater Spire", "Spore Colony", "Sunken Colony");
      }
    }
    assertThat(files).isGreaterThan(200);
    assertThat(items).isGreaterThan(100_000);
  }

  @Test
  void knownLegacyMeleeOpensWithWorkersThenSupply() throws Exception {
    Path f = ScrepCorpus.corpus().resolve("bwapi_Full_League_Group_A_A1R_Iam_CCC_TMAX_ph.rep");
    Assumptions.assumeTrue(Files.isRegularFile(f), () -> "corpus file not present: " + f);
    ScrepReplay r = ScrepReplay.read(Files.readAllBytes(f));
    ScrepComputed c = ScrepComputed.compute(r);
    assertThat(c.matchup()).isEqualTo("ZvT");
    for (ScrepComputed.Player p : c.players()) {
      List<BuildOrderItem> bo = c.buildOrder(p.slot().playerId());
      boolean terran = p.slot().race() == 1;
      String worker = terran ? "SCV" : "Drone";
      assertThat(bo.subList(0, 5)).extracting(BuildOrderItem::name).containsOnly(worker);
      assertThat(bo.get(0).format()).isEqualTo(terran ? "0:00 SCV" : "0:04 Drone");
      BuildOrderItem firstBuilding =
          bo.stream().filter(i -> i.kind() == Kind.BUILDING).findFirst().orElseThrow();
      assertThat(firstBuilding.name())
          .isIn(
              terran
                  ? List.of("Supply Depot", "Barracks")
                  : List.of("Spawning Pool", "Hatchery", "Extractor"));
      if (!terran)
        assertThat(bo.subList(0, 40)).extracting(BuildOrderItem::name).contains("Overlord");
    }
  }

  /**
   * screpdb's build-order marker replays are named after the opening: a 9-pool is a Spawning Pool
   * as the first building after 5 Drones (4 workers at start); a 9-overpool puts an Overlord before
   * it, also after 5 Drones (9 supply). The 9-overpool player morphs two larvae in a row once; the
   * second Unit Morph is ineffective and no Drone of the build order.
   */
  @Test
  void namedZergOpeningsOfTheCorpusShowInTheBuildOrder() throws Exception {
    ScrepCorpus.require();
    assertThat(zergOpening("bo_z_9pool_gaemalline")).isEqualTo("Drone x5, 1:05 Spawning Pool");
    assertThat(zergOpening("bo_z_9overpool_utataneleina"))
        .isEqualTo("Drone x5, Overlord, 1:13 Spawning Pool");
  }

  /** The Zerg player's steps up to the first building, runs of one name folded ("Drone x5"). */
  private static String zergOpening(String name) throws Exception {
    Path f = ScrepCorpus.corpus().resolve("screpdb_markers_" + name + ".rep");
    ScrepComputed c = ScrepComputed.compute(ScrepReplay.read(Files.readAllBytes(f)));
    ScrepComputed.Player zerg =
        c.players().stream()
            .filter(p -> p.slot().race() == 0 && !p.observer())
            .findFirst()
            .orElseThrow();
    List<String> out = new ArrayList<>();
    String run = null;
    int n = 0;
    for (BuildOrderItem i : c.buildOrder(zerg.slot().playerId())) {
      if (!i.name().equals(run) && run != null) out.add(n > 1 ? run + " x" + n : run);
      if (i.kind() == Kind.BUILDING) {
        out.add(i.format());
        return String.join(", ", out);
      }
      n = i.name().equals(run) ? n + 1 : 1;
      run = i.name();
    }
    throw new AssertionError("no building in " + name);
  }
}
