package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;

class FileOutcomeTest {
  private static final ReplaySummary WHOLE =
      new ReplaySummary("x", "1", 2.0, List.of("a"), Map.of(), List.of(), Map.of());

  @Test
  void aSummaryWithoutDamageIsOkAndFailsNothing() {
    FileOutcome o = FileOutcome.read("f", 10, WHOLE);
    assertThat(o.status()).isEqualTo(FileOutcome.Status.OK);
    assertThat(o.status().fails()).isFalse();
    assertThat(o.damage()).isNull();
    assertThat(o.status().label()).isEqualTo("ok");
  }

  @Test
  void aRecordingThatStoppedEarlyWithWholeBytesIsOkWithItsWarning() {
    ReplaySummary stopped =
        new ReplaySummary("x", "1", 2.0, List.of(), Map.of(), List.of("no game end"), Map.of());
    FileOutcome o = FileOutcome.read("f", 10, stopped);
    assertThat(o.status()).isEqualTo(FileOutcome.Status.OK);
    assertThat(o.warnings()).containsExactly("no game end");
  }

  @Test
  void aSummaryReadUpToDamageIsPartialAndFails() {
    Damage d = new Damage("x", ReplayFormatException.Kind.TRUNCATED, 7, "cut");
    FileOutcome o = FileOutcome.read("f", 10, WHOLE.withDamage(d));
    assertThat(o.status()).isEqualTo(FileOutcome.Status.PARTIAL);
    assertThat(o.status().fails()).isTrue();
    assertThat(o.damage()).isEqualTo(d);
    assertThat(o.ok()).isTrue();
  }

  @Test
  void failedAndSkippedFilesHaveNoSummary() {
    assertThat(FileOutcome.failure("f", "x", 3, "bad").status())
        .isEqualTo(FileOutcome.Status.FAILED);
    assertThat(FileOutcome.failure("f", "x", 3, "bad").status().fails()).isTrue();
    FileOutcome skipped = FileOutcome.skipped("f", 3, "not a replay");
    assertThat(skipped.status()).isEqualTo(FileOutcome.Status.SKIPPED);
    assertThat(skipped.status().fails()).isFalse();
    assertThat(skipped.warnings()).isEmpty();
    assertThat(skipped.damage()).isNull();
  }

  @Test
  void aDecoderErrorKeepsItsOffsetAndPath() {
    ReplayFormatException e =
        new ReplayFormatException(
            ReplayFormatException.Kind.INVALID, "x", 12, null, "a/b", "bad", null);
    FileOutcome o = FileOutcome.failure("f", "x", 3, e);
    assertThat(o.errorOffset()).isEqualTo(12L);
    assertThat(o.errorPath()).isEqualTo("a/b");
    assertThat(o.status()).isEqualTo(FileOutcome.Status.FAILED);
  }
}
