package org.replays4j.soku;

import java.io.ByteArrayOutputStream;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;

/** Reads and writes {@link RepFile}s. Stateless and thread-safe. */
public final class RepCodec {
  private static final String F = SokuDecoder.FORMAT;
  /** Decks longer than this are rejected as corrupt (vanilla decks have 20 cards). */
  public static final int MAX_DECK = 255;

  private RepCodec() {}

  /** True when {@code head} looks like a .rep file (version word, mode, match count, characters, deck count). */
  public static boolean looksLikeRep(byte[] head) {
    if (head.length < 0x18) return false;
    int version = (head[0] & 0xFF) | (head[1] & 0xFF) << 8;
    if (SokuVersion.repVersionName(version) == null) return false;
    int mode = head[8] & 0xFF;
    int matches = head[0x0B] & 0xFF;
    int c1 = head[0x0E] & 0xFF;
    long deck = (head[0x10] & 0xFF) | (head[0x11] & 0xFF) << 8 | (head[0x12] & 0xFF) << 16 | (long) (head[0x13] & 0xFF) << 24;
    return mode <= 6 && matches >= 1 && matches <= 127 && c1 < 36 && deck <= 20;
  }

  /** Reads a .rep file. */
  public static RepFile read(byte[] file, DecodeLimits limits) throws ReplayFormatException {
    ByteReader r = new ByteReader(F, file, 0, file.length, 0);
    int version = r.readU16le();
    if (SokuVersion.repVersionName(version) == null) {
      throw ReplayFormatException.invalid(F, 0, "expected a .rep version word 0xD2 (1.10) or 200..203 but got 0x"
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
    DecodeLimits.check(F, pos, "input word count", limits.maxElements(), w);
    if (w * 2 > r.remaining()) throw ReplayFormatException.truncated(F, r.position(), w * 2, r.remaining());
    short[] words = new short[(int) w];
    for (int i = 0; i < w; i++) words[i] = r.readS16le();
    ByteSlice trailing = r.readSlice(r.remaining());
    return new RepFile(version, u02, mode, u09, matchCount, u0c, p1, p2, mu, stage, music, seed,
        InputWords.copyOf(words, words.length), trailing);
  }

  private static RepPlayer player(ByteReader r) throws ReplayFormatException {
    int ch = r.readU8();
    int pal = r.readU8();
    long pos = r.position();
    long n = r.readU32le();
    if (n > MAX_DECK) throw ReplayFormatException.limitExceeded(F, pos, "deck card count", MAX_DECK, n);
    List<Integer> deck = new ArrayList<>((int) n);
    for (int i = 0; i < n; i++) deck.add(r.readU16le());
    return new RepPlayer(ch, pal, deck, r.readU8(), r.readU8(), r.readU8());
  }

  /** The bytes of {@code f}. */
  public static byte[] write(RepFile f) {
    ByteArrayOutputStream o = new ByteArrayOutputStream(0x80 + 2 * f.inputs().size());
    u16(o, f.version());
    bytes(o, f.unknown02());
    o.write(f.mode());
    bytes(o, f.unknown09());
    o.write(f.matchCount());
    bytes(o, f.unknown0C());
    player(o, f.player1());
    player(o, f.player2());
    o.write(f.matchUnknown());
    o.write(f.stage());
    o.write(f.music());
    u32(o, (int) f.randomSeed());
    u32(o, f.inputs().size());
    for (int i = 0; i < f.inputs().size(); i++) u16(o, f.inputs().get(i));
    bytes(o, f.trailing());
    return o.toByteArray();
  }

  private static void player(ByteArrayOutputStream o, RepPlayer p) {
    o.write(p.character());
    o.write(p.palette());
    u32(o, p.deck().size());
    for (int c : p.deck()) u16(o, c);
    o.write(p.side());
    o.write(p.unknown());
    o.write(p.disabledSimultaneousButtons());
  }

  private static void bytes(ByteArrayOutputStream o, ByteSlice s) {
    byte[] a = s.toArray();
    o.write(a, 0, a.length);
  }

  private static void u16(ByteArrayOutputStream o, int v) {
    o.write(v);
    o.write(v >>> 8);
  }

  private static void u32(ByteArrayOutputStream o, int v) {
    u16(o, v);
    u16(o, v >>> 16);
  }
}
