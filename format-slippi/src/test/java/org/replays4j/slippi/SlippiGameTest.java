package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;

class SlippiGameTest {

  /** The record path (builder chained behind another visitor) and the direct byte path agree. */
  static void assertSameModel(SlippiGame a, SlippiGame b) {
    assertThat(b.frameCount()).isEqualTo(a.frameCount());
    for (int player = 0; player < 4; player++) {
      for (boolean f : new boolean[] {false, true}) {
        PreFrameColumns pa = a.pre(player, f);
        PreFrameColumns pb = b.pre(player, f);
        assertThat(pb.length()).isEqualTo(pa.length());
        for (int i = 0; i < pa.length(); i++) assertThat(pb.event(i)).isEqualTo(pa.event(i));
        PostFrameColumns qa = a.post(player, f);
        PostFrameColumns qb = b.post(player, f);
        assertThat(qb.length()).isEqualTo(qa.length());
        for (int i = 0; i < qa.length(); i++) assertThat(qb.event(i)).isEqualTo(qa.event(i));
      }
    }
    assertThat(b.items().length()).isEqualTo(a.items().length());
    for (int i = 0; i < a.items().length(); i++)
      assertThat(b.items().event(i)).isEqualTo(a.items().event(i));
    for (int i = 0; i < a.frameCount(); i++) {
      assertThat(b.sendCount(i)).isEqualTo(a.sendCount(i));
      assertThat(b.itemStart(i)).isEqualTo(a.itemStart(i));
      assertThat(b.stageEvents(i)).isEqualTo(a.stageEvents(i));
    }
  }

  static SlippiGame viaRecords(byte[] bytes, RollbackChoice choice) throws Exception {
    SlippiGame.Builder builder = new SlippiGame.Builder(choice);
    SlippiDecoder.create().decode(bytes, new SlippiViewTest.Records(builder));
    return builder.build();
  }

  @Test
  void samplePathsAgree() throws Exception {
    byte[] b = SlippiSamples.netplayWithRollback();
    for (RollbackChoice c : RollbackChoice.values())
      assertSameModel(viaRecords(b, c), SlippiGame.read(b, c));
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "FodPlatforms.slp",
        "NessVFox-Absorb.slp",
        "sheik_vs_ics_yoshis.slp",
        "itemExport_v2.2.0.slp"
      })
  void corpusPathsAgree(String name) throws Exception {
    byte[] b = Corpus.bytes(name);
    assertSameModel(viaRecords(b, RollbackChoice.LAST), SlippiGame.read(b, RollbackChoice.LAST));
    assertSameModel(viaRecords(b, RollbackChoice.FIRST), SlippiGame.read(b, RollbackChoice.FIRST));
  }

  @Test
  void playersAreNumberedByPlayerIndexAndOtherNumbersAreRejectedClearly() throws Exception {
    SlippiGame g = SlippiGame.read(SlippiSamples.netplayWithRollback(), RollbackChoice.LAST);
    assertThat(g.gameStart().player(0).port()).isEqualTo(1);
    assertThat(g.gameStart().player(0).playerIndex()).isZero();
    assertThat(g.post(0, false).length()).isEqualTo(g.frameCount());
    for (int bad : new int[] {-1, 4}) {
      assertThatThrownBy(() -> g.post(bad, false))
          .isInstanceOf(IllegalArgumentException.class)
          .hasMessageContaining("player index must be 0..3")
          .hasMessageContaining("got " + bad);
      assertThatThrownBy(() -> g.pre(bad, true)).isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> g.startingCharacterId(bad))
          .isInstanceOf(IllegalArgumentException.class);
      assertThatThrownBy(() -> g.gameStart().player(bad))
          .isInstanceOf(IllegalArgumentException.class);
    }
  }

  @Test
  void firstAndLastCopiesDifferOnlyOnReSentFrames() throws Exception {
    byte[] b = SlippiSamples.netplayWithRollback();
    SlippiGame last = SlippiGame.read(b, RollbackChoice.LAST);
    SlippiGame first = SlippiGame.read(b, RollbackChoice.FIRST);
    for (int i = 0; i < last.frameCount(); i++) {
      boolean same = last.post(0, false).positionX(i) == first.post(0, false).positionX(i);
      assertThat(same).as("frame %d", last.frameNumber(i)).isEqualTo(last.sendCount(i) == 1);
    }
    assertThat(last.rolledBackFrameCount()).isEqualTo(5);
    assertThat(last.frameRandomSeed(0)).isNotEqualTo(-1);
    assertThat(last.latestFinalizedFrame(0)).isEqualTo(-125);
  }

  @ParameterizedTest
  @ValueSource(
      strings = {
        "rollbackFrameTest.slp",
        "Game_20221227T212019.slp",
        "doubles.slp",
        "FodPlatforms.slp",
        "timer_limit.slp",
        "items.slp"
      })
  void retainedColumnsStayUnderOneAndAHalfTimesTheRawElement(String name) throws Exception {
    SlippiGame g = SlippiGame.read(Corpus.bytes(name));
    assertThat((double) g.retainedBytesEstimate()).isLessThanOrEqualTo(1.5 * g.rawEnd().length());
  }
}
