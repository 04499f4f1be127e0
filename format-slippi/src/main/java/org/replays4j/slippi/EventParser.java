package org.replays4j.slippi;

import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GameStartPlayer;
import org.replays4j.slippi.record.GeckoCode;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.SlippiVersion;

/**
 * Field extraction for every event. Each method receives the array, the index {@code c} of the
 * command byte and the payload size; the caller has checked that {@code size} bytes follow and that
 * {@code size >= BASE_SIZE}. A field at spec offset {@code X} (from the command byte) with width
 * {@code w} is read from {@code b[c + X]} and exists when {@code X + w - 1 <= size}.
 */
final class EventParser {
  private EventParser() {}

  // Payload-relative end (offset + width - 1) of each field group, ascending: a payload of size s
  // holds
  // every field whose end is <= s; bytes after the last such end are kept as "trailing".
  // Derived from the field table (EventLayout), the one description of these events; the generated
  // views name them after the EventLayout constants (PRE_FRAME_KNOWN ...).
  static final int[] PRE_FRAME_ENDS = EventLayout.PRE_FRAME.ends();
  static final int[] POST_FRAME_ENDS = EventLayout.POST_FRAME.ends();
  static final int[] ITEM_UPDATE_ENDS = EventLayout.ITEM_UPDATE.ends();
  static final int[] FRAME_START_ENDS = EventLayout.FRAME_START.ends();
  static final int[] FRAME_BOOKEND_ENDS = EventLayout.FRAME_BOOKEND.ends();
  static final int[] GAME_END_ENDS = {1, 2, 6};

  // known(ends, s) for every s up to the last end, so the per-event lookup is one array load.
  static final int[] PRE_FRAME_KNOWN = knownTable(PRE_FRAME_ENDS);
  static final int[] POST_FRAME_KNOWN = knownTable(POST_FRAME_ENDS);
  static final int[] ITEM_UPDATE_KNOWN = knownTable(ITEM_UPDATE_ENDS);
  static final int[] FRAME_START_KNOWN = knownTable(FRAME_START_ENDS);
  static final int[] FRAME_BOOKEND_KNOWN = knownTable(FRAME_BOOKEND_ENDS);
  private static final int[] GAME_END_KNOWN = knownTable(GAME_END_ENDS);

  /** The number of payload bytes covered by complete known fields. */
  static int known(int[] ends, int size) {
    int k = 0;
    for (int e : ends) {
      if (e <= size) k = e;
      else break;
    }
    return k;
  }

  private static int[] knownTable(int[] ends) {
    int[] t = new int[ends[ends.length - 1] + 1];
    for (int s = 0; s < t.length; s++) t[s] = known(ends, s);
    return t;
  }

  /**
   * The payload bytes covered by complete known fields, from {@code table} = {@link #knownTable} of
   * the field ends (its last index is the newest layout's size).
   */
  static int knownBytes(int size, int[] table) {
    int last = table.length - 1;
    return size >= last ? last : table[size];
  }

  /**
   * Payload bytes after the complete known fields (see {@link #knownBytes}), copied; EMPTY if none.
   */
  static ByteSlice trailing(byte[] b, int c, int size, int[] table) {
    return trailing(b, c, size, knownBytes(size, table));
  }

  /** Like {@link #trailing(byte[], int, int, int[])} but wrapping the array instead of copying. */
  static ByteSlice trailingWrap(byte[] b, int c, int size, int[] table) {
    int known = knownBytes(size, table);
    return size > known ? ByteSlice.wrap(b, c + 1 + known, size - known) : ByteSlice.EMPTY;
  }

  /** Bytes of the payload past {@code known} (a payload-relative count), copied; EMPTY if none. */
  static ByteSlice trailing(byte[] b, int c, int size, int known) {
    return size > known ? ByteSlice.copyOf(b, c + 1 + known, size - known) : ByteSlice.EMPTY;
  }

  static GameEnd gameEnd(byte[] b, int c, int size) {
    List<Integer> placements =
        size >= 6
            ? List.of((int) b[c + 3], (int) b[c + 4], (int) b[c + 5], (int) b[c + 6])
            : List.of();
    return new GameEnd(
        Bytes.u8(b, c + 1),
        size >= 2 ? b[c + 2] : 0,
        placements,
        size,
        trailing(b, c, size, GAME_END_KNOWN));
  }

  static MessageSplitter splitter(byte[] b, int c, int size) {
    return new MessageSplitter(
        ByteSlice.copyOf(b, c + 1, 512),
        Bytes.u16be(b, c + 0x201),
        Bytes.u8(b, c + 0x203),
        b[c + 0x204] != 0,
        size,
        trailing(b, c, size, 516));
  }

