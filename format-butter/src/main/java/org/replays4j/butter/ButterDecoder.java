package org.replays4j.butter;

import static org.replays4j.butter.ButterFrameGroup.DISC;
import static org.replays4j.butter.ButterFrameGroup.INPUTS;
import static org.replays4j.butter.ButterFrameGroup.LAST_SCORE;
import static org.replays4j.butter.ButterFrameGroup.LAST_THROW;
import static org.replays4j.butter.ButterFrameGroup.PAUSE;
import static org.replays4j.butter.ButterFrameGroup.PAYLOAD;
import static org.replays4j.butter.ButterFrameGroup.POINTS;
import static org.replays4j.butter.ButterFrameGroup.RULES;
import static org.replays4j.butter.ButterFrameGroup.STATUS;
import static org.replays4j.butter.ButterFrameGroup.VR_PLAYER;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import java.util.zip.GZIPInputStream;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.codec.SmallestThree;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteInput;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.DecompressionBudget;

/**
 * Decodes Echo VR .butter replays (versions 1–3, compressions 0–5) into absolute frames.
 *
 * <p>Layout: {@code header | u32 numChunks | numChunks × u32 size | chunks}; each chunk is the
 * compressed concatenation of frames and starts with a keyframe (docs/formats/butter.md#layout). Every delta
 * is applied to the last keyframe so the visitor sees absolute values.
 *
 * <h2>Where the reference writer and reader disagree (docs/formats/butter.md#reference-bugs)</h2>
 * Files in the wild were written by the reference writer, so this decoder reads what the writer
 * meant:
 * <ul>
 *   <li><b>B1 keyframe bones:</b> the writer diffs bones against the previous frame even across a
 *       chunk boundary (when the bone-player count is unchanged); bones therefore carry over
 *       keyframes here. {@link Option#RESET_BONES_AT_KEYFRAMES} reproduces the reference reader,
 *       which resets them (and then decodes every keyframe after the first wrongly).
 *   <li><b>B2 pause timers:</b> written as deltas (0 at keyframes), read here as deltas; the
 *       absolute timer at a keyframe is not in the file, so decoded timers count from 0 at each
 *       keyframe.
 *   <li><b>B3 team stats:</b> written as deltas against the previous frame; added here (the
 *       reference reader takes them as absolute values).
 *   <li><b>B4 pose inclusion:</b> a pose/disc/VR-player bit is clear when this frame's delta bytes
 *       equal the previous frame's; the previous delta is applied again here (the reference
 *       reader freezes the position instead). The same rule is applied to the pause block.
 *   <li><b>B5 combat points:</b> when the status group is absent the previous points are kept.
 *   <li><b>B6/B8:</b> the combat payload block has 7 bytes (no multiplier); Δms wraps at 65,536.
 *   <li>Versions 1 and 2 (layout checked against the reference v1/v2 readers): a clear pose bit
 *       means "not moved" (their writer compared positions, not delta bytes), and version 1
 *       stores the VR player position absolute.
 *   <li><b>Restart requests:</b> the reference reader resets them to false in frames without the
 *       pause block; they are part of that block's unchanged bytes, so they are kept here.
 *   <li>A bone-player count change inside a chunk (which crashes the reference reader) restarts
 *       the bone base at zero/identity, as the writer does.
 * </ul>
 *
 * <p>Instances are immutable and thread-safe; each {@code decode} call uses its own state.
 */
public final class ButterDecoder {
  /** Format id used in errors. */
  public static final String FORMAT = "butter";
  /** Keyframe marker, u16 LE {@code 0xFEFC} (bytes FC FE). */
  public static final int KEYFRAME_MARKER = 0xFEFC;
  /** Delta-frame marker, u16 LE {@code 0xFEFE}. */
  public static final int FRAME_MARKER = 0xFEFE;
  /** Cap on a string's length in the header (the reference reader stops at 1024 bytes). */
  public static final int MAX_STRING = 1024;

  /** Decoding options. */
  public enum Option {
    /** Reset bones at every keyframe like the reference reader (B1) instead of carrying them. */
    RESET_BONES_AT_KEYFRAMES,
    /**
     * Reproduce the reference reader (Butter-Replays DecompressorV1–V3) including its bugs: pause
     * timers and team stats taken as absolute (B2, B3), a clear pose/VR/disc bit freezes the
     * value (B4), combat points fall back to 0 (B5), restart requests drop to false without the
     * pause block, bones reset at keyframes (B1). For comparisons with that reader's output only.
     */
    REFERENCE_READER
  }

  private final DecodeLimits limits;
  private final Set<Option> options;

  /** A decoder with default limits and no options. */
  public ButterDecoder() {
    this(DecodeLimits.defaults());
  }

  /** A decoder with {@code limits} and {@code options}. */
  public ButterDecoder(DecodeLimits limits, Option... options) {
    this.limits = limits;
    this.options = options.length == 0 ? EnumSet.noneOf(Option.class) : EnumSet.of(options[0], options);
  }

