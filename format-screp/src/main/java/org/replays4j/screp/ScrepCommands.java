package org.replays4j.screp;

/**
 * Parses an already decompressed commands section (frame blocks, docs/formats/screp.md#commands) into
 * {@link ScrepVisitor#visitCommand} / {@link ScrepVisitor#visitUnknown} calls. Useful for tools
 * that store sections separately, and to measure the command loop on its own.
 */
public final class ScrepCommands {
  private ScrepCommands() {}

  /**
   * Parses {@code data[off, off+len)}.
   *
   * @return the number of bytes of complete frame blocks consumed (less than {@code len} when the
   *     data ends inside a block)
   */
  public static int parse(byte[] data, int off, int len, ScrepVisitor visitor) {
    java.util.Objects.checkFromIndexSize(off, len, data.length);
    return new CommandParser(visitor).parse(data, off, off + len, -off) - off;
  }
}
