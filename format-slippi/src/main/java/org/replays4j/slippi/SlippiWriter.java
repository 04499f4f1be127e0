package org.replays4j.slippi;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.codec.UbjsonWriter;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.LaidOutEvent;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * Writes Slippi {@code .slp} files: the raw event stream (each event encoded from its record, with
 * exactly the fields its {@code payloadSize} covers followed by its {@code trailing} bytes) and the
 * UBJSON container with the metadata element. Re-encoding the events a {@link SlippiDecoder}
 * delivers reproduces the raw element byte for byte ({@link #visitor()}).
 *
 * <p>Game Start is written from its {@code payload} bytes; {@link #gameStartPayload} builds such a
 * payload from settings. Not thread-safe.
 */
public final class SlippiWriter {
  private byte[] raw;
  private int len;
  // what visitor() received besides the events, for toFile()
  private RawStart readStart;
  private boolean readIncomplete;
  private SlippiMetadata readMetadata;

  /** An empty writer. */
  public SlippiWriter() {
    this(1 << 16);
  }

  /** An empty writer whose buffer starts at {@code capacity} bytes. */
  SlippiWriter(int capacity) {
    raw = new byte[capacity];
  }

  /** Bytes of the raw element written so far. */
  public int rawLength() {
    return len;
  }

  /** A copy of the raw element written so far. */
  public byte[] rawBytes() {
    return Arrays.copyOf(raw, len);
  }

  // The frame events are encoded from their field table (EventLayout).

  private int reserve(int cmd, int size) {
    if (len + 1 + size > raw.length)
      raw = Arrays.copyOf(raw, Math.max(raw.length * 2, len + 1 + size));
    int c = len;
    raw[c] = (byte) cmd;
    Arrays.fill(raw, c + 1, c + 1 + size, (byte) 0);
    len += 1 + size;
    return c;
  }

  private void i32(int c, int off, int size, int width, int v) {
    if (off + width - 1 > size) return;
    for (int k = 0; k < width; k++) raw[c + off + k] = (byte) (v >>> (8 * (width - 1 - k)));
  }

  private void u8(int c, int off, int size, int v) {
    i32(c, off, size, 1, v);
  }

  private void u16(int c, int off, int size, int v) {
    i32(c, off, size, 2, v);
  }

  private void trailing(int c, int known, int size, ByteSlice t) {
    if (size > known && t != null && !t.isEmpty()) {
      int n = Math.min(t.length(), size - known);
      System.arraycopy(t.toArray(), 0, raw, c + 1 + known, n);
    }
  }

  /** Event Payloads (0x35) listing {@code sizes} in iteration order. */
  public SlippiWriter eventPayloads(Map<Integer, Integer> sizes) {
    int n = 1 + 3 * sizes.size();
    if (n > 255)
      throw new IllegalArgumentException("too many commands for Event Payloads: " + sizes.size());
    int c = reserve(SlippiCommand.EVENT_PAYLOADS, n);
    raw[c + 1] = (byte) n;
    int p = c + 2;
    for (Map.Entry<Integer, Integer> e : sizes.entrySet()) {
      raw[p] = (byte) (int) e.getKey();
      raw[p + 1] = (byte) (e.getValue() >>> 8);
      raw[p + 2] = (byte) (int) e.getValue();
      p += 3;
    }
    return this;
  }

  /** Event Payloads from a decoded record. */
  public SlippiWriter eventPayloads(EventPayloads e) {
    return eventPayloads(e.sizes());
  }

  /** Game Start from its payload bytes. */
  public SlippiWriter gameStart(GameStart e) {
    int c = reserve(SlippiCommand.GAME_START, e.payloadSize());
    e.payload().copyTo(raw, c + 1);
    return this;
  }

  /** Game Start from payload bytes (for example from {@link #gameStartPayload}). */
  public SlippiWriter gameStart(byte[] payload) {
    int c = reserve(SlippiCommand.GAME_START, payload.length);
    System.arraycopy(payload, 0, raw, c + 1, payload.length);
    return this;
  }

  /**
   * A frame event (Pre-Frame Update, Post-Frame Update, Item Update, Frame Start, Frame Bookend) or
   * a stage event (Fountain of Dreams platform, Whispy, Stadium transformation): the fields its
   * {@link org.replays4j.slippi.record.EventLayout} describes, each where the payload size covers
   * it, then its trailing bytes. The layout is the one of the record's class.
   */
  public SlippiWriter event(LaidOutEvent e) {
    LayoutEncoder enc = LayoutEncoder.of(e.getClass());
    int s = e.payloadSize();
    int c = reserve(enc.command(), s);
    enc.encode(raw, c, s, e);
    trailing(c, EventParser.known(enc.ends(), s), s, e.trailing());
    return this;
  }

  /** Game End (0x39). */
  public SlippiWriter gameEnd(GameEnd e) {
    int s = e.payloadSize();
    int c = reserve(SlippiCommand.GAME_END, s);
    u8(c, 1, s, e.method());
    u8(c, 2, s, e.lrasInitiator());
    List<Integer> pl = e.placements();
    for (int i = 0; i < pl.size() && i < 4; i++) u8(c, 3 + i, s, pl.get(i));
    trailing(c, EventParser.known(EventParser.GAME_END_ENDS, s), s, e.trailing());
    return this;
  }

  /** One Message Splitter chunk (0x10), all 512 data bytes as given. */
  public SlippiWriter messageSplitter(MessageSplitter e) {
    int s = e.payloadSize();
    int c = reserve(SlippiCommand.MESSAGE_SPLITTER, s);
    e.data().copyTo(raw, c + 1);
    u16(c, 0x201, s, e.size());
    u8(c, 0x203, s, e.wrappedCommand());
    u8(c, 0x204, s, e.isLast() ? 1 : 0);
    trailing(c, 516, s, e.trailing());
    return this;
  }

  /**
   * Splits {@code message} into Message Splitter chunks of up to 512 bytes wrapping {@code
   * command}.
   */
  public SlippiWriter splitMessage(int command, byte[] message) {
    int p = 0;
    do {
      int n = Math.min(512, message.length - p);
      byte[] block = new byte[512];
      System.arraycopy(message, p, block, 0, n);
      p += n;
      messageSplitter(
          new MessageSplitter(
              ByteSlice.wrap(block), n, command, p >= message.length, 516, ByteSlice.EMPTY));
    } while (p < message.length);
    return this;
  }

  /** Any event from its command byte and payload bytes. */
  public SlippiWriter unknown(int command, ByteSlice payload) {
    int c = reserve(command, payload.length());
    payload.copyTo(raw, c + 1);
    return this;
  }

  /**
   * The whole file: <code>{U\x03raw[$U#l&lt;len&gt;</code> raw {@code U\x08metadata} metadata
   * <code>}</code>.
   *
   * @param metadata the metadata tree, or null to write no metadata element
   */
  public byte[] toFile(Map<String, Object> metadata) {
    return toFile(metadata, false);
  }

  /**
   * Like {@link #toFile(Map)}; with {@code inProgress} the file looks like one the recorder is
   * still writing: raw length 0 and nothing after the events (no metadata, no closing brace).
   */
  public byte[] toFile(Map<String, Object> metadata, boolean inProgress) {
    UbjsonWriter w = new UbjsonWriter(len + 1024);
    w.startObject().writeKey("raw");
    w.raw('[').raw('$').raw('U').raw('#').writeInt32(inProgress ? 0 : len);
    w.raw(raw, 0, len);
    if (inProgress) return w.toByteArray();
    if (metadata != null) {
      w.writeKey("metadata").writeTree(metadata);
    }
    w.endObject();
    return w.toByteArray();
  }

  /**
   * The whole file laid out like the one {@code start}, {@code end} and {@code metadata} were read
   * from, so that decoding a file into this writer ({@link #visitor()}) and calling this reproduces
   * it byte for byte: the declared raw length as stored (0 for a file written live), the metadata
   * element from its stored bytes ({@link SlippiMetadata#raw()}; a changed tree keeps the stored
   * number markers where values are unchanged), and nothing after the events when the file ended
   * there ({@link RawEnd#incomplete()}). A bare event stream ({@link RawStart#bare()}) is written
   * bare.
   *
   * @param start the raw element header as read
   * @param end the end of the raw element as read, or null when the file is complete
   * @param metadata the metadata as read (or built), or null to write no metadata element
   */
  public byte[] toFile(RawStart start, RawEnd end, SlippiMetadata metadata) {
    return file(start, end != null && end.incomplete(), metadata);
  }

  /**
   * The file of {@link #toFile(RawStart, RawEnd, SlippiMetadata)}; {@code incomplete}: no metadata.
   */
  private byte[] file(RawStart start, boolean incomplete, SlippiMetadata metadata) {
    if (start.bare()) return rawBytes();
    UbjsonWriter w = new UbjsonWriter(len + 1024);
    w.startObject().writeKey("raw");
    w.raw('[').raw('$').raw('U').raw('#').writeInt32(start.declaredLength() == 0 ? 0 : len);
    w.raw(raw, 0, len);
    if (incomplete) return w.toByteArray();
    if (metadata != null) {
      w.writeKey("metadata");
      MetadataEncoder.write(w, metadata);
    }
    w.endObject();
    return w.toByteArray();
  }

  /**
   * The whole file as the decoder that fed {@link #visitor()} read it: {@link #toFile(RawStart,
   * RawEnd, SlippiMetadata)} with the raw element header, end and metadata the visitor received, so
   * that {@code decoder.decode(bytes, writer.visitor())} and this give {@code bytes} back.
   *
   * @throws IllegalStateException when the visitor has received no raw element header
   */
  public byte[] toFile() {
    if (readStart == null) throw new IllegalStateException("no file was decoded into visitor()");
    return file(readStart, readIncomplete, readMetadata);
  }

  /**
   * A visitor that writes every event it receives into this writer (the Gecko list via its chunks),
   * and keeps the raw element header, end and metadata for {@link #toFile()}.
   */
  public SlippiVisitor visitor() {
    return new SlippiVisitor() {
      @Override
      public void visitRawStart(RawStart e) {
        readStart = e;
      }

      @Override
      public void visitRawEnd(RawEnd e) {
        readIncomplete = e.incomplete();
      }

      @Override
      public void visitMetadata(SlippiMetadata e) {
        readMetadata = e;
      }

      @Override
      public void visitEventPayloads(EventPayloads e) {
        eventPayloads(e);
      }

      @Override
      public void visitGameStart(GameStart e) {
        gameStart(e);
      }

      @Override
      public void visitFrameStart(FrameStart e) {
        event(e);
      }

      @Override
      public void visitPreFrame(PreFrameUpdate e) {
        event(e);
      }

      @Override
      public void visitPostFrame(PostFrameUpdate e) {
        event(e);
      }

      @Override
      public void visitItemUpdate(ItemUpdate e) {
        event(e);
      }

      @Override
      public void visitFrameBookend(FrameBookend e) {
        event(e);
      }

      @Override
      public void visitGameEnd(GameEnd e) {
        gameEnd(e);
      }

      @Override
      public void visitMessageSplitter(MessageSplitter e) {
        messageSplitter(e);
      }

      @Override
      public void visitFodPlatform(FodPlatform e) {
        event(e);
      }

      @Override
      public void visitWhispy(Whispy e) {
        event(e);
      }

      @Override
      public void visitStadiumTransformation(StadiumTransformation e) {
        event(e);
      }

      @Override
      public void visitUnknown(int command, ByteSlice payload) {
        unknown(command, payload);
      }
    };
  }

  /** Re-encodes a metadata record's tree (convenience for round trips). */
  public static Map<String, Object> treeOf(SlippiMetadata m) {
    return m == null ? null : new LinkedHashMap<>(m.tree());
  }

  /**
   * Builds a Game Start payload of {@code size} bytes (0x140 ≤ size ≤ 760) with the given version,
   * stage and per-port characters (external id, -1 = empty port), everything else at neutral values
   * (stock mode, 4 stocks, ratios 1.0).
   */
  public static byte[] gameStartPayload(
      int size, int major, int minor, int build, int stageId, int[] characters, long randomSeed) {
    if (size < 0x140 || size > 0x2F8)
      throw new IllegalArgumentException("Game Start size out of range: " + size);
    byte[] p = new byte[size + 1];
    p[0] = SlippiCommand.GAME_START;
    p[1] = (byte) major;
    p[2] = (byte) minor;
    p[3] = (byte) build;
    p[5] = 0x32; // stock mode, counting-down timer
    p[0x13] = (byte) (stageId >>> 8);
    p[0x14] = (byte) stageId;
    p[0x18] = (byte) 0x01;
    p[0x19] = (byte) 0xE0; // 480 seconds
    for (int i = 0; i < 6; i++) {
      int base = 0x24 * i;
      boolean used = i < characters.length && characters[i] >= 0;
      p[base + 0x65] = (byte) (used ? characters[i] : 0x21);
      p[base + 0x66] = (byte) (used ? 0 : 3);
      p[base + 0x67] = 4;
      p[base + 0x6E] = (byte) i;
      for (int off : new int[] {0x7D, 0x81, 0x85}) {
        if (base + off + 3 <= 0x13C) {
          p[base + off] = 0x3F;
          p[base + off + 1] = (byte) 0x80;
        }
      }
    }
    for (int k = 0; k < 4; k++) p[0x13D + k] = (byte) (randomSeed >>> (24 - 8 * k));
    return Arrays.copyOfRange(p, 1, size + 1);
  }
}