  /** Decodes a whole file held in memory. */
  public void decode(byte[] file, ButterVisitor visitor) throws ReplayFormatException {
    decode(ByteReader.of(FORMAT, file), visitor);
  }

  /** Decodes the remaining bytes of {@code buffer}. */
  public void decode(ByteBuffer buffer, ButterVisitor visitor) throws ReplayFormatException {
    decode(ByteReader.of(FORMAT, buffer), visitor);
  }

  /** Largest header the stream decoder accepts (255 players with 1 KiB names fit easily). */
  private static final int MAX_HEADER = 1 << 19;

  /**
   * Decodes from a stream with bounded memory: the header, the chunk table, then one stored chunk
   * and its decompressed frames at a time.
   */
  public void decode(InputStream in, ButterVisitor visitor) throws IOException {
    byte[] prefix = in.readNBytes(MAX_HEADER);
    ByteReader hr = ByteReader.of(FORMAT, prefix);
    ButterHeader header;
    try {
      header = readHeader(hr);
    } catch (ReplayFormatException e) {
      if (prefix.length == MAX_HEADER && e.detail().contains("truncated")) {
        throw ReplayFormatException.limitExceeded(FORMAT, 0, "header size", MAX_HEADER, MAX_HEADER + 1L);
      }
      throw e;
    }
    int used = hr.relativePosition();
    InputStream rest = new java.io.SequenceInputStream(
        new ByteArrayInputStream(prefix, used, prefix.length - used), in);
    body(header, new StreamChunks(rest, used), visitor);
  }

  /** Reads the whole file into a {@link ButterReplay} (header, chunk table and frame copies). */
  public ButterReplay read(byte[] file) throws ReplayFormatException {
    ButterReplay.Collector c = new ButterReplay.Collector();
    decode(file, c);
    return c.result();
  }

  private void decode(ByteReader r, ButterVisitor visitor) throws ReplayFormatException {
    ButterHeader header = readHeader(r);
    body(header, new ArrayChunks(r), visitor);
  }

  /** Where the chunk table and chunks come from: an in-memory file or a stream. */
  private interface Chunks {
    long position();

    long readU32(String path) throws IOException;

    /** Bytes the table would need for {@code n} entries are there (array) or can't be checked (stream). */
    void checkTable(long n) throws ReplayFormatException;

    ByteSlice read(long size, String path) throws IOException;

    /** Bytes after the last chunk (arrays only). */
    ByteSlice trailing();
  }

  private static final class ArrayChunks implements Chunks {
    final ByteReader r;

    ArrayChunks(ByteReader r) {
      this.r = r;
    }

    @Override
    public long position() {
      return r.position();
    }

    @Override
    public long readU32(String path) throws ReplayFormatException {
      try {
        return r.readU32le();
      } catch (ReplayFormatException e) {
        throw e.withPath(path);
      }
    }

    @Override
    public void checkTable(long n) throws ReplayFormatException {
      // each size needs 4 bytes: reject a count the file cannot hold before allocating
      if (n * 4 > r.remaining()) {
        throw ReplayFormatException.truncated(FORMAT, r.position(), n * 4, r.remaining()).withPath("butter/chunkTable");
      }
    }

    @Override
    public ByteSlice read(long size, String path) throws ReplayFormatException {
      if (size > r.remaining()) {
        throw ReplayFormatException.truncated(FORMAT, r.position(), size, r.remaining()).withPath(path);
      }
      return r.readSlice((int) size);
    }

    @Override
    public ByteSlice trailing() {
      return r.remaining() == 0 ? null : ByteSlice.wrap(r.array(), r.arrayIndex(), r.remaining());
    }
  }

  private final class StreamChunks implements Chunks {
    final InputStream in;
    long pos;

    StreamChunks(InputStream in, long pos) {
      this.in = in;
      this.pos = pos;
    }

    @Override
    public long position() {
      return pos;
    }

    @Override
    public long readU32(String path) throws IOException {
      byte[] b = in.readNBytes(4);
      if (b.length < 4) throw ReplayFormatException.truncated(FORMAT, pos, 4, b.length).withPath(path);
      pos += 4;
      return (b[0] & 0xFFL) | (b[1] & 0xFFL) << 8 | (b[2] & 0xFFL) << 16 | (b[3] & 0xFFL) << 24;
    }

    @Override
    public void checkTable(long n) {
      // a stream's length is unknown; readNBytes below never allocates beyond what arrives
    }

    @Override
    public ByteSlice read(long size, String path) throws IOException {
      DecodeLimits.check(FORMAT, pos, "maxDecompressedBytes", Math.min(limits.maxDecompressedBytes(), Integer.MAX_VALUE - 8), size);
      byte[] b = in.readNBytes((int) size); // grows with the data, so a bogus size cannot force an allocation
      if (b.length < size) throw ReplayFormatException.truncated(FORMAT, pos + b.length, size, b.length).withPath(path);
      pos += size;
      return ByteSlice.wrap(b);
    }

