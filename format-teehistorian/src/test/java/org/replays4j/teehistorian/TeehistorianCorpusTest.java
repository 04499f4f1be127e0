package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.spi.TeehistorianFormat;
import org.replays4j.testkit.TestFiles;

/** The real DDNet 16.4 recordings of the shared corpus's teehistorian against the libtw2 oracle. */
class TeehistorianCorpusTest {
  private static final Path CORPUS = TestFiles.corpus("teehistorian");
  private static final Path ORACLE = TestFiles.oracle("teehistorian");

  @BeforeAll
  static void needShared() {
    Assumptions.assumeTrue(Files.isDirectory(CORPUS), "corpus directory not present: " + CORPUS);
  }

  static Stream<Path> oracleFiles() throws IOException {
    if (!Files.isDirectory(ORACLE)) return Stream.empty();
    try (Stream<Path> s = Files.list(ORACLE)) {
      return s.filter(p -> p.toString().endsWith(".json")).sorted().toList().stream();
    }
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("oracleFiles")
  void countsAndTicksMatchTheOracle(Path oracleFile) throws IOException {
    Map<String, Object> o = TestSupport.json(oracleFile);
    Path file = CORPUS.resolve((String) o.get("file"));
    byte[] bytes = Files.readAllBytes(file);
    TestSupport.Log log = new TestSupport.Log();
    End end = TestSupport.decode(TeehistorianDecoder.create(), bytes, log);

    assertThat(end.messages()).isEqualTo(((Number) o.get("messages")).longValue());
    Map<String, Long> expected = new LinkedHashMap<>();
    ((Map<?, ?>) o.get("countsByType"))
        .forEach((k, v) -> expected.put((String) k, ((Number) v).longValue()));
    assertThat(end.countsByType()).isEqualTo(expected);
    assertThat(log.header.sizeBytes())
        .isEqualTo(((Number) o.get("headerBytesIncludingMagicAndNul")).intValue());
    Object ticks = o.get("ticksWithEvents");
    if (ticks == null) {
      assertThat(end.ticksWithMessages()).isZero();
      assertThat(end.firstTick()).isEmpty();
    } else {
      Map<?, ?> t = (Map<?, ?>) ticks;
      assertThat(end.ticksWithMessages()).isEqualTo(((Number) t.get("count")).intValue());
      assertThat(end.firstTick()).hasValue(((Number) t.get("first")).intValue());
      assertThat(end.lastTick()).hasValue(((Number) t.get("last")).intValue());
    }
    assertThat(end.finished()).isTrue();
    assertThat(end.truncated()).isFalse();
    assertThat(end.endOffset()).isEqualTo(bytes.length);

    // Streaming with a tiny window gives the very same events.
    TestSupport.Log streamed = new TestSupport.Log();
    try (InputStream in = Files.newInputStream(file)) {
      TeehistorianDecoder.builder()
          .limits(DecodeLimits.DEFAULT.withStreamWindowBytes(64))
          .build()
          .decode(in, streamed);
    }
    assertThat(streamed.lines).isEqualTo(log.lines);
  }

  @Test
  void headerOfTheSessionRecording() throws IOException {
    Path file = CORPUS.resolve("4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian");
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    TestSupport.Log log = new TestSupport.Log();
    TeehistorianDecoder.create().decode(Files.readAllBytes(file), log);
    var h = log.header;
    assertThat(h.version()).isEqualTo(2);
    assertThat(h.versionMinor()).hasValue(4);
    assertThat(h.gameUuid()).hasToString("4cc96764-11ae-4dfc-8731-7090eec4450f");
    assertThat(h.prevGameUuid()).isNull();
    assertThat(h.serverVersion()).isEqualTo("0.6.4, 16.4");
    assertThat(h.startTime()).isEqualTo("2026-11-25T21:19:48+0000");
    assertThat(h.serverName()).isEqualTo("thtest");
    assertThat(h.serverPort()).hasValue(18303);
    assertThat(h.gameType()).isEqualTo("TestDDraceNetwork");
    assertThat(h.mapName()).isEqualTo("Sunny Side Up");
    assertThat(h.mapSize()).hasValue(1018869);
    assertThat(h.mapSha256())
        .isEqualTo("f9141934dfbfba005ea5f06a65ccebd9e74c6dbffc6cdf6bad231900f5a1eae0");
    assertThat(h.mapCrc()).isEqualTo("249a423b");
    assertThat(h.prngDescription()).startsWith("pcg-xsh-rr:");
    assertThat(h.config())
        .containsEntry("sv_name", "thtest")
        .containsEntry("sv_tee_historian", "1");
    assertThat(h.tuning()).containsEntry("gun_speed", "140000");
    assertThat(h.uuids()).hasSize(47).contains("teehistorian-player-ready@ddnet.tw");
    assertThat(h.tree()).containsEntry("comment", "teehistorian@ddnet.tw");
    // The player: JOINVER6 + JOIN of cid 0, one INPUT_NEW, and the econ's commands with cid -1.
    assertThat(log.lines)
        .anyMatch(l -> l.contains("PlayerJoin[tick=297, cid=0, protocol=6, implicit=false]"));
    assertThat(log.lines)
        .anyMatch(
            l ->
                l.contains("ConsoleCommand[cid=-1, flags=")
                    && l.contains("command=change_map, args=[dm1]"));
    assertThat(log.end.players()).isEqualTo(1);
    assertThat(log.end.warnings()).isEmpty();
  }

  static Stream<String> compressedCopies() {
    return Stream.of(".gz", ".xz", ".zst");
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("compressedCopies")
  void compressedCopiesDecodeIdentically(String ext) throws IOException {
    Path plain = CORPUS.resolve("4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian");
    Path packed = CORPUS.resolve(plain.getFileName() + ext);
    Assumptions.assumeTrue(Files.exists(packed), () -> "corpus file not present: " + packed);
    TestSupport.Log expected = new TestSupport.Log();
    TeehistorianDecoder.create().decode(Files.readAllBytes(plain), expected);
    ReplaySource src = ReplaySource.of(packed);
    assertThat(src.compression().name())
        .isEqualTo(
            switch (ext) {
              case ".gz" -> "GZIP";
              case ".xz" -> "XZ";
              default -> "ZSTD";
            });
    TestSupport.Log actual = new TestSupport.Log();
    try (InputStream in = src.openStream()) {
      TeehistorianDecoder.create().decode(in, actual);
    }
    assertThat(actual.lines).isEqualTo(expected.lines);
    assertThat(Replays.detect(packed))
        .get()
        .extracting(x -> x.format().id())
        .isEqualTo("teehistorian");
  }

  @Test
  void invalidFileIsRejectedWithBadMagic() throws IOException {
    Path file = CORPUS.resolve("kog-dummy-invalid.teehistorian");
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    byte[] b = Files.readAllBytes(file);
    assertThat(new TeehistorianFormat().probe(b, file.toString())).isZero();
    assertThatThrownBy(() -> TeehistorianDecoder.create().decode(b, new TestSupport.Log()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("expected magic 69 9d b1 7b")
        .satisfies(e -> assertThat(((ReplayFormatException) e).offset()).isZero());
    assertThatThrownBy(
            () -> new TeehistorianFormat().summarize(ReplaySource.of(file), DecodeLimits.DEFAULT))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void summaryDetailsForTheCli() throws IOException {
    Path file = CORPUS.resolve("4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian.zst");
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    Replays.Opened opened = Replays.detect(file).orElseThrow();
    ReplaySummary s = opened.summarize();
    assertThat(s.format()).isEqualTo("teehistorian");
    assertThat(s.version()).isEqualTo("2.4");
    assertThat(s.warnings()).isEmpty();
    Map<String, Object> d = s.details();
    assertThat(d.keySet())
        .containsExactly(
            "version",
            "versionMinor",
            "gameUuid",
            "serverVersion",
            "startTime",
            "map",
            "messages",
            "countsByType",
            "ticks",
            "players",
            "finished");
    assertThat(d)
        .containsEntry("version", 2)
        .containsEntry("versionMinor", 4)
        .containsEntry("gameUuid", "4cc96764-11ae-4dfc-8731-7090eec4450f")
        .containsEntry("messages", 56L)
        .containsEntry("players", 1)
        .containsEntry("finished", true);
    assertThat(d.get("map"))
        .isEqualTo(
            Map.of(
                "name",
                "Sunny Side Up",
                "size",
                1018869L,
                "sha256",
                "f9141934dfbfba005ea5f06a65ccebd9e74c6dbffc6cdf6bad231900f5a1eae0"));
    assertThat(d.get("ticks")).isEqualTo(Map.of("first", 297, "last", 1660, "count", 32));
    assertThat(((Map<?, ?>) d.get("countsByType")).get("PlayerTeam")).isEqualTo(2L);
    // a 2.4 recording has no PLAYER_NAME: the name is the one the client asked for, as in the stats
    assertThat(s.participants()).containsExactly("alice");

    Path empty = CORPUS.resolve("27944d24-a426-4285-b2f0-50462d029b41.teehistorian");
    ReplaySummary e = Replays.detect(empty).orElseThrow().summarize();
    Map<String, Object> ticks = new LinkedHashMap<>();
    ticks.put("first", null);
    ticks.put("last", null);
    ticks.put("count", 0);
    assertThat(e.details().get("ticks")).isEqualTo(ticks);
    assertThat(e.details()).containsEntry("messages", 1L).containsEntry("players", 0);
    assertThat(e.durationSeconds()).isNull();
  }

  @Test
  void genericEventsStream() throws IOException {
    Path file = CORPUS.resolve("4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian.gz");
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    List<String> types = new ArrayList<>();
    new TeehistorianFormat()
        .events(ReplaySource.of(file), DecodeLimits.DEFAULT, (t, o, e) -> types.add(t));
    // Raw messages, each followed by the state reconstructed from it.
    List<String> reconstructed =
        List.of("Tick", "PlayerPosition", "PlayerInput", "PlayerJoin", "PlayerLeave");
    List<String> raw = types.stream().filter(t -> !reconstructed.contains(t)).toList();
    assertThat(raw)
        .startsWith("Header", "TickSkip", "Joinver6", "Join")
        .endsWith("Finish", "End")
        .hasSize(58);
    assertThat(types)
        .startsWith("Header", "TickSkip", "Tick", "Joinver6", "Join", "PlayerJoin")
        .contains("PlayerPosition");
    List<String> first3 = new ArrayList<>();
    new TeehistorianFormat()
        .events(
            ReplaySource.of(file),
            DecodeLimits.DEFAULT,
            (t, o, e) -> first3.add(t) && first3.size() < 3);
    assertThat(first3).containsExactly("Header", "TickSkip", "Tick");
  }
}
