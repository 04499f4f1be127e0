package org.replays4j.soku.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import org.assertj.core.groups.Tuple;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.RepPlayer;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SokuVersion;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.spi.SokuFormat;
import org.replays4j.testkit.TableReads;
import org.replays4j.testkit.TestFiles;

class SokuStatsTest {
  private static final int A = BattleButton.A.mask();
  private static final int RIGHT = BattleButton.RIGHT.mask();
  private static final int LEFT = BattleButton.LEFT.mask();
  private static final int BC = BattleButton.BC.mask();

  /** A .rep of Reimu (0) against Marisa (1) on stage 2 with the given frame-major words. */
  static RepFile rep(short... words) {
    return new RepFile(
        SokuVersion.REP_1_10,
        ByteSlice.wrap(new byte[6]),
        3,
        ByteSlice.wrap(new byte[2]),
        1,
        ByteSlice.wrap(new byte[2]),
        new RepPlayer(0, 0, List.of(100, 101), 0, 0, 0),
        new RepPlayer(1, 0, List.of(200), 1, 0, 0),
        3,
        2,
        7,
        1234L,
        InputWords.copyOf(words, words.length),
        ByteSlice.EMPTY,
        null);
  }

  @Test
  void inputsGivePressesHeldFramesDirectionChangesAndRates() {
    // frame: host word, client word
    SokuStats s =
        SokuStats.of(
            rep(
                (short) 0, (short) 0,
                (short) RIGHT, (short) A,
                (short) (RIGHT | A), (short) A,
                (short) LEFT, (short) 0,
                (short) LEFT, (short) A,
                (short) BC, (short) A));
    MatchStats m = s.matches().get(0);
    assertThat(m.frames()).isEqualTo(6);
    assertThat(m.seconds()).isEqualTo(0.1);
    assertThat(m.hostCharacterName()).isEqualTo("REIMU");
    assertThat(m.clientCharacterName()).isEqualTo("MARISA");
    assertThat(m.hostDeck()).containsExactly(100, 101);
    assertThat(m.stage()).isEqualTo(2);
    assertThat(m.music()).isEqualTo(7);
    assertThat(m.randomSeed()).isEqualTo(1234L);

    PlayerInputs host = m.host();
    assertThat(host.frames()).isEqualTo(6);
    assertThat(host.inputChanges()).isEqualTo(4); // R, R+A, L, B+C
    assertThat(host.directionChanges()).isEqualTo(3); // none->R, R->L, L->none
    assertThat(host.presses().get(BattleButton.RIGHT)).isEqualTo(1);
    assertThat(host.presses().get(BattleButton.A)).isEqualTo(1);
    assertThat(host.presses().get(BattleButton.LEFT)).isEqualTo(1);
    assertThat(host.presses().get(BattleButton.BC)).isEqualTo(1);
    assertThat(host.heldFrames().get(BattleButton.LEFT)).isEqualTo(2);
    assertThat(host.heldFrames().get(BattleButton.RIGHT)).isEqualTo(2);
    assertThat(host.inputsPerMinute()).isEqualTo(4 * 60.0 * 60 / 6);

    PlayerInputs client = m.client();
    assertThat(client.inputChanges()).isEqualTo(3); // A, release, A
    assertThat(client.presses().get(BattleButton.A)).isEqualTo(2);
    assertThat(client.heldFrames().get(BattleButton.A)).isEqualTo(4);
    assertThat(client.directionChanges()).isZero();
  }

  @Test
  void theSharedViewHasTwoPlayersWithUnknownResults() {
    SokuStats s = SokuStats.of(rep((short) 0, (short) 0, (short) A, (short) 0));
    assertThat(s.format()).isEqualTo("soku");
    assertThat(s.participants())
        .extracting(ParticipantStats::slot, ParticipantStats::character, ParticipantStats::result)
        .containsExactly(
            Tuple.tuple(0, "REIMU", Result.UNKNOWN), Tuple.tuple(1, "MARISA", Result.UNKNOWN));
    assertThat(s.participants().get(0).actionsPerMinute()).isEqualTo(1800.0);
    assertThat(s.scoringEvents()).isEmpty();
    assertThat(s.durationSeconds()).isEqualTo(2 / 60.0);
    assertThat(s.toTree()).containsEntry("winner", null);
  }

