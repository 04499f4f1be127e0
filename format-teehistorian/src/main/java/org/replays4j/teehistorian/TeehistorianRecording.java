package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.TreeMap;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ModelBytes;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.record.Antibot;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerName;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.UnknownEx;

/**
 * Collecting model of a whole recording (like ASM's {@code ClassNode}: a visitor that keeps what it
 * sees). Positions and inputs are stored as rows of ints in one growing array each; the other
 * messages (packets, joins, drops, console commands, extensions) as records with their tick and
 * offset. Meant for recordings that fit in memory; for endless ones use a {@link
 * TeehistorianVisitor} directly. Use it as the decoder's visitor (with neither {@code SKIP_}
 * option), or {@link #read(byte[])}. It forwards to no other visitor. Not thread-safe while
 * collecting; read-only afterwards.
 *
 * <p>The model grows with the recording, not with the file's size on disk (a 27 MB file of joins is
 * millions of records), so what it keeps is bounded by {@link DecodeLimits#maxModelBytes()}: an
 * estimate of its heap (row arrays at their capacity, about 80 bytes per kept message, join or
 * leave plus the bytes of kept payloads and names) is checked before it grows. A recording that
 * would exceed it stops the decode; {@code read} then throws the {@code LIMIT_EXCEEDED} error, and
 * a model used as a visitor directly reports it in {@link #limitExceeded()}.
 *
 * <p>Damaged recordings: the {@code read} methods without a decoder argument read in salvage mode
 * ({@link TeehistorianDecoder#salvaging()}): a recording damaged after its header gives every
 * complete message before the damage, and {@link #damage()} says where it stopped ({@link
 * #partial()}). Pass {@link TeehistorianDecoder#create()} for the tolerant decoder that fails on
 * such damage (a truncated last message is then a summary warning only).
 */
public final class TeehistorianRecording extends TeehistorianVisitor {
  /**
   * A non-state message at a tick: {@code message} is one of the raw message records (an unknown
   * extension as {@link UnknownEx}); {@code offset} is the message's offset in the file.
   */
  public record Timed(int tick, long offset, Object message) {}

  /**
   * Heap estimate of one kept message, join or leave: its record and the record it wraps (headers
   * and fields), and the list slot.
   */
  static final int RECORD_BYTES = 80;

  private final ModelBytes modelBytes;

  private Header header;
  private End end;
  private Damage damage;
  private int tick;
  private final List<Timed> messages = new ArrayList<>();
  private final List<PlayerJoin> joins = new ArrayList<>();
  private final List<PlayerLeave> leaves = new ArrayList<>();
  private final Map<Integer, String> names = new TreeMap<>();

  // Row layout: tick and cid first, then a position's x, y, kind or an input's 10 fields.
  private static final int TICK = 0;
  private static final int CID = 1;
  private static final int X = 2;
  private static final int Y = 3;
  private static final int KIND = 4;
  private static final int FIELDS = 2;

  private final IntRows positions = new IntRows(KIND + 1, "positions");
  private final IntRows inputs = new IntRows(FIELDS + PlayerInput.SIZE, "inputs");

  /** An empty model to pass to a decoder, bounded by the default limits. */
  public TeehistorianRecording() {
    this(DecodeLimits.DEFAULT);
  }

  /** An empty model bounded by {@code limits}' {@link DecodeLimits#maxModelBytes()}. */
  public TeehistorianRecording(DecodeLimits limits) {
    modelBytes = new ModelBytes(TeehistorianDecoder.FORMAT, "recording model", limits);
    modelBytes.add(positions.bytes() + inputs.bytes());
  }

  /**
   * Why the model stopped the decode early ({@code LIMIT_EXCEEDED}: it would have grown beyond
   * {@link DecodeLimits#maxModelBytes()}), or null when it did not; the {@code read} methods throw
   * it.
   */
  public ReplayFormatException limitExceeded() {
    return modelBytes.limitExceeded();
  }

