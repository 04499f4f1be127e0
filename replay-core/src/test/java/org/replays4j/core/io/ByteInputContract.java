package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.replays4j.core.codec.Half;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The contract every {@link ByteInput} backend meets (STYLE.md §9: one abstract test class, one
 * subclass per backend). Hand-written bytes for every read method, both byte orders, signedness,
 * slices, truncation offsets, and a jqwik property running random operation sequences against an
 * independent model built on {@link ByteBuffer}.
 */
abstract class ByteInputContract {
  static final String FMT = "test";

  /** A fresh reader over {@code data}, offsets starting at 0. */
  abstract ByteInput open(byte[] data);

  /** Largest single {@code require}/{@code slice} the backend allows. */
  int maxSingleRead() {
    return Integer.MAX_VALUE;
  }

  static byte[] bytes(int... v) {
    byte[] b = new byte[v.length];
    for (int i = 0; i < v.length; i++) b[i] = (byte) v[i];
    return b;
  }

  // ---------------------------------------------------------------- every read method vs hand
  // bytes

  @Test
  void unsignedAndSignedBytes() throws Exception {
    ByteInput in = open(bytes(0xFF, 0xFF, 0x7F, 0x80));
    assertThat(in.readU8()).isEqualTo(255);
    assertThat(in.readS8()).isEqualTo((byte) -1);
    assertThat(in.readU8()).isEqualTo(127);
    assertThat(in.readS8()).isEqualTo((byte) -128);
    assertThat(in.position()).isEqualTo(4);
    assertThat(in.atEnd()).isTrue();
  }

  @Test
  void sixteenBitOrdersAndSigns() throws Exception {
    ByteInput in =
        open(bytes(0x34, 0x12, 0x12, 0x34, 0xFF, 0xFF, 0xFF, 0xFF, 0xFE, 0xFF, 0x80, 0x00));
    assertThat(in.readU16le()).isEqualTo(0x1234);
    assertThat(in.readU16be()).isEqualTo(0x1234);
    assertThat(in.readU16le()).isEqualTo(0xFFFF);
    assertThat(in.readS16be()).isEqualTo((short) -1);
    assertThat(in.readS16le()).isEqualTo((short) -2);
    assertThat(in.readS16be()).isEqualTo(Short.MIN_VALUE);
    assertThat(in.position()).isEqualTo(12);
  }

  @Test
  void thirtyTwoBitOrdersAndSigns() throws Exception {
    ByteInput in =
        open(
            bytes(
                0x78, 0x56, 0x34, 0x12, 0x12, 0x34, 0x56, 0x78, 0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0x00,
                0x00, 0x00, 0x80, 0x00, 0x00, 0x00, 0xFE, 0xFF, 0xFF, 0xFF));
    assertThat(in.readS32le()).isEqualTo(0x12345678);
    assertThat(in.readS32be()).isEqualTo(0x12345678);
    assertThat(in.readU32le()).isEqualTo(0xFFFF_FFFFL);
    assertThat(in.readU32be()).isEqualTo(0x8000_0000L);
    assertThat(in.readS32be()).isEqualTo(Integer.MIN_VALUE);
    assertThat(in.readS32le()).isEqualTo(-2);
    assertThat(in.position()).isEqualTo(24);
  }

  @Test
  void sixtyFourBitOrdersAndSigns() throws Exception {
    ByteInput in =
        open(
            bytes(
                0x08, 0x07, 0x06, 0x05, 0x04, 0x03, 0x02, 0x01, 0x01, 0x02, 0x03, 0x04, 0x05, 0x06,
                0x07, 0x08, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0xFF, 0x80, 0, 0, 0, 0, 0, 0,
                0));
    assertThat(in.readS64le()).isEqualTo(0x0102030405060708L);
    assertThat(in.readS64be()).isEqualTo(0x0102030405060708L);
    assertThat(in.readS64le()).isEqualTo(-1L);
    assertThat(in.readS64be()).isEqualTo(Long.MIN_VALUE);
  }

