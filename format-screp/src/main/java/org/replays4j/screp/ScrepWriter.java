package org.replays4j.screp;

import java.io.ByteArrayOutputStream;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.RecordComponent;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashSet;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.Set;
import java.util.zip.CRC32;
import java.util.zip.Deflater;
import org.replays4j.core.codec.DclExplode;
import org.replays4j.core.codec.DclImplode;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Force;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.Resource;
import org.replays4j.screp.record.Select;
import org.replays4j.screp.record.StartLocation;

/**
 * Writes valid StarCraft replays from a {@link ScrepReplay}, for tests, fixtures and the samples in
 * {@code testdata/screp}. {@link Options} choose the era and whether chunks are compressed the way
 * real files are: zlib from 1.18 on, PKWare DCL implode before (each chunk is stored raw when
 * compression would not make it smaller, which is how the reader tells them apart: raw iff the
 * stored length equals the chunk size, docs/formats/screp.md#sections). Checksums are correct.
 *
 * <p>The map data section is lossless for replays read with {@link ScrepDecoder.Option#FULL_MAP}
 * (see {@link #write(ScrepReplay, Options)}).
 *
 * <p>{@code ScrepReplay.read(write(x, o))} equals {@code x} when {@code x} is in the writer's
 * canonical form for {@code o.era()}: that version, no unknown commands, map section tags as {@link
 * #chkTags(MapData)} lists them, and — for legacy replays — no player names and no tagged sections
 * (the collected model of a written file is always canonical). Stateless and thread-safe.
 */
public final class ScrepWriter {
  private ScrepWriter() {}

  /**
   * How a replay is stored.
   *
   * @param era {@link ScrepVersion#V1_21}: {@code seRS}, offset of the tagged sections, player
   *     names and tagged sections; {@link ScrepVersion#V1_18}: {@code reRS}, player names and
   *     tagged sections; {@link ScrepVersion#LEGACY}: {@code reRS} and sections 0–3 only
   * @param compress compress each chunk (zlib for 1.18+, DCL implode with binary literals and a 1
   *     KiB window for legacy, as StarCraft does) when that makes it smaller; else every chunk is
   *     raw. Must be true for 1.18, whose era readers recognise by a zlib-compressed header chunk.
   */
  public record Options(ScrepVersion era, boolean compress) {
    /**
     * 1.21 with every chunk stored raw (valid, larger than real files); {@link #write(ScrepReplay)}
     * uses it.
     */
    public static final Options MODERN_RAW = new Options(ScrepVersion.V1_21, false);

    /** 1.21 with zlib chunks, like files saved by StarCraft: Remastered. */
    public static final Options MODERN_ZLIB = new Options(ScrepVersion.V1_21, true);

    /** 1.18–1.20 ({@code reRS} with zlib chunks). */
    public static final Options V1_18_ZLIB = new Options(ScrepVersion.V1_18, true);

    /**
     * Before 1.18: {@code reRS} with DCL-imploded chunks, like files of StarCraft 1.16.1 and older.
     */
    public static final Options LEGACY_DCL = new Options(ScrepVersion.LEGACY, true);

    /** Checks the combination. */
    public Options {
      Objects.requireNonNull(era, "era");
      if (era == ScrepVersion.V1_18 && !compress) {
        throw new IllegalArgumentException(
            "1.18-1.20 replays need compress=true: their era is recognised by a zlib-compressed header chunk");
      }
    }
  }

  /** The replay as a 1.21+ file with raw chunks ({@link Options#MODERN_RAW}). */
  public static byte[] write(ScrepReplay r) {
    return write(r, Options.MODERN_RAW);
  }

  /**
   * The replay stored as {@code o} says. The map data section is {@link ScrepReplay#rawMap()}
   * unchanged when the replay has it and its {@link ScrepReplay#map()} is what that CHK decodes to
   * (read with {@link ScrepDecoder.Option#FULL_MAP}: read → write → read gives the same map and the
   * same CHK bytes); when the map was changed, the modelled sections are written from {@code map()}
   * and every section this decoder does not model (TRIG, MBRF, UPRP, ISOM, …) follows from {@code
   * rawMap()}; without {@code rawMap()}, only the modelled sections are written ({@link #chkTags}).
   */
  public static byte[] write(ScrepReplay r, Options o) {
    return write(r, o, mapSection(r));
  }

