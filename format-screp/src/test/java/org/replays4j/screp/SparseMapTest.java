package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.Random;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.MapData;

/**
 * {@link ScrepDecoder.Options#sparseMap()} on writer-made replays with hand-built CHK layouts: the
 * sparse map is always the fully decoded one, whatever the chunk boundaries, codecs, repeats and
 * cuts.
 */
class SparseMapTest {
  private static final int CHUNK = SectionReader.CHUNK;
  private static final ScrepDecoder DENSE =
      ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build();
  private static final ScrepDecoder SPARSE = ScrepDecoder.create();
  private static final ScrepDecoder NO_TILES =
      ScrepDecoder.builder().option(ScrepDecoder.Option.SKIP_TILES).build();
  private static final List<String> WANTED =
      List.of(
          "VER ", "ERA ", "DIM ", "OWNR", "SIDE", "MTXM", "UNIT", "SPRP", "STR ", "STRx", "FORC");
  private static final List<String> UNWANTED =
      List.of("ISOM", "TILE", "TRIG", "MRGN", "UPRP", "TYPE", "\0\0\0\0");

  static List<ScrepWriter.Options> presets() {
    return List.of(
        ScrepWriter.Options.MODERN_ZLIB,
        ScrepWriter.Options.LEGACY_DCL,
        ScrepWriter.Options.MODERN_RAW,
        ScrepWriter.Options.V1_18_ZLIB);
  }

  /** A scenario.chk under construction. */
  static final class Chk {
    final ByteArrayOutputStream out = new ByteArrayOutputStream();
    private final Random random = new Random(42);

    Chk section(String tag, long declared, byte[] body) {
      out.writeBytes(tag.getBytes(StandardCharsets.ISO_8859_1));
      for (int i = 0; i < 4; i++) out.write((int) (declared >>> (8 * i)));
      out.writeBytes(body);
      return this;
    }

    Chk section(String tag, byte[] body) {
      return section(tag, body.length, body);
    }

    /**
     * A section of {@code n} body bytes: half random (stored raw), half repetitive (compressed).
     */
    Chk section(String tag, int n) {
      return section(tag, body(random, n));
    }

    /** A section whose next header starts at {@code at}. */
    Chk sectionUpTo(String tag, int at) {
      return section(tag, at - size() - 8);
    }

    int size() {
      return out.size();
    }

    byte[] bytes() {
      return out.toByteArray();
    }
  }

  static byte[] body(Random r, int n) {
    byte[] b = new byte[n];
    boolean noise = r.nextBoolean();
    for (int i = 0; i < n; i++) b[i] = (byte) (noise ? r.nextInt() : (i / 97) * 7 + (i % 5));
    return b;
  }

  static byte[] write(byte[] chk, ScrepWriter.Options o) {
    ScrepReplay r = ScrepFixtures.random(7);
    ScrepReplay bare =
        ScrepFixtures.bare(r.version(), r.header(), List.of(), null, r.playerNames(), Map.of());
    return ScrepWriter.write(bare, o, chk);
  }

  static ScrepReplay decode(ScrepDecoder d, byte[] file) throws IOException {
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    d.decode(file, c);
    return c.result();
  }

  /**
   * Decodes {@code chk} stored as {@code o} both ways; asserts they agree, and that the sparse read
   * without tiles gives the same map but its tiles, and returns the map.
   */
  static MapData sameBothWays(byte[] chk, ScrepWriter.Options o) throws IOException {
    byte[] file = write(chk, o);
    ScrepReplay full = decode(DENSE, file);
    ScrepReplay fast = decode(SPARSE, file);
    ScrepReplay noTiles = decode(NO_TILES, file);
    assertThat(full.checksumMismatches()).isEmpty();
    assertThat(fast.checksumMismatches()).isEmpty();
    assertThat(noTiles.checksumMismatches()).isEmpty();
    assertThat(fast.map()).as("%s, %d CHK bytes", o, chk.length).isEqualTo(full.map());
    assertThat(fast.map()).isEqualTo(MapParser.parse(chk, chk.length));
    assertThat(noTiles.map()).as("%s without tiles", o).isEqualTo(withoutTiles(fast.map()));
    assertThat(noTiles.map()).isEqualTo(MapParser.parse(chk, chk.length, false));
    return fast.map();
  }

