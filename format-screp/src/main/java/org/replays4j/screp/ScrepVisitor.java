package org.replays4j.screp;

import java.util.List;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.screp.record.Command;
import org.replays4j.screp.record.Header;
import org.replays4j.screp.record.Limits;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.PlayerColors;
import org.replays4j.screp.record.RawText;
import org.replays4j.screp.record.ShieldBattery;

/**
 * Receives the decoded parts of a replay in file order (ASM style: every method delegates to
 * {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 * <pre>
 * visitVersion visitHeader
 *   ( visitCommandsStart ( visitCommand | visitUnknown )* )?
 *   ( visitRawMapData? visitMapData )?
 *   visitPlayerNames?
 *   ( visitModernSection ( visitLimits | visitPlayerColors | visitShieldBattery )? )*
 * visitEnd
 * </pre>
 * {@code visitChecksumMismatch} may come at any point (for the replay-id and header sections
 * even before {@code visitVersion}); {@code visitWarning} at any point after {@code visitHeader}. After a {@link org.replays4j.core.error.ReplayFormatException} no further
 * call is made (in particular no {@code visitEnd}).
 */
public abstract class ScrepVisitor {
  /** The visitor calls are forwarded to, or {@code null}. */
  protected final ScrepVisitor next;

  /** A visitor that forwards to nothing. */
  protected ScrepVisitor() { this(null); }

  /** A visitor that forwards every call to {@code next} (may be null). */
  protected ScrepVisitor(ScrepVisitor next) { this.next = next; }

  /** Once, first: the era (from the replay id and the first compressed chunk). */
  public void visitVersion(ScrepVersion version) { if (next != null) next.visitVersion(version); }

  /** Once: the header section. */
  public void visitHeader(Header header) { if (next != null) next.visitHeader(header); }

  /**
   * Once before the first command when the file has a commands section: its decompressed size in
   * bytes (about 12 bytes per command in real replays), e.g. to size a collection.
   */
  public void visitCommandsStart(int sectionBytes) { if (next != null) next.visitCommandsStart(sectionBytes); }

  /** Each decoded command, in file order. */
  public void visitCommand(Command command) { if (next != null) next.visitCommand(command); }

  /**
   * A command id this decoder does not know. As screp does, the rest of that frame block is skipped.
   *
   * @param frame frame of the block
   * @param player player id byte
   * @param type the unknown command id
   * @param rest the remaining bytes of the frame block after the type byte (valid only during the call)
   * @param offset offset of the type byte in the decompressed commands section
   */
  public void visitUnknown(int frame, int player, int type, ByteSlice rest, long offset) {
    if (next != null) next.visitUnknown(frame, player, type, rest, offset);
  }

  /**
   * Once, right before {@link #visitMapData}, when the map data section was decompressed whole
   * (not with {@link ScrepDecoder.Options#sparseMap()}): the scenario.chk bytes exactly as stored,
   * every CHK section included ({@code chk} is valid only during the call; copy it to keep it).
   */
  public void visitRawMapData(ByteSlice chk) { if (next != null) next.visitRawMapData(chk); }

  /** Once when the map data section is present. */
  public void visitMapData(MapData map) { if (next != null) next.visitMapData(map); }

  /** 1.18+: the 12 names of the player-names section (empty entries where none is stored). */
  public void visitPlayerNames(List<RawText> names) { if (next != null) next.visitPlayerNames(names); }

  /**
   * 1.18+: a tagged section, decompressed where it is a Blizzard section ({@code SKIN, LMTS, BFIX,
   * CCLR, GCFG}), raw otherwise ({@code Sbat} and unknown tags). {@code data} is valid only during the call.
   */
  public void visitModernSection(String tag, ByteSlice data, long offset) {
    if (next != null) next.visitModernSection(tag, data, offset);
  }

  /** The {@code LMTS} section. */
  public void visitLimits(Limits limits) { if (next != null) next.visitLimits(limits); }

  /** The {@code CCLR} section. */
  public void visitPlayerColors(PlayerColors colors) { if (next != null) next.visitPlayerColors(colors); }

  /** The ShieldBattery {@code Sbat} section. */
  public void visitShieldBattery(ShieldBattery sb) { if (next != null) next.visitShieldBattery(sb); }

  /** A section whose stored checksum differs from the CRC of its decompressed data (not fatal). */
  public void visitChecksumMismatch(String section, long stored, long computed) {
    if (next != null) next.visitChecksumMismatch(section, stored, computed);
  }

  /** A tolerated problem (e.g. an unreadable tagged section after the map). */
  public void visitWarning(String message) { if (next != null) next.visitWarning(message); }

  /** Once, last, after a complete decode. */
  public void visitEnd() { if (next != null) next.visitEnd(); }

  /** The sink for primitive command columns when this visitor takes them (package-internal). */
  CommandParser.ColumnSink columnSink() { return this instanceof CommandParser.ColumnSink s ? s : null; }
}
