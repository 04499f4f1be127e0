package org.replays4j.screp;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Alliance;
import org.replays4j.screp.record.Build;
import org.replays4j.screp.record.Chat;
import org.replays4j.screp.record.Cheat;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.GameSpeed;
import org.replays4j.screp.record.Hotkey;
import org.replays4j.screp.record.Latency;
import org.replays4j.screp.record.LeaveGame;
import org.replays4j.screp.record.NoPayload;
import org.replays4j.screp.record.Opaque;
import org.replays4j.screp.record.PositionCommand;
import org.replays4j.screp.record.Queueable;
import org.replays4j.screp.record.RightClick;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.TargetedOrder;
import org.replays4j.screp.record.Tech;
import org.replays4j.screp.record.UnitTagCommand;
import org.replays4j.screp.record.UnitTags;
import org.replays4j.screp.record.UnitTypeCommand;
import org.replays4j.screp.record.Upgrade;
import org.replays4j.screp.record.Vision;

/**
 * Parses frame blocks of the commands section (docs/formats/screp.md#commands): {@code u32 frame, u8 size,
 * size bytes of (u8 player, u8 type, payload)*}. Works on any window of the decompressed section,
 * so the same code serves whole-array and streaming decoding.
 */
final class CommandParser {
  /** Payload size after the type byte; -1 unknown id, -2 variable size (select, save/load). */
  static final int[] PAYLOAD = payloadSizes();

  /** Receives each command's primitive columns just before {@code visitCommand}. */
  interface ColumnSink {
    void column(int frame, int player, int type, int aux, int grp, int id);

    /**
     * True when the sink takes the raw frame blocks ({@code block}) instead of a record per command
     * (it materialises the records from the blocks when asked); records of the types
     * {@link CommandColumns#keeps} accepts still arrive through {@code keep} (as they always do), and
     * {@code visitCommand} is not called.
     */
    default boolean lazy() { return false; }

    /** Complete frame blocks {@code b[from, to)}, after their commands' columns (lazy sinks only). */
    default void block(byte[] b, int from, int to) { }

    /**
     * Complete frame blocks {@code b[0, len)} of an array the caller gives up (it is never written
     * again), so the sink may keep it instead of copying (lazy sinks only).
     */
    default void adoptBlocks(byte[] b, int len) { block(b, 0, len); }

    /** The record of the command whose columns arrived last, for the types {@link CommandColumns#keeps} accepts. */
    default void keep(Command c) { }
  }

  private final ScrepVisitor visitor;
  private final ColumnSink sink;
  private final boolean lazy;
  /** When set, {@link #parse} does not hand blocks over; the caller ends with {@link #adoptBlocks}. */
  private boolean deferBlocks;
  long commands;
  long unknown;

  CommandParser(ScrepVisitor visitor) {
    this.visitor = visitor;
    this.sink = visitor.columnSink();
    this.lazy = sink != null && sink.lazy();
  }

  /** Payload sizes by id from {@link ScrepCommandType}: -1 unknown, -2 variable. */
  private static int[] payloadSizes() {
    int[] p = new int[256];
    java.util.Arrays.fill(p, -1);
    for (ScrepCommandType t : ScrepCommandType.values()) if (t != ScrepCommandType.LAND) p[t.id()] = t.payloadBytes();
    return p;
  }

  private static int u16(byte[] b, int i) { return (b[i] & 0xFF) | (b[i + 1] & 0xFF) << 8; }

  private static long u32(byte[] b, int i) {
    return (b[i] & 0xFFL) | (b[i + 1] & 0xFFL) << 8 | (b[i + 2] & 0xFFL) << 16 | (b[i + 3] & 0xFFL) << 24;
  }

  /**
   * Makes {@link #parse} keep the frame blocks back: the caller parses one growing array from its
   * start and hands the parsed prefix over once with {@link #adoptBlocks}.
   */
  void deferBlocks() { deferBlocks = true; }

  /** Hands {@code buf[0, parsed)} (every block parsed so far, from the array's start) to a lazy sink. */
  void adoptBlocks(byte[] buf, int parsed) {
    if (lazy && parsed > 0) sink.adoptBlocks(buf, parsed);
  }

  /**
   * Parses the complete frame blocks in {@code buf[pos, end)}.
   *
   * @param base decompressed-section offset of {@code buf[0]}
   * @return index after the last complete block (an incomplete block is left for the caller)
   */
  int parse(byte[] buf, int pos, int end, long base) {
    int start = pos;
    while (end - pos >= 5) {
      int blockEnd = pos + 5 + (buf[pos + 4] & 0xFF);
      if (blockEnd > end) break;
      parseBlock(buf, (int) u32(buf, pos), pos + 5, blockEnd, base);
      pos = blockEnd;
    }
    if (lazy && !deferBlocks && pos > start) sink.block(buf, start, pos);
    return pos;
  }