  /** {@code m} with no tiles, as {@link ScrepDecoder.Option#SKIP_TILES} reads it. */
  static MapData withoutTiles(MapData m) {
    return ScrepFixtures.with(m, ByteSlice.EMPTY, m.name(), m.sectionTags());
  }

  @ParameterizedTest
  @MethodSource("presets")
  void headersStraddlingAChunkBoundary(ScrepWriter.Options o) throws IOException {
    for (int k = 0; k <= 8; k++) {
      // The DIM header starts k bytes before the end of chunk 0; the MTXM header starts 8 - k bytes
      // before the end of chunk 2, which holds nothing else needed.
      Chk c =
          new Chk()
              .section("VER ", 2)
              .sectionUpTo("ISOM", CHUNK - k)
              .section("DIM ", 4)
              .sectionUpTo("TILE", 3 * CHUNK - 8 + k)
              .section("MTXM", 64)
              .section("TRIG", 3 * CHUNK);
      MapData m = sameBothWays(c.bytes(), o);
      assertThat(m.sectionTags()).containsExactly("VER ", "ISOM", "DIM ", "TILE", "MTXM", "TRIG");
      assertThat(m.tileCount()).isEqualTo(32);
    }
  }

  @ParameterizedTest
  @MethodSource("presets")
  void wantedSectionsStartingAndEndingOnChunkBoundaries(ScrepWriter.Options o) throws IOException {
    Chk c =
        new Chk()
            .sectionUpTo("ISOM", CHUNK - 8)
            .section("MTXM", 2 * CHUNK) // body = chunks 1 and 2
            .section("TILE", 5 * CHUNK - 8) // next header is the first byte of chunk 8
            .sectionUpTo("STR ", 9 * CHUNK)
            .section("UPRP", 100)
            .section("UNIT", 36 * 3);
    MapData m = sameBothWays(c.bytes(), o);
    assertThat(m.tileCount()).isEqualTo(CHUNK);
    assertThat(m.sectionTags()).containsExactly("ISOM", "MTXM", "TILE", "STR ", "UPRP", "UNIT");
  }

  @ParameterizedTest
  @MethodSource("presets")
  void hugeUnwantedSectionsAndRepeatedSections(ScrepWriter.Options o) throws IOException {
    byte[] unit = new byte[36];
    unit[8] = (byte) 0xD6; // a start location
    Chk c =
        new Chk()
            .section("MTXM", 300)
            .section("UNIT", unit)
            .section("ISOM", 12 * CHUNK + 5)
            .section("MTXM", 10)
            .section("VER ", 2)
            .section("TRIG", 7 * CHUNK)
            .section("UNIT", unit)
            .section("STR ", 3000)
            .section("MASK", 20)
            .section("STR ", 40)
            .section("VER ", 2);
    MapData m = sameBothWays(c.bytes(), o);
    assertThat(m.startLocations()).hasSize(2);
    assertThat(m.tileCount()).isEqualTo(150);
    assertThat(m.sectionTags()).hasSize(11);
  }

  @ParameterizedTest
  @MethodSource("presets")
  void cutAndTrailingSections(ScrepWriter.Options o) throws IOException {
    sameBothWays(
        new Chk()
            .section("VER ", 2)
            .section("ISOM", 3 * CHUNK)
            .section("STR ", 0xFFFFFF, body(new Random(1), 900))
            .bytes(),
        o);
    sameBothWays(
        new Chk()
            .section("VER ", 2)
            .section("ISOM", 3 * CHUNK)
            .section("TRIG", 0x7FFFFFFF, new byte[CHUNK + 3])
            .bytes(),
        o);
    Chk trailing = new Chk().section("MTXM", 20).sectionUpTo("ISOM", 2 * CHUNK - 3);
    trailing.out.writeBytes(new byte[] {'U', 'N', 'I', 'T', 1});
    MapData m = sameBothWays(trailing.bytes(), o);
    assertThat(m.sectionTags()).containsExactly("MTXM", "ISOM");
    assertThat(
            sameBothWays(new Chk().section("DIM ", 4).section("UNIT", 5).bytes(), o).sectionTags())
        .hasSize(2);
    assertThat(sameBothWays(new byte[] {'V', 'E', 'R', ' ', 2, 0, 0}, o).sectionTags()).isEmpty();
  }

