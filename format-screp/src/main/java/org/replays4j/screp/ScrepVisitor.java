package org.replays4j.screp;

import java.util.List;
import org.replays4j.core.event.ReplayVisitor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/**
 * Receives the decoded parts of a replay in file order (the shared {@link ReplayVisitor} contract:
 * every method delegates to {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 *
 * <pre>
 * visitStart visitVersion visitHeader
 *   ( visitCommandsStart ( visitCommand | visitCommands | visitUnknownCommand )* )?
 *   ( visitRawMapData? visitMapData )?
 *   visitPlayerNames?
 *   ( visitModernSection ( visitLimits | visitPlayerColors | visitShieldBattery )? )*
 * visitEnd
 * </pre>
 *
 * {@code visitChecksumMismatch} may come at any point (for the replay-id and header sections even
 * before {@code visitVersion}); {@code visitWarning} at any point after {@code visitHeader}. After
 * a {@link org.replays4j.core.error.ReplayFormatException} or a {@link
 * org.replays4j.core.event.StopDecoding} no further call is made (in particular no {@code
 * visitEnd}).
 *
 * <p>Offsets ({@link #eventOffset()}): for commands and unknown commands, the offset of the
 * command's player byte (of the type byte for an unknown command) in the decompressed commands
 * section; for {@code visitModernSection}, the offset of the tagged section's tag in the file; -1
 * elsewhere.
 *
 * <p><b>Commands in columnar form (the fast hook).</b> The visitor at the head of the chain
 * chooses, through {@link #commandForm()}, whether the decoder builds a {@link Command} record per
 * command ({@link CommandForm#RECORDS}, the default), hands over the commands in primitive columns
 * only ({@link CommandForm#COLUMNS}: one {@link #visitCommands(ScrepCommandBatch)} per decoded
 * chunk, no record is built), or both. {@link ScrepReplay#read} gathers its model through exactly
 * this hook, and so do the {@code commands} table and any user collector that wants the same speed.
 */
public abstract class ScrepVisitor extends ReplayVisitor<ScrepVisitor> {
  /**
   * How a visitor wants the commands delivered; asked once per decode of the visitor the decoder
   * was given.
   */
  public enum CommandForm {
    /** One {@link #visitCommand} per command (and {@link #visitUnknownCommand} per unknown id). */
    RECORDS,
    /**
     * Only {@link #visitCommands} batches of primitive columns, unknown commands included as rows
     * ({@link ScrepCommandBatch#known(int)} false); {@link #visitUnknownCommand} is still called
     * for them, before the batch that holds them. No command record is built unless asked for
     * ({@link ScrepCommandBatch#record(int)}).
     */
    COLUMNS,
    /** The records, and after the records of each chunk the batch of their columns. */
    BOTH
  }

  /** Frame and player of the unknown command being delivered (see {@link #visitUnknownCommand}). */
  private int unknownFrame;

  private int unknownPlayer;
  private boolean unknownContext;

  /** A visitor that forwards to nothing. */
  protected ScrepVisitor() {
    this(null);
  }

  /** A visitor that forwards every call to {@code next} (may be null). */
  protected ScrepVisitor(ScrepVisitor next) {
    super(next);
  }

  /**
   * The form in which this visitor wants the commands, when it is the visitor given to the decoder
   * (the decoder asks the head of the chain only; visitors further down get what the head
   * forwards). {@link CommandForm#RECORDS} unless overridden.
   */
  public CommandForm commandForm() {
    return CommandForm.RECORDS;
  }

  /** Once, first: the era (from the replay id and the first compressed chunk). */
  public void visitVersion(ScrepVersion version) {
    if (next != null) next.visitVersion(version);
  }

  /** Once: the header section. */
  public void visitHeader(Header header) {
    if (next != null) next.visitHeader(header);
  }

  /**
   * Once before the first command when the file has a commands section: its decompressed size in
   * bytes (about 12 bytes per command in real replays), e.g. to size a collection.
   */
  public void visitCommandsStart(int sectionBytes) {
    if (next != null) next.visitCommandsStart(sectionBytes);
  }

