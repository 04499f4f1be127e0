package org.replays4j.screp.spi;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.HashMap;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.Bytes;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.screp.ScrepCommandBatch;
import org.replays4j.screp.ScrepCommandType;
import org.replays4j.screp.ScrepNames;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.stats.EffectiveCommands;

/**
 * Writes the rows of the {@code commands} table straight from the decoder's columnar form (no
 * record per command): the common command types from their payload bytes, the rare ones (chat,
 * lobby, opaque, …) through their record. Unknown commands are rows of the batches too. The damage
 * of the decode reaches the table's builder.
 */
final class CommandRows extends ScrepVisitor {
  private static final int C_FRAME = 1, C_PLAYER = 2, C_TYPE_ID = 3, C_TYPE_NAME = 4;
  private static final int C_PAYLOAD = ScrepTables.COMMANDS.index("payload");
  private static final int C_TAGS = ScrepTables.COMMANDS.index("tags");
  private static final int C_ORDER = ScrepTables.COMMANDS.index("order");
  private static final int C_X = ScrepTables.COMMANDS.index("x");
  private static final int C_Y = ScrepTables.COMMANDS.index("y");
  private static final int C_UNIT_TYPE = ScrepTables.COMMANDS.index("unit_type");
  private static final int C_UNIT_TAG = ScrepTables.COMMANDS.index("unit_tag");
  private static final int C_UNKNOWN = ScrepTables.COMMANDS.index("unknown");
  private static final int C_QUEUED = ScrepTables.COMMANDS.index("queued");
  private static final int C_HOTKEY_TYPE = ScrepTables.COMMANDS.index("hotkey_type");
  private static final int C_GROUP = ScrepTables.COMMANDS.index("group");
  private static final int C_TECH = ScrepTables.COMMANDS.index("tech");
  private static final int C_UPGRADE = ScrepTables.COMMANDS.index("upgrade");
  private static final int C_MASK = ScrepTables.COMMANDS.index("mask");
  private static final int C_BITS = ScrepTables.COMMANDS.index("bits");
  private static final int C_SPEED = ScrepTables.COMMANDS.index("speed");
  private static final int C_LATENCY = ScrepTables.COMMANDS.index("latency");
  private static final int C_REASON = ScrepTables.COMMANDS.index("reason");
  private static final int C_EFFECTIVE = ScrepTables.COMMANDS.index("effective");

  /**
   * The record writer of each known command type id, for the rare types written from their record.
   */
  private static final RecordColumns.Writer[] WRITERS = new RecordColumns.Writer[256];

  /**
   * screp's name of each type id (index 256: the -1 of a block ending after a player byte), made
   * once.
   */
  private static final String[] NAMES = new String[257];

  static {
    Map<Class<?>, RecordColumns.Writer> byRecord = new HashMap<>();
    for (ScrepCommandType t : ScrepCommandType.values()) {
      WRITERS[t.id()] =
          byRecord.computeIfAbsent(
              t.record(),
              k ->
                  new RecordColumns.Writer(
                      ScrepTables.COMMANDS, t.record().asSubclass(Record.class)));
    }
    for (int t = 0; t < 256; t++) NAMES[t] = ScrepNames.command(t);
    NAMES[256] = ScrepNames.command(-1);
  }

  private final TableBatchBuilder b;
  private final boolean names;
  private final boolean tags;
  private final boolean payload;
  private final boolean effective;

  /** The EAPM classification, fed every known command in file order. */
  private final EffectiveCommands classes = new EffectiveCommands();

  private byte[] text = new byte[64];

  CommandRows(TableBatchBuilder b) {
    this.b = b;
    this.names = b.wants(C_TYPE_NAME);
    this.tags = b.wants(C_TAGS);
    this.payload = b.wants(C_PAYLOAD);
    this.effective = b.wants(C_EFFECTIVE);
  }

  @Override
  public void visitDamage(Damage d) {
    b.damage(d);
  }

  @Override
  public CommandForm commandForm() {
    return CommandForm.COLUMNS;
  }

  /** Real sections hold about one command per 10-16 bytes (frame headers included). */
  @Override
  public void visitCommandsStart(int sectionBytes) {
    b.reserve(sectionBytes / 12 + 16);
  }

