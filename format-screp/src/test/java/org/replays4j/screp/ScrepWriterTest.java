package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.util.List;
import java.util.Map;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.DclImplode;
import org.replays4j.screp.spi.ScrepFormat;

/**
 * read(write(x)) == x for replays in the writer's canonical form, for every era and chunk codec.
 */
class ScrepWriterTest {
  @Property(tries = 200)
  void readOfWriteIsIdentity(@ForAll long seed) throws Exception {
    ScrepReplay x = ScrepFixtures.random(seed);
    byte[] file = ScrepWriter.write(x);
    ScrepReplay y = ScrepReplay.read(file);
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
    assertThat(ScrepReplay.read(ScrepWriter.write(y))).isEqualTo(y);
    assertThat(ScrepWriter.write(y)).isEqualTo(file);
  }

  @Provide
  Arbitrary<ScrepWriter.Options> options() {
    return Arbitraries.of(
        ScrepWriter.Options.MODERN_RAW,
        ScrepWriter.Options.MODERN_ZLIB,
        ScrepWriter.Options.V1_18_ZLIB,
        ScrepWriter.Options.LEGACY_DCL,
        new ScrepWriter.Options(ScrepVersion.LEGACY, false));
  }

  /**
   * {@code x} in the canonical form of {@code era}: legacy files have no player names or tagged
   * sections.
   */
  static ScrepReplay forEra(ScrepReplay x, ScrepVersion era) {
    boolean modern = era.isModern();
    return new ScrepReplay(
        era,
        x.header(),
        x.commands(),
        x.unknownCommands(),
        x.map(),
        modern ? x.playerNames() : List.of(),
        modern ? x.limits() : null,
        modern ? x.playerColors() : null,
        modern ? x.shieldBattery() : null,
        modern ? x.modernSections() : Map.of(),
        x.checksumMismatches(),
        x.warnings(),
        null,
        null);
  }

  @Property(tries = 150)
  void everyEraAndCodecRoundTrips(@ForAll long seed, @ForAll("options") ScrepWriter.Options o)
      throws Exception {
    ScrepReplay x = forEra(ScrepFixtures.random(seed), o.era());
    byte[] file = ScrepWriter.write(x, o);
    ScrepReplay y = ScrepReplay.read(file);
    assertThat(y.version()).as("era the reader classifies").isEqualTo(o.era());
    assertThat(y.header()).isEqualTo(x.header());
    assertThat(y.commands()).isEqualTo(x.commands());
    assertThat(y.map()).isEqualTo(x.map());
    assertThat(y.playerNames()).isEqualTo(x.playerNames());
    assertThat(y.modernSections()).isEqualTo(x.modernSections());
    assertThat(y.checksumMismatches()).isEmpty();
    assertThat(y.warnings()).isEmpty();
    assertThat(new ScrepFormat().probe(file, "x.rep")).isGreaterThan(0.9);
    assertThat(ScrepWriter.write(y, o)).isEqualTo(file);
    // the streaming path reads the same file
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.create().decode(new ByteArrayInputStream(file), c);
    assertThat(c.result()).isEqualTo(y);
  }

  @Test
  void compressedChunksAreSmallerAndMarkTheEra() throws Exception {
    ScrepReplay x = ScrepSamplesTest.melee();
    byte[] raw = ScrepWriter.write(x, ScrepWriter.Options.MODERN_RAW);
    byte[] zlib = ScrepWriter.write(x, ScrepWriter.Options.MODERN_ZLIB);
    byte[] v118 = ScrepWriter.write(forEra(x, ScrepVersion.V1_18), ScrepWriter.Options.V1_18_ZLIB);
    byte[] legacy =
        ScrepWriter.write(forEra(x, ScrepVersion.LEGACY), ScrepWriter.Options.LEGACY_DCL);
    assertThat(zlib.length).isLessThan(raw.length * 2 / 3);
    assertThat(legacy.length).isLessThan(raw.length * 2 / 3);
    // screp's era detection (docs/formats/screp.md#eras): byte 12 's' for 1.21; else byte 28, the
    // first byte of
    // the header's first chunk, is 0x78 (zlib) for 1.18-1.20 and something else (DCL: 0x00) for
    // legacy
    assertThat((char) zlib[12]).isEqualTo('s');
    assertThat((char) v118[12]).isEqualTo('r');
    assertThat(v118[28] & 0xFF).isEqualTo(0x78);
    assertThat((char) legacy[12]).isEqualTo('r');
    assertThat(legacy[28] & 0xFF).isEqualTo(0x00);
    assertThat(legacy[29] & 0xFF).isEqualTo(DclImplode.STARCRAFT_DICT_BITS);
    assertThat(ScrepReplay.read(legacy).version()).isEqualTo(ScrepVersion.LEGACY);
    assertThat(ScrepReplay.read(v118).version()).isEqualTo(ScrepVersion.V1_18);
  }

  @Test
  void optionsRejectAnUncompressed118() {
    assertThatThrownBy(() -> new ScrepWriter.Options(ScrepVersion.V1_18, false))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("zlib");
  }

  @Test
  void corpusReplaysRewrittenInTheirOwnEraReadBackAndCompressLikeStarCraft() throws Exception {
    long original = 0;
    long rewritten = 0;
    long uncompressed = 0;
    int files = 0;
    for (ScrepCorpus.Decoded d : ScrepCorpus.decodable()) {
      if (files == 12) break;
      byte[] bytes = d.bytes();
      ScrepReplay r = d.replay();
      if (r.version() != ScrepVersion.LEGACY || r.map() == null) continue;
      files++;
      byte[] again = ScrepWriter.write(r, ScrepWriter.Options.LEGACY_DCL);
      ScrepReplay y = ScrepReplay.read(again);
      assertThat(y.version()).isEqualTo(ScrepVersion.LEGACY);
      assertThat(y.header()).isEqualTo(r.header());
      assertThat(y.commands()).isEqualTo(r.commands());
      assertThat(y.checksumMismatches()).isEmpty();
      original += bytes.length;
      rewritten += again.length;
      uncompressed +=
          ScrepWriter.write(r, new ScrepWriter.Options(ScrepVersion.LEGACY, false)).length;
    }
    assertThat(files).isEqualTo(12);
    System.out.printf(
        "legacy corpus sample: original %d, DCL rewritten %d, raw rewritten %d%n",
        original, rewritten, uncompressed);
    // the written map keeps fewer CHK sections than the original, so the files are at most as large
    assertThat(rewritten).isLessThan(original * 11 / 10);
    // real compression, not literals only (which would be 9/8 of the raw size); about 53% here
    assertThat(rewritten).isLessThan(uncompressed * 6 / 10);
  }
}
