package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.concurrent.ConcurrentHashMap;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.replays4j.butter.stats.ButterStatsVisitor;
import org.replays4j.butter.stats.Goal;
import org.replays4j.butter.stats.MatchStats;
import org.replays4j.butter.stats.PlayerStats;
import org.replays4j.butter.stats.RoundStats;

/**
 * A .butter file and the .echoreplay it was written from (the shared corpus: {@code
 * gen-sN.echoreplay} and the reference writer's {@code gen-sN_*.butter}) give the same stats: the
 * same players in the same slots, the same counters, goals, rounds and score changes; the floats
 * within the .butter file's half-precision quantisation. Also the streamed .echoreplay (zip, cut
 * into small reads) and the whole-file model agree exactly.
 */
class ButterStatsParityTest {

  @TestFactory
  Stream<DynamicTest> butterFilesMatchTheirEchoReplay() throws IOException {
    Path dir = Shared.dir("corpus/butter");
    List<Path> butters;
    try (Stream<Path> s = Files.list(dir)) {
      butters =
          s.filter(p -> p.getFileName().toString().matches("gen-s\\d_.*\\.butter"))
              .sorted()
              .toList();
    }
    return butters.stream()
        .map(
            b ->
                DynamicTest.dynamicTest(
                    b.getFileName().toString(),
                    () -> {
                      String source = b.getFileName().toString().replaceAll("_.*", ".echoreplay");
                      compare(butter(b), echo(dir.resolve(source)));
                    }));
  }

  @TestFactory
  Stream<DynamicTest> streamedEchoReplayEqualsTheModel() throws IOException {
    Path dir = Shared.dir("corpus/butter");
    return Stream.of("real-2021-11-20-arena-private.echoreplay", "gen-s3.echoreplay")
        .map(dir::resolve)
        .filter(Files::exists)
        .map(
            p ->
                DynamicTest.dynamicTest(
                    p.getFileName().toString(),
                    () -> {
                      byte[] bytes = Files.readAllBytes(p);
                      ButterStatsVisitor streamed = ButterStatsVisitor.forEchoReplay();
                      EchoReplayReader.create().stream(
                          ButterStatsPropertyTest.chunked(bytes, 7, 97), streamed);
                      EchoReplay model = EchoReplay.read(bytes);
                      ButterStatsVisitor fromModel = ButterStatsVisitor.forEchoReplay();
                      for (ButterFrame f : model.frames()) fromModel.frame(model.header(), f);
                      assertThat(streamed.stats()).isEqualTo(fromModel.stats());
                    }));
  }

  static MatchStats butter(Path p) throws IOException {
    try (InputStream in = Files.newInputStream(p)) {
      ButterStatsVisitor v = new ButterStatsVisitor();
      ButterDecoder.create().decode(in, v);
      return v.stats();
    }
  }

  /** The .echoreplay stats by file: several .butter files share one source. */
  private static final Map<Path, MatchStats> ECHO = new ConcurrentHashMap<>();

  static MatchStats echo(Path p) throws IOException {
    MatchStats known = ECHO.get(p);
    if (known != null) return known;
    try (InputStream in = Files.newInputStream(p)) {
      MatchStats s = ButterStatsVisitor.computeEchoReplay(in);
      ECHO.put(p, s);
      return s;
    }
  }

  static void compare(MatchStats b, MatchStats e) {
    assertThat(b.format()).isEqualTo("butter");
    assertThat(e.format()).isEqualTo("echoreplay");
    assertThat(b.frames()).isEqualTo(e.frames());
    assertThat(b.durationSeconds()).isEqualTo(e.durationSeconds());
    assertThat(b.playSeconds()).isCloseTo(e.playSeconds(), within(1e-3));
    assertThat(b.decided()).isEqualTo(e.decided());
    assertThat(b.players()).hasSameSizeAs(e.players());
    for (int i = 0; i < b.players().size(); i++) {
      PlayerStats x = b.players().get(i);
      PlayerStats y = e.players().get(i);
      assertThat(x.slot()).isEqualTo(y.slot());
      assertThat(x.name()).isEqualTo(y.name());
      assertThat(x.userId()).isEqualTo(y.userId());
      assertThat(x.team()).isEqualTo(y.team());
      assertThat(x.frames()).isEqualTo(y.frames());
      assertThat(x.stints()).isEqualTo(y.stints());
      assertThat(x.counters())
          .usingRecursiveComparison()
          .ignoringFields("possessionTime")
          .isEqualTo(y.counters());
      assertThat(x.counters().possessionTime())
          .isCloseTo(y.counters().possessionTime(), within(0.05));
      assertThat(x.playSeconds()).isCloseTo(y.playSeconds(), within(1e-3));
      // positions and velocities are half deltas: a few centimetres per second of drift
      assertThat(x.distance()).isCloseTo(y.distance(), within(0.02 * y.distance() + 0.05));
      assertThat(x.topSpeed()).isCloseTo(y.topSpeed(), within(0.02 * y.topSpeed() + 0.05));
      assertThat(x.ownHalfSeconds() + x.opponentHalfSeconds())
          .isCloseTo(y.ownHalfSeconds() + y.opponentHalfSeconds(), within(0.05));
    }
    assertThat(b.goals()).hasSameSizeAs(e.goals());
    for (int i = 0; i < b.goals().size(); i++) {
      Goal x = b.goals().get(i);
      Goal y = e.goals().get(i);
      assertThat(x)
          .usingRecursiveComparison()
          .ignoringFields("discSpeed", "distanceThrown", "gameClock")
          .isEqualTo(y);
      assertThat(x.discSpeed()).isCloseTo(y.discSpeed(), within(0.01 * y.discSpeed()));
      assertThat(x.gameClock()).isCloseTo(y.gameClock(), within(1e-3));
    }
    assertThat(b.rounds()).hasSameSizeAs(e.rounds());
    for (int i = 0; i < b.rounds().size(); i++) {
      RoundStats x = b.rounds().get(i);
      RoundStats y = e.rounds().get(i);
      assertThat(List.of(x.startFrame(), x.endFrame(), String.valueOf(x.winner())))
          .isEqualTo(List.of(y.startFrame(), y.endFrame(), String.valueOf(y.winner())));
    }
    for (int t = 0; t < 2; t++) {
      assertThat(b.teams().get(t).timeline())
          .extracting(p -> p.frame() + ":" + p.points())
          .isEqualTo(
              e.teams().get(t).timeline().stream().map(p -> p.frame() + ":" + p.points()).toList());
      assertThat(b.teams().get(t).possessionSeconds())
          .isCloseTo(e.teams().get(t).possessionSeconds(), within(1e-3));
    }
  }
}
