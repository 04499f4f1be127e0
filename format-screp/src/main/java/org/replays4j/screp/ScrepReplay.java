package org.replays4j.screp;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/**
 * A whole decoded replay (random access), built by {@link Collector} on top of the visitor API.
 *
 * @param version the era
 * @param header the header as stored
 * @param commands every decoded command in file order
 * @param unknownCommands commands with ids unknown to this decoder (rest of their frame block skipped)
 * @param map the map data, or null when absent / not decoded
 * @param playerNames the 1.18+ player names (12 entries), empty for legacy replays
 * @param limits the 1.21+ LMTS section, or null
 * @param playerColors the 1.21+ CCLR section, or null
 * @param shieldBattery the ShieldBattery section, or null
 * @param modernSections every tagged section by tag (decompressed Blizzard sections, raw others)
 * @param checksumMismatches sections whose checksum did not match, as "name: stored != computed"
 * @param warnings tolerated problems
 * @param rawMap the map data section (scenario.chk) exactly as stored, every CHK section included, when
 *     it was decoded whole ({@link ScrepDecoder.Options#VERIFY_ALL} or {@code withSparseMap(false)});
 *     null otherwise. {@link ScrepWriter} writes it back unchanged, so read → write → read keeps the map
 *     and its unmodelled sections (TRIG, MBRF, UPRP, …).
 */
