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
import org.replays4j.core.ReplaySource;
import org.replays4j.core.io.ByteSlice;
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
 * sees). Positions and inputs are stored column-wise in primitive arrays; the other messages
 * (packets, joins, drops, console commands, extensions) as records with their tick and offset.
 * Meant for recordings that fit in memory; for endless ones use a {@link TeehistorianVisitor}
 * directly. Use it as the decoder's visitor (with neither {@code SKIP_} option), or {@link
 * #read(byte[])}. It forwards to no other visitor. Not thread-safe while collecting; read-only
 * afterwards.
 */
public final class TeehistorianRecording extends TeehistorianVisitor {
  /**
   * A non-state message at a tick: {@code message} is one of the raw message records (an unknown
   * extension as {@link UnknownEx}); {@code offset} is the message's offset in the file.
   */
  public record Timed(int tick, long offset, Object message) {}

  private Header header;
  private End end;
  private int tick;
  private final List<Timed> messages = new ArrayList<>();
  private final List<PlayerJoin> joins = new ArrayList<>();
  private final List<PlayerLeave> leaves = new ArrayList<>();
  private final Map<Integer, String> names = new TreeMap<>();

  // Positions, column-wise.
  private int posSize;
  private int[] posTick = new int[64];
  private int[] posCid = new int[64];
  private int[] posX = new int[64];
  private int[] posY = new int[64];
  private byte[] posKind = new byte[64];

  // Inputs, column-wise: 10 ints per row.
  private int inSize;
  private int[] inTick = new int[64];
  private int[] inCid = new int[64];
  private int[] inFields = new int[64 * PlayerInput.SIZE];

  /** An empty model to pass to a decoder. */
  public TeehistorianRecording() {}

  /** Decodes a file held in memory. */
  public static TeehistorianRecording read(byte[] file) throws IOException {
    return read(file, TeehistorianDecoder.create());
  }

  /** Decodes a file held in memory with {@code decoder} (its limits and options). */
  public static TeehistorianRecording read(byte[] file, TeehistorianDecoder decoder)
      throws IOException {
    return decoder.collect(file, new TeehistorianRecording());
  }

  /** Decodes a stream (the model itself grows with the recording); does not close it. */
  public static TeehistorianRecording read(InputStream in) throws IOException {
    return read(in, TeehistorianDecoder.create());
  }

  /** Decodes a stream with {@code decoder}; does not close it. */
  public static TeehistorianRecording read(InputStream in, TeehistorianDecoder decoder)
      throws IOException {
    return decoder.collect(in, new TeehistorianRecording());
  }

  /** Decodes a file, plain or gzip/zstd/xz compressed (archives bounded by the default limits). */
  public static TeehistorianRecording read(Path file) throws IOException {
    return read(file, TeehistorianDecoder.create());
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
    return posSize;
  }

  /** Position row {@code i} as a record. */
  public PlayerPosition position(int i) {
    Objects.checkIndex(i, posSize);
    return new PlayerPosition(
        posTick[i], posCid[i], posX[i], posY[i], PlayerPosition.Kind.values()[posKind[i]]);
  }

  /** Tick of position row {@code i}. */
  public int positionTick(int i) {
    return posTick[Objects.checkIndex(i, posSize)];
  }

  /** Client id of position row {@code i}. */
  public int positionCid(int i) {
    return posCid[Objects.checkIndex(i, posSize)];
  }

  /** x of position row {@code i}. */
  public int positionX(int i) {
    return posX[Objects.checkIndex(i, posSize)];
  }

  /** y of position row {@code i}. */
  public int positionY(int i) {
    return posY[Objects.checkIndex(i, posSize)];
  }

  /** Number of input rows. */
  public int inputCount() {
    return inSize;
  }

  /** Input row {@code i} (absolute input) as a record. */
  public InputState input(int i) {
    Objects.checkIndex(i, inSize);
    return new InputState(
        inTick[i], inCid[i], PlayerInput.of(inFields, i * PlayerInput.SIZE), false);
  }

  /** Field {@code field} (0..9, {@link PlayerInput} order) of input row {@code i}. */
  public int inputField(int i, int field) {
    Objects.checkIndex(i, inSize);
    return inFields[i * PlayerInput.SIZE + Objects.checkIndex(field, PlayerInput.SIZE)];
  }

  /** Tick of input row {@code i}. */
  public int inputTick(int i) {
    return inTick[Objects.checkIndex(i, inSize)];
  }

  /** Client id of input row {@code i}. */
  public int inputCid(int i) {
    return inCid[Objects.checkIndex(i, inSize)];
  }

  /** Keeps a non-state message with the current tick and its offset. */
  private void timed(Object message) {
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
    if (posSize == posTick.length) {
      int n = posSize * 2;
      posTick = Arrays.copyOf(posTick, n);
      posCid = Arrays.copyOf(posCid, n);
      posX = Arrays.copyOf(posX, n);
      posY = Arrays.copyOf(posY, n);
      posKind = Arrays.copyOf(posKind, n);
    }
    posTick[posSize] = p.tick();
    posCid[posSize] = p.cid();
    posX[posSize] = p.x();
    posY[posSize] = p.y();
    posKind[posSize] = (byte) p.kind().ordinal();
    posSize++;
  }

  @Override
  public void visitPlayerInput(InputState s) {
    if (inSize == inTick.length) {
      int n = inSize * 2;
      inTick = Arrays.copyOf(inTick, n);
      inCid = Arrays.copyOf(inCid, n);
      inFields = Arrays.copyOf(inFields, n * PlayerInput.SIZE);
    }
    inTick[inSize] = s.tick();
    inCid[inSize] = s.cid();
    PlayerInput in = s.input();
    int b = inSize * PlayerInput.SIZE;
    for (int f = 0; f < PlayerInput.SIZE; f++) inFields[b + f] = in.get(f);
    inSize++;
  }

  @Override
  public void visitPlayerJoin(PlayerJoin j) {
    joins.add(j);
  }

  @Override
  public void visitPlayerLeave(PlayerLeave l) {
    leaves.add(l);
  }

  @Override
  public void visitMessage(Message m) {
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
    ExMessage kept = m instanceof Antibot a ? new Antibot(a.data().copy()) : m;
    if (m instanceof PlayerName n) names.put(n.cid(), n.name());
    timed(kept);
  }

  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    if (code == UnknownEx.CODE) timed(UnknownEx.of(payload));
  }

  @Override
  public void visitSummary(End e) {
    end = e;
  }
}
