package org.replays4j.core.error;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import org.junit.jupiter.api.Test;

class ReplayFormatExceptionTest {
  @Test
  void truncatedSaysWhatWasNeeded() {
    ReplayFormatException e = ReplayFormatException.truncated("slippi", 0x1F3A, 64, 12);
    assertThat(e).isInstanceOf(IOException.class);
    assertThat(e.format()).isEqualTo("slippi");
    assertThat(e.offset()).isEqualTo(0x1F3A);
    assertThat(e.rawOffset()).isEmpty();
    assertThat(e.path()).isEmpty();
    assertThat(e.getMessage())
        .isEqualTo("slippi: offset 0x1F3A: expected 64 more byte(s) but got 12 (truncated input)");
    assertThat(e.detail()).isEqualTo("expected 64 more byte(s) but got 12 (truncated input)");
  }

  @Test
  void truncatedNeverReportsNegativeAvailability() {
    assertThat(ReplayFormatException.truncated("x", 0, 4, -3).getMessage()).contains("but got 0");
  }

  @Test
  void badMagicRendersBothSidesInHex() {
    ReplayFormatException e =
        ReplayFormatException.badMagic(
            "screp", 12, new byte[] {(byte) 0xA5, 0x03}, new byte[] {0x00, (byte) 0xFF});
    assertThat(e.getMessage()).isEqualTo("screp: offset 0xC: expected magic a5 03 but got 00 ff");
  }

  @Test
  void limitExceededNamesTheLimit() {
    ReplayFormatException e =
        ReplayFormatException.limitExceeded("butter", 0, "chunk count", 1000, 5000);
    assertThat(e.getMessage())
        .isEqualTo("butter: offset 0x0: expected chunk count <= 1000 but the file asks for 5000");
  }

  @Test
  void limitExceededOfInputOfUnknownSizeSaysWhatWasSeen() {
    ReplayFormatException e =
        ReplayFormatException.limitExceeded(
            "input", 16, "maxDecompressedBytes", 16, "standard input holds more");
    assertThat(e.kind()).isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThat(e.getMessage())
        .isEqualTo(
            "input: offset 0x10: expected maxDecompressedBytes <= 16 but standard input holds more");
  }

  @Test
  void invalidKeepsTheDetail() {
    ReplayFormatException e =
        ReplayFormatException.invalid(
            "soku", 255, "expected a packet type below 0x20 but got 0x7F");
    assertThat(e.getMessage())
        .isEqualTo("soku: offset 0xFF: expected a packet type below 0x20 but got 0x7F");
  }

  @Test
  void unknownOffsetIsLeftOut() {
    ReplayFormatException e =
        new ReplayFormatException("core", -1, null, null, "expected a file but got a directory");
    assertThat(e.getMessage()).isEqualTo("core: expected a file but got a directory");
    assertThat(e.offset()).isEqualTo(-1);
  }

  @Test
  void pathAndRawOffsetCopiesKeepTheOriginalAsCause() {
    ReplayFormatException e = ReplayFormatException.truncated("slippi", 0x20, 2, 1);
    ReplayFormatException p = e.withPath("slp/raw/event[3]/PreFrame");
    assertThat(p.getCause()).isSameAs(e);
    assertThat(p.path()).contains("slp/raw/event[3]/PreFrame");
    assertThat(p.offset()).isEqualTo(0x20);
    assertThat(p.getMessage())
        .isEqualTo(
            "slippi: offset 0x20: slp/raw/event[3]/PreFrame: expected 2 more byte(s) but got 1 (truncated input)");
    ReplayFormatException r = p.withRawOffset(0x7);
    assertThat(r.rawOffset()).contains(7L);
    assertThat(r.path()).contains("slp/raw/event[3]/PreFrame");
    assertThat(r.getCause()).isSameAs(p);
    assertThat(r.getMessage())
        .startsWith("slippi: offset 0x20 (raw 0x7): slp/raw/event[3]/PreFrame: expected 2");
    assertThat(r.detail()).isEqualTo(e.detail());
  }

  @Test
  void constructorWithCause() {
    IOException cause = new IOException("inflate failed");
    ReplayFormatException e =
        new ReplayFormatException(
            "screp", 4, 2L, "section[1]", "expected valid zlib data but got an error", cause);
    assertThat(e.getCause()).isSameAs(cause);
    assertThat(e.getMessage())
        .isEqualTo(
            "screp: offset 0x4 (raw 0x2): section[1]: expected valid zlib data but got an error");
  }

  @Test
  void hexRendering() {
    assertThat(Hex.of(new byte[] {1, (byte) 0xAB})).isEqualTo("01 ab");
    assertThat(Hex.of(null)).isEqualTo("null");
    assertThat(Hex.of(new byte[0])).isEmpty();
    assertThat(Hex.of(new byte[40])).endsWith("00 …").hasSize(32 * 3 - 1 + 2);
    assertThat(Hex.of(new byte[] {9, 8, 7, 6}, 1, 2)).isEqualTo("08 07");
    assertThat(Hex.compact(new byte[] {(byte) 0xDE, (byte) 0xAD, 0x0F}, 0, 3)).isEqualTo("dead0f");
  }
}