  /** The CHK bytes {@link #write(ScrepReplay, Options)} stores for {@code r}. */
  static byte[] mapSection(ScrepReplay r) {
    ByteSlice raw = r.rawMap();
    if (raw == null) return r.map() == null ? new byte[0] : chk(r.map());
    byte[] rawBytes = raw.toArray();
    if (r.map() == null || MapParser.parse(rawBytes, rawBytes.length).equals(r.map()))
      return rawBytes;
    Out out = new Out();
    byte[] modelled = chk(r.map());
    out.write(modelled, 0, modelled.length);
    Set<String> mine = new HashSet<>(MODELLED_TAGS);
    int pos = 0;
    while (rawBytes.length - pos >= 8) {
      String tag = new String(rawBytes, pos, 4, StandardCharsets.ISO_8859_1);
      long declared = Bytes.u32le(rawBytes, pos + 4);
      int end = (int) Math.min(rawBytes.length, pos + 8 + declared);
      if (!mine.contains(tag)) out.write(rawBytes, pos, end - pos);
      pos = end;
    }
    return out.toByteArray();
  }

  /** The CHK sections {@link MapData} models: a changed map rewrites these and keeps the others. */
  private static final List<String> MODELLED_TAGS =
      List.of(
          "VER ", "DIM ", "ERA ", "OWNR", "SIDE", "MTXM", "UNIT", "SPRP", "STR ", "STRx", "FORC");

  /**
   * The replay stored as {@code o} says, with {@code chk} as the map data section (tests: any CHK
   * layout).
   */
  static byte[] write(ScrepReplay r, Options o, byte[] chk) {
    try (Chunks chunks = new Chunks(o)) {
      return write(r, o.era(), chunks, chk);
    }
  }

  private static byte[] write(ScrepReplay r, ScrepVersion era, Chunks chunks, byte[] chk) {
    Out out = new Out();
    boolean is121 = era == ScrepVersion.V1_21;
    chunks.section(
        out, u32(is121 ? ScrepDecoder.REPLAY_ID_121 : ScrepDecoder.REPLAY_ID_LEGACY), false);
    int offsetAt = out.size();
    if (is121) out.u32(0); // patched below: absolute offset of the tagged sections
    // A 1.18 file is told from a legacy one by its first compressed chunk: the header's, forced to
    // zlib.
    chunks.section(out, header(r.header()), era == ScrepVersion.V1_18);
    byte[] cmds = commands(r.commands());
    chunks.section(out, u32(cmds.length), false);
    if (cmds.length > 0) chunks.section(out, cmds, false);
    chunks.section(out, u32(chk.length), false);
    if (chk.length > 0) chunks.section(out, chk, false);
    if (!era.isModern()) return out.toByteArray();
    byte[] names = new byte[ScrepDecoder.PLAYER_NAMES_SIZE];
    for (int i = 0; i < Math.min(12, r.playerNames().size()); i++) {
      ByteSlice raw = r.playerNames().get(i).raw();
      raw.subSlice(0, Math.min(95, raw.length())).copyTo(names, 96 * i);
    }
    chunks.section(out, names, false);
    if (is121) out.patchU32(offsetAt, out.size());
    for (Map.Entry<String, ByteSlice> e : r.modernSections().entrySet()) {
      byte[] tag = e.getKey().getBytes(StandardCharsets.ISO_8859_1);
      if (tag.length != 4) continue;
      byte[] data = e.getValue().toArray();
      int expected = ModernSections.blizzardSize(e.getKey());
      byte[] payload;
      if (expected < 0) {
        payload = data;
      } else {
        if (data.length != expected) continue;
        Out inner = new Out();
        chunks.section(inner, data, false);
        payload = inner.toByteArray();
      }
      out.write(tag, 0, 4);
      out.u32(payload.length);
      out.write(payload, 0, payload.length);
    }
    return out.toByteArray();
  }

  /** The CHK section tags {@link #chkTags} writes for {@code m}, in order. */
  public static List<String> chkTags(MapData m) {
    List<String> t = new ArrayList<>();
    if (m.chkVersion() >= 0) t.add("VER ");
    if (m.width() >= 0 && m.height() >= 0) t.add("DIM ");
    if (!m.tilesetMissing()) t.add("ERA ");
    if (!m.owners().isEmpty()) t.add("OWNR");
    if (!m.sides().isEmpty()) t.add("SIDE");
    if (m.tiles().length() > 0) t.add("MTXM");
    if (!m.startLocations().isEmpty() || !m.minerals().isEmpty() || !m.geysers().isEmpty())
      t.add("UNIT");
    t.add("SPRP");
    t.add("STR ");
    if (!m.playerForces().isEmpty()) t.add("FORC");
    return t;
  }

