package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.assertj.core.api.Assertions.catchThrowable;

import java.lang.reflect.InvocationTargetException;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.Arrays;
import java.util.HexFormat;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
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

  /**
   * Every read method against hand-written bytes: each row is one read of the whole input, which
   * must return the value given (an integer as {@link Long#decode}, a float as {@link
   * Float#parseFloat}) and leave the reader at the end.
   */
  @ParameterizedTest(name = "{0} of {1}")
  @CsvSource(
      delimiter = '|',
      textBlock =
          """
          readU8       | FF                      | 255
          readS8       | FF                      | -1
          readU8       | 7F                      | 127
          readS8       | 80                      | -128
          readU16le    | 34 12                   | 0x1234
          readU16be    | 12 34                   | 0x1234
          readU16le    | FF FF                   | 0xFFFF
          readS16be    | FF FF                   | -1
          readS16le    | FE FF                   | -2
          readS16be    | 80 00                   | -0x8000
          readS32le    | 78 56 34 12             | 0x12345678
          readS32be    | 12 34 56 78             | 0x12345678
          readU32le    | FF FF FF FF             | 0xFFFFFFFF
          readU32be    | 80 00 00 00             | 0x80000000
          readS32be    | 80 00 00 00             | -0x80000000
          readS32le    | FE FF FF FF             | -2
          readS64le    | 08 07 06 05 04 03 02 01 | 0x0102030405060708
          readS64be    | 01 02 03 04 05 06 07 08 | 0x0102030405060708
          readS64le    | FF FF FF FF FF FF FF FF | -1
          readS64be    | 80 00 00 00 00 00 00 00 | -0x8000000000000000
          # binary16: 1.0, -2.0, +inf, the smallest subnormal 2^-24, the largest finite 65504
          readF16le    | 00 3C                   | 1.0
          readF16be    | C0 00                   | -2.0
          readF16le    | 00 7C                   | Infinity
          readF16le    | 01 00                   | 0x1p-24
          readF16be    | 7B FF                   | 65504
          readF32le    | 00 00 80 3F             | 1.0
          readF32be    | 40 49 0F DB             | 3.1415927
          readF64le    | 00 00 00 00 00 00 F0 3F | 1.0
          readF64be    | 40 09 21 FB 54 44 2D 18 | 3.141592653589793
          readF32be    | FF C0 00 00             | NaN
          # Teeworlds varints: sign bit, two bytes, INT_MIN in five bytes
          readTwVarInt | 00                      | 0
          readTwVarInt | 01                      | 1
          readTwVarInt | 40                      | -1
          readTwVarInt | 80 01                   | 64
          readTwVarInt | FF FF FF FF 0F          | -0x80000000
          """)
  void everyReadMethodAgainstHandWrittenBytes(String method, String hex, String expected)
      throws Exception {
    byte[] data = HexFormat.ofDelimiter(" ").parseHex(hex);
    ByteInput in = open(data);
    Object v = call(in, method);
    Object want; // boxed: Float.equals holds for the same NaN, == does not
    if (v instanceof Float) {
      want = Float.valueOf(expected);
    } else if (v instanceof Double) {
      want = Double.valueOf(expected);
    } else {
      v = ((Number) v).longValue();
      want = Long.decode(expected);
    }
    assertThat(v).isEqualTo(want);
    assertThat(in.position()).isEqualTo(data.length);
    assertThat(in.atEnd()).isTrue();
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
    for (Kind k : Kind.values()) {
      int width = width(k);
      if (width == 0) continue;
      String name = method(k);
      for (int prefix : new int[] {0, 3, 21}) {
        byte[] data = new byte[prefix + width - 1];
        Arrays.fill(data, (byte) 0x5A);
        ByteInput in = open(data);
        Throwable t =
            catchThrowable(
                () -> {
                  in.skip(prefix);
                  call(in, name);
                });
        assertThat(t).as(name + " after " + prefix).isInstanceOf(ReplayFormatException.class);
        ReplayFormatException e = (ReplayFormatException) t;
        assertThat(e.offset()).as(name).isEqualTo(prefix);
        assertThat(e.format()).isEqualTo(FMT);
        assertThat(e.getMessage())
            .as(name)
            .contains("expected " + width + " more byte(s) but got " + (width - 1));
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

  private static final Pattern FIXED_WIDTH = Pattern.compile("[USF](\\d+)(LE|BE)?");

  /** The width in bytes of a fixed-width read (the bits in its name: {@code S32LE}), else 0. */
  private static int width(Kind k) {
    Matcher m = FIXED_WIDTH.matcher(k.name());
    return m.matches() ? Integer.parseInt(m.group(1)) / 8 : 0;
  }

  /** The read method of a fixed-width kind: {@code U16LE} → {@code readU16le}. */
  private static String method(Kind k) {
    return "read" + k.name().replace("LE", "le").replace("BE", "be");
  }

  /** Calls the read method named {@code method} ({@code readU16le}) and returns its value boxed. */
  static Object call(ByteInput in, String method) throws ReplayFormatException {
    try {
      return ByteInput.class.getMethod(method).invoke(in);
    } catch (InvocationTargetException e) {
      if (e.getCause() instanceof ReplayFormatException f) throw f;
      throw new AssertionError(method + " threw", e.getCause());
    } catch (ReflectiveOperationException e) {
      throw new AssertionError(e);
    }
  }

  private Object apply(ByteInput in, Op op) throws ReplayFormatException {
    int n = op.n();
    switch (op.kind()) {
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
        Object v = call(in, method(op.kind()));
        if (v instanceof Float f) return (long) Float.floatToRawIntBits(f);
        if (v instanceof Double d) return Double.doubleToRawLongBits(d);
        return ((Number) v).longValue();
    }
  }

  /**
   * What a fixed-width read returns, as {@link #apply} gives it (a {@code long}, a float as its raw
   * bits), decoded by {@link ByteBuffer} in the byte order of the kind's name.
   */
  private static long model(byte[] data, int p, Kind k) {
    int width = width(k);
    ByteBuffer bb =
        ByteBuffer.wrap(data)
            .order(k.name().endsWith("BE") ? ByteOrder.BIG_ENDIAN : ByteOrder.LITTLE_ENDIAN);
    long signed =
        switch (width) {
          case 1 -> bb.get(p);
          case 2 -> bb.getShort(p);
          case 4 -> bb.getInt(p);
          default -> bb.getLong(p);
        };
    long unsigned = signed & (-1L >>> (64 - 8 * width));
    return switch (k.name().charAt(0)) {
      case 'U' -> unsigned;
      case 'F' -> width == 2 ? Float.floatToRawIntBits(Half.toFloat((int) unsigned)) : signed;
      default -> signed;
    };
  }
}
