package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.record.SlippiMetadata;

/** Re-encoding the decoded events of every corpus file reproduces its raw element byte for byte. */
class SlippiRoundTripTest {

  static List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void reencodesRawByteForByte(Path file) throws Exception {
    byte[] bytes = Files.readAllBytes(file);
    SlippiWriter w = new SlippiWriter();
    SlippiVisitor v = w.visitor();
    if (file.getFileName().toString().equals("corrupt.slp")) {
      assertThatThrownBy(() -> SlippiDecoder.create().decode(bytes, v))
          .isInstanceOf(ReplayFormatException.class);
      // every complete event before the truncation point is re-encoded exactly
      byte[] raw = w.rawBytes();
      assertThat(raw)
          .isEqualTo(
              Arrays.copyOfRange(
                  bytes, SlippiDecoder.RAW_OFFSET, SlippiDecoder.RAW_OFFSET + raw.length));
      return;
    }
    SlippiDecoder.create().decode(bytes, v);
    SlippiGame g = SlippiGame.read(bytes); // the raw element's end and the metadata, as read
    byte[] raw = w.rawBytes();
    assertThat(raw.length).isEqualTo(g.rawEnd().length());
    int mismatch =
        Arrays.mismatch(
            raw,
            0,
            raw.length,
            bytes,
            SlippiDecoder.RAW_OFFSET,
            SlippiDecoder.RAW_OFFSET + raw.length);
    assertThat(mismatch)
        .as("first differing raw byte (raw offset) in %s", file.getFileName())
        .isEqualTo(-1);
    if (g.metadata() != null) {
      byte[] again = w.toFile(g.metadata().tree());
      SlippiMetadata back = SlippiDecoder.readMetadata(again);
      assertThat(back.tree()).isEqualTo(g.metadata().tree());
      if (!g.rawEnd().incomplete()
          && bytes.length - SlippiDecoder.RAW_OFFSET - raw.length > 0
          && bytes[11] != 0) {
        // declared length: the whole container is rebuilt identically when the metadata uses the
        // same
        // integer widths (true for the corpus files written by Slippi's own recorder); check the
        // prefix
        assertThat(Arrays.copyOf(again, SlippiDecoder.RAW_OFFSET + raw.length))
            .isEqualTo(Arrays.copyOf(bytes, SlippiDecoder.RAW_OFFSET + raw.length));
      }
    }
  }
}
