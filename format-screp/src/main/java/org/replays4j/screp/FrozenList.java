package org.replays4j.screp;

import java.util.AbstractList;
import java.util.Arrays;
import java.util.List;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An append-only list in blocks of {@value #BLOCK} elements that can hand out an unmodifiable view
 * of what it holds without copying. The collector keeps the commands here: no regrowth copies, no
 * {@code List.copyOf} copies, and the blocks are small young-generation arrays (one large array
 * would be allocated straight into the old generation, which makes every store of a new command
 * into it pay the garbage collector's cross-region write barrier). Package-private; {@link
 * ScrepReplay} keeps {@link View}s as they are.
 */
final class FrozenList<E> {
  static final int BITS = 12;
  static final int BLOCK = 1 << BITS;

  private Object[][] blocks = new Object[4][];
  private Object[] current;
  private int size;

  /** Appends a non-null element. */
  void add(E e) {
    Objects.requireNonNull(e);
    int i = size & (BLOCK - 1);
    if (i == 0) {
      int b = size >>> BITS;
      if (b == blocks.length) blocks = Arrays.copyOf(blocks, b * 2);
      current = blocks[b] = new Object[BLOCK];
    }
    current[i] = e;
    size++;
  }

  int size() {
    return size;
  }

  /** The elements added so far; later additions do not show. */
  List<E> view() {
    return new View<>(blocks.clone(), size);
  }

  /** Unmodifiable, fixed-size view of the first {@code size} elements. */
  static final class View<E> extends AbstractList<E> implements RandomAccess {
    private final Object[][] blocks;
    private final int size;

    View(Object[][] blocks, int size) {
      this.blocks = blocks;
      this.size = size;
    }

    @Override
    @SuppressWarnings("unchecked")
    public E get(int index) {
      Objects.checkIndex(index, size);
      return (E) blocks[index >>> BITS][index & (BLOCK - 1)];
    }

    @Override
    public int size() {
      return size;
    }
  }
}
