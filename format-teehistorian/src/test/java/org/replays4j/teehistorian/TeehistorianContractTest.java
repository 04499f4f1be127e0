package org.replays4j.teehistorian;

import java.io.InputStream;
import java.util.List;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.io.Compression;
import org.replays4j.testkit.ReplayFormatContract;
import org.replays4j.testkit.Sample;

/** teehistorian under the cross-format contract: testdata/teehistorian, the .xz one included. */
class TeehistorianContractTest extends ReplayFormatContract {
  @Override
  protected ReplayFormat format() {
    return new TeehistorianFormat();
  }

  @Override
  protected List<Sample> samples() {
    return Sample.testdata("teehistorian").stream()
        .map(s -> s.name().endsWith(".xz") ? s.withoutStoredOffsets() : s)
        .toList();
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
}
