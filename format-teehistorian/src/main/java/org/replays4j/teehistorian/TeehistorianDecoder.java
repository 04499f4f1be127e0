package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.OptionalInt;
import java.util.UUID;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.AuthInit;
import org.replays4j.teehistorian.record.AuthLogin;
import org.replays4j.teehistorian.record.AuthLogout;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.DdnetVersion;
import org.replays4j.teehistorian.record.DdnetVersionOld;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.ExTest;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.JoinVer6;
import org.replays4j.teehistorian.record.JoinVer7;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerFinish;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
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
import org.replays4j.teehistorian.record.TickSkip;

/**
 * Decodes a teehistorian recording and drives a {@link TeehistorianVisitor}.
 *
 * <pre>{@code
 * End end = TeehistorianDecoder.create().decode(bytes, new TeehistorianVisitor() {
 *   public void visitPlayerPosition(PlayerPosition p) { ... }
 * });
 * }</pre>
 *
 * <p>Inputs: a byte array or buffer (fastest) or an {@link InputStream} of any length, read through a
 * window of {@link DecodeLimits#streamWindowBytes()} bytes (memory does not grow with the file).
 * Compressed files are unwrapped by {@code org.replays4j.core.ReplaySource#openStream(org.replays4j.core.error.DecodeLimits)}.
 *
 * <p>Tolerated (flagged in {@link End#warnings()}, all complete messages delivered): no FINISH, a
 * truncated last message (servers before DDNet 18.8), clients active without JOIN (after a map
 * change), diffs without a base. Everything else that breaks the format — wrong magic, bad header,
 * an unknown message id (it has no length, so decoding cannot continue), out-of-range client ids,
 * sizes above the {@link DecodeLimits} — is a {@link ReplayFormatException} with the offset.
 *
 * <p>Instances are immutable and thread-safe; each {@code decode} call is independent.
 */
public final class TeehistorianDecoder {
  /** Format id used in errors. */
  public static final String FORMAT = Cursor.FORMAT;

  /** Which event families the visitor receives. */
  public enum Events {
    /** Only the raw messages (fastest). */
    RAW,
    /** Only reconstructed ticks, positions, inputs, joins and leaves. */
    RECONSTRUCTED,
    /** Both, each reconstructed event right after its raw message. */
    BOTH
  }

  private static final int MAX_CID = TeehistorianVersion.MAX_CLIENTS - 1;
  /** Distinct unknown EX UUIDs counted separately; the rest are counted as {@code Ex:other}. */
  private static final int MAX_UNKNOWN_KINDS = 1024;

  private final DecodeLimits limits;
  private final Events events;
  private final boolean strict;

  private TeehistorianDecoder(DecodeLimits limits, Events events, boolean strict) {
    this.limits = Objects.requireNonNull(limits, "limits");
    this.events = Objects.requireNonNull(events, "events");
    this.strict = strict;
  }

  /** Default limits, {@link Events#BOTH}, tolerant of a truncated tail. */
  public static TeehistorianDecoder create() {
    return new TeehistorianDecoder(DecodeLimits.DEFAULT, Events.BOTH, false);
  }

  /** A copy with other limits. */
  public TeehistorianDecoder withLimits(DecodeLimits l) { return new TeehistorianDecoder(l, events, strict); }

  /** A copy delivering {@code e}. */
  public TeehistorianDecoder withEvents(Events e) { return new TeehistorianDecoder(limits, e, strict); }

  /** A copy that throws on a truncated last message instead of flagging it. */
  public TeehistorianDecoder strict(boolean s) { return new TeehistorianDecoder(limits, events, s); }

  /** The limits in use. */
  public DecodeLimits limits() { return limits; }

  /** The event families delivered. */
  public Events events() { return events; }

  /** Decodes a whole file held in memory. */
  public End decode(byte[] file, TeehistorianVisitor visitor) throws ReplayFormatException {
    return decode(file, 0, file.length, visitor);
  }

  /** Decodes {@code file[off, off+len)}; offsets in events and errors are relative to {@code off}. */
  public End decode(byte[] file, int off, int len, TeehistorianVisitor visitor) throws ReplayFormatException {
    Objects.checkFromIndexSize(off, len, file.length);
    try {
      return new Run(new Cursor(file, off, len, 0), visitor).run();
    } catch (ReplayFormatException e) {
      throw e;
    } catch (IOException e) {
      throw new IllegalStateException("in-memory input cannot fail with I/O", e);
    }
  }

