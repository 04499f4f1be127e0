package org.replays4j.slippi;

/**
 * Row gathers for {@link PreFrameColumns}, {@link PostFrameColumns} and {@link ItemColumns},
 * written without data-dependent branches. The old loops tested {@code r >= 0 && dst.length > 0}
 * per row; C2 hoisted the second test out of the loop on the strength of its profile and speculated
 * on the first, so a file with another payload size or with absent rows made it throw the compiled
 * code away (about twenty times over the corpus). Here the row count of an absent field is computed
 * arithmetically ({@link #rowsIf}), each copy reads row {@code max(r, 0)} and the absent rows are
 * zeroed afterwards from a list: the same code runs for every file. The copy itself, one method per
 * element type of the columns, is generated ({@code ColumnArrays}, from the wire types of {@code
 * src/gen/events.tsv}).
 */
final class ColumnGather {
  private ColumnGather() {}

  /**
   * {@code n} when a payload of {@code payloadSize} bytes reaches {@code end}, else 0 (no branch).
   */
  static int rowsIf(int payloadSize, int end, int n) {
    return n & ((end - 1 - payloadSize) >> 31);
  }

  /**
   * The indices {@code i < n} with {@code rows[i] < 0}, in {@code out[0..count)}; returns count.
   */
  static int absent(int[] rows, int n, int[] out) {
    int a = 0;
    for (int i = 0; i < n; i++) {
      out[a] = i;
      a += rows[i] >>> 31;
    }
    return a;
  }

  /**
   * {@code present[rows[i]]}, false for absent rows; {@code present} may be empty when all are
   * absent.
   */
  static boolean[] present(boolean[] present, int[] rows, int n) {
    boolean[] dst = new boolean[n];
    if (present.length == 0) return dst;
    for (int i = 0; i < n; i++) {
      int r = rows[i];
      dst[i] = r >= 0 & present[Math.max(r, 0)];
    }
    return dst;
  }
}
