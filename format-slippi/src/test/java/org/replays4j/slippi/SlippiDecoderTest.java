package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.error.ReplayFormatException.Kind;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.SlippiVersion;
import org.replays4j.slippi.record.UnknownEvent;
import org.replays4j.slippi.spi.SlippiFormat;

/** Spec-level behaviour on hand-built streams (built with SlippiWriter). */
class SlippiDecoderTest {

  /** Decoding {@code file} into {@code v} fails with an error of {@code kind}; returns it. */
  private static ReplayFormatException fails(
      Kind kind, SlippiDecoder decoder, byte[] file, SlippiVisitor v) {
    ReplayFormatException e =
        assertThrows(ReplayFormatException.class, () -> decoder.decode(file, v));
    assertThat(e.kind()).isEqualTo(kind);
    return e;
  }

  private static SlippiWriter base(int preSize, int... extra) {
    int[] pairs = new int[4 + extra.length];
    pairs[0] = 0x36;
    pairs[1] = 0x1A2;
    pairs[2] = 0x37;
    pairs[3] = preSize;
    System.arraycopy(extra, 0, pairs, 4, extra.length);
    return new SlippiWriter()
        .eventPayloads(SlippiSamples.sizes(pairs))
        .gameStart(SlippiWriter.gameStartPayload(0x1A2, 1, 2, 0, 8, new int[] {9, 2}, 1));
  }

  @Test
  void preFrameOfVersion12HasNoUcfXAnalogAndItIsReportedAbsent() throws Exception {
    byte[] file = base(58).event(SlippiSamples.pre(58, -123, 0, 0, new Random(1))).toFile(Map.of());
    Recorder r = new Recorder();
    SlippiDecoder.create().decode(file, r);
    PreFrameUpdate p =
        (PreFrameUpdate)
            r.events.stream().filter(e -> e instanceof PreFrameUpdate).findFirst().orElseThrow();
    assertThat(p.hasUcfRawX()).isFalse();
    assertThat(p.hasPercent()).isFalse();
    assertThat(p.isPresent("ucfRawX")).isFalse();
    assertThat(p.isPresent("positionX")).isTrue();
    Map<String, Object> tree = SlippiFormat.toTree(p);
    assertThat(tree)
        .containsKey("positionX")
        .doesNotContainKeys("ucfRawX", "percent", "ucfRawY", "trailing");
  }

  @Test
  void gameStartFieldsFollowThePayloadSizeNotTheVersion() throws Exception {
    GameStart gs = SlippiDecoder.readGameStart(base(58).toFile(Map.of()));
    assertThat(gs.version()).isEqualTo(new SlippiVersion(1, 2, 0));
    assertThat(gs.isPAL()).isFalse();
    assertThat(gs.isFrozenPS()).isFalse();
    assertThat(gs.majorScene()).isNull();
    assertThat(gs.player(0).nametag()).isEqualTo("");
    assertThat(gs.player(0).displayName()).isNull();
    assertThat(gs.player(0).offenseRatio()).isEqualTo(1.0f);
    assertThat(gs.player(2).isEmpty()).isTrue();
  }

  @Test
  void unknownListedCommandIsDeliveredAndDecodingContinues() throws Exception {
    SlippiWriter w = base(58, 0xFF, 3);
    w.unknown(0xFF, ByteSlice.wrap(new byte[] {1, 2, 3}));
    w.event(SlippiSamples.pre(58, -123, 0, 0, new Random(2)));
    byte[] file = w.toFile(Map.of());
    Recorder r = new Recorder();
    SlippiDecoder.create().decode(file, r);
    @SuppressWarnings("unchecked")
    List<Object> unknown =
        (List<Object>) r.events.stream().filter(e -> e instanceof List).findFirst().orElseThrow();
    assertThat(unknown.get(0))
        .isEqualTo(new UnknownEvent(0xFF, ByteSlice.wrap(new byte[] {1, 2, 3})));
    long expectedOffset = SlippiDecoder.RAW_OFFSET + (1 + 1 + 9) + (1 + 0x1A2);
    assertThat(unknown.get(1)).isEqualTo(expectedOffset);
    assertThat(r.events.stream().filter(e -> e instanceof PreFrameUpdate)).hasSize(1);
    assertThat(r.ended).isTrue();
  }

  @Test
  void unlistedCommandWithDeclaredLengthFailsWithItsOffsetAfterEarlierEvents() {
    SlippiWriter w = base(58);
    w.event(SlippiSamples.pre(58, -123, 0, 0, new Random(3)));
    int bad = SlippiDecoder.RAW_OFFSET + w.rawLength();
    w.unknown(0x77, ByteSlice.wrap(new byte[4]));
    byte[] file = w.toFile(Map.of());
    Recorder r = new Recorder();
    assertThat(fails(Kind.INVALID, SlippiDecoder.create(), file, r).offset()).isEqualTo(bad);
    assertThat(r.events.stream().filter(e -> e instanceof PreFrameUpdate)).hasSize(1);
  }

