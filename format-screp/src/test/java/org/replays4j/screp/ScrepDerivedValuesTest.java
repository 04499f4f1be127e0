package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import org.assertj.core.data.Offset;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.spi.ScrepFormat;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * Values every door derives from one place: names without colour codes (the decoded text kept in
 * the raw fields), and the game's length measured from the commands when the header's frame count
 * contradicts them or the file is damaged.
 */
class ScrepDerivedValuesTest {
  private static final ScrepFormat FORMAT = new ScrepFormat();

  /** StarCraft's colour codes (0x03 yellow, 0x06 red) around a name, and a newline in the map. */
  private static final String MAP = "\u0003Sample \u0006Plains\n";

  private static final String PLAYER = "\u0003Alice";

  /** The melee sample with coloured names and a header frame count of {@code frames}. */
  private static byte[] sample(long frames) {
    ScrepReplay m = ScrepSamplesTest.melee();
    Header h = m.header();
    List<PlayerSlot> slots = new ArrayList<>(h.slots());
    slots.set(0, slots.get(0).withName(ScrepFixtures.text(PLAYER)));
    Header coloured =
        ScrepFixtures.canonical(
            ScrepFixtures.with(
                h,
                frames,
                ScrepFixtures.text("\u0002Title"),
                ScrepFixtures.text(MAP),
                slots,
                ByteSlice.EMPTY));
    MapData map = ScrepFixtures.with(m.map(), ScrepFixtures.text(MAP), m.map().sectionTags());
    List<RawText> names = new ArrayList<>(m.playerNames());
    names.set(0, ScrepFixtures.text(PLAYER));
    return ScrepWriter.write(
        ScrepFixtures.bare(m.version(), coloured, m.commands(), map, names, m.modernSections()));
  }

  private static ReplaySource source(byte[] b) {
    return ReplaySource.of("sample.rep", b);
  }

  @Test
  void rawTextShowsTheNameWithoutControlCharactersAndKeepsTheDecodedOne() {
    RawText t = ScrepFixtures.text(MAP);
    assertThat(t.text()).isEqualTo("Sample Plains");
    assertThat(t.decoded()).isEqualTo(MAP);
    assertThat(RawText.clean("plain")).isEqualTo("plain");
    assertThat(RawText.clean("a\u200Bb\tc")).isEqualTo("abc");
  }

  @Test
  @SuppressWarnings("unchecked")
  void everyDoorShowsCleanNamesAndTheRawFieldsKeepTheColourCodes() throws IOException {
    byte[] b = sample(2400);
    ReplaySummary s = FORMAT.summarize(source(b), DecodeLimits.DEFAULT);
    Map<String, Object> map = (Map<String, Object>) s.details().get("map");
    assertThat(map.get("name")).isEqualTo("Sample Plains");
    assertThat(map.get("rawName")).isEqualTo(MAP);
    assertThat(s.details().get("title")).isEqualTo("Title");
    assertThat(s.details().get("rawTitle")).isEqualTo("\u0002Title");
    assertThat(s.participants()).containsExactly("Alice", "Bob");
    Map<String, Object> p0 = ((List<Map<String, Object>>) s.details().get("players")).get(0);
    assertThat(p0.get("name")).isEqualTo("Alice");
    assertThat(p0.get("rawName")).isEqualTo(PLAYER);
    assertThat(s.details().get("winners")).isEqualTo(List.of("Alice")); // Bob left the game

    TableRows replays = rows("replays", b);
    assertThat(replays.column("map_name")).containsExactly("Sample Plains");
    assertThat(replays.column("raw_map_name")).containsExactly(MAP);
    assertThat(replays.column("title")).containsExactly("Title");
    TableRows players = rows("players", b);
    assertThat(players.column("name")).contains("Alice").doesNotContain(PLAYER);
    assertThat(players.column("raw_name")).contains(PLAYER);

    GameStats g = FORMAT.gameStats(source(b), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.participants()).extracting(p -> p.name()).contains("Alice", "Bob");
  }

