package org.replays4j.teehistorian;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.StreamByteReader;
import org.replays4j.core.io.TwVarInt;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.AuthInit;
import org.replays4j.teehistorian.record.AuthLogin;
import org.replays4j.teehistorian.record.AuthLogout;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.DdnetVersion;
import org.replays4j.teehistorian.record.DdnetVersionOld;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.ExTest;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.JoinVer6;
import org.replays4j.teehistorian.record.JoinVer7;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerReady;
import org.replays4j.teehistorian.record.PlayerRejoin;
import org.replays4j.teehistorian.record.PlayerSwap;
import org.replays4j.teehistorian.record.PlayerTeam;
import org.replays4j.teehistorian.record.TeamFinish;
import org.replays4j.teehistorian.record.TeamLoadFailure;
import org.replays4j.teehistorian.record.TeamLoadSuccess;
import org.replays4j.teehistorian.record.TeamPractice;
import org.replays4j.teehistorian.record.TeamSaveFailure;
import org.replays4j.teehistorian.record.TeamSaveSuccess;
import org.replays4j.teehistorian.record.TeehistorianUuids;
import org.replays4j.teehistorian.record.TickSkip;
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * The wire layer: reads the header and the messages (docs/formats/teehistorian.md#messages) and
 * hands each to the visitor chain as its raw record, with {@link #eventOffset()} at the message's
 * first byte. It checks what the wire defines (message ids, client ids, sizes against the {@link
 * DecodeLimits}, a tick clock below 2^31) and counts messages in the {@link Tally}; it keeps no
 * player state (that is {@link Reconstruction}, the head of the chain).
 *
 * <p>Bytes: one {@code byte[]} window read with {@link TwVarInt#readAt} — the caller's array range,
 * or the window of a {@link StreamByteReader} ({@code fillAvailable}/{@code buffer}/{@code
 * consume}), refilled between reads, so memory stays bounded whatever the stream's length and both
 * inputs run the same code. A read that runs past the end of the input sets {@link #hitEnd} before
 * throwing, which tells a missing tail (tolerated) from corrupt data. One decode; not thread-safe.
 */
final class TeehistorianReader implements EventCursor {
  static final String FORMAT = "teehistorian";
  private static final int MAX_CID = TeehistorianVersion.MAX_CLIENTS - 1;

  private final DecodeLimits limits;

  /** The head of the visitor chain (a final class: calls bind statically). */
  private final Reconstruction v;

  private final Tally tally;
  private final long[] counts;

  /** The stream, or {@code null} for an array range. */
  private final StreamByteReader in;

  // The window: b[p, lim) are the unread bytes, b[i] is at absolute offset base + i.
  private byte[] b;
  private int p;
  private int lim;
  private long base;

  /** True when no byte follows {@code lim} (always for an array). */
  private boolean eof;

  /** True once a read failed because the input ended. */
  private boolean hitEnd;

  /** Offset of the message being delivered. */
  private long at;

  // The wire clock, only to reject ticks at or above 2^31 (docs/formats/teehistorian.md#ticks).
  private int tick;
  private int lastCid = Integer.MAX_VALUE;

  /** The 10 ints of an input message. */
  private final int[] fields = new int[PlayerInput.SIZE];

  /**
   * Result of {@link #raw(int)} / {@link #scanNul(int, String)}: {@code rawArr[rawOff,
   * rawOff+rawLen)}.
   */
  private byte[] rawArr;

  private int rawOff;
  private int rawLen;

  /** Over {@code a[off, off+len)}; offsets are relative to {@code off}. */
  TeehistorianReader(
      byte[] a, int off, int len, DecodeLimits limits, Reconstruction v, Tally tally) {
    this(null, limits, v, tally);
    this.b = a;
    this.p = off;
    this.lim = off + len;
    this.base = -off;
    this.eof = true;
  }

  /** Over a stream, through a window of {@link DecodeLimits#streamWindowBytes()}. */
  TeehistorianReader(StreamByteReader in, DecodeLimits limits, Reconstruction v, Tally tally) {
    this.in = in;
    this.limits = limits;
    this.v = v;
    this.tally = tally;
    this.counts = tally.baseCounts;
    this.b = new byte[0];
  }

  @Override
  public long eventOffset() {
    return at;
  }

  private long offset() {
    return base + p;
  }

  /**
   * Reads the header and every message up to FINISH or the end of the input, then records in the
   * tally how the recording ended. A truncated last message is tolerated unless {@code strict}. In
   * {@code salvage} mode any damage after the header ({@link
   * org.replays4j.core.error.Damage#salvageable}) ends the messages instead of failing, and is
   * returned: the caller reports it.
   *
   * @return the damage that ended the messages in salvage mode, else null
   */
  ReplayFormatException read(boolean strict, boolean salvage) throws IOException {
    at = 0;
    v.visitHeader(readHeader());
    boolean finished = false;
    boolean truncated = false;
    boolean trailing = false;
    long msgStart = offset();
    long truncatedBytes = 0;
    ReplayFormatException damage = null;
    try {
      while (true) {
        msgStart = at = offset();
        if (atEnd()) break;
        if (message()) {
          finished = true;
          msgStart = offset();
          trailing = !atEnd();
          break;
        }
      }
    } catch (ReplayFormatException e) {
      boolean salvaged = salvage && Damage.salvageable(e);
      if (!salvaged && (!hitEnd || strict)) throw e;
      if (salvaged) damage = e;
      if (hitEnd) {
        truncated = true;
        truncatedBytes = e.offset() - msgStart;
      }
    }
    at = -1;
    tally.ended(finished, truncated, msgStart, truncatedBytes, trailing);
    return damage;
  }

  // ---- the window ----

  /** Moves the window on: the unread bytes to its start, then as many new bytes as fit. */
  private void refill() throws IOException {
    if (eof) return;
    in.consume(p - in.bufferIndex());
    int avail;
    try {
      avail = in.fillAvailable();
    } catch (StreamByteReader.StreamIOException e) {
      throw e.getCause();
    } catch (RuntimeException e) {
      // Some decompressors signal corrupt input with unchecked exceptions.
      throw ReplayFormatException.invalid(
          FORMAT, base + lim, "expected a readable input stream but the decompressor failed: " + e);
    }
    b = in.buffer();
    p = in.bufferIndex();
    lim = p + avail;
    base = in.position() - p;
    eof = avail < in.window();
  }

  /** Makes {@code n} (at most the window) bytes available if the input has them. */
  private boolean ensure(int n) throws IOException {
    if (lim - p < n) refill();
    return lim - p >= n;
  }

  private boolean atEnd() throws IOException {
    return p >= lim && !ensure(1);
  }

  private ReplayFormatException end(long missingAt, long needed) {
    hitEnd = true;
    return ReplayFormatException.truncated(FORMAT, missingAt, needed, 0);
  }

  /** One varint (docs/formats/teehistorian.md#varint). */
  private int varint() throws IOException {
    int q = p;
    if (lim - q < TwVarInt.MAX_BYTES) return varintNearEnd();
    // The hot path, decoded in place: the window holds all 5 bytes a varint may use, so no byte
    // needs a bounds check. Same decoding as TwVarInt (docs/formats/teehistorian.md#varint); its
    // packed (value, length) result costs this loop about 40% (measured), so only the window's
    // last bytes go through TwVarInt.readAt.
    final byte[] a = b;
    int first = a[q++];
    int v = first & 0x3F;
    if (first < 0) {
      int x = a[q++];
      v |= (x & 0x7F) << 6;
      if (x < 0) {
        x = a[q++];
        v |= (x & 0x7F) << 13;
        if (x < 0) {
          x = a[q++];
          v |= (x & 0x7F) << 20;
          if (x < 0) {
            x = a[q++];
            v |= (x & 0x0F) << 27;
          }
        }
      }
    }
    p = q;
    return v ^ -((first >>> 6) & 1);
  }

  /** Fewer than 5 bytes left in the window: refill first, then read up to the end of the input. */
  private int varintNearEnd() throws IOException {
    refill();
    long r = TwVarInt.readAt(b, p, lim);
    int n = TwVarInt.length(r);
    if (n == 0) throw end(base + lim, 1);
    p += n;
    return TwVarInt.value(r);
  }

  private UUID uuid() throws IOException {
    if (!ensure(16)) throw end(base + lim, 16 - (lim - p));
    UUID u = TeehistorianUuids.fromBytes(b, p);
    p += 16;
    return u;
  }

  /** {@code n} raw bytes (0 ≤ n, already checked against the limits) into {@link #rawArr}. */
  private void raw(int n) throws IOException {
    if (lim - p >= n || ((in == null || n <= in.window()) && ensure(n))) {
      rawArr = b;
      rawOff = p;
      rawLen = n;
      p += n;
      return;
    }
    if (in == null || n <= in.window()) throw end(base + lim, n - (lim - p));
    // Larger than the window: copy out, growing as bytes actually arrive.
    byte[] out = new byte[in.window()];
    int got = 0;
    while (got < n) {
      if (p == lim) {
        refill();
        if (p == lim) throw end(base + lim, n - got);
      }
      int step = Math.min(n - got, lim - p);
      if (got + step > out.length)
        out = Arrays.copyOf(out, (int) Math.min(n, Math.max(2L * out.length, got + step)));
      System.arraycopy(b, p, out, got, step);
      p += step;
      got += step;
    }
    rawArr = out;
    rawOff = 0;
    rawLen = n;
  }

  private ByteSlice rawSlice() {
    return rawLen == 0 ? ByteSlice.EMPTY : ByteSlice.wrap(rawArr, rawOff, rawLen);
  }

  /** Bytes up to a NUL (consumed, not included) into {@link #rawArr}; at most {@code max} bytes. */
  private void scanNul(int max, String what) throws IOException {
    long start = offset();
    int from = p;
    byte[] acc = null;
    int accLen = 0;
    while (true) {
      final byte[] a = b;
      for (int i = from, l = lim; i < l; i++) {
        if (a[i] == 0) {
          int len = i - p;
          if ((long) accLen + len > max) {
            throw ReplayFormatException.limitExceeded(
                FORMAT, start, what + " length", max, (long) accLen + len);
          }
          if (acc == null) {
            rawArr = a;
            rawOff = p;
          } else {
            acc = grow(acc, accLen + len);
            System.arraycopy(a, p, acc, accLen, len);
            rawArr = acc;
            rawOff = 0;
          }
          rawLen = accLen + len;
          p = i + 1;
          return;
        }
      }
      int have = lim - p;
      if ((long) accLen + have > max) {
        throw ReplayFormatException.limitExceeded(
            FORMAT, start, what + " length", max, (long) accLen + have);
      }
      if (eof) throw end(base + lim, 1);
      if (have >= in.window()) {
        // The string fills the window: keep it aside and let the window move on.
        acc = grow(acc == null ? new byte[Math.min(max, 2 * have)] : acc, accLen + have);
        System.arraycopy(b, p, acc, accLen, have);
        accLen += have;
        p = lim;
        have = 0;
      }
      refill();
      from = p + have;
    }
  }

  private static byte[] grow(byte[] a, int need) {
    if (a.length >= need) return a;
    return Arrays.copyOf(a, Math.max(need, (int) Math.min(Integer.MAX_VALUE - 8, 2L * a.length)));
  }

  /** A NUL-terminated UTF-8 string (malformed bytes become U+FFFD). */
  private String str(int max, String what) throws IOException {
    scanNul(max, what);
    return rawLen == 0 ? "" : new String(rawArr, rawOff, rawLen, StandardCharsets.UTF_8);
  }

  // ---- header and messages ----

  private Header readHeader() throws IOException {
    if (!ensure(16)) {
      throw ReplayFormatException.badMagic(
          FORMAT, 0, TeehistorianUuids.magicBytes(), Arrays.copyOfRange(b, p, lim));
    }
    if (!TeehistorianUuids.isMagic(b, p)) {
      throw ReplayFormatException.badMagic(
          FORMAT, offset(), TeehistorianUuids.magicBytes(), Arrays.copyOfRange(b, p, p + 16));
    }
    long start = offset();
    p += 16;
    long jsonOffset = offset();
    try {
      scanNul(limits.maxEventBytes(), "header JSON");
    } catch (ReplayFormatException e) {
      if (hitEnd) {
        throw new ReplayFormatException(
            FORMAT,
            e.offset(),
            null,
            "header",
            "expected the header JSON to end with a NUL byte but the input ended (truncated header)",
            e);
      }
      throw e;
    }
    int size = (int) (offset() - start);
    return HeaderParser.parse(rawArr, rawOff, rawLen, jsonOffset, size, limits.maxDepth());
  }

  /** Reads one message and delivers it; returns true for FINISH. */
  private boolean message() throws IOException {
    int id = varint();
    if (id >= 0) {
      int cid = checkCid(id, "PLAYER_DIFF");
      int dx = varint();
      int dy = varint();
      counts[0]++;
      playerRecord(cid);
      v.visitPlayerDiff(new PlayerDiff(cid, dx, dy));
      return false;
    }
    if (id == -5 || id == -6) {
      boolean isNew = id == -6;
      int cid = checkCid(varint(), isNew ? "INPUT_NEW" : "INPUT_DIFF");
      final int[] t = fields;
      for (int i = 0; i < PlayerInput.SIZE; i++) t[i] = varint();
      PlayerInput read = PlayerInput.of(t, 0);
      if (isNew) {
        counts[6]++;
        v.visitInputNew(new InputNew(cid, read));
      } else {
        counts[5]++;
        v.visitInputDiff(new InputDiff(cid, read));
      }
      return false;
    }
    switch (id) {
      case -1 -> { // FINISH
        counts[1]++;
        v.visitFinish();
        return true;
      }
      case -2 -> { // TICK_SKIP
        int dt = varint();
        if (dt < 0)
          throw ReplayFormatException.invalid(
              FORMAT, at, "expected TICK_SKIP dt >= 0 but got " + dt);
        if (dt >= Integer.MAX_VALUE - tick) {
          throw ReplayFormatException.invalid(
              FORMAT,
              at,
              "expected a tick below 2^31 but TICK_SKIP dt "
                  + dt
                  + " after tick "
                  + tick
                  + " overflows");
        }
        counts[2]++;
        tick += dt + 1;
        lastCid = -1;
        v.visitTickSkip(new TickSkip(dt));
      }
      case -3 -> { // PLAYER_NEW
        int cid = checkCid(varint(), "PLAYER_NEW");
        int x = varint();
        int y = varint();
        counts[3]++;
        playerRecord(cid);
        v.visitPlayerNew(new PlayerNew(cid, x, y));
      }
      case -4 -> { // PLAYER_OLD
        int cid = checkCid(varint(), "PLAYER_OLD");
        counts[4]++;
        playerRecord(cid);
        v.visitPlayerOld(new PlayerOld(cid));
      }
      case -7 -> { // MESSAGE
        int cid = varint();
        int size = varint();
        checkSize(size, "MESSAGE size");
        raw(size);
        counts[7]++;
        v.visitMessage(new Message(cid, rawSlice()));
      }
      case -8 -> { // JOIN
        int cid = checkCid(varint(), "JOIN");
        counts[8]++;
        v.visitJoin(new Join(cid));
      }
      case -9 -> { // DROP
        int cid = checkCid(varint(), "DROP");
        String reason = str(limits.maxStringBytes(), "DROP reason");
        counts[9]++;
        v.visitDrop(new Drop(cid, reason));
      }
      case -10 -> { // CONSOLE_COMMAND
        int cid = varint();
        int flags = varint();
        String cmd = str(limits.maxStringBytes(), "CONSOLE_COMMAND command");
        int argc = varint();
        limits.checkElements(FORMAT, at, "CONSOLE_COMMAND argument count", argc);
        List<String> args = new ArrayList<>(Math.min(argc, 16));
        long total = 0;
        for (int i = 0; i < argc; i++) {
          String a = str(limits.maxStringBytes(), "CONSOLE_COMMAND argument");
          total += rawLen + 1;
          limits.checkEventBytes(FORMAT, at, "CONSOLE_COMMAND size", total);
          args.add(a);
        }
        counts[10]++;
        v.visitConsoleCommand(new ConsoleCommand(cid, flags, cmd, args));
      }
      case -11 -> { // EX
        UUID uuid = uuid();
        int size = varint();
        checkSize(size, "EX size");
        raw(size);
        ex(uuid);
      }
      default ->
          throw ReplayFormatException.invalid(
              FORMAT,
              at,
              "expected a message id in -11..127 (teehistorian has no length for other ids, so the rest "
                  + "cannot be read) but got "
                  + id);
    }
    return false;
  }

  /**
   * PLAYER_DIFF/NEW/OLD move the wire clock: a cid not above the previous one starts a new tick.
   */
  private void playerRecord(int cid) throws ReplayFormatException {
    if (cid <= lastCid) {
      if (tick == Integer.MAX_VALUE) {
        throw ReplayFormatException.invalid(
            FORMAT, offset(), "expected a tick below 2^31 but the implicit tick overflows");
      }
      tick++;
    }
    lastCid = cid;
  }

  private void ex(UUID uuid) throws IOException {
    ExType type = ExType.of(uuid);
    if (type == null) {
      tally.unknownEx(uuid);
      // visitUnknown's payload: the 16 UUID bytes, then the data (rare: copied together).
      byte[] payload = new byte[16 + rawLen];
      System.arraycopy(TeehistorianUuids.toBytes(uuid), 0, payload, 0, 16);
      System.arraycopy(rawArr, rawOff, payload, 16, rawLen);
      v.visitUnknown(UnknownEx.CODE, ByteSlice.wrap(payload));
      return;
    }
    tally.exCounts[type.ordinal()]++;
    ByteReader r = new ByteReader(FORMAT, rawArr, rawOff, rawLen, offset() - rawLen);
    ExMessage m;
    try {
      m = exPayload(type, r);
    } catch (ReplayFormatException e) {
      throw new ReplayFormatException(
          FORMAT,
          e.offset(),
          null,
          "EX " + type.uuidName(),
          "expected a complete "
              + type.countName()
              + " payload in its "
              + rawLen
              + " byte(s) but got: "
              + e.detail(),
          e);
    }
    v.visitEx(m);
  }

  /** The payload of an EX message (Java evaluates the constructor arguments left to right). */
  private ExMessage exPayload(ExType type, ByteReader r) throws ReplayFormatException {
    int max = limits.maxStringBytes();
    return switch (type) {
      case TEST -> new ExTest();
      case DDNETVER_OLD -> new DdnetVersionOld(r.readTwVarInt(), r.readTwVarInt());
      case DDNETVER ->
          new DdnetVersion(
              r.readTwVarInt(), uuid(r), r.readTwVarInt(), str(r, max, "DDNETVER version string"));
      case AUTH_INIT ->
          new AuthInit(r.readTwVarInt(), r.readTwVarInt(), str(r, max, "AUTH_INIT name"));
      case AUTH_LOGIN ->
          new AuthLogin(r.readTwVarInt(), r.readTwVarInt(), str(r, max, "AUTH_LOGIN name"));
      case AUTH_LOGOUT -> new AuthLogout(r.readTwVarInt());
      case JOINVER6 -> new JoinVer6(r.readTwVarInt());
      case JOINVER7 -> new JoinVer7(r.readTwVarInt());
      case TEAM_SAVE_SUCCESS ->
          new TeamSaveSuccess(r.readTwVarInt(), uuid(r), str(r, max, "SAVE_SUCCESS save"));
      case TEAM_SAVE_FAILURE -> new TeamSaveFailure(r.readTwVarInt());
      case TEAM_LOAD_SUCCESS ->
          new TeamLoadSuccess(r.readTwVarInt(), uuid(r), str(r, max, "LOAD_SUCCESS save"));
      case TEAM_LOAD_FAILURE -> new TeamLoadFailure(r.readTwVarInt());
      case PLAYER_TEAM -> new PlayerTeam(r.readTwVarInt(), r.readTwVarInt());
      case TEAM_PRACTICE -> new TeamPractice(r.readTwVarInt(), r.readTwVarInt());
      case PLAYER_READY -> new PlayerReady(r.readTwVarInt());
      case PLAYER_SWAP -> new PlayerSwap(r.readTwVarInt(), r.readTwVarInt());
      case PLAYER_REJOIN -> new PlayerRejoin(r.readTwVarInt());
      case ANTIBOT -> new Antibot(rawSlice());
      case PLAYER_NAME -> new PlayerName(r.readTwVarInt(), str(r, max, "PLAYER_NAME name"));
      case PLAYER_FINISH -> new PlayerFinish(r.readTwVarInt(), r.readTwVarInt());
      case TEAM_FINISH -> new TeamFinish(r.readTwVarInt(), r.readTwVarInt());
    };
  }

  /** 16 bytes of an EX payload as a UUID. */
  private static UUID uuid(ByteReader r) throws ReplayFormatException {
    if (!r.has(16))
      throw ReplayFormatException.truncated(
          FORMAT, r.position() + r.remaining(), 16 - r.remaining(), 0);
    UUID u = TeehistorianUuids.fromBytes(r.array(), r.arrayIndex());
    r.skip(16);
    return u;
  }

  /** A NUL-terminated UTF-8 string inside an EX payload. */
  private static String str(ByteReader r, int max, String what) throws ReplayFormatException {
    byte[] a = r.array();
    int from = r.arrayIndex();
    int end = from;
    int l = r.arrayLimit();
    while (end < l && a[end] != 0) end++;
    if (end - from > max)
      throw ReplayFormatException.limitExceeded(
          FORMAT, r.position(), what + " length", max, end - from);
    if (end == l) throw ReplayFormatException.truncated(FORMAT, r.position() + (l - from), 1, 0);
    String s = new String(a, from, end - from, StandardCharsets.UTF_8);
    r.skip(end - from + 1L);
    return s;
  }

  private int checkCid(int cid, String what) throws ReplayFormatException {
    if (cid < 0 || cid > MAX_CID) {
      throw ReplayFormatException.invalid(
          FORMAT, at, "expected a " + what + " client id in 0.." + MAX_CID + " but got " + cid);
    }
    return cid;
  }

  private void checkSize(int size, String what) throws ReplayFormatException {
    if (size < 0 || size > limits.maxEventBytes()) limits.checkEventBytes(FORMAT, at, what, size);
  }
}
