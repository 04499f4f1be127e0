package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.screp.spi.ScrepFormat;

class ScrepFormatTest {
  @Test
  void isRegisteredAsAService() {
    List<String> ids = new ArrayList<>();
    ServiceLoader.load(ReplayFormat.class).forEach(f -> ids.add(f.id()));
    assertThat(ids).contains("screp");
  }

  @Test
  void probeMatchesTheReplayIdSectionOnly() {
    ScrepFormat f = new ScrepFormat();
    byte[] legacy = {0, 0, 0, 0, 1, 0, 0, 0, 4, 0, 0, 0, 'r', 'e', 'R', 'S'};
    byte[] modern = legacy.clone();
    modern[12] = 's';
    assertThat(f.probe(legacy, "x.rep")).isGreaterThanOrEqualTo(0.9);
    assertThat(f.probe(modern, "x")).isGreaterThanOrEqualTo(0.9);
    byte[] other = legacy.clone();
    other[13] = 'x';
    assertThat(f.probe(other, "x.rep")).isZero();
    assertThat(f.probe(new byte[3], "x.rep")).isZero();
  }

  @Test
  @SuppressWarnings("unchecked")
  void summaryCarriesExactlyTheCliFields() throws Exception {
    byte[] b = ScrepDecoderTest.corpusFile(ScrepDecoderTest.MODERN_121);
    ReplaySummary s =
        new ScrepFormat().summarize(ReplaySource.of("sb.rep", b), DecodeLimits.DEFAULT);
    assertThat(s.format()).isEqualTo("screp");
    assertThat(s.version()).isEqualTo("1.21");
    assertThat(s.details().keySet())
        .containsExactly(
            "era",
            "engine",
            "frames",
            "headerFrames",
            "startTime",
            "title",
            "rawTitle",
            "map",
            "host",
            "rawHost",
            "repSaver",
            "gameType",
            "speed",
            "matchup",
            "players",
            "commands",
            "chat",
            "apm",
            "eapm",
            "winnerTeam",
            "winners");
    assertThat(((Map<String, Object>) s.details().get("map")).keySet())
        .containsExactly(
            "name", "rawName", "width", "height", "tileset", "dataHash", "dataHashAlgorithm");
    assertThat(((Map<String, Object>) s.details().get("map")).get("dataHash"))
        .isNull(); // costly: asked for only
    ReplaySummary hashed =
        new ScrepFormat()
            .summarize(
                ReplaySource.of("sb.rep", b),
                DecodeLimits.DEFAULT,
                Set.of(ReplayFormat.SUMMARY_MAP_DATA_HASH));
    assertThat((String) ((Map<String, Object>) hashed.details().get("map")).get("dataHash"))
        .matches("[0-9a-f]{64}");
    assertThat(((Map<String, Object>) hashed.details().get("map")).get("dataHashAlgorithm"))
        .isEqualTo("sha256");
    // the algorithms of screp's -mapDataHash, by hex length
    Map<String, Integer> hexLength = Map.of("md5", 32, "sha1", 40, "sha256", 64, "sha512", 128);
    for (Map.Entry<String, Integer> a : hexLength.entrySet()) {
      ReplaySummary h =
          new ScrepFormat()
              .summarize(
                  ReplaySource.of("sb.rep", b),
                  DecodeLimits.DEFAULT,
                  Set.of("mapDataHash:" + a.getKey()));
      Map<String, Object> map = (Map<String, Object>) h.details().get("map");
      assertThat((String) map.get("dataHash")).hasSize(a.getValue()).matches("[0-9a-f]+");
      assertThat(map.get("dataHashAlgorithm")).isEqualTo(a.getKey());
    }
    assertThatThrownBy(
            () ->
                new ScrepFormat()
                    .summarize(
                        ReplaySource.of("sb.rep", b),
                        DecodeLimits.DEFAULT,
                        Set.of("mapDataHash:crc32")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("md5, sha1, sha256 or sha512");
    Map<String, Object> p0 = ((List<Map<String, Object>>) s.details().get("players")).get(0);
    assertThat(p0.keySet())
        .containsExactly(
            "slot",
            "id",
            "name",
            "rawName",
            "race",
            "type",
            "team",
            "color",
            "observer",
            "cmdCount",
            "effectiveCmdCount",
            "redundancy",
            "lastCmdFrame",
            "apm",
            "eapm",
            "startLocation",
            "startDirection",
            "buildOrder");
    Map<String, Object> cmds = (Map<String, Object>) s.details().get("commands");
    assertThat(cmds.keySet()).containsExactly("total", "byName", "byPlayer");
    // byName adds up the ids that share a name; every command is counted once in each map.
    long total = (Long) cmds.get("total");
    assertThat(
            ((Map<String, Long>) cmds.get("byName"))
                .values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(total);
    assertThat(
            ((Map<String, Long>) cmds.get("byPlayer"))
                .values().stream().mapToLong(Long::longValue).sum())
        .isEqualTo(total);
    // the names a person reads: players by name in apm and eapm, and in byPlayer those who issued
    // commands (the computer player here issued none)
    assertThat(((Map<String, Object>) s.details().get("apm")).keySet())
        .isEqualTo(((Map<String, Object>) s.details().get("eapm")).keySet())
        .containsExactlyElementsOf(s.participants());
    assertThat(((Map<String, Long>) cmds.get("byPlayer")).keySet())
        .isNotEmpty()
        .isSubsetOf(s.participants());
    assertThat(((Map<String, Long>) cmds.get("byName")).keySet())
        .doesNotContain("0x09")
        .contains("Select");
    assertThat((String) s.details().get("startTime")).endsWith("Z");
  }

  @Test
  void eventsStreamAndCanStopEarly() throws Exception {
    byte[] b = ScrepDecoderTest.corpusFile(ScrepDecoderTest.LEGACY);
    List<String> types = new ArrayList<>();
    new ScrepFormat()
        .events(
            ReplaySource.of("l.rep", b),
            DecodeLimits.DEFAULT,
            (type, off, e) -> {
              types.add(type);
              return types.size() < 5;
            });
    assertThat(types).hasSize(5).startsWith("Version", "Header");
  }

  @Test
  @SuppressWarnings("unchecked")
  void commandEventsAreNamedAsScrepNamesThemAndCarryNamesBesideTheIds() throws Exception {
    byte[] b = ScrepDecoderTest.corpusFile(ScrepDecoderTest.LEGACY);
    ScrepFormat f = new ScrepFormat();
    List<String> types = new ArrayList<>();
    List<Map<String, Object>> trains = new ArrayList<>();
    f.events(
        ReplaySource.of("l.rep", b),
        DecodeLimits.DEFAULT,
        (type, off, e) -> {
          types.add(type);
          if (type.equals("Train")) trains.add((Map<String, Object>) e);
          return true;
        });
    assertThat(f.eventTypes()).containsAll(types);
    assertThat(trains).isNotEmpty().allSatisfy(t -> assertThat(t).containsKeys("unitType", "unit"));
    assertThat(trains.get(0).get("unit"))
        .isEqualTo(ScrepNames.unit((Integer) trains.get(0).get("unitType")));
  }
}