  @Test
  void halfFloats() throws Exception {
    // 1.0 = 0x3C00, -2.0 = 0xC000, +inf = 0x7C00, smallest subnormal 0x0001 = 2^-24, 65504 = 0x7BFF
    ByteInput in = open(bytes(0x00, 0x3C, 0xC0, 0x00, 0x00, 0x7C, 0x01, 0x00, 0x7B, 0xFF));
    assertThat(in.readF16le()).isEqualTo(1.0f);
    assertThat(in.readF16be()).isEqualTo(-2.0f);
    assertThat(in.readF16le()).isEqualTo(Float.POSITIVE_INFINITY);
    assertThat(in.readF16le()).isEqualTo(0x1p-24f);
    assertThat(in.readF16be()).isEqualTo(65504f);
  }

  @Test
  void singleAndDoubleFloats() throws Exception {
    ByteInput in =
        open(
            bytes(
                0x00, 0x00, 0x80, 0x3F, 0x40, 0x49, 0x0F, 0xDB, 0x00, 0x00, 0x00, 0x00, 0x00, 0x00,
                0xF0, 0x3F, 0x40, 0x09, 0x21, 0xFB, 0x54, 0x44, 0x2D, 0x18, 0xFF, 0xC0, 0x00,
                0x00));
    assertThat(in.readF32le()).isEqualTo(1.0f);
    assertThat(in.readF32be()).isEqualTo((float) Math.PI);
    assertThat(in.readF64le()).isEqualTo(1.0);
    assertThat(in.readF64be()).isEqualTo(Math.PI);
    assertThat(in.readF32be()).isNaN();
  }

  @Test
  void teeworldsVarInts() throws Exception {
    // 0, 1, -1 (sign bit), 64 (two bytes), INT_MIN (five bytes)
    ByteInput in = open(bytes(0x00, 0x01, 0x40, 0x80, 0x01, 0xFF, 0xFF, 0xFF, 0xFF, 0x0F));
    assertThat(in.readTwVarInt()).isZero();
    assertThat(in.readTwVarInt()).isEqualTo(1);
    assertThat(in.readTwVarInt()).isEqualTo(-1);
    assertThat(in.readTwVarInt()).isEqualTo(64);
    assertThat(in.readTwVarInt()).isEqualTo(Integer.MIN_VALUE);
    assertThat(in.position()).isEqualTo(10);
  }

