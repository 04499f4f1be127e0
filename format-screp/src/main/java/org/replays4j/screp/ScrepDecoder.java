package org.replays4j.screp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.ByteBuffer;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.Hex;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.AbstractDecoder;
import org.replays4j.core.event.DecoderBuilder;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;

/**
 * Decodes StarCraft: Brood War replays ({@code .rep}) of every era — legacy (DCL), 1.18–1.20 and
 * 1.21+ (zlib, Remastered sections) — into {@link ScrepVisitor} calls. Layout: {@code
 * docs/formats/screp.md}.
 *
 * <pre>{@code
 * ScrepDecoder d = ScrepDecoder.builder()
 *     .limits(DecodeLimits.DEFAULT)
 *     .option(ScrepDecoder.Option.SKIP_MAP_DATA)
 *     .build();
 * d.decode(bytes, visitor);
 * }</pre>
 *
 * <p>Three ways in: {@link #decode(byte[], ReplayVisitor) decode(byte[], ScrepVisitor)} (whole file
 * in memory, fastest), {@link #decode(ByteBuffer, ReplayVisitor) decode(ByteBuffer, ScrepVisitor)}
 * and {@link #decode(InputStream, ScrepVisitor)} (bounded memory: commands are parsed chunk by
 * chunk, never holding the whole commands section); {@link ScrepReplay#read} collects the {@link
 * ScrepReplay} model. Instances are immutable and thread-safe; each call is independent. A visitor
 * may stop a decode early by throwing {@link StopDecoding#INSTANCE}.
 *
 * <p>Bad input throws {@link ReplayFormatException} naming section, chunk and offset in the file as
 * stored; every command decoded before the problem has been delivered by then. Checksum mismatches
 * are reported through {@link ScrepVisitor#visitChecksumMismatch} and are not fatal unless {@link
 * Option#FAIL_ON_CHECKSUM_MISMATCH} is set. By default the map data is read sparsely (only what the
 * model holds is decompressed), so its checksum is verified only with {@link Option#FULL_MAP} or
 * {@link Option#FAIL_ON_CHECKSUM_MISMATCH}; those options also deliver the whole scenario.chk
 * ({@link ScrepVisitor#visitRawMapData}), which {@link ScrepReplay#rawMap()} keeps for {@link
 * ScrepReplay#mapDataHash()} and a lossless {@link ScrepWriter}.
 */
public final class ScrepDecoder extends AbstractDecoder<ScrepVisitor, ScrepDecoder.Option> {
  /** Format id used in exceptions. */
  public static final String FORMAT = "screp";

  /** {@code reRS} as a little-endian u32. */
  static final long REPLAY_ID_LEGACY = 0x53526572L;

  /** {@code seRS} as a little-endian u32. */
  static final long REPLAY_ID_121 = 0x53526573L;

  /**
   * Size of the 1.18+ player-names section: 12 × 96 bytes. (screp's own size is 0x300 = 8 × 96,
   * docs/formats/screp.md#section-order; every 1.18+ corpus file stores 0x480, and screp reads one
   * name per slot for all 12 slots.)
   */
  static final int PLAYER_NAMES_SIZE = 0x480;

