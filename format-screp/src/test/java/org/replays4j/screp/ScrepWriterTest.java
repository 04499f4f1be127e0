package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import org.junit.jupiter.api.Test;

/** read(write(x)) == x for replays in the writer's canonical form. */
class ScrepWriterTest {
  @Property(tries = 200)
  void readOfWriteIsIdentity(@ForAll long seed) throws Exception {
    ScrepReplay x = ScrepFixtures.random(seed);
    byte[] file = ScrepWriter.write(x);
    ScrepReplay y = ScrepDecoder.read(file);
    assertThat(y.version()).isEqualTo(ScrepVersion.V1_21);
    assertThat(y.header()).isEqualTo(x.header());
    assertThat(y.commands()).isEqualTo(x.commands());
    assertThat(y.unknownCommands()).isEmpty();
    assertThat(y.map()).isEqualTo(x.map());
    assertThat(y.playerNames()).isEqualTo(x.playerNames());
    assertThat(y.modernSections()).isEqualTo(x.modernSections());
    assertThat(y.checksumMismatches()).isEmpty();
    assertThat(y.warnings()).isEmpty();
    // the collected model of a written file is canonical: a fixpoint of write/read
    assertThat(ScrepDecoder.read(ScrepWriter.write(y))).isEqualTo(y);
    assertThat(ScrepWriter.write(y)).isEqualTo(file);
  }

  @Test
  void writtenFilesAreProbedAndSummarised() throws Exception {
    byte[] file = ScrepWriter.write(ScrepFixtures.random(42));
    assertThat(new ScrepFormat().probe(file, "x.rep")).isGreaterThan(0.9);
    ScrepReplay r = ScrepDecoder.read(file);
    assertThat(ScrepFormat.details(r, ScrepComputed.compute(r))).containsKey("commands");
  }
}
