package org.replays4j.slippi.ruleset;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.slippi.ruleset.RulesetGame.hold;
import static org.replays4j.slippi.ruleset.RulesetGame.seq;

import java.io.ByteArrayInputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/** Cut, damaged and hostile files: the analysis of what was read, marked partial, or the error. */
class SlippiRulesetHostileTest {
  private static byte[] game() {
    return new RulesetGame()
        .player(seq(hold(80, 0, 2), hold(0, 0, 1), hold(-80, 0, 2), hold(40, 40, 200)))
        .player(RulesetGame.analogSweep(40))
        .bytes();
  }

  @Test
  void aCutGameGivesTheAnalysisOfTheFramesBeforeTheCutMarkedPartial() throws Exception {
    byte[] file = game();
    RulesetReport whole = SlippiRuleset.analyze(file);
    int wholeFrames = whole.players().get(0).frames();
    int previous = -1;
    for (int cut = 0; cut < file.length; cut += 7) {
      byte[] part = Arrays.copyOf(file, cut);
      RulesetReport r;
      try {
        r = SlippiRuleset.analyze(part);
      } catch (ReplayFormatException e) {
        assertThat(cut).as("only a cut inside the header is an error").isLessThan(15);
        continue;
      }
      assertThat(r.partial()).as("cut at " + cut).isTrue();
      assertThat(r.damage()).isNotNull();
      assertThat(r.notes()).anyMatch(n -> n.startsWith("the file is damaged or cut"));
      for (PlayerVerdict p : r.players()) {
        assertThat(p.frames()).isBetween(0, wholeFrames);
        assertThat(p.checks()).hasSize(RulesetCheck.values().length);
        if (p.frames() == 0)
          assertThat(p.checks()).allMatch(c -> c.verdict() == Verdict.NOT_APPLICABLE);
      }
      int frames = r.players().isEmpty() ? 0 : r.players().get(0).frames();
      assertThat(frames).as("frames grow with the cut").isGreaterThanOrEqualTo(previous);
      previous = frames;
    }
  }

  @Test
  void theStreamWayGivesTheSamePartialAnalysis() throws Exception {
    byte[] part = Arrays.copyOf(game(), game().length / 2);
    assertThat(SlippiRuleset.analyze(new ByteArrayInputStream(part)))
        .isEqualTo(SlippiRuleset.analyze(part));
  }

  @Test
  void garbageIsAFormatError() {
    byte[] noise = new byte[4096];
    new Random(7).nextBytes(noise);
    assertThatThrownBy(() -> SlippiRuleset.analyze(noise))
        .isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void flippedBytesNeverGiveAnotherException() throws Exception {
    byte[] file = game();
    Random rnd = new Random(11);
    for (int k = 0; k < 300; k++) {
      byte[] m = file.clone();
      for (int j = 0; j < 4; j++) m[15 + rnd.nextInt(m.length - 15)] = (byte) rnd.nextInt(256);
      try {
        RulesetReport r = SlippiRuleset.analyze(m);
        assertThat(r.players()).allSatisfy(p -> assertThat(p.checks()).hasSize(7));
      } catch (ReplayFormatException e) {
        // bad input: the error, never another exception
      }
    }
  }

  @Test
  void aGameLongerThanTheModelLimitIsRefused(@TempDir Path dir) throws Exception {
    Path f = dir.resolve("long.slp");
    Files.write(f, game());
    DecodeLimits tiny = DecodeLimits.DEFAULT.withMaxModelBytes(2000);
    assertThatThrownBy(() -> SlippiRuleset.analyze(f, tiny))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxModelBytes");
  }

  @Test
  void aHugeDeclaredLengthIsReadAsACutFile() throws Exception {
    byte[] file = game();
    // the raw element claims 2 GiB
    file[11] = 0x7F;
    file[12] = (byte) 0xFF;
    file[13] = (byte) 0xFF;
    file[14] = (byte) 0xFF;
    RulesetReport r;
    try {
      r = SlippiRuleset.analyze(file);
    } catch (ReplayFormatException e) {
      return;
    }
    assertThat(r.players()).hasSize(2);
  }
}