    @Override
    public ByteSlice trailing() {
      return null;
    }
  }

  private void body(ButterHeader header, Chunks r, ButterVisitor visitor) throws ReplayFormatException {
    try {
      bodyIo(header, r, visitor);
    } catch (ReplayFormatException e) {
      throw e;
    } catch (IOException e) {
      throw new ReplayFormatException(FORMAT, r.position(), null, null, "expected readable input but got " + e, e);
    }
  }

  private void bodyIo(ButterHeader header, Chunks r, ButterVisitor visitor) throws IOException {
    visitor.visitHeader(header);
    if (!visitor.continueDecoding()) {
      visitor.visitEnd();
      return;
    }
    long tableOffset = r.position();
    long numChunks = r.readU32("butter/chunkTable");
    DecodeLimits.check(FORMAT, tableOffset, "maxChunks", limits.maxChunks(), numChunks);
    r.checkTable(numChunks);
    long[] sizes = new long[(int) numChunks];
    for (int i = 0; i < sizes.length; i++) sizes[i] = r.readU32("butter/chunkTable[" + i + "]");
    long rawOffset = r.position();
    long decodedOffset = rawOffset;
    boolean ref = options.contains(Option.REFERENCE_READER);
    FrameDecoder fd = new FrameDecoder(header, ref || options.contains(Option.RESET_BONES_AT_KEYFRAMES), ref);
    Scratch scratch = new Scratch();
    // all chunks of a file count as one decompression: output bytes and ratio over the whole file
    DecompressionBudget budget = new DecompressionBudget(FORMAT, "butter/chunks", limits);
    for (int c = 0; c < sizes.length; c++) {
      long size = sizes[c];
      ByteSlice stored = r.read(size, "butter/chunk[" + c + "]");
      int dataLen = decompress(header.compression(), stored, c, rawOffset, budget, scratch);
      byte[] data = dataLen < 0 ? null : scratch.buf;
      if (dataLen < 0) dataLen = stored.length();
      ButterChunkInfo info = new ButterChunkInfo(c, rawOffset, size, decodedOffset, dataLen);
      visitor.visitChunk(info);
      if (!visitor.continueDecoding()) {
        visitor.visitEnd();
        return;
      }
      ByteReader chunk;
      if (data == null) {
        chunk = stored.reader(FORMAT, decodedOffset);
      } else {
        chunk = new ByteReader(FORMAT, data, 0, dataLen, decodedOffset);
      }
      if (!fd.decodeChunk(chunk, c, rawOffset, visitor)) {
        visitor.visitEnd();
        return;
      }
      rawOffset += size;
      decodedOffset += dataLen;
    }
    ByteSlice trailing = r.trailing();
    if (trailing != null) {
      visitor.visitUnknown(trailing, r.position());
    }
    visitor.visitEnd();
  }

  /** Parses the header (docs/formats/butter.md#header) from {@code r}, leaving it at the chunk table. */
  public ButterHeader readHeader(ByteInput r) throws ReplayFormatException {
    long start = r.position();
    int version = r.readU8();
    if (!ButterVersion.isSupported(version)) {
      throw ReplayFormatException.invalid(FORMAT, start, "expected version 1, 2 or 3 but got " + version)
          .withPath("butter/header/version");
    }
    int interval = r.readU16le();
    long compOffset = r.position();
    int compCode = r.readU8();
    ButterCompression comp = ButterCompression.of(compCode);
    if (comp == null) {
      throw ReplayFormatException.invalid(FORMAT, compOffset, "expected compression code 0..6 but got " + compCode)
          .withPath("butter/header/compression");
    }
    String client = readString(r, "butter/header/client_name");
    byte[] sid = r.readBytes(16);
    byte[] ip = r.readBytes(4);
    int n = r.readU8();
    List<String> names = new ArrayList<>(n);
    for (int i = 0; i < n; i++) names.add(readString(r, "butter/header/names[" + i + "]"));
    long[] userIds = new long[n];
    for (int i = 0; i < n; i++) userIds[i] = r.readS64le();
    int[] numbers = new int[n];
    for (int i = 0; i < n; i++) numbers[i] = r.readU8();
    int[] levels = new int[n];
    for (int i = 0; i < n; i++) levels[i] = r.readU8();
    List<ButterPlayerInfo> players = new ArrayList<>(n);
    for (int i = 0; i < n; i++) players.add(new ButterPlayerInfo(i + 1, names.get(i), userIds[i], numbers[i], levels[i]));
    int rounds = r.readU8();
    int scores = r.readU8();
    int mapByte = r.readU8();
    return new ButterHeader(version, interval, comp, client, sessionId(sid), (ip[0] & 0xFF) + "." + (ip[1] & 0xFF) + "."
        + (ip[2] & 0xFF) + "." + (ip[3] & 0xFF), players, rounds, scores & 0x0F, scores >>> 4, mapByte >>> 1,
        (mapByte & 1) != 0, (int) (r.position() - start));
  }

