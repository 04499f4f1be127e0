package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.ByteBuffer;
import java.nio.ReadOnlyBufferException;
import org.junit.jupiter.api.Test;

class ByteSliceTest {
  private static final byte[] DATA = {0x00, 0x11, (byte) 0xAB, (byte) 0xFF, 0x42};

  @Test
  void viewsShareTheArrayAndCopiesDoNot() {
    byte[] b = DATA.clone();
    ByteSlice view = ByteSlice.wrap(b, 1, 3);
    ByteSlice owned = view.copy();
    ByteSlice copied = ByteSlice.copyOf(b, 1, 3);
    b[1] = 0x22;
    assertThat(view.getU8(0)).isEqualTo(0x22);
    assertThat(owned.getU8(0)).isEqualTo(0x11);
    assertThat(copied.getU8(0)).isEqualTo(0x11);
    assertThat(view.toArray()).containsExactly(0x22, 0xAB, 0xFF);
  }

  @Test
  void hexEqualityAndSubSlices() {
    ByteSlice s = ByteSlice.wrap(DATA);
    assertThat(s.length()).isEqualTo(5);
    assertThat(s.toHex()).isEqualTo("0011abff42");
    assertThat(s.toString()).isEqualTo("ByteSlice[5: 00 11 ab ff 42]");
    ByteSlice mid = s.subSlice(2, 2);
    assertThat(mid.toHex()).isEqualTo("abff");
    assertThat(mid).isEqualTo(ByteSlice.copyOf(new byte[] {(byte) 0xAB, (byte) 0xFF}, 0, 2));
    assertThat(mid.hashCode())
        .isEqualTo(ByteSlice.wrap(new byte[] {(byte) 0xAB, (byte) 0xFF}).hashCode());
    assertThat(mid).isNotEqualTo(s);
    assertThat(ByteSlice.EMPTY.isEmpty()).isTrue();
    assertThat(ByteSlice.EMPTY.toHex()).isEmpty();
    assertThat(s.subSlice(5, 0).isEmpty()).isTrue();
  }

  @Test
  void boundsAreProgrammingErrors() {
    ByteSlice s = ByteSlice.wrap(DATA, 1, 2);
    assertThatThrownBy(() -> s.getU8(2)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> s.getU8(-1)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> s.subSlice(1, 2)).isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> ByteSlice.wrap(DATA, 4, 2))
        .isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void bufferIsReadOnlyAndReaderKeepsTheBaseOffset() throws Exception {
    ByteSlice s = ByteSlice.wrap(DATA, 1, 3);
    ByteBuffer bb = s.asBuffer();
    assertThat(bb.remaining()).isEqualTo(3);
    assertThat(bb.get(0)).isEqualTo((byte) 0x11);
    assertThatThrownBy(() -> bb.put(0, (byte) 1)).isInstanceOf(ReadOnlyBufferException.class);
    ByteReader r = s.reader("t", 500);
    assertThat(r.position()).isEqualTo(500);
    assertThat(r.readU16be()).isEqualTo(0x11AB);
    assertThat(r.remaining()).isEqualTo(1);
    byte[] dst = new byte[4];
    s.copyTo(dst, 1);
    assertThat(dst).containsExactly(0x00, 0x11, 0xAB, 0xFF);
  }
}
