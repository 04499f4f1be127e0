package org.replays4j.slippi.stats;

import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * Id → constant lookup shared by the name tables ({@link Character}, {@link Stage}, {@link Move},
 * …).
 */
final class IdIndex {
  private IdIndex() {}

  /** The constants indexed by their non-negative id, the array sized by the largest id. */
  static <E> E[] of(E[] values, ToIntFunction<E> id) {
    int max = -1;
    for (E e : values) max = Math.max(max, id.applyAsInt(e));
    E[] byId = Arrays.copyOf(values, max + 1);
    Arrays.fill(byId, null);
    for (E e : values) {
      int i = id.applyAsInt(e);
      if (i >= 0) byId[i] = e;
    }
    return byId;
  }

  /** {@code byId[id]}, or {@code unknown} for an id outside the table or a gap in it. */
  static <E> E lookup(E[] byId, int id, E unknown) {
    E e = id >= 0 && id < byId.length ? byId[id] : null;
    return e == null ? unknown : e;
  }
}