  /**
   * Counts {@code bytes} more of model; past the bound, keeps the error and stops the decode. Kept
   * messages pass here one by one (they are rare beside positions and inputs); the row arrays only
   * when they grow.
   */
  private void grow(long bytes, String what) {
    modelBytes.grow(bytes, what, eventOffset());
  }

  /** {@code model}, or its {@link #limitExceeded()} error. */
  private static TeehistorianRecording checked(TeehistorianRecording model)
      throws ReplayFormatException {
    model.modelBytes.check();
    return model;
  }

  /** Decodes a file held in memory; salvages a damaged one ({@link #partial()}). */
  public static TeehistorianRecording read(byte[] file) throws IOException {
    return read(file, TeehistorianDecoder.salvaging());
  }

  /** Decodes a file held in memory with {@code decoder} (its limits and options). */
  public static TeehistorianRecording read(byte[] file, TeehistorianDecoder decoder)
      throws IOException {
    return checked(decoder.collect(file, new TeehistorianRecording(decoder.limits())));
  }

  /**
   * Decodes a stream (the model itself grows with the recording); does not close it. Salvages a
   * damaged one ({@link #partial()}).
   */
  public static TeehistorianRecording read(InputStream in) throws IOException {
    return read(in, TeehistorianDecoder.salvaging());
  }

  /** Decodes a stream with {@code decoder}; does not close it. */
  public static TeehistorianRecording read(InputStream in, TeehistorianDecoder decoder)
      throws IOException {
    return checked(decoder.collect(in, new TeehistorianRecording(decoder.limits())));
  }

  /**
   * Decodes a file, plain or gzip/zstd/xz compressed (archives bounded by the default limits);
   * salvages a damaged one ({@link #partial()}).
   */
  public static TeehistorianRecording read(Path file) throws IOException {
    return read(file, TeehistorianDecoder.salvaging());
  }

  /**
   * Decodes a file, plain or gzip/zstd/xz compressed, with {@code decoder}; archives are bounded by
   * the decoder's limits.
   */
  public static TeehistorianRecording read(Path file, TeehistorianDecoder decoder)
      throws IOException {
    try (InputStream in = ReplaySource.of(file).openStream(decoder.limits())) {
      return read(in, decoder);
    }
  }

  /** The header. */
  public Header header() {
    return header;
  }

  /** The summary (counts, ticks, warnings), {@code null} until decoding finished. */
  public End end() {
    return end;
  }

  /**
   * Where the recording was damaged when it was read in salvage mode (the model then holds every
   * complete message before it), or null.
   */
  public Damage damage() {
    return damage;
  }

  /** True when the recording was damaged and this model holds only the part before the damage. */
  public boolean partial() {
    return damage != null;
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d;
  }

  /** Messages other than positions, inputs, ticks and FINISH, in file order. */
  public List<Timed> messages() {
    return Collections.unmodifiableList(messages);
  }

  /** Joins (explicit and implicit), in order. */
  public List<PlayerJoin> joins() {
    return Collections.unmodifiableList(joins);
  }

  /** Leaves, in order. */
  public List<PlayerLeave> leaves() {
    return Collections.unmodifiableList(leaves);
  }

  /** Last PLAYER_NAME per client id. */
  public Map<Integer, String> playerNames() {
    return Collections.unmodifiableMap(names);
  }

  /** Number of position rows. */
  public int positionCount() {
    return positions.size;
  }

  /** Position row {@code i} as a record. */
  public PlayerPosition position(int i) {
    int b = positions.row(i);
    int[] p = positions.data;
    return new PlayerPosition(
        p[b + TICK], p[b + CID], p[b + X], p[b + Y], PlayerPosition.Kind.values()[p[b + KIND]]);
  }

  /** Tick of position row {@code i}. */
  public int positionTick(int i) {
    return positions.get(i, TICK);
  }

  /** Client id of position row {@code i}. */
  public int positionCid(int i) {
    return positions.get(i, CID);
  }

  /** x of position row {@code i}. */
  public int positionX(int i) {
    return positions.get(i, X);
  }

  /** y of position row {@code i}. */
  public int positionY(int i) {
    return positions.get(i, Y);
  }

  /** Number of input rows. */
  public int inputCount() {
    return inputs.size;
  }