  /** Decodes the remaining bytes of {@code buf} (not moved). */
  public End decode(ByteBuffer buf, TeehistorianVisitor visitor) throws ReplayFormatException {
    if (buf.hasArray()) {
      return decode(buf.array(), buf.arrayOffset() + buf.position(), buf.remaining(), visitor);
    }
    byte[] copy = new byte[buf.remaining()];
    buf.duplicate().get(copy);
    return decode(copy, visitor);
  }

  /** Decodes a stream in bounded memory (the stream is not closed). */
  public End decode(InputStream in, TeehistorianVisitor visitor) throws IOException {
    return new Run(new Cursor(in, limits.streamWindowBytes()), visitor).run();
  }

  /** One decoding pass: reader state plus the reconstruction state of docs/formats/teehistorian.md#ticks. */
  private final class Run {
    private final Cursor c;
    private final TeehistorianVisitor v;
    private final boolean raw = events != Events.RECONSTRUCTED;
    private final boolean recon = events != Events.RAW;

    // Tick reconstruction (docs/formats/teehistorian.md#ticks).
    private int tick;
    private int lastCid = Integer.MAX_VALUE;
    private boolean anyTick;
    private int firstTick;
    private int countedTick;
    private int ticksWithMessages;

    // Player state, indexed by cid.
    private final int[] px = new int[TeehistorianVersion.MAX_CLIENTS];
    private final int[] py = new int[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] alive = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final int[] input = new int[TeehistorianVersion.MAX_CLIENTS * PlayerInput.SIZE];
    private final boolean[] hasInput = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] joined = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final int[] protocol = new int[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] seen = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private int players;

    // Counts.
    private final long[] baseCounts = new long[MessageType.values().length];
    private final long[] exCounts = new long[ExType.values().length];
    private final Map<String, long[]> unknownCounts = new LinkedHashMap<>();

