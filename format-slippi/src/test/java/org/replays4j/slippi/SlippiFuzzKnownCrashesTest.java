package org.replays4j.slippi;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.FuzzFindings;

/**
 * Inputs the fuzzer found that wait for their fix (see {@link FuzzFindings}): enable each test with
 * its fix, then move its inputs into {@code SlippiFuzzTestInputs}.
 */
class SlippiFuzzKnownCrashesTest {
  @Test
  @Disabled("issue #15 item 1: SlippiGame.Builder.presize sizes the columns from the declared raw length (harden's fix)")
  void rawLengthNearTwoToThe31DoesNotExhaustTheHeap() throws Exception {
    FuzzFindings.replay(SlippiFuzzTest.class, "game", "issue-15-item-1-", new SlippiFuzzTest()::game);
  }
}
