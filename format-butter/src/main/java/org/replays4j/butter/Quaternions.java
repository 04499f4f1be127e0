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
    double fn = Math.sqrt(fx * fx + fy * fy + fz * fz);
    fx /= fn;
    fy /= fn;
    fz /= fn;
    // right = up × forward, made unit below
    double rx = uy * fz - uz * fy;
    double ry = uz * fx - ux * fz;
    double rz = ux * fy - uy * fx;
    double rn = Math.sqrt(rx * rx + ry * ry + rz * rz);
    if (!(fn > 1e-9 && rn > 1e-9)) {
      identity(out, off);
      return;
    }
    // the rotation matrix m[row][col] with the columns right, up' = forward × right, forward
    double m00 = rx / rn, m10 = ry / rn, m20 = rz / rn;
    double m01 = fy * m20 - fz * m10, m11 = fz * m00 - fx * m20, m21 = fx * m10 - fy * m00;
    double m02 = fx, m12 = fy, m22 = fz;
    double trace = m00 + m11 + m22;
    // the largest of 4w², 4x², 4y², 4z² gives the best-conditioned division
    if (trace > 0) {
      double s = Math.sqrt(trace + 1) * 2;
      put(out, off, (m21 - m12) / s, (m02 - m20) / s, (m10 - m01) / s, 0.25 * s);
    } else if (m00 > m11 && m00 > m22) {
      double s = Math.sqrt(1 + m00 - m11 - m22) * 2;
      put(out, off, 0.25 * s, (m01 + m10) / s, (m02 + m20) / s, (m21 - m12) / s);
    } else if (m11 > m22) {
      double s = Math.sqrt(1 + m11 - m00 - m22) * 2;
      put(out, off, (m01 + m10) / s, 0.25 * s, (m12 + m21) / s, (m02 - m20) / s);
    } else {
      double s = Math.sqrt(1 + m22 - m00 - m11) * 2;
      put(out, off, (m02 + m20) / s, (m12 + m21) / s, 0.25 * s, (m10 - m01) / s);
    }
  }

  /** Writes the quaternion (x, y, z, w) into {@code out[off..off+3]}. */
  private static void put(float[] out, int off, double x, double y, double z, double w) {
    out[off] = (float) x;
    out[off + 1] = (float) y;
    out[off + 2] = (float) z;
    out[off + 3] = (float) w;
  }

  /** The identity rotation into {@code out[off..off+3]}. */
  static void identity(float[] out, int off) {
    put(out, off, 0, 0, 0, 1);
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