  /**
   * Each decoded command, in file order (with {@link CommandForm#RECORDS} or {@link
   * CommandForm#BOTH}).
   */
  public void visitCommand(Command command) {
    if (next != null) next.visitCommand(command);
  }

  /**
   * The commands of one decoded chunk in primitive columns (with {@link CommandForm#COLUMNS} or
   * {@link CommandForm#BOTH}), in file order; {@code batch} is valid only during the call. {@link
   * #eventOffset()} is the offset of the batch's first frame block; each row's is {@link
   * ScrepCommandBatch#offset(int)}.
   */
  public void visitCommands(ScrepCommandBatch batch) {
    if (next != null) next.visitCommands(batch);
  }

  /**
   * A command id this decoder does not know. As screp does, the rest of that frame block is
   * skipped. The default reports it as the shared {@link #visitUnknown(int, ByteSlice)} (code = the
   * command id, payload = {@code rest}); a chain of screp visitors keeps the frame and player down
   * the chain.
   *
   * @param frame frame of the block
   * @param player player id byte
   * @param type the unknown command id (-1 when the block ends right after the player byte)
   * @param rest the remaining bytes of the frame block after the type byte (valid only during the
   *     call)
   */
  public void visitUnknownCommand(int frame, int player, int type, ByteSlice rest) {
    int f = unknownFrame;
    int p = unknownPlayer;
    boolean had = unknownContext;
    unknownFrame = frame;
    unknownPlayer = player;
    unknownContext = true;
    try {
      visitUnknown(type, rest);
    } finally {
      unknownFrame = f;
      unknownPlayer = p;
      unknownContext = had;
    }
  }

  /**
   * An unknown command (see {@link #visitUnknownCommand}): forwards to the next visitor's {@code
   * visitUnknownCommand} with the frame and player when they are known, else as every visitor does
   * (to the next visitor's {@code visitUnknown}).
   */
  @Override
  public void visitUnknown(int code, ByteSlice payload) {
    if (unknownContext && next != null)
      next.visitUnknownCommand(unknownFrame, unknownPlayer, code, payload);
    else super.visitUnknown(code, payload);
  }

  /**
   * Once, right before {@link #visitMapData}, when the map data section was decompressed whole
   * ({@link ScrepDecoder.Option#FULL_MAP} or {@link
   * ScrepDecoder.Option#FAIL_ON_CHECKSUM_MISMATCH}): the scenario.chk bytes exactly as stored,
   * every CHK section included ({@code chk} is valid only during the call; copy it to keep it).
   */
  public void visitRawMapData(ByteSlice chk) {
    if (next != null) next.visitRawMapData(chk);
  }

  /** Once when the map data section is present. */
  public void visitMapData(MapData map) {
    if (next != null) next.visitMapData(map);
  }

  /** 1.18+: the 12 names of the player-names section (empty entries where none is stored). */
  public void visitPlayerNames(List<RawText> names) {
    if (next != null) next.visitPlayerNames(names);
  }

  /**
   * 1.18+: a tagged section, decompressed where it is a Blizzard section ({@code SKIN, LMTS, BFIX,
   * CCLR, GCFG}), raw otherwise ({@code Sbat} and unknown tags). {@code data} is valid only during
   * the call; {@link #eventOffset()} is the offset of the section's tag in the file.
   */
  public void visitModernSection(String tag, ByteSlice data) {
    if (next != null) next.visitModernSection(tag, data);
  }

  /** The {@code LMTS} section. */
  public void visitLimits(Limits limits) {
    if (next != null) next.visitLimits(limits);
  }

  /** The {@code CCLR} section. */
  public void visitPlayerColors(PlayerColors colors) {
    if (next != null) next.visitPlayerColors(colors);
  }

  /** The ShieldBattery {@code Sbat} section. */
  public void visitShieldBattery(ShieldBattery sb) {
    if (next != null) next.visitShieldBattery(sb);
  }

  /** A section whose stored checksum differs from the CRC of its decompressed data (not fatal). */
  public void visitChecksumMismatch(String section, long stored, long computed) {
    if (next != null) next.visitChecksumMismatch(section, stored, computed);
  }

  /** A tolerated problem (e.g. an unreadable tagged section after the map). */
  public void visitWarning(String message) {
    if (next != null) next.visitWarning(message);
  }
}
