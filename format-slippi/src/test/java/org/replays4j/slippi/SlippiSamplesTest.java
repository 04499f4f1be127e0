package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.file.Path;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.SlippiVersion;
import org.replays4j.slippi.spi.SlippiFormat;
import org.replays4j.testkit.TestFiles;

/**
 * Generates testdata/slippi: builds the samples in memory and asserts the checked-in files are
 * equal; with {@code -Dreplays4j.regenerate=true} it (re)writes them instead.
 */
class SlippiSamplesTest {

  static Path dir() {
    return TestFiles.testdata("slippi");
  }

  @Test
  void samplesAreUpToDate() throws Exception {
    TestFiles.assertSamplesUpToDate("slippi", SlippiSamples.all());
  }

  @Test
  void samplesDecodeAsIntended() throws Exception {
    SlippiGame g = SlippiGame.read(SlippiSamples.netplayWithRollback());
    assertThat(g.gameStart().version()).isEqualTo(new SlippiVersion(3, 18, 0));
    assertThat(g.gameStart().player(0).displayName()).isEqualTo("Falco");
    assertThat(g.gameStart().player(1).displayName()).isEqualTo("まりお");
    assertThat(g.gameStart().player(0).connectCode()).isEqualTo("ABCD#123");
    assertThat(g.gameStart().player(0).controllerFix()).isEqualTo("UCF");
    assertThat(g.gameStart().sessionId()).startsWith("mode.unranked");
    assertThat(g.gameStart().isOnline()).isTrue();
    assertThat(g.frameCount()).isEqualTo(44);
    assertThat(g.rollbackFrames()).isEqualTo(6);
    assertThat(g.sendCount(g.indexOfFrame(-90))).isEqualTo(3);
    assertThat(g.geckoList().codes()).hasSize(64);
    assertThat(g.eventCount(SlippiCommand.MESSAGE_SPLITTER)).isEqualTo(2);
    assertThat(g.gameEnd().placements()).containsExactly(0, 1, -1, -1);
    assertThat(g.metadata().netplayCode(0)).isEqualTo("ABCD#123");
    // items are not duplicated by re-sends: frame -100 (sent twice) keeps only its last copy's
    // items
    int i100 = g.indexOfFrame(-100);
    assertThat(g.itemCount(i100)).isEqualTo((-100 + 123) % 3);
    assertThat(g.stageEvents(g.indexOfFrame(-96))).hasSize(1);

    SlippiGame old = SlippiGame.read(SlippiSamples.iceClimbersOld());
    assertThat(old.pre(1, true).length()).isEqualTo(30);
    assertThat(old.post(1, true).isPresent(0)).isTrue();
    assertThat(old.pre(0, true).length()).isZero();
    assertThat(old.pre(0, false).event(0).hasUcfRawX()).isFalse();
    assertThat(old.post(0, false).event(0).hasActionStateFrameCounter()).isFalse();
    assertThat(old.gameEnd().hasLrasInitiator()).isFalse();
    assertThat(old.metadata().consoleNick()).isEqualTo("Wii");

    SlippiGame live = SlippiGame.read(SlippiSamples.inProgress());
    assertThat(live.rawEnd().incomplete()).isTrue();
    assertThat(live.metadata()).isNull();
    assertThat(live.gameEnd()).isNull();
    assertThat(live.frameCount()).isEqualTo(20);
  }

  @Test
  void samplesAreDetectedAsSlippiEvenCompressed() throws Exception {
    byte[] b = SlippiSamples.netplayWithRollback();
    var opened = Replays.detect(ReplaySource.of("x.bin", b)).orElseThrow();
    assertThat(opened.format().id()).isEqualTo("slippi");
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (var out = new GZIPOutputStream(gz)) {
      out.write(b);
    }
    var src = ReplaySource.of("x.slp.gz", gz.toByteArray());
    assertThat(Replays.detect(src).orElseThrow().format().id()).isEqualTo("slippi");
    assertThat(new SlippiFormat().summarize(src, DecodeLimits.DEFAULT).version())
        .isEqualTo("3.18.0");
  }
}
