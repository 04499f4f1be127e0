package org.replays4j.soku;

import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.zip.DataFormatException;
import java.util.zip.Deflater;
import java.util.zip.Inflater;
import org.replays4j.core.error.Hex;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.soku.record.Chain;
import org.replays4j.soku.record.Channel;
import org.replays4j.soku.record.ContextSource;
import org.replays4j.soku.record.GameInput;
import org.replays4j.soku.record.GameLoaded;
import org.replays4j.soku.record.GameLoadedAck;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.GameMatchAck;
import org.replays4j.soku.record.GameMatchRequest;
import org.replays4j.soku.record.GamePacket;
import org.replays4j.soku.record.GameReplay;
import org.replays4j.soku.record.GameReplayRequest;
import org.replays4j.soku.record.GameType;
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
import org.replays4j.soku.record.Scene;
import org.replays4j.soku.record.SockAddr;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.record.SokurollSettings;
import org.replays4j.soku.record.SokurollSettingsAck;
import org.replays4j.soku.record.SokurollState;
import org.replays4j.soku.record.SokurollTime;

/**
 * Decodes and encodes single Soku datagrams (docs/formats/soku.md#packets). Decoding is strict
 * about sizes (a fixed-size packet of another size, a wrong sub-type, counts that do not fit, an
 * oversized zlib stream are all {@link ReplayFormatException}s naming the byte offset), because the
 * same strictness tells Soku traffic from other UDP traffic. {@code encode(decode(p))} reproduces
 * {@code p} exactly.
 *
 * <p>An instance reuses one {@link Inflater} for GAME_REPLAY; it is not thread-safe and must be
 * {@link #close() closed}. The static helpers create and end their own.
 */
public final class SokuPacketCodec implements AutoCloseable {
  /** Format id used in errors. */
  public static final String FORMAT = "soku";

  /** Largest possible inflated GAME_REPLAY content: 10 header bytes + 255 words. */
  public static final int MAX_REPLAY_DATA = 10 + 2 * 255;

  // created on the first GAME_REPLAY; direct buffers spare the JNI array pinning of byte[]
  // inflation (measurably faster for these tiny streams)
  private Inflater inflater;
  private byte[] inflateBuf;
  private ByteBuffer zIn;
  private ByteBuffer zOut;
  // parents re-send the same GAME_REPLAY often (a quarter of them in real spectating captures):
  // the previous stream and its immutable content are kept to skip inflating it again
  private final byte[] lastZ = new byte[255];
  private int lastZLen = -1;
  private ReplayData lastData;
  private boolean closed;

  /** A codec with its own inflater. */
  public SokuPacketCodec() {}

  /** Decodes {@code p} with no context (offsets start at 0). */
  public static SokuPacket decodePacket(byte[] p) throws ReplayFormatException {
    try (SokuPacketCodec c = new SokuPacketCodec()) {
      return c.decode(p, 0, p.length, 0, SokuContext.UNKNOWN);
    }
  }

