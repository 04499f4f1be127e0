package org.replays4j.bench.core;

import java.util.SplittableRandom;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.replays4j.bench.ShortRun;
import org.replays4j.core.codec.SmallestThree;
import org.replays4j.core.io.Half;

/**
 * Half-float and smallest-three codec speed, per value (ops/s with
 * {@code @OperationsPerInvocation}): decode of all 65,536 binary16 patterns, both encoders over the
 * decoded values, and butter smallest-three decode.
 */
public class HalfBench extends ShortRun {
  short[] halfs;
  float[] floats;
  int[] quats;

  @Setup(Level.Trial)
  public void setup() {
    halfs = new short[65536];
    floats = new float[65536];
    for (int i = 0; i < 65536; i++) {
      halfs[i] = (short) i;
      floats[i] = Half.toFloat(i) * 1.0001f;
    }
    SplittableRandom r = new SplittableRandom(1);
    quats = new int[65536];
    for (int i = 0; i < quats.length; i++) quats[i] = r.nextInt();
  }

  /** binary16 → float. */
  @Benchmark
  @OperationsPerInvocation(65536)
  public float decode() {
    float acc = 0;
    for (short h : halfs) acc += Half.toFloat(h & 0xFFFF);
    return acc;
  }

  /** float → binary16, truncating (the butter writer's conversion). */
  @Benchmark
  @OperationsPerInvocation(65536)
  public int encodeTruncate() {
    return encodeAll(Half::fromFloatTruncate);
  }

  /** float → binary16, round to nearest even. */
  @Benchmark
  @OperationsPerInvocation(65536)
  public int encodeRoundEven() {
    return encodeAll(Half::fromFloatRoundEven);
  }

  /** An encoder from float to binary16. */
  private interface Encoder {
    int encode(float f);
  }

  /**
   * Both encoders' loop over the decoded values (each benchmark runs in its own fork, so the
   * encoder is inlined).
   */
  private int encodeAll(Encoder e) {
    int acc = 0;
    for (float f : floats) acc += e.encode(f);
    return acc;
  }

  /** Butter smallest-three word → quaternion. */
  @Benchmark
  @OperationsPerInvocation(65536)
  public float smallestThreeDecode() {
    float[] out = new float[4];
    float acc = 0;
    for (int q : quats) {
      SmallestThree.BUTTER.decode(q & 0xFFFFFFFFL, out, 0);
      acc += out[3];
    }
    return acc;
  }
}
