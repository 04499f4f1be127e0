package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.function.Consumer;
import org.assertj.core.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Command;
import org.replays4j.testkit.ChunkedStream;
import org.replays4j.testkit.PathReads;
import org.replays4j.testkit.TestFiles;

/** Decoder behaviour on real files: streaming equivalence, bad files, truncation, limits. */
class ScrepDecoderTest {
  static byte[] corpusFile(String name) throws Exception {
    ScrepCorpus.require();
    return Files.readAllBytes(ScrepCorpus.corpus().resolve(name));
  }

  static final String LEGACY = "bwapi_Full_League_Group_C_C6R_elky_SaFT.rep";
  static final String MODERN_118 = "jssuh_scr_old.rep";
  static final String MODERN_121 = "jssuh_sb.rep";

  /** The check that a throwable is a {@link ReplayFormatException} of {@code kind}. */
  private static Consumer<Throwable> failure(ReplayFormatException.Kind kind) {
    return e ->
        assertThat(e)
            .isInstanceOfSatisfying(
                ReplayFormatException.class, f -> assertThat(f.kind()).isEqualTo(kind));
  }

  @Test
  void streamingDecodeEqualsArrayDecodeInEveryEra() throws Exception {
    for (String f : List.of(LEGACY, MODERN_118, MODERN_121)) {
      byte[] b = corpusFile(f);
      ScrepReplay a = ScrepReplay.read(b);
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      CheckingScrepVisitor check = new CheckingScrepVisitor(c);
      ScrepDecoder.create().decode(new ByteArrayInputStream(b), check);
      assertThat(check.ended()).isTrue();
      ScrepReplay s = c.result();
      assertThat(s.commands()).as(f).isEqualTo(a.commands());
      assertThat(s.header()).isEqualTo(a.header());
      assertThat(s.map()).isEqualTo(a.map());
      assertThat(s.slots()).isEqualTo(a.slots());
      assertThat(s.checksumMismatches()).isEmpty();
      assertThat(a.commands()).isNotEmpty();
    }
  }

  @Test
  void readOfAPathUnwrapsGzipAndRefusesAFileOverTheLimits(@TempDir Path dir) throws Exception {
    byte[] b = corpusFile(LEGACY);
    ScrepDecoder belowLimit =
        ScrepDecoder.builder()
            .limits(DecodeLimits.defaults().withMaxDecompressedBytes(b.length - 1))
            .build();
    PathReads.assertReadsPlainAndGzipWithinTheLimits(
        dir,
        "plain.rep",
        b,
        ScrepReplay.read(b).commands(),
        ScrepReplay::read,
        f -> ScrepReplay.read(f, belowLimit),
        ScrepReplay::commands);
  }

  @Test
  void erasAreDetected() throws Exception {
    assertThat(ScrepReplay.read(corpusFile(LEGACY)).version()).isEqualTo(ScrepVersion.LEGACY);
    assertThat(ScrepReplay.read(corpusFile(MODERN_118)).version()).isEqualTo(ScrepVersion.V1_18);
    ScrepReplay sb = ScrepReplay.read(corpusFile(MODERN_121));
    assertThat(sb.version()).isEqualTo(ScrepVersion.V1_21);
    assertThat(sb.limits()).isNotNull();
    assertThat(sb.shieldBattery()).isNotNull();
    assertThat(sb.modernSections()).containsKeys("SKIN", "LMTS", "BFIX", "CCLR", "GCFG", "Sbat");
  }

  @Test
  void shieldBatterySectionFollowsBroodrepLayoutNotScrep() throws Exception {
    // screp reads the exe build at offset 1 (overlapping the u16 version); the u32 at offset 2 is
    // right.
    ScrepReplay r = ScrepReplay.read(corpusFile(MODERN_121));
    byte[] raw = r.modernSections().get("Sbat").toArray();
    long at2 =
        (raw[2] & 0xFFL) | (raw[3] & 0xFFL) << 8 | (raw[4] & 0xFFL) << 16 | (raw[5] & 0xFFL) << 24;
    assertThat(r.shieldBattery().starcraftExeBuild()).isEqualTo(at2);
    assertThat(r.shieldBattery().gameId())
        .matches("[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}");
  }