  /**
   * Decodes one datagram.
   *
   * @param buf bytes (slices of it are kept by the returned record; do not modify them afterwards)
   * @param off first byte of the datagram
   * @param len datagram length
   * @param baseOffset absolute offset of {@code buf[off]} for error messages (e.g. in the capture)
   * @param ctx layout context; {@link SokuContext#UNKNOWN} when nothing is known
   */
  public SokuPacket decode(byte[] buf, int off, int len, long baseOffset, SokuContext ctx)
      throws ReplayFormatException {
    if (closed) throw new IllegalStateException("codec closed");
    if (len < 1) throw ReplayFormatException.truncated(FORMAT, baseOffset, 1, 0);
    int code = buf[off] & 0xFF;
    PacketType t = PacketType.of(code);
    if (t == null) {
      throw ReplayFormatException.invalid(
          FORMAT,
          baseOffset,
          "expected a Soku packet type but got 0x" + Hex.of(new byte[] {(byte) code}));
    }
    if (t.expectedSize() >= 0 && len != t.expectedSize()) {
      throw sizeError(baseOffset, t.name(), t.expectedSize(), len);
    }
    switch (t) {
      case HELLO:
        return new Hello(
            sockAddr(buf, off + 1), sockAddr(buf, off + 17), Bytes.s32le(buf, off + 33));
      case PUNCH:
        return new Punch(sockAddr(buf, off + 1), Bytes.s32le(buf, off + 17));
      case OLLEH:
        return new Olleh();
      case CHAIN:
        return new Chain(Bytes.u32le(buf, off + 1));
      case INIT_REQUEST:
        return initRequest(buf, off, baseOffset);
      case INIT_SUCCESS:
        {
          if (len < 13)
            throw ReplayFormatException.truncated(FORMAT, baseOffset + len, 13 - len, 0);
          return new InitSuccess(
              ByteSlice.wrap(buf, off + 1, 4),
              Bytes.u32le(buf, off + 5),
              Bytes.u16le(buf, off + 9),
              ByteSlice.wrap(buf, off + 11, 2),
              ByteSlice.wrap(buf, off + 13, len - 13));
        }
      case INIT_ERROR:
        return new InitError(Bytes.u32le(buf, off + 1));
      case REDIRECT:
        return new Redirect(
            Bytes.u32le(buf, off + 1), sockAddr(buf, off + 5), ByteSlice.wrap(buf, off + 21, 48));
      case QUIT:
        return new Quit();
      case HOST_GAME:
        return game(Channel.HOST_GAME, buf, off, len, baseOffset, ctx);
      case CLIENT_GAME:
        return game(Channel.CLIENT_GAME, buf, off, len, baseOffset, ctx);
      case SOKUROLL_TIME:
      case SOKUROLL_TIME_ACK:
        return new SokurollTime(
            t == PacketType.SOKUROLL_TIME_ACK,
            Bytes.u32le(buf, off + 1),
            Bytes.u32le(buf, off + 5));
      case SOKUROLL_STATE:
        return new SokurollState(
            Bytes.s32le(buf, off + 1),
            Bytes.s32le(buf, off + 5),
            Bytes.s32le(buf, off + 9),
            Bytes.s32le(buf, off + 13),
            Bytes.s32le(buf, off + 17),
            Bytes.s32le(buf, off + 21));
      case SOKUROLL_SETTINGS:
        return new SokurollSettings(buf[off + 1] & 0xFF, buf[off + 2] & 0xFF);
      case SOKUROLL_SETTINGS_ACK:
        return new SokurollSettingsAck();
      default:
        return new ModPacket(t, ByteSlice.wrap(buf, off + 1, len - 1));
    }
  }

  private static InitRequest initRequest(byte[] buf, int off, long base)
      throws ReplayFormatException {
    int req = buf[off + 25] & 0xFF;
    if (req == InitRequest.PLAY) {
      int n = buf[off + 26] & 0xFF;
      // name bytes at 27.., then a NUL: must end inside the 65 bytes
      if (27 + n + 1 > 65) {
        throw ReplayFormatException.invalid(
            FORMAT,
            base + 26,
            "expected a profile name length <= 37 (fits in 65 bytes) but got " + n);
      }
      return new InitRequest(
          ByteSlice.wrap(buf, off + 1, 16),
          ByteSlice.wrap(buf, off + 17, 8),
          req,
          ByteSlice.wrap(buf, off + 27, n),
          ByteSlice.wrap(buf, off + 27 + n, 65 - 27 - n));
    }
    return new InitRequest(
        ByteSlice.wrap(buf, off + 1, 16),
        ByteSlice.wrap(buf, off + 17, 8),
        req,
        ByteSlice.EMPTY,
        ByteSlice.wrap(buf, off + 26, 65 - 26));
  }

  private GamePacket game(Channel ch, byte[] buf, int off, int len, long base, SokuContext ctx)
      throws ReplayFormatException {
    if (len < 2) throw ReplayFormatException.truncated(FORMAT, base + 1, 1, 0);
    int sub = buf[off + 1] & 0xFF;
    GameType g = GameType.of(sub);
    if (g == null) {
      throw ReplayFormatException.invalid(
          FORMAT,
          base + 1,
          "expected a game sub-type (01 02 03 04 05 08 09 0b) but got "
              + Hex.of(new byte[] {(byte) sub}));
    }
    switch (g) {
      case GAME_LOADED:
        if (len != 3) throw sizeError(base, g.name(), 3, len);
        return new GameLoaded(ch, buf[off + 2] & 0xFF);
      case GAME_LOADED_ACK:
        if (len != 3) throw sizeError(base, g.name(), 3, len);
        return new GameLoadedAck(ch, buf[off + 2] & 0xFF);
      case GAME_MATCH_ACK:
        if (len != 2) throw sizeError(base, g.name(), 2, len);
        return new GameMatchAck(ch);
      case GAME_MATCH_REQUEST:
        if (len != 2) throw sizeError(base, g.name(), 2, len);
        return new GameMatchRequest(ch);
      case GAME_REPLAY_REQUEST:
        if (len != 7) throw sizeError(base, g.name(), 7, len);
        return new GameReplayRequest(ch, Bytes.u32le(buf, off + 2), buf[off + 6] & 0xFF);
      case GAME_INPUT:
        {
          if (len < 8) throw ReplayFormatException.truncated(FORMAT, base + len, 8 - len, 0);
          int n = buf[off + 7] & 0xFF;
          if (len != 8 + 2 * n) {
            throw ReplayFormatException.invalid(
                FORMAT,
                base + 7,
                "expected GAME_INPUT of 8 + 2 x "
                    + n
                    + " = "
                    + (8 + 2 * n)
                    + " bytes but got "
                    + len);
          }
          int scene = buf[off + 6] & 0xFF;
          int sokurollWords = 0;
          ContextSource src = ContextSource.DEFAULT;
          if (ctx.sokuroll() != null) {
            src = ctx.source();
            if (ctx.sokuroll() && ch == Channel.HOST_GAME && Scene.of(scene) == Scene.BATTLE)
              sokurollWords = 2;
          }
          if (sokurollWords > n) {
            throw ReplayFormatException.invalid(
                FORMAT, base + 7, "expected at least 2 words (Sokuroll latency) but got " + n);
          }
          return new GameInput(
              ch,
              Bytes.u32le(buf, off + 2),
              scene,
              ByteSlice.wrap(buf, off + 8, 2 * n),
              sokurollWords,
              src);
        }
      case GAME_MATCH:
        return gameMatch(ch, buf, off, len, base, ctx);
      case GAME_REPLAY:
        return gameReplay(ch, buf, off, len, base);
      default:
        throw new AssertionError(g);
    }
  }

