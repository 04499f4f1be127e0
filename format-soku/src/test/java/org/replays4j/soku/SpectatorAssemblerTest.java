package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.Endpoint;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.Channel;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.testkit.SmallHeapJvm;

class SpectatorAssemblerTest {
  static final PacketMeta META =
      new PacketMeta(0, 0, 0, Endpoint.ipv4(1, 1), Endpoint.ipv4(2, 2), 0);

  /**
   * A GAME_REPLAY carrying slots {@code top-1 … top-n}, where slot s holds the word {@code s + 1000
   * + bias}.
   */
  static void replay(SpectatorAssembler a, long top, int n, long end, int bias) {
    a.visitPacket(META, SokuPacketCodec.gameReplay(Channel.HOST_GAME, data(top, n, end, bias, 3)));
  }

  /** The content of such a GAME_REPLAY for match {@code matchId}. */
  static ReplayData data(long top, int n, long end, int bias, int matchId) {
    byte[] w = new byte[2 * n];
    for (int i = 0; i < n; i++) {
      int v = (int) (top - 1 - i) + 1000 + bias;
      w[2 * i] = (byte) v;
      w[2 * i + 1] = (byte) (v >>> 8);
    }
    return new ReplayData(top, end, matchId, ByteSlice.wrap(w));
  }

  @Test
  void outOfOrderChunksAreJoined() {
    SpectatorAssembler a = new SpectatorAssembler();
    replay(a, 20, 10, 0, 0);
    replay(a, 10, 10, 0, 0);
    replay(a, 24, 8, 24, 0); // overlaps 16..19, identical
    SpectatedMatch m = a.matches().get(0);
    assertThat(m.matchId()).isEqualTo(3);
    assertThat(m.slots()).isEqualTo(24);
    assertThat(m.gaps()).isZero();
    assertThat(m.resentWords()).isEqualTo(4);
    assertThat(m.conflicts()).isZero();
    assertThat(m.complete()).isTrue();
    assertThat(m.inputs().host(5)).isEqualTo(1010);
    assertThat(m.inputs().client(5)).isEqualTo(1011);
    assertThat(m.match()).isNull();
  }

  @Test
  void holesConflictsAndLateEnds() {
    SpectatorAssembler a = new SpectatorAssembler();
    replay(a, 10, 10, 0, 0);
    replay(a, 40, 10, 0, 0); // slots 10..29 never arrive
    replay(a, 12, 4, 0, 7); // slots 8..9 re-sent with other words; 10..11 new
    replay(a, 40, 0, 36, 0); // the end arrives late: slots 36..39 are past it
    SpectatedMatch m = a.matches().get(0);
    assertThat(m.conflicts()).isEqualTo(2);
    assertThat(m.slots()).isEqualTo(12);
    assertThat(m.gaps()).isEqualTo(1);
    assertThat(m.highestSlot()).isEqualTo(36);
    assertThat(m.complete()).isFalse();
    assertThat(m.inputs().get(9)).isEqualTo(1009); // first copy kept
  }

  @Test
  void aLateJoinKeepsTheSlotNumberingOfTheWords() {
    SpectatorAssembler a = new SpectatorAssembler();
    replay(a, 30, 10, 0, 0); // slots 20..29: the capture joined at frame 10
    SpectatedMatch m = a.matches().get(0);
    assertThat(m.firstSlot()).isEqualTo(20);
    assertThat(m.inputs().firstSlot()).isEqualTo(20);
    assertThat(m.inputs().input(0))
        .isEqualTo(new InputWords.Input(10, InputWords.HOST, 1020, BattleButton.of(1020)));
    assertThat(m.inputs().input(3))
        .satisfies(
            in -> {
              assertThat(in.frame()).isEqualTo(11);
              assertThat(in.side()).isEqualTo(InputWords.CLIENT);
            });
    assertThat(m.complete()).isFalse();
  }

  @Test
  void theSlotsOfAllMatchesTogetherAreBoundedByMaxElements() {
    SpectatorAssembler a = new SpectatorAssembler(null, DecodeLimits.DEFAULT.withMaxElements(100));
    a.visitPacket(META, SokuPacketCodec.gameReplay(Channel.HOST_GAME, data(100, 10, 0, 0, 1)));
    a.visitPacket(META, SokuPacketCodec.gameReplay(Channel.HOST_GAME, data(60, 10, 0, 0, 2)));
    List<SpectatedMatch> ms = a.matches();
    assertThat(ms).extracting(SpectatedMatch::matchId).containsExactly(1, 2);
    assertThat(ms.get(0).highestSlot()).isEqualTo(100);
    // the second match's chunk did not fit beside the first: dropped, as if lost
    assertThat(ms.get(1).replayPackets()).isEqualTo(1);
    assertThat(ms.get(1).slots()).isZero();
    assertThat(ms.get(1).highestSlot()).isZero();
  }

  /** Child JVM: 255 matches, each announcing nearly {@code maxElements} slots. */
  static void manyLongMatches() {
    SpectatorAssembler a = new SpectatorAssembler();
    long top = DecodeLimits.DEFAULT.maxElements();
    for (int m = 0; m < 255; m++) {
      a.visitPacket(META, SokuPacketCodec.gameReplay(Channel.HOST_GAME, data(top, 60, 0, 0, m)));
    }
    assertThat(a.matches()).hasSize(255);
  }

  @Test
  void manyMatchesAnnouncingLongStreamsStayWithinA256MbHeap() throws Exception {
    SmallHeapJvm.decodes(SpectatorAssemblerTest.class, "manyLongMatches");
  }

  @Test
  void absurdFrameIdsAreIgnored() {
    SpectatorAssembler a = new SpectatorAssembler();
    replay(a, 0xFFFFFFF0L, 2, 0, 0);
    assertThat(a.matches()).singleElement().satisfies(m -> assertThat(m.slots()).isZero());
    assertThat(List.of(a.matches().get(0).replayPackets())).containsExactly(1L);
  }
}
