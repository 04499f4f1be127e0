package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.ReplayFormatException.Kind.INVALID;
import static org.replays4j.core.error.ReplayFormatException.Kind.LIMIT_EXCEEDED;
import static org.replays4j.core.error.ReplayFormatException.Kind.TRUNCATED;

import java.util.List;
import java.util.zip.Deflater;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.error.ReplayFormatException.Kind;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.Chain;
import org.replays4j.soku.record.Channel;
import org.replays4j.soku.record.CharacterSelectButton;
import org.replays4j.soku.record.ContextSource;
import org.replays4j.soku.record.GameInput;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.GameReplay;
import org.replays4j.soku.record.GameReplayRequest;
import org.replays4j.soku.record.GameType;
import org.replays4j.soku.record.GiurollInput;
import org.replays4j.soku.record.Hello;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.MatchForm;
import org.replays4j.soku.record.ModPacket;
import org.replays4j.soku.record.NetcodeMod;
import org.replays4j.soku.record.PacketType;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.soku.record.Scene;
import org.replays4j.soku.record.SokuCharacter;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.record.SokurollSettings;
import org.replays4j.soku.record.SokurollState;
import org.replays4j.soku.record.SokurollTime;
import org.replays4j.testkit.Failures;

class SokuPacketCodecTest {
  static byte[] dec(String s) {
    String[] p = s.trim().split(" ");
    byte[] b = new byte[p.length];
    for (int i = 0; i < p.length; i++) b[i] = (byte) Integer.parseInt(p[i]);
    return b;
  }

  /** A HELLO between two peers on 127.0.0.1:4646, as decimal bytes. */
  static final String HELLO =
      "1 2 0 18 38 127 0 0 1 0 0 0 0 0 0 0 0 2 0 18 38 127 0 0 1 0 0 0 0 0 0 0 0 130 45 0 0";

  /** An INIT_REQUEST to play, profile "youmu", as decimal bytes. */
  static final String INIT_REQUEST_PLAY =
      "5 110 115 101 217 255 196 110 72 141 124 161 146 49 52 114 149 0 0 1 0 40 0 0 89 1 5 121 111 117 109 117 0 32 0 0 0 0 0 0 0 177 47 68 0 75 2 82 2 0 0 0 0 0 0 0 0 51 1 0 0 18 0 0 0";

  /** A GAME_MATCH in the player form, from the server log, as decimal bytes. */
  static final String GAME_MATCH_PLAYER_FORM =
      "13 4 0 0 0 20 200 0 200 0 200 0 200 0 201 0 201 0 208 0 208 0 208 0 100 0 100 0 101 0 101 0 102 0 102 0 103 0 103 0 1 0 1 0 1 0 0 15 0 0 0 0 1 1 54 159 51 63 0";

  /** Decodes the decimal bytes {@code p} as a {@code type} that encodes back to the same bytes. */
  static <T extends SokuPacket> T roundTrip(Class<T> type, String p) throws ReplayFormatException {
    return type.cast(roundTrip(dec(p)));
  }

  static SokuPacket roundTrip(byte[] p) throws ReplayFormatException {
    SokuPacket k = SokuPacketCodec.decodePacket(p);
    assertThat(SokuPacketCodec.encode(k)).isEqualTo(p);
    return k;
  }

  @Test
  void helloCarriesBothAddressesWithBigEndianPorts() throws Exception {
    Hello h = roundTrip(Hello.class, HELLO);
    assertThat(h.peer().toString()).isEqualTo("127.0.0.1:4646");
    assertThat(h.target().port()).isEqualTo(4646);
    assertThat(h.stuff()).isEqualTo(0x2D82);
  }

  @Test
  void initRequestForPlayHasTheNameAtOffset27() throws Exception {
    InitRequest r = roundTrip(InitRequest.class, INIT_REQUEST_PLAY);
    assertThat(r.mod()).isEqualTo(NetcodeMod.VANILLA);
    assertThat(r.requestType()).isEqualTo(InitRequest.PLAY);
    assertThat(r.profileNameText()).isEqualTo("youmu");
  }

