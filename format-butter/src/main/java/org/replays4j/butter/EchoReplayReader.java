package org.replays4j.butter;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.io.DecompressionBudget;
import org.replays4j.core.io.FormatErrorInputStream;
import org.replays4j.core.io.Streams;

/**
 * Reads .echoreplay files (docs/formats/butter.md#echoreplay): a ZIP holding one {@code
 * .echoreplay} entry (the first entry named so or starting with a frame time; other entries are
 * skipped, and a ZIP without one is a format error), or the same text uncompressed, as a stream of
 * lines in bounded memory ({@link #stream}, whatever the file's length). Each line is {@code
 * yyyy/MM/dd HH:mm:ss.fff TAB session-JSON [TAB bones-JSON]}; rows whose JSON has at most 300
 * characters or that have neither 2 nor 3 columns are skipped, as the reference converter does.
 * JSON is parsed with Jackson's streaming parser.
 *
 * <p>Times are local times without a zone; like the butter writer (B7) they are taken as UTC. Old
 * (2018) API frames, which have one top-level player transform and bare hand positions, map that
 * transform to head and body and give the hands the identity rotation. Unknown map names give map
 * index 0 (the reference writer rejects them). The whole-file model is {@link EchoReplay#read}.
 *
 * <p>Damaged files (docs/formats/butter.md#damaged-echoreplay-files): strict by default, a file cut
 * or damaged after its first row fails; {@code builder().salvage(true)} ({@link #salvaging()})
 * delivers every frame before the damage, then {@link FrameSink#damage}. Damage is a line that does
 * not parse (a last line without its line end that is not a whole row: a cut), a zipped entry whose
 * data ends early or fails its checksum, or a ZIP without its central directory and end record.
 * Damage before the first row is a damaged header and fails in either mode.
 */
public final class EchoReplayReader {
  /** Format id used in errors. */
  public static final String FORMAT = "echoreplay";

  private static final DateTimeFormatter TIME =
      DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss.SSS");

  /** Reading options: none yet (the builder is the one builder style of every decoder). */
  public enum Option {}

  private final DecodeLimits limits;
  private final Set<Option> options;
  private final boolean salvage;

  private EchoReplayReader(DecodeLimits limits, Set<Option> options, boolean salvage) {
    this.limits = limits;
    this.options = options;
    this.salvage = salvage;
  }

  private static final EchoReplayReader SALVAGE = builder().salvage(true).build();

  /**
   * A builder: {@code EchoReplayReader.builder().limits(l).build()} bounds a zipped file's entry by
   * {@code maxDecompressedBytes} and {@code maxDecompressionRatio}, each line by {@code
   * maxEventBytes}.
   */
  public static DecoderBuilder<Option, EchoReplayReader> builder() {
    return new DecoderBuilder<>(Option.class, EchoReplayReader::new);
  }

  /** A reader with default limits (strict: a damaged file fails). */
  public static EchoReplayReader create() {
    return builder().build();
  }

  /**
   * A reader with default limits in salvage mode, as the models' {@code read} methods without a
   * reader and the SPI use it.
   */
  public static EchoReplayReader salvaging() {
    return SALVAGE;
  }

  /** No options, salvage mode, within {@code limits}: what the format SPI reads with. */
  public static EchoReplayReader salvaging(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SALVAGE
        : builder().limits(limits).salvage(true).build();
  }

  /** True in salvage mode ({@code builder().salvage(true)}). */
  public boolean salvage() {
    return salvage;
  }

  /** The limits this reader checks. */
  public DecodeLimits limits() {
    return limits;
  }

  /** The options this reader was built with (none yet). */
  public Set<Option> options() {
    return options;
  }

  /**
   * Receives the frames of a file as they are read ({@link #stream}). Players are numbered in order
   * of first appearance, as in the whole-file model; the header passed with each frame holds the
   * first row's session fields and every player seen so far.
   */
  @FunctionalInterface
  public interface FrameSink {
    /**
     * One frame ({@link ButterFrame#index} counts accepted rows from 0); return false to stop.
     * {@code frame} and {@code header} are only valid during the call unless kept deliberately.
     */
    boolean frame(ButterHeader header, ButterFrame frame) throws IOException;