  @Override
  public void visitCommands(ScrepCommandBatch batch) {
    byte[] d = batch.bytes();
    for (int i = 0, n = batch.size(); i < n; i++) {
      int type = batch.type(i);
      int q = batch.payloadOffset(i);
      b.setInt(C_FRAME, batch.frame(i));
      b.setInt(C_PLAYER, batch.player(i));
      if (!batch.known(i)) {
        b.setInt(C_TYPE_ID, type);
        if (names) b.setString(C_TYPE_NAME, NAMES[type < 0 ? 256 : type]);
        if (payload) b.setBinary(C_PAYLOAD, d, q, batch.payloadLength(i));
        end();
        continue;
      }
      int screpType = batch.screpType(i);
      b.setInt(C_TYPE_ID, screpType);
      if (effective) b.setBool(C_EFFECTIVE, classes.effective(batch, i));
      if (names) b.setString(C_TYPE_NAME, NAMES[screpType]);
      switch (type) {
        case 0x09, 0x0A, 0x0B -> {
          if (tags) b.setString(C_TAGS, tags(d, q, 2));
        }
        case 0x63, 0x64, 0x65 -> {
          if (tags) b.setString(C_TAGS, tags(d, q, 4));
        }
        case 0x0C -> {
          b.setInt(C_ORDER, d[q] & 0xFF);
          b.setInt(C_X, Bytes.u16le(d, q + 1));
          b.setInt(C_Y, Bytes.u16le(d, q + 3));
          b.setInt(C_UNIT_TYPE, Bytes.u16le(d, q + 5));
        }
        case 0x13 -> {
          b.setInt(C_HOTKEY_TYPE, d[q] & 0xFF);
          b.setInt(C_GROUP, d[q + 1] & 0xFF);
        }
        case 0x14 -> target(d, q, false, -1, q + 8);
        case 0x60 -> target(d, q, true, -1, q + 10);
        case 0x15 -> target(d, q, false, q + 8, q + 9);
        case 0x61 -> target(d, q, true, q + 10, q + 11);
        case 0x1A, 0x1E, 0x21, 0x22, 0x25, 0x26, 0x28, 0x2B, 0x2C, 0x2D ->
            b.setBool(C_QUEUED, d[q] != 0);
        case 0x1F, 0x23, 0x35 -> b.setInt(C_UNIT_TYPE, Bytes.u16le(d, q));
        case 0x20, 0x29 -> {
          b.setInt(C_UNIT_TAG, Bytes.u16le(d, q));
          b.setInt(C_UNKNOWN, 0);
        }
        case 0x62 -> {
          b.setInt(C_UNIT_TAG, Bytes.u16le(d, q));
          b.setInt(C_UNKNOWN, Bytes.u16le(d, q + 2));
        }
        case 0x2F, 0x58 -> {
          b.setInt(C_X, Bytes.u16le(d, q));
          b.setInt(C_Y, Bytes.u16le(d, q + 2));
        }
        case 0x30 -> b.setInt(C_TECH, d[q] & 0xFF);
        case 0x32 -> b.setInt(C_UPGRADE, d[q] & 0xFF);
        case 0x0D -> b.setInt(C_MASK, Bytes.u16le(d, q));
        case 0x0E, 0x12 -> b.setLong(C_BITS, Bytes.u32le(d, q));
        case 0x0F -> b.setInt(C_SPEED, d[q] & 0xFF);
        case 0x55 -> b.setInt(C_LATENCY, d[q] & 0xFF);
        case 0x57 -> b.setInt(C_REASON, d[q] & 0xFF);
        default -> {
          int len = batch.payloadLength(i);
          if (len == 0) break; // a command without payload: no typed column
          if (WRITERS[type] == WRITERS[0x37]) {
            if (payload) b.setBinary(C_PAYLOAD, d, q, len); // Opaque: the payload bytes as stored
          } else {
            WRITERS[type].write(b, batch.record(i)); // Chat and any other rare record
          }
        }
      }
      end();
    }
  }

  /**
   * Right Click / Targeted Order: x, y, unit tag, (1.21: unknown u16), unit type, (order), queued.
   */
  private void target(byte[] d, int q, boolean modern, int order, int queued) {
    b.setInt(C_X, Bytes.u16le(d, q));
    b.setInt(C_Y, Bytes.u16le(d, q + 2));
    b.setInt(C_UNIT_TAG, Bytes.u16le(d, q + 4));
    b.setInt(C_UNKNOWN, modern ? Bytes.u16le(d, q + 6) : 0);
    b.setInt(C_UNIT_TYPE, Bytes.u16le(d, modern ? q + 8 : q + 6));
    if (order >= 0) b.setInt(C_ORDER, d[order] & 0xFF);
    b.setBool(C_QUEUED, d[queued] != 0);
  }

  /**
   * The tag list as {@code [t1, t2, …]} (as {@code UnitTags.toString()}), without a StringBuilder.
   */
  private String tags(byte[] d, int q, int stride) {
    int count = d[q] & 0xFF;
    if (text.length < 2 + 7 * count) text = new byte[2 + 7 * count];
    byte[] t = text;
    int len = 0;
    t[len++] = '[';
    for (int k = 0; k < count; k++) {
      if (k > 0) {
        t[len++] = ',';
        t[len++] = ' ';
      }
      int v = Bytes.u16le(d, q + 1 + stride * k);
      if (v >= 10000) t[len++] = (byte) ('0' + v / 10000);
      if (v >= 1000) t[len++] = (byte) ('0' + v / 1000 % 10);
      if (v >= 100) t[len++] = (byte) ('0' + v / 100 % 10);
      if (v >= 10) t[len++] = (byte) ('0' + v / 10 % 10);
      t[len++] = (byte) ('0' + v % 10);
    }
    t[len++] = ']';
    return new String(t, 0, len, StandardCharsets.ISO_8859_1);
  }

  private void end() {
    try {
      if (!b.endRow()) throw StopDecoding.INSTANCE;
    } catch (IOException e) {
      throw new SinkFailed(e);
    }
  }

  /** Carries a sink's IOException through the visitor (which cannot throw it). */
  static final class SinkFailed extends RuntimeException {
    private static final long serialVersionUID = 1L;

    SinkFailed(IOException e) {
      super(e);
    }
  }
}