  @Test
  void initSuccessNamesStartAtOffset13() throws Exception {
    byte[] p = new byte[81];
    p[0] = 6;
    p[5] = 0x11;
    p[9] = 68;
    System.arraycopy("alice".getBytes(), 0, p, 13, 5);
    System.arraycopy("bob".getBytes(), 0, p, 45, 3);
    p[77] = 1;
    InitSuccess s = (InitSuccess) roundTrip(p);
    assertThat(s.hostProfile()).isEqualTo("alice");
    assertThat(s.clientProfile()).isEqualTo("bob");
    assertThat(s.swrDisabled()).isEqualTo(1);
    assertThat(s.toSpectator()).isTrue();
    InitSuccess later = roundTrip(InitSuccess.class, "6 0 0 0 0 16 0 0 0 0 0 0 0");
    assertThat(later.hasProfiles()).isFalse();
    assertThat(later.hostProfile()).isNull();
  }

  @Test
  void gameMatchPlayerFormFromTheServerLog() throws Exception {
    GameMatch m = roundTrip(GameMatch.class, GAME_MATCH_PLAYER_FORM);
    assertThat(m.form()).isEqualTo(MatchForm.PLAYER);
    assertThat(m.contextSource()).isEqualTo(ContextSource.LAYOUT);
    assertThat(m.host().characterEnum()).isEqualTo(SokuCharacter.REIMU);
    assertThat(m.host().deck()).hasSize(20).startsWith(200, 200);
    assertThat(m.client().characterEnum()).isEqualTo(SokuCharacter.SANAE);
    assertThat(m.client().deck()).isEmpty();
    assertThat(m.stage()).isEqualTo(1);
    assertThat(m.randomSeed()).isEqualTo(0x3F339F36L);
  }

  @Test
  void gameMatchFormCanBeGivenExplicitly() throws Exception {
    byte[] p =
        dec(
            "13 4 0 0 0 20 200 0 200 0 200 0 200 0 201 0 201 0 208 0 208 0 208 0 100 0 100 0 101 0 101 0 102 0 102 0 103 0 103 0 1 0 1 0 1 0 0 15 0 0 0 0 1 1 54 159 51 63 0");
    try (SokuPacketCodec c = new SokuPacketCodec()) {
      GameMatch m = (GameMatch) c.decode(p, 0, p.length, 0, SokuContext.given(null, true));
      assertThat(m.form()).isEqualTo(MatchForm.SPECTATOR);
      assertThat(m.contextSource()).isEqualTo(ContextSource.GIVEN);
    }
  }

  @Test
  void gameInputWithAndWithoutSokuroll() throws Exception {
    byte[] p = dec("13 3 25 0 0 0 5 4 2 0 2 0 16 0 0 1");
    GameInput plain = (GameInput) roundTrip(p);
    assertThat(plain.frameId()).isEqualTo(25);
    assertThat(plain.sceneEnum()).isEqualTo(Scene.BATTLE);
    assertThat(plain.inputCount()).isEqualTo(4);
    assertThat(plain.contextSource()).isEqualTo(ContextSource.DEFAULT);
    try (SokuPacketCodec c = new SokuPacketCodec()) {
      GameInput roll = (GameInput) c.decode(p, 0, p.length, 0, SokuContext.given(true, null));
      assertThat(roll.sokurollWords()).isEqualTo(2);
      assertThat(roll.inputCount()).isEqualTo(2);
      assertThat(roll.input(0)).isEqualTo(0x10);
      assertThat(roll.battleButtons(0)).containsExactly(BattleButton.A);
      assertThat(roll.battleButtons(1)).containsExactly(BattleButton.AB);
      assertThat(SokuPacketCodec.encode(roll)).isEqualTo(p);
    }
    GameInput select = roundTrip(GameInput.class, "14 3 1 0 0 0 3 1 128 0");
    assertThat(select.selectButtons(0)).containsExactly(CharacterSelectButton.A);
  }

  @Test
  void gameReplayInflatesOneCountByteOfWords() throws Exception {
    // from the 15fps server log: F = 0, E = 0, match 1, no words
    GameReplay r = roundTrip(GameReplay.class, "13 9 13 120 156 99 96 128 0 70 6 0 0 12 0 2");
    assertThat(r.data()).isEqualTo(new ReplayData(0, 0, 1, ByteSlice.EMPTY));
    GameReplay built =
        SokuPacketCodec.gameReplay(
            Channel.HOST_GAME,
            new ReplayData(40, 0, 5, ByteSlice.wrap(new byte[] {1, 0, 2, 0, 3, 0, 4, 0})));
    GameReplay again = (GameReplay) roundTrip(SokuPacketCodec.encode(built));
    assertThat(again.data().count()).isEqualTo(4);
    assertThat(again.data().word(0)).isEqualTo(1);
    assertThat(again).isEqualTo(built);
  }