  private void parseBlock(byte[] b, int frame, int p, int end, long base) {
    final ScrepVisitor v = visitor;
    while (p < end) {
      if (end - p < 2) {
        unknownRest(b, frame, b[p] & 0xFF, -1, p, end, base);
        return;
      }
      int player = b[p] & 0xFF;
      int type = b[p + 1] & 0xFF;
      int q = p + 2;
      int size = PAYLOAD[type];
      if (size == -2) size = variableSize(b, type, q, end);
      if (size < 0 || q + size > end) {
        // Unknown id (or a payload running past the block): skip the rest of the block, as screp does.
        unknownRest(b, frame, player, type, p + 1, end, base);
        return;
      }
      commands++;
      if (sink != null) {
        int aux = 0;
        int grp = 0;
        int id = 0;
        switch (type) {
          case 0x0C -> {
            aux = b[q] & 0xFF;
            id = u16(b, q + 5);
          }
          case 0x1F, 0x23, 0x35 -> id = u16(b, q);
          case 0x30, 0x32 -> id = b[q] & 0xFF;
          case 0x13 -> {
            aux = b[q] & 0xFF;
            grp = b[q + 1] & 0xFF;
          }
          case 0x15 -> aux = b[q + 8] & 0xFF;
          case 0x61 -> aux = b[q + 10] & 0xFF;
          default -> { }
        }
        sink.column(frame, player, type, aux, grp, id);
      }
      if (!lazy) {
        Command c = record(b, frame, player, type, q, size);
        if (sink != null && CommandColumns.keeps(type)) sink.keep(c);
        v.visitCommand(c);
      } else if (CommandColumns.keeps(type)) {
        sink.keep(record(b, frame, player, type, q, size));
      }
      p = q + size;
    }
  }

  /** The record of the command whose payload ({@code size} bytes) starts at {@code b[q]}. */
  private static Command record(byte[] b, int frame, int player, int type, int q, int size) {
    return switch (type) {
      case 0x09, 0x0A, 0x0B -> {
        int n = b[q] & 0xFF;
        int[] tags = new int[n];
        for (int i = 0; i < n; i++) tags[i] = u16(b, q + 1 + 2 * i);
        yield new Select(frame, player, type, UnitTags.wrap(tags));
      }
      case 0x63, 0x64, 0x65 -> {
        int n = b[q] & 0xFF;
        int[] tags = new int[n];
        for (int i = 0; i < n; i++) tags[i] = u16(b, q + 1 + 4 * i);
        yield new Select(frame, player, type, UnitTags.wrap(tags));
      }
      case 0x0C -> new Build(frame, player, b[q] & 0xFF, u16(b, q + 1), u16(b, q + 3), u16(b, q + 5));
      case 0x0D -> new Vision(frame, player, u16(b, q));
      case 0x0E -> new Alliance(frame, player, u32(b, q));
      case 0x0F -> new GameSpeed(frame, player, b[q] & 0xFF);
      case 0x12 -> new Cheat(frame, player, u32(b, q));
      case 0x13 -> new Hotkey(frame, player, b[q] & 0xFF, b[q + 1] & 0xFF);
      case 0x14 -> new RightClick(frame, player, type, u16(b, q), u16(b, q + 2), u16(b, q + 4), 0,
          u16(b, q + 6), b[q + 8] != 0);
      case 0x60 -> new RightClick(frame, player, type, u16(b, q), u16(b, q + 2), u16(b, q + 4),
          u16(b, q + 6), u16(b, q + 8), b[q + 10] != 0);
      case 0x15 -> new TargetedOrder(frame, player, type, u16(b, q), u16(b, q + 2), u16(b, q + 4), 0,
          u16(b, q + 6), b[q + 8] & 0xFF, b[q + 9] != 0);
      case 0x61 -> new TargetedOrder(frame, player, type, u16(b, q), u16(b, q + 2), u16(b, q + 4),
          u16(b, q + 6), u16(b, q + 8), b[q + 10] & 0xFF, b[q + 11] != 0);
      case 0x1A, 0x1E, 0x21, 0x22, 0x25, 0x26, 0x28, 0x2B, 0x2C, 0x2D ->
          new Queueable(frame, player, type, b[q] != 0);
      case 0x1F, 0x23, 0x35 -> new UnitTypeCommand(frame, player, type, u16(b, q));
      case 0x20, 0x29 -> new UnitTagCommand(frame, player, type, u16(b, q), 0);
      case 0x62 -> new UnitTagCommand(frame, player, type, u16(b, q), u16(b, q + 2));
      case 0x2F, 0x58 -> new PositionCommand(frame, player, type, u16(b, q), u16(b, q + 2));
      case 0x30 -> new Tech(frame, player, b[q] & 0xFF);
      case 0x32 -> new Upgrade(frame, player, b[q] & 0xFF);
      case 0x55 -> new Latency(frame, player, b[q] & 0xFF);
      case 0x57 -> new LeaveGame(frame, player, b[q] & 0xFF);
      case 0x5C -> new Chat(frame, player, b[q] & 0xFF, ScrepText.legacy(b, q + 1, 80));
      default -> size == 0
          ? new NoPayload(frame, player, type)
          : new Opaque(frame, player, type, ByteSlice.copyOf(b, q, size));
    };
  }

  /** Size of a variable-length payload, or -1 when it does not fit the block. */
  private static int variableSize(byte[] b, int type, int q, int end) {
    switch (type) {
      case 0x06, 0x07 -> {
        if (end - q < 4) return -1;
        long n = u32(b, q);
        return n > end - q - 4 ? -1 : 4 + (int) n;
      }
      case 0x09, 0x0A, 0x0B -> {
        return end - q < 1 ? -1 : 1 + 2 * (b[q] & 0xFF);
      }
      default -> {
        return end - q < 1 ? -1 : 1 + 4 * (b[q] & 0xFF);
      }
    }
  }

  private void unknownRest(byte[] b, int frame, int player, int type, int typeIndex, int end, long base) {
    unknown++;
    int from = Math.min(typeIndex + 1, end);
    visitor.visitUnknown(frame, player, type, ByteSlice.wrap(b, from, end - from), base + typeIndex);
  }
}