    // Tolerated problems.
    private final boolean[] missingJoin = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] diffWithoutBase = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] moveWithoutCharacter = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] newWhileAlive = new boolean[TeehistorianVersion.MAX_CLIENTS];
    private final boolean[] oldWithoutCharacter = new boolean[TeehistorianVersion.MAX_CLIENTS];

    private final int[] tmp = new int[PlayerInput.SIZE];

    Run(Cursor c, TeehistorianVisitor v) {
      this.c = c;
      this.v = Objects.requireNonNull(v, "visitor");
    }

    End run() throws IOException {
      Header header = readHeader();
      v.visitHeader(header);
      boolean finished = false;
      boolean truncated = false;
      boolean trailing = false;
      long msgStart = c.offset();
      long truncatedBytes = 0;
      if (!v.isDone()) {
        try {
          while (true) {
            msgStart = c.offset();
            if (c.atEnd()) break;
            if (message(msgStart)) {
              finished = true;
              msgStart = c.offset();
              trailing = !c.atEnd();
              break;
            }
            if (v.isDone()) {
              msgStart = c.offset();
              break;
            }
          }
        } catch (ReplayFormatException e) {
          if (!c.hitEnd || strict) throw e;
          truncated = true;
          truncatedBytes = e.offset() - msgStart;
        }
      }
      List<String> warnings = new ArrayList<>();
      if (truncated) {
        warnings.add("truncated last message at offset " + msgStart + " (" + truncatedBytes
            + " byte(s) of an incomplete message dropped; servers before DDNet 18.8 wrote such files)");
      }
      if (!finished && !v.isDone()) {
        warnings.add("no FINISH: the recording ends at offset " + msgStart + " (server stopped or crashed)");
      }
      if (trailing) warnings.add("data after FINISH at offset " + msgStart + " ignored");
      addCidWarning(warnings, missingJoin, "client id(s) %s active without a JOIN (the recording starts after a "
          + "map change; DDNet before version_minor 22 did not record JOIN again for players who stayed)");
      addCidWarning(warnings, diffWithoutBase, "INPUT_DIFF without a previous input for client id(s) %s "
          + "(deltas applied to zero)");
      addCidWarning(warnings, moveWithoutCharacter, "PLAYER_DIFF without a live character for client id(s) %s "
          + "(applied to the last known position)");
      addCidWarning(warnings, newWhileAlive, "PLAYER_NEW for client id(s) %s whose character was alive");
      addCidWarning(warnings, oldWithoutCharacter, "PLAYER_OLD without a live character for client id(s) %s");
      End end = new End(finished, truncated, msgStart, totalMessages(), counts(),
          anyTick ? OptionalInt.of(firstTick) : OptionalInt.empty(),
          anyTick ? OptionalInt.of(countedTick) : OptionalInt.empty(),
          ticksWithMessages, players, warnings);
      v.visitEnd(end);
      return end;
    }

    private Header readHeader() throws IOException {
      if (!c.fill(16)) {
        byte[] got = Arrays.copyOfRange(c.buf, c.pos, c.lim);
        throw ReplayFormatException.badMagic(FORMAT, 0, TeehistorianUuids.MAGIC_BYTES, got);
      }
      if (!Arrays.equals(c.buf, c.pos, c.pos + 16, TeehistorianUuids.MAGIC_BYTES, 0, 16)) {
        throw ReplayFormatException.badMagic(FORMAT, c.offset(), TeehistorianUuids.MAGIC_BYTES,
            Arrays.copyOfRange(c.buf, c.pos, c.pos + 16));
      }
      long start = c.offset();
      c.pos += 16;
      long jsonOffset = c.offset();
      try {
        c.scanNul(limits.maxEventBytes(), "header JSON");
      } catch (ReplayFormatException e) {
        if (c.hitEnd) {
          throw new ReplayFormatException(FORMAT, e.offset(), null, "header",
              "expected the header JSON to end with a NUL byte but the input ended (truncated header)", e);
        }
        throw e;
      }
      int size = (int) (c.offset() - start);
      return HeaderParser.parse(c.rawArr, c.rawOff, c.rawLen, jsonOffset, size, limits.maxDepth());
    }

    /** Decodes one message; returns true for FINISH. */
    private boolean message(long at) throws IOException {
      int id = c.varint();
      if (id >= 0) {
        playerDiff(id, at);
        return false;
      }
      if (id == -5 || id == -6) {
        input(id == -6, at);
        return false;
      }
      switch (id) {
        case -1: // FINISH
          baseCounts[1]++;
          if (raw) v.visitFinish(at);
          return true;
        case -2: { // TICK_SKIP
          int dt = c.varint();
          if (dt < 0) throw ReplayFormatException.invalid(FORMAT, at, "expected TICK_SKIP dt >= 0 but got " + dt);
          if (dt >= Integer.MAX_VALUE - tick) {
            throw ReplayFormatException.invalid(FORMAT, at,
                "expected a tick below 2^31 but TICK_SKIP dt " + dt + " after tick " + tick + " overflows");
          }
          baseCounts[2]++;
          tick += dt + 1;
          lastCid = -1;
          if (raw) v.visitTickSkip(new TickSkip(dt), at);
          return false;
        }
        case -3: { // PLAYER_NEW
          int cid = checkCid(c.varint(), at, "PLAYER_NEW");
          int x = c.varint();
          int y = c.varint();
          baseCounts[3]++;
          playerRecord(cid);
          if (raw) v.visitPlayerNew(new PlayerNew(cid, x, y), at);
          if (alive[cid]) newWhileAlive[cid] = true;
          px[cid] = x;
          py[cid] = y;
          alive[cid] = true;
          if (recon) v.visitPlayerPosition(new PlayerPosition(tick, cid, x, y, PlayerPosition.Kind.SPAWN));
          return false;
        }
        case -4: { // PLAYER_OLD
          int cid = checkCid(c.varint(), at, "PLAYER_OLD");
          baseCounts[4]++;
          playerRecord(cid);
          if (raw) v.visitPlayerOld(new PlayerOld(cid), at);
          if (!alive[cid]) oldWithoutCharacter[cid] = true;
          alive[cid] = false;
          if (recon) v.visitPlayerPosition(new PlayerPosition(tick, cid, px[cid], py[cid], PlayerPosition.Kind.DESPAWN));
          return false;
        }
        case -7: { // MESSAGE
          int cid = c.varint();
          int size = c.varint();
          checkSize(size, at, "MESSAGE size");
          c.raw(size);
          baseCounts[7]++;
          markTick();
          see(cid);
          if (raw) v.visitMessage(new Message(cid, c.rawSlice()), at);
          return false;
        }
        case -8: { // JOIN
          int cid = checkCid(c.varint(), at, "JOIN");
          baseCounts[8]++;
          markTick();
          see(cid);
          if (raw) v.visitJoin(new Join(cid), at);
          joined[cid] = true;
          if (recon) v.visitPlayerJoin(new PlayerJoin(tick, cid, protocol[cid], false));
          protocol[cid] = 0;
          return false;
        }
        case -9: { // DROP
          int cid = checkCid(c.varint(), at, "DROP");
          String reason = c.str(limits.maxStringBytes(), "DROP reason");
          baseCounts[9]++;
          markTick();
          see(cid);
          if (raw) v.visitDrop(new Drop(cid, reason), at);
          ensureJoined(cid);
          joined[cid] = false;
          if (recon) v.visitPlayerLeave(new PlayerLeave(tick, cid, reason));
          return false;
        }
        case -10: { // CONSOLE_COMMAND
          int cid = c.varint();
          int flags = c.varint();
          String cmd = c.str(limits.maxStringBytes(), "CONSOLE_COMMAND command");
          int argc = c.varint();
          if (argc < 0 || argc > limits.maxElements()) {
            throw ReplayFormatException.limitExceeded(FORMAT, at, "CONSOLE_COMMAND argument count", limits.maxElements(), argc);
          }
          List<String> args = new ArrayList<>(Math.min(argc, 16));
          long total = 0;
          for (int i = 0; i < argc; i++) {
            String a = c.str(limits.maxStringBytes(), "CONSOLE_COMMAND argument");
            total += c.rawLen + 1;
            if (total > limits.maxEventBytes()) {
              throw ReplayFormatException.limitExceeded(FORMAT, at, "CONSOLE_COMMAND size", limits.maxEventBytes(), total);
            }
            args.add(a);
          }
          baseCounts[10]++;
          markTick();
          see(cid);
          if (raw) v.visitConsoleCommand(new ConsoleCommand(cid, flags, cmd, args), at);
          return false;
        }
        case -11: { // EX
          UUID uuid = c.uuid();
          int size = c.varint();
          checkSize(size, at, "EX size");
          c.raw(size);
          markTick();
          ex(uuid, at);
          return false;
        }
        default:
          throw ReplayFormatException.invalid(FORMAT, at,
              "expected a message id in -11..127 (teehistorian has no length for other ids, so the rest "
                  + "cannot be read) but got " + id);
      }
    }

    private void playerDiff(int id, long at) throws IOException {
      int cid = checkCid(id, at, "PLAYER_DIFF");
      int dx = c.varint();
      int dy = c.varint();
      baseCounts[0]++;
      playerRecord(cid);
      if (raw) v.visitPlayerDiff(new PlayerDiff(cid, dx, dy), at);
      if (!alive[cid]) moveWithoutCharacter[cid] = true;
      int x = px[cid] += dx;
      int y = py[cid] += dy;
      if (recon) v.visitPlayerPosition(new PlayerPosition(tick, cid, x, y, PlayerPosition.Kind.MOVE));
    }

    private void input(boolean isNew, long at) throws IOException {
      int cid = checkCid(c.varint(), at, isNew ? "INPUT_NEW" : "INPUT_DIFF");
      final int[] t = tmp;
      for (int i = 0; i < PlayerInput.SIZE; i++) t[i] = c.varint();
      baseCounts[isNew ? 6 : 5]++;
      markTick();
      if (!seen[cid]) see(cid);
      if (!joined[cid]) ensureJoined(cid);
      PlayerInput read = PlayerInput.of(t, 0);
      if (raw) {
        if (isNew) v.visitInputNew(new InputNew(cid, read), at);
        else v.visitInputDiff(new InputDiff(cid, read), at);
      }
      int base = cid * PlayerInput.SIZE;
      final int[] in = input;
      if (isNew) {
        System.arraycopy(t, 0, in, base, PlayerInput.SIZE);
      } else {
        if (!hasInput[cid]) {
          diffWithoutBase[cid] = true;
          Arrays.fill(in, base, base + PlayerInput.SIZE, 0);
        }
        for (int i = 0; i < PlayerInput.SIZE; i++) in[base + i] += t[i];
      }
      hasInput[cid] = true;
      if (recon) {
        v.visitPlayerInput(new InputState(tick, cid, isNew ? read : PlayerInput.of(in, base), isNew));
      }
    }

    private void ex(UUID uuid, long at) throws IOException {
      ExType type = ExType.of(uuid);
      long payloadAt = c.offset() - c.rawLen;
      if (type == null) {
        String key = "Ex:" + uuid;
        long[] n = unknownCounts.get(key);
        if (n == null) {
          if (unknownCounts.size() >= MAX_UNKNOWN_KINDS) key = "Ex:other";
          n = unknownCounts.computeIfAbsent(key, k -> new long[1]);
        }
        n[0]++;
        if (raw) v.visitUnknown(uuid, c.rawSlice(), at);
        return;
      }
      exCounts[type.ordinal()]++;
      Cursor p = new Cursor(c.rawArr, c.rawOff, c.rawLen, payloadAt);
      ExMessage m;
      try {
        m = exPayload(type, p);
      } catch (ReplayFormatException e) {
        throw new ReplayFormatException(FORMAT, e.offset(), null, "EX " + type.uuidName(),
            "expected a complete " + type.countName() + " payload in its " + c.rawLen + " byte(s) but got: "
                + e.detail(), e);
      }
      exState(m);
      if (raw) v.visitEx(m, at);
      if (type == ExType.JOINVER6 || type == ExType.JOINVER7) {
        int cid = ((type == ExType.JOINVER6) ? ((JoinVer6) m).cid() : ((JoinVer7) m).cid());
        if (cid >= 0 && cid <= MAX_CID) protocol[cid] = type == ExType.JOINVER6 ? 6 : 7;
      }
    }

    private ExMessage exPayload(ExType type, Cursor p) throws IOException {
      int max = limits.maxStringBytes();
      switch (type) {
        case TEST: return new ExTest();
        case DDNETVER_OLD: return new DdnetVersionOld(p.varint(), p.varint());
        case DDNETVER: {
          int cid = p.varint();
          UUID conn = p.uuid();
          int ver = p.varint();
          return new DdnetVersion(cid, conn, ver, p.str(max, "DDNETVER version string"));
        }
        case AUTH_INIT: {
          int cid = p.varint();
          int level = p.varint();
          return new AuthInit(cid, level, p.str(max, "AUTH_INIT name"));
        }
        case AUTH_LOGIN: {
          int cid = p.varint();
          int level = p.varint();
          return new AuthLogin(cid, level, p.str(max, "AUTH_LOGIN name"));
        }
        case AUTH_LOGOUT: return new AuthLogout(p.varint());
        case JOINVER6: return new JoinVer6(p.varint());
        case JOINVER7: return new JoinVer7(p.varint());
        case TEAM_SAVE_SUCCESS: {
          int team = p.varint();
          UUID id = p.uuid();
          return new TeamSaveSuccess(team, id, p.str(max, "SAVE_SUCCESS save"));
        }
        case TEAM_SAVE_FAILURE: return new TeamSaveFailure(p.varint());
        case TEAM_LOAD_SUCCESS: {
          int team = p.varint();
          UUID id = p.uuid();
          return new TeamLoadSuccess(team, id, p.str(max, "LOAD_SUCCESS save"));
        }
        case TEAM_LOAD_FAILURE: return new TeamLoadFailure(p.varint());
        case PLAYER_TEAM: return new PlayerTeam(p.varint(), p.varint());
        case TEAM_PRACTICE: return new TeamPractice(p.varint(), p.varint());
        case PLAYER_READY: return new PlayerReady(p.varint());
        case PLAYER_SWAP: return new PlayerSwap(p.varint(), p.varint());
        case PLAYER_REJOIN: return new PlayerRejoin(p.varint());
        case ANTIBOT: return new Antibot(c.rawSlice());
        case PLAYER_NAME: {
          int cid = p.varint();
          return new PlayerName(cid, p.str(max, "PLAYER_NAME name"));
        }
        case PLAYER_FINISH: return new PlayerFinish(p.varint(), p.varint());
        case TEAM_FINISH: return new TeamFinish(p.varint(), p.varint());
        default: throw new IllegalStateException("unhandled EX type " + type);
      }
    }

    /** Client ids named by EX messages count as seen players. */
    private void exState(ExMessage m) {
      if (m instanceof DdnetVersion x) see(x.cid());
      else if (m instanceof DdnetVersionOld x) see(x.cid());
      else if (m instanceof AuthInit x) see(x.cid());
      else if (m instanceof AuthLogin x) see(x.cid());
      else if (m instanceof AuthLogout x) see(x.cid());
      else if (m instanceof JoinVer6 x) see(x.cid());
      else if (m instanceof JoinVer7 x) see(x.cid());
      else if (m instanceof PlayerTeam x) see(x.cid());
      else if (m instanceof PlayerReady x) see(x.cid());
      else if (m instanceof PlayerSwap x) {
        see(x.cid1());
        see(x.cid2());
      } else if (m instanceof PlayerRejoin x) see(x.cid());
      else if (m instanceof PlayerName x) see(x.cid());
      else if (m instanceof PlayerFinish x) see(x.cid());
    }

    private int checkCid(int cid, long at, String what) throws ReplayFormatException {
      if (cid < 0 || cid > MAX_CID) {
        throw ReplayFormatException.invalid(FORMAT, at,
            "expected a " + what + " client id in 0.." + MAX_CID + " but got " + cid);
      }
      return cid;
    }

    private void checkSize(int size, long at, String what) throws ReplayFormatException {
      if (size < 0 || size > limits.maxEventBytes()) {
        throw ReplayFormatException.limitExceeded(FORMAT, at, what, limits.maxEventBytes(), size);
      }
    }

    /** PLAYER_DIFF/NEW/OLD: a cid not above the previous one starts a new tick (docs/formats/teehistorian.md#ticks). */
    private void playerRecord(int cid) throws ReplayFormatException {
      if (cid <= lastCid) {
        if (tick == Integer.MAX_VALUE) {
          throw ReplayFormatException.invalid(FORMAT, c.offset(), "expected a tick below 2^31 but the implicit tick overflows");
        }
        tick++;
      }
      lastCid = cid;
      markTick();
      if (!seen[cid]) see(cid);
      if (!joined[cid]) ensureJoined(cid);
    }

    private void markTick() {
      if (tick != countedTick || !anyTick) {
        if (!anyTick) firstTick = tick;
        anyTick = true;
        countedTick = tick;
        ticksWithMessages++;
        if (recon) v.visitTick(tick);
      }
    }

    private void see(int cid) {
      if (cid >= 0 && cid <= MAX_CID && !seen[cid]) {
        seen[cid] = true;
        players++;
      }
    }

    private void ensureJoined(int cid) {
      if (!joined[cid]) {
        joined[cid] = true;
        missingJoin[cid] = true;
        if (recon) v.visitPlayerJoin(new PlayerJoin(tick, cid, protocol[cid], true));
      }
    }

    private long totalMessages() {
      long n = 0;
      for (long x : baseCounts) n += x;
      for (long x : exCounts) n += x;
      for (long[] x : unknownCounts.values()) n += x[0];
      return n;
    }

    private Map<String, Long> counts() {
      Map<String, Long> m = new LinkedHashMap<>();
      MessageType[] types = MessageType.values();
      for (int i = 0; i < types.length; i++) {
        if (baseCounts[i] != 0) m.put(types[i].countName(), baseCounts[i]);
      }
      ExType[] ex = ExType.values();
      for (int i = 0; i < ex.length; i++) {
        if (exCounts[i] != 0) m.put(ex[i].countName(), exCounts[i]);
      }
      unknownCounts.forEach((k, n) -> m.put(k, n[0]));
      return m;
    }

    private void addCidWarning(List<String> warnings, boolean[] flags, String template) {
      List<Integer> cids = new ArrayList<>();
      for (int i = 0; i < flags.length; i++) if (flags[i]) cids.add(i);
      if (!cids.isEmpty()) warnings.add(String.format(template, cids));
    }
  }
}
