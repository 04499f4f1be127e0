package org.replays4j.screp;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.replays4j.core.error.Damage;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.PlayerSlot;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;
import org.replays4j.screp.stats.ScrepComputed;

/**
 * A whole decoded replay (random access), built by {@link Collector} on top of the visitor API.
 *
 * @param version the era
 * @param header the header as stored
 * @param commands every decoded command in file order
 * @param unknownCommands commands with ids unknown to this decoder (rest of their frame block
 *     skipped)
 * @param map the map data, or null when absent / not decoded
 * @param playerNames the 1.18+ player names (12 entries), empty for legacy replays
 * @param limits the 1.21+ LMTS section, or null
 * @param playerColors the 1.21+ CCLR section, or null
 * @param shieldBattery the ShieldBattery section, or null
 * @param modernSections every tagged section by tag (decompressed Blizzard sections, raw others)
 * @param checksumMismatches sections whose checksum did not match, as "name: stored != computed"
 * @param warnings tolerated problems
 * @param rawMap the map data section (scenario.chk) exactly as stored, every CHK section included,
 *     when it was decoded whole ({@link ScrepDecoder.Option#FULL_MAP}); null otherwise. {@link
 *     ScrepWriter} writes it back unchanged, so read → write → read keeps the map and its
 *     unmodelled sections (TRIG, MBRF, UPRP, …).
 * @param damage where the replay was damaged when it was read in salvage mode (the model then holds
 *     what was read before it), or null; the {@code read} methods without a decoder salvage
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
    ByteSlice rawMap,
    Damage damage) {

  /** True when the replay was damaged and this model holds only the part before the damage. */
  public boolean partial() {
    return damage != null;
  }

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

  /** Copies the collections. */
  public ScrepReplay {
    commands =
        commands instanceof FrozenList.View<Command> || commands instanceof LazyCommands
            ? commands
            : List.copyOf(commands);
    unknownCommands = List.copyOf(unknownCommands);
    playerNames = List.copyOf(playerNames);
    modernSections = Collections.unmodifiableMap(new LinkedHashMap<>(modernSections));
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
      if (p.index() < playerNames.size()
          && p.type() != 0
          && !playerNames.get(p.index()).isEmpty()) {
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
   * The map data hash as screp computes it ({@code screp -mapDataHash=sha256}): the SHA-256 of the
   * whole map data section as stored ({@link #rawMap()}), lower-case hex. Replays played on the
   * same map file have the same hash, whatever their era or compression. Empty when the map was
   * read sparsely (the default; decode with {@link ScrepDecoder.Option#FULL_MAP}) or is absent.
   */
  public Optional<String> mapDataHash() {
    return rawMap == null ? Optional.empty() : Optional.of(MapDataHash.sha256(rawMap));
  }

  /**
   * The commands in primitive columns (see {@link CommandColumns}): those gathered while decoding
   * when the replay was read by {@link #read} (or a {@link Collector} given to the decoder
   * directly), else built from {@link #commands()} on each call.
   */
  public CommandColumns commandColumns() {
    CommandColumns c = commands instanceof LazyCommands l ? l.columns() : null;
    return c != null && c.n == commands.size() ? c : CommandColumns.of(commands);
  }

  /**
   * Map width in tiles: the header value, raised to the CHK DIM width when that is larger and ≤
   * 256.
   */
  public int mapWidth() {
    int w = header.mapWidth();
    if (map != null && map.width() > w && map.width() <= 256 && map.height() <= 256)
      w = map.width();
    return w;
  }

  /**
   * The map's name: the CHK scenario name when the map section gives one, else the header's (26
   * bytes at 0x61, which older tools cut). Every summary, table and stats record reads this one.
   */
  public RawText mapName() {
    return map != null && !map.name().isEmpty() ? map.name() : header.mapName();
  }

  /** Map height in tiles (see {@link #mapWidth()}). */
  public int mapHeight() {
    int h = header.mapHeight();
    if (map != null && map.height() > h && map.width() <= 256 && map.height() <= 256)
      h = map.height();
    return h;
  }

  /** Decodes {@code file} into the model with {@link ScrepDecoder#salvaging()}. */
  public static ScrepReplay read(byte[] file) throws IOException {
    return read(file, ScrepDecoder.salvaging());
  }

  /** Decodes {@code file} into the model with {@code decoder}. */
  public static ScrepReplay read(byte[] file, ScrepDecoder decoder) throws IOException {
    return decoder.collect(file, new Collector()).result();
  }

  /** Reads and decodes the file at {@code path} with {@link ScrepDecoder#salvaging()}. */
  public static ScrepReplay read(Path path) throws IOException {
    return read(path, ScrepDecoder.salvaging());
  }

  /**
   * Reads and decodes the file at {@code path} with {@code decoder}: read whole (the fastest way
   * in) within the decoder's limits, a gzip, zstd or xz container unwrapped ({@code
   * decoder.collect(path, collector)}).
   */
  public static ScrepReplay read(Path path, ScrepDecoder decoder) throws IOException {
    return decoder.collect(path, new Collector()).result();
  }

  /** Decodes a stream (not closed) with {@link ScrepDecoder#salvaging()}. */
  public static ScrepReplay read(InputStream in) throws IOException {
    return read(in, ScrepDecoder.salvaging());
  }

  /** Decodes a stream (not closed) with {@code decoder}, in memory bounded by its limits. */
  public static ScrepReplay read(InputStream in, ScrepDecoder decoder) throws IOException {
    return decoder.collect(in, new Collector()).result();
  }

  /**
   * Collects a {@link ScrepReplay}; call {@link #result()} after decoding. As the visitor given to
   * the decoder without a next visitor it takes the commands in columnar form ({@link
   * ScrepVisitor.CommandForm#COLUMNS}, the public fast hook): no record per command is built while
   * decoding; the frame blocks are kept and parsed into records only when the model's command list
   * is read, and {@link ScrepComputed} reads the primitive columns. With a next visitor it takes
   * both forms, so that the records reach that visitor too.
   */
  public static final class Collector extends ScrepVisitor {
    private final CommandColumns columns = new CommandColumns();
    private ScrepVersion version;
    private Header header;
    private final FrozenList<Command> commands = new FrozenList<>();

    /** Raw frame blocks of the commands delivered as columns only, and their count. */
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
    public Collector() {
      super(null);
    }

    /** A collector that also forwards every call to {@code next}. */
    public Collector(ScrepVisitor next) {
      super(next);
    }

    /** Columns only without a next visitor (see the class comment), else records and columns. */
    @Override
    public CommandForm commandForm() {
      return next == null ? CommandForm.COLUMNS : CommandForm.BOTH;
    }

    @Override
    public void visitVersion(ScrepVersion v) {
      version = v;
      super.visitVersion(v);
    }

    @Override
    public void visitHeader(Header h) {
      header = h;
      super.visitHeader(h);
    }

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
    public void visitCommands(ScrepCommandBatch batch) {
      int known = columns.add(batch);
      if (next == null) {
        // Columns only: keep the blocks (without a copy when the decoder gives the array up).
        int from = batch.blocksStart();
        int to = batch.blocksEnd();
        if (batch.retained() && from == blockBytes) {
          blocks = batch.bytes();
          blockBytes = to;
        } else {
          int len = to - from;
          if (blocks.length - blockBytes < len) {
            blocks =
                Arrays.copyOf(
                    blocks, Math.max(blockBytes + len, Math.max(4096, blocks.length * 2)));
          }
          System.arraycopy(batch.bytes(), from, blocks, blockBytes, len);
          blockBytes += len;
        }
        lazyCount += known;
      }
      super.visitCommands(batch);
    }

    /** Moves the lazily delivered commands into the record list (a record arrived after them). */
    private void materialise() {
      for (Command c : new LazyCommands(blocks, blockBytes, lazyCount)) commands.add(c);
      blocks = new byte[0];
      blockBytes = 0;
      lazyCount = 0;
    }

    /** The primitive command columns, or null when they were not gathered for every command. */
    CommandColumns columns() {
      return columns.n == commands.size() + lazyCount ? columns : null;
    }

    /**
     * The commands collected so far in primitive columns: the ones gathered while decoding (when
     * this collector was the visitor given to the decoder), else built from the records.
     */
    public CommandColumns commandColumns() {
      CommandColumns c = columns();
      return c != null ? c : CommandColumns.of(commandList());
    }

    @Override
    public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
      unknown.add(new UnknownCommand(frame, player, type, rest.copy(), eventOffset()));
      super.visitUnknownCommand(frame, player, type, rest);
    }

    private List<Command> commandList() {
      if (lazyCount > 0) materialise();
      return commands.view();
    }

    @Override
    public void visitRawMapData(ByteSlice chk) {
      rawMap = chk.copy();
      super.visitRawMapData(chk);
    }

    @Override
    public void visitMapData(MapData m) {
      map = m;
      super.visitMapData(m);
    }

    @Override
    public void visitPlayerNames(List<RawText> n) {
      names = n;
      super.visitPlayerNames(n);
    }

    @Override
    public void visitModernSection(String tag, ByteSlice data) {
      modern.putIfAbsent(tag, data.copy());
      super.visitModernSection(tag, data);
    }

    @Override
    public void visitLimits(Limits l) {
      limits = l;
      super.visitLimits(l);
    }

    @Override
    public void visitPlayerColors(PlayerColors c) {
      colors = c;
      super.visitPlayerColors(c);
    }

    @Override
    public void visitShieldBattery(ShieldBattery s) {
      sb = s;
      super.visitShieldBattery(s);
    }

    @Override
    public void visitChecksumMismatch(String section, long stored, long computed) {
      mismatches.add(
          section
              + ": stored 0x"
              + Long.toHexString(stored)
              + " != computed 0x"
              + Long.toHexString(computed));
      super.visitChecksumMismatch(section, stored, computed);
    }

    @Override
    public void visitWarning(String m) {
      warnings.add(m);
      super.visitWarning(m);
    }

    private Damage damage;

    @Override
    public void visitDamage(Damage d) {
      damage = d;
      super.visitDamage(d);
    }

    /** Where the replay was damaged (salvage mode), or null. */
    public Damage damage() {
      return damage;
    }

    /** The collected replay (what was decoded so far if decoding failed). */
    public ScrepReplay result() {
      if (header == null) throw new IllegalStateException("no header decoded");
      List<Command> list =
          lazyCount > 0 && commands.size() == 0
              ? new LazyCommands(blocks, blockBytes, lazyCount, columns())
              : commandList();
      return new ScrepReplay(
          version,
          header,
          list,
          unknown,
          map,
          names,
          limits,
          colors,
          sb,
          modern,
          mismatches,
          warnings,
          rawMap,
          damage);
    }
  }
}