  /**
   * Decoding options, all off by default: with none set, everything is decoded, the map data
   * sparsely (the same {@code MapData} for about two fifths of the map decompression on the
   * corpus), and checksums are verified and mismatches reported for every section but the map data.
   */
  public enum Option {
    /**
     * Skip the commands section (its chunks are still decompressed while checksums are verified or
     * the chunk codec is not known yet).
     */
    SKIP_COMMANDS,
    /** Skip the map data section. */
    SKIP_MAP_DATA,
    /** Skip the 1.18+ player names and tagged sections. */
    SKIP_MODERN_SECTIONS,
    /** Do not compute the CRC of each section (no {@link ScrepVisitor#visitChecksumMismatch}). */
    SKIP_CHECKSUMS,
    /**
     * Turn a checksum mismatch into a {@link ReplayFormatException}; implies {@link #FULL_MAP} (so
     * that the map section's checksum is checked too) and checksum verification.
     */
    FAIL_ON_CHECKSUM_MISMATCH,
    /**
     * Decompress the whole map data section (sparse reading off): every section's checksum is
     * verified and {@link ScrepVisitor#visitRawMapData} delivers the scenario.chk as stored (about
     * 25% slower on whole corpora). Without it only the map data this decoder reads is
     * decompressed: the CHK section headers and the bodies of VER, ERA, DIM, OWNR, SIDE, MTXM,
     * UNIT, SPRP, STR/STRx and FORC; chunks lying wholly inside other sections (ISOM, TILE, TRIG,
     * …) are skipped undecompressed, every other zlib chunk (1.18+) is inflated only up to the last
     * byte read from it (legacy DCL chunks are exploded whole), the map section's checksum is not
     * verified, nor is bad data in the parts left compressed detected. The decoded {@code MapData}
     * is identical.
     */
    FULL_MAP,
    /**
     * Leave the map's tile matrix (MTXM) out: {@code MapData.tiles()} is empty, and a sparse read
     * (no {@link #FULL_MAP}) leaves the tile matrix compressed like the sections it does not read
     * (a sixth of the map data on the corpus). For readers that never look at the tiles: the
     * summary, the stats and the tables.
     */
    SKIP_TILES
  }

  private final boolean commands;
  private final boolean mapData;
  private final boolean modernSections;

  /** Whether sections' checksums are computed and compared (read by {@link SectionReader}). */
  final boolean verifyChecksums;

  /** Whether a checksum mismatch throws (read by {@link SectionReader}). */
  final boolean failOnChecksumMismatch;

  private final boolean sparseMap;

  private final boolean tiles;

  private ScrepDecoder(DecodeLimits limits, Set<Option> options, boolean salvage) {
    super(limits, options, salvage);
    this.commands = !options.contains(Option.SKIP_COMMANDS);
    this.mapData = !options.contains(Option.SKIP_MAP_DATA);
    this.modernSections = !options.contains(Option.SKIP_MODERN_SECTIONS);
    this.failOnChecksumMismatch = options.contains(Option.FAIL_ON_CHECKSUM_MISMATCH);
    this.verifyChecksums = !options.contains(Option.SKIP_CHECKSUMS) || failOnChecksumMismatch;
    this.sparseMap = !options.contains(Option.FULL_MAP) && !failOnChecksumMismatch;
    this.tiles = !options.contains(Option.SKIP_TILES);
  }

  /**
   * A builder: {@code ScrepDecoder.builder().limits(l).option(Option.FULL_MAP).build()}. With
   * {@code salvage(true)} a replay damaged after its header section (a cut or damaged commands, map
   * or modern section) delivers every command of the chunks read before the damage, then {@link
   * ScrepVisitor#visitDamage} and {@link ScrepVisitor#visitEnd}; decoding does not go on with a
   * later section (docs/formats/screp.md#damaged-replays).
   */
  public static DecoderBuilder<Option, ScrepDecoder> builder() {
    return new DecoderBuilder<>(Option.class, ScrepDecoder::new);
  }

  private static final ScrepDecoder DEFAULT = builder().build();

  private static final ScrepDecoder SALVAGE = builder().salvage(true).build();

  /**
   * The decoder with default limits, no option set and salvage mode on, as the models ({@link
   * ScrepReplay#read(byte[])}) and the SPI use it.
   */
  public static ScrepDecoder salvaging() {
    return SALVAGE;
  }

  /** The decoder with default limits and no option set (shared; decoders are immutable). */
  public static ScrepDecoder create() {
    return DEFAULT;
  }

  /** Decodes {@code len} bytes at {@code file[off]}, held in memory. */
  @Override
  protected void decode(byte[] file, int off, int len, ScrepVisitor visitor) throws IOException {
    run(new RawInput.ArrayInput(file, off, off + len), visitor);
  }