  @Test
  void bytesFullySkipAndHas() throws Exception {
    ByteInput in = open(bytes(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
    assertThat(in.has(10)).isTrue();
    assertThat(in.has(11)).isFalse();
    assertThat(in.readBytes(3)).containsExactly(1, 2, 3);
    byte[] dst = new byte[5];
    in.readFully(dst, 1, 3);
    assertThat(dst).containsExactly(0, 4, 5, 6, 0);
    in.skip(2);
    assertThat(in.position()).isEqualTo(8);
    assertThat(in.readBytes(0)).isEmpty();
    in.skip(0);
    in.require(2);
    assertThat(in.readU8()).isEqualTo(9);
    assertThat(in.atEnd()).isFalse();
    assertThat(in.readU8()).isEqualTo(10);
    assertThat(in.atEnd()).isTrue();
    assertThat(in.has(0)).isTrue();
    assertThat(in.format()).isEqualTo(FMT);
  }

  @Test
  void emptyInput() throws Exception {
    ByteInput in = open(new byte[0]);
    assertThat(in.atEnd()).isTrue();
    assertThat(in.position()).isZero();
    assertTruncatedAt(catchThrowable(in::readU8), 0);
  }

  // ---------------------------------------------------------------- slices

  @Test
  void sliceKeepsAbsoluteOffsetsAndParentMovesPast() throws Exception {
    ByteInput in = open(bytes(0xAA, 0x01, 0x02, 0x03, 0x04, 0xBB));
    in.readU8();
    ByteReader s = in.slice(4);
    assertThat(in.position()).isEqualTo(5);
    assertThat(s.position()).isEqualTo(1);
    assertThat(s.remaining()).isEqualTo(4);
    assertThat(s.readU16be()).isEqualTo(0x0102);
    assertThat(s.position()).isEqualTo(3);
    assertThat(in.readU8()).isEqualTo(0xBB);
  }

  @Test
  void sliceOverrunFailsAtTheSliceEnd() throws Exception {
    ByteInput in = open(bytes(0xAA, 0x01, 0x02, 0x03, 0x04, 0xBB, 0xCC, 0xDD, 0xEE));
    in.skip(1);
    ByteReader s = in.slice(3);
    s.readU16le();
    // One byte left in the slice; the parent still has four, but the slice must not see them.
    assertTruncatedAt(catchThrowable(s::readU16le), 3);
    assertTruncatedAt(catchThrowable(() -> s.readBytes(2)), 3);
    assertTruncatedAt(catchThrowable(() -> s.skip(2)), 3);
    assertTruncatedAt(catchThrowable(() -> s.slice(2)), 3);
    assertThat(s.readU8()).isEqualTo(0x03);
    assertThat(s.atEnd()).isTrue();
  }

  @Test
  void shortStopLeavesTheRemainderUnread() throws Exception {
    ByteInput in = open(bytes(0x01, 0x02, 0x03, 0x04, 0x05));
    ByteReader s = in.slice(4);
    assertThat(s.readU8()).isEqualTo(1);
    // The sub-parser stops here; the parent continues after the whole slice.
    assertThat(in.readU8()).isEqualTo(5);
    assertThat(in.atEnd()).isTrue();
  }

  @Test
  void nestedAndEmptySlices() throws Exception {
    ByteInput in = open(bytes(0x01, 0x02, 0x03, 0x04, 0x05, 0x06));
    in.skip(1);
    ByteReader outer = in.slice(4);
    outer.skip(1);
    ByteReader inner = outer.slice(2);
    assertThat(inner.position()).isEqualTo(2);
    assertThat(inner.readU16be()).isEqualTo(0x0304);
    assertTruncatedAt(catchThrowable(inner::readU8), 4);
    assertThat(outer.readU8()).isEqualTo(5);
    ByteReader empty = in.slice(0);
    assertThat(empty.atEnd()).isTrue();
    assertThat(empty.position()).isEqualTo(5);
    assertThat(in.readU8()).isEqualTo(6);
  }

  @Test
  void sliceBeyondTheInputFailsWithoutMoving() throws Exception {
    ByteInput in = open(bytes(1, 2, 3));
    in.readU8();
    assertTruncatedAt(catchThrowable(() -> in.slice(3)), 1);
    assertThat(in.readU8()).isEqualTo(2);
  }

  // ---------------------------------------------------------------- truncation

  @Test
  void everyFixedWidthReadReportsTheOffsetWhereItBegan() {
    record Read(String name, int width, ThrowingRead read) {}
    List<Read> reads =
        List.of(
            new Read("readU8", 1, ByteInput::readU8), new Read("readS8", 1, ByteInput::readS8),
            new Read("readU16le", 2, ByteInput::readU16le),
                new Read("readU16be", 2, ByteInput::readU16be),
            new Read("readS16le", 2, ByteInput::readS16le),
                new Read("readS16be", 2, ByteInput::readS16be),
            new Read("readS32le", 4, ByteInput::readS32le),
                new Read("readS32be", 4, ByteInput::readS32be),
            new Read("readU32le", 4, ByteInput::readU32le),
                new Read("readU32be", 4, ByteInput::readU32be),
            new Read("readS64le", 8, ByteInput::readS64le),
                new Read("readS64be", 8, ByteInput::readS64be),
            new Read("readF16le", 2, ByteInput::readF16le),
                new Read("readF16be", 2, ByteInput::readF16be),
            new Read("readF32le", 4, ByteInput::readF32le),
                new Read("readF32be", 4, ByteInput::readF32be),
            new Read("readF64le", 8, ByteInput::readF64le),
                new Read("readF64be", 8, ByteInput::readF64be));
    for (Read r : reads) {
      for (int prefix : new int[] {0, 3, 21}) {
        byte[] data = new byte[prefix + r.width() - 1];
        Arrays.fill(data, (byte) 0x5A);
        ByteInput in = open(data);
        Throwable t =
            catchThrowable(
                () -> {
                  in.skip(prefix);
                  r.read().apply(in);
                });
        assertThat(t).as(r.name() + " after " + prefix).isInstanceOf(ReplayFormatException.class);
        ReplayFormatException e = (ReplayFormatException) t;
        assertThat(e.offset()).as(r.name()).isEqualTo(prefix);
        assertThat(e.format()).isEqualTo(FMT);
        assertThat(e.getMessage())
            .as(r.name())
            .contains("expected " + r.width() + " more byte(s) but got " + (r.width() - 1));
      }
    }
  }

  @Test
  void variableLengthReadsReportTheOffsetWhereTheyBegan() throws Exception {
    byte[] data = new byte[40];
    ByteInput a = open(data);
    a.skip(5);
    Throwable t = catchThrowable(() -> a.readBytes(36));
    assertTruncatedAt(t, 5);
    assertThat(t).hasMessageContaining("expected 36 more byte(s) but got 35");

    ByteInput b = open(data);
    b.skip(7);
    assertTruncatedAt(catchThrowable(() -> b.readFully(new byte[40], 0, 34)), 7);

    ByteInput c = open(data);
    c.skip(9);
    assertTruncatedAt(catchThrowable(() -> c.skip(32)), 9);

    ByteInput d = open(data);
    d.skip(38);
    assertTruncatedAt(catchThrowable(() -> d.require(3)), 38);
  }

  @Test
  void truncatedVarIntFailsInsideTheVarInt() throws Exception {
    ByteInput in = open(bytes(0x00, 0x80, 0x80));
    in.readU8();
    Throwable t = catchThrowable(in::readTwVarInt);
    assertThat(t).isInstanceOf(ReplayFormatException.class);
    assertThat(((ReplayFormatException) t).offset()).isBetween(1L, 3L);
  }

  @Test
  void negativeLengthsAreFormatErrorsNotUncheckedExceptions() throws Exception {
    ByteInput in = open(bytes(1, 2, 3));
    in.readU8();
    assertThatThrownBy(() -> in.readBytes(-1)).isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> in.slice(-1)).isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> in.skip(-1)).isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> in.readFully(new byte[4], 0, -1))
        .isInstanceOf(ReplayFormatException.class);
    assertThatThrownBy(() -> in.require(-1)).isInstanceOf(ReplayFormatException.class);
    assertThat(in.readU8()).isEqualTo(2);
  }

  @Test
  void hugeDeclaredLengthsFailWithoutAllocatingThem() {
    ByteInput in = open(new byte[100]);
    Throwable t = catchThrowable(() -> in.readBytes(Integer.MAX_VALUE - 8));
    assertThat(t).isInstanceOf(ReplayFormatException.class);
    assertThat(((ReplayFormatException) t).offset()).isZero();
    ByteInput in2 = open(new byte[100]);
    assertThatThrownBy(() -> in2.skip(Long.MAX_VALUE)).isInstanceOf(ReplayFormatException.class);
  }

  static void assertTruncatedAt(Throwable t, long offset) {
    assertThat(t).isInstanceOf(ReplayFormatException.class);
    assertThat(((ReplayFormatException) t).offset()).isEqualTo(offset);
    assertThat(t.getMessage())
        .startsWith(FMT + ": offset 0x" + Long.toHexString(offset).toUpperCase() + ": ");
  }

  @FunctionalInterface
  interface ThrowingRead {
    Object apply(ByteInput in) throws Exception;
  }

  // ---------------------------------------------------------------- random operation sequences

  enum Kind {
    U8,
    S8,
    U16LE,
    U16BE,
    S16LE,
    S16BE,
    S32LE,
    S32BE,
    U32LE,
    U32BE,
    S64LE,
    S64BE,
    F16LE,
    F16BE,
    F32LE,
    F32BE,
    F64LE,
    F64BE,
    BYTES,
    FULLY,
    SKIP,
    SLICE,
    HAS,
    REQUIRE,
    VARINT
  }

  record Op(Kind kind, int n) {}

  @Provide
  Arbitrary<byte[]> data() {
    return Arbitraries.bytes().array(byte[].class).ofMaxSize(80);
  }

  @Provide
  Arbitrary<List<Op>> ops() {
    return Combinators.combine(Arbitraries.of(Kind.class), Arbitraries.integers().between(-2, 40))
        .as(Op::new)
        .list()
        .ofMaxSize(25);
  }

  /**
   * Every operation either returns what an independent {@link ByteBuffer} model says, or fails with
   * {@link ReplayFormatException} at the offset where it began; nothing unchecked escapes. After
   * the first failure the sequence stops (the position is then unspecified).
   */
  @Property(tries = 300)
  void randomOperationsMatchTheModel(@ForAll("data") byte[] data, @ForAll("ops") List<Op> ops)
      throws Exception {
    ByteInput in = open(data.clone());
    int p = 0;
    for (Op op : ops) {
      int n = op.n();
      int width = width(op.kind());
      boolean fits;
      switch (op.kind()) {
        case BYTES:
        case FULLY:
        case SKIP:
        case REQUIRE:
        case SLICE:
          fits =
              n >= 0
                  && p + n <= data.length
                  && (n <= maxSingleRead()
                      || op.kind() == Kind.BYTES
                      || op.kind() == Kind.FULLY
                      || op.kind() == Kind.SKIP);
          break;
        case HAS:
          fits = true;
          break;
        case VARINT:
          fits = varIntFits(data, p);
          break;
        default:
          fits = p + width <= data.length;
      }
      Object actual;
      try {
        actual = apply(in, op);
      } catch (ReplayFormatException e) {
        assertThat(fits)
            .as("%s at %d of %d failed: %s", op, p, data.length, e.getMessage())
            .isFalse();
        if (op.kind() != Kind.VARINT) {
          assertThat(e.offset()).as("%s: %s", op, e.getMessage()).isEqualTo(p);
        } else {
          assertThat(e.offset()).isBetween((long) p, (long) data.length);
        }
        return;
      }
      assertThat(fits).as("%s at %d of %d should fail", op, p, data.length).isTrue();
      Object expected;
      switch (op.kind()) {
        case BYTES:
        case FULLY:
          expected = Arrays.toString(Arrays.copyOfRange(data, p, p + n));
          p += n;
          break;
        case SLICE:
          expected = "slice@" + p + ":" + Arrays.toString(Arrays.copyOfRange(data, p, p + n));
          p += n;
          break;
        case SKIP:
        case REQUIRE:
          expected = null;
          if (op.kind() == Kind.SKIP) p += n;
          break;
        case HAS:
          expected = Math.min(n, 16) <= data.length - p;
          break;
        case VARINT:
          ByteReader ref = new ByteReader(FMT, data, p, data.length - p, p);
          expected = ref.readTwVarInt();
          p = (int) ref.position();
          break;
        default:
          expected = model(data, p, op.kind());
          p += width;
      }
      assertThat(actual).as(op.toString()).isEqualTo(expected);
      assertThat(in.position()).as("position after " + op).isEqualTo(p);
    }
  }

  private static boolean varIntFits(byte[] data, int p) {
    for (int i = 0; i < 5; i++) {
      if (p + i >= data.length) return false;
      if (i == 4 || (data[p + i] & 0x80) == 0) return true;
    }
    return true;
  }

  private static int width(Kind k) {
    switch (k) {
      case U8:
      case S8:
        return 1;
      case U16LE:
      case U16BE:
      case S16LE:
      case S16BE:
      case F16LE:
      case F16BE:
        return 2;
      case S32LE:
      case S32BE:
      case U32LE:
      case U32BE:
      case F32LE:
      case F32BE:
        return 4;
      case S64LE:
      case S64BE:
      case F64LE:
      case F64BE:
        return 8;
      default:
        return 0;
    }
  }

  private Object apply(ByteInput in, Op op) throws ReplayFormatException {
    int n = op.n();
    switch (op.kind()) {
      case U8:
        return in.readU8();
      case S8:
        return (int) in.readS8();
      case U16LE:
        return in.readU16le();
      case U16BE:
        return in.readU16be();
      case S16LE:
        return (int) in.readS16le();
      case S16BE:
        return (int) in.readS16be();
      case S32LE:
        return (long) in.readS32le();
      case S32BE:
        return (long) in.readS32be();
      case U32LE:
        return in.readU32le();
      case U32BE:
        return in.readU32be();
      case S64LE:
        return in.readS64le();
      case S64BE:
        return in.readS64be();
      case F16LE:
        return Float.floatToRawIntBits(in.readF16le());
      case F16BE:
        return Float.floatToRawIntBits(in.readF16be());
      case F32LE:
        return Float.floatToRawIntBits(in.readF32le());
      case F32BE:
        return Float.floatToRawIntBits(in.readF32be());
      case F64LE:
        return Double.doubleToRawLongBits(in.readF64le());
      case F64BE:
        return Double.doubleToRawLongBits(in.readF64be());
      case BYTES:
        return Arrays.toString(in.readBytes(n));
      case FULLY:
        {
          byte[] dst = new byte[Math.max(n, 0) + 2];
          in.readFully(dst, 1, n);
          return Arrays.toString(Arrays.copyOfRange(dst, 1, 1 + n));
        }
      case SKIP:
        in.skip(n);
        return null;
      case REQUIRE:
        in.require(n);
        return null;
      case HAS:
        return in.has(Math.min(n, 16));
      case SLICE:
        {
          long at = in.position();
          ByteReader s = in.slice(n);
          return "slice@"
              + s.position()
              + ":"
              + Arrays.toString(s.readBytes(s.remaining()))
              + (s.position() == at + n ? "" : "!");
        }
      case VARINT:
        return in.readTwVarInt();
      default:
        throw new AssertionError(op);
    }
  }

  private static Object model(byte[] data, int p, Kind k) {
    ByteBuffer le = ByteBuffer.wrap(data).order(ByteOrder.LITTLE_ENDIAN);
    ByteBuffer be = ByteBuffer.wrap(data).order(ByteOrder.BIG_ENDIAN);
    switch (k) {
      case U8:
        return data[p] & 0xFF;
      case S8:
        return (int) data[p];
      case U16LE:
        return le.getShort(p) & 0xFFFF;
      case U16BE:
        return be.getShort(p) & 0xFFFF;
      case S16LE:
        return (int) le.getShort(p);
      case S16BE:
        return (int) be.getShort(p);
      case S32LE:
        return (long) le.getInt(p);
      case S32BE:
        return (long) be.getInt(p);
      case U32LE:
        return le.getInt(p) & 0xFFFF_FFFFL;
      case U32BE:
        return be.getInt(p) & 0xFFFF_FFFFL;
      case S64LE:
        return le.getLong(p);
      case S64BE:
        return be.getLong(p);
      case F16LE:
        return Float.floatToRawIntBits(Half.toFloat(le.getShort(p) & 0xFFFF));
      case F16BE:
        return Float.floatToRawIntBits(Half.toFloat(be.getShort(p) & 0xFFFF));
      case F32LE:
        return le.getInt(p);
      case F32BE:
        return be.getInt(p);
      case F64LE:
        return le.getLong(p);
      case F64BE:
        return be.getLong(p);
      default:
        throw new AssertionError(k);
    }
  }
}