  @Test
  void aHeaderFrameCountTheCommandsContradictIsReplacedByTheLastCommandFrame() throws IOException {
    byte[] b = sample(3758342264L); // a BWAPI-written replay's count: 5 years at Fastest
    ReplaySummary s = FORMAT.summarize(source(b), DecodeLimits.DEFAULT);
    double measured = 1100 * 42 / 1000.0; // the Leave Game command at frame 1100
    assertThat(s.durationSeconds()).isCloseTo(measured, Offset.offset(1e-9));
    assertThat(s.warnings()).anyMatch(w -> w.contains("header frame count 3758342264"));
    assertThat(s.details().get("frames")).isEqualTo(1100L);
    assertThat(s.details().get("headerFrames")).isEqualTo(3758342264L);
    ScrepComputed c = ScrepComputed.compute(ScrepReplay.read(b));
    assertThat(c.framesMeasured()).isTrue();
    assertThat(c.players()).allSatisfy(p -> assertThat(p.apm()).isPositive());
    assertThat(rows("replays", b).column("duration_seconds")).containsExactly(measured);
    assertThat(rows("replays", b).column("header_frames")).containsExactly(3758342264L);
    GameStats g = FORMAT.gameStats(source(b), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.durationSeconds()).isEqualTo(measured);
    assertThat(g.participants()).allSatisfy(p -> assertThat(p.actionsPerMinute()).isPositive());
  }

  @Test
  void aHeaderFrameCountBelowTheLastCommandIsContradictedToo() throws IOException {
    byte[] b = sample(500);
    ScrepComputed c = ScrepComputed.compute(ScrepReplay.read(b));
    assertThat(c.frames()).isEqualTo(1100);
    assertThat(c.framesWarning()).contains("contradicts");
  }

  @Test
  void aHeaderThatAgreesWithTheCommandsIsKept() throws IOException {
    ScrepComputed c = ScrepComputed.compute(ScrepReplay.read(sample(2400)));
    assertThat(c.frames()).isEqualTo(2400);
    assertThat(c.framesMeasured()).isFalse();
    assertThat(c.durationSeconds()).isEqualTo(2400 * 42 / 1000.0);
  }

  @Test
  void aCutReplayLastsWhatWasReadAndIsPartialInTheSummaryAndTheStats() throws IOException {
    // cut where commands are missing (the commands section is one compressed block: all go)
    byte[] whole = null;
    int cut = 0;
    ScrepReplay r = null;
    for (ScrepWriter.Options o : ScrepFixtures.PRESETS) {
      whole = ScrepWriter.write(ScrepSamplesTest.melee(), o);
      int all = ScrepReplay.read(whole).commands().size();
      for (int n = whole.length - 1; n > 0 && r == null; n--) {
        ScrepReplay x;
        try {
          x = ScrepReplay.read(Arrays.copyOf(whole, n));
        } catch (ReplayFormatException e) {
          break; // the header is cut: nothing to salvage
        }
        if (x.damage() != null && x.commands().size() < all) {
          cut = n;
          r = x;
        }
      }
      if (r != null) break;
    }
    assertThat(r).as("a cut that loses commands").isNotNull();
    byte[] b = Arrays.copyOf(whole, cut);
    int last = r.commands().isEmpty() ? 0 : r.commands().get(r.commands().size() - 1).frame();
    ReplaySummary s = FORMAT.summarize(source(b), DecodeLimits.DEFAULT);
    assertThat(s.damage()).isNotNull();
    assertThat(s.durationSeconds()).isEqualTo(last * 42 / 1000.0).isLessThan(2400 * 42 / 1000.0);
    assertThat(s.warnings()).anyMatch(w -> w.contains("damaged"));
    GameStats g = FORMAT.gameStats(source(b), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.partial()).isTrue();
    assertThat(g.durationSeconds()).isEqualTo(s.durationSeconds());
  }

  private static TableRows rows(String table, byte[] b) throws IOException {
    TableRows rows = new TableRows();
    FORMAT.readTable(table, source(b), "f", TableOptions.ALL, DecodeLimits.DEFAULT, rows);
    return rows;
  }
}