  /**
   * Decodes from a stream in bounded memory: commands are parsed chunk by chunk (the map data
   * section is held whole, bounded by {@link DecodeLimits#maxEventBytes()}). The stream is not
   * closed.
   */
  @Override
  public void decode(InputStream in, ScrepVisitor visitor) throws IOException {
    run(new RawInput.StreamInput(in), visitor);
  }

  private void run(RawInput in, ScrepVisitor visitor) throws IOException {
    CommandParser.Cursor cursor = new CommandParser.Cursor();
    boolean[] headerRead = {false};
    try {
      visitor.visitStart(cursor);
      try {
        decodeSections(in, visitor, cursor, headerRead);
      } catch (ReplayFormatException e) {
        // after the header section, damage is salvageable
        if (!headerRead[0]) throw e;
        damaged(e, visitor);
      }
    } catch (StopDecoding stop) {
      // the visitor asked to stop: nothing more is delivered
    }
  }

  private void decodeSections(
      RawInput in, ScrepVisitor visitor, CommandParser.Cursor cursor, boolean[] headerRead)
      throws IOException {
    try (SectionReader sections = new SectionReader(in, this, visitor)) {
      // Section 0: replay id.
      long id;
      try {
        id = sections.readU32Section("replay id");
      } catch (ReplayFormatException e) {
        ReplayFormatException.Kind kind =
            e.kind() == ReplayFormatException.Kind.TRUNCATED
                ? ReplayFormatException.Kind.TRUNCATED
                : ReplayFormatException.Kind.BAD_MAGIC;
        throw new ReplayFormatException(
            kind,
            FORMAT,
            e.offset(),
            null,
            "screp/section[replay id]",
            "expected a StarCraft replay (replay id section with reRS/seRS) but got: " + e.detail(),
            e);
      }
      boolean is121 = id == REPLAY_ID_121;
      if (!is121 && id != REPLAY_ID_LEGACY) {
        // the id is the data of the section's only chunk, after checksum, count and length
        throw new ReplayFormatException(
            ReplayFormatException.Kind.BAD_MAGIC,
            FORMAT,
            12,
            null,
            "screp/section[replay id]",
            "expected replay id reRS or seRS but got " + idText(id) + " (not a replay file)",
            null);
      }
      long modernOffset = -1;
      if (is121) {
        modernOffset = in.u32();
        sections.setZlib(true);
      }
      // Section 1: header. Its first compressed chunk fixes the era for reRS files.
      byte[] hdr = sections.readAll("header", Header.SIZE);
      ScrepVersion version =
          is121
              ? ScrepVersion.V1_21
              : Boolean.TRUE.equals(sections.zlib()) ? ScrepVersion.V1_18 : ScrepVersion.LEGACY;
      visitor.visitVersion(version);
      visitor.visitHeader(parseHeader(hdr, version));
      headerRead[0] = true;
      // Section 2: commands.
      long cmdSize = sections.readU32Section("commands size");
      DecodeLimits.check(
          FORMAT,
          in.position() - 4,
          "commands section bytes",
          Math.min(limits.maxDecompressedBytes(), Integer.MAX_VALUE - 16),
          cmdSize);
      if (cmdSize > 0) {
        if (commands) {
          visitor.visitCommandsStart((int) cmdSize);
          readCommands(sections, (int) cmdSize, visitor, cursor);
        } else {
          skipSection(sections, "commands", (int) cmdSize);
        }
      }
      // Section 3: map data.
      long mapSize = sections.readU32Section("map data size");
      DecodeLimits.check(
          FORMAT, in.position() - 4, "map data section bytes", limits.maxEventBytes(), mapSize);
      if (mapSize > 0) {
        if (mapData) {
          boolean sparse = sparseMap;
          byte[] map =
              sparse
                  ? MapParser.readSparse(sections, (int) mapSize, tiles)
                  : sections.readAll("map data", (int) mapSize);
          if (!sparse) visitor.visitRawMapData(ByteSlice.wrap(map));
          // (a sparse read's array may be longer than the section: the thread's reused one)
          visitor.visitMapData(MapParser.parse(map, (int) mapSize, tiles));
        } else {
          skipSection(sections, "map data", (int) mapSize);
        }
      }
      if (version.isModern() && modernSections) {
        readModern(sections, in, modernOffset, visitor, cursor);
      }
      visitor.visitEnd();
    }
  }