  /** The testdata pair: a spectated session and the .rep rebuilt from it. */
  @Test
  void aRepAndTheCaptureItCameFromGiveTheSameMatchStats() throws IOException {
    Path capture = TestFiles.testdata("soku/session-spectated.pcapng");
    Path repFile = TestFiles.testdata("soku/session-spectated.rep");
    SokuStats fromCapture = stats(capture);
    SokuStats fromRep = stats(repFile);
    assertThat(fromRep.kind()).isEqualTo("rep");
    assertThat(fromCapture.kind()).isEqualTo("capture");
    MatchStats c = fromCapture.matches().get(0);
    MatchStats r = fromRep.matches().get(0);
    assertThat(c.complete()).isTrue();
    assertThat(
            new MatchStats(
                null,
                c.hostCharacter(),
                c.clientCharacter(),
                c.hostDeck(),
                c.clientDeck(),
                c.stage(),
                c.music(),
                c.randomSeed(),
                c.firstFrame(),
                c.frames(),
                c.inputFrames(),
                null,
                true,
                c.host(),
                c.client()))
        .isEqualTo(r);
    assertThat(fromCapture.participants())
        .extracting(ParticipantStats::character, ParticipantStats::actionsPerMinute)
        .isEqualTo(
            fromRep.participants().stream()
                .map(p -> Tuple.tuple(p.character(), p.actionsPerMinute()))
                .toList());
  }

  @Test
  void aStreamedCaptureGivesTheSameStatsAsTheArrayAndStatsCanBeReadMidFile() throws IOException {
    byte[] file = Files.readAllBytes(TestFiles.testdata("soku/session-spectated.pcapng"));
    SokuStatsVisitor whole = new SokuStatsVisitor();
    SokuDecoder.create().decode(file, whole);
    int[] reads = {0};
    SokuStatsVisitor streamed =
        new SokuStatsVisitor(null, DecodeLimits.DEFAULT) {
          @Override
          public void visitPacket(PacketMeta meta, SokuPacket p) {
            super.visitPacket(meta, p);
            if (stats().matches().size() <= 1) reads[0]++;
          }
        };
    SokuDecoder.create().decode(new ByteArrayInputStream(file), streamed);
    assertThat(streamed.stats()).isEqualTo(whole.stats());
    assertThat(whole.stats().complete()).isTrue();
    assertThat(reads[0]).isPositive();
  }

  /**
   * On the real captures every complete match is as long as the spectator stream's end announces:
   * the end slot counts words, two per frame.
   */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "spectacle-local-match-spectate-a.pcapng",
        "spectacle-relay-33207-59395.pcapng",
        "spectacle-wan-watch-49053.pcapng"
      })
  void matchLengthsEqualTheSpectatorStreamsEndFrames(String name) throws IOException {
    Path file = TestFiles.corpus("soku").resolve(name);
    Assumptions.assumeTrue(Files.exists(file), () -> "corpus file not present: " + file);
    SokuStats s = stats(file);
    List<SpectatedMatch> rebuilt = SokuCapture.read(file).matches();
    assertThat(s.matches()).hasSameSizeAs(rebuilt);
    int ended = 0;
    for (int i = 0; i < rebuilt.size(); i++) {
      SpectatedMatch m = rebuilt.get(i);
      MatchStats x = s.matches().get(i);
      assertThat(x.matchId()).isEqualTo(m.matchId());
      assertThat(x.host().frames() + x.client().frames()).isEqualTo(m.slots());
      if (m.endSlot() != 0 && m.firstSlot() + m.slots() == m.endSlot()) {
        assertThat(x.frames()).isEqualTo(m.endSlot() / 2);
        ended++;
      }
    }
    if (name.contains("wan")) {
      // the WAN capture holds a whole match and one joined while it ran, both to their end
      assertThat(ended).isEqualTo(2);
      assertThat(s.matches()).anyMatch(MatchStats::complete);
    }
  }

  private static SokuStats stats(Path p) throws IOException {
    return (SokuStats)
        new SokuFormat().gameStats(ReplaySource.of(p), DecodeLimits.DEFAULT).orElseThrow();
  }

  @Test
  void thePlayerStatsTableHasOneRowPerMatchAndSide() throws IOException {
    Path capture = TestFiles.testdata("soku/session-spectated.pcapng");
    SokuStats s = stats(capture);
    List<Map<String, Object>> rows =
        TableReads.rowMaps(new SokuFormat(), "player_stats", ReplaySource.of(capture), "capture");
    assertThat(rows).hasSize(2 * s.matches().size());
    MatchStats m = s.matches().get(0);
    assertThat(rows.get(0))
        .containsEntry("side", "host")
        .containsEntry("character", m.hostCharacterName())
        .containsEntry("match_frames", m.frames())
        .containsEntry("input_changes", m.host().inputChanges())
        .containsEntry("presses_a", m.host().presses().get(BattleButton.A))
        .containsEntry("winner", null);
    assertThat(rows.get(1)).containsEntry("side", "client");
  }
}