  @Test
  void rawLengthZeroEndsAtTheFirstUnlistedByteAndMetadataIsStillRead() throws Exception {
    SlippiWriter w = base(58);
    w.event(SlippiSamples.pre(58, -123, 0, 0, new Random(4)));
    byte[] complete = w.toFile(Map.of("playedOn", "dolphin"));
    byte[] streaming = complete.clone();
    streaming[11] = streaming[12] = streaming[13] = streaming[14] = 0;
    SlippiGame g = SlippiGame.read(streaming);
    assertThat(g.rawStart().inProgress()).isTrue();
    assertThat(g.rawEnd().incomplete()).isFalse();
    assertThat(g.rawEnd().length()).isEqualTo(w.rawLength());
    assertThat(g.metadata().playedOn()).isEqualTo("dolphin");
    assertThat(SlippiDecoder.readMetadata(streaming).playedOn()).isEqualTo("dolphin");
  }

  @Test
  void trailingBytesOfANewerVersionAreKeptAndReEncoded() throws Exception {
    PreFrameUpdate base = SlippiSamples.pre(66, 5, 1, 0, new Random(5));
    PreFrameUpdate newer =
        new PreFrameUpdate(
            base.frame(),
            base.playerIndex(),
            base.follower(),
            base.randomSeed(),
            base.actionStateId(),
            base.positionX(),
            base.positionY(),
            base.facingDirection(),
            base.joystickX(),
            base.joystickY(),
            base.cStickX(),
            base.cStickY(),
            base.trigger(),
            base.buttons(),
            base.physicalButtons(),
            base.physicalLTrigger(),
            base.physicalRTrigger(),
            base.ucfRawX(),
            base.percent(),
            base.ucfRawY(),
            base.cStickRawX(),
            base.cStickRawY(),
            70,
            ByteSlice.wrap(new byte[] {9, 8, 7, 6}));
    SlippiWriter w = base(70);
    w.event(newer);
    byte[] file = w.toFile(Map.of());
    SlippiWriter again = new SlippiWriter();
    List<Object> seen = new ArrayList<>();
    SlippiDecoder.create()
        .decode(
            file,
            new SlippiVisitor(again.visitor()) {
              @Override
              public void visitPreFrame(PreFrameUpdate e) {
                seen.add(e);
                super.visitPreFrame(e);
              }
            });
    assertThat(seen).containsExactly(newer);
    assertThat(again.rawBytes()).isEqualTo(w.rawBytes());
  }

  @Test
  void geckoListDeclaredSizeIsIgnored() throws Exception {
    byte[] msg = new byte[1500];
    for (int i = 0; i < msg.length; i += 8) {
      msg[i] = 0x04;
      msg[i + 3] = (byte) i;
    }
    SlippiWriter w = base(58, 0x10, 516, 0x3D, 4);
    w.splitMessage(0x3D, msg);
    SlippiGame g = SlippiGame.read(w.toFile(Map.of()));
    assertThat(g.geckoList().bytes().length()).isEqualTo(1500);
    assertThat(g.geckoList().declaredSize()).isEqualTo(4);
    assertThat(g.geckoList().codes()).hasSize(187); // 1500 = 187 records of 8 + a 4-byte tail
    assertThat(g.eventCount(0x10)).isEqualTo(3);
  }

  @Test
  void reassembledMessageIsBoundedByLimits() {
    SlippiWriter w = base(58, 0x10, 516, 0x3D, 4);
    w.splitMessage(0x3D, new byte[5000]);
    byte[] file = w.toFile(Map.of());
    SlippiDecoder small =
        SlippiDecoder.builder().limits(DecodeLimits.DEFAULT.withMaxEventBytes(2000)).build();
    fails(Kind.LIMIT_EXCEEDED, small, file, new Recorder());
  }

  @Test
  void unterminatedSplitMessageIsAnError() {
    SlippiWriter w = base(58, 0x10, 516);
    byte[] block = new byte[512];
    w.messageSplitter(
        new MessageSplitter(ByteSlice.wrap(block), 512, 0x3D, false, 516, ByteSlice.EMPTY));
    byte[] file = w.toFile(Map.of());
    fails(Kind.INVALID, SlippiDecoder.create(), file, new Recorder());
  }

  @Test
  void badMagicAndMissingEventPayloads() {
    byte[] bad = "{U\u0003rox".getBytes();
    assertThat(fails(Kind.BAD_MAGIC, SlippiDecoder.create(), bad, new Recorder()).offset())
        .isZero();
    byte[] f = new SlippiWriter().unknown(0x36, ByteSlice.wrap(new byte[3])).toFile(null);
    assertThat(fails(Kind.INVALID, SlippiDecoder.create(), f, new Recorder()).offset())
        .isEqualTo(15);
    fails(Kind.TRUNCATED, SlippiDecoder.create(), new byte[0], new Recorder());
  }

