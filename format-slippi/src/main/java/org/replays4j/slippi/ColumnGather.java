package org.replays4j.slippi;

/**
 * Row gathers for {@link PreFrameColumns}, {@link PostFrameColumns} and {@link ItemColumns},
 * written without data-dependent branches (issue 16). The old loops tested {@code r >= 0 &&
 * dst.length > 0} per row; C2 hoisted the second test out of the loop on the strength of its
 * profile and speculated on the first, so a file with another payload size or with absent rows made
 * it throw the compiled code away (about twenty times over the corpus). Here the row count of an
 * absent field is computed arithmetically ({@link #rowsIf}), each copy reads row {@code max(r, 0)}
 * and the absent rows are zeroed afterwards from a list: the same code runs for every file.
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

  static int[] of(int[] src, int[] rows, int len, int[] absent, int absentCount) {
    int[] dst = new int[len];
    for (int i = 0; i < len; i++) dst[i] = src[Math.max(rows[i], 0)];
    for (int k = 0, z = absentCount & (-len >> 31); k < z; k++) dst[absent[k]] = 0;
    return dst;
  }

  static short[] of(short[] src, int[] rows, int len, int[] absent, int absentCount) {
    short[] dst = new short[len];
    for (int i = 0; i < len; i++) dst[i] = src[Math.max(rows[i], 0)];
    for (int k = 0, z = absentCount & (-len >> 31); k < z; k++) dst[absent[k]] = 0;
    return dst;
  }

  static byte[] of(byte[] src, int[] rows, int len, int[] absent, int absentCount) {
    byte[] dst = new byte[len];
    for (int i = 0; i < len; i++) dst[i] = src[Math.max(rows[i], 0)];
    for (int k = 0, z = absentCount & (-len >> 31); k < z; k++) dst[absent[k]] = 0;
    return dst;
  }

  static float[] of(float[] src, int[] rows, int len, int[] absent, int absentCount) {
    float[] dst = new float[len];
    for (int i = 0; i < len; i++) dst[i] = src[Math.max(rows[i], 0)];
    for (int k = 0, z = absentCount & (-len >> 31); k < z; k++) dst[absent[k]] = 0;
    return dst;
  }
}