public record ScrepReplay(
    ScrepVersion version,
    Header header,
    List<Command> commands,
    List<UnknownCommand> unknownCommands,
    MapData map,
    List<RawText> playerNames,
    Limits limits,
    PlayerColors playerColors,
    ShieldBattery shieldBattery,
    Map<String, ByteSlice> modernSections,
    List<String> checksumMismatches,
    List<String> warnings,
    ByteSlice rawMap) {

  /**
   * A command with an unknown id.
   *
   * @param frame frame of its block
   * @param player player id byte
   * @param type the unknown id
   * @param skipped the skipped rest of the frame block
   * @param offset offset of the type byte in the commands section
   */
  public record UnknownCommand(int frame, int player, int type, ByteSlice skipped, long offset) {}

  /** A replay without the raw map data (as decoded with the default, sparse map reading). */
  public ScrepReplay(ScrepVersion version, Header header, List<Command> commands, List<UnknownCommand> unknownCommands,
      MapData map, List<RawText> playerNames, Limits limits, PlayerColors playerColors, ShieldBattery shieldBattery,
      Map<String, ByteSlice> modernSections, List<String> checksumMismatches, List<String> warnings) {
    this(version, header, commands, unknownCommands, map, playerNames, limits, playerColors, shieldBattery,
        modernSections, checksumMismatches, warnings, null);
  }

  /** Copies the collections. */
  public ScrepReplay {
    commands = commands instanceof FrozenList.View<Command> || commands instanceof LazyCommands
        ? commands : List.copyOf(commands);
    unknownCommands = List.copyOf(unknownCommands);
    playerNames = List.copyOf(playerNames);
    modernSections = java.util.Collections.unmodifiableMap(new LinkedHashMap<>(modernSections));
    checksumMismatches = List.copyOf(checksumMismatches);
    warnings = List.copyOf(warnings);
  }

  /**
   * The 12 player records with the 1.18+ player names (for non-inactive slots with a stored name)
   * and the 1.21+ CCLR colours (where a colour matched) applied, as screp does.
   */
  public List<PlayerSlot> slots() {
    List<PlayerSlot> out = new ArrayList<>(12);
    for (PlayerSlot s : header.slots()) {
      PlayerSlot p = s;
      if (p.index() < playerNames.size() && p.type() != 0 && !playerNames.get(p.index()).isEmpty()) {
        p = p.withName(playerNames.get(p.index()));
      }
      if (playerColors != null && playerColors.colorIds().get(p.index()) >= 0) {
        p = p.withColor(playerColors.colorIds().get(p.index()));
      }
      out.add(p);
    }
    return out;
  }

  /**
   * The map data hash as screp computes it ({@code screp -mapdatahash sha256}): the SHA-256 of the
   * whole map data section as stored ({@link #rawMap()}), lower-case hex. Replays played on the same
   * map file have the same hash, whatever their era or compression. Empty when the map was read
   * sparsely (the default; decode with {@link ScrepDecoder.Options#VERIFY_ALL}) or is absent.
   */
  public java.util.Optional<String> mapDataHash() {
    return rawMap == null ? java.util.Optional.empty() : java.util.Optional.of(MapDataHash.sha256(rawMap));
  }

  /** Map width in tiles: the header value, raised to the CHK DIM width when that is larger and ≤ 256. */
  public int mapWidth() {
    int w = header.mapWidth();
    if (map != null && map.width() > w && map.width() <= 256 && map.height() <= 256) w = map.width();
    return w;
  }

  /** Map height in tiles (see {@link #mapWidth()}). */
  public int mapHeight() {
    int h = header.mapHeight();
    if (map != null && map.height() > h && map.width() <= 256 && map.height() <= 256) h = map.height();
    return h;
  }

  /** Collects a {@link ScrepReplay}; call {@link #result()} after decoding. */
  public static final class Collector extends ScrepVisitor implements CommandParser.ColumnSink {
    private final CommandColumns columns = new CommandColumns();
    private ScrepVersion version;
    private Header header;
    private final FrozenList<Command> commands = new FrozenList<>();
    /** Raw frame blocks of the commands delivered lazily (see {@link #lazy()}), and their count. */
    private byte[] blocks = new byte[0];
    private int blockBytes;
    private int lazyCount;
    private final List<UnknownCommand> unknown = new ArrayList<>();
    private MapData map;
    private List<RawText> names = List.of();
    private Limits limits;
    private PlayerColors colors;
    private ShieldBattery sb;
    private final Map<String, ByteSlice> modern = new LinkedHashMap<>();
    private final List<String> mismatches = new ArrayList<>();
    private final List<String> warnings = new ArrayList<>();
    private ByteSlice rawMap;

    /** A collector that forwards nothing. */
    public Collector() { super(null); }

    /** A collector that also forwards every call to {@code next}. */
    public Collector(ScrepVisitor next) { super(next); }

    @Override public void visitVersion(ScrepVersion v) { version = v; super.visitVersion(v); }

    @Override public void visitHeader(Header h) { header = h; super.visitHeader(h); }

    @Override
    public void visitCommandsStart(int sectionBytes) {
      // Real sections hold one command per 10-16 bytes (frame headers included); more only regrows.
      columns.reserve(Math.min(sectionBytes / 10 + 16, 1 << 22));
      super.visitCommandsStart(sectionBytes);
    }

    @Override
    public void visitCommand(Command c) {
      if (lazyCount > 0) materialise();
      commands.add(c);
      super.visitCommand(c);
    }

    @Override
    CommandParser.ColumnSink columnSink() { return sink; }

    /**
     * The decoder's column sink. Without a next visitor nothing needs a record per command while
     * decoding: the decoder then hands over the raw frame blocks (and the columns), and
     * {@link #result()} parses them into records only when its command list is read.
     */
    private final CommandParser.ColumnSink sink = new CommandParser.ColumnSink() {
      @Override
      public void column(int frame, int player, int type, int aux, int grp, int id) {
        Collector.this.column(frame, player, type, aux, grp, id);
      }

      @Override
      public boolean lazy() { return next == null; }

      @Override
      public void block(byte[] b, int from, int to) {
        int len = to - from;
        if (blocks.length - blockBytes < len) {
          blocks = java.util.Arrays.copyOf(blocks, Math.max(blockBytes + len, Math.max(4096, blocks.length * 2)));
        }
        System.arraycopy(b, from, blocks, blockBytes, len);
        blockBytes += len;
        lazyCount = columns.n - commands.size();
      }

      @Override
      public void adoptBlocks(byte[] b, int len) {
        if (blockBytes == 0) {
          blocks = b;
          blockBytes = len;
          lazyCount = columns.n - commands.size();
        } else {
          block(b, 0, len);
        }
      }

      @Override
      public void keep(Command c) { columns.keep(c); }
    };

    /** Moves the lazily delivered commands into the record list (a record arrived after them). */
    private void materialise() {
      for (Command c : new LazyCommands(blocks, blockBytes, lazyCount)) commands.add(c);
      blockBytes = 0;
      lazyCount = 0;
    }

    /** Called by the decoder right before {@link #visitCommand} when this collector is the direct visitor. */
    @Override
    public void column(int frame, int player, int type, int aux, int grp, int id) {
      columns.add(frame, player, type, aux, grp, id);
    }

    /** The primitive command columns, or null when they were not gathered for every command. */
    CommandColumns columns() { return columns.n == commands.size() + lazyCount ? columns : null; }

    @Override
    public void visitUnknown(int frame, int player, int type, ByteSlice rest, long offset) {
      unknown.add(new UnknownCommand(frame, player, type, rest.copy(), offset));
      super.visitUnknown(frame, player, type, rest, offset);
    }

    private List<Command> commandList() {
      if (lazyCount > 0) materialise();
      return commands.view();
    }

    @Override public void visitRawMapData(ByteSlice chk) { rawMap = chk.copy(); super.visitRawMapData(chk); }

    @Override public void visitMapData(MapData m) { map = m; super.visitMapData(m); }

    @Override public void visitPlayerNames(List<RawText> n) { names = n; super.visitPlayerNames(n); }

    @Override
    public void visitModernSection(String tag, ByteSlice data, long offset) {
      modern.putIfAbsent(tag, data.copy());
      super.visitModernSection(tag, data, offset);
    }

    @Override public void visitLimits(Limits l) { limits = l; super.visitLimits(l); }

    @Override public void visitPlayerColors(PlayerColors c) { colors = c; super.visitPlayerColors(c); }

    @Override public void visitShieldBattery(ShieldBattery s) { sb = s; super.visitShieldBattery(s); }

    @Override
    public void visitChecksumMismatch(String section, long stored, long computed) {
      mismatches.add(section + ": stored 0x" + Long.toHexString(stored) + " != computed 0x" + Long.toHexString(computed));
      super.visitChecksumMismatch(section, stored, computed);
    }

    @Override public void visitWarning(String m) { warnings.add(m); super.visitWarning(m); }

    /** The collected replay (what was decoded so far if decoding failed). */
    public ScrepReplay result() {
      if (header == null) throw new IllegalStateException("no header decoded");
      List<Command> list = lazyCount > 0 && commands.size() == 0
          ? new LazyCommands(blocks, blockBytes, lazyCount, columns()) : commandList();
      return new ScrepReplay(version, header, list, unknown, map, names, limits, colors, sb, modern,
          mismatches, warnings, rawMap);
    }
  }
}
