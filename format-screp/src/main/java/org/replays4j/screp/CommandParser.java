package org.replays4j.screp;

import java.util.Arrays;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
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
 * Parses frame blocks of the commands section (docs/formats/screp.md#commands): {@code u32 frame,
 * u8 size, size bytes of (u8 player, u8 type, payload)*}. Works on any window of the decompressed
 * section, so the same code serves whole-array and streaming decoding.
 */
final class CommandParser {
  /** Payload size after the type byte; -1 unknown id, -2 variable size (select, save/load). */
  static final int[] PAYLOAD = payloadSizes();

  /**
   * Where the column values of a command of each type are, for {@link #parseBlock}: byte 0 the aux
   * byte's index from the type byte, byte 1 the group byte's, byte 2 the index of the id's 16-bit
   * little-endian word from the player byte, byte 3 the shift of that word (8 for a u8 id, read as
   * the high byte of the word before it). Types without a value point at the player and type bytes,
   * which every command has, and their mask in {@link #COLUMN_MASK} is 0: aux, group and id of a
   * Build: order at payload 0, id at 5; Train, Unit Morph, Building Morph: id at 0; Tech, Upgrade:
   * u8 id at 0; Hotkey: aux (hotkey type) at 0, group at 1; Targeted Order: aux (order) at 8, its
   * 1.21 form at 10.
   */
  private static final int[] COLUMN_AT = new int[256];

  /** Masks of aux (bits 0-7), group (bits 8-15) and id (bits 16-31) by type. */
  private static final int[] COLUMN_MASK = new int[256];

  static {
    column(0x0C, 1, 0, 7, 0, 0xFF, 0, 0xFFFF);
    for (int t : new int[] {0x1F, 0x23, 0x35}) column(t, 0, 0, 2, 0, 0, 0, 0xFFFF);
    for (int t : new int[] {0x30, 0x32}) column(t, 0, 0, 1, 8, 0, 0, 0xFF);
    column(0x13, 1, 2, 0, 0, 0xFF, 0xFF, 0);
    column(0x15, 9, 0, 0, 0, 0xFF, 0, 0);
    column(0x61, 11, 0, 0, 0, 0xFF, 0, 0);
  }

  private static void column(
      int type, int aux, int group, int id, int idShift, int auxMask, int groupMask, int idMask) {
    COLUMN_AT[type] = aux | group << 8 | id << 16 | idShift << 24;
    COLUMN_MASK[type] = auxMask | groupMask << 8 | idMask << 16;
  }

  /** Sets the offset {@link org.replays4j.core.event.ReplayVisitor#eventOffset()} reports. */
  static final class Cursor implements EventCursor {
    long at = -1;

    @Override
    public long eventOffset() {
      return at;
    }
  }

  private final ScrepVisitor visitor;
  private final Cursor cursor;
  private final boolean records;

  /** The batch of the columnar form, or null when the visitor takes records only. */
  private final ScrepCommandBatch batch;

  /**
   * Whether the parsed arrays are never written again (see {@link ScrepCommandBatch#retained()}).
   */
  private final boolean retained;

  /** Known commands parsed so far (bounded by the decoder's element limit). */
  long commands;

  /**
   * @param visitor receives the commands in the form its {@link ScrepVisitor#commandForm()} asks
   *     for
   * @param cursor updated before each callback
   * @param retained true when the caller never writes the parsed bytes again
   */
  CommandParser(ScrepVisitor visitor, Cursor cursor, boolean retained) {
    this.visitor = visitor;
    this.cursor = cursor;
    this.retained = retained;
    ScrepVisitor.CommandForm form = visitor.commandForm();
    this.records = form != ScrepVisitor.CommandForm.COLUMNS;
    this.batch = form == ScrepVisitor.CommandForm.RECORDS ? null : new ScrepCommandBatch();
  }

  /** Payload sizes by id from {@link ScrepCommandType}: -1 unknown, -2 variable. */
  private static int[] payloadSizes() {
    int[] p = new int[256];
    Arrays.fill(p, -1);
    for (ScrepCommandType t : ScrepCommandType.values())
      if (t != ScrepCommandType.LAND) p[t.id()] = t.payloadBytes();
    return p;
  }

  /**
   * Parses the complete frame blocks in {@code buf[pos, end)}; with the columnar form, their rows
   * arrive in one {@link ScrepVisitor#visitCommands} call at the end.
   *
   * @param base decompressed-section offset of {@code buf[0]}
   * @return index after the last complete block (an incomplete block is left for the caller)
   */
  int parse(byte[] buf, int pos, int end, long base) {
    int start = pos;
    if (batch != null) batch.reset(buf, start, base, retained);
    while (end - pos >= 5) {
      int blockEnd = pos + 5 + (buf[pos + 4] & 0xFF);
      if (blockEnd > end) break;
      parseBlock(buf, Bytes.s32le(buf, pos), pos + 5, blockEnd, base);
      pos = blockEnd;
    }
    if (batch != null && pos > start) {
      batch.blocksEnd = pos;
      cursor.at = base + start;
      visitor.visitCommands(batch);
    }
    return pos;
  }

