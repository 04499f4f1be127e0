package org.replays4j.core.codec;

/**
 * "Smallest three" quaternion compression: one component is dropped (its index is stored), the
 * other three are quantised to {@code bits} bits each over {@code [-offset, span - offset]}, and
 * the dropped one is rebuilt from the unit-norm constraint on decode.
 *
 * <p>Everything the variants in the wild disagree on is a parameter: which component is dropped
 * ({@link Drop}), where the index and the three fields sit in the packed word ({@link Packing}),
 * bits per component, the value range and whether quantisation truncates or rounds. The Echo VR
 * butter layout (docs/formats/butter.md#smallest-three) is {@link #BUTTER}: drop the largest
 * |component| (first wins on ties), flip signs so it is positive, index in bits 0–1, the remaining
 * components in ascending index order in bits 2–11, 12–21 and 22–31, each {@code (int) ((c +
 * 0.70710678) / 1.41421356 * 1023)} (truncated).
 *
 * <p>Components are always in {@code (x, y, z, w)} order. Instances are immutable and thread-safe.
 *
 * @param drop which component is dropped
 * @param packing where the index and fields go
 * @param bits bits per stored component, 1..20
 * @param offset added to a component before scaling (half the stored range for a symmetric range)
 * @param span width of the stored range; a component {@code c} maps to {@code (c + offset) / span *
 *     (2^bits - 1)}
 * @param rounding how the scaled value becomes an integer
 */
public record SmallestThree(
    Drop drop, Packing packing, int bits, double offset, double span, Rounding rounding) {

  /** Which component is left out of the packed word. */
  public enum Drop {
    /**
     * The largest |component| (first on ties); the others are then within ±1/√2 and the sign is
     * flipped so that the dropped component is non-negative (q and −q are the same rotation).
     */
    LARGEST,
    /**
     * The smallest |component| (first on ties), as the outdated butter README describes. The
     * rebuilt component is always non-negative, so this variant loses the sign of a small component
     * unless the sign is flipped; the encoder flips the quaternion so that the dropped component is
     * non-negative.
     */
    SMALLEST
  }

  /** Placement of the 2-bit index and the three component fields. */
  public enum Packing {
    /** Index in bits 0–1; component fields from bit 2 upwards in ascending index order (butter). */
    INDEX_LOW_ASCENDING,
    /**
     * Index in the two most significant used bits; component fields below it, the first remaining
     * component highest (the layout of the common networking write-up).
     */
    INDEX_HIGH_DESCENDING
  }

  /** Quantisation of the scaled value. */
  public enum Rounding {
    /** Toward zero, as the butter writer's integer cast does. */
    TRUNCATE,
    /** To the nearest integer (half up). */
    NEAREST
  }

  /** The constants the butter writer and reader use: 0.70710678 and 1.41421356. */
  public static final SmallestThree BUTTER =
      new SmallestThree(
          Drop.LARGEST, Packing.INDEX_LOW_ASCENDING, 10, 0.70710678, 1.41421356, Rounding.TRUNCATE);

  /** Validates the parameters. */
  public SmallestThree {
    if (drop == null || packing == null || rounding == null) {
      throw new IllegalArgumentException("drop, packing and rounding must not be null");
    }
    if (bits < 1 || bits > 20) {
      throw new IllegalArgumentException("bits must be in 1..20 but got " + bits);
    }
    if (!(span > 0) || Double.isInfinite(span) || Double.isNaN(offset)) {
      throw new IllegalArgumentException("span must be positive and finite, offset a number");
    }
  }

  /** Number of bits of a packed value: 2 + 3 × bits. */
  public int packedBits() {
    return 2 + 3 * bits;
  }

  private int maxQ() {
    return (1 << bits) - 1;
  }

  /**
   * Packs a quaternion. Quantised fields are clamped to {@code [0, 2^bits - 1]} (the butter writer
   * does not clamp; for unit quaternions that never matters).
   */
  public long encode(float x, float y, float z, float w) {
    float[] c = {x, y, z, w};
    int m = 0;
    for (int i = 1; i < 4; i++) {
      float a = Math.abs(c[i]);
      float best = Math.abs(c[m]);
      if (drop == Drop.LARGEST ? a > best : a < best) {
        m = i;
      }
    }
    double s = c[m] < 0 ? -1.0 : 1.0;
    int max = maxQ();
    long word = 0;
    int j = 0;
    for (int i = 0; i < 4; i++) {
      if (i == m) continue;
      double scaled = ((double) c[i] * s + offset) / span * max;
      long q = rounding == Rounding.TRUNCATE ? (long) scaled : (long) Math.floor(scaled + 0.5);
      if (q < 0 || scaled != scaled) q = 0;
      if (q > max) q = max;
      word |= q << fieldShift(j);
      j++;
    }
    return word | ((long) m << indexShift());
  }

  private int indexShift() {
    return packing == Packing.INDEX_LOW_ASCENDING ? 0 : 3 * bits;
  }

  private int fieldShift(int j) {
    return packing == Packing.INDEX_LOW_ASCENDING ? 2 + bits * j : bits * (2 - j);
  }

  /** The stored integer of field {@code j} (0..2) of {@code word}. */
  public int field(long word, int j) {
    return (int) ((word >>> fieldShift(j)) & maxQ());
  }

  /** The dropped component's index (0 = x … 3 = w). */
  public int droppedIndex(long word) {
    return (int) ((word >>> indexShift()) & 3);
  }

  /** The value a stored integer stands for: {@code q / (2^bits - 1) * span - offset}. */
  public double dequantize(int q) {
    return q / (double) maxQ() * span - offset;
  }

  /**
   * The value of every stored integer, {@code table[q] == dequantize(q)}, for decoders that unpack
   * many words in a hot loop (a new array each call; callers cache it).
   */
  public double[] dequantizeTable() {
    double[] t = new double[maxQ() + 1];
    for (int q = 0; q < t.length; q++) t[q] = dequantize(q);
    return t;
  }

  /**
   * Unpacks {@code word} into {@code out[off..off+3]} as (x, y, z, w). The dropped component is
   * {@code sqrt(1 - a² - b² - c²)}, clamped to 0 when rounding makes the radicand negative (no
   * NaN). The result is not renormalised.
   */
  public void decode(long word, float[] out, int off) {
    double a = dequantize(field(word, 0));
    double b = dequantize(field(word, 1));
    double c = dequantize(field(word, 2));
    double r = 1.0 - a * a - b * b - c * c;
    float d = r > 0 ? (float) Math.sqrt(r) : 0f;
    int m = droppedIndex(word);
    int j = 0;
    for (int i = 0; i < 4; i++) {
      if (i == m) {
        out[off + i] = d;
      } else {
        out[off + i] = (float) (j == 0 ? a : j == 1 ? b : c);
        j++;
      }
    }
  }

  /** Convenience form of {@link #decode(long, float[], int)} returning a new (x, y, z, w) array. */
  public float[] decode(long word) {
    float[] out = new float[4];
    decode(word, out, 0);
    return out;
  }
}