  /**
   * Writes sections: checksum, chunk count and chunks of at most 0x2000 bytes, compressed as the
   * options say.
   */
  private static final class Chunks implements AutoCloseable {
    private final Options options;
    private final Deflater deflater;
    private byte[] buf = new byte[SectionReader.CHUNK + 64];

    Chunks(Options options) {
      this.options = options;
      this.deflater = options.compress() && options.era().isModern() ? new Deflater() : null;
    }

    /**
     * One section. {@code forceZlib}: the first chunk is stored zlib-compressed even when that is
     * not smaller (never the exact chunk size, which would read as raw).
     */
    void section(Out out, byte[] data, boolean forceZlib) {
      CRC32 crc = new CRC32();
      crc.update(data);
      out.u32(crc.getValue() ^ 0xFFFFFFFFL);
      int count = (data.length + SectionReader.CHUNK - 1) / SectionReader.CHUNK;
      out.u32(count);
      for (int i = 0; i < count; i++) {
        int from = i * SectionReader.CHUNK;
        int n = Math.min(SectionReader.CHUNK, data.length - from);
        if (!options.compress()) {
          raw(out, data, from, n);
        } else if (deflater == null) {
          byte[] packed =
              DclImplode.implode(
                  data, from, n, DclExplode.LITERALS_BINARY, DclImplode.STARCRAFT_DICT_BITS);
          if (packed.length < n) {
            out.u32(packed.length);
            out.write(packed, 0, packed.length);
          } else {
            raw(out, data, from, n);
          }
        } else {
          boolean force = forceZlib && i == 0;
          int len = zlib(data, from, n, Deflater.DEFAULT_COMPRESSION);
          if (force && len == n)
            len = zlib(data, from, n, Deflater.NO_COMPRESSION); // stored blocks: n + 11 bytes
          if (len < n || force) {
            out.u32(len);
            out.write(buf, 0, len);
          } else {
            raw(out, data, from, n);
          }
        }
      }
    }

    private static void raw(Out out, byte[] data, int from, int n) {
      out.u32(n);
      out.write(data, from, n);
    }

    /**
     * Deflates {@code data[from, from+n)} into {@link #buf} as one zlib stream; returns its length.
     */
    private int zlib(byte[] data, int from, int n, int level) {
      deflater.reset();
      deflater.setLevel(level);
      deflater.setInput(data, from, n);
      deflater.finish();
      int len = 0;
      while (!deflater.finished()) {
        if (len == buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
        len += deflater.deflate(buf, len, buf.length - len);
      }
      return len;
    }

    @Override
    public void close() {
      if (deflater != null) deflater.end();
    }
  }

  private static byte[] u32(long v) {
    return new byte[] {(byte) v, (byte) (v >>> 8), (byte) (v >>> 16), (byte) (v >>> 24)};
  }

  private static void text(byte[] dst, int off, int max, RawText t) {
    Arrays.fill(dst, off, off + max, (byte) 0);
    ByteSlice raw = t.raw();
    raw.subSlice(0, Math.min(max - 1, raw.length())).copyTo(dst, off);
  }

  private static void put16(byte[] b, int i, int v) {
    b[i] = (byte) v;
    b[i + 1] = (byte) (v >>> 8);
  }

  private static void put32(byte[] b, int i, long v) {
    b[i] = (byte) v;
    b[i + 1] = (byte) (v >>> 8);
    b[i + 2] = (byte) (v >>> 16);
    b[i + 3] = (byte) (v >>> 24);
  }

  /**
   * The 0x279-byte header; bytes of unknown fields come from {@code h.raw()} when it has the right
   * size.
   */
  static byte[] header(Header h) {
    byte[] b = h.raw().length() == Header.SIZE ? h.raw().toArray() : new byte[Header.SIZE];
    b[0] = (byte) h.engine();
    put32(b, 1, h.frames());
    put32(b, 8, h.startTime());
    text(b, 0x18, 28, h.title());
    put16(b, 0x34, h.mapWidth());
    put16(b, 0x36, h.mapHeight());
    b[0x39] = (byte) h.availableSlots();
    b[0x3A] = (byte) h.speed();
    put16(b, 0x3C, h.gameType());
    put16(b, 0x3E, h.subType());
    text(b, 0x48, 24, h.host());
    text(b, 0x61, 26, h.mapName());
    for (int i = 0; i < 12 && i < h.slots().size(); i++) {
      PlayerSlot s = h.slots().get(i);
      int o = 0xA1 + 36 * i;
      put16(b, o, s.slotId());
      b[o + 4] = (byte) s.playerId();
      b[o + 8] = (byte) s.type();
      b[o + 9] = (byte) s.race();
      b[o + 10] = (byte) s.team();
      text(b, o + 11, 25, s.name());
    }
    for (int i = 0; i < 8 && i < h.slotColors().size(); i++)
      put32(b, 0x251 + 4 * i, h.slotColors().get(i));
    return b;
  }