  private static GameMatch gameMatch(
      Channel ch, byte[] buf, int off, int len, long base, SokuContext ctx)
      throws ReplayFormatException {
    int p = 2;
    PlayerMatchData host = player(buf, off, len, p, base);
    p += host.size();
    PlayerMatchData client = player(buf, off, len, p, base);
    p += client.size();
    if (len != p + 7) {
      if (len < p + 7) throw ReplayFormatException.truncated(FORMAT, base + len, p + 7 - len, 0);
      throw ReplayFormatException.invalid(
          FORMAT,
          base + p + 7,
          "expected GAME_MATCH to end after " + (p + 7) + " bytes but got " + len);
    }
    MatchForm form;
    ContextSource src;
    if (ctx.toSpectator() != null) {
      form = ctx.toSpectator() ? MatchForm.SPECTATOR : MatchForm.PLAYER;
      src = ctx.source();
    } else {
      // only the spectator form carries both decks (docs/formats/soku.md#game-match)
      form =
          !host.deck().isEmpty() && !client.deck().isEmpty()
              ? MatchForm.SPECTATOR
              : MatchForm.PLAYER;
      src = ContextSource.LAYOUT;
    }
    return new GameMatch(
        ch,
        host,
        client,
        buf[off + p] & 0xFF,
        buf[off + p + 1] & 0xFF,
        Bytes.u32le(buf, off + p + 2),
        buf[off + p + 6] & 0xFF,
        form,
        src);
  }

  private static PlayerMatchData player(byte[] buf, int off, int len, int p, long base)
      throws ReplayFormatException {
    if (len < p + 4) throw ReplayFormatException.truncated(FORMAT, base + len, p + 4 - len, 0);
    int n = buf[off + p + 3] & 0xFF;
    if (n > 255 || len < p + 5 + 2 * n) {
      throw ReplayFormatException.invalid(
          FORMAT,
          base + p + 3,
          "expected deck size "
              + n
              + " to fit in the "
              + len
              + "-byte GAME_MATCH but it needs "
              + (p + 5 + 2 * n));
    }
    List<Integer> deck = new ArrayList<>(n);
    for (int i = 0; i < n; i++) deck.add(Bytes.u16le(buf, off + p + 4 + 2 * i));
    return new PlayerMatchData(
        buf[off + p] & 0xFF,
        buf[off + p + 1] & 0xFF,
        buf[off + p + 2] & 0xFF,
        deck,
        buf[off + p + 4 + 2 * n] & 0xFF);
  }