  static String sessionId(byte[] b) {
    StringBuilder sb = new StringBuilder(36);
    for (int i = 0; i < 16; i++) {
      if (i == 4 || i == 6 || i == 8 || i == 10) sb.append('-');
      sb.append(Character.toUpperCase(Character.forDigit((b[i] >> 4) & 0xF, 16)));
      sb.append(Character.toUpperCase(Character.forDigit(b[i] & 0xF, 16)));
    }
    return sb.toString();
  }

  /** A NUL-terminated single-byte string of at most MAX_STRING chars; {@code path} names it in errors. */
  private static String readString(ByteInput r, String path) throws ReplayFormatException {
    long start = r.position();
    StringBuilder sb = new StringBuilder();
    while (true) {
      int b = r.readU8();
      if (b == 0) return sb.toString();
      if (sb.length() >= MAX_STRING) {
        throw ReplayFormatException.limitExceeded(FORMAT, start, "string length", MAX_STRING, sb.length() + 1)
            .withPath(path);
      }
      sb.append((char) b);
    }
  }

  /** Decompression buffer reused from chunk to chunk within one decode. */
  private static final class Scratch {
    byte[] buf = new byte[0];
  }

  /**
   * Decompresses one chunk into {@code scratch.buf} and returns its length, or -1 for compression
   * none (the stored bytes are the frames). Output is bounded by {@code budget}: the buffer never
   * grows beyond what maxDecompressedBytes and the decompression ratio allow (issue #15 item 5).
   */
  private static int decompress(ButterCompression comp, ByteSlice stored, int chunk, long rawOffset,
      DecompressionBudget budget, Scratch scratch) throws ReplayFormatException {
    if (comp == ButterCompression.NONE) {
      return -1;
    }
    if (stored.length() == 0) {
      return 0;
    }
    if (comp == ButterCompression.ZSTD_7_DICT) {
      throw ReplayFormatException.invalid(FORMAT, rawOffset,
          "expected a chunk compression this decoder can read but got 6 (zstd_7_dict): zstd with the recorder's"
              + " unpublished dictionary")
          .withPath("butter/chunk[" + chunk + "]");
    }
    ByteReader view = stored.reader(FORMAT, 0);
    InputStream raw = budget.countCompressed(new ByteArrayInputStream(view.array(), view.arrayIndex(), stored.length()));
    long before = budget.produced();
    try (InputStream in = comp == ButterCompression.GZIP ? new GZIPInputStream(raw, 16384) : new ZstdInputStream(raw)) {
      scratch.buf = budget.readInto(in, scratch.buf);
      return (int) (budget.produced() - before);
    } catch (ReplayFormatException e) {
      throw new ReplayFormatException(FORMAT, e.offset(), rawOffset, "butter/chunk[" + chunk + "]", e.detail(), e);
    } catch (IOException | RuntimeException e) {
      throw new ReplayFormatException(FORMAT, rawOffset, null, "butter/chunk[" + chunk + "]",
          "expected a valid " + comp.label() + " chunk of " + stored.length() + " bytes but decompression failed: " + e, e);
    }
  }

  /**
   * The delta state machine of one decode: rebuilds absolute frames from keyframes and deltas
   * (docs/formats/butter.md#frame). Not thread-safe.
   */
  static final class FrameDecoder {
    private static final SmallestThree S3 = SmallestThree.BUTTER;
    private final ButterHeader header;
    private final boolean resetBones;
    private final int version;
    private final boolean arena;
    private final boolean combat;
    private final ButterFrame f = new ButterFrame();
    /** Player state by file index; the object in a team slot is the one kept here. */
    private final ButterPlayer[] byIndex = new ButterPlayer[256];
    /** Frame number each file index was last seen at (-1 never), for the diff base. */
    private final int[] seenAt = new int[256];
    /** Last position deltas per file index and part (B4). */
    private final float[][] lastPoseDelta = new float[256][];
    private final float[] lastVrDelta = new float[3];
    private final float[] lastDiscDelta = new float[3];
    private final float[] lastDiscVelDelta = new float[3];
    private float lastPausedDelta;
    private float lastUnpausedDelta;
    private int prevBonePlayers;
    private int frameNo;
    private int chunk;
    private final float[] q = new float[4];
    /** userid by file index (index 0 = invalid). */
    private final long[] userIds;

    /** Reproduce the reference reader's bugs (see {@link Option#REFERENCE_READER}). */
    private final boolean ref;

    FrameDecoder(ButterHeader header, boolean resetBones, boolean ref) {
      this.ref = ref;
      this.userIds = new long[header.players().size() + 1];
      for (ButterPlayerInfo info : header.players()) userIds[info.fileIndex()] = info.userId();
      this.header = header;
      this.resetBones = resetBones;
      this.version = header.version();
      this.arena = header.map().isArena();
      this.combat = header.map().isCombat();
      java.util.Arrays.fill(seenAt, -2);
    }