  /**
   * Bounds the commands a model keeps columns for (12 bytes each) by {@link
   * DecodeLimits#maxElements()}; checked once per chunk, so at most one chunk's worth (4,096
   * commands) past the limit is parsed. Fails at the stored bytes of the chunk just read, whose
   * commands went over.
   */
  private void checkCommandCount(CommandParser parser, SectionReader.Cursor c)
      throws ReplayFormatException {
    if (parser.commands > limits.maxElements()) {
      throw ReplayFormatException.limitExceeded(
              FORMAT,
              c.storedChunkOf(c.done - 1L),
              "maxElements (commands)",
              limits.maxElements(),
              parser.commands)
          .withPath("screp/section[commands]");
    }
  }

  private static String idText(long id) {
    byte[] b = {(byte) id, (byte) (id >>> 8), (byte) (id >>> 16), (byte) (id >>> 24)};
    return Hex.of(b);
  }

  private void skipSection(SectionReader sections, String name, int size) throws IOException {
    SectionReader.Cursor c = sections.open(name, size);
    if (!verifyChecksums && sections.zlib() != null) {
      // Nothing needs the bytes: neither a checksum nor the era decision (the codec is known).
      for (int i = 0; i < c.count; i++) c.skipNext();
      c.next(new byte[0], 0);
      return;
    }
    byte[] tmp = new byte[SectionReader.CHUNK];
    while (c.next(tmp, 0) >= 0) {
      // decoded and dropped: keeps checksum verification and the era decision intact
    }
  }

  private void readCommands(
      SectionReader sections, int size, ScrepVisitor visitor, CommandParser.Cursor cursor)
      throws IOException {
    SectionReader.Cursor c = sections.open("commands", size);
    if (sections.input() instanceof RawInput.ArrayInput) {
      // The array is never written again where it was parsed (it only grows by copies).
      CommandParser parser = new CommandParser(visitor, cursor, true);
      // Memory follows the data actually present, not the declared size: start at the declared size
      // only when the rest of the file could plausibly hold it (8x its stored bytes), else grow.
      long plausible = Math.max(1 << 16, Math.min(1 << 24, sections.input().remaining() * 8));
      byte[] all = new byte[(int) Math.min(size, plausible)];
      int pos = 0;
      int parsed = 0;
      int n;
      while (true) {
        if (all.length - pos < SectionReader.CHUNK && all.length < size) {
          all =
              Arrays.copyOf(
                  all,
                  (int)
                      Math.min(size, Math.max(all.length * 2L, pos + (long) SectionReader.CHUNK)));
        }
        if ((n = c.next(all, pos)) < 0) break;
        pos += n;
        // Parse as chunks arrive so commands before a bad chunk are delivered first.
        parsed = parser.parse(all, parsed, pos, 0);
        checkCommandCount(parser, c);
      }
      checkTail(c, parsed, pos - parsed);
    } else {
      // Streaming: a window of one chunk plus the carried-over incomplete block (< 261 bytes).
      CommandParser parser = new CommandParser(visitor, cursor, false);
      byte[] win = new byte[SectionReader.CHUNK + 512];
      int have = 0;
      long base = 0;
      int n;
      while ((n = c.next(win, have)) >= 0) {
        have += n;
        int used = parser.parse(win, 0, have, base);
        checkCommandCount(parser, c);
        System.arraycopy(win, used, win, 0, have - used);
        base += used;
        have -= used;
      }
      checkTail(c, base, have);
    }
  }

