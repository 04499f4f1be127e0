package org.replays4j.screp;

import java.util.AbstractList;
import java.util.Objects;
import java.util.RandomAccess;

/**
 * An unmodifiable view of the first {@code size} elements of an array that nobody writes below
 * {@code size} any more: lets the collector hand over its command array without the two copies of
 * {@code List.copyOf}. Package-private; {@link ScrepReplay} keeps instances as they are.
 */
final class FrozenList<E> extends AbstractList<E> implements RandomAccess {
  private final Object[] elements;
  private final int size;

  FrozenList(Object[] elements, int size) {
    this.elements = elements;
    Objects.checkFromIndexSize(0, size, elements.length);
    this.size = size;
  }

  @Override
  @SuppressWarnings("unchecked")
  public E get(int index) {
    return (E) elements[Objects.checkIndex(index, size)];
  }

  @Override
  public int size() { return size; }
}
