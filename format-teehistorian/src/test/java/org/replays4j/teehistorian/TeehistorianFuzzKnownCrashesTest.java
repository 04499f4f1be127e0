package org.replays4j.teehistorian;

import org.junit.jupiter.api.Disabled;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.FuzzFindings;

/**
 * Inputs the fuzzer found that wait for their fix (see {@link FuzzFindings}): enable each test with
 * its fix, then move its inputs into {@code TeehistorianFuzzTestInputs}.
 */
class TeehistorianFuzzKnownCrashesTest {
  @Test
  @Disabled("issue #15 item 4: an .xz cut to 12 bytes or less escapes the opener as EOFException (harden's fix)")
  void xzCutInsideItsStreamHeaderIsAFormatError() throws Exception {
    FuzzFindings.replay(TeehistorianFuzzTest.class, "archives", "issue-15-item-4-", new TeehistorianFuzzTest()::archives);
  }
}
