package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.within;

import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.DoubleRange;
import org.junit.jupiter.api.Test;

class QuaternionsTest {
  @Test
  void identityAndQuarterTurn() {
    float[] q = new float[4];
    Quaternions.lookRotation(0, 0, 1, 0, 1, 0, q, 0);
    assertThat(q).containsExactly(0f, 0f, 0f, 1f);
    // forward = +x: 90° about +y
    Quaternions.lookRotation(1, 0, 0, 0, 1, 0, q, 0);
    assertThat(q[1]).isCloseTo((float) Math.sqrt(0.5), within(1e-6f));
    assertThat(q[3]).isCloseTo((float) Math.sqrt(0.5), within(1e-6f));
    Quaternions.lookRotation(0, 0, 0, 0, 1, 0, q, 0);
    assertThat(q).containsExactly(0f, 0f, 0f, 1f);
  }

  /** forward/up → quaternion → forward/up is the identity for orthonormal input. */
  @Property(tries = 500)
  void vectorsRoundTrip(
      @ForAll @DoubleRange(min = -3.14, max = 3.14) double yaw,
      @ForAll @DoubleRange(min = -1.5, max = 1.5) double pitch,
      @ForAll @DoubleRange(min = -3.14, max = 3.14) double roll) {
    double[] f = {
      Math.cos(pitch) * Math.sin(yaw), Math.sin(pitch), Math.cos(pitch) * Math.cos(yaw)
    };
    // an up vector orthogonal to f, rotated by roll around f
    double[] u0 = {
      -Math.sin(pitch) * Math.sin(yaw), Math.cos(pitch), -Math.sin(pitch) * Math.cos(yaw)
    };
    double[] r0 = {
      u0[1] * f[2] - u0[2] * f[1], u0[2] * f[0] - u0[0] * f[2], u0[0] * f[1] - u0[1] * f[0]
    };
    double[] u = new double[3];
    for (int i = 0; i < 3; i++) u[i] = Math.cos(roll) * u0[i] + Math.sin(roll) * r0[i];
    float[] q = new float[4];
    Quaternions.lookRotation(f[0], f[1], f[2], u[0], u[1], u[2], q, 0);
    double[] f2 = Quaternions.forward(q, 0);
    double[] u2 = Quaternions.up(q, 0);
    for (int i = 0; i < 3; i++) {
      assertThat(f2[i]).isCloseTo(f[i], within(1e-5));
      assertThat(u2[i]).isCloseTo(u[i], within(1e-5));
    }
    assertThat(Quaternions.angleDegrees(q, 0, new float[] {-q[0], -q[1], -q[2], -q[3]}, 0))
        .isLessThan(0.05);
  }
}