  /** Offsets of the map data section's chunks in a written file without commands. */
  static int[] mapChunkOffsets(byte[] file, ScrepWriter.Options o) {
    // replay id, header, commands size (0: no commands section), map data size, then map data
    int p = ScrepFixtures.sectionStart(file, 4, o.era() == ScrepVersion.V1_21);
    int count = u32(file, p + 4);
    int[] at = new int[count];
    p += 8;
    for (int i = 0; i < count; i++) {
      at[i] = p;
      p += 4 + u32(file, p);
    }
    return at;
  }

  private static int u32(byte[] b, int i) {
    return (int) Bytes.u32le(b, i);
  }

  @Test
  void zlibChunksAreInflatedOnlyUpToTheLastNeededByte() throws IOException {
    // Chunk 1 is needed only for the DIM section at its start; its zlib trailer is then never read.
    Chk c =
        new Chk()
            .section("VER ", 2)
            .sectionUpTo("ISOM", CHUNK + 40)
            .section("DIM ", 4)
            .section("TRIG", new byte[3 * CHUNK]);
    byte[] file = write(c.bytes(), ScrepWriter.Options.MODERN_ZLIB);
    int[] chunks = mapChunkOffsets(file, ScrepWriter.Options.MODERN_ZLIB);
    int end = chunks[1] + 4 + u32(file, chunks[1]);
    assertThat(end - chunks[1] - 4).as("chunk 1 is compressed").isLessThan(CHUNK);
    MapData clean = decode(SPARSE, file).map();
    file[end - 1] ^= 0x55; // the adler-32 of chunk 1
    // Verifying checksums, chunks are inflated raw (the section CRC-32 covers the intact data);
    // without, zlib checks the Adler-32 and the full decode fails on it.
    assertThat(decode(DENSE, file).map()).isEqualTo(clean);
    assertThatThrownBy(
            () ->
                decode(
                    ScrepDecoder.builder()
                        .option(ScrepDecoder.Option.FULL_MAP, ScrepDecoder.Option.SKIP_CHECKSUMS)
                        .build(),
                    file))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("map data")
        .hasMessageContaining("chunk[1]");
    assertThat(decode(SPARSE, file).map()).isEqualTo(clean);
    assertThat(clean.width()).isEqualTo(u32(c.bytes(), CHUNK + 48) & 0xFFFF);
    file[chunks[1] + 4] =
        0x79; // bad zlib header: the decoded prefix is bad, an error in sparse mode too
    assertThatThrownBy(() -> decode(SPARSE, file))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("map data")
        .hasMessageContaining("chunk[1]")
        .hasMessageContaining("zlib");
  }

  @ParameterizedTest
  @MethodSource("presets")
  void chunksInsideUnwantedSectionsAreNotDecoded(ScrepWriter.Options o) throws IOException {
    Chk c = new Chk().section("VER ", 2).section("ISOM", 4 * CHUNK).section("DIM ", 4);
    byte[] file = write(c.bytes(), o);
    MapData clean = decode(SPARSE, file).map();
    int[] chunks = mapChunkOffsets(file, o);
    file[chunks[2] + 4] ^= 0x7F; // first stored byte of chunk 2, which lies inside ISOM
    file[chunks[2] + 5] ^= 0x7F;
    assertThat(decode(SPARSE, file).map()).isEqualTo(clean);
    try {
      assertThat(decode(DENSE, file).checksumMismatches())
          .singleElement()
          .asString()
          .startsWith("map data");
    } catch (ReplayFormatException e) {
      assertThat(e.path())
          .hasValueSatisfying(p -> assertThat(p).contains("map data").contains("chunk[2]"));
    }
  }

  @ParameterizedTest
  @MethodSource("presets")
  void withoutTilesChunksInsideTheTileMatrixAreNotDecoded(ScrepWriter.Options o)
      throws IOException {
    Chk c = new Chk().section("VER ", 2).section("MTXM", 4 * CHUNK).section("DIM ", 4);
    byte[] file = write(c.bytes(), o);
    MapData clean = decode(NO_TILES, file).map();
    assertThat(clean.tiles().length()).isZero();
    assertThat(clean.tileCount()).isZero();
    assertThat(clean).isEqualTo(withoutTiles(decode(SPARSE, file).map()));
    int[] chunks = mapChunkOffsets(file, o);
    file[chunks[2] + 4] ^= 0x7F; // first stored byte of chunk 2, which lies inside MTXM
    file[chunks[2] + 5] ^= 0x7F;
    assertThat(decode(NO_TILES, file).map()).isEqualTo(clean);
  }