  /**
   * Fails when the commands section ends {@code left} bytes into a frame block that starts at its
   * byte {@code block}: at the stored bytes of the chunk holding the block's start.
   */
  private static void checkTail(SectionReader.Cursor c, long block, int left)
      throws ReplayFormatException {
    if (left != 0) {
      throw new ReplayFormatException(
          FORMAT,
          c.storedChunkOf(block),
          null,
          "screp/section[commands]",
          "expected a complete frame block at the section's byte "
              + block
              + " but the section ends after "
              + left
              + " byte(s)");
    }
  }

  /** Parses the 0x279-byte header (docs/formats/screp.md#header). */
  static Header parseHeader(byte[] h, ScrepVersion version) {
    List<PlayerSlot> slots = new ArrayList<>(12);
    List<Long> colors = new ArrayList<>(8);
    for (int i = 0; i < 8; i++) colors.add(Bytes.u32le(h, 0x251 + 4 * i));
    for (int i = 0; i < 12; i++) {
      int o = 0xA1 + 36 * i;
      slots.add(
          new PlayerSlot(
              i,
              Bytes.u16le(h, o),
              h[o + 4] & 0xFF,
              h[o + 8] & 0xFF,
              h[o + 9] & 0xFF,
              h[o + 10] & 0xFF,
              ScrepText.legacy(h, o + 11, 25),
              i < 8 ? (int) Math.min(Bytes.u32le(h, 0x251 + 4 * i), Integer.MAX_VALUE) : -1));
    }
    RawText title =
        version.isModern() ? ScrepText.utf8(h, 0x18, 28) : ScrepText.legacy(h, 0x18, 28);
    return new Header(
        h[0] & 0xFF,
        Bytes.u32le(h, 1),
        Bytes.u32le(h, 8),
        title,
        Bytes.u16le(h, 0x34),
        Bytes.u16le(h, 0x36),
        h[0x39] & 0xFF,
        h[0x3A] & 0xFF,
        Bytes.u16le(h, 0x3C),
        Bytes.u16le(h, 0x3E),
        ScrepText.legacy(h, 0x48, 24),
        ScrepText.legacy(h, 0x61, 26),
        slots,
        colors,
        ByteSlice.wrap(h));
  }

  /** Section 4 (player names) and the tagged sections; problems here are warnings, not errors. */
  private void readModern(
      SectionReader sections,
      RawInput in,
      long modernOffset,
      ScrepVisitor visitor,
      CommandParser.Cursor cursor)
      throws IOException {
    try {
      if (in.atEnd()) return;
      byte[] names = sections.readAll("player names", PLAYER_NAMES_SIZE);
      List<RawText> list = new ArrayList<>(8);
      for (int i = 0; i < 12; i++) list.add(ScrepText.legacy(names, 96 * i, 96));
      visitor.visitPlayerNames(list);
      if (modernOffset >= 0 && modernOffset != in.position()) {
        visitor.visitWarning(
            "1.21 header says the tagged sections start at "
                + modernOffset
                + " but they start at "
                + in.position());
      }
      while (!in.atEnd()) {
        long at = in.position();
        long tag = in.u32();
        long size = in.u32();
        DecodeLimits.check(FORMAT, at + 4, "tagged section bytes", limits.maxEventBytes(), size);
        byte[] b = in.take((int) size);
        int o = in.off;
        String tagText =
            new String(
                new byte[] {
                  (byte) tag, (byte) (tag >>> 8), (byte) (tag >>> 16), (byte) (tag >>> 24)
                },
                StandardCharsets.ISO_8859_1);
        cursor.at = at;
        ModernSections.handle(tagText, b, o, (int) size, at, visitor, this);
        cursor.at = -1;
      }
    } catch (ReplayFormatException e) {
      visitor.visitWarning("stopped reading the Remastered sections: " + e.getMessage());
    }
  }
}
