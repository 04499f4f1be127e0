package org.replays4j.slippi;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.EnumSet;
import java.util.List;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.ItemUpdateFields;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameFields;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameFields;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.SlippiPlayers;
import org.replays4j.slippi.record.SlippiVersion;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * A whole Slippi game in memory, built by a collecting {@link SlippiVisitor} ({@link Builder}).
 *
 * <p>Frames are <em>finalized</em>: every distinct frame number appears once, in ascending order
 * (index {@code 0 .. frameCount()-1}); for a frame that was sent more than once (rollback) the copy
 * chosen by {@link RollbackChoice} is kept ({@link RollbackChoice#LAST} by default, as slippi-js
 * does) and {@link #sendCount(int)} says how often it was sent. The choice is made per character:
 * the last (or first) pre/post event of a character for a frame number wins, as in slippi-js.
 * Per-character values are stored column-wise ({@link PreFrameColumns}/{@link PostFrameColumns}:
 * one primitive array per field) for each port and for leader and follower (Nana), indexed by frame
 * index. Items and stage events belong to the chosen copy of their frame only: unlike slippi-js,
 * re-sent frames do not duplicate them.
 *
 * <p>Damaged files: the {@code read} methods without a decoder argument read in salvage mode
 * ({@link SlippiDecoder#salvaging()}): a file cut or damaged after its header gives the game up to
 * its last complete event, with {@link #damage()} saying where it stopped ({@link #partial()}).
 * Pass {@link SlippiDecoder#create()} (strict) to get the {@link
 * org.replays4j.core.error.ReplayFormatException} instead.
 *
 * <p>Immutable after building; safe to share between threads.
 */
public final class SlippiGame {
  /** The frame number of every game's first frame: the countdown before "GO" starts here. */
  public static final int FIRST_FRAME = -123;

  /**
   * The first frame on which the players can act: slippi-js's playable frame count and its input
   * counts start here.
   */
  public static final int FIRST_PLAYABLE_FRAME = -39;

  private RawStart rawStart;
  private EventPayloads eventPayloads;
  private GameStart gameStart;
  private final List<GameEnd> gameEnds = new ArrayList<>();
  private GeckoList geckoList;
  private SlippiMetadata metadata;
  private RawEnd rawEnd;
  private final long[] eventCounts = new long[256];
  private RollbackChoice choice;

  private int[] frameNumbers = new int[0];
  // a summary-only game (no columns): per port, the internal character id of the leader's first
  // post-frame event (-1: none), for startingCharacterId
  private int[] firstPostInternal;
  private int[] sendCounts = new int[0];
  private final PreFrameColumns[] pre = new PreFrameColumns[8];
  private final PostFrameColumns[] post = new PostFrameColumns[8];
  private ItemColumns items;
  private int[] itemStart = new int[1];
  private List<List<Object>> stageEvents = List.of();
  private long[] frameSeeds = new long[0];
  private int[] latestFinalized = new int[0];
  private boolean complete;
  private Damage damage;
  private long outOfRangeCharacterEvents;

  private SlippiGame() {}

  /**
   * Decodes a whole file held in memory, keeping the last copy of re-sent frames; salvages a
   * damaged file ({@link #partial()}).
   */
  public static SlippiGame read(byte[] file) throws IOException {
    return read(file, SlippiDecoder.salvaging());
  }

  /** Decodes a whole file held in memory with {@code decoder} (its limits and options). */
  public static SlippiGame read(byte[] file, SlippiDecoder decoder) throws IOException {
    return decoder.collect(file, new Builder(RollbackChoice.LAST, decoder.limits())).checked();
  }

  /**
   * Decodes a whole file held in memory with the given rollback choice; salvages a damaged file
   * ({@link #partial()}).
   */
  public static SlippiGame read(byte[] file, RollbackChoice choice) throws IOException {
    return SlippiDecoder.salvaging().collect(file, new Builder(choice)).checked();
  }

  /** Reads and decodes a file; salvages a damaged file ({@link #partial()}). */
  public static SlippiGame read(Path file) throws IOException {
    return read(file, SlippiDecoder.salvaging());
  }

  /**
   * Reads and decodes a file with {@code decoder} (its limits and options): read whole within the
   * decoder's limits (a plain file larger than {@link
   * org.replays4j.core.error.DecodeLimits#maxDecompressedBytes()} is refused before it is read), a
   * gzip, zstd or xz container unwrapped.
   */
  public static SlippiGame read(Path file, SlippiDecoder decoder) throws IOException {
    return decoder.collect(file, new Builder(RollbackChoice.LAST, decoder.limits())).checked();
  }

  /**
   * Decodes a stream with bounded working memory (the model itself grows with the game); does not
   * close it. Salvages a damaged stream ({@link #partial()}).
   */
  public static SlippiGame read(InputStream in) throws IOException {
    return read(in, SlippiDecoder.salvaging());
  }

  /** Decodes a stream with {@code decoder} (its limits and options); does not close it. */
  public static SlippiGame read(InputStream in, SlippiDecoder decoder) throws IOException {
    return decoder.collect(in, new Builder(RollbackChoice.LAST, decoder.limits())).checked();
  }

  /**
   * A collecting visitor to pass to any decoding entry point; call {@link Builder#build()}
   * afterwards.
   */
  public static Builder builder(RollbackChoice choice) {
    return new Builder(choice);
  }

  /**
   * A collecting visitor for a summary, bounded by {@code limits}: the game it builds keeps the
   * last copy of re-sent frames, their numbers, the event counts and the records, but empty frame
   * and item columns (see {@link #startingCharacterId}); call {@link Builder#build()} afterwards.
   */
  public static Builder summaryBuilder(DecodeLimits limits) {
    return new Builder(RollbackChoice.LAST, limits, false);
  }

  private static int slot(int port0, boolean follower) {
    return port0 * 2 + (follower ? 1 : 0);
  }

  /** The raw element header. */
  public RawStart rawStart() {
    return rawStart;
  }

  /** The Event Payloads table. */
  public EventPayloads eventPayloads() {
    return eventPayloads;
  }

  /** Game Start, or null if the stream ended before it. */
  public GameStart gameStart() {
    return gameStart;
  }

  /** The Game End event (the last one when there are several), or null when there is none. */
  public GameEnd gameEnd() {
    return gameEnds.isEmpty() ? null : gameEnds.get(gameEnds.size() - 1);
  }

  /** Every Game End event in file order (duplicate_game_end.slp has two). */
  public List<GameEnd> gameEnds() {
    return Collections.unmodifiableList(gameEnds);
  }

  /** The reassembled Gecko code list, or null. */
  public GeckoList geckoList() {
    return geckoList;
  }

  /** The metadata element, or null when the file has none. */
  public SlippiMetadata metadata() {
    return metadata;
  }

  /** End of the raw element ({@link RawEnd#incomplete()} for files still being written). */
  public RawEnd rawEnd() {
    return rawEnd;
  }

  /**
   * Pre/post-frame events whose player index is not 0..3 (they cannot belong to a port; the 0.1.0
   * prototype layout has other data there) and are therefore not in the per-port columns.
   */
  public long outOfRangeCharacterEvents() {
    return outOfRangeCharacterEvents;
  }

  /** Whether the whole file was decoded (visitEnd reached without damage). */
  public boolean isComplete() {
    return complete && damage == null;
  }

  /**
   * Where the file was damaged when it was read in salvage mode (the game then holds every complete
   * event before it), or null for an undamaged file.
   */
  public Damage damage() {
    return damage;
  }

  /** True when the file was damaged and this game holds only the part before the damage. */
  public boolean partial() {
    return damage != null;
  }

  /** Which copy of re-sent frames is kept. */
  public RollbackChoice rollbackChoice() {
    return choice;
  }

  /** Number of raw events with this command byte, including re-sends and splitter chunks. */
  public long eventCount(int command) {
    return eventCounts[command & 0xFF];
  }

  /** Number of distinct frame numbers. */
  public int frameCount() {
    return frameNumbers.length;
  }

  /** Frame number of frame index {@code i}. */
  public int frameNumber(int i) {
    return frameNumbers[i];
  }

  /** First (lowest) frame number, or null when there are no frames. */
  public Integer firstFrame() {
    return frameNumbers.length == 0 ? null : frameNumbers[0];
  }

  /** Last (highest) frame number, or null when there are no frames. */
  public Integer lastFrame() {
    return frameNumbers.length == 0 ? null : frameNumbers[frameNumbers.length - 1];
  }

  /**
   * The game's length in seconds: {@link #durationSeconds(int, int, GameStart)} of every frame the
   * file holds, from the first (−123 in a whole game) to the last; null without frames. The
   * summary's duration and the shared stats view's.
   */
  public Double durationSeconds() {
    return frameNumbers.length == 0
        ? null
        : durationSeconds(frameNumbers[0], frameNumbers[frameNumbers.length - 1], gameStart);
  }

  /**
   * The length in seconds of the frames numbered {@code first} to {@code last} (both included) of a
   * game started by {@code gs}: 60 frames per second, 50 on PAL ({@code gs} null: 60).
   */
  public static double durationSeconds(int first, int last, GameStart gs) {
    return (last - first + 1) / framesPerSecond(gs);
  }

  /**
   * The frames per second of a game started by {@code gs}: 50 on PAL, else 60 ({@code gs} null).
   */
  public static double framesPerSecond(GameStart gs) {
    return gs != null && Boolean.TRUE.equals(gs.isPAL()) ? 50.0 : 60.0;
  }

  /** Index of frame number {@code frame}, or -1 when it was never sent. */
  public int indexOfFrame(int frame) {
    int i = Arrays.binarySearch(frameNumbers, frame);
    return i >= 0 ? i : -1;
  }

  /** How many times frame index {@code i} was sent (1 = no rollback). */
  public int sendCount(int i) {
    return sendCounts[i];
  }

  /** Total number of re-sends (sends beyond the first of every frame number). */
  public long rollbackFrames() {
    long n = 0;
    for (int c : sendCounts) n += c - 1;
    return n;
  }

  /** Number of distinct frames that were sent more than once. */
  public int rolledBackFrameCount() {
    int n = 0;
    for (int c : sendCounts) if (c > 1) n++;
    return n;
  }

  /**
   * External character id player {@code playerIndex} (0..3) started the game with. Before 1.6.0
   * Game Start names Zelda even when the player started as Sheik (and vice versa); then the
   * internal character id of the first post-frame decides (internal 0x07 Sheik → external 0x13,
   * internal 0x13 Zelda → external 0x12), as the spec advises. Returns -1 for an empty port or
   * without Game Start.
   */
  public int startingCharacterId(int playerIndex) {
    SlippiPlayers.checkIndex(playerIndex);
    if (gameStart == null) return -1;
    GameStartPlayer p = gameStart.player(playerIndex);
    if (p.isEmpty()) return -1;
    int id = p.characterId();
    if (!gameStart.version().atLeast(SlippiVersion.V1_6) && (id == 0x12 || id == 0x13)) {
      if (firstPostInternal != null) return sheikOrZelda(id, firstPostInternal[playerIndex]);
      PostFrameColumns c = post(playerIndex, false);
      for (int i = 0; i < c.length(); i++) {
        if (c.isPresent(i)) {
          return sheikOrZelda(id, c.internalCharacterId(i));
        }
      }
    }
    return id;
  }

  /** Zelda or Sheik (external id) by the first post-frame's internal character id. */
  private static int sheikOrZelda(int id, int internal) {
    if (internal == 0x07) return 0x13;
    if (internal == 0x13) return 0x12;
    return id;
  }

  /**
   * Approximate bytes of the per-frame data this model retains: the column arrays, the per-frame
   * arrays and the Gecko list (records and metadata excluded). Compare with {@code
   * rawEnd().length()}.
   */
  public long retainedBytesEstimate() {
    long n = (long) frameNumbers.length * (4 + 4 + 8 + 4) + itemStart.length * 4L;
    for (int s = 0; s < 8; s++) n += pre[s].retainedBytes() + post[s].retainedBytes();
    n += items.retainedBytes();
    if (geckoList != null) n += 2L * geckoList.bytes().length();
    return n;
  }

  /**
   * Pre-frame columns of player {@code playerIndex} (0..3: port 1 is 0, as in the events' {@code
   * playerIndex}, the stats and slippi-js), leader or follower (the second Ice Climber); rows are
   * frame indexes.
   *
   * @throws IllegalArgumentException when {@code playerIndex} is not 0..3
   */
  public PreFrameColumns pre(int playerIndex, boolean follower) {
    return pre[slot(SlippiPlayers.checkIndex(playerIndex), follower)];
  }

  /**
   * Post-frame columns of player {@code playerIndex} (0..3, see {@link #pre}), leader or follower;
   * rows are frame indexes.
   *
   * @throws IllegalArgumentException when {@code playerIndex} is not 0..3
   */
  public PostFrameColumns post(int playerIndex, boolean follower) {
    return post[slot(SlippiPlayers.checkIndex(playerIndex), follower)];
  }

  /** All item updates of the finalized frames, in frame order. */
  public ItemColumns items() {
    return items;
  }

  /** First row in {@link #items()} of frame index {@code i}. */
  public int itemStart(int i) {
    return itemStart[i];
  }

  /** Number of item updates of frame index {@code i}. */
  public int itemCount(int i) {
    return itemStart[i + 1] - itemStart[i];
  }

  /** Stage events (FodPlatform, Whispy, StadiumTransformation records) of frame index {@code i}. */
  public List<Object> stageEvents(int i) {
    return stageEvents.get(i);
  }

  /** Frame Start random seed of frame index {@code i}, or -1 when the frame had no Frame Start. */
  public long frameRandomSeed(int i) {
    return frameSeeds[i];
  }

  /**
   * Frame Bookend latest finalized frame of frame index {@code i}, or Integer.MIN_VALUE when
   * absent.
   */
  public int latestFinalizedFrame(int i) {
    return latestFinalized[i];
  }

  /**
   * Collecting visitor that builds a {@link SlippiGame}. It keeps every copy of every frame while
   * decoding and selects the finalized copies in {@link #build()}. Single use.
   *
   * <p>A fast collector written with the public visitor API only: it declares the frame events as
   * views ({@link SlippiVisitor#FRAME_VIEWS}) and the stage and splitter events, reads each run of
   * frame events in its own loop ({@link #visitFrameEvents}) through the views' accessors, presizes
   * its columns from {@link #visitRawBytesPresent}, and takes records from adapters in front of it
   * as they come.
   */
  public static final class Builder extends SlippiVisitor {
    private static final Set<Interest> INTERESTS;

    static {
      EnumSet<Interest> s = EnumSet.copyOf(FRAME_VIEWS);
      s.addAll(
          Set.of(
              Interest.FOD_PLATFORM,
              Interest.WHISPY,
              Interest.STADIUM_TRANSFORMATION,
              Interest.MESSAGE_SPLITTER,
              Interest.MESSAGES));
      INTERESTS = Collections.unmodifiableSet(s);
    }

    /** Raw bytes presizing may assume when the bytes present are unknown (push parser, streams). */
    static final long PRESIZE_UNKNOWN_BYTES = 8 << 20;

    /**
     * Heap estimate of one send (a frame as written, re-sends included) whatever it holds: its
     * number, seed, finalized frame and item start while decoding (20 bytes, in arrays that
     * double), and the per-frame arrays {@link #build()} makes. A send can cost as little as 5
     * bytes of input (a Frame Bookend alone), so sends are what {@link
     * DecodeLimits#maxModelBytes()} bounds here: 96 MiB allows about a million frames (over four
     * hours at 60 frames a second), where a 32 MiB file of bookends would be 6.7 million.
     */
    static final int SEND_BYTES = 64;

    /**
     * Heap estimate of one pre- or post-frame row of a character: its columns (about 75 and 115
     * bytes) and its send index. Rows are bounded with sends: a row can be made of as little as 2
     * bytes of input (a payload size of 1 declared for the event).
     */
    static final int ROW_BYTES = 128;

    /** Capacity of the row-to-send maps of every character, pre and post rows together. */
    private long rowCapacity;

    private final long maxModelBytes;
    private ReplayFormatException limitExceeded;
    // false: a summary's builder (no per-frame columns)
    private final boolean columns;
    // a summary's builder: per port, the frame of the leader's first post-frame event kept
    private int[] firstPostFrame;

    private final SlippiGame g = new SlippiGame();
    private final RollbackChoice choice;
    private boolean hasFrameStart;
    // one "send" per frame group written to the stream
    private int sends;
    private int[] sendFrame = new int[1024];
    private long[] sendSeed = new long[1024];
    private int[] sendFinalized = new int[1024];
    private int[] sendItemStart = new int[1025];
    private int curFrame;
    private final CharacterRows<PreFrameFields, PreFrameColumns> allPre =
        new CharacterRows<>(SlippiCommand.PRE_FRAME, new PreFrameColumns[8]);
    private final CharacterRows<PostFrameFields, PostFrameColumns> allPost =
        new CharacterRows<>(SlippiCommand.POST_FRAME, new PostFrameColumns[8]);
    private final ItemColumns allItems = new ItemColumns(256);
    private final List<int[]> stageSends = new ArrayList<>();
    private final List<Object> stageList = new ArrayList<>();

    /** A builder keeping {@code choice} copies of re-sent frames, bounded by the default limits. */
    public Builder(RollbackChoice choice) {
      this(choice, DecodeLimits.DEFAULT);
    }

    /**
     * A builder keeping {@code choice} copies of re-sent frames whose frame tables are bounded by
     * {@code limits}' {@link DecodeLimits#maxModelBytes()}: a game of more frames stops the decode,
     * and {@link #limitExceeded()} says why.
     */
    public Builder(RollbackChoice choice, DecodeLimits limits) {
      this(choice, limits, true);
    }

    /**
     * A builder that keeps the per-frame columns ({@code columns}) or, for a summary, only the
     * frames' numbers and sends, the event counts and the records: the game it builds then has
     * empty frame and item columns, and {@link SlippiGame#startingCharacterId} reads the first
     * post-frame's internal character id that the builder kept for it.
     */
    Builder(RollbackChoice choice, DecodeLimits limits, boolean columns) {
      super(null, INTERESTS);
      this.columns = columns;
      if (!columns) {
        g.firstPostInternal = new int[] {-1, -1, -1, -1};
        firstPostFrame = new int[4];
      }
      this.maxModelBytes = limits.maxModelBytes();
      this.choice = choice;
      g.choice = choice;
      for (int i = 0; i < 8; i++) {
        allPre.columns[i] = new PreFrameColumns(0);
        allPost.columns[i] = new PostFrameColumns(0);
      }
    }

    /**
     * The pre- or post-frame rows of the 8 characters (slot {@code port * 2 + follower}) as they
     * arrive, with the send each row belongs to.
     */
    private static final class CharacterRows<F, C extends EventColumns<F, C>> {
      final int command;
      final C[] columns;
      final int[][] rowSends = new int[8][0];

      /** Bit {@code s}: slot {@code s} already has a row in the current send. */
      int seen;

      CharacterRows(int command, C[] columns) {
        this.command = command;
        this.columns = columns;
      }

      void ensure(int s, int rows) {
        columns[s].ensure(rows);
        rowSends[s] = Arrays.copyOf(rowSends[s], Math.max(rowSends[s].length, rows));
      }
    }

    private void newSend(int frame) {
      if (sends == sendFrame.length) {
        int n = sends * 2;
        checkModel(n, rowCapacity);
        sendFrame = Arrays.copyOf(sendFrame, n);
        sendSeed = Arrays.copyOf(sendSeed, n);
        sendFinalized = Arrays.copyOf(sendFinalized, n);
        sendItemStart = Arrays.copyOf(sendItemStart, n + 1);
      }
      sendFrame[sends] = frame;
      sendSeed[sends] = -1;
      sendFinalized[sends] = Integer.MIN_VALUE;
      sendItemStart[sends] = allItems.length();
      sends++;
      curFrame = frame;
      allPre.seen = 0;
      allPost.seen = 0;
    }

    private int currentSend(int frame) {
      if (sends == 0 || frame != curFrame) newSend(frame);
      return sends - 1;
    }

    /** Events of ports above 4 (0.1.0 prototype layout) are counted and kept out of the columns. */
    private boolean outOfRange(int port, int frame) {
      if (port <= 3) return false;
      g.outOfRangeCharacterEvents++;
      currentSend(frame);
      return true;
    }

    /**
     * The send a pre- or post-frame event of slot {@code s} belongs to. Without Frame Start events
     * a new frame number, or a slot already {@code seen} in this send (a re-send), starts a new
     * one.
     */
    private int frameEventSend(int frame, int seen, int s) {
      if (!hasFrameStart && (sends == 0 || frame != curFrame || (seen & (1 << s)) != 0))
        newSend(frame);
      return currentSend(frame);
    }

    /**
     * Stores {@code send} as the send of column row {@code row}, growing {@code rowSends} if
     * needed.
     */
    private int[] recordRow(int[] rowSends, int row, int send) {
      int[] a = rowSends;
      if (row >= a.length) {
        int n = Math.max(64, row * 2);
        checkModel(sendFrame.length, rowCapacity + n - a.length);
        rowCapacity += n - a.length;
        a = Arrays.copyOf(a, n);
      }
      a[row] = send;
      return a;
    }

    @Override
    public void visitRawStart(RawStart e) {
      g.rawStart = e;
    }

    @Override
    public void visitEventPayloads(EventPayloads e) {
      g.eventCounts[SlippiCommand.EVENT_PAYLOADS]++;
      g.eventPayloads = e;
      hasFrameStart = e.sizeOf(SlippiCommand.FRAME_START) >= 0;
    }

    @Override
    public void visitGameStart(GameStart e) {
      g.eventCounts[SlippiCommand.GAME_START]++;
      g.gameStart = e;
      presize(e);
    }

    /**
     * Raw-element bytes the input really holds, when the decoder knows them (-1: unknown).
     * Presizing trusts the declared raw length only up to this (a 1.6 KB file declaring 2^31 bytes
     * must not size columns for 2^31 bytes).
     */
    private long rawBytesPresent = -1;

    private int presizedRows;

    @Override
    public void visitRawBytesPresent(long n) {
      rawBytesPresent = n;
    }

    /** Rows the leader columns were presized to (0 when not presized); for tests. */
    int presizedRows() {
      return presizedRows;
    }

    /**
     * Sizes the leader columns from the raw length so that they are not grown step by step. Done
     * once, before any frame: a second Game Start (damaged input) keeps the columns and row maps as
     * they are. The length used is the declared one, but at most the bytes present, or {@link
     * #PRESIZE_UNKNOWN_BYTES} when the decoder cannot tell.
     */
    private void presize(GameStart e) {
      if (!columns || presizedRows > 0 || sends > 0) return;
      if (g.rawStart == null || g.eventPayloads == null || g.rawStart.declaredLength() <= 0) return;
      int players = 0;
      for (GameStartPlayer p : e.players()) if (!p.isEmpty()) players++;
      if (players == 0) return;
      EventPayloads t = g.eventPayloads;
      long perFrame =
          2L
              + Math.max(0, t.sizeOf(SlippiCommand.FRAME_START))
              + Math.max(0, t.sizeOf(SlippiCommand.FRAME_BOOKEND))
              + (long) players
                  * (2
                      + Math.max(0, t.sizeOf(SlippiCommand.PRE_FRAME))
                      + Math.max(0, t.sizeOf(SlippiCommand.POST_FRAME)));
      long bytes =
          Math.min(
              g.rawStart.declaredLength(),
              rawBytesPresent >= 0 ? rawBytesPresent : PRESIZE_UNKNOWN_BYTES);
      long frames = bytes / perFrame + 16;
      // presized rows cost the same whether the frames then hold them or not (a file can declare
      // character events and hold only bookends): at most half the model bound goes to them
      frames = Math.min(frames, maxModelBytes / 2 / (2L * players * ROW_BYTES));
      if (frames > (1 << 24)) return;
      rowCapacity += 2L * players * frames;
      presizedRows = (int) frames;
      for (GameStartPlayer p : e.players()) {
        if (p.isEmpty()) continue;
        int s = slot(p.port() - 1, false);
        allPre.ensure(s, (int) frames);
        allPost.ensure(s, (int) frames);
      }
    }

    @Override
    public void visitFrameStart(FrameStart e) {
      frameStart(e.frame(), e.randomSeed());
    }

    @Override
    public void visitFrameStartView(FrameStartView v) {
      frameStart(v.frame(), v.randomSeed());
    }

    private void frameStart(int frame, long seed) {
      g.eventCounts[SlippiCommand.FRAME_START]++;
      newSend(frame);
      sendSeed[sends - 1] = seed;
    }

    // The decoder hands over runs of frame events: one loop here, with every event read through the
    // views' public accessors straight into the columns (no record). Records come from adapters in
    // front of this builder, which forward events one by one; both take the same path.

    @Override
    public void visitFrameEvents(FrameEvents events) {
      while (events.next() >= 0) events.visitCurrent(this);
    }

    @Override
    public void visitPreFrame(PreFrameUpdate e) {
      character(allPre, e, e.frame(), e.playerIndex(), e.isFollower());
    }

    @Override
    public void visitPreFrameView(PreFrameView v) {
      character(allPre, v, v.frame(), v.playerIndex(), v.isFollower());
    }

    @Override
    public void visitPostFrame(PostFrameUpdate e) {
      if (!columns) firstPost(e.frame(), e.playerIndex(), e.isFollower(), e.internalCharacterId());
      character(allPost, e, e.frame(), e.playerIndex(), e.isFollower());
    }

    @Override
    public void visitPostFrameView(PostFrameView v) {
      if (!columns) firstPost(v.frame(), v.playerIndex(), v.isFollower(), v.internalCharacterId());
      character(allPost, v, v.frame(), v.playerIndex(), v.isFollower());
    }

    /**
     * A summary's builder: keeps the internal character id of each port's leader post-frame event
     * of the lowest frame number (of its kept copy when the frame was re-sent), which the columns'
     * first present row would hold.
     */
    private void firstPost(int frame, int port, boolean follower, int internal) {
      if (follower || port < 0 || port > 3) return;
      int[] kept = g.firstPostInternal;
      boolean replace =
          kept[port] < 0
              || frame < firstPostFrame[port]
              || (frame == firstPostFrame[port] && choice == RollbackChoice.LAST);
      if (!replace) return;
      kept[port] = internal;
      firstPostFrame[port] = frame;
    }

    /** A pre- or post-frame event {@code e}: the next row of its character in {@code rows}. */
    private <F, C extends EventColumns<F, C>> void character(
        CharacterRows<F, C> rows, F e, int frame, int port, boolean follower) {
      g.eventCounts[rows.command]++;
      if (outOfRange(port, frame)) return;
      int s = slot(port, follower);
      int send = frameEventSend(frame, rows.seen, s);
      rows.seen |= 1 << s;
      if (!columns) return;
      C col = rows.columns[s];
      rows.rowSends[s] = recordRow(rows.rowSends[s], col.length(), send);
      col.append(e);
    }

    @Override
    public void visitItemUpdate(ItemUpdate e) {
      item(e, e.frame());
    }

    @Override
    public void visitItemUpdateView(ItemUpdateView v) {
      item(v, v.frame());
    }

    private void item(ItemUpdateFields e, int frame) {
      g.eventCounts[SlippiCommand.ITEM_UPDATE]++;
      currentSend(frame);
      if (columns) allItems.append(e);
    }

    @Override
    public void visitFrameBookend(FrameBookend e) {
      bookend(e.frame(), e.hasLatestFinalizedFrame(), e.latestFinalizedFrame());
    }

    @Override
    public void visitFrameBookendView(FrameBookendView v) {
      bookend(v.frame(), v.hasLatestFinalizedFrame(), v.latestFinalizedFrame());
    }

    private void bookend(int frame, boolean hasFinalized, int finalized) {
      g.eventCounts[SlippiCommand.FRAME_BOOKEND]++;
      int send = currentSend(frame);
      if (hasFinalized) sendFinalized[send] = finalized;
    }

    @Override
    public void visitGameEnd(GameEnd e) {
      g.eventCounts[SlippiCommand.GAME_END]++;
      g.gameEnds.add(e);
    }

    @Override
    public void visitMessageSplitter(MessageSplitter e) {
      g.eventCounts[SlippiCommand.MESSAGE_SPLITTER]++;
    }

    @Override
    public void visitGeckoList(GeckoList e) {
      g.geckoList = e;
    }

    private void stage(int frame, Object e) {
      stageSends.add(new int[] {currentSend(frame)});
      stageList.add(e);
    }

    @Override
    public void visitFodPlatform(FodPlatform e) {
      g.eventCounts[SlippiCommand.FOD_PLATFORM]++;
      stage(e.frame(), e);
    }

    @Override
    public void visitWhispy(Whispy e) {
      g.eventCounts[SlippiCommand.WHISPY]++;
      stage(e.frame(), e);
    }

    @Override
    public void visitStadiumTransformation(StadiumTransformation e) {
      g.eventCounts[SlippiCommand.STADIUM_TRANSFORMATION]++;
      stage(e.frame(), e);
    }

    @Override
    public void visitUnknown(int command, ByteSlice payload) {
      g.eventCounts[command & 0xFF] += 1;
    }

    @Override
    public void visitRawEnd(RawEnd e) {
      g.rawEnd = e;
    }

    @Override
    public void visitMetadata(SlippiMetadata e) {
      g.metadata = e;
    }

    @Override
    public void visitDamage(Damage d) {
      g.damage = d;
    }

    @Override
    public void visitEnd() {
      g.complete = true;
    }

    private void finalizeItems(int n, int[] chosen) {
      int total = 0;
      for (int i = 0; i < n; i++) {
        total += sendItemStart[chosen[i] + 1] - sendItemStart[chosen[i]];
      }
      int[] rows = new int[total];
      g.itemStart = new int[n + 1];
      int w = 0;
      for (int i = 0; i < n; i++) {
        g.itemStart[i] = w;
        int s = chosen[i];
        for (int r = sendItemStart[s]; r < sendItemStart[s + 1]; r++) rows[w++] = r;
      }
      g.itemStart[n] = w;
      g.items = allItems.gather(rows, total);
    }

    /** For each frame index, the row of the copy to keep (last or first), -1 when none. */
    private int[] chooseRows(int[] rowSend, int rows, int[] sendIdx, int n) {
      int[] out = new int[n];
      Arrays.fill(out, -1);
      for (int r = 0; r < rows; r++) {
        int fi = sendIdx[rowSend[r]];
        if (choice == RollbackChoice.LAST || out[fi] < 0) out[fi] = r;
      }
      return out;
    }

    /** The final columns of slot {@code s}: one row per frame index 0..n-1 (absent: none). */
    private <C extends EventColumns<?, C>> C finish(
        CharacterRows<?, C> rows, int s, int[] sendIdx, int n) {
      C src = rows.columns[s];
      int[] rowSend = rows.rowSends[s];
      if (src.length() == 0 || identity(rowSend, src.length(), sendIdx, n)) {
        // no rows, or one row per frame already in frame order (no rollback): keep the arrays
        src.trim();
        return src;
      }
      return src.gather(chooseRows(rowSend, src.length(), sendIdx, n), n);
    }

    /** Whether rows map one-to-one onto frame indexes 0..n-1 in order. */
    private static boolean identity(int[] rowSend, int rows, int[] sendIdx, int n) {
      if (rows != n || rows == 0) return false;
      for (int r = 0; r < rows; r++) {
        if (sendIdx[rowSend[r]] != r) return false;
      }
      return true;
    }

    /**
     * Checks the model's estimate with {@code sends} frames sent and {@code rows} character rows
     * (capacities about to be allocated); past {@link DecodeLimits#maxModelBytes()}, keeps the
     * {@code LIMIT_EXCEEDED} error and stops the decode. Called only when an array grows.
     */
    private void checkModel(long sends, long rows) {
      long bytes = sends * SEND_BYTES + rows * ROW_BYTES;
      if (bytes <= maxModelBytes) return;
      limitExceeded =
          ReplayFormatException.limitExceeded(
              SlippiDecoder.FORMAT,
              Math.max(0, eventOffset()),
              "maxModelBytes (game model: "
                  + SEND_BYTES
                  + " bytes per frame sent, "
                  + ROW_BYTES
                  + " per character row)",
              maxModelBytes,
              bytes);
      throw StopDecoding.INSTANCE;
    }

    /**
     * Why the builder stopped the decode early ({@code LIMIT_EXCEEDED}: more frames than {@link
     * DecodeLimits#maxModelBytes()} allows), or null when it did not. {@link #build()} then returns
     * the frames before that point; the {@code read} methods throw this instead.
     */
    public ReplayFormatException limitExceeded() {
      return limitExceeded;
    }

    /** {@link #build()}, or the {@link #limitExceeded()} error. */
    SlippiGame checked() throws ReplayFormatException {
      if (limitExceeded != null) throw limitExceeded;
      return build();
    }

    /** Finalizes the frames; the builder must not be used afterwards. */
    public SlippiGame build() {
      sendItemStart[sends] = allItems.length();
      // distinct frame numbers, ascending
      int[] frames = Arrays.copyOf(sendFrame, sends);
      Arrays.sort(frames);
      int n = 0;
      for (int i = 0; i < frames.length; i++) {
        if (i == 0 || frames[i] != frames[i - 1]) frames[n++] = frames[i];
      }
      frames = Arrays.copyOf(frames, n);
      int[] chosen = new int[n];
      Arrays.fill(chosen, -1);
      int[] counts = new int[n];
      int[] sendIdx = new int[sends];
      for (int s = 0; s < sends; s++) {
        int fi = Arrays.binarySearch(frames, sendFrame[s]);
        sendIdx[s] = fi;
        counts[fi]++;
        if (choice == RollbackChoice.LAST || chosen[fi] < 0) chosen[fi] = s;
      }
      g.frameNumbers = frames;
      g.sendCounts = counts;
      g.frameSeeds = new long[n];
      g.latestFinalized = new int[n];
      for (int i = 0; i < n; i++) {
        g.frameSeeds[i] = sendSeed[chosen[i]];
        g.latestFinalized[i] = sendFinalized[chosen[i]];
      }
      for (int s = 0; s < 8; s++) {
        g.pre[s] = finish(allPre, s, sendIdx, n);
        g.post[s] = finish(allPost, s, sendIdx, n);
      }
      boolean inOrder = sends == n;
      for (int i = 0; inOrder && i < sends; i++) inOrder = sendIdx[i] == i;
      if (inOrder) {
        allItems.trim();
        g.items = allItems;
        g.itemStart = Arrays.copyOf(sendItemStart, n + 1);
      } else {
        finalizeItems(n, chosen);
      }
      // one shared empty list per frame without stage events (most frames of most stages): a list
      // object per frame would cost more than the frame's own columns
      List<List<Object>> stages = new ArrayList<>(Collections.nCopies(n, List.of()));
      for (int k = 0; k < stageList.size(); k++) {
        int send = stageSends.get(k)[0];
        int fi = sendIdx[send];
        if (chosen[fi] != send) continue;
        List<Object> l = stages.get(fi);
        if (l.isEmpty()) stages.set(fi, l = new ArrayList<>(2));
        l.add(stageList.get(k));
      }
      for (int i = 0; i < n; i++) {
        List<Object> l = stages.get(i);
        if (!l.isEmpty()) stages.set(i, List.copyOf(l));
      }
      g.stageEvents = stages;
      return g;
    }
  }
}
