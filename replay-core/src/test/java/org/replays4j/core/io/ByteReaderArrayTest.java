package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.util.Arrays;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;

/**
 * {@link ByteReader} over a {@code byte[]} range with leading and trailing bytes it must not see.
 */
class ByteReaderArrayTest extends ByteInputContract {
  @Override
  ByteInput open(byte[] data) {
    byte[] padded = new byte[data.length + 7];
    Arrays.fill(padded, (byte) 0xEE);
    System.arraycopy(data, 0, padded, 3, data.length);
    return new ByteReader(FMT, padded, 3, data.length, 0);
  }

  @Test
  void baseOffsetIsAddedToEveryPositionAndError() throws Exception {
    byte[] b = bytes(9, 9, 1, 2, 3, 9);
    ByteReader r = new ByteReader(FMT, b, 2, 3, 0x1000);
    assertThat(r.position()).isEqualTo(0x1000);
    assertThat(r.readU8()).isEqualTo(1);
    assertThat(r.position()).isEqualTo(0x1001);
    assertThat(r.relativePosition()).isEqualTo(1);
    assertThat(r.remaining()).isEqualTo(2);
    Throwable t = catchThrowable(r::readS32le);
    assertTruncatedAt(t, 0x1001);
    assertThat(t)
        .hasMessage("test: offset 0x1001: expected 4 more byte(s) but got 2 (truncated input)");
  }

  @Test
  void seekPeekAndArrayAccess() throws Exception {
    byte[] b = bytes(0, 10, 20, 30, 40);
    ByteReader r = new ByteReader(FMT, b, 1, 4, 100);
    r.seek(2);
    assertThat(r.position()).isEqualTo(102);
    assertThat(r.peekU8(0)).isEqualTo(30);
    assertThat(r.peekU8(1)).isEqualTo(40);
    assertThat(r.position()).isEqualTo(102);
    assertThatThrownBy(() -> r.peekU8(2)).isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> r.peekU8(-1)).isInstanceOf(ReplayFormatException.class);
    assertThat(r.array()).isSameAs(b);
    assertThat(r.arrayIndex()).isEqualTo(3);
    assertThat(r.arrayLimit()).isEqualTo(5);
    r.seek(4);
    assertThat(r.atEnd()).isTrue();
    r.seek(0);
    assertThat(r.readU8()).isEqualTo(10);
    assertThatThrownBy(() -> r.seek(5)).isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> r.seek(-1)).isInstanceOf(ReplayFormatException.class);
  }

  @Test
  void readSliceIsAZeroCopyView() throws Exception {
    byte[] b = bytes(1, 2, 3, 4);
    ByteReader r = ByteReader.of(FMT, b);
    r.readU8();
    ByteSlice s = r.readSlice(2);
    assertThat(s.toArray()).containsExactly(2, 3);
    b[1] = 99;
    assertThat(s.getU8(0)).isEqualTo(99);
    assertThat(r.position()).isEqualTo(3);
    assertTruncatedAt(catchThrowable(() -> r.readSlice(2)), 3);
  }

  @Test
  void constructorRejectsABadRangeAsAProgrammingError() {
    assertThatThrownBy(() -> new ByteReader(FMT, new byte[4], 2, 3, 0))
        .isInstanceOf(IndexOutOfBoundsException.class)
        .hasMessageContaining("range");
    assertThatThrownBy(() -> new ByteReader(FMT, new byte[4], -1, 1, 0))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }
}
