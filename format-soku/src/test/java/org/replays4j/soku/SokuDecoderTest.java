package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.capture.Endpoint;
import org.replays4j.soku.capture.LinkType;
import org.replays4j.soku.record.BattleButton;
import org.replays4j.soku.record.Channel;
import org.replays4j.soku.record.ContextSource;
import org.replays4j.soku.record.GameInput;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.MatchForm;
import org.replays4j.soku.record.NetcodeMod;
import org.replays4j.soku.record.PlayerMatchData;
import org.replays4j.soku.record.SokuPacket;

class SokuDecoderTest {
  static final Endpoint H = Endpoint.ipv4(0x0A000001, 10800);
  static final Endpoint C = Endpoint.ipv4(0x0A000002, 10801);

  static List<SokuPacket> decode(byte[] cap) throws Exception {
    List<SokuPacket> out = new ArrayList<>();
    CheckingSokuVisitor v =
        new CheckingSokuVisitor(
            new SokuVisitor() {
              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                out.add(p);
              }
            });
    SokuDecoder.create().decode(cap, v);
    assertThat(v.ended()).isTrue();
    return out;
  }

  @Test
  void sokurollIsLearntFromTheGameIdOfTheFlow() throws Exception {
    byte[] input = {13, 3, 9, 0, 0, 0, 5, 3, 2, 0, 2, 0, 0x10, 0};
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (CaptureWriter w = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      w.udp(0, H, C, input); // before anything is known: vanilla assumed
      w.udp(
          1,
          C,
          H,
          SokuPacketCodec.encode(
              new InitRequest(
                  ByteSlice.wrap(SokuVersion.GAME_ID_SOKUROLL),
                  ByteSlice.wrap(new byte[8]),
                  1,
                  ByteSlice.wrap("p".getBytes()),
                  ByteSlice.wrap(new byte[37]))));
      w.udp(2, H, C, input);
    }
    List<SokuPacket> ps = decode(bo.toByteArray());
    GameInput before = (GameInput) ps.get(0);
    GameInput after = (GameInput) ps.get(2);
    assertThat(before.sokurollWords()).isZero();
    assertThat(before.contextSource()).isEqualTo(ContextSource.DEFAULT);
    assertThat(after.sokurollWords()).isEqualTo(2);
    assertThat(after.contextSource()).isEqualTo(ContextSource.FLOW);
    assertThat(new ArrayList<Object>(after.buttons(0))).containsExactly(BattleButton.A);
    assertThat(((InitRequest) ps.get(1)).mod()).isEqualTo(NetcodeMod.SOKUROLL);
  }

  @Test
  void gameMatchFormComesFromTheFlowOnceTheSpectatorIsKnown() throws Exception {
    GameMatch m =
        new GameMatch(
            Channel.HOST_GAME,
            new PlayerMatchData(1, 0, 0, List.of(), 0),
            new PlayerMatchData(2, 0, 0, List.of(), 0),
            3,
            3,
            7,
            4,
            MatchForm.PLAYER,
            ContextSource.LAYOUT);
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (CaptureWriter w = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      w.udp(
          0,
          C,
          H,
          SokuPacketCodec.encode(
              new InitRequest(
                  ByteSlice.wrap(SokuVersion.GAME_ID_VANILLA),
                  ByteSlice.wrap(new byte[8]),
                  0,
                  ByteSlice.EMPTY,
                  ByteSlice.wrap(new byte[39]))));
      w.udp(1, H, C, SokuPacketCodec.encode(m));
      w.udp(2, C, H, SokuPacketCodec.encode(m));
    }
    List<SokuPacket> ps = decode(bo.toByteArray());
    GameMatch toSpectator = (GameMatch) ps.get(1);
    GameMatch toParent = (GameMatch) ps.get(2);
    assertThat(toSpectator.form()).isEqualTo(MatchForm.SPECTATOR);
    assertThat(toSpectator.contextSource()).isEqualTo(ContextSource.FLOW);
    assertThat(toParent.form()).isEqualTo(MatchForm.PLAYER);
  }

  /**
   * The two unknowns of a capture stay apart: a pcapng block of a type not read here reaches {@code
   * visitUnknown} with its block type, a datagram of a recognised Soku flow whose type byte is not
   * a Soku packet type reaches {@code visitUndecodable} with its meta (see there why).
   */
  @Test
  void unknownBlocksGoToVisitUnknownAndUnknownPacketTypesToVisitUndecodable() throws Exception {
    ByteOrder le = ByteOrder.LITTLE_ENDIAN;
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(CaptureReaderTest.shb(le));
    o.write(CaptureReaderTest.idb(le, LinkType.RAW.code(), (byte) 6, 0));
    o.write(CaptureReaderTest.epb(le, 0, 1, CaptureReaderTest.rawUdp(new byte[] {0x0B}))); // QUIT
    o.write(CaptureReaderTest.epb(le, 0, 2, CaptureReaderTest.rawUdp(new byte[] {(byte) 0xEE, 7})));
    // an interface statistics block, a type this decoder does not read
    o.write(CaptureReaderTest.block(le, 5, new byte[] {1, 2, 3, 4}));
    List<String> seen = new ArrayList<>();
    CheckingSokuVisitor v =
        new CheckingSokuVisitor(
            new SokuVisitor() {
              @Override
              public void visitUndecodable(
                  PacketMeta m, ByteSlice payload, ReplayFormatException error) {
                seen.add(
                    "undecodable #"
                        + m.captureIndex()
                        + " "
                        + payload.length()
                        + " bytes @"
                        + eventOffset()
                        + ": "
                        + error.detail());
              }

              @Override
              public void visitUnknown(int code, ByteSlice payload) {
                seen.add("unknown " + code + " " + payload.length() + " bytes");
              }
            });
    SokuDecoder.create().decode(o.toByteArray(), v);
    assertThat(v.ended()).isTrue();
    // the QUIT made the flow a Soku flow, so its next datagram is reported at once
    assertThat(seen).hasSize(2);
    assertThat(seen.get(0)).startsWith("undecodable #1 2 bytes @").contains("Soku packet type");
    assertThat(seen.get(1)).isEqualTo("unknown 5 4 bytes");
  }

  @Test
  void aVisitorCanStopEarly() throws Exception {
    byte[] cap = SokuWriter.capture(4, 60, CaptureWriter.Options.DEFAULT);
    int[] seen = {0};
    boolean[] ended = {false};
    SokuDecoder.create()
        .decode(
            cap,
            new SokuVisitor() {
              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                if (++seen[0] == 3) throw StopDecoding.INSTANCE;
              }

              @Override
              public void visitStats(CaptureStats s) {
                ended[0] = true;
              }

              @Override
              public void visitEnd() {
                ended[0] = true;
              }
            });
    assertThat(seen[0]).isEqualTo(3);
    assertThat(ended[0]).as("nothing is delivered after StopDecoding").isFalse();
  }

  @ParameterizedTest
  @ValueSource(strings = {SokuCorpusTest.LOCAL, SokuCorpusTest.RELAY, SokuCorpusTest.WAN})
  void corpusFollowsTheVisitorGrammar(String file) throws Exception {
    assertThat(decode(Files.readAllBytes(Shared.corpus(file)))).isNotEmpty();
  }
}
