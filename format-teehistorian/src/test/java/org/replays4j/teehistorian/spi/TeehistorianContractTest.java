package org.replays4j.teehistorian.spi;

import java.io.InputStream;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianRecording;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/** teehistorian under the cross-format contract: testdata/teehistorian, the .xz one included. */
class TeehistorianContractTest extends ReplayFormatContract {
  TeehistorianContractTest() {
    super(new TeehistorianFormat(), "teehistorian", s -> s.name().endsWith(".xz"));
  }

  /**
   * A recording may end after any complete message without FINISH (a server stopped between two
   * messages): the summary warns "no FINISH", and nothing in the file is damaged.
   */
  @Override
  protected Optional<String> truncationMayGoUnnoticed(Sample s) {
    return Optional.of("a recording may end without FINISH after any complete message");
  }

  /** The summary closes every decode, a cut one too. */
  @Override
  protected Set<String> closingEventTypes() {
    return Set.of("End");
  }

  @Override
  protected Map<String, WayIn> salvageWaysIn() {
    return waysIn(TeehistorianDecoder.salvaging(), SinkVisitor::new);
  }

  /** The recording (messages, positions, inputs), from the bytes and through the archive opener. */
  @Override
  protected void decodeModel(byte[] file) throws Exception {
    ReplaySource src = ReplaySource.of("model", file);
    if (src.compression() == Compression.NONE) TeehistorianRecording.read(file);
    try (InputStream in = src.openStream()) {
      TeehistorianRecording r = TeehistorianRecording.read(in);
      for (int i = 0; i < r.positionCount(); i++) r.position(i);
      for (int i = 0; i < r.inputCount(); i++) r.input(i);
    }
  }

  /** The recording row and the players' and their statistics' rows describe what was read. */
  @Override
  protected Set<String> tablesOfWhatWasRead() {
    return Set.of("recordings", "players", "player_stats");
  }
}
