package org.replays4j.screp;

import java.util.AbstractList;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;
import org.replays4j.screp.record.Command;

/**
 * The commands of a replay kept as the raw frame blocks they were decoded from, parsed into records
 * on first access to an element (once; every later access returns the same records). The collector
 * keeps this instead of a record per command when nothing else asked for the records while
 * decoding: the computed layer reads the primitive {@link CommandColumns}. The blocks are the ones
 * the decoder parsed, so the records are exactly those it would have delivered. Package-private;
 * thread-safe.
 */
final class LazyCommands extends AbstractList<Command> implements RandomAccess {
  private final byte[] blocks;
  private final int length;
  private final int size;
  private final CommandColumns columns;
  private volatile List<Command> records;

  LazyCommands(byte[] blocks, int length, int size) {
    this(blocks, length, size, null);
  }

  /**
   * As above, with the commands' primitive columns or null (the collector passes them only when
   * they cover every command; the computed layer checks their size again before use).
   */
  LazyCommands(byte[] blocks, int length, int size, CommandColumns columns) {
    this.blocks = blocks;
    this.length = length;
    this.size = size;
    this.columns = columns;
  }

  /**
   * The primitive columns gathered while these commands were decoded, or null: what lets {@code
   * ScrepComputed.compute(ScrepReplay)} run without building a record per command.
   */
  CommandColumns columns() {
    return columns;
  }

  @Override
  public Command get(int index) {
    Objects.checkIndex(index, size);
    return records().get(index);
  }

  @Override
  public int size() {
    return size;
  }

  private List<Command> records() {
    List<Command> r = records;
    if (r == null) {
      synchronized (this) {
        r = records;
        if (r == null) records = r = parse();
      }
    }
    return r;
  }

  private List<Command> parse() {
    FrozenList<Command> out = new FrozenList<>();
    new CommandParser(
            new ScrepVisitor() {
              @Override
              public void visitCommand(Command c) {
                out.add(c);
              }
            },
            new CommandParser.Cursor(),
            false)
        .parse(blocks, 0, length, 0);
    if (out.size() != size)
      throw new IllegalStateException("commands re-parsed: " + out.size() + " != " + size);
    return out.view();
  }
}
