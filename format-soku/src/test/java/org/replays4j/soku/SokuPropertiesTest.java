package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import net.jqwik.api.constraints.Size;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.record.Chain;
import org.replays4j.soku.record.Channel;
import org.replays4j.soku.record.ContextSource;
import org.replays4j.soku.record.GameInput;
import org.replays4j.soku.record.GameLoaded;
import org.replays4j.soku.record.GameLoadedAck;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.GameMatchAck;
import org.replays4j.soku.record.GameMatchRequest;
import org.replays4j.soku.record.GameReplayRequest;
import org.replays4j.soku.record.Hello;
import org.replays4j.soku.record.InitError;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.MatchForm;
import org.replays4j.soku.record.ModPacket;
import org.replays4j.soku.record.Olleh;
import org.replays4j.soku.record.PacketType;
import org.replays4j.soku.record.PlayerMatchData;
import org.replays4j.soku.record.Punch;
import org.replays4j.soku.record.Quit;
import org.replays4j.soku.record.Redirect;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.soku.record.SockAddr;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.record.SokurollSettings;
import org.replays4j.soku.record.SokurollSettingsAck;
import org.replays4j.soku.record.SokurollState;
import org.replays4j.soku.record.SokurollTime;

class SokuPropertiesTest {
  static Arbitrary<ByteSlice> bytes(int n) {
    return Arbitraries.bytes().array(byte[].class).ofSize(n).map(ByteSlice::wrap);
  }

  static Arbitrary<SockAddr> addr() {
    return Combinators.combine(
            Arbitraries.integers().between(0, 65535),
            Arbitraries.integers().between(0, 65535),
            Arbitraries.integers(),
            bytes(8))
        .as(SockAddr::new);
  }

  static Arbitrary<Channel> channel() {
    return Arbitraries.of(Channel.class);
  }

  static Arbitrary<Integer> u8() {
    return Arbitraries.integers().between(0, 255);
  }

  static Arbitrary<Long> u32() {
    return Arbitraries.longs().between(0, 0xFFFFFFFFL);
  }

  static Arbitrary<PlayerMatchData> player(int deckSize) {
    return Combinators.combine(
            u8(),
            u8(),
            u8(),
            Arbitraries.integers().between(0, 65535).list().ofSize(deckSize),
            u8())
        .as(PlayerMatchData::new);
  }

  @Provide
  Arbitrary<SokuPacket> packets() {
    Arbitrary<SokuPacket> hello =
        Combinators.combine(addr(), addr(), Arbitraries.integers()).as(Hello::new);
    Arbitrary<SokuPacket> punch =
        Combinators.combine(addr(), Arbitraries.integers()).as(Punch::new);
    Arbitrary<SokuPacket> chain = u32().map(Chain::new);
    Arbitrary<SokuPacket> initPlay =
        Arbitraries.integers()
            .between(0, 37)
            .flatMap(
                n ->
                    Combinators.combine(bytes(16), bytes(8), bytes(n), bytes(65 - 27 - n))
                        .as((g, o, name, t) -> (SokuPacket) new InitRequest(g, o, 1, name, t)));
    Arbitrary<SokuPacket> initSpec =
        Combinators.combine(bytes(16), bytes(8), u8().filter(x -> x != 1), bytes(39))
            .as((g, o, r, t) -> new InitRequest(g, o, r, ByteSlice.EMPTY, t));
    Arbitrary<SokuPacket> initSuccess =
        Arbitraries.integers()
            .between(0, 100)
            .flatMap(
                n ->
                    Combinators.combine(
                            bytes(4),
                            u32(),
                            Arbitraries.integers().between(0, 65535),
                            bytes(2),
                            bytes(n))
                        .as(InitSuccess::new));
    Arbitrary<SokuPacket> initError = u32().map(InitError::new);
    Arbitrary<SokuPacket> redirect =
        Combinators.combine(u32(), addr(), bytes(48)).as(Redirect::new);
    Arbitrary<SokuPacket> simple =
        Arbitraries.of(new Olleh(), new Quit(), new SokurollSettingsAck());
    Arbitrary<SokuPacket> time =
        Combinators.combine(Arbitraries.of(true, false), u32(), u32()).as(SokurollTime::new);
    Arbitrary<SokuPacket> state =
        Combinators.combine(
                Arbitraries.integers(),
                Arbitraries.integers(),
                Arbitraries.integers(),
                Arbitraries.integers(),
                Arbitraries.integers(),
                Arbitraries.integers())
            .as(SokurollState::new);
    Arbitrary<SokuPacket> settings = Combinators.combine(u8(), u8()).as(SokurollSettings::new);
    Arbitrary<SokuPacket> mod =
        Combinators.combine(
                Arbitraries.of(PacketType.values()).filter(PacketType::isMod),
                Arbitraries.integers().between(0, 80).flatMap(SokuPropertiesTest::bytes))
            .as(ModPacket::new);
    Arbitrary<SokuPacket> loaded = Combinators.combine(channel(), u8()).as(GameLoaded::new);
    Arbitrary<SokuPacket> loadedAck = Combinators.combine(channel(), u8()).as(GameLoadedAck::new);
    Arbitrary<SokuPacket> matchAck = channel().map(GameMatchAck::new);
    Arbitrary<SokuPacket> matchReq = channel().map(GameMatchRequest::new);
    Arbitrary<SokuPacket> replayReq =
        Combinators.combine(channel(), u32(), u8()).as(GameReplayRequest::new);
    Arbitrary<SokuPacket> input =
        Arbitraries.integers()
            .between(0, 255)
            .flatMap(
                n ->
                    Combinators.combine(channel(), u32(), u8(), bytes(2 * n))
                        .as((c, f, s, w) -> new GameInput(c, f, s, w, 0, ContextSource.DEFAULT)));
    Arbitrary<SokuPacket> match =
        Combinators.combine(
                Arbitraries.integers().between(0, 20), Arbitraries.integers().between(0, 20))
            .flatAs(
                (a, b) ->
                    Combinators.combine(channel(), player(a), player(b), u8(), u8(), u32(), u8())
                        .as(
                            (c, h, cl, st, mu, seed, id) ->
                                new GameMatch(
                                    c,
                                    h,
                                    cl,
                                    st,
                                    mu,
                                    seed,
                                    id,
                                    a > 0 && b > 0 ? MatchForm.SPECTATOR : MatchForm.PLAYER,
                                    ContextSource.LAYOUT)));
    Arbitrary<SokuPacket> replay =
        Arbitraries.integers()
            .between(0, 60)
            .flatMap(
                n ->
                    Combinators.combine(channel(), u32(), u32(), u8(), bytes(2 * n))
                        .as(
                            (c, f, e, m, w) ->
                                SokuPacketCodec.gameReplay(c, new ReplayData(f, e, m, w))));
    return Arbitraries.oneOf(
        List.of(
            hello,
            punch,
            chain,
            initPlay,
            initSpec,
            initSuccess,
            initError,
            redirect,
            simple,
            time,
            state,
            settings,
            mod,
            loaded,
            loadedAck,
            matchAck,
            matchReq,
            replayReq,
            input,
            match,
            replay));
  }