    /** Decodes every frame of one chunk; false when the visitor asked to stop. */
    boolean decodeChunk(ByteReader r, int chunkIndex, long rawOffset, ButterVisitor v) throws ReplayFormatException {
      this.chunk = chunkIndex;
      while (r.remaining() > 0) {
        long start = r.position();
        try {
          decodeFrame(r);
        } catch (ReplayFormatException e) {
          String path = "butter/chunk[" + chunkIndex + "]/frame[" + frameNo + "]" + (e.path().map(p -> "/" + p).orElse(""));
          throw new ReplayFormatException(FORMAT, e.offset(), rawOffset, path,
              e.detail() + " (frame starts at offset 0x" + Long.toHexString(start).toUpperCase() + ")", e);
        }
        v.visitFrame(f);
        frameNo++;
        if (!v.continueDecoding()) return false;
      }
      return true;
    }

    private void decodeFrame(ByteReader r) throws ReplayFormatException {
      long markerAt = r.position();
      int marker = r.readU16le();
      boolean key;
      if (marker == KEYFRAME_MARKER) {
        key = true;
      } else if (marker == FRAME_MARKER) {
        key = false;
      } else {
        throw ReplayFormatException.invalid(FORMAT, markerAt,
            String.format("expected frame marker FC FE or FE FE but got %02X %02X", marker & 0xFF, marker >>> 8));
      }
      if (key) resetForKeyframe();
      f.index = frameNo;
      f.chunk = chunk;
      f.keyframe = key;
      if (key) {
        f.timeMs = r.readS64le();
        f.gameClock = r.readF32le();
      } else {
        f.timeMs += r.readU16le();
        f.gameClock += r.readF32le();
      }
      int incl = r.readU8();
      if (ButterVersion.hasV3InclusionBits(version)) {
        frameV3(r, incl, key);
      } else {
        frameV1(r, incl, key);
      }
      int teamBits = r.readU8();
      f.teams[0].possession = (teamBits & 1) != 0;
      f.teams[1].possession = (teamBits & 2) != 0;
      f.teams[2].possession = false;
      for (int t = 0; t < 3; t++) {
        ButterTeam team = f.teams[t];
        if ((teamBits & (4 << t)) != 0) {
          if (ref) team.stats.clear(); // B3 in the reference reader: absolute
          addStats(r, team.stats);
        }
        int k = r.readU8();
        team.ensure(k);
        team.playerCount = k;
        for (int i = 0; i < k; i++) {
          team.players[i] = player(r, key);
        }
      }
      bones(r, key);
    }

    private void resetForKeyframe() {
      ButterFrame g = f;
      g.gameStatus = 0;
      g.bluePoints = 0;
      g.orangePoints = 0;
      g.inputs = 0;
      g.restartRequests = 0;
      g.pausedRequestedTeam = 0;
      g.unpausedTeam = 0;
      g.pausedState = 0;
      g.pausedTimer = 0;
      g.unpausedTimer = 0;
      g.hasLastScore = false;
      g.lastScoreTeam = 0;
      g.lastScorePoints = 0;
      g.lastScoreGoalType = 0;
      g.lastScoreScorer = 0;
      g.lastScoreAssister = 0;
      g.lastScoreDiscSpeed = 0;
      g.lastScoreDistanceThrown = 0;
      java.util.Arrays.fill(g.lastThrow, 0);
      java.util.Arrays.fill(g.vrPosition, 0);
      setIdentity(g.vrRotation);
      java.util.Arrays.fill(g.discPosition, 0);
      setIdentity(g.discRotation);
      java.util.Arrays.fill(g.discVelocity, 0);
      g.contested = 0;
      g.payloadCheckpoint = 0;
      g.payloadDefenders = 0;
      g.payloadDistance = 0;
      g.payloadSpeed = 0;
      g.rulesChangedAt = 0;
      g.rulesChangedBy = "";
      for (ButterTeam t : g.teams) {
        t.stats.clear();
        t.possession = false;
      }
      java.util.Arrays.fill(lastVrDelta, 0);
      java.util.Arrays.fill(lastDiscDelta, 0);
      java.util.Arrays.fill(lastDiscVelDelta, 0);
      lastPausedDelta = 0;
      lastUnpausedDelta = 0;
    }

    private static void setIdentity(float[] q) {
      q[0] = 0;
      q[1] = 0;
      q[2] = 0;
      q[3] = 1;
    }