    /**
     * Salvage mode: the file was damaged after its first row; every frame before the damage was
     * delivered, and {@link #stream} returns after this call. The default ignores it.
     */
    default void damage(Damage damage) throws IOException {}
  }

  /** What a stream has delivered so far: the header and the number of frames. */
  private static final class Progress {
    ButterHeader header;
    int frames;
  }

  /**
   * Streams the frames of a zip or text {@code .echoreplay} to {@code sink} in bounded memory: one
   * line at a time (at most {@code maxEventBytes}), a zipped entry through the shared decompression
   * budget. Every frame before a damaged line is delivered before the error. The stream is not
   * closed.
   *
   * @return the header after the last frame (the first row's fields and every player), or the
   *     header of an empty session when no row was accepted
   */
  public ButterHeader stream(InputStream in, FrameSink sink) throws IOException {
    Progress p = new Progress();
    try {
      return read(in, sink, p);
    } catch (ReplayFormatException e) {
      // before the first row nothing can be salvaged: the header is its first row
      if (!salvage || !Damage.salvageable(e) || p.frames == 0) throw e;
      sink.damage(Damage.of(e));
      return p.header;
    }
  }

  private ButterHeader read(InputStream in, FrameSink sink, Progress p) throws IOException {
    BufferedInputStream buffered = new BufferedInputStream(in, 1 << 16);
    buffered.mark(4);
    int b0 = buffered.read();
    int b1 = buffered.read();
    buffered.reset();
    if (b0 < 0) {
      // nothing to read a session from (and a ZIP or a log cut before its first byte)
      throw ReplayFormatException.truncated(FORMAT, 0, 1, 0);
    }
    if (b0 == 'P' && b1 == 'K') {
      DecompressionBudget budget = new DecompressionBudget(FORMAT, "zip", limits);
      ZipTail tail = new ZipTail(buffered);
      // Latin-1 names: an entry name is only compared and shown, and an invalid UTF-8 name must not
      // fail the file
      ZipInputStream z =
          new ZipInputStream(budget.countCompressed(tail), StandardCharsets.ISO_8859_1);
      ZipErrors entry = new ZipErrors(z);
      List<String> others = new ArrayList<>();
      while (entry.next()) {
        if (entry.directory) continue;
        BufferedInputStream data = new BufferedInputStream(budget.bound(entry), 1 << 16);
        // the recorder writes one entry <basename>.echoreplay; an archive repacked by hand may
        // hold other files first (a README, a screenshot), and its replay under another name
        if (entry.name.toLowerCase(Locale.ROOT).endsWith(".echoreplay") || startsWithTime(data)) {
          LineReader lines = new LineReader(data, limits.maxEventBytes());
          ButterHeader h = lines(lines, sink, p);
          if (lines.stopped) return h;
          // the rest of the archive: the other entries, read through like the replay's (their
          // data checked), then the central directory and its end record, which a cut file lacks
          while (entry.next()) {
            InputStream rest = new BufferedInputStream(budget.bound(entry), 1 << 16);
            while (rest.skip(1 << 16) > 0) {
              // skipped
            }
          }
          tail.checkEnd(lines.next);
          return h;
        }
        if (others.size() < 5) others.add("'" + entry.name + "'");
        // through the budget: a skipped entry is bounded like the one that is read
        while (data.skip(1 << 16) > 0) {
          // skipped
        }
      }
      throw ReplayFormatException.invalid(
          FORMAT,
          0,
          others.isEmpty()
              ? "expected a ZIP with one .echoreplay entry but got an empty archive"
              : "expected a ZIP with a .echoreplay entry but none of its entries ("
                  + String.join(", ", others)
                  + (others.size() == 5 ? ", …" : "")
                  + ") is named so or starts with a frame time");
    }
    return lines(new LineReader(buffered, limits.maxEventBytes()), sink, p);
  }

  /**
   * The stored bytes of a ZIP as they are read, keeping the last {@link #KEEP} of them: once the
   * entries are read, the file must end with the end of central directory record (22 bytes and its
   * comment), whose central directory ends where the record starts. A file cut anywhere lacks it.
   */
  private static final class ZipTail extends FilterInputStream {
    /** The largest end record: 22 bytes and a comment of at most 65,535. */
    static final int KEEP = 22 + 65535;

