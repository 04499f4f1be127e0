package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.screp.stats.ScrepComputed;

class CommandColumnsTest {
  @Property(tries = 300)
  void packedColumnsRoundTrip(
      @ForAll int frame,
      @ForAll @IntRange(max = 255) int player,
      @ForAll @IntRange(max = 255) int type,
      @ForAll @IntRange(max = 255) int aux,
      @ForAll @IntRange(max = 255) int grp,
      @ForAll @IntRange(max = 0xFFFF) int id) {
    CommandColumns c = new CommandColumns();
    c.add(1, 2, 3, 4, 5, 6);
    c.add(frame, player, type, aux, grp, id);
    assertThat(new int[] {c.frame(1), c.player(1), c.type(1), c.aux(1), c.grp(1), c.id(1)})
        .containsExactly(frame, player, type, aux, grp, id);
    assertThat(new int[] {c.frame(0), c.player(0), c.type(0), c.aux(0), c.grp(0), c.id(0)})
        .containsExactly(1, 2, 3, 4, 5, 6);
  }

  @Test
  void growsPastTheReservation() {
    CommandColumns c = new CommandColumns();
    c.reserve(3);
    for (int i = 0; i < 1000; i++) c.add(i, i & 0xFF, 0xFF, 0xFF, 0xFF, 0xFFFF);
    assertThat(c.n).isEqualTo(1000);
    assertThat(c.frame(999)).isEqualTo(999);
    assertThat(c.player(999)).isEqualTo(999 & 0xFF);
    assertThat(c.id(0)).isEqualTo(0xFFFF);
    assertThat(c.grp(500)).isEqualTo(0xFF);
  }

  /** The column path (build-order ids, EAPM inputs) must give exactly the record path's result. */
  @Test
  void computedFromColumnsEqualsComputedFromRecordsOnEveryCorpusReplay() throws IOException {
    ScrepCorpus.require();
    int checked = 0;
    for (Path p : ScrepCorpus.replays()) {
      ScrepReplay.Collector collector = new ScrepReplay.Collector();
      try {
        ScrepDecoder.create().decode(Files.readAllBytes(p), collector);
      } catch (IOException e) {
        continue; // the deliberately broken files
      }
      assertThat(collector.columns()).as(p.toString()).isNotNull();
      assertThat(ScrepComputed.compute(collector))
          .as(p.toString())
          .isEqualTo(ScrepComputed.compute(collector.result()));
      checked++;
    }
    assertThat(checked).isGreaterThan(200);
  }

  @Property(tries = 40)
  void computedFromColumnsEqualsComputedFromRecordsOnRandomReplays(@ForAll long seed)
      throws IOException {
    ScrepReplay.Collector collector = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(ScrepWriter.write(ScrepFixtures.random(seed)), collector);
    assertThat(ScrepComputed.compute(collector))
        .isEqualTo(ScrepComputed.compute(collector.result()));
  }
}
