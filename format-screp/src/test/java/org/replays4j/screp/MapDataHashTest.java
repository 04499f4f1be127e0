package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.RawText;
import org.replays4j.testkit.MiniJson;

/**
 * screp parity for the map: the map data hash (SHA-256 of the whole map data section, as {@code
 * screp -mapdatahash sha256} computes it), the raw CHK, and a lossless map section in {@link
 * ScrepWriter}, on the samples and every corpus replay.
 */
class MapDataHashTest {

  /**
   * Decoded with the whole map section, or null when the file is one of the deliberately broken
   * ones.
   */
  static ScrepReplay readWhole(byte[] file) throws Exception {
    ScrepReplay.Collector c = new ScrepReplay.Collector();
    try {
      ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).build().decode(file, c);
    } catch (ReplayFormatException e) {
      return null;
    }
    return c.result();
  }

  static List<Path> corpus() throws Exception {
    ScrepCorpus.require();
    return ScrepCorpus.replays();
  }

  @Test
  void theHashIsTheSha256OfTheWholeMapSectionAsStored() throws Exception {
    ScrepReplay r = withMap(7);
    byte[] file = ScrepWriter.write(r, ScrepWriter.Options.MODERN_ZLIB);
    ScrepReplay back = readWhole(file);
    byte[] chk = ScrepWriter.chk(r.map());
    assertThat(back.rawMap().toArray()).isEqualTo(chk);
    String expected = ByteSlice.wrap(MessageDigest.getInstance("SHA-256").digest(chk)).toHex();
    assertThat(back.mapDataHash()).contains(expected);
    assertThat(MapDataHash.of("MD5", back.rawMap())).hasSize(32);
    assertThat(MapDataHash.of("SHA-1", back.rawMap())).hasSize(40);
  }

  /**
   * A hand-computed vector: a map section of two CHK sections, VER (2 bytes) and TRIG (3 bytes, a
   * section the model does not hold), 23 bytes in all. screp hashes every byte of the decompressed
   * section in stored order; the expected digests were computed outside Java with coreutils ({@code
   * printf 'VER \x02\x00\x00\x00\xcd\x00TRIG\x03\x00\x00\x00\x01\x02\x03' | sha256sum}, {@code
   * md5sum}, {@code sha1sum}).
   */
  @Test
  void aHandComputedVectorHashesEveryByteOfTheSectionInStoredOrder() throws Exception {
    byte[] chk = {
      'V', 'E', 'R', ' ', 2, 0, 0, 0, (byte) 0xCD, 0, 'T', 'R', 'I', 'G', 3, 0, 0, 0, 1, 2, 3
    };
    String sha256 = "4b0e09179de123cc5058046c7d9cb46e0f2c6d76996b13f661d223e42bad2fce";
    assertThat(MapDataHash.sha256(ByteSlice.wrap(chk))).isEqualTo(sha256);
    assertThat(MapDataHash.of("MD5", ByteSlice.wrap(chk)))
        .isEqualTo("fcddb98d58a75eccce0190761e102e2d");
    assertThat(MapDataHash.of("SHA-1", ByteSlice.wrap(chk)))
        .isEqualTo("f234aa6ec2c929e859f9a07e4d3e9b6f8b24c097");
    // End to end: a replay storing exactly this section, in every era, read whole.
    for (ScrepWriter.Options o : ScrepFixtures.PRESETS) {
      ScrepReplay back = readWhole(ScrepWriter.write(withMap(7), o, chk));
      assertThat(back.rawMap().toArray()).isEqualTo(chk);
      assertThat(back.mapDataHash()).as(o.toString()).contains(sha256);
    }
  }

  @Test
  void theDefaultSparseReadHasNoRawMapAndNoHash() throws Exception {
    byte[] file = ScrepWriter.write(withMap(8), ScrepWriter.Options.MODERN_ZLIB);
    ScrepReplay r = ScrepReplay.read(file);
    assertThat(r.rawMap()).isNull();
    assertThat(r.mapDataHash()).isEmpty();
  }

  /** A generated replay that has a map (one in five has none). */
  static ScrepReplay withMap(long seed) {
    for (long s = seed; ; s++) {
      ScrepReplay r = ScrepFixtures.random(s);
      if (r.map() != null) return r;
    }
  }

  @Test
  void theSameMapStoredInEveryEraHasTheSameHash() throws Exception {
    ScrepReplay r = withMap(9);
    List<String> hashes = new ArrayList<>();
    for (ScrepWriter.Options o : ScrepFixtures.PRESETS) {
      ScrepReplay back = readWhole(ScrepWriter.write(r, o));
      hashes.add(back.mapDataHash().orElseThrow());
    }
    assertThat(hashes).containsOnly(hashes.get(0));
  }

  /**
   * Differential, on every corpus replay: the oracle (screp 1.13.3 output) holds no hash, so the
   * hash is checked against what it does hold — replays with equal hashes have equal screp maps
   * (name, CHK version, tileset, size, start locations) — and the stream path gives the same
   * section as the array path (every tenth file). In the same pass, read → write → read keeps the
   * CHK bytes and the map.
   */
  @Test
  void onEveryCorpusReplayEqualHashesMeanEqualScrepMapsAndWriteBackKeepsTheChk() throws Exception {
    Map<String, String> mapOfHash = new HashMap<>();
    Map<String, List<String>> filesOfHash = new LinkedHashMap<>();
    int hashed = 0;
    for (Path f : corpus()) {
      byte[] bytes = Files.readAllBytes(f);
      ScrepReplay r = readWhole(bytes);
      Path oraclePath =
          ScrepCorpus.oracle().resolve(f.getFileName().toString().replaceAll("\\.rep$", ".json"));
      if (r == null || !Files.exists(oraclePath)) continue;
      @SuppressWarnings("unchecked")
      Map<String, Object> o = (Map<String, Object>) MiniJson.parse(Files.readString(oraclePath));
      if (!Boolean.TRUE.equals(o.get("ok"))) continue;
      if (r.map() == null) {
        assertThat(r.mapDataHash()).as(f.getFileName().toString()).isEmpty();
        continue;
      }
      String hash = r.mapDataHash().orElseThrow();
      assertThat(hash).matches("[0-9a-f]{64}");
      if (hashed % 10 == 0) {
        ScrepReplay.Collector streamed = new ScrepReplay.Collector();
        ScrepDecoder.builder()
            .option(ScrepDecoder.Option.FULL_MAP)
            .build()
            .decode(new ByteArrayInputStream(bytes), streamed);
        assertThat(streamed.result().mapDataHash()).contains(hash);
      }
      String screpMap = o.get("map") + " " + o.get("map_width") + "x" + o.get("map_height");
      String before = mapOfHash.putIfAbsent(hash, screpMap);
      assertThat(before == null ? screpMap : before)
          .as("maps of hash %s (%s)", hash, f.getFileName())
          .isEqualTo(screpMap);
      filesOfHash.computeIfAbsent(hash, k -> new ArrayList<>()).add(f.getFileName().toString());
      ScrepReplay back = readWhole(ScrepWriter.write(r, ScrepWriter.Options.MODERN_RAW));
      assertThat(back.rawMap()).as(f.getFileName().toString()).isEqualTo(r.rawMap());
      assertThat(back.map()).as(f.getFileName().toString()).isEqualTo(r.map());
      hashed++;
    }
    assertThat(hashed).isGreaterThan(200);
    // the corpus holds league series: several replays share each map file
    assertThat(filesOfHash.values().stream().filter(l -> l.size() > 1).count()).isGreaterThan(5);
  }

  @Test
  void readWriteReadKeepsTheChkBytesOfTheSamplesInTheirOwnEra() throws Exception {
    for (String name :
        List.of("melee-1v1.rep", "legacy-1v1.rep", "melee-1v1-zlib.rep", "every-command.rep")) {
      Path p = Path.of(System.getProperty("replays4j.root", ".."), "testdata", "screp", name);
      ScrepReplay r = readWhole(Files.readAllBytes(p));
      ScrepWriter.Options o =
          switch (r.version()) {
            case LEGACY -> ScrepWriter.Options.LEGACY_DCL;
            case V1_18 -> ScrepWriter.Options.V1_18_ZLIB;
            default -> ScrepWriter.Options.MODERN_ZLIB;
          };
      ScrepReplay back = readWhole(ScrepWriter.write(r, o));
      assertThat(back.rawMap()).as(name).isEqualTo(r.rawMap());
      assertThat(back.map()).as(name).isEqualTo(r.map());
    }
  }

  @Test
  void aChangedMapKeepsTheSectionsTheModelDoesNotHold() throws Exception {
    Path f =
        corpus().stream()
            .filter(
                p -> {
                  try {
                    ScrepReplay r = readWhole(Files.readAllBytes(p));
                    return r != null && r.map() != null && r.map().sectionTags().contains("TRIG");
                  } catch (Exception e) {
                    return false;
                  }
                })
            .findFirst()
            .orElseThrow();
    ScrepReplay r = readWhole(Files.readAllBytes(f));
    MapData m = r.map();
    RawText newName =
        new RawText("Renamed", ByteSlice.wrap("Renamed".getBytes(StandardCharsets.ISO_8859_1)));
    MapData renamed = ScrepFixtures.with(m, newName, m.sectionTags());
    ScrepReplay changed = ScrepFixtures.with(r, r.commands(), renamed);
    ScrepReplay back = readWhole(ScrepWriter.write(changed, ScrepWriter.Options.MODERN_RAW));
    assertThat(back.map().name().text()).isEqualTo("Renamed");
    assertThat(back.map().startLocations()).isEqualTo(m.startLocations());
    assertThat(back.map().tiles()).isEqualTo(m.tiles());
    assertThat(unmodelled(back.rawMap())).isEqualTo(unmodelled(r.rawMap())).containsKey("TRIG");
  }

  /** The CHK sections MapData does not model, by tag, concatenated in file order. */
  static Map<String, String> unmodelled(ByteSlice chk) {
    List<String> modelled =
        List.of(
            "VER ", "DIM ", "ERA ", "OWNR", "SIDE", "MTXM", "UNIT", "SPRP", "STR ", "STRx", "FORC");
    byte[] b = chk.toArray();
    Map<String, String> out = new LinkedHashMap<>();
    int pos = 0;
    while (b.length - pos >= 8) {
      String tag = new String(b, pos, 4, StandardCharsets.ISO_8859_1);
      int end = (int) Math.min(b.length, pos + 8 + Bytes.u32le(b, pos + 4));
      if (!modelled.contains(tag))
        out.merge(tag, ByteSlice.wrap(b, pos, end - pos).toHex(), String::concat);
      pos = end;
    }
    return out;
  }
}
