package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.record.RightClick;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.StartLocation;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.UnitTags;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.testkit.TestFiles;

/**
 * Generates the samples in {@code testdata/screp/} with {@link ScrepWriter} and checks that the
 * checked-in files equal them; {@code -Dreplays4j.regenerate=true} rewrites them instead.
 */
class ScrepSamplesTest {
  static Map<String, byte[]> samples() {
    Map<String, byte[]> s = new LinkedHashMap<>();
    s.put("melee-1v1.rep", ScrepWriter.write(melee()));
    ScrepReplay all = ScrepFixtures.random(20261125L);
    s.put(
        "every-command.rep",
        ScrepWriter.write(
            ScrepFixtures.bare(
                all.version(),
                all.header(),
                all.commands().subList(0, Math.min(120, all.commands().size())),
                all.map(),
                all.playerNames(),
                all.modernSections())));
    s.put("melee-1v1-zlib.rep", ScrepWriter.write(melee(), ScrepWriter.Options.MODERN_ZLIB));
    s.put("legacy-1v1.rep", ScrepWriter.write(legacyMelee(), ScrepWriter.Options.LEGACY_DCL));
    return s;
  }

  /**
   * {@link #melee()} as a pre-1.18 game: the pre-1.21 command forms (Select 0x09, Right Click 0x14,
   * Targeted Order 0x15), no player-names section and no tagged sections.
   */
  static ScrepReplay legacyMelee() {
    ScrepReplay m = melee();
    List<Command> c = new ArrayList<>();
    for (Command x : m.commands()) {
      if (x instanceof Select s) {
        c.add(new Select(s.frame(), s.player(), 0x09, s.tags()));
      } else if (x instanceof RightClick r) {
        c.add(
            new RightClick(
                r.frame(),
                r.player(),
                0x14,
                r.x(),
                r.y(),
                r.unitTag(),
                0,
                r.unitType(),
                r.queued()));
      } else if (x instanceof TargetedOrder t) {
        c.add(
            new TargetedOrder(
                t.frame(),
                t.player(),
                0x15,
                t.x(),
                t.y(),
                t.unitTag(),
                0,
                t.unitType(),
                t.order(),
                t.queued()));
      } else {
        c.add(x);
      }
    }
    return ScrepFixtures.bare(ScrepVersion.LEGACY, m.header(), c, m.map(), List.of(), Map.of());
  }

