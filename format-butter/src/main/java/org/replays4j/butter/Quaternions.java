package org.replays4j.butter;

import org.replays4j.core.codec.SmallestThree;

/**
 * Conversions between the API's forward/up direction vectors and (x, y, z, w) quaternions
 * (docs/formats/butter.md#smallest-three: rotation = LookRotation(forward, up); back-conversion by
 * the rotation matrix's columns).
 */
public final class Quaternions {
  private Quaternions() {}

  /**
   * Writes the rotation whose matrix columns are (up × forward, up', forward) into {@code
   * out[off..off+3]}; {@code up} is re-orthogonalised against {@code forward}. Degenerate input
   * (zero or parallel vectors) gives the identity.
   */
  public static void lookRotation(
      double fx, double fy, double fz, double ux, double uy, double uz, float[] out, int off) {
    double[] forward = {fx, fy, fz};
    // right = up × forward; up' = forward × right
    double[] right = normalize(forward) ? cross(new double[] {ux, uy, uz}, forward) : null;
    if (right == null || !normalize(right)) {
      identity(out, off);
      return;
    }
    double[] up = cross(forward, right);
    // m[row][col], the rotation matrix with the columns right, up', forward
    double[][] m = {
      {right[0], up[0], forward[0]}, {right[1], up[1], forward[1]}, {right[2], up[2], forward[2]}
    };
    double[] q = new double[4]; // x, y, z, w
    double trace = m[0][0] + m[1][1] + m[2][2];
    if (trace > 0) {
      double s = Math.sqrt(trace + 1) * 2;
      q[3] = 0.25 * s;
      for (int i = 0; i < 3; i++)
        q[i] = (m[(i + 2) % 3][(i + 1) % 3] - m[(i + 1) % 3][(i + 2) % 3]) / s;
    } else {
      // i: the largest diagonal element (the best-conditioned division); j, k follow it cyclically
      int i = m[0][0] > m[1][1] && m[0][0] > m[2][2] ? 0 : m[1][1] > m[2][2] ? 1 : 2;
      int j = (i + 1) % 3;
      int k = (i + 2) % 3;
      double d = 1 + m[i][i];
      for (int t = 0; t < 3; t++) if (t != i) d -= m[t][t];
      double s = Math.sqrt(d) * 2;
      q[3] = (m[k][j] - m[j][k]) / s;
      q[i] = 0.25 * s;
      q[j] = (m[i][j] + m[j][i]) / s;
      q[k] = (m[i][k] + m[k][i]) / s;
    }
    for (int t = 0; t < 4; t++) out[off + t] = (float) q[t];
  }

  /** Scales {@code v} to unit length; false (and {@code v} untouched) when it is (nearly) zero. */
  private static boolean normalize(double[] v) {
    double n = Math.sqrt(v[0] * v[0] + v[1] * v[1] + v[2] * v[2]);
    if (!(n > 1e-9)) return false;
    for (int i = 0; i < 3; i++) v[i] /= n;
    return true;
  }

  /** The cross product a × b. */
  private static double[] cross(double[] a, double[] b) {
    return new double[] {
      a[1] * b[2] - a[2] * b[1], a[2] * b[0] - a[0] * b[2], a[0] * b[1] - a[1] * b[0]
    };
  }

  /** The identity rotation into {@code out[off..off+3]}. */
  static void identity(float[] out, int off) {
    out[off] = 0;
    out[off + 1] = 0;
    out[off + 2] = 0;
    out[off + 3] = 1;
  }

  /** The forward vector (third matrix column) of quaternion {@code q[o..o+3]}. */
  public static double[] forward(float[] q, int o) {
    double x = q[o], y = q[o + 1], z = q[o + 2], w = q[o + 3];
    return new double[] {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
  }

  /** The up vector (second matrix column). */
  public static double[] up(float[] q, int o) {
    double x = q[o], y = q[o + 1], z = q[o + 2], w = q[o + 3];
    return new double[] {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
  }

  /** Angle in degrees between two rotations (q and −q are the same rotation). */
  public static double angleDegrees(float[] a, int ao, float[] b, int bo) {
    double dot = 0, na = 0, nb = 0;
    for (int i = 0; i < 4; i++) {
      dot += (double) a[ao + i] * b[bo + i];
      na += (double) a[ao + i] * a[ao + i];
      nb += (double) b[bo + i] * b[bo + i];
    }
    double c = Math.min(1, Math.abs(dot) / Math.sqrt(na * nb));
    return Math.toDegrees(2 * Math.acos(c));
  }

  /** Butter smallest-three values of the 1024 stored integers. */
  private static final double[] DEQ = SmallestThree.BUTTER.dequantizeTable();

  /**
   * Decodes a butter smallest-three word into {@code out[off..off+3]} (x, y, z, w): the same result
   * as {@code SmallestThree.BUTTER.decode}, unrolled for the frame decoder's hot loop (three table
   * lookups, one square root).
   */
  static void decodeSmallestThree(int w, float[] out, int off) {
    double a = DEQ[(w >>> 2) & 1023];
    double b = DEQ[(w >>> 12) & 1023];
    double c = DEQ[(w >>> 22) & 1023];
    double r = 1.0 - a * a - b * b - c * c;
    float d = r > 0 ? (float) Math.sqrt(r) : 0f;
    float fa = (float) a;
    float fb = (float) b;
    float fc = (float) c;
    // the largest component (index w & 3) is not stored; a, b, c fill the other slots in order
    int big = w & 3;
    out[off + big] = d;
    out[off + (big > 0 ? 0 : 1)] = fa;
    out[off + (big > 1 ? 1 : 2)] = fb;
    out[off + (big > 2 ? 2 : 3)] = fc;
  }

  /** rot[o..o+3] = d ⊗ rot[o..o+3] (Hamilton product, System.Numerics operand order). */
  static void multiply(float[] d, float[] rot, int o) {
    float ax = d[0], ay = d[1], az = d[2], aw = d[3];
    float bx = rot[o], by = rot[o + 1], bz = rot[o + 2], bw = rot[o + 3];
    float cx = ay * bz - az * by;
    float cy = az * bx - ax * bz;
    float cz = ax * by - ay * bx;
    float dot = ax * bx + ay * by + az * bz;
    rot[o] = ax * bw + bx * aw + cx;
    rot[o + 1] = ay * bw + by * aw + cy;
    rot[o + 2] = az * bw + bz * aw + cz;
    rot[o + 3] = aw * bw - dot;
  }
}