  @Test
  void notAReplayIsRejectedAtTheReplayIdSection() throws Exception {
    byte[] b = corpusFile("jssuh_not-a-replay.rep");
    assertThatThrownBy(() -> ScrepReplay.read(b))
        .satisfies(failure(ReplayFormatException.Kind.BAD_MAGIC))
        .satisfies(
            e ->
                assertThat(((ReplayFormatException) e).path())
                    .hasValueSatisfying(p -> assertThat(p).contains("replay id")));
  }

  @Test
  void fileEndingAfterTheCommandsDeliversThemThenFails() throws Exception {
    byte[] b = corpusFile("jssuh_no-chk.rep");
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    assertThatThrownBy(() -> ScrepDecoder.create().decode(b, c))
        .satisfies(failure(ReplayFormatException.Kind.TRUNCATED))
        .hasMessageContaining("map data size")
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isEqualTo(b.length));
    assertThat(c.result().commands()).isNotEmpty();
  }

  /**
   * A cut inside the commands section reports where in the file the read that ran past the end
   * began, strict or salvaging, on the array and the stream alike. Layout of
   * testdata/screp/every-command.rep (1.21, raw chunks): the commands section's header (checksum,
   * chunk count) at 681, its only chunk's stored length at 689 and its 1050 bytes at 693.
   */
  @Test
  void aCutCommandsChunkReportsTheFileOffsetWhereTheReadBegan() throws Exception {
    byte[] whole = Files.readAllBytes(TestFiles.testdata("screp").resolve("every-command.rep"));
    assertThat(whole).hasSize(3281);
    // the first half: the chunk's data is cut after 947 of its 1050 bytes
    assertCutAt(Arrays.copyOf(whole, 1640), 693, "expected 1050 more byte(s) but got 947");
    // inside the chunk's length field
    assertCutAt(Arrays.copyOf(whole, 691), 689, "expected 4 more byte(s) but got 2");
    // inside the section's chunk count
    assertCutAt(Arrays.copyOf(whole, 687), 685, "expected 4 more byte(s) but got 2");
  }

  private static void assertCutAt(byte[] cut, long offset, String detail) throws Exception {
    String at = "cut at " + cut.length;
    List<ReplayFormatException> thrown = new ArrayList<>();
    for (int way = 0; way < 2; way++) {
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      try {
        if (way == 0) {
          ScrepDecoder.create().decode(cut, c);
        } else {
          ScrepDecoder.create().decode(new ChunkedStream(cut, 7), c);
        }
      } catch (ReplayFormatException e) {
        thrown.add(e);
      }
    }
    assertThat(thrown).as(at).hasSize(2);
    for (ReplayFormatException e : thrown) {
      assertThat(e.kind()).as(at).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
      assertThat(e.offset()).as(at).isEqualTo(offset);
      assertThat(e.rawOffset()).as(at).isEmpty();
      assertThat(e.detail()).as(at).startsWith(detail);
      assertThat(e.path()).as(at).hasValueSatisfying(p -> assertThat(p).contains("commands"));
    }
    assertThat(thrown.get(1).getMessage()).as(at).isEqualTo(thrown.get(0).getMessage());
    for (ScrepReplay r :
        List.of(ScrepReplay.read(cut), ScrepReplay.read(new ChunkedStream(cut, 7)))) {
      assertThat(r.damage()).as(at).isNotNull();
      assertThat(r.damage().kind()).as(at).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
      assertThat(r.damage().offset()).as(at).isEqualTo(offset);
      assertThat(r.damage().message()).as(at).startsWith(detail);
    }
  }

  @Test
  void truncationYieldsAPrefixOfTheCommandsThenAnException() throws Exception {
    for (String f : List.of(LEGACY, MODERN_121)) {
      byte[] b = corpusFile(f);
      List<Command> all = ScrepReplay.read(b).commands();
      for (int i = 1; i <= 40; i++) {
        int cut = (int) ((long) b.length * i / 41);
        byte[] part = Arrays.copyOf(b, cut);
        ScrepReplay.Collector c = new ScrepReplay.Collector();
        try {
          ScrepDecoder.create().decode(part, c);
        } catch (ReplayFormatException expected) {
          assertThat(expected.path()).isPresent();
          assertThat(expected.kind())
              .as("cut at %d", cut)
              .isIn(ReplayFormatException.Kind.TRUNCATED, ReplayFormatException.Kind.INVALID);
        }
        try {
          List<Command> got = c.result().commands();
          assertThat(got).isEqualTo(all.subList(0, got.size()));
        } catch (IllegalStateException noHeaderYet) {
          // cut before the header
        }
      }
    }
  }

  @Test
  void sectionSizesAreBoundedBeforeAllocation() throws Exception {
    byte[] b = corpusFile(LEGACY);
    ScrepDecoder tight =
        ScrepDecoder.builder()
            .limits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(1000).withMaxEventBytes(1000))
            .build();
    assertThatThrownBy(() -> tight.decode(b, new ScrepReplay.Collector()))
        .satisfies(failure(ReplayFormatException.Kind.LIMIT_EXCEEDED))
        .hasMessageContaining("commands section bytes <= 1000");
  }

  @Test
  void skippingSectionsStillVerifiesChecksums() throws Exception {
    byte[] b = corpusFile(MODERN_121);
    List<String> calls = new ArrayList<>();
    ScrepDecoder.builder()
        .option(ScrepDecoder.Option.SKIP_COMMANDS, ScrepDecoder.Option.SKIP_MAP_DATA)
        .build()
        .decode(
            b,
            new ScrepVisitor() {
              @Override
              public void visitCommand(Command c) {
                calls.add("cmd");
              }

              @Override
              public void visitChecksumMismatch(String s, long a, long x) {
                calls.add("mismatch " + s);
              }

              @Override
              public void visitEnd() {
                calls.add("end");
              }
            });
    assertThat(calls).containsExactly("end");
  }

  @Test
  void checksumMismatchIsReportedOrFatalByOption() throws Exception {
    byte[] b = corpusFile(MODERN_121).clone();
    b[0] ^= 1; // stored checksum of the replay id section
    ScrepReplay r = ScrepReplay.read(b);
    assertThat(r.checksumMismatches()).singleElement().asString().startsWith("replay id");
    assertThatThrownBy(() -> readWith(b, ScrepDecoder.Option.FAIL_ON_CHECKSUM_MISMATCH))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected checksum");
  }

  @Test
  void sparseMapDecodingGivesTheSameModelForEveryCorpusFile() throws Exception {
    ScrepCorpus.require();
    ScrepDecoder fast = ScrepDecoder.create();
    int compared = 0;
    for (Path f : ScrepCorpus.replays()) {
      byte[] b = Files.readAllBytes(f);
      ScrepReplay full;
      try {
        ScrepReplay.Collector all = new ScrepReplay.Collector();
        ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build().decode(b, all);
        full = all.result();
      } catch (ReplayFormatException e) {
        assertThatThrownBy(() -> fast.decode(b, new ScrepReplay.Collector()))
            .as(f.toString())
            .isInstanceOf(ReplayFormatException.class);
        continue;
      }
      ScrepReplay.Collector c = new ScrepReplay.Collector();
      fast.decode(b, c);
      assertThat(c.result().map()).as(f.toString()).isEqualTo(full.map());
      assertThat(c.result().commands()).isEqualTo(full.commands());
      assertThat(c.result().checksumMismatches())
          .isEqualTo(
              full.checksumMismatches().stream().filter(m -> !m.startsWith("map data")).toList());
      compared++;
    }
    assertThat(compared).isGreaterThanOrEqualTo(250);
  }

  @Test
  void zlibChunksInflateAlikeWithAndWithoutChecksumsAndBadHeadersAreNamed() throws Exception {
    ScrepDecoder unverified =
        ScrepDecoder.builder().option(ScrepDecoder.Option.SKIP_CHECKSUMS).build();
    for (ScrepWriter.Options o :
        List.of(ScrepWriter.Options.MODERN_ZLIB, ScrepWriter.Options.V1_18_ZLIB)) {
      for (long seed = 1; seed <= 20; seed++) {
        byte[] b = ScrepWriter.write(ScrepFixtures.random(seed), o);
        ScrepReplay verified = ScrepReplay.read(b);
        ScrepReplay.Collector c = new ScrepReplay.Collector();
        unverified.decode(b, c);
        assertThat(c.result().commands()).isEqualTo(verified.commands());
        assertThat(c.result().header()).isEqualTo(verified.header());
        assertThat(c.result().map()).isEqualTo(verified.map());
        assertThat(verified.checksumMismatches()).isEmpty();
      }
    }
    // A compressed chunk after the header section (which fixes the era) with a preset-dictionary
    // flag.
    byte[] b = ScrepWriter.write(ScrepFixtures.random(3), ScrepWriter.Options.MODERN_ZLIB);
    int at = secondCompressedChunk(b, true);
    byte[] bad = b.clone();
    bad[at + 1] = (byte) 0xBB; // 0x78BB: FCHECK holds, FDICT set
    assertThatThrownBy(() -> ScrepReplay.read(bad, ScrepDecoder.create()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected a zlib header")
        .hasMessageContaining("0x78 0xBB");
    assertThatThrownBy(() -> unverified.decode(bad, new ScrepReplay.Collector()))
        .isInstanceOf(ReplayFormatException.class);
    bad[at + 1] = 0x00; // FCHECK wrong
    assertThatThrownBy(() -> ScrepReplay.read(bad, ScrepDecoder.create()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected a zlib header");
  }

  /**
   * Offset of the data of the second compressed chunk of a writer-made file (sections as in
   * docs/formats/screp.md#sections).
   */
  static int secondCompressedChunk(byte[] b, boolean v121) {
    int pos = 0;
    int seen = 0;
    int[] sizes = {4, 0x279, 4, -1, 4, -1};
    int next = 0;
    for (int sec = 0; sec < sizes.length; sec++) {
      int size = sizes[sec] >= 0 ? sizes[sec] : next;
      if (size == 0) continue;
      int count = (int) Bytes.u32le(b, pos + 4);
      pos += 8;
      int done = 0;
      for (int i = 0; i < count; i++) {
        int len = (int) Bytes.u32le(b, pos);
        int expected = Math.min(size - done, SectionReader.CHUNK);
        if (len != expected && ++seen == 2) return pos + 4;
        if (sizes[sec] == 4) next = (int) Bytes.u32le(b, pos + 4);
        pos += 4 + len;
        done += expected;
      }
      if (sec == 0 && v121) pos += 4;
    }
    throw new AssertionError("fewer than two compressed chunks");
  }

  @Test
  void aFatalChecksumMismatchCoversTheMapAndUnverifiedSkipsNeedNoDecompression() throws Exception {
    ScrepReplay r = ScrepFixtures.random(11);
    Assumptions.assumeThat(r.map()).as("map data of the random fixture with seed 11").isNotNull();
    byte[] b = ScrepWriter.write(r, ScrepWriter.Options.MODERN_ZLIB);
    // The map section starts after the map-size section; its stored checksum is its first u32.
    int map = ScrepFixtures.sectionStart(b, 5, true);
    byte[] bad = b.clone();
    bad[map] ^= 1;
    // (By default the map is read sparsely: its checksum is verified only when no chunk was
    // skipped.)
    assertThat(readWith(bad, ScrepDecoder.Option.FULL_MAP).checksumMismatches())
        .singleElement()
        .asString()
        .startsWith("map data");
    assertThatThrownBy(() -> readWith(bad, ScrepDecoder.Option.FAIL_ON_CHECKSUM_MISMATCH))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected checksum");
    // Skipped without verification, the map's chunks are not even decompressed: garbage in them
    // passes.
    byte[] garbage = b.clone();
    int chunks = (int) Bytes.u32le(b, map + 4);
    for (int i = 0, at = map + 8; i < chunks; i++) {
      int len = (int) Bytes.u32le(b, at);
      Arrays.fill(garbage, at + 4, at + 4 + len, (byte) 0xA5); // the chunk's data, not its length
      at += 4 + len;
    }
    assertThat(
            readWith(garbage, ScrepDecoder.Option.SKIP_MAP_DATA, ScrepDecoder.Option.SKIP_CHECKSUMS)
                .commands())
        .isEqualTo(ScrepReplay.read(b).commands());
    assertThatThrownBy(() -> readWith(garbage, ScrepDecoder.Option.SKIP_MAP_DATA))
        .isInstanceOf(ReplayFormatException.class);
  }

  private static ScrepReplay readWith(byte[] b, ScrepDecoder.Option... o) throws Exception {
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    ScrepDecoder.builder().option(o).build().decode(b, c);
    return c.result();
  }

  static Path anyCorpus(String name) {
    return ScrepCorpus.corpus().resolve(name);
  }
}