  static ScrepReplay melee() {
    List<PlayerSlot> slots = new ArrayList<>();
    List<Long> colors = List.of(0L, 1L, 2L, 3L, 4L, 5L, 6L, 7L);
    slots.add(new PlayerSlot(0, 0, 0, 2, 1, 1, ScrepFixtures.text("Alice"), 0));
    slots.add(new PlayerSlot(1, 1, 1, 2, 0, 1, ScrepFixtures.text("Bob"), 1));
    for (int i = 2; i < 12; i++)
      slots.add(new PlayerSlot(i, i, i, i < 8 ? 6 : 0, 0, 0, RawText.EMPTY, i < 8 ? i : -1));
    Header h =
        ScrepFixtures.canonical(
            new Header(
                1,
                2400,
                1764000000L,
                ScrepFixtures.text("replays4j sample"),
                64,
                64,
                2,
                6,
                2,
                1,
                ScrepFixtures.text("Alice"),
                ScrepFixtures.text("Sample Plains"),
                slots,
                colors,
                ByteSlice.EMPTY));
    List<Command> c = new ArrayList<>();
    c.add(new Select(8, 0, 0x63, UnitTags.of(1, 2, 3, 4)));
    c.add(new Select(8, 1, 0x63, UnitTags.of(11, 12, 13, 14)));
    c.add(new RightClick(12, 0, 0x60, 200, 300, 0, 0, 0xE4, false));
    c.add(new RightClick(14, 1, 0x60, 1800, 1700, 0, 0, 0xE4, false));
    c.add(new Select(30, 0, 0x63, UnitTags.of(5)));
    c.add(new UnitTypeCommand(31, 0, 0x1F, 0x07));
    c.add(new Hotkey(32, 0, 0, 1));
    c.add(new Select(40, 1, 0x63, UnitTags.of(15)));
    c.add(new UnitTypeCommand(41, 1, 0x23, 0x29));
    c.add(new Build(400, 0, 0x1E, 10, 12, 0x6D));
    c.add(new Build(520, 1, 0x19, 50, 52, 0x8E));
    c.add(new TargetedOrder(900, 0, 0x61, 1500, 1500, 0, 0, 0, 0x0E, false));
    c.add(new Chat(1000, 0, 1, ScrepFixtures.text("gg")));
    c.add(new LeaveGame(1100, 1, 1));
    MapData m =
        ScrepFixtures.withTags(
            new MapData(
                205,
                4,
                false,
                64,
                64,
                List.of(2, 2, 6, 6, 6, 6, 6, 6, 0, 0, 0, 0),
                List.of(5, 5, 5, 5, 5, 5, 5, 5, 7, 7, 7, 7),
                ByteSlice.wrap(new byte[2 * 16]),
                List.of(new StartLocation(256, 256, 0), new StartLocation(1792, 1792, 1)),
                List.of(new Resource(0xB0, 160, 224, 1500), new Resource(0xB1, 1888, 1824, 1500)),
                List.of(new Resource(0xBC, 352, 160, 5000)),
                ScrepFixtures.text("Sample Plains"),
                ScrepFixtures.text("A tiny synthetic map for replays4j"),
                List.of(),
                List.of(),
                List.of()));
    List<RawText> names = new ArrayList<>();
    names.add(ScrepFixtures.text("Alice"));
    names.add(ScrepFixtures.text("Bob"));
    for (int i = 2; i < 12; i++) names.add(RawText.EMPTY);
    byte[] lmts = new byte[0x1C];
    int[] limits = {5000, 5000, 5000, 1700, 100, 2000, 5000};
    for (int i = 0; i < 7; i++) {
      lmts[4 * i] = (byte) limits[i];
      lmts[4 * i + 1] = (byte) (limits[i] >>> 8);
    }
    return ScrepFixtures.bare(
        ScrepVersion.V1_21, h, c, m, names, Map.of("LMTS", ByteSlice.wrap(lmts)));
  }

  @Test
  void meleeSampleHasTheExpectedComputedValues() throws Exception {
    ScrepReplay r = ScrepReplay.read(samples().get("melee-1v1.rep"));
    ScrepComputed c = ScrepComputed.compute(r);
    assertThat(c.matchup()).isEqualTo("TvZ");
    assertThat(c.winnerTeam()).isEqualTo(1);
    assertThat(c.winner()).isEqualTo("inferred");
    assertThat(c.chat())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.senderName()).isEqualTo("Bob");
              assertThat(m.text()).isEqualTo("gg");
            });
    assertThat(c.players().get(0).startDirection()).isEqualTo(11);
    assertThat(c.buildOrder()).hasSize(4);
    assertThat(r.limits().units()).isEqualTo(1700);
  }

  @Test
  void compressedSamplesReadAsTheSameGameInTheirEra() throws Exception {
    ScrepReplay raw = ScrepReplay.read(samples().get("melee-1v1.rep"));
    ScrepReplay zlib = ScrepReplay.read(samples().get("melee-1v1-zlib.rep"));
    assertThat(zlib).isEqualTo(raw);
    ScrepReplay legacy = ScrepReplay.read(samples().get("legacy-1v1.rep"));
    assertThat(legacy.version()).isEqualTo(ScrepVersion.LEGACY);
    assertThat(legacy).isEqualTo(legacyMelee());
    ScrepComputed a = ScrepComputed.compute(raw);
    ScrepComputed b = ScrepComputed.compute(legacy);
    assertThat(b.players()).isEqualTo(a.players());
    assertThat(b.winnerTeam()).isEqualTo(a.winnerTeam());
    assertThat(ScrepComputed.format(b.buildOrder()))
        .isEqualTo(ScrepComputed.format(a.buildOrder()));
  }

  @Test
  void checkedInSamplesEqualTheGenerator() throws Exception {
    TestFiles.assertSamplesUpToDate("screp", samples());
    for (byte[] sample : samples().values())
      assertThat(ScrepReplay.read(sample).commands()).isNotEmpty();
  }
}