  @Test
  void smallFixedPackets() throws Exception {
    assertThat(((Chain) roundTrip(new byte[] {4, 4, 0, 0, 0})).spectatorCount()).isEqualTo(4);
    assertThat(((GameReplayRequest) roundTrip(new byte[] {14, 11, -1, -1, -1, -1, 0})).frameId())
        .isEqualTo(GameReplayRequest.SEND_MATCH);
    assertThat(roundTrip(new byte[] {3}).type()).isEqualTo(PacketType.OLLEH);
    assertThat(roundTrip(new byte[] {11}).type()).isEqualTo(PacketType.QUIT);
    assertThat(roundTrip(new byte[] {13, 5}).typeName()).isEqualTo("GAME_MATCH_ACK");
    assertThat(roundTrip(new byte[] {14, 8}).typeName()).isEqualTo("GAME_MATCH_REQUEST");
    assertThat(roundTrip(new byte[] {13, 1, 5}).typeName()).isEqualTo("GAME_LOADED");
    assertThat(roundTrip(new byte[] {14, 2, 5}).typeName()).isEqualTo("GAME_LOADED_ACK");
    assertThat(((SokurollTime) roundTrip(new byte[] {0x11, 1, 0, 0, 0, 2, 0, 0, 0})).ack())
        .isTrue();
    assertThat(((SokurollSettings) roundTrip(new byte[] {0x13, 2, 1})).inputDelay()).isEqualTo(1);
    assertThat(roundTrip(new byte[] {0x14}).type()).isEqualTo(PacketType.SOKUROLL_SETTINGS_ACK);
    byte[] st = new byte[25];
    st[0] = 0x12;
    st[1] = 7;
    assertThat(((SokurollState) roundTrip(st)).frameId()).isEqualTo(7);
    byte[] init = new byte[5];
    init[0] = 7;
    init[1] = 1;
    assertThat(roundTrip(init).typeName()).isEqualTo("INIT_ERROR");
    byte[] red = new byte[69];
    red[0] = 8;
    red[1] = 1;
    assertThat(roundTrip(red).typeName()).isEqualTo("REDIRECT");
    byte[] punch = new byte[21];
    punch[0] = 2;
    assertThat(roundTrip(punch).typeName()).isEqualTo("PUNCH");
  }

  @Test
  void modPacketsAreTypedRaw() throws Exception {
    for (int t : new int[] {0x15, 0x16, 0x17, 0x20, 0x21, 0x6B, 0x6C, 0x6D, 0x6E, 0xD3}) {
      ModPacket m = (ModPacket) roundTrip(new byte[] {(byte) t, 0x61, 1});
      assertThat(m.type().code()).isEqualTo(t);
      assertThat(m.type().isMod()).isTrue();
      assertThat(m.body().length()).isEqualTo(2);
    }
    assertThat(NetcodeMod.ofFirstByte(0x6C)).isEqualTo(NetcodeMod.GIUROLL_62FPS);
    byte[] g = {
      0x6B, 1, 0, 0, 10, 0, 0, 0, 0, 2, 8, 2, 0x10, 0, 0x20, 0, 9, 0, 0, 0, -1, -1, -1, 0x7F
    };
    GiurollInput gi = GiurollInput.parse((ModPacket) roundTrip(g));
    assertThat(gi.frameId()).isEqualTo(10);
    assertThat(gi.count()).isEqualTo(2);
    assertThat(gi.input(1)).isEqualTo(0x20);
    assertThat(gi.lastConfirm()).isEqualTo(9);
    assertThat(gi.timeSync()).isEqualTo(Integer.MAX_VALUE);
    assertThatThrownBy(() -> GiurollInput.parse((ModPacket) roundTrip(new byte[] {0x6B, 1})))
        .isInstanceOf(ReplayFormatException.class);
  }

