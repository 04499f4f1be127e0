package org.replays4j.teehistorian;

import java.io.InputStream;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.io.Compression;
import org.replays4j.testkit.ReplayFormatContract;

/** teehistorian under the cross-format contract: testdata/teehistorian, the .xz one included. */
class TeehistorianContractTest extends ReplayFormatContract {
  TeehistorianContractTest() {
    super(new TeehistorianFormat(), "teehistorian", s -> s.name().endsWith(".xz"));
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
