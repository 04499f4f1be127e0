package org.replays4j.soku;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;

/** Reads and writes {@link RepFile}s. Stateless and thread-safe. */
public final class RepCodec {
  private static final String F = SokuDecoder.FORMAT;

  /** Decks longer than this are rejected as corrupt (vanilla decks have 20 cards). */
  public static final int MAX_DECK = 255;

  private RepCodec() {}

  /**
   * True when {@code head} looks like a .rep file (version word, mode, match count, characters,
   * deck count).
   */
  public static boolean looksLikeRep(byte[] head) {
    if (head.length < 0x18) return false;
    if (SokuVersion.repVersionName(Bytes.u16le(head, 0)) == null) return false;
    int mode = Bytes.u8(head, 8);
    int matches = Bytes.u8(head, 0x0B);
    int c1 = Bytes.u8(head, 0x0E);
    long deck = Bytes.u32le(head, 0x10);
    return mode <= 6 && matches >= 1 && matches <= 127 && c1 < 36 && deck <= 20;
  }

  /** Reads a .rep file (strict: a cut file fails). */
  public static RepFile read(byte[] file, DecodeLimits limits) throws ReplayFormatException {
    return read(file, limits, false);
  }

  /**
   * Reads a .rep file. The header ends with the input word count; a file cut after it is damage:
   * strict, it fails; in salvage mode the result holds the complete frames (host and client word)
   * before the cut and the damage ({@link RepFile#damage()}), and no trailing bytes. A cut header,
   * an unsupported version and an exceeded limit fail in both modes.
   */
  public static RepFile read(byte[] file, DecodeLimits limits, boolean salvage)
      throws ReplayFormatException {
    ByteReader r = new ByteReader(F, file, 0, file.length, 0);
    int version = r.readU16le();
    if (SokuVersion.repVersionName(version) == null) {
      throw ReplayFormatException.unsupported(
          F,
          0,
          "expected a .rep version word 0xD2 (1.10) or 200..203 but got 0x"
              + Integer.toHexString(version));
    }
    ByteSlice u02 = r.readSlice(6);
    int mode = r.readU8();
    ByteSlice u09 = r.readSlice(2);
    int matchCount = r.readU8();
    ByteSlice u0c = r.readSlice(2);
    RepPlayer p1 = player(r);
    RepPlayer p2 = player(r);
    int mu = r.readU8();
    int stage = r.readU8();
    int music = r.readU8();
    long seed = r.readU32le();
    long pos = r.position();
    long w = r.readU32le();
    limits.checkElements(F, pos, "input word count", w);
    Damage damage = null;
    long have = w;
    if (w * 2 > r.remaining()) {
      ReplayFormatException cut =
          ReplayFormatException.truncated(F, r.position(), w * 2, r.remaining());
      if (!salvage) throw cut;
      have = r.remaining() / 4 * 2; // whole frames: a host word and a client word each
      // the first frame not read whole: everything before it is delivered
      damage =
          Damage.of(
              ReplayFormatException.truncated(
                  F, r.position() + have * 2, (w - have) * 2, r.remaining() - have * 2));
    }
    short[] words = new short[(int) have];
    for (int i = 0; i < have; i++) words[i] = r.readS16le();
    ByteSlice trailing = damage != null ? ByteSlice.EMPTY : r.readSlice(r.remaining());
    return new RepFile(
        version,
        u02,
        mode,
        u09,
        matchCount,
        u0c,
        p1,
        p2,
        mu,
        stage,
        music,
        seed,
        InputWords.copyOf(words, words.length),
        trailing,
        damage);
  }

  private static RepPlayer player(ByteReader r) throws ReplayFormatException {
    int ch = r.readU8();
    int pal = r.readU8();
    long pos = r.position();
    long n = r.readU32le();
    if (n > MAX_DECK)
      throw ReplayFormatException.limitExceeded(F, pos, "deck card count", MAX_DECK, n);
    List<Integer> deck = new ArrayList<>((int) n);
    for (int i = 0; i < n; i++) deck.add(r.readU16le());
    return new RepPlayer(ch, pal, deck, r.readU8(), r.readU8(), r.readU8());
  }

  /** The bytes of {@code f}. */
  public static byte[] write(RepFile f) {
    SokuPacketCodec.Out o = new SokuPacketCodec.Out(0x80 + 2 * f.inputs().size());
    o.u16(f.version());
    o.slice(f.unknown02());
    o.u8(f.mode());
    o.slice(f.unknown09());
    o.u8(f.matchCount());
    o.slice(f.unknown0C());
    player(o, f.player1());
    player(o, f.player2());
    o.u8(f.matchUnknown());
    o.u8(f.stage());
    o.u8(f.music());
    o.u32((int) f.randomSeed());
    o.u32(f.inputs().size());
    for (int i = 0; i < f.inputs().size(); i++) o.u16(f.inputs().get(i));
    o.slice(f.trailing());
    return o.toByteArray();
  }

  private static void player(SokuPacketCodec.Out o, RepPlayer p) {
    o.u8(p.character());
    o.u8(p.palette());
    o.u32(p.deck().size());
    for (int c : p.deck()) o.u16(c);
    o.u8(p.side());
    o.u8(p.unknown());
    o.u8(p.disabledSimultaneousButtons());
  }
}
