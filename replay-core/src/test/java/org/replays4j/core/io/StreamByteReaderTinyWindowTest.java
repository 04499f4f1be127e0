package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link StreamByteReader} with the smallest window (16 bytes), plus its window-specific behaviour.
 */
class StreamByteReaderTinyWindowTest extends StreamWindowContract {

  @FunctionalInterface
  interface ThrowingCall {
    void call() throws Exception;
  }

  @Test
  void aSingleReadLargerThanTheWindowIsALimitError() throws Exception {
    StreamByteReader r =
        new StreamByteReader(FMT, new ByteArrayInputStream(new byte[100]), WINDOW, 0);
    r.skip(3);
    for (ThrowingCall c :
        new ThrowingCall[] {
          () -> r.require(WINDOW + 1),
          () -> r.slice(WINDOW + 1),
          () -> r.has(WINDOW + 1),
          () -> r.peekSlice(WINDOW + 1)
        }) {
      Throwable t = catchThrowable(c::call);
      assertThat(t)
          .isInstanceOf(ReplayFormatException.class)
          .hasMessage(
              "test: offset 0x3: expected single read within the stream window <= 16 but the file asks for 17");
      assertThat(((ReplayFormatException) t).offset()).isEqualTo(3);
    }
    // Bulk reads and skips are not bounded by the window.
    assertThat(r.readBytes(50)).hasSize(50);
    r.skip(40);
    assertThat(r.position()).isEqualTo(93);
    assertThat(r.slice(7).remaining()).isEqualTo(7);
    assertThat(r.window()).isEqualTo(WINDOW);
  }

  @Test
  void peekSliceDoesNotConsume() throws Exception {
    StreamByteReader r =
        new StreamByteReader(FMT, new ByteArrayInputStream(bytes(1, 2, 3, 4, 5)), WINDOW, 0);
    r.readU8();
    ByteReader p = r.peekSlice(3);
    assertThat(p.position()).isEqualTo(1);
    assertThat(p.readU8()).isEqualTo(2);
    assertThat(r.position()).isEqualTo(1);
    assertThat(r.readU32be()).isEqualTo(0x02030405L);
    assertTruncatedAt(catchThrowable(() -> r.peekSlice(1)), 5);
  }

  @Test
  void baseOffsetIsAddedToEveryPositionAndError() throws Exception {
    StreamByteReader r =
        new StreamByteReader(FMT, new ByteArrayInputStream(bytes(1, 2, 3)), WINDOW, 0x40);
    assertThat(r.readU16le()).isEqualTo(0x0201);
    assertThat(r.position()).isEqualTo(0x42);
    assertTruncatedAt(catchThrowable(r::readU16le), 0x42);
  }

  @Test
  void slicesSurviveLaterReads() throws Exception {
    byte[] data = new byte[64];
    for (int i = 0; i < data.length; i++) data[i] = (byte) i;
    StreamByteReader r = new StreamByteReader(FMT, new ByteArrayInputStream(data), WINDOW, 0);
    r.skip(10);
    ByteReader s = r.slice(12);
    r.readBytes(40);
    assertThat(s.position()).isEqualTo(10);
    assertThat(s.readBytes(12)).containsExactly(10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21);
  }

  @Test
  void longReadsCrossManyWindowRefills() throws Exception {
    byte[] data = new byte[1000];
    for (int i = 0; i < data.length; i++) data[i] = (byte) (i * 7);
    StreamByteReader r =
        new StreamByteReader(FMT, new OneByteAtATime(new ByteArrayInputStream(data)), WINDOW, 0);
    r.readU8();
    assertThat(r.readBytes(998)).isEqualTo(Arrays.copyOfRange(data, 1, 999));
    assertThat(r.readU8()).isEqualTo(data[999] & 0xFF);
    assertThat(r.atEnd()).isTrue();
  }

  @Test
  void streamIoErrorsSurfaceAsAnUncheckedCarrierOfTheIoException() {
    InputStream failing =
        new InputStream() {
          @Override
          public int read() throws IOException {
            throw new IOException("disk on fire");
          }

          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            throw new IOException("disk on fire");
          }
        };
    StreamByteReader r = new StreamByteReader(FMT, failing, WINDOW, 0);
    assertThatThrownBy(r::readU8)
        .isInstanceOf(StreamByteReader.StreamIOException.class)
        .hasCauseInstanceOf(IOException.class)
        .hasMessageContaining("disk on fire");
  }

  @Test
  void aFormatErrorFromTheStreamItselfPassesThroughUnwrapped() {
    InputStream bounded =
        new BoundedInputStream("core", new ByteArrayInputStream(new byte[64]), 10);
    StreamByteReader r = new StreamByteReader(FMT, bounded, WINDOW, 0);
    Throwable t = catchThrowable(() -> r.readBytes(12));
    assertThat(t)
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("decompressed size");
  }

  @Test
  void windowBelowTheMinimumIsAProgrammingError() {
    assertThatThrownBy(() -> new StreamByteReader(FMT, InputStream.nullInputStream(), 15, 0))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