    /** v3 frame groups (docs/formats/butter.md#frame, inclusion bits docs/formats/butter.md#inclusion). */
    private void frameV3(ByteReader r, int incl, boolean key) throws ReplayFormatException {
      if (STATUS.isStored(incl, version)) {
        f.gameStatus = r.readU8();
        if (arena) {
          f.bluePoints = r.readU8();
          f.orangePoints = r.readU8();
        } else if (combat) {
          f.bluePoints = half(r);
          f.orangePoints = half(r);
        }
        f.inputs = r.readU8();
      } else if (ref && combat) {
        // B5 in the reference reader: it copies the round scores, and the points fall back to 0
        f.bluePoints = 0;
        f.orangePoints = 0;
      }
      if (PAUSE.isStored(incl, version)) {
        int flags = r.readU8();
        pauseFlags(flags);
        f.pausedState = r.readU8();
        pauseTimers(r, key);
      } else if (!key) {
        reapplyPauseTimers();
      } else if (ref) {
        f.restartRequests = 0;
      }
      // Blocks below are written only for their map kind, but like the reference reader we read
      // them whenever their bit is set.
      if (LAST_SCORE.isStored(incl, version)) lastScore(r);
      if (LAST_THROW.isStored(incl, version)) lastThrow(r);
      if (VR_PLAYER.isStored(incl, version)) vrPlayer(r); else if (!key && !ref) reapply(f.vrPosition, lastVrDelta);
      if (DISC.isStored(incl, version)) disc(r); else if (!key && !ref) reapplyDisc();
      if (PAYLOAD.isStored(incl, version)) {
        f.contested = r.readU8();
        f.payloadCheckpoint = r.readU8();
        f.payloadDefenders = r.readU8();
        f.payloadDistance = half(r);
        f.payloadSpeed = half(r);
      }
      if (RULES.isStored(incl, version)) {
        f.rulesChangedAt = r.readS64le();
        f.rulesChangedBy = readString(r, "rules_changed_by");
      }
    }

    /** v1/v2 frame groups: the seed's inclusion bits and 5-byte pause block. */
    private void frameV1(ByteReader r, int incl, boolean key) throws ReplayFormatException {
      if (STATUS.isStored(incl, version)) f.gameStatus = r.readU8();
      if (POINTS.isStored(incl, version)) {
        f.bluePoints = r.readU8();
        f.orangePoints = r.readU8();
      }
      if (PAUSE.isStored(incl, version)) {
        int flags = r.readU8();
        pauseFlags(flags);
        f.pausedState = (flags >>> 6) & 3;
        pauseTimers(r, key);
      } else if (!key) {
        reapplyPauseTimers();
      } else if (ref) {
        f.restartRequests = 0;
      }
      if (INPUTS.isStored(incl, version)) f.inputs = r.readU8();
      if (LAST_SCORE.isStored(incl, version)) lastScore(r);
      if (LAST_THROW.isStored(incl, version)) lastThrow(r);
      if (version == ButterVersion.V1) {
        // the v1 reader takes the VR player position as absolute
        if (VR_PLAYER.isStored(incl, version)) {
          readDelta(r, f.vrPosition, 0);
          rotation(r, f.vrRotation, 0);
        }
      } else if (VR_PLAYER.isStored(incl, version)) {
        vrPlayer(r);
      } else if (!key && !ref) {
        reapply(f.vrPosition, lastVrDelta);
      }
      if (DISC.isStored(incl, version)) disc(r); else if (!key && !ref) reapplyDisc();
    }

    private void pauseFlags(int flags) {
      f.restartRequests = flags & 3;
      f.pausedRequestedTeam = (flags >>> 2) & 3;
      f.unpausedTeam = (flags >>> 4) & 3;
    }

    /** B2: the writer stores (current − previous), 0 at keyframes. */
    private void pauseTimers(ByteReader r, boolean key) throws ReplayFormatException {
      lastPausedDelta = half(r);
      lastUnpausedDelta = half(r);
      f.pausedTimer = key || ref ? lastPausedDelta : f.pausedTimer + lastPausedDelta;
      f.unpausedTimer = key || ref ? lastUnpausedDelta : f.unpausedTimer + lastUnpausedDelta;
    }

    private void reapplyPauseTimers() {
      if (ref) {
        f.restartRequests = 0; // the reference reader copies the pause object but not these flags
        return;
      }
      f.pausedTimer += lastPausedDelta;
      f.unpausedTimer += lastUnpausedDelta;
    }

    private void lastScore(ByteReader r) throws ReplayFormatException {
      int b = r.readU8();
      f.hasLastScore = true;
      f.lastScoreTeam = b & 3;
      f.lastScorePoints = (b & 4) == 0 ? 2 : 3;
      f.lastScoreGoalType = b >>> 3;
      f.lastScoreScorer = r.readU8();
      f.lastScoreAssister = r.readU8();
      f.lastScoreDiscSpeed = half(r);
      f.lastScoreDistanceThrown = half(r);
    }

    private void lastThrow(ByteReader r) throws ReplayFormatException {
      for (int i = 0; i < 13; i++) f.lastThrow[i] = half(r);
    }

    private void vrPlayer(ByteReader r) throws ReplayFormatException {
      readDelta(r, lastVrDelta, 0);
      reapply(f.vrPosition, lastVrDelta);
      rotation(r, f.vrRotation, 0);
    }

    private void disc(ByteReader r) throws ReplayFormatException {
      readDelta(r, lastDiscDelta, 0);
      reapply(f.discPosition, lastDiscDelta);
      rotation(r, f.discRotation, 0);
      readDelta(r, lastDiscVelDelta, 0);
      reapply(f.discVelocity, lastDiscVelDelta);
    }

