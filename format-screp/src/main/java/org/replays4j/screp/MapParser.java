package org.replays4j.screp;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Force;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.record.StartLocation;

/**
 * Parses the map data section, a scenario.chk (docs/formats/screp.md#map-data): a sequence of
 * {@code 4-char tag, u32 size, size bytes}. Every section is optional and every read is bounds
 * checked; a section whose size runs past the data is cut at the end (map protectors do this).
 * Sections may repeat; later MTXM / STR data overwrite the start of earlier data, as in the game.
 */
final class MapParser {
  private MapParser() {}

  private static int tag(byte[] b, int i) {
    return (b[i] & 0xFF)
        | (b[i + 1] & 0xFF) << 8
        | (b[i + 2] & 0xFF) << 16
        | (b[i + 3] & 0xFF) << 24;
  }

  private static int tag(String s) {
    byte[] b = s.getBytes(StandardCharsets.ISO_8859_1);
    return tag(b, 0);
  }

  private static final int VER = tag("VER ");
  private static final int ERA = tag("ERA ");
  private static final int DIM = tag("DIM ");
  private static final int OWNR = tag("OWNR");
  private static final int SIDE = tag("SIDE");
  private static final int MTXM = tag("MTXM");
  private static final int UNIT = tag("UNIT");
  private static final int SPRP = tag("SPRP");
  private static final int STR = tag("STR ");
  private static final int STRX = tag("STRx");
  private static final int FORC = tag("FORC");

  static MapData parse(byte[] d, int len) {
    return parse(d, len, true);
  }

  /**
   * The map data of {@code d[0, len)}; without {@code tiles} the tile matrix (MTXM) is left out
   * ({@link MapData#tiles()} empty) and its bytes are never read.
   */
  static MapData parse(byte[] d, int len, boolean tiles) {
    int chkVersion = -1;
    int tileset = 7;
    boolean tilesetMissing = true;
    int width = -1;
    int height = -1;
    List<Integer> owners = List.of();
    List<Integer> sides = List.of();
    byte[] tileBytes = null;
    List<StartLocation> starts = new ArrayList<>();
    List<Resource> minerals = new ArrayList<>();
    List<Resource> geysers = new ArrayList<>();
    int nameIdx = 0;
    int descIdx = 0;
    byte[] strings = null;
    int stringsLen = 0;
    boolean extended = false;
    byte[] forc = null;
    List<String> tags = new ArrayList<>();
    int pos = 0;
    // screp stops when fewer than 4 bytes follow a tag (a cut trailing section).
    while (len - pos >= 8) {
      int t = tag(d, pos);
      long declared = Bytes.u32le(d, pos + 4);
      int start = pos + 8;
      int size = (int) Math.min(declared, len - start);
      int end = start + size;
      if (tags.size() < 4096) tags.add(new String(d, pos, 4, StandardCharsets.ISO_8859_1));
      if (t == VER && size >= 2) {
        chkVersion = Bytes.u16le(d, start);
      } else if (t == ERA && size >= 2) {
        tileset = Bytes.u16le(d, start) & 7;
        tilesetMissing = false;
      } else if (t == DIM && size >= 4) {
        width = Bytes.u16le(d, start);
        height = Bytes.u16le(d, start + 2);
      } else if (t == OWNR) {
        owners = bytes(d, start, Math.min(12, size));
      } else if (t == SIDE) {
        sides = bytes(d, start, Math.min(12, size));
      } else if (t == MTXM && tiles) {
        int n = size & ~1;
        if (tileBytes == null || tileBytes.length < n) {
          byte[] nt = new byte[n];
          tileBytes = nt;
        }
        System.arraycopy(d, start, tileBytes, 0, n);
      } else if (t == UNIT) {
        for (int u = start; u + 36 <= end; u += 36) {
          int x = Bytes.u16le(d, u + 4);
          int y = Bytes.u16le(d, u + 6);
          int type = Bytes.u16le(d, u + 8);
          int owner = d[u + 16] & 0xFF;
          long amount = Bytes.u32le(d, u + 20);
          if (type == 0xB0 || type == 0xB1 || type == 0xB2) {
            minerals.add(new Resource(type, x, y, amount));
          } else if (type == 0xBC) {
            geysers.add(new Resource(type, x, y, amount));
          } else if (type == 0xD6) {
            starts.add(new StartLocation(x, y, owner));
          }
        }
      } else if (t == SPRP && size >= 4) {
        nameIdx = Bytes.u16le(d, start);
        descIdx = Bytes.u16le(d, start + 2);
      } else if (t == STR || t == STRX) {
        if (strings == null || strings.length < size) {
          byte[] ns = new byte[size];
          strings = ns;
        }
        System.arraycopy(d, start, strings, 0, size);
        stringsLen = Math.max(stringsLen, size);
        extended = t == STRX;
      } else if (t == FORC) {
        forc = new byte[20];
        System.arraycopy(d, start, forc, 0, Math.min(20, size));
      }
      if (declared > len - start) break;
      pos = end;
    }
    RawText name = string(strings, stringsLen, extended, nameIdx);
    RawText desc = string(strings, stringsLen, extended, descIdx);
    List<Integer> playerForces = new ArrayList<>();
    List<Force> forces = new ArrayList<>();
    if (forc != null) {
      for (int i = 0; i < 8; i++) playerForces.add(forc[i] & 0xFF);
      for (int i = 0; i < 4; i++) {
        forces.add(
            new Force(
                i,
                string(strings, stringsLen, extended, Bytes.u16le(forc, 8 + 2 * i)),
                forc[16 + i] & 0xFF));
      }
    }
    return new MapData(
        chkVersion,
        tileset,
        tilesetMissing,
        width,
        height,
        owners,
        sides,
        tileBytes == null ? ByteSlice.EMPTY : ByteSlice.wrap(tileBytes),
        starts,
        minerals,
        geysers,
        name,
        desc,
        playerForces,
        forces,
        tags);
  }