  private void parseBlock(byte[] b, int frame, int p, int end, long base) {
    final ScrepVisitor v = visitor;
    final ScrepCommandBatch cols = batch;
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
        // Unknown id (or a payload running past the block): skip the rest of the block, as screp
        // does.
        unknownRest(b, frame, player, type, p + 1, end, base);
        return;
      }
      commands++;
      if (cols != null) {
        // aux, group and id read through the per-type tables of COLUMN_AT (no branch on the type,
        // which varies from one command to the next)
        int at = COLUMN_AT[type];
        int mask = COLUMN_MASK[type];
        int aux = b[q - 1 + (at & 0xFF)] & mask & 0xFF;
        int grp = b[q - 1 + (at >>> 8 & 0xFF)] & (mask >>> 8 & 0xFF);
        int i = q - 2 + (at >>> 16 & 0xFF);
        int id = ((b[i] & 0xFF | (b[i + 1] & 0xFF) << 8) >>> (at >>> 24)) & mask >>> 16;
        cols.add(
            frame, (player | type << 8 | aux << 16 | grp << 24) & 0xFFFFFFFFL | (long) id << 32, q);
        if (CommandColumns.keeps(type)) cols.keepLast();
      }
      if (records) {
        cursor.at = base + p;
        v.visitCommand(record(b, frame, player, type, q, size));
      }
      p = q + size;
    }
  }

  /** The record of the command whose payload ({@code size} bytes) starts at {@code b[q]}. */
  static Command record(byte[] b, int frame, int player, int type, int q, int size) {
    return switch (type) {
      case 0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65 -> {
        int stride = type >= 0x63 ? 4 : 2; // the 1.21 forms: u16 tag + u16 unknown
        int n = b[q] & 0xFF;
        int[] tags = new int[n];
        for (int i = 0; i < n; i++) tags[i] = Bytes.u16le(b, q + 1 + stride * i);
        yield new Select(frame, player, type, UnitTags.wrap(tags));
      }
      case 0x0C ->
          new Build(
              frame,
              player,
              b[q] & 0xFF,
              Bytes.u16le(b, q + 1),
              Bytes.u16le(b, q + 3),
              Bytes.u16le(b, q + 5));
      case 0x0D -> new Vision(frame, player, Bytes.u16le(b, q));
      case 0x0E -> new Alliance(frame, player, Bytes.u32le(b, q));
      case 0x0F -> new GameSpeed(frame, player, b[q] & 0xFF);
      case 0x12 -> new Cheat(frame, player, Bytes.u32le(b, q));
      case 0x13 -> new Hotkey(frame, player, b[q] & 0xFF, b[q + 1] & 0xFF);
      case 0x14, 0x60, 0x15, 0x61 -> targeted(b, frame, player, type, q);
      case 0x1A, 0x1E, 0x21, 0x22, 0x25, 0x26, 0x28, 0x2B, 0x2C, 0x2D ->
          new Queueable(frame, player, type, b[q] != 0);
      case 0x1F, 0x23, 0x35 -> new UnitTypeCommand(frame, player, type, Bytes.u16le(b, q));
      case 0x20, 0x29 -> new UnitTagCommand(frame, player, type, Bytes.u16le(b, q), 0);
      case 0x62 ->
          new UnitTagCommand(frame, player, type, Bytes.u16le(b, q), Bytes.u16le(b, q + 2));
      case 0x2F, 0x58 ->
          new PositionCommand(frame, player, type, Bytes.u16le(b, q), Bytes.u16le(b, q + 2));
      case 0x30 -> new Tech(frame, player, b[q] & 0xFF);
      case 0x32 -> new Upgrade(frame, player, b[q] & 0xFF);
      case 0x55 -> new Latency(frame, player, b[q] & 0xFF);
      case 0x57 -> new LeaveGame(frame, player, b[q] & 0xFF);
      case 0x5C -> new Chat(frame, player, b[q] & 0xFF, ScrepText.legacy(b, q + 1, 80));
      default ->
          size == 0
              ? new NoPayload(frame, player, type)
              : new Opaque(frame, player, type, ByteSlice.copyOf(b, q, size));
    };
  }

  /**
   * Right Click (0x14, 0x60) or Targeted Order (0x15, 0x61): one layout, {@code u16 x, u16 y, u16
   * tag, [u16 unknown in the 1.21 forms 0x60/0x61], u16 unitType, [u8 order,] u8 queued}.
   */
  private static Command targeted(byte[] b, int frame, int player, int type, int q) {
    int x = type >= 0x60 ? 2 : 0;
    int px = Bytes.u16le(b, q);
    int py = Bytes.u16le(b, q + 2);
    int tag = Bytes.u16le(b, q + 4);
    int unknown = x == 0 ? 0 : Bytes.u16le(b, q + 6);
    int unitType = Bytes.u16le(b, q + 6 + x);
    int r = q + 8 + x;
    return type == 0x14 || type == 0x60
        ? new RightClick(frame, player, type, px, py, tag, unknown, unitType, b[r] != 0)
        : new TargetedOrder(
            frame, player, type, px, py, tag, unknown, unitType, b[r] & 0xFF, b[r + 1] != 0);
  }

  /**
   * Payload size of a known command of {@code type} whose payload starts at {@code b[q]} (it was
   * parsed).
   */
  static int payloadSize(byte[] b, int type, int q) {
    int size = PAYLOAD[type];
    return size != -2 ? size : variableSize(b, type, q, b.length);
  }

  /** Size of a variable-length payload, or -1 when it does not fit the block. */
  private static int variableSize(byte[] b, int type, int q, int end) {
    switch (type) {
      case 0x06, 0x07 -> {
        if (end - q < 4) return -1;
        long n = Bytes.u32le(b, q);
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

  private void unknownRest(
      byte[] b, int frame, int player, int type, int typeIndex, int end, long base) {
    int from = Math.min(typeIndex + 1, end);
    if (batch != null) {
      long flags =
          ScrepCommandBatch.UNKNOWN
              | (type < 0 ? ScrepCommandBatch.NO_TYPE : (long) (type & 0xFF) << 8)
              | (long) (end - from) << ScrepCommandBatch.REST_SHIFT;
      batch.add(frame, flags | player, from);
      batch.unknowns++;
    }
    cursor.at = base + typeIndex;
    visitor.visitUnknownCommand(frame, player, type, ByteSlice.wrap(b, from, end - from));
  }
}