  @Property(tries = 2000)
  void everyPacketTypeRoundTrips(@ForAll("packets") SokuPacket p) throws Exception {
    byte[] b = SokuPacketCodec.encode(p);
    SokuPacket back = SokuPacketCodec.decodePacket(b);
    assertThat(back).isEqualTo(p);
    assertThat(SokuPacketCodec.encode(back)).isEqualTo(b);
  }

  @Property(tries = 2000)
  void mutatedPacketsDecodeExactlyOrFailCleanly(
      @ForAll("packets") SokuPacket p,
      @ForAll @IntRange(min = 0, max = 200) int at,
      @ForAll byte value,
      @ForAll @IntRange(min = 0, max = 300) int cut) {
    byte[] b = SokuPacketCodec.encode(p);
    if (b.length > 0) b[at % b.length] = value;
    byte[] t = Arrays.copyOf(b, Math.min(b.length, cut));
    for (byte[] x : new byte[][] {b, t}) {
      try {
        SokuPacket q = SokuPacketCodec.decodePacket(x);
        assertThat(SokuPacketCodec.encode(q)).isEqualTo(x);
      } catch (ReplayFormatException e) {
        assertThat(e.offset()).isBetween(0L, (long) x.length);
      }
    }
  }

  @Property(tries = 1000)
  void randomBytesNeverThrowUnchecked(@ForAll @Size(max = 120) byte[] b) {
    try {
      SokuPacketCodec.decodePacket(b);
    } catch (ReplayFormatException e) {
      assertThat(e.getMessage()).startsWith("soku: ");
    }
  }

  static final byte[] CAPTURE;
  static final List<String> FULL = new ArrayList<>();

  static {
    try {
      CAPTURE = SokuWriter.capture(99, 50, CaptureWriter.Options.DEFAULT);
      SokuDecoder.create().decode(CAPTURE, recorder(FULL));
    } catch (Exception e) {
      throw new ExceptionInInitializerError(e);
    }
  }

  static SokuVisitor recorder(List<String> out) {
    return new SokuVisitor() {
      @Override
      public void visitPacket(PacketMeta m, SokuPacket p) {
        out.add(m.captureIndex() + ":" + p);
      }
    };
  }

  @Property(tries = 300)
  void truncatedCapturesYieldAPrefixThenAnError(@ForAll @IntRange(min = 0, max = 100_000) int cut)
      throws Exception {
    byte[] b = Arrays.copyOf(CAPTURE, cut % CAPTURE.length);
    List<String> got = new ArrayList<>();
    try {
      SokuDecoder.create().decode(b, recorder(got));
      // a cut at a block boundary is a valid, shorter capture
      assertThat(FULL.subList(0, got.size())).isEqualTo(got);
    } catch (ReplayFormatException e) {
      assertThat(FULL.subList(0, got.size())).isEqualTo(got);
    }
    List<String> viaStream = new ArrayList<>();
    try {
      SokuDecoder.create().decode(new ByteArrayInputStream(b), recorder(viaStream));
    } catch (ReplayFormatException e) {
      // same events as the array path
    }
    assertThat(viaStream).isEqualTo(got);
  }

  @Property(tries = 300)
  void corruptedCapturesCompleteOrFailCleanly(
      @ForAll @IntRange(min = 0, max = 100_000) int at,
      @ForAll byte v,
      @ForAll @IntRange(min = 1, max = 8) int flips)
      throws Exception {
    byte[] b = CAPTURE.clone();
    for (int i = 0; i < flips; i++) b[(at + i * 977) % b.length] ^= (v == 0 ? 1 : v);
    try {
      SokuCapture c =
          SokuCapture.read(
              b,
              SokuDecoder.builder()
                  .limits(DecodeLimits.DEFAULT.withMaxEventBytes(1 << 20))
                  .build());
      assertThat(c.stats()).isNotNull();
    } catch (ReplayFormatException e) {
      assertThat(e.getMessage()).startsWith("soku: ");
    }
  }
}