  /**
   * The decompressed commands section for {@code cmds}: frame blocks of consecutive commands of one
   * frame, at most 255 bytes each.
   */
  public static byte[] commandsSection(List<Command> cmds) {
    return commands(cmds);
  }

  /**
   * Commands grouped into frame blocks of at most 255 bytes (consecutive commands of one frame).
   */
  static byte[] commands(List<Command> cmds) {
    Out out = new Out();
    Out block = new Out();
    Out one = new Out();
    int blockFrame = 0;
    boolean open = false;
    for (Command c : cmds) {
      one.reset();
      one.write(c.player());
      one.write(c.type());
      payload(one, c);
      if (open && (c.frame() != blockFrame || block.size() + one.size() > 255)) {
        flush(out, blockFrame, block);
        open = false;
      }
      if (!open) {
        block.reset();
        blockFrame = c.frame();
        open = true;
      }
      one.appendTo(block);
    }
    if (open) flush(out, blockFrame, block);
    return out.toByteArray();
  }

  private static void flush(Out out, int frame, Out block) {
    out.u32(frame);
    out.write(block.size());
    block.appendTo(out);
  }

  /**
   * Writes {@code c}'s payload: Select's tags (with the unknown u16 after each tag in the 1.21
   * forms, written as 0), else the payload components of its record at the widths of its {@link
   * ScrepCommandType} row.
   */
  private static void payload(Out o, Command c) {
    if (c instanceof Select s) {
      o.write(s.tags().size());
      for (int tag : s.tags()) {
        o.u16(tag);
        if (s.type() >= 0x63) o.u16(0);
      }
      return;
    }
    Layout layout = LAYOUTS[c.type()];
    try {
      for (int i = 0; i < layout.widths.length; i++) {
        MethodHandle get = layout.fields[i];
        int width = layout.widths[i];
        if (get.type().returnType() == long.class) {
          long v = (long) get.invokeExact(c);
          for (int k = 0; k < width; k++) o.write((int) (v >>> 8 * k));
        } else {
          Object v = (Object) get.invokeExact(c);
          if (v instanceof RawText t) {
            byte[] field = new byte[width];
            text(field, 0, width, t);
            o.write(field, 0, width);
          } else {
            byte[] bytes = ((ByteSlice) v).toArray();
            o.write(bytes, 0, bytes.length);
          }
        }
      }
    } catch (RuntimeException | Error e) {
      throw e;
    } catch (Throwable e) {
      throw new IllegalStateException("a record accessor threw a checked exception", e);
    }
  }

  /**
   * A command type's payload: the accessors of its record's payload components (after frame, player
   * and type) and their widths from the {@link ScrepCommandType} row.
   */
  private record Layout(MethodHandle[] fields, int[] widths) {
    Layout(ScrepCommandType t) {
      this(
          Arrays.stream(t.record().getRecordComponents())
              .filter(rc -> !List.of("frame", "player", "type").contains(rc.getName()))
              .map(Layout::getter)
              .toArray(MethodHandle[]::new),
          t.layout());
    }

    /**
     * {@code rc}'s accessor as a {@code (Command) long} handle for a number or flag (true is 1), as
     * a {@code (Command) Object} handle for text and bytes.
     */
    private static MethodHandle getter(RecordComponent rc) {
      try {
        MethodHandle get = MethodHandles.publicLookup().unreflect(rc.getAccessor());
        return rc.getType().isPrimitive()
            ? MethodHandles.explicitCastArguments(
                get, MethodType.methodType(long.class, Command.class))
            : get.asType(MethodType.methodType(Object.class, Command.class));
      } catch (IllegalAccessException e) {
        throw new IllegalStateException(e);
      }
    }
  }

  /** The payload layouts by command id as stored. */
  private static final Layout[] LAYOUTS = new Layout[256];

  static {
    for (ScrepCommandType t : ScrepCommandType.values())
      if (t != ScrepCommandType.LAND) LAYOUTS[t.id()] = new Layout(t);
  }

