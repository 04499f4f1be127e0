package org.replays4j.screp;

import java.util.Arrays;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;

/**
 * The commands of one decoded chunk in primitive columns: what {@link ScrepVisitor#visitCommands}
 * receives when the visitor asks for {@link ScrepVisitor.CommandForm#COLUMNS} (the fast hook: no
 * record per command). Rows are in file order and include unknown command ids ({@link #known(int)}
 * false). Besides the columns every command has (frame, player, type), three columns hold the
 * values the computed layer reads ({@link #aux}, {@link #group}, {@link #id}); any other field is
 * read from the payload bytes ({@link #bytes()}, {@link #payloadOffset}, {@link #payloadLength},
 * layout in docs/formats/screp.md#commands) or from the record built on demand ({@link
 * #record(int)}).
 *
 * <p>A batch is reused by the decoder: it and {@link #bytes()} are valid only during the call.
 * Exception: when {@link #retained()} is true, {@code bytes()[blocksStart(), blocksEnd())} is never
 * written again, so a consumer may keep the array instead of copying those blocks.
 */
public final class ScrepCommandBatch extends PackedCommands {
  /** Bit of a packed row: an unknown command id. */
  static final long UNKNOWN = 1L << 48;

  /**
   * Bit of a packed row: a block that ended right after the player byte (no type byte; type -1).
   */
  static final long NO_TYPE = 1L << 49;

  /**
   * Shift of an unknown row's payload length (the rest of its block, < 256 bytes) in its packed
   * value.
   */
  static final int REST_SHIFT = 52;

  /** Rows a batch holds before it grows: a decoded chunk (8 KiB) holds about 700 commands. */
  private static final int FIRST_CAPACITY = 2048;

  /**
   * Index in {@link #bytes} of the row's payload (after the type byte; the rest of the block when
   * unknown).
   */
  int[] payload = new int[FIRST_CAPACITY];

  /** Rows that are unknown commands. */
  int unknowns;

  /** Rows (ascending) of the types {@link CommandColumns#keeps} accepts. */
  int[] kept = new int[16];

  int keptCount;
  byte[] bytes;
  long base;
  int blocksStart;
  int blocksEnd;
  boolean retained;

  ScrepCommandBatch() {
    super(FIRST_CAPACITY);
  }

  void reset(byte[] b, int start, long base, boolean retained) {
    this.bytes = b;
    this.blocksStart = start;
    this.blocksEnd = start;
    this.base = base;
    this.retained = retained;
    n = 0;
    unknowns = 0;
    keptCount = 0;
  }

  void add(int f, long p, int payloadAt) {
    if (n == frame.length) grow();
    frame[n] = f;
    packed[n] = p;
    payload[n] = payloadAt;
    n++;
  }

  void keepLast() {
    if (keptCount == kept.length) kept = Arrays.copyOf(kept, keptCount * 2);
    kept[keptCount++] = n - 1;
  }

  private void grow() {
    int cap = n * 2;
    frame = Arrays.copyOf(frame, cap);
    packed = Arrays.copyOf(packed, cap);
    payload = Arrays.copyOf(payload, cap);
  }

  /**
   * Command type id of row {@code i} as stored (-1 for a block that ends right after a player
   * byte).
   */
  public int type(int i) {
    long p = packed[i];
    return (p & NO_TYPE) != 0 ? -1 : (int) (p >>> 8) & 0xFF;
  }

  /**
   * screp's type id of row {@code i}: {@link #type(int)}, except 0xFE for a Build with order 0x47
   * (Land).
   */
  public int screpType(int i) {
    long p = packed[i];
    return (p & 0xFFFF00L) == 0x470C00L && (p & UNKNOWN) == 0 ? 0xFE : type(i);
  }

  /** False for an unknown command id (its payload is the skipped rest of the block). */
  public boolean known(int i) {
    return (packed[i] & UNKNOWN) == 0;
  }

  /** Hotkey group of a Hotkey command, 0 otherwise (u8). */
  public int group(int i) {
    return (int) (packed[i] >>> 24) & 0xFF;
  }

  /**
   * Offset in the decompressed commands section of row {@code i}'s player byte (type byte when
   * unknown).
   */
  public long offset(int i) {
    return base + payload[i] - (known(i) ? 2 : 1);
  }

  /** The array holding the frame blocks of this batch (see {@link #retained()}). */
  public byte[] bytes() {
    return bytes;
  }

  /** Index in {@link #bytes()} of row {@code i}'s payload (the byte after its type byte). */
  public int payloadOffset(int i) {
    return payload[i];
  }

  /**
   * Payload bytes of row {@code i}: after the type byte; for an unknown id, the rest of the block.
   */
  public int payloadLength(int i) {
    long p = packed[i];
    if ((p & UNKNOWN) != 0) return (int) (p >>> REST_SHIFT) & 0x1FF;
    return CommandParser.payloadSize(bytes, (int) (p >>> 8) & 0xFF, payload[i]);
  }

  /**
   * The payload of row {@code i} as a slice of {@link #bytes()} (valid as long as the bytes are).
   */
  public ByteSlice payload(int i) {
    return ByteSlice.wrap(bytes, payload[i], payloadLength(i));
  }

  /** Index in {@link #bytes()} of the first complete frame block of this batch. */
  public int blocksStart() {
    return blocksStart;
  }

  /** Index in {@link #bytes()} after the last complete frame block of this batch. */
  public int blocksEnd() {
    return blocksEnd;
  }

  /**
   * True when {@code bytes()[blocksStart(), blocksEnd())} is never written again (may be kept
   * without a copy).
   */
  public boolean retained() {
    return retained;
  }

  /**
   * The record of known row {@code i}, equal to the one {@link ScrepVisitor#visitCommand} would
   * get.
   *
   * @throws IllegalArgumentException for an unknown command
   */
  public Command record(int i) {
    if (!known(i))
      throw new IllegalArgumentException("row " + i + " is an unknown command id " + type(i));
    return CommandParser.record(bytes, frame[i], player(i), type(i), payload[i], payloadLength(i));
  }
}
