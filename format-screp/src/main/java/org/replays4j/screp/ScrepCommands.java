package org.replays4j.screp;

import java.util.Objects;
import org.replays4j.core.event.StopDecoding;

/**
 * Parses an already decompressed commands section (frame blocks, docs/formats/screp.md#commands)
 * into {@link ScrepVisitor#visitCommand} (or {@link ScrepVisitor#visitCommands}, as the visitor's
 * {@link ScrepVisitor#commandForm()} asks) and {@link ScrepVisitor#visitUnknownCommand} calls,
 * after one {@link ScrepVisitor#visitStart} (offsets relative to {@code off}; no {@code visitEnd}).
 * Useful for tools that store sections separately, and to measure the command loop on its own.
 */
public final class ScrepCommands {
  private ScrepCommands() {}

  /**
   * Parses {@code data[off, off+len)}.
   *
   * @return the number of bytes of complete frame blocks consumed (less than {@code len} when the
   *     data ends inside a block), 0 when the visitor threw {@link StopDecoding}
   */
  public static int parse(byte[] data, int off, int len, ScrepVisitor visitor) {
    Objects.checkFromIndexSize(off, len, data.length);
    CommandParser.Cursor cursor = new CommandParser.Cursor();
    visitor.visitStart(cursor);
    try {
      return new CommandParser(visitor, cursor, false).parse(data, off, off + len, -off) - off;
    } catch (StopDecoding stop) {
      return 0;
    }
  }
}
