package org.replays4j.slippi;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.Arrays;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.SlippiMetadata;

/** Re-encoding the decoded events of every corpus file reproduces its raw element byte for byte. */
class SlippiRoundTripTest {

  static java.util.List<Path> corpus() throws Exception {
    return Corpus.files();
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("corpus")
  void reencodesRawByteForByte(Path file) throws Exception {
    byte[] bytes = Files.readAllBytes(file);
    SlippiWriter w = new SlippiWriter();
    RawEnd[] end = new RawEnd[1];
    SlippiMetadata[] meta = new SlippiMetadata[1];
    SlippiVisitor v =
        new SlippiVisitor(w.visitor()) {
          @Override
          public void visitRawEnd(RawEnd e) {
            end[0] = e;
          }

          @Override
          public void visitMetadata(SlippiMetadata e) {
            meta[0] = e;
          }
        };
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
    byte[] raw = w.rawBytes();
    assertThat(raw.length).isEqualTo(end[0].length());
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
    if (meta[0] != null) {
      byte[] again = w.toFile(meta[0].tree());
      SlippiMetadata back = SlippiDecoder.readMetadata(again);
      assertThat(back.tree()).isEqualTo(meta[0].tree());
      if (!end[0].incomplete()
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