  /** Input row {@code i} (absolute input) as a record. */
  public InputState input(int i) {
    int b = inputs.row(i);
    int[] in = inputs.data;
    return new InputState(in[b + TICK], in[b + CID], PlayerInput.of(in, b + FIELDS), false);
  }

  /** Field {@code field} (0..9, {@link PlayerInput} order) of input row {@code i}. */
  public int inputField(int i, int field) {
    return inputs.get(i, FIELDS + Objects.checkIndex(field, PlayerInput.SIZE));
  }

  /** Tick of input row {@code i}. */
  public int inputTick(int i) {
    return inputs.get(i, TICK);
  }

  /** Client id of input row {@code i}. */
  public int inputCid(int i) {
    return inputs.get(i, CID);
  }

  /** Keeps a non-state message with the current tick and its offset. */
  private void timed(Object message) {
    grow(RECORD_BYTES, "messages");
    messages.add(new Timed(tick, eventOffset(), message));
  }

  @Override
  public void visitHeader(Header h) {
    header = h;
  }

  @Override
  public void visitTick(int t) {
    tick = t;
  }

  @Override
  public void visitPlayerPosition(PlayerPosition p) {
    int b = positions.add(p.tick(), p.cid());
    int[] row = positions.data;
    row[b + X] = p.x();
    row[b + Y] = p.y();
    row[b + KIND] = p.kind().ordinal();
  }

  @Override
  public void visitPlayerInput(InputState s) {
    int b = inputs.add(s.tick(), s.cid()) + FIELDS;
    int[] row = inputs.data;
    PlayerInput in = s.input();
    for (int f = 0; f < PlayerInput.SIZE; f++) row[b + f] = in.get(f);
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    grow(RECORD_BYTES, "joins");
    joins.add(j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    grow(RECORD_BYTES, "leaves");
    leaves.add(l);
  }

  @Override
  public void visitMessage(Message m) {
    grow(m.data().length(), "messages");
    timed(new Message(m.cid(), m.data().copy()));
  }

  @Override
  public void visitJoin(Join m) {
    timed(m);
  }

  @Override
  public void visitDrop(Drop m) {
    timed(m);
  }

  @Override
  public void visitConsoleCommand(ConsoleCommand m) {
    timed(m);
  }

  @Override
  public void visitEx(ExMessage m) {
    if (m instanceof Antibot a) grow(a.data().length(), "messages");
    ExMessage kept = m instanceof Antibot a ? new Antibot(a.data().copy()) : m;
    if (m instanceof PlayerName n) {
      grow(2L * n.name().length(), "player names");
      names.put(n.cid(), n.name());
    }
    timed(kept);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    if (code == UnknownEx.CODE) {
      grow(payload.length(), "messages");
      timed(UnknownEx.of(payload));
    }
  }

  @Override
  public void visitSummary(End e) {
    end = e;
  }

  /**
   * Rows of {@code width} ints side by side in one array that doubles when full: the columns of
   * positions and of inputs, grown in one place.
   */
  private final class IntRows {
    private final int width;
    private final String what;
    int size;
    int[] data;

    IntRows(int width, String what) {
      this.width = width;
      this.what = what;
      data = new int[64 * width];
    }

    /** The array's heap size in bytes. */
    long bytes() {
      return 16L + 4L * data.length;
    }

    /**
     * Appends a row starting with {@code tick} and {@code cid}; returns its first int's index. The
     * model's bound is checked only when the array doubles (by the size it grows by).
     */
    int add(int tick, int cid) {
      int b = size * width;
      if (b == data.length) {
        grow(4L * data.length, what);
        data = Arrays.copyOf(data, data.length * 2);
      }
      data[b + TICK] = tick;
      data[b + CID] = cid;
      size++;
      return b;
    }

    /** The first int's index of row {@code i}, which must exist. */
    int row(int i) {
      return Objects.checkIndex(i, size) * width;
    }

    /** Column {@code c} of row {@code i}. */
    int get(int i, int c) {
      return data[row(i) + c];
    }
  }
}