  static GameStart gameStart(byte[] b, int c, int size) {
    List<Integer> versionBytes =
        List.of(Bytes.u8(b, c + 1), Bytes.u8(b, c + 2), Bytes.u8(b, c + 3), Bytes.u8(b, c + 4));
    SlippiVersion version =
        new SlippiVersion(Bytes.u8(b, c + 1), Bytes.u8(b, c + 2), Bytes.u8(b, c + 3));
    List<GameStartPlayer> players = new ArrayList<>(4);
    for (int i = 0; i < 4; i++) {
      int p = c + 0x24 * i;
      int fix = 0x141 + 8 * i;
      int tag = 0x161 + 0x10 * i;
      int dn = 0x1A5 + 0x1F * i;
      int cc = 0x221 + 0x0A * i;
      int uid = 0x249 + 0x1D * i;
      players.add(
          new GameStartPlayer(
              i + 1,
              Bytes.u8(b, p + 0x65),
              Bytes.u8(b, p + 0x66),
              Bytes.u8(b, p + 0x67),
              Bytes.u8(b, p + 0x68),
              Bytes.u8(b, p + 0x6C),
              Bytes.u8(b, p + 0x6D),
              Bytes.u8(b, p + 0x6E),
              Bytes.u8(b, p + 0x71),
              Bytes.u8(b, p + 0x74),
              Bytes.u16be(b, p + 0x75),
              Bytes.u16be(b, p + 0x77),
              Bytes.f32be(b, p + 0x7D),
              Bytes.f32be(b, p + 0x81),
              Bytes.f32be(b, p + 0x85),
              fix + 3 <= size ? Bytes.u32be(b, c + fix) : null,
              fix + 7 <= size ? Bytes.u32be(b, c + fix + 4) : null,
              tag + 15 <= size ? SlippiText.shiftJis(b, c + tag, 16) : null,
              dn + 30 <= size ? SlippiText.shiftJis(b, c + dn, 31) : null,
              cc + 9 <= size ? SlippiText.shiftJis(b, c + cc, 10) : null,
              uid + 28 <= size ? SlippiText.ascii(b, c + uid, 29) : null));
    }
    List<Integer> itemBits =
        List.of(
            Bytes.u8(b, c + 0x28),
            Bytes.u8(b, c + 0x29),
            Bytes.u8(b, c + 0x2A),
            Bytes.u8(b, c + 0x2B),
            Bytes.u8(b, c + 0x2C));
    return new GameStart(
        version,
        versionBytes,
        Bytes.u8(b, c + 5),
        Bytes.u8(b, c + 6),
        Bytes.u8(b, c + 7),
        Bytes.u8(b, c + 8),
        Bytes.u8(b, c + 0x0B),
        b[c + 0x0D] != 0,
        b[c + 0x10],
        b[c + 0x11],
        Bytes.u16be(b, c + 0x13),
        Bytes.u32be(b, c + 0x15),
        itemBits,
        Bytes.f32be(b, c + 0x35),
        players,
        Bytes.u32be(b, c + 0x13D),
        size >= 0x1A1 ? b[c + 0x1A1] != 0 : null,
        size >= 0x1A2 ? b[c + 0x1A2] != 0 : null,
        size >= 0x1A3 ? Bytes.u8(b, c + 0x1A3) : null,
        size >= 0x1A4 ? Bytes.u8(b, c + 0x1A4) : null,
        size >= 0x2BD ? Bytes.u8(b, c + 0x2BD) : null,
        size >= 0x2F0 ? SlippiText.ascii(b, c + 0x2BE, 51) : null,
        size >= 0x2F4 ? Bytes.u32be(b, c + 0x2F1) : null,
        size >= 0x2F8 ? Bytes.u32be(b, c + 0x2F5) : null,
        size,
        ByteSlice.copyOf(b, c + 1, size));
  }

  /**
   * Splits a reassembled Gecko list into code records (docs/formats/slippi.md#gecko-list): type =
   * first byte &amp; 0xFE; records are 8 + 8·N bytes for types 0xC0/0xC2 (N = second word), 8 +
   * second word rounded up to 8 for type 0x06, 16 for 0x08, otherwise 8. A last record that
   * overruns the list is cut at its end.
   */
  static GeckoList gecko(byte[] b, int off, int len, int declaredSize) {
    List<GeckoCode> codes = new ArrayList<>();
    int p = off;
    int end = off + len;
    while (p + 8 <= end) {
      int w = Bytes.s32be(b, p);
      long second = Bytes.u32be(b, p + 4);
      int type = (w >>> 24) & 0xFE;
      long address = (w & 0x01FFFFFFL) + 0x80000000L;
      long n;
      switch (type) {
        case 0xC0:
        case 0xC2:
          n = 8 + 8 * second;
          break;
        case 0x06:
          n = 8 + ((second + 7) & ~7L);
          break;
        case 0x08:
          n = 16;
          break;
        default:
          n = 8;
      }
      int take = (int) Math.min(n, end - p);
      codes.add(new GeckoCode(type, address, ByteSlice.copyOf(b, p, take)));
      p += take;
    }
    return new GeckoList(ByteSlice.copyOf(b, off, len), codes, declaredSize);
  }
}