  static void assertBad(byte[] p, long offset, Kind kind) {
    Failures.assertFails(kind, offset, () -> SokuPacketCodec.decodePacket(p));
  }

  @Test
  void malformedPacketsNameTheOffset() {
    assertBad(new byte[0], 0, TRUNCATED);
    assertBad(new byte[] {1, 2, 0}, 0, INVALID);
    assertBad(new byte[] {(byte) 0x99}, 0, INVALID);
    assertBad(new byte[] {13, 0x42}, 1, INVALID);
    assertBad(new byte[] {13}, 1, TRUNCATED);
    assertBad(new byte[] {13, 3, 1, 0, 0, 0, 5, (byte) 200, 0, 0}, 7, INVALID);
    assertBad(new byte[] {13, 9, 5, 1, 2}, 2, INVALID);
    assertBad(new byte[] {13, 9, 3, 0x78, (byte) 0x9C, 0}, 6, INVALID);
    byte[] ir = new byte[65];
    ir[0] = 5;
    ir[25] = 1;
    ir[26] = (byte) 200;
    assertBad(ir, 26, INVALID);
    byte[] gm = dec("13 4 0 0 0 99 0 0");
    assertBad(gm, 5, INVALID);
  }

  /**
   * A HOST_GAME GAME_REPLAY packet whose zlib stream (at most 255 bytes, cut there) deflates {@code
   * raw}.
   */
  static byte[] gameReplayOf(byte[] raw, int level) {
    Deflater d = new Deflater(level);
    d.setInput(raw);
    d.finish();
    byte[] z = new byte[255];
    int n = d.deflate(z);
    d.end();
    byte[] p = new byte[3 + n];
    p[0] = 13;
    p[1] = 9;
    p[2] = (byte) n;
    System.arraycopy(z, 0, p, 3, n);
    return p;
  }

  @Test
  void zlibBombIsBoundedAndReported() {
    // 255 compressed bytes that inflate far beyond the largest legal GAME_REPLAY (520 bytes)
    assertBad(gameReplayOf(new byte[100_000], 9), 3, LIMIT_EXCEEDED);
  }

  @Test
  void replayCountMustMatchTheInflatedLength() {
    assertBad(
        gameReplayOf(new byte[] {0, 0, 0, 0, 0, 0, 0, 0, 1, 9, 1, 0}, Deflater.DEFAULT_COMPRESSION),
        3,
        INVALID);
  }

  @Test
  void tables() {
    assertThat(SokuCharacter.of(19)).isEqualTo(SokuCharacter.SUWAKO);
    assertThat(SokuCharacter.of(19).isVanilla()).isTrue();
    assertThat(SokuCharacter.nameOf(99)).isEqualTo("UNKNOWN_99");
    assertThat(Stage.of(34)).isEqualTo(Stage.FUSION_REACTOR_CORE);
    assertThat(Stage.FUSION_REACTOR_CORE.flatIndex()).isEqualTo(19);
    assertThat(Stage.HAKUREI_SHRINE.flatIndex()).isEqualTo(6);
    assertThat(Stage.FUSION_REACTOR_CORE.id()).isEqualTo(34);
    assertThat(Stage.FUSION_REACTOR_CORE.displayName()).isEqualTo("Fusion Reactor Core");
    assertThat(Scene.of(0x05)).isEqualTo(Scene.BATTLE);
    assertThat(Scene.CHARACTER_SELECT.id()).isEqualTo(0x03);
    assertThat(Scene.of(0x04)).isNull();
    assertThat(NetcodeMod.SOKUROLL.sokuroll()).isTrue();
    assertThat(NetcodeMod.GIUROLL_60FPS.sokuroll()).isFalse();
    assertThat(NetcodeMod.NO_SWR.sokuroll()).isNull();
    assertThat(Cards.kindOf(203)).isEqualTo(Cards.Kind.SPELL);
    assertThat(Cards.kindOf(1)).isEqualTo(Cards.Kind.SYSTEM);
    assertThat(PacketType.of(0x0E)).isEqualTo(PacketType.CLIENT_GAME);
    assertThat(GameType.of(0x0B)).isEqualTo(GameType.GAME_REPLAY_REQUEST);
    assertThat(List.of(BattleButton.values())).hasSize(12);
  }
}
