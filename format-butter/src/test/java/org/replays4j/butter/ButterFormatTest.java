package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

class ButterFormatTest {

  @Test
  void registeredAsAService() {
    boolean found = false;
    for (ReplayFormat f : ServiceLoader.load(ReplayFormat.class)) found |= f.id().equals("butter");
    assertThat(found).isTrue();
  }

  @Test
  void probeAcceptsAHeaderLongerThanTheHead() {
    List<ButterPlayerInfo> players = new ArrayList<>();
    for (int i = 0; i < 200; i++)
      players.add(new ButterPlayerInfo(i + 1, "player_with_a_long_name_" + i, i, 0, 0));
    ButterHeader h =
        new ButterHeader(
            3,
            300,
            ButterCompression.GZIP,
            "client",
            "00000000-0000-0000-0000-000000000000",
            "1.2.3.4",
            players,
            0,
            0,
            0,
            2,
            false,
            0);
    byte[] file = new ButterWriter(h, ButterCompression.GZIP, 300).write(List.of());
    assertThat(file.length).isGreaterThan(4096);
    assertThat(new ButterFormat().probe(Arrays.copyOf(file, 4096), null))
        .isGreaterThanOrEqualTo(0.5);
  }

  @Test
  void probeRejectsOtherContent() {
    ButterFormat f = new ButterFormat();
    assertThat(f.probe(new byte[0], null)).isZero();
    assertThat(f.probe("{\"slippi\":1}".getBytes(), "x.slp")).isZero();
    assertThat(f.probe(new byte[] {'P', 'K', 3, 4, 0, 0, 0, 0, 0}, "a.echoreplay")).isZero();
    assertThat(f.probe(new byte[] {0x1F, (byte) 0x8B, 8, 0, 0, 0, 0, 0, 0}, null)).isZero();
  }

  @Test
  @SuppressWarnings("unchecked")
  void summaryOfAReferenceWrittenFile() throws Exception {
    Path corpus = Shared.dir("corpus/butter");
    ButterFormat f = new ButterFormat();
    ReplaySummary s =
        f.summarize(
            ReplaySource.of(corpus.resolve("gen-s1_gzip_k300.butter")), DecodeLimits.defaults());
    Map<String, Object> d = s.details();
    assertThat(d.get("version")).isEqualTo(3);
    assertThat(d.get("compression")).isEqualTo("gzip");
    assertThat(d.get("keyframeInterval")).isEqualTo(300);
    assertThat(d.get("frames")).isEqualTo(1500);
    assertThat(d.get("chunks")).isEqualTo(5);
    assertThat((Double) d.get("durationSeconds")).isBetween(45.0, 60.0);
    assertThat(d.get("map")).isEqualTo("mpl_arena_a");
    assertThat(d.get("private")).isEqualTo(true);
    List<Map<String, Object>> players = (List<Map<String, Object>>) d.get("players");
    assertThat(players.get(0)).containsOnlyKeys("name", "userId", "number", "level");
    assertThat(players.get(0).get("name")).isEqualTo("Orangejuice");
    assertThat(players.get(0).get("userId")).isEqualTo(5011691421604440L);
    Map<String, Object> score = (Map<String, Object>) d.get("finalScore");
    assertThat(score).containsOnlyKeys("blue", "orange");
    assertThat(s.participants()).hasSize(players.size());
    assertThat(s.version()).isEqualTo("3");
  }

  @Test
  @SuppressWarnings("unchecked")
  void echoReplayFormatProbesAndSummarises() throws Exception {
    Path corpus = Shared.dir("corpus/butter");
    EchoReplayFormat f = new EchoReplayFormat();
    ReplaySource src = ReplaySource.of(corpus.resolve("gen-s2.echoreplay"));
    assertThat(f.probe(src.head(), null)).isGreaterThanOrEqualTo(0.9);
    assertThat(new ButterFormat().probe(src.head(), null)).isZero();
    byte[] plain = EchoReplayReaderTest.text("2021/11/20 21:33:10.123", "{\"a\":1}");
    assertThat(f.probe(plain, null)).isGreaterThanOrEqualTo(0.9);
    ReplaySummary s = f.summarize(src, DecodeLimits.defaults());
    assertThat(s.details().get("frames")).isEqualTo(360);
    int butterPlayers =
        ButterReplay.read(Files.readAllBytes(corpus.resolve("gen-s2_gzip_k300.butter")))
            .header()
            .players()
            .size();
    assertThat((List<Object>) s.details().get("players")).hasSize(butterPlayers);
    assertThat(f.probe(ButterSamplesTest.samples().get("lobby-none-k300.butter"), "x.butter"))
        .isZero();
  }

  @Test
  void eventsStreamHeaderChunksAndFrames() throws Exception {
    byte[] b = ButterSamplesTest.samples().get("combat-zstd-k20-bones.butter");
    List<String> types = new ArrayList<>();
    new ButterFormat()
        .events(
            ReplaySource.of("x.butter", b),
            DecodeLimits.defaults(),
            (type, offset, event) -> {
              types.add(type);
              return types.size() < 10;
            });
    assertThat(types).hasSize(10);
    assertThat(types.get(0)).isEqualTo("Header");
    assertThat(types.get(1)).isEqualTo("Chunk");
    assertThat(types.get(2)).isEqualTo("Frame");
  }
}