  @ParameterizedTest
  @MethodSource("presets")
  void truncatedMapDataFailsWithTheSectionAndChunk(ScrepWriter.Options o) throws IOException {
    Chk c =
        new Chk()
            .section("VER ", 2)
            .section("ISOM", 2 * CHUNK)
            .section("DIM ", 4)
            .section("TRIG", 2 * CHUNK)
            .section("MTXM", 100);
    byte[] file = write(c.bytes(), o);
    int[] chunks = mapChunkOffsets(file, o);
    int mapEnd = chunks[chunks.length - 1] + 4 + u32(file, chunks[chunks.length - 1]);
    for (int cut = chunks[0] - 8;
        cut < mapEnd;
        cut += cut < chunks[0] + 40 || cut > mapEnd - 40 ? 1 : 61) {
      byte[] t = Arrays.copyOf(file, cut);
      assertThatThrownBy(() -> decode(SPARSE, t))
          .as("cut at %d", cut)
          .isInstanceOf(ReplayFormatException.class)
          .hasMessageContaining("map data");
    }
  }

  @Property(tries = 120)
  void bitFlipsInTheMapFailCleanlyOrDecode(
      @ForAll @IntRange(min = 0, max = 3) int preset,
      @ForAll @IntRange(min = 0, max = 1 << 20) int where,
      @ForAll @IntRange(min = 0, max = 7) int bit)
      throws IOException {
    ScrepWriter.Options o = presets().get(preset);
    Chk c =
        new Chk()
            .section("VER ", 2)
            .section("ISOM", CHUNK + 300)
            .section("DIM ", 4)
            .section("UPRP", 20)
            .section("MTXM", 3000)
            .section("TRIG", 2 * CHUNK)
            .section("STR ", 500);
    byte[] file = write(c.bytes(), o);
    int[] chunks = mapChunkOffsets(file, o);
    int from = chunks[0] - 8;
    int pos = from + where % (file.length - from);
    file[pos] ^= (byte) (1 << bit);
    try {
      decode(SPARSE, file);
    } catch (ReplayFormatException e) {
      assertThat(e.getMessage()).isNotEmpty();
    }
  }

  /** One random CHK section: tag, body size, and whether its declared size runs past the data. */
  record Spec(String tag, int size, boolean cut) {}

  @Provide
  Arbitrary<List<Spec>> layouts() {
    Arbitrary<String> tags =
        Arbitraries.oneOf(
            Arbitraries.of(WANTED),
            Arbitraries.of(UNWANTED),
            Arbitraries.strings().withCharRange('\0', '\u00FF').ofLength(4));
    Arbitrary<Integer> sizes =
        Arbitraries.frequencyOf(
            Tuple.of(4, Arbitraries.integers().between(0, 40)),
            Tuple.of(3, Arbitraries.integers().between(0, CHUNK + 20)),
            Tuple.of(1, Arbitraries.integers().between(CHUNK - 20, 4 * CHUNK)));
    return Combinators.combine(tags, sizes, Arbitraries.integers().between(0, 30).map(x -> x == 0))
        .as(Spec::new)
        .list()
        .ofMaxSize(14);
  }

  @Property(tries = 150)
  void sparseEqualsFullForRandomLayouts(
      @ForAll("layouts") List<Spec> layout,
      @ForAll @IntRange(min = 0, max = 3) int preset,
      @ForAll @IntRange(min = 0, max = 7) int trailing)
      throws IOException {
    Chk c = new Chk();
    for (Spec s : layout) {
      byte[] body = body(new Random(s.size()), s.size());
      c.section(s.tag(), s.cut() ? s.size() + 1 + (s.size() & 0xFFFF) : s.size(), body);
    }
    c.out.writeBytes(new byte[trailing]);
    byte[] chk = c.bytes();
    if (chk.length == 0) return;
    sameBothWays(chk, presets().get(preset));
  }
}