    private final byte[] ring = new byte[KEEP];
    private long total;

    ZipTail(InputStream in) {
      super(in);
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b >= 0) keep(new byte[] {(byte) b}, 0, 1);
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = in.read(b, off, len);
      if (n > 0) keep(b, off, n);
      return n;
    }

    @Override
    public long skip(long n) throws IOException {
      return Streams.skipByReading(this, n);
    }

    @Override
    public boolean markSupported() {
      return false;
    }

    private void keep(byte[] b, int off, int n) {
      int skip = Math.max(0, n - KEEP); // only the last KEEP bytes matter
      total += skip;
      off += skip;
      n -= skip;
      int at = (int) (total % KEEP);
      int first = Math.min(n, KEEP - at);
      System.arraycopy(b, off, ring, at, first);
      System.arraycopy(b, off + first, ring, 0, n - first);
      total += n;
    }

    private int at(long pos) {
      return ring[(int) (pos % KEEP)] & 0xFF;
    }

    private long u32(long pos) {
      return at(pos) | at(pos + 1) << 8 | at(pos + 2) << 16 | (long) at(pos + 3) << 24;
    }

    /**
     * Reads to the end of the file and checks that it ends with an end of central directory record
     * (at most {@link #KEEP} bytes from the end, its comment reaching the end, its central
     * directory ending where it starts); {@code textEnd} is the offset in the replay's text where
     * reading stopped.
     */
    void checkEnd(long textEnd) throws IOException {
      byte[] buf = new byte[8192];
      while (read(buf, 0, buf.length) >= 0) {
        // to the end
      }
      for (long e = total - 22; e >= Math.max(0, total - KEEP); e--) {
        if (at(e) != 'P' || at(e + 1) != 'K' || at(e + 2) != 5 || at(e + 3) != 6) continue;
        long comment = at(e + 20) | at(e + 21) << 8;
        long size = u32(e + 12);
        long offset = u32(e + 16);
        boolean zip64 = size == 0xFFFFFFFFL || offset == 0xFFFFFFFFL;
        if (e + 22 + comment == total && (zip64 || offset + size == e)) return;
      }
      throw new ReplayFormatException(
          ReplayFormatException.Kind.TRUNCATED,
          FORMAT,
          textEnd,
          total,
          "zip",
          "expected the ZIP's central directory and end record after its entries but the file ends"
              + " at byte "
              + total
              + " without them (truncated input)",
          null);
    }
  }

  /** Whether {@code in} starts like a replay line, {@code yyyy/MM/dd} (the stream is not moved). */
  private static boolean startsWithTime(BufferedInputStream in) throws IOException {
    byte[] head = new byte[10];
    in.mark(head.length);
    int n = in.readNBytes(head, 0, head.length);
    in.reset();
    if (n < head.length) return false;
    for (int i = 0; i < head.length; i++) {
      boolean slash = i == 4 || i == 7;
      if (slash ? head[i] != '/' : head[i] < '0' || head[i] > '9') return false;
    }
    return true;
  }

  /**
   * The entries of a ZIP with the JDK's failures on damaged archives (ZipException, EOFException
   * for truncated headers and data, IllegalArgumentException) reported as format errors.
   */
  private static final class ZipErrors extends FormatErrorInputStream {
    boolean directory;
    String name;

    ZipErrors(ZipInputStream z) {
      super(z);
    }

    boolean next() throws ReplayFormatException {
      try {
        ZipEntry e = ((ZipInputStream) in).getNextEntry();
        if (e == null) return false;
        directory = e.isDirectory();
        name = e.getName();
        return true;
      } catch (IOException | RuntimeException e) {
        throw e instanceof ReplayFormatException r ? r : formatError(e, count());
      }
    }

    @Override
    protected ReplayFormatException formatError(Exception e, long offset) {
      boolean cut = e instanceof EOFException;
      String what =
          cut
              ? "expected more ZIP data but the file ended (truncated input)"
              : "expected a ZIP with one .echoreplay entry but got: " + e.getMessage();
      return new ReplayFormatException(
          cut ? ReplayFormatException.Kind.TRUNCATED : ReplayFormatException.Kind.INVALID,
          FORMAT,
          offset,
          null,
          "zip",
          what,
          e);
    }
  }

  /**
   * Lines of UTF-8 text, each at most {@code max} bytes (without its line end), with byte offsets.
   */
  private static final class LineReader {
    private final InputStream in;
    private final int max;
    private byte[] buf = new byte[8192];
    private int len;
    private boolean eof;

    /** Offset of the line last returned. */
    long lineOffset;

    /** Offset after the line last returned: where reading stopped. */
    long next;

    /** True when the line last returned ended at the end of the file, without a line end. */
    boolean unterminated;

    /** True when the sink asked to stop. */
    boolean stopped;

    LineReader(InputStream in, int max) {
      this.in = in;
      this.max = max;
    }

    /** The next line without its {@code \n} or {@code \r\n}, or null at the end. */
    String next() throws IOException {
      int scanned = 0;
      while (true) {
        for (int i = scanned; i < len; i++) {
          if (buf[i] == '\n') return take(i, i + 1);
        }
        scanned = len;
        if (eof) {
          if (len == 0) return null;
          unterminated = true;
          return take(len, len);
        }
        if (len > max) {
          throw ReplayFormatException.limitExceeded(
              FORMAT, next, "maxEventBytes (line length)", max, len);
        }
        if (len == buf.length)
          buf =
              Arrays.copyOf(
                  buf, (int) Math.min(Integer.MAX_VALUE - 16L, Math.min((long) max + 2, 2L * len)));
        int k = in.read(buf, len, buf.length - len);
        if (k < 0) {
          eof = true;
        } else {
          len += k;
        }
      }
    }

    private String take(int end, int consumed) {
      int e = end > 0 && buf[end - 1] == '\r' && end < consumed ? end - 1 : end;
      String line = new String(buf, 0, e, StandardCharsets.UTF_8);
      System.arraycopy(buf, consumed, buf, 0, len - consumed);
      len -= consumed;
      lineOffset = next;
      next += consumed;
      return line;
    }
  }

  /**
   * The error for a last line without a line end that is not a whole row: the file was cut inside
   * it.
   */
  private static ReplayFormatException cutLine(long offset, int lineNo, String what, Exception e) {
    return new ReplayFormatException(
        ReplayFormatException.Kind.TRUNCATED,
        FORMAT,
        offset,
        null,
        "line[" + lineNo + "]",
        "expected a whole row on the last line, which has no line end, but "
            + what
            + " (truncated input)",
        e);
  }

  @SuppressWarnings("unchecked")
  private ButterHeader lines(LineReader r, FrameSink sink, Progress progress) throws IOException {
    int lineNo = 0;
    Map<String, Object> first = null;
    Map<String, ButterPlayerInfo> players = new LinkedHashMap<>();
    Map<String, Integer> index = new LinkedHashMap<>();
    ButterHeader header = null;
    ButterMap map = null;
    int frames = 0;
    String line;
    while ((line = r.next()) != null) {
      lineNo++;
      long lineOffset = r.lineOffset;
      if (line.isEmpty()) continue;
      String[] cols = line.split("\t", -1);
      if (cols.length != 2 && cols.length != 3 || cols[1].length() <= 300) {
        if (r.unterminated) throw cutLine(lineOffset, lineNo, "it is too short for one", null);
        continue;
      }
      long t;
      try {
        t = LocalDateTime.parse(cols[0].trim(), TIME).toInstant(ZoneOffset.UTC).toEpochMilli();
      } catch (DateTimeParseException e) {
        if (r.unterminated) throw cutLine(lineOffset, lineNo, "its time does not parse", e);
        throw new ReplayFormatException(
            FORMAT,
            lineOffset,
            null,
            "line[" + lineNo + "]",
            "expected a time yyyy/MM/dd HH:mm:ss.fff but got '" + cols[0] + "'",
            e);
      }
      Object session;
      Object bones = null;
      try {
        session = JsonTree.parse(cols[1]);
        if (cols.length == 3 && !cols[2].isBlank()) bones = JsonTree.parse(cols[2].trim());
      } catch (IOException e) {
        if (r.unterminated)
          throw cutLine(lineOffset, lineNo, "its JSON ends early: " + e.getMessage(), e);
        throw new ReplayFormatException(
            FORMAT,
            lineOffset,
            null,
            "line[" + lineNo + "]",
            "expected JSON but got: " + e.getMessage(),
            e);
      }
      if (!(session instanceof Map)) continue;
      Row row =
          new Row(
              t,
              (Map<String, Object>) session,
              bones instanceof Map ? (Map<String, Object>) bones : null);
      if (first == null) first = row.session;
      // Player table: every player of any frame, in order of first appearance, keyed by name. It
      // is bounded by maxPlayers (a butter header holds at most 255), so the header is rebuilt at
      // most that many times however many names the rows bring.
      boolean added = false;
      for (Map<String, Object> team : list(row.session.get("teams"), Map.class)) {
        for (Map<String, Object> p : list(team.get("players"), Map.class)) {
          String name = ascii(str(p.get("name"), ""));
          if (!players.containsKey(name)) {
            limits.checkPlayers(FORMAT, lineOffset, "player table", players.size() + 1L);
            ButterPlayerInfo info =
                new ButterPlayerInfo(
                    players.size() + 1,
                    name,
                    lng(p.get("userid")),
                    (int) lng(p.get("number")) & 0xFF,
                    (int) lng(p.get("level")) & 0xFF);
            players.put(name, info);
            index.put(info.name(), info.fileIndex());
            added = true;
          }
        }
      }
      if (header == null || added) {
        header = header(first, new ArrayList<>(players.values()));
        map = header.map();
      }
      boolean more = sink.frame(header, frame(row, frames++, index, map));
      progress.header = header;
      progress.frames = frames;
      if (!more) {
        r.stopped = true;
        return header;
      }
    }
    return header != null ? header : header(Map.of(), List.of());
  }

  /** One accepted row. */
  private record Row(long timeMs, Map<String, Object> session, Map<String, Object> bones) {}

  private static ButterHeader header(Map<String, Object> s, List<ButterPlayerInfo> players) {
    ButterMap map = ButterMap.ofApiName(str(s.get("map_name"), ""));
    String ip = str(s.get("sessionip"), "0.0.0.0");
    String sid =
        str(s.get("sessionid"), "00000000-0000-0000-0000-000000000000").toUpperCase(Locale.ROOT);
    return new ButterHeader(
        3,
        300,
        ButterCompression.NONE,
        str(s.get("client_name"), ""),
        sid,
        ip,
        players,
        (int) lng(s.get("total_round_count")),
        (int) lng(s.get("blue_round_score")),
        (int) lng(s.get("orange_round_score")),
        map == null ? 0 : map.ordinal(),
        bool(s.get("private_match")),
        0);
  }

  @SuppressWarnings("unchecked")
  private static ButterFrame frame(Row row, int i, Map<String, Integer> index, ButterMap map) {
    Map<String, Object> s = row.session;
    ButterFrame f = new ButterFrame();
    f.index = i;
    f.timeMs = row.timeMs;
    f.gameClock = (float) dbl(s.get("game_clock"));
    f.gameStatus = code(ButterFrame.GAME_STATUS, str(s.get("game_status"), null), 0);
    f.bluePoints = (float) dbl(s.get("blue_points"));
    f.orangePoints = (float) dbl(s.get("orange_points"));
    String[] inputs = {
      "left_shoulder_pressed",
      "right_shoulder_pressed",
      "left_shoulder_pressed2",
      "right_shoulder_pressed2"
    };
    for (int k = 0; k < 4; k++)
      if (dbl(s.get(inputs[k])) > 0 || bool(s.get(inputs[k]))) f.inputs |= 1 << k;
    if (dbl(s.get("blue_team_restart_request")) != 0 || bool(s.get("blue_team_restart_request")))
      f.restartRequests |= 1;
    if (dbl(s.get("orange_team_restart_request")) != 0
        || bool(s.get("orange_team_restart_request"))) f.restartRequests |= 2;
    Map<String, Object> pause = map(s.get("pause"));
    f.pausedState =
        pause.isEmpty() ? 0 : code(ButterFrame.PAUSED_STATE, str(pause.get("paused_state"), ""), 5);
    f.pausedRequestedTeam =
        code(ButterFrame.TEAM, str(pause.get("paused_requested_team"), "none"), 3);
    f.unpausedTeam = code(ButterFrame.TEAM, str(pause.get("unpaused_team"), "none"), 3);
    f.pausedTimer = (float) dbl(pause.get("paused_timer"));
    f.unpausedTimer = (float) dbl(pause.get("unpaused_timer"));
    Map<String, Object> ls = map(s.get("last_score"));
    if (!ls.isEmpty()) {
      f.hasLastScore = true;
      f.lastScoreTeam = code(ButterFrame.TEAM, str(ls.get("team"), "none"), 3);
      f.lastScorePoints = (int) lng(ls.get("point_amount"));
      f.lastScoreGoalType =
          code(ButterFrame.GOAL_TYPE, str(ls.get("goal_type"), "").replace('_', ' '), 0);
      f.lastScoreScorer = index.getOrDefault(str(ls.get("person_scored"), ""), 0);
      f.lastScoreAssister = index.getOrDefault(str(ls.get("assist_scored"), ""), 0);
      f.lastScoreDiscSpeed = (float) dbl(ls.get("disc_speed"));
      f.lastScoreDistanceThrown = (float) dbl(ls.get("distance_thrown"));
    }
    Map<String, Object> lt = map(s.get("last_throw"));
    for (int k = 0; k < 13; k++) f.lastThrow[k] = (float) dbl(lt.get(ButterFrame.LAST_THROW[k]));
    Map<String, Object> vr = map(s.get("player"));
    vec(vr.get("vr_position"), f.vrPosition, 0);
    rot(vr.get("vr_forward"), vr.get("vr_up"), f.vrRotation, 0);
    Map<String, Object> disc = map(s.get("disc"));
    vec(disc.get("position"), f.discPosition, 0);
    rot(disc.get("forward"), disc.get("up"), f.discRotation, 0);
    vec(disc.get("velocity"), f.discVelocity, 0);
    f.contested = dbl(s.get("contested")) != 0 || bool(s.get("contested")) ? 1 : 0;
    f.payloadCheckpoint = (int) lng(s.get("payload_checkpoint"));
    f.payloadDefenders = (int) lng(s.get("payload_defenders"));
    f.payloadDistance = (float) dbl(s.get("payload_distance"));
    f.payloadSpeed = (float) dbl(s.get("payload_speed"));
    f.rulesChangedAt = lng(s.get("rules_changed_at"));
    f.rulesChangedBy = ascii(str(s.get("rules_changed_by"), ""));
    List<?> teams = list(s.get("teams"), Map.class);
    for (int t = 0; t < 3 && t < teams.size(); t++) {
      Map<String, Object> tm = map(teams.get(t));
      ButterTeam team = f.teams[t];
      team.possession = t < 2 && bool(tm.get("possession"));
      stats(map(tm.get("stats")), team.stats);
      List<?> ps = list(tm.get("players"), Map.class);
      team.ensure(ps.size());
      team.playerCount = ps.size();
      for (int k = 0; k < ps.size(); k++) {
        player(map(ps.get(k)), team.players[k], index, map);
      }
    }
    if (row.bones != null) {
      List<?> ub = list(row.bones.get("user_bones"), Map.class);
      f.hasBones = true;
      f.ensureBones(ub.size());
      f.bonePlayers = ub.size();
      for (int k = 0; k < ub.size(); k++) {
        List<Object> bt = list(map(ub.get(k)).get("bone_t"), Object.class);
        List<Object> bo = list(map(ub.get(k)).get("bone_o"), Object.class);
        for (int j = 0; j < 69; j++)
          f.bonePositions[k][j] = j < bt.size() ? (float) dbl(bt.get(j)) : 0f;
        for (int j = 0; j < 92; j++)
          f.boneRotations[k][j] = j < bo.size() ? (float) dbl(bo.get(j)) : (j % 4 == 3 ? 1f : 0f);
      }
    }
    return f;
  }

  private static final String[] WEAPON = {"rocket", "blaster", "scout", "assault"};
  private static final String[] ORDNANCE = {"stun", "det", "burst", "arc"};
  private static final String[] TACMOD = {"sensor", "wraith", "heal", "shield"};
  private static final String[] ARM = {"Left", "Right"};

  private static void player(
      Map<String, Object> p, ButterPlayer out, Map<String, Integer> index, ButterMap map) {
    out.clear();
    out.fileIndex = index.getOrDefault(ascii(str(p.get("name"), "")), 0);
    out.userId = out.fileIndex == 0 ? 0 : lng(p.get("userid"));
    out.playerId = (int) lng(p.get("playerid")) & 0xFF;
    for (ButterPlayerFlag f : ButterPlayerFlag.values())
      if (bool(p.get(f.apiName()))) out.flags |= f.bit();
    stats(map(p.get("stats")), out.stats);
    out.ping = (int) lng(p.get("ping"));
    out.packetLossRatio = (float) dbl(p.get("packetlossratio"));
    if (map.isArena()) {
      out.holdingLeft = ButterHolding.parse(p.get("holding_left"));
      out.holdingRight = ButterHolding.parse(p.get("holding_right"));
    }
    vec(p.get("velocity"), out.velocity, 0);
    for (ButterPosePart k : ButterPosePart.values()) {
      Object raw = p.get(k.apiName());
      Map<String, Object> part = map(raw);
      if (raw == null && k.ordinal() < 2 && p.containsKey("position")) {
        // 2018 API: one player transform at top level (position/forward/up) stands for head and
        // body
        part = p;
      }
      if (raw instanceof List) {
        // 2018 API: hands are bare positions without orientation
        vec(raw, out.positions, k.positionOffset());
        continue;
      }
      Object pos = part.containsKey("position") ? part.get("position") : part.get("pos");
      vec(pos, out.positions, k.positionOffset());
      rot(part.get("forward"), part.get("up"), out.rotations, k.rotationOffset());
    }
    if (map.isCombat()) {
      out.loadout =
          code(WEAPON, str(p.get("Weapon"), ""), 0)
              | code(ORDNANCE, str(p.get("Ordnance"), ""), 0) << 2
              | code(TACMOD, str(p.get("TacMod"), ""), 0) << 4
              | code(ARM, str(p.get("Arm"), ""), 0) << 6;
    }
  }

  private static void stats(Map<String, Object> m, ButterStats s) {
    for (ButterCounter c : ButterCounter.values())
      s.counts[c.ordinal()] = (int) lng(m.get(c.apiName()));
    s.possessionTime = (float) dbl(m.get("possession_time"));
    s.stuns = (int) Math.max(0, Math.min(65535, lng(m.get("stuns"))));
  }

  private static void vec(Object o, float[] dst, int off) {
    List<Object> l = list(o, Object.class);
    for (int k = 0; k < 3; k++) dst[off + k] = k < l.size() ? (float) dbl(l.get(k)) : 0f;
  }

  private static void rot(Object fwd, Object up, float[] dst, int off) {
    List<Object> f = list(fwd, Object.class);
    List<Object> u = list(up, Object.class);
    if (f.size() < 3 || u.size() < 3) {
      Quaternions.lookRotation(0, 0, 1, 0, 1, 0, dst, off);
      return;
    }
    Quaternions.lookRotation(
        dbl(f.get(0)),
        dbl(f.get(1)),
        dbl(f.get(2)),
        dbl(u.get(0)),
        dbl(u.get(1)),
        dbl(u.get(2)),
        dst,
        off);
  }

  static int code(String[] table, String name, int unknown) {
    if (name == null) return unknown;
    for (int k = 0; k < table.length; k++) if (name.equals(table[k])) return k;
    return unknown;
  }

  static String ascii(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      sb.append(c < 0x80 && c != 0 ? c : '?');
    }
    return sb.toString();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    return o instanceof Map ? (Map<String, Object>) o : Map.of();
  }

  @SuppressWarnings("unchecked")
  static <T> List<T> list(Object o, Class<T> type) {
    if (!(o instanceof List)) return List.of();
    List<T> out = new ArrayList<>();
    for (Object e : (List<Object>) o) if (type.isInstance(e)) out.add((T) e);
    return out;
  }

  static String str(Object o, String dflt) {
    return o == null ? dflt : o.toString();
  }

  static double dbl(Object o) {
    return o instanceof Number ? ((Number) o).doubleValue() : 0;
  }

  static long lng(Object o) {
    return o instanceof Number ? ((Number) o).longValue() : 0;
  }

  static boolean bool(Object o) {
    return o instanceof Boolean
        ? (Boolean) o
        : o instanceof Number && ((Number) o).doubleValue() != 0;
  }
}
