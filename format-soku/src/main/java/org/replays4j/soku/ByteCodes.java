package org.replays4j.soku;

import java.util.Arrays;
import java.util.function.ToIntFunction;

/**
 * The lookup table of the enums keyed by a u8 code ({@link PacketType}, {@link GameType}, {@link
 * Stage}).
 */
final class ByteCodes {
  private ByteCodes() {}

  /** A 256-entry table with each constant at its code and {@code null} elsewhere. */
  static <E extends Enum<E>> E[] table(E[] values, ToIntFunction<E> code) {
    E[] t = Arrays.copyOf(values, 256);
    Arrays.fill(t, null);
    for (E e : values) t[code.applyAsInt(e)] = e;
    return t;
  }
}