  private GameReplay gameReplay(Channel ch, byte[] buf, int off, int len, long base)
      throws ReplayFormatException {
    if (len < 3) throw ReplayFormatException.truncated(FORMAT, base + len, 3 - len, 0);
    int z = buf[off + 2] & 0xFF;
    if (z != len - 3) {
      throw ReplayFormatException.invalid(
          FORMAT,
          base + 2,
          "expected compressed_size = packet length - 3 = " + (len - 3) + " but got " + z);
    }
    if (z == lastZLen && Arrays.equals(buf, off + 3, off + 3 + z, lastZ, 0, z)) {
      return new GameReplay(ch, ByteSlice.wrap(buf, off + 3, z), lastData);
    }
    int n;
    if (inflater == null) {
      inflater = new Inflater();
      inflateBuf = new byte[MAX_REPLAY_DATA + 1];
      zIn = ByteBuffer.allocateDirect(256);
      zOut = ByteBuffer.allocateDirect(MAX_REPLAY_DATA + 1);
    }
    inflater.reset();
    zIn.clear();
    zIn.put(buf, off + 3, z).flip();
    zOut.clear();
    inflater.setInput(zIn);
    try {
      // normally one call inflates everything; the output buffer is one byte larger than the
      // largest legal content, so filling it means the stream is too big (a zlib bomb is cut there)
      while (zOut.hasRemaining()) {
        int r = inflater.inflate(zOut);
        if (inflater.finished()
            || (r == 0 && (inflater.needsInput() || inflater.needsDictionary()))) break;
      }
    } catch (DataFormatException e) {
      throw new ReplayFormatException(
          FORMAT,
          base + 3,
          null,
          null,
          "expected a zlib stream but inflating failed: " + e.getMessage(),
          e);
    }
    n = zOut.position();
    zOut.flip();
    zOut.get(inflateBuf, 0, n);
    if (!inflater.finished()) {
      if (n > MAX_REPLAY_DATA) {
        throw ReplayFormatException.limitExceeded(
            FORMAT, base + 3, "inflated GAME_REPLAY size", MAX_REPLAY_DATA, n);
      }
      throw ReplayFormatException.invalid(
          FORMAT,
          base + len,
          "expected a complete zlib stream in "
              + z
              + " bytes but it is cut short"
              + (inflater.needsDictionary() ? " (needs a dictionary)" : ""));
    }
    if (inflater.getRemaining() != 0) {
      throw ReplayFormatException.invalid(
          FORMAT,
          base + len - inflater.getRemaining(),
          "expected the zlib stream to end the packet but "
              + inflater.getRemaining()
              + " byte(s) follow");
    }
    if (n < 10) {
      throw ReplayFormatException.invalid(
          FORMAT, base + 3, "expected at least 10 inflated bytes but got " + n);
    }
    int count = inflateBuf[9] & 0xFF;
    if (n != 10 + 2 * count) {
      throw ReplayFormatException.invalid(
          FORMAT,
          base + 3,
          "expected 10 + 2 x " + count + " = " + (10 + 2 * count) + " inflated bytes but got " + n);
    }
    byte[] data = Arrays.copyOf(inflateBuf, n);
    ReplayData rd =
        new ReplayData(
            Bytes.u32le(data, 0),
            Bytes.u32le(data, 4),
            data[8] & 0xFF,
            ByteSlice.wrap(data, 10, 2 * count));
    System.arraycopy(buf, off + 3, lastZ, 0, z);
    lastZLen = z;
    lastData = rd;
    return new GameReplay(ch, ByteSlice.wrap(buf, off + 3, z), rd);
  }

  private static ReplayFormatException sizeError(long base, String name, int expected, int len) {
    return ReplayFormatException.invalid(
        FORMAT, base, "expected " + name + " of " + expected + " bytes but got " + len);
  }

  private static SockAddr sockAddr(byte[] b, int i) {
    return new SockAddr(
        Bytes.u16le(b, i),
        Bytes.u16be(b, i + 2),
        Bytes.s32be(b, i + 4),
        ByteSlice.wrap(b, i + 8, 8));
  }

  // ------------------------------------------------------------------ encoding

  /** Encodes {@code p} to its datagram bytes. */
  public static byte[] encode(SokuPacket p) {
    Out o = new Out();
    if (p instanceof GamePacket g) {
      o.u8(g.channel().code());
      o.u8(g.gameType().code());
      encodeGame(g, o);
      return o.toByteArray();
    }
    o.u8(p.type().code());
    if (p instanceof Hello h) {
      o.addr(h.peer());
      o.addr(h.target());
      o.u32(h.stuff());
    } else if (p instanceof Punch x) {
      o.addr(x.address());
      o.u32(x.stuff());
    } else if (p instanceof Chain c) {
      o.u32((int) c.spectatorCount());
    } else if (p instanceof InitRequest r) {
      o.slice(r.gameId());
      o.slice(r.opaque());
      o.u8(r.requestType());
      if (r.requestType() == InitRequest.PLAY) {
        o.u8(r.profileName().length());
        o.slice(r.profileName());
      }
      o.slice(r.trailing());
    } else if (p instanceof InitSuccess s) {
      o.slice(s.unknown());
      o.u32((int) s.spectateInfo());
      o.u16(s.dataSize());
      o.slice(s.padding());
      o.slice(s.data());
    } else if (p instanceof InitError e) {
      o.u32((int) e.reason());
    } else if (p instanceof Redirect r) {
      o.u32((int) r.childId());
      o.addr(r.target());
      o.slice(r.stuff());
    } else if (p instanceof SokurollTime t) {
      o.u32s((int) t.sequenceId(), (int) t.timestamp());
    } else if (p instanceof SokurollState s) {
      o.u32s(s.frameId(), s.hostX(), s.hostY(), s.clientX(), s.clientY(), s.stuff());
    } else if (p instanceof SokurollSettings s) {
      o.u8(s.maximumRollback());
      o.u8(s.inputDelay());
    } else if (p instanceof ModPacket m) {
      o.slice(m.body());
    }
    return o.toByteArray();
  }

