package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.time.Duration;
import org.junit.jupiter.api.Test;

class WatchdogTest {
  @Test
  void aStepThatNeverEndsIsReportedAsHungAndTheNextStepStillRuns() throws Exception {
    try (Watchdog w = new Watchdog(Duration.ofMillis(200))) {
      assertThatThrownBy(
              () ->
                  w.run(
                      () -> {
                        while (!Thread.currentThread().isInterrupted()) Thread.onSpinWait();
                      }))
          .isInstanceOf(Watchdog.Hung.class);
      assertThat(w.run(() -> {})).isNull();
      assertThat(
              w.run(
                  () -> {
                    throw new IllegalStateException("x");
                  }))
          .isInstanceOf(IllegalStateException.class);
    }
  }
}
