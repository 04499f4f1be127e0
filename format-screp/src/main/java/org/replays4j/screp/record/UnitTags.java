package org.replays4j.screp.record;

import java.util.Arrays;
import java.util.Iterator;

/** An immutable list of unit tags (u16) of a select command. */
public final class UnitTags implements Iterable<Integer> {
  /** No tags. */
  public static final UnitTags EMPTY = new UnitTags(new int[0]);

  private final int[] tags;

  private UnitTags(int[] tags) {
    this.tags = tags;
  }

  /** A copy of {@code tags}. */
  public static UnitTags of(int... tags) {
    return new UnitTags(tags.clone());
  }

  /** Wraps without copying: only for decoders that hand over a fresh array. */
  public static UnitTags wrap(int[] fresh) {
    return new UnitTags(fresh);
  }

  /** Number of tags. */
  public int size() {
    return tags.length;
  }

  /** Tag {@code i} (0-based). */
  public int get(int i) {
    return tags[i];
  }

  /** A copy of the tags. */
  public int[] toArray() {
    return tags.clone();
  }

  @Override
  public Iterator<Integer> iterator() {
    return Arrays.stream(tags).iterator();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof UnitTags u && Arrays.equals(tags, u.tags);
  }

  @Override
  public int hashCode() {
    return Arrays.hashCode(tags);
  }

  @Override
  public String toString() {
    return Arrays.toString(tags);
  }
}
