package org.replays4j.teehistorian.spi;

import org.junit.jupiter.api.Test;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) equals the
 * separate calls and reads the file once (AnalysisContract), on every testdata recording and its
 * first half.
 */
class TeehistorianOnePassTest {
  @Test
  void oneRequestForEverythingEqualsTheSeparateCalls() throws Exception {
    AnalysisContract.checkEveryFile(new TeehistorianFormat(), TestFiles.testdata("teehistorian"));
  }
}