  @Test
  void byteBufferAndOffsetsAgree() throws Exception {
    byte[] file = SlippiSamples.netplayWithRollback();
    byte[] padded = new byte[file.length + 10];
    System.arraycopy(file, 0, padded, 7, file.length);
    Recorder a = new Recorder();
    SlippiDecoder.create().decode(file, a);
    Recorder b = new Recorder();
    SlippiDecoder.create().decode(ByteBuffer.wrap(padded, 7, file.length), b);
    assertThat(b.events).isEqualTo(a.events);
    Recorder c = new Recorder();
    ByteBuffer direct = ByteBuffer.allocateDirect(file.length).put(file).flip();
    SlippiDecoder.create().decode(direct, c);
    assertThat(c.events).isEqualTo(a.events);
  }

  @Test
  void stopEndsDecodingEarly() throws Exception {
    Recorder r =
        new Recorder() {
          @Override
          void record(Object e) {
            super.record(e);
            if (events.stream().filter(PreFrameUpdate.class::isInstance).count() == 3)
              throw StopDecoding.INSTANCE;
          }
        };
    SlippiDecoder.create().decode(SlippiSamples.netplayWithRollback(), r);
    assertThat(r.events).filteredOn(PreFrameUpdate.class::isInstance).hasSize(3);
    assertThat(r.events).last().isInstanceOf(PreFrameUpdate.class);
    assertThat(r.ended).isFalse();
  }

  @Test
  void skipFramesOptionDeliversNoFrameEvents() throws Exception {
    Recorder r = new Recorder();
    SlippiDecoder.builder()
        .limits(DecodeLimits.DEFAULT)
        .option(SlippiDecoder.Option.SKIP_FRAMES)
        .build()
        .decode(SlippiSamples.netplayWithRollback(), r);
    assertThat(r.events.stream().filter(e -> e instanceof PreFrameUpdate)).isEmpty();
    assertThat(r.events.stream().filter(e -> e instanceof GameStart)).hasSize(1);
    assertThat(r.events.stream().filter(e -> e instanceof SlippiMetadata)).hasSize(1);
  }

  @Test
  void formatSpiProbeSummaryAndEvents() throws Exception {
    SlippiFormat f = new SlippiFormat();
    byte[] file = SlippiSamples.netplayWithRollback();
    assertThat(f.probe(file, "x.slp")).isEqualTo(1.0);
    assertThat(f.probe("{U\u0003rax".getBytes(), "x.slp")).isZero();
    ReplaySummary s = f.summarize(ReplaySource.of("x.slp", file), DecodeLimits.DEFAULT);
    assertThat(s.version()).isEqualTo("3.18.0");
    assertThat(s.details())
        .containsOnlyKeys(
            "stageId",
            "stage",
            "isTeams",
            "isPAL",
            "matchInfo",
            "players",
            "winners",
            "frames",
            "events",
            "rollbackFrames",
            "rollback",
            "stadiumStats",
            "gameEnd",
            "metadata");
    assertThat(s.details().get("rollbackFrames")).isEqualTo(6L);
    @SuppressWarnings("unchecked")
    List<Map<String, Object>> players = (List<Map<String, Object>>) s.details().get("players");
    assertThat(players).hasSize(2);
    assertThat(players.get(0))
        .containsOnlyKeys(
            "port",
            "playerIndex",
            "characterId",
            "character",
            "characterColor",
            "type",
            "startStocks",
            "teamId",
            "nametag",
            "displayName",
            "connectCode",
            "userId",
            "stats");
    assertThat(players.get(0).get("connectCode")).isEqualTo("ABCD#123");
    @SuppressWarnings("unchecked")
    Map<String, Object> events = (Map<String, Object>) s.details().get("events");
    assertThat(events).containsEntry("MessageSplitter", 2L).containsEntry("EventPayloads", 1L);
    List<String> types = new ArrayList<>();
    f.events(
        ReplaySource.of("x.slp", file),
        DecodeLimits.DEFAULT,
        (type, offset, event) -> {
          types.add(type);
          return types.size() < 10;
        });
    assertThat(types)
        .hasSize(10)
        .startsWith("RawStart", "EventPayloads", "GameStart", "MessageSplitter");
  }

  @Test
  void playerBitfieldIsReadFromItsRealOffset() throws Exception {
    GameStart gs = SlippiDecoder.readGameStart(Corpus.bytes("Stamina.slp"));
    // docs/formats/slippi.md#game-start: Stamina.slp has 0xC1 at 0x71 (stamina + start on warp
    // platform + rumble);
    // slippi-js reads the flags from 0x6C, the team-shade byte
    assertThat(gs.player(0).playerBitfield()).isEqualTo(0xC1);
    assertThat(gs.player(0).staminaMode()).isTrue();
    assertThat(gs.player(0).modelScale()).isEqualTo(1.0f);
    assertThat(gs.player(0).defenseRatio()).isEqualTo(1.0f);
  }
}