  private static void encodeGame(GamePacket g, Out o) {
    if (g instanceof GameLoaded l) {
      o.u8(l.scene());
    } else if (g instanceof GameLoadedAck l) {
      o.u8(l.scene());
    } else if (g instanceof GameInput in) {
      o.u32((int) in.frameId());
      o.u8(in.scene());
      o.u8(in.wordCount());
      o.slice(in.words());
    } else if (g instanceof GameMatch m) {
      player(m.host(), o);
      player(m.client(), o);
      o.u8(m.stage());
      o.u8(m.music());
      o.u32((int) m.randomSeed());
      o.u8(m.matchId());
    } else if (g instanceof GameReplay r) {
      o.u8(r.compressed().length());
      o.slice(r.compressed());
    } else if (g instanceof GameReplayRequest r) {
      o.u32((int) r.frameId());
      o.u8(r.matchId());
    }
  }

  private static void player(PlayerMatchData d, Out o) {
    o.u8(d.character());
    o.u8(d.skin());
    o.u8(d.deckId());
    o.u8(d.deck().size());
    for (int c : d.deck()) o.u16(c);
    o.u8(d.disabledSimultaneousButtons());
  }

  /** The uncompressed bytes of {@code d}. */
  public static byte[] encodeReplayData(ReplayData d) {
    Out o = new Out();
    o.u32((int) d.frameId());
    o.u32((int) d.endFrameId());
    o.u8(d.matchId());
    o.u8(d.count());
    o.slice(d.words());
    return o.toByteArray();
  }

  /**
   * A GAME_REPLAY packet record for {@code d}, compressed with zlib at the default level.
   *
   * @throws IllegalArgumentException when the compressed form exceeds the 255-byte size field
   */
  public static GameReplay gameReplay(Channel ch, ReplayData d) {
    if (d.count() > 255)
      throw new IllegalArgumentException("at most 255 words per GAME_REPLAY, got " + d.count());
    byte[] raw = encodeReplayData(d);
    Deflater def = new Deflater(Deflater.DEFAULT_COMPRESSION);
    try {
      def.setInput(raw);
      def.finish();
      byte[] out = new byte[raw.length + 64];
      int n = 0;
      while (!def.finished()) n += def.deflate(out, n, out.length - n);
      if (n > 255)
        throw new IllegalArgumentException("compressed GAME_REPLAY exceeds 255 bytes: " + n);
      byte[] copy = Arrays.copyOf(raw, raw.length);
      return new GameReplay(
          ch,
          ByteSlice.copyOf(out, 0, n),
          new ReplayData(
              d.frameId(), d.endFrameId(), d.matchId(), ByteSlice.wrap(copy, 10, 2 * d.count())));
    } finally {
      def.end();
    }
  }

  /** Ends the inflater. */
  @Override
  public void close() {
    if (!closed) {
      closed = true;
      if (inflater != null) inflater.end();
    }
  }

  /** Little-endian growable output. */
  static final class Out extends ByteArrayOutputStream {
    Out() {
      this(64);
    }

    Out(int size) {
      super(size);
    }

    void u8(int v) {
      write(v);
    }

    void u16(int v) {
      write(v);
      write(v >>> 8);
    }

    void u32(int v) {
      write(v);
      write(v >>> 8);
      write(v >>> 16);
      write(v >>> 24);
    }

    /** Consecutive u32 fields. */
    void u32s(int... vs) {
      for (int v : vs) u32(v);
    }

    void slice(ByteSlice s) {
      byte[] a = s.toArray();
      write(a, 0, a.length);
    }

    void addr(SockAddr a) {
      u16(a.family());
      write(a.port() >>> 8);
      write(a.port());
      write(a.address() >>> 24);
      write(a.address() >>> 16);
      write(a.address() >>> 8);
      write(a.address());
      slice(a.padding());
    }
  }
}