  /** True for the CHK sections {@link #parse} reads, MTXM only with {@code tiles}. */
  static boolean wanted(int t, boolean tiles) {
    return t == VER
        || t == ERA
        || t == DIM
        || t == OWNR
        || t == SIDE
        || t == MTXM && tiles
        || t == UNIT
        || t == SPRP
        || t == STR
        || t == STRX
        || t == FORC;
  }

  /**
   * Reads the map section decompressing only what {@link #parse} reads: every section header and
   * the bodies of {@link #wanted} sections. A chunk holding none of those bytes is skipped; any
   * other chunk is decoded only as far as needed ({@link SectionReader.Cursor#decodeTo}). Headers
   * are walked as {@link #parse} walks them, from bytes already decoded, so the bytes left
   * undecoded (zero or stale) are never read by {@link #parse}. The checksum is verified only when
   * every chunk was decoded whole. Without {@code tiles} the tile matrix (MTXM) is left compressed
   * too, for {@link #parse(byte[], int, boolean) parse(d, len, false)}.
   *
   * <p>The bytes land in {@code [0, size)} of an array that may be longer and is the calling
   * thread's for its next sparse read too (up to {@link #REUSED_BYTES}): {@link #parse} copies what
   * it keeps, and never reads the bytes left undecoded, stale ones included. A fresh array per map
   * (about 210 kB each on the corpus) was a fifth of what a whole-corpus {@code inspect} allocates.
   */
  static byte[] readSparse(SectionReader sections, int size, boolean tiles) throws IOException {
    byte[] d = sparseBuffer(size);
    SectionReader.Cursor c = sections.open("map data", size);
    Walk w = new Walk(d, size, tiles);
    for (int i = 0; i < c.count; i++) {
      int cs = i * SectionReader.CHUNK;
      int ce = Math.min(size, cs + SectionReader.CHUNK);
      int need = w.need(cs);
      if (need < 0 || w.pos >= ce) {
        c.skipNext();
        continue;
      }
      c.take();
      while (need >= 0 && w.pos < ce) {
        int got = c.decodeTo(d, cs, Math.min(need, ce) - cs);
        if (need > ce)
          break; // the needed range runs into the next chunk: this one is decoded whole
        need = w.need(cs + got);
      }
      c.endChunk(d, cs);
    }
    c.next(d, size); // ends the section (checksum verified only when every chunk was decoded whole)
    return d;
  }

  /** The largest sparse-read array a thread keeps for its next map (real maps: up to ~1 MB). */
  static final int REUSED_BYTES = 2 << 20;

  private static final ThreadLocal<byte[]> SPARSE_BUFFER = new ThreadLocal<>();

  /** An array of at least {@code size} bytes for a sparse read, the thread's own when it fits. */
  private static byte[] sparseBuffer(int size) {
    if (size > REUSED_BYTES) return new byte[size];
    byte[] b = SPARSE_BUFFER.get();
    if (b == null || b.length < size) {
      b = new byte[Math.max(size, 256 << 10)];
      SPARSE_BUFFER.set(b);
    }
    return b;
  }

  /**
   * The section walk of {@link #parse} (same stop rules: fewer than 8 bytes left, a cut section),
   * reading headers only from decoded bytes. Its state is the next range {@link #parse} reads:
   * {@code [pos, pos + 8)} for a header, or the wanted body {@code [pos, end)}.
   */
  private static final class Walk {
    private final byte[] d;
    private final int size;

    /** Start of the next range parse reads: a header, or (when {@code end >= 0}) a wanted body. */
    int pos;

    private int end = -1;
    private boolean last;
    private boolean done;

    /** Whether the tile matrix is read. */
    private final boolean tiles;

    Walk(byte[] d, int size, boolean tiles) {
      this.d = d;
      this.size = size;
      this.tiles = tiles;
    }

    /**
     * Advances over everything readable from {@code d[0, avail)}, given that parse's ranges before
     * {@code avail} are decoded; returns the end of the next range parse reads (it starts at {@link
     * #pos}), or -1 when parse reads nothing more.
     */
    int need(int avail) {
      while (!done) {
        if (end >= 0) {
          if (end > avail) return end;
          if (last) break;
          pos = end;
          end = -1;
        }
        if (size - pos < 8) break;
        if (pos + 8 > avail) return pos + 8;
        long declared = Bytes.u32le(d, pos + 4);
        int start = pos + 8;
        last = declared > size - start;
        int bodyEnd = last ? size : start + (int) declared;
        if (wanted(tag(d, pos), tiles)) {
          pos = start;
          end = bodyEnd;
        } else if (last) {
          break;
        } else {
          pos = bodyEnd;
        }
      }
      done = true;
      return -1;
    }
  }

  private static List<Integer> bytes(byte[] d, int start, int n) {
    List<Integer> out = new ArrayList<>(n);
    for (int i = 0; i < n; i++) out.add(d[start + i] & 0xFF);
    return out;
  }

  /** String {@code idx} (1-based; 0 = none) of the STR/STRx table. */
  static RawText string(byte[] s, int len, boolean extended, int idx) {
    if (idx <= 0 || s == null) return RawText.EMPTY;
    int w = extended ? 4 : 2;
    long p = (long) idx * w;
    if (p + w > len) return RawText.EMPTY;
    long offset = extended ? Bytes.u32le(s, (int) p) : Bytes.u16le(s, (int) p);
    if (offset >= len) return RawText.EMPTY;
    return ScrepText.legacy(s, (int) offset, len - (int) offset);
  }
}
