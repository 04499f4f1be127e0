package org.replays4j.butter;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.testkit.AnalysisContract;
import org.replays4j.testkit.TestFiles;

/**
 * One request for everything (events, every table, summary, stats tree, shared view) equals the
 * separate calls and reads the file once (AnalysisContract), on every testdata .butter file, a text
 * and a zipped .echoreplay, and their cuts.
 */
class ButterOnePassTest {
  @Test
  void oneRequestForEverythingEqualsTheSeparateCallsOfButterFiles() throws Exception {
    AnalysisContract.checkEveryFile(new ButterFormat(), TestFiles.testdata("butter"));
  }

  @Test
  void oneRequestForEverythingEqualsTheSeparateCallsOfEchoReplayFiles(@TempDir Path dir)
      throws Exception {
    byte[] text = EchoReplayContractTest.text(12);
    Path plain = Files.write(dir.resolve("match.echoreplay"), text);
    Path zipped = Files.write(dir.resolve("zipped.echoreplay"), EchoReplayReaderTest.zip(text));
    for (Path f : List.of(plain, zipped)) {
      AnalysisContract.check(new EchoReplayFormat(), ReplaySource.of(f));
      AnalysisContract.checkReadsOnce(new EchoReplayFormat(), f);
    }
  }
}
