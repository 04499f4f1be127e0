package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.ThrowableAssert.ThrowingCallable;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.error.ReplayFormatException.Kind;

/** Assertions on the {@link ReplayFormatException} a call must throw. */
public final class Failures {
  private Failures() {}

  /** {@code call} throws a {@link ReplayFormatException} of {@code kind}. */
  public static void assertFails(Kind kind, ThrowingCallable call) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            ReplayFormatException.class, e -> assertThat(e.kind()).isEqualTo(kind));
  }

  /** {@code call} throws a {@link ReplayFormatException} of {@code kind} at {@code offset}. */
  public static void assertFails(Kind kind, long offset, ThrowingCallable call) {
    assertThatThrownBy(call)
        .isInstanceOfSatisfying(
            ReplayFormatException.class,
            e -> {
              assertThat(e.kind()).isEqualTo(kind);
              assertThat(e.offset()).isEqualTo(offset);
            });
  }
}
