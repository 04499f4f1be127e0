package org.replays4j.soku;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.capture.Endpoint;
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
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.MatchForm;
import org.replays4j.soku.record.Olleh;
import org.replays4j.soku.record.PlayerMatchData;
import org.replays4j.soku.record.Quit;
import org.replays4j.soku.record.Redirect;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.soku.record.Scene;
import org.replays4j.soku.record.SockAddr;
import org.replays4j.soku.record.SokuPacket;

/**
 * Builds synthetic but protocol-faithful Soku sessions and writes them as captures: a host and a
 * client connect, pick characters, play one match of {@code frames} frames, and a spectator is
 * redirected from the host to the client and fetches the whole match through GAME_REPLAY_REQUEST /
 * GAME_REPLAY (60 words per packet, as thlink serves them). Deterministic for a given seed.
 */
public final class SokuWriter {
  /** One datagram of a session. */
  public record Datagram(
      long timestampNanos, Endpoint source, Endpoint destination, SokuPacket packet) {}

  /** Host endpoint of generated sessions. */
  public static final Endpoint HOST = Endpoint.ipv4(0x0A000001, 10800);

  /** Client endpoint. */
  public static final Endpoint CLIENT = Endpoint.ipv4(0x0A000002, 10801);

  /** Spectator endpoint. */
  public static final Endpoint SPECTATOR = Endpoint.ipv4(0x0A000003, 10802);

  private final long seed;
  private final int frames;
  private final List<Datagram> out = new ArrayList<>();
  private long t = 1_700_000_000_000_000_000L;
  private short[] slots;
  private GameMatch spectatorMatch;

  private SokuWriter(long seed, int frames) {
    this.seed = seed;
    this.frames = frames;
  }

  /** The datagrams of a session with a match of {@code frames} frames. */
  public static List<Datagram> session(long seed, int frames) {
    SokuWriter w = new SokuWriter(seed, frames);
    w.build();
    return List.copyOf(w.out);
  }

  /** The session as a capture. */
  public static byte[] capture(long seed, int frames, CaptureWriter.Options options)
      throws IOException {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (CaptureWriter cw = new CaptureWriter(bo, options)) {
      for (Datagram d : session(seed, frames)) {
        cw.udp(d.timestampNanos(), d.source(), d.destination(), SokuPacketCodec.encode(d.packet()));
      }
    }
    return bo.toByteArray();
  }

  /**
   * The slot stream (host, client per frame) of the match a session with these parameters plays.
   */
  public static InputWords matchInputs(long seed, int frames) {
    SokuWriter w = new SokuWriter(seed, frames);
    w.build();
    return InputWords.copyOf(w.slots, w.slots.length);
  }

  private void send(Endpoint s, Endpoint d, SokuPacket p) {
    out.add(new Datagram(t, s, d, p));
    t += 1_000_000L; // 1 ms apart
  }

  private static SockAddr addr(Endpoint e) {
    return SockAddr.ipv4((int) e.lo(), e.port());
  }