    private void reapplyDisc() {
      reapply(f.discPosition, lastDiscDelta);
      reapply(f.discVelocity, lastDiscVelDelta);
    }

    private static void readDelta(ByteReader r, float[] dst, int off) throws ReplayFormatException {
      half3(r, dst, off);
    }

    private static void reapply(float[] pos, float[] delta) {
      pos[0] += delta[0];
      pos[1] += delta[1];
      pos[2] += delta[2];
    }

    private static void rotation(ByteReader r, float[] dst, int off) throws ReplayFormatException {
      decodeRotation(r.readS32le(), dst, off);
    }

    /** All 65,536 binary16 values (256 KiB), faster than converting bit by bit in the hot loop. */
    private static final float[] HALF = new float[65536];

    static {
      for (int i = 0; i < 65536; i++) HALF[i] = org.replays4j.core.codec.Half.toFloat(i);
    }

    private static float half(ByteReader r) throws ReplayFormatException {
      return HALF[r.readU16le()];
    }

    /** Three consecutive halfs into {@code dst[o..o+2]}: one bounds check for the 6 bytes. */
    private static void half3(ByteReader r, float[] dst, int o) throws ReplayFormatException {
      r.require(6);
      byte[] b = r.array();
      int i = r.arrayIndex();
      dst[o] = HALF[(b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8];
      dst[o + 1] = HALF[(b[i + 2] & 0xFF) | (b[i + 3] & 0xFF) << 8];
      dst[o + 2] = HALF[(b[i + 4] & 0xFF) | (b[i + 5] & 0xFF) << 8];
      r.skip(6);
    }

    /** Butter smallest-three values of the 1024 stored integers. */
    private static final double[] DEQ = S3.dequantizeTable();

    /**
     * Same result as {@code SmallestThree.BUTTER.decode}, unrolled for the hot loop: three table
     * lookups, one square root.
     */
    static void decodeRotation(int w, float[] out, int off) {
      double a = DEQ[(w >>> 2) & 1023];
      double b = DEQ[(w >>> 12) & 1023];
      double c = DEQ[(w >>> 22) & 1023];
      double r = 1.0 - a * a - b * b - c * c;
      float d = r > 0 ? (float) Math.sqrt(r) : 0f;
      float fa = (float) a;
      float fb = (float) b;
      float fc = (float) c;
      switch (w & 3) {
        case 0:
          out[off] = d; out[off + 1] = fa; out[off + 2] = fb; out[off + 3] = fc;
          break;
        case 1:
          out[off] = fa; out[off + 1] = d; out[off + 2] = fb; out[off + 3] = fc;
          break;
        case 2:
          out[off] = fa; out[off + 1] = fb; out[off + 2] = d; out[off + 3] = fc;
          break;
        default:
          out[off] = fa; out[off + 1] = fb; out[off + 2] = fc; out[off + 3] = d;
          break;
      }
    }

    private static void addStats(ByteReader r, ButterStats s) throws ReplayFormatException {
      int[] c = s.counts;
      for (int i = 0; i < 10; i++) c[i] = (c[i] + r.readU8()) & 0xFF;
      s.possessionTime += half(r);
      s.stuns = (s.stuns + r.readU16le()) & 0xFFFF;
    }

    private ButterPlayer player(ByteReader r, boolean key) throws ReplayFormatException {
      int fi = r.readU8();
      ButterPlayer p = byIndex[fi];
      if (p == null) {
        p = byIndex[fi] = new ButterPlayer();
        lastPoseDelta[fi] = new float[12];
      }
      float[] poseDelta = lastPoseDelta[fi];
      // The diff base is the same player in the previous frame of this chunk; otherwise zero.
      boolean continued = !key && seenAt[fi] == frameNo - 1;
      if (!continued) {
        p.clear();
        java.util.Arrays.fill(poseDelta, 0);
      }
      seenAt[fi] = frameNo;
      p.fileIndex = fi;
      p.userId = fi < userIds.length ? userIds[fi] : 0;
      p.playerId = r.readU8();
      int state = r.readU8();
      boolean v3 = version >= ButterVersion.V3;
      p.flags = state & (v3 ? 0x1F : 0x0F);
      boolean hasStats = (state & (v3 ? 0x20 : 0x10)) != 0;
      boolean hasPing = (state & (v3 ? 0x40 : 0x20)) != 0;
      boolean hasHolding = v3 ? hasPing && arena : (state & 0x40) != 0 && !(version >= ButterVersion.V2 && combat);
      if (hasStats) addStats(r, p.stats);
      if (hasPing) {
        int d = ButterVersion.hasSignedPing(version) ? r.readS16le() : r.readU16le();
        p.ping = ButterVersion.hasSignedPing(version) ? p.ping + d : (p.ping + d) & 0xFFFF;
        p.packetLossRatio += half(r);
      }
      if (hasHolding) {
        p.holdingLeft = r.readU8();
        p.holdingRight = r.readU8();
      }
      if ((state & 0x80) != 0) {
        float[] vel = p.velocity;
        half3(r, q, 0);
        vel[0] += q[0];
        vel[1] += q[1];
        vel[2] += q[2];
      }
      int poseBits = r.readU8();
      float[] pos = p.positions;
      for (int part = 0; part < 4; part++) {
        int o = 3 * part;
        if ((poseBits & (1 << (2 * part))) != 0) {
          half3(r, poseDelta, o);
        } else if (!v3 || ref) {
          // v1/v2 writers cleared the bit when the part had not moved (> 1 cm): nothing to add
          poseDelta[o] = 0;
          poseDelta[o + 1] = 0;
          poseDelta[o + 2] = 0;
        }
        // B4: a clear bit means "same delta bytes as last frame", so the delta applies again.
        pos[o] += poseDelta[o];
        pos[o + 1] += poseDelta[o + 1];
        pos[o + 2] += poseDelta[o + 2];
        if ((poseBits & (2 << (2 * part))) != 0) {
          rotation(r, p.rotations, 4 * part);
        }
      }
      if (combat && ButterVersion.hasCombatLoadout(version)) {
        p.loadout = r.readU8();
      }
      return p;
    }

    /** Bone block (docs/formats/butter.md#bones). */
    private void bones(ByteReader r, boolean key) throws ReplayFormatException {
      int b = r.readU8();
      if ((b & 1) == 0) {
        f.hasBones = false;
        f.bonePlayers = 0;
        prevBonePlayers = 0;
        return;
      }
      int n = b >>> 1;
      // the reference reader bases bone player i on the previous frame's player i whatever the count
      boolean continued = (ref ? n <= prevBonePlayers : n == prevBonePlayers) && !(resetBones && key);
      f.ensureBones(n);
      f.hasBones = true;
      f.bonePlayers = n;
      prevBonePlayers = n;
      for (int i = 0; i < n; i++) {
        float[] pos = f.bonePositions[i];
        float[] rot = f.boneRotations[i];
        if (!continued) {
          java.util.Arrays.fill(pos, 0);
          java.util.Arrays.fill(rot, 0);
          for (int j = 0; j < ButterFrame.BONES; j++) rot[4 * j + 3] = 1f;
        }
        int posMask = r.readU8() | r.readU8() << 8 | r.readU8() << 16;
        int rotMask = r.readU8() | r.readU8() << 8 | r.readU8() << 16;
        for (int j = 0; j < ButterFrame.BONES; j++) {
          if ((posMask & (1 << j)) != 0) {
            pos[3 * j] += boneCoordinate(r);
            pos[3 * j + 1] += boneCoordinate(r);
            pos[3 * j + 2] += boneCoordinate(r);
          }
        }
        for (int j = 0; j < ButterFrame.BONES; j++) {
          if ((rotMask & (1 << j)) != 0) {
            decodeRotation(r.readS32le(), q, 0);
            multiply(q, rot, 4 * j);
          }
        }
      }
    }

    /** rot[o..o+3] = d ⊗ rot[o..o+3] (Hamilton product, System.Numerics operand order). */
    static void multiply(float[] d, float[] rot, int o) {
      float ax = d[0], ay = d[1], az = d[2], aw = d[3];
      float bx = rot[o], by = rot[o + 1], bz = rot[o + 2], bw = rot[o + 3];
      float cx = ay * bz - az * by;
      float cy = az * bx - ax * bz;
      float cz = ax * by - ay * bx;
      float dot = ax * bx + ay * by + az * bz;
      rot[o] = ax * bw + bx * aw + cx;
      rot[o + 1] = ay * bw + by * aw + cy;
      rot[o + 2] = az * bw + bz * aw + cz;
      rot[o + 3] = aw * bw - dot;
    }

    /** A zig-zag varint (Mirror style) holding a 14-bit fixed-point delta over [−2, 2]. */
    private static float boneCoordinate(ByteReader r) throws ReplayFormatException {
      long at = r.position();
      long v = readVarUInt(r);
      long zz = (v >>> 1) ^ -(v & 1);
      if (zz < -8192 || zz > 8191) {
        throw ReplayFormatException.invalid(FORMAT, at, "expected a 14-bit bone coordinate but got " + zz);
      }
      return (zz + 8192) / 16384f * 4f - 2f;
    }

    static long readVarUInt(ByteReader r) throws ReplayFormatException {
      int a0 = r.readU8();
      if (a0 <= 240) return a0;
      if (a0 <= 248) return 240 + ((a0 - 241L) << 8) + r.readU8();
      if (a0 == 249) return 2288 + ((long) r.readU8() << 8) + r.readU8();
      int bytes = a0 - 247; // 250 → 3 … 255 → 8
      long v = 0;
      for (int i = 0; i < bytes; i++) v |= (long) r.readU8() << (8 * i);
      return v;
    }
  }
}
