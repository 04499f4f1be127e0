package org.replays4j.butter;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.FuzzFindings;

/**
 * Inputs the fuzzer found that wait for their fix (see {@link FuzzFindings}): enable each test with
 * its fix, then move its inputs into {@code ButterFuzzTestInputs}.
 */
class ButterFuzzKnownCrashesTest {
  @Test
  @Disabled("issue #15 item 3: a zip entry name that is not UTF-8 (IllegalArgumentException) and a cut local "
      + "header or entry (EOFException) escape the .echoreplay reader (harden's fix)")
  void damagedZipEchoReplaysAreFormatErrors() throws Exception {
    FuzzFindings.replay(ButterFuzzTest.class, "echoReplay", "issue-15-item-3-", new ButterFuzzTest()::echoReplay);
  }
}
