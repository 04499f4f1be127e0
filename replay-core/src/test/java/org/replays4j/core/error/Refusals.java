package org.replays4j.core.error;

import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.assertj.core.api.AbstractThrowableAssert;
import org.assertj.core.api.ThrowableAssert.ThrowingCallable;

/** Assertions on input refused with a {@link ReplayFormatException}. */
public final class Refusals {
  private Refusals() {}

  /**
   * Asserts that {@code call} throws a {@link ReplayFormatException} whose message contains {@code
   * message}; further assertions chain on the result.
   */
  public static AbstractThrowableAssert<?, ? extends Throwable> assertRefused(
      ThrowingCallable call, String message) {
    return assertThatThrownBy(call)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining(message);
  }

  /**
   * Asserts that {@code call} throws a {@link ReplayFormatException} of kind {@code LIMIT_EXCEEDED}
   * whose message contains {@code message}.
   */
  public static void assertLimitExceeded(ThrowingCallable call, String message) {
    assertRefused(call, message)
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
  }
}