  private void build() {
    SplittableRandom rnd = new SplittableRandom(seed);
    // connection and session init
    for (int i = 0; i < 2; i++) send(CLIENT, HOST, new Hello(addr(HOST), addr(HOST), 0xBC000000));
    send(HOST, CLIENT, new Olleh());
    send(CLIENT, HOST, initRequest(InitRequest.PLAY, "client"));
    send(HOST, CLIENT, initSuccess(0x10, "host", "client"));
    send(HOST, CLIENT, new Chain(1));
    // character select
    send(HOST, CLIENT, new GameLoaded(Channel.HOST_GAME, Scene.CHARACTER_SELECT.id()));
    send(CLIENT, HOST, new GameLoadedAck(Channel.CLIENT_GAME, Scene.CHARACTER_SELECT.id()));
    for (int f = 1; f <= 3; f++) {
      send(HOST, CLIENT, input(Channel.HOST_GAME, f, Scene.CHARACTER_SELECT, rnd.nextInt(1 << 10)));
      send(
          CLIENT,
          HOST,
          input(Channel.CLIENT_GAME, f, Scene.CHARACTER_SELECT, rnd.nextInt(1 << 10)));
    }
    PlayerMatchData host = new PlayerMatchData(rnd.nextInt(20), rnd.nextInt(8), 0, deck(rnd), 0);
    PlayerMatchData client = new PlayerMatchData(rnd.nextInt(20), rnd.nextInt(8), 0, deck(rnd), 0);
    int stage = Stage.values()[rnd.nextInt(21)].id();
    int music = rnd.nextInt(7);
    long rseed = rnd.nextLong() & 0xFFFFFFFFL;
    send(CLIENT, HOST, new GameMatchRequest(Channel.CLIENT_GAME));
    send(
        HOST,
        CLIENT,
        new GameMatch(
            Channel.HOST_GAME,
            host,
            new PlayerMatchData(client.character(), client.skin(), 0, List.of(), 0),
            stage,
            music,
            rseed,
            0,
            MatchForm.PLAYER,
            ContextSource.LAYOUT));
    send(CLIENT, HOST, new GameMatchAck(Channel.CLIENT_GAME));
    send(HOST, CLIENT, new GameLoaded(Channel.HOST_GAME, Scene.BATTLE.id()));
    send(CLIENT, HOST, new GameLoadedAck(Channel.CLIENT_GAME, Scene.BATTLE.id()));
    // the match: both players' inputs, host sends its last 2 inputs, client 1
    slots = new short[2 * frames];
    for (int f = 0; f < frames; f++) {
      slots[2 * f] =
          (short) (rnd.nextInt(8) == 0 ? rnd.nextInt(1 << 10) : slots[Math.max(0, 2 * f - 2)]);
      slots[2 * f + 1] =
          (short) (rnd.nextInt(8) == 0 ? rnd.nextInt(1 << 10) : slots[Math.max(1, 2 * f - 1)]);
    }
    int battleFrames =
        Math.min(frames, 30); // keep captures small: only the first frames as GAME_INPUT
    for (int f = 0; f < battleFrames; f++) {
      int prev = f > 0 ? slots[2 * f - 2] & 0xFFFF : 0;
      send(
          HOST, CLIENT, input(Channel.HOST_GAME, f + 1, Scene.BATTLE, slots[2 * f] & 0xFFFF, prev));
      send(
          CLIENT, HOST, input(Channel.CLIENT_GAME, f + 1, Scene.BATTLE, slots[2 * f + 1] & 0xFFFF));
    }
    // a spectator joins through the host, is redirected to the client
    send(SPECTATOR, HOST, new Hello(addr(HOST), addr(HOST), 0xBC000000));
    send(HOST, SPECTATOR, new Redirect(1, addr(CLIENT), ByteSlice.wrap(new byte[48])));
    send(SPECTATOR, CLIENT, new Hello(addr(CLIENT), addr(CLIENT), 0xBC000000));
    send(CLIENT, SPECTATOR, new Olleh());
    send(SPECTATOR, CLIENT, initRequest(InitRequest.SPECTATE, null));
    send(CLIENT, SPECTATOR, initSuccess(0x11, "host", "client"));
    send(
        SPECTATOR,
        CLIENT,
        new GameReplayRequest(Channel.CLIENT_GAME, GameReplayRequest.SEND_MATCH, 0));
    spectatorMatch =
        new GameMatch(
            Channel.HOST_GAME,
            host,
            client,
            stage,
            music,
            rseed,
            1,
            MatchForm.SPECTATOR,
            ContextSource.LAYOUT);
    send(CLIENT, SPECTATOR, spectatorMatch);
    long have = 0;
    long end = slots.length;
    while (true) {
      send(SPECTATOR, CLIENT, new GameReplayRequest(Channel.CLIENT_GAME, have, 1));
      long top = Math.min(end, have + 60);
      int n = (int) (top - have);
      byte[] w = new byte[2 * n];
      for (int i = 0; i < n; i++) {
        int v = slots[(int) (top - 1 - i)] & 0xFFFF;
        w[2 * i] = (byte) v;
        w[2 * i + 1] = (byte) (v >>> 8);
      }
      send(
          CLIENT,
          SPECTATOR,
          SokuPacketCodec.gameReplay(
              Channel.HOST_GAME, new ReplayData(top, top >= end ? end : 0, 1, ByteSlice.wrap(w))));
      // re-send an overlapping chunk now and then, as real parents do
      if (n > 4 && rnd.nextInt(4) == 0) {
        send(
            CLIENT,
            SPECTATOR,
            SokuPacketCodec.gameReplay(
                Channel.HOST_GAME,
                new ReplayData(top, top >= end ? end : 0, 1, ByteSlice.wrap(w, 0, 8))));
      }
      have = top;
      if (have >= end) break;
    }
    send(SPECTATOR, CLIENT, new Quit());
  }

  private static List<Integer> deck(SplittableRandom rnd) {
    List<Integer> d = new ArrayList<>();
    for (int i = 0; i < 20; i++) {
      int k = rnd.nextInt(3);
      d.add(k == 0 ? rnd.nextInt(21) : k == 1 ? 100 + rnd.nextInt(12) : 200 + rnd.nextInt(12));
    }
    d.sort(null);
    return d;
  }

  private static GameInput input(Channel ch, long frame, Scene scene, int... words) {
    byte[] b = new byte[2 * words.length];
    for (int i = 0; i < words.length; i++) {
      b[2 * i] = (byte) words[i];
      b[2 * i + 1] = (byte) (words[i] >>> 8);
    }
    return new GameInput(ch, frame, scene.id(), ByteSlice.wrap(b), 0, ContextSource.DEFAULT);
  }

  private static InitRequest initRequest(int type, String name) {
    byte[] opaque = {0, 0, 1, 0, 0x28, 0, 0, 0};
    if (type == InitRequest.PLAY) {
      byte[] n = name.getBytes(StandardCharsets.US_ASCII);
      return new InitRequest(
          ByteSlice.wrap(SokuVersion.GAME_ID_VANILLA),
          ByteSlice.wrap(opaque),
          type,
          ByteSlice.wrap(n),
          ByteSlice.wrap(new byte[65 - 27 - n.length]));
    }
    return new InitRequest(
        ByteSlice.wrap(SokuVersion.GAME_ID_VANILLA),
        ByteSlice.wrap(opaque),
        type,
        ByteSlice.EMPTY,
        ByteSlice.wrap(new byte[65 - 26]));
  }

  private static InitSuccess initSuccess(int spectateInfo, String host, String client) {
    byte[] data = new byte[68];
    byte[] h = host.getBytes(StandardCharsets.US_ASCII);
    byte[] c = client.getBytes(StandardCharsets.US_ASCII);
    System.arraycopy(h, 0, data, 0, h.length);
    System.arraycopy(c, 0, data, 32, c.length);
    return new InitSuccess(
        ByteSlice.wrap(new byte[4]),
        spectateInfo,
        68,
        ByteSlice.wrap(new byte[2]),
        ByteSlice.wrap(data));
  }
}