  /** The scenario.chk for {@code m}, sections in {@link #chkTags} order. */
  static byte[] chk(MapData m) {
    Out out = new Out();
    if (m.chkVersion() >= 0) chkSection(out, "VER ", new Out().u16(m.chkVersion()));
    if (m.width() >= 0 && m.height() >= 0)
      chkSection(out, "DIM ", new Out().u16(m.width()).u16(m.height()));
    if (!m.tilesetMissing()) chkSection(out, "ERA ", new Out().u16(m.tileset()));
    if (!m.owners().isEmpty()) chkSection(out, "OWNR", bytes(m.owners()));
    if (!m.sides().isEmpty()) chkSection(out, "SIDE", bytes(m.sides()));
    if (m.tiles().length() > 0) {
      Out t = new Out();
      t.write(m.tiles().toArray(), 0, m.tiles().length());
      chkSection(out, "MTXM", t);
    }
    if (!m.startLocations().isEmpty() || !m.minerals().isEmpty() || !m.geysers().isEmpty()) {
      Out u = new Out();
      for (StartLocation s : m.startLocations()) unit(u, s.x(), s.y(), 0xD6, s.slotId(), 0);
      for (Resource r : m.minerals()) unit(u, r.x(), r.y(), r.unitType(), 11, r.amount());
      for (Resource r : m.geysers()) unit(u, r.x(), r.y(), r.unitType(), 11, r.amount());
      chkSection(out, "UNIT", u);
    }
    List<RawText> strings = new ArrayList<>();
    int nameIdx = stringIndex(strings, m.name());
    int descIdx = stringIndex(strings, m.description());
    int[] forceIdx = new int[4];
    for (Force f : m.forces())
      if (f.index() >= 0 && f.index() < 4) forceIdx[f.index()] = stringIndex(strings, f.name());
    chkSection(out, "SPRP", new Out().u16(nameIdx).u16(descIdx));
    Out str = new Out();
    str.u16(strings.size());
    int at = 2 + 2 * strings.size();
    for (RawText s : strings) {
      str.u16(at);
      at += s.raw().length() + 1;
    }
    for (RawText s : strings) {
      str.write(s.raw().toArray(), 0, s.raw().length());
      str.write(0);
    }
    chkSection(out, "STR ", str);
    if (!m.playerForces().isEmpty()) {
      Out f = new Out();
      for (int i = 0; i < 8; i++)
        f.write(i < m.playerForces().size() ? m.playerForces().get(i) : 0);
      for (int i = 0; i < 4; i++) f.u16(forceIdx[i]);
      for (int i = 0; i < 4; i++) f.write(i < m.forces().size() ? m.forces().get(i).flags() : 0);
      chkSection(out, "FORC", f);
    }
    return out.toByteArray();
  }

  private static int stringIndex(List<RawText> strings, RawText t) {
    if (t.isEmpty()) return 0;
    strings.add(t);
    return strings.size();
  }

  private static Out bytes(List<Integer> values) {
    Out o = new Out();
    for (int v : values) o.write(v);
    return o;
  }

  private static void unit(Out u, int x, int y, int type, int owner, long amount) {
    u.u32(0);
    u.u16(x);
    u.u16(y);
    u.u16(type);
    u.u16(0);
    u.u16(0);
    u.u16(0);
    u.write(owner);
    u.write(100);
    u.write(100);
    u.write(0);
    u.u32(amount);
    for (int i = 0; i < 12; i++) u.write(0);
  }

  private static void chkSection(Out out, String tag, Out body) {
    out.write(tag.getBytes(StandardCharsets.ISO_8859_1), 0, 4);
    out.u32(body.size());
    out.write(body.toByteArray(), 0, body.size());
  }

  /** A little-endian byte sink (confined to one call: no lock per byte). */
  private static final class Out extends ByteArrayOutputStream {
    @Override
    public void write(int b) {
      if (count == buf.length) buf = Arrays.copyOf(buf, buf.length * 2);
      buf[count++] = (byte) b;
    }

    Out u8(int v) {
      write(v);
      return this;
    }

    Out u16(int v) {
      write(v);
      write(v >>> 8);
      return this;
    }

    Out u32(long v) {
      write((int) v);
      write((int) (v >>> 8));
      write((int) (v >>> 16));
      write((int) (v >>> 24));
      return this;
    }

    /** Writes the bytes written so far to {@code other}. */
    void appendTo(Out other) {
      other.write(buf, 0, count);
    }

    void patchU32(int at, long v) {
      buf[at] = (byte) v;
      buf[at + 1] = (byte) (v >>> 8);
      buf[at + 2] = (byte) (v >>> 16);
      buf[at + 3] = (byte) (v >>> 24);
    }
  }
}
