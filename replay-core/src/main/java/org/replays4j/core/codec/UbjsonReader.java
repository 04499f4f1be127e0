package org.replays4j.core.codec;

import java.math.BigDecimal;
import java.nio.charset.StandardCharsets;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteInput;
import org.replays4j.core.io.ByteReader;

/**
 * Pull reader for UBJSON Draft 12 (the container format of Slippi {@code .slp} files).
 *
 * <p>Markers: {@code Z} null, {@code N} no-op (skipped), {@code T}/{@code F} booleans, {@code i}
 * int8, {@code U} uint8, {@code I} int16, {@code l} int32, {@code L} int64, {@code d} float32,
 * {@code D} float64, {@code H} high-precision number (a length-prefixed decimal string), {@code C}
 * char, {@code S} string, {@code [ ]} arrays and {@code { }} objects. Containers may be
 * <em>optimized</em>: {@code $} followed by one element type (then {@code #} is mandatory) and/or
 * {@code #} followed by an element count; counted containers have no end marker, but this reader
 * still reports {@link Token#END_ARRAY}/{@link Token#END_OBJECT} for them so callers see one
 * grammar. All integers are big-endian.
 *
 * <p>Usage is Jackson-style: call {@link #next()} to move to the next token, then read its value
 * with {@link #longValue()}, {@link #doubleValue()}, {@link #text()} and so on. Object keys arrive
 * as {@link Token#FIELD_NAME} tokens. Every length and count read from the input is checked against
 * {@link DecodeLimits} (string bytes, element count, nesting depth) before anything is allocated.
 * Bad input always raises {@link ReplayFormatException} with the absolute offset of the offending
 * byte.
 *
 * <p>Not thread-safe; one reader per input.
 */
public final class UbjsonReader {
  /** Default format id used in exceptions. */
  public static final String FORMAT = "ubjson";

  /** Kinds of token returned by {@link #next()}. */
  public enum Token {
    /** {@code Z}. */
    NULL,
    /** {@code T}. */
    TRUE,
    /** {@code F}. */
    FALSE,
    /** {@code i}: signed 8-bit. */
    INT8,
    /** {@code U}: unsigned 8-bit. */
    UINT8,
    /** {@code I}: signed 16-bit. */
    INT16,
    /** {@code l}: signed 32-bit. */
    INT32,
    /** {@code L}: signed 64-bit. */
    INT64,
    /** {@code d}: binary32. */
    FLOAT32,
    /** {@code D}: binary64. */
    FLOAT64,
    /** {@code H}: decimal number as text, see {@link #text()}. */
    HIGH_PRECISION,
    /** {@code C}: one ASCII character, see {@link #text()}. */
    CHAR,
    /** {@code S}: UTF-8 string, see {@link #text()}. */
    STRING,
    /** {@code [}: see {@link #containerType()} and {@link #containerCount()}. */
    START_ARRAY,
    /** {@code ]} or the end of a counted array. */
    END_ARRAY,
    /** <code>{</code>. */
    START_OBJECT,
    /** <code>}</code> or the end of a counted object. */
    END_OBJECT,
    /** An object key, see {@link #text()}. */
    FIELD_NAME,
    /** No more input at the top level. */
    END_OF_INPUT
  }

  /** The token each integer marker ({@code i U I l L}) starts, indexed by the marker byte. */
  private static final Token[] INTEGER_TOKENS = new Token[128];

  static {
    String markers = "iUIlL";
    Token[] tokens = {Token.INT8, Token.UINT8, Token.INT16, Token.INT32, Token.INT64};
    for (int i = 0; i < tokens.length; i++) INTEGER_TOKENS[markers.charAt(i)] = tokens[i];
  }

  private final ByteInput in;
  private final String format;
  private final DecodeLimits limits;

  // Container stack: one slot per open container.
  private boolean[] isObject = new boolean[8];
  private int[] elemType = new int[8];
  private long[] remaining = new long[8];
  private boolean[] expectKey = new boolean[8];
  private int depth;

  private int peeked = -1;
  private Token token;
  private long tokenOffset = -1;
  private long longValue;
  private double doubleValue;
  private String text;
  private boolean skipping;
  private int lastContainerType;
  private long lastContainerCount = -1;

  /**
   * A reader over {@code in} using {@code format} as the format id of exceptions (for example
   * {@code "slippi"} when reading the metadata of a replay).
   */
  public UbjsonReader(ByteInput in, String format, DecodeLimits limits) {
    this.in = in;
    this.format = format;
    this.limits = limits;
  }

  /** A reader over a whole byte array with default limits and format id {@value #FORMAT}. */
  public static UbjsonReader of(byte[] bytes) {
    return new UbjsonReader(ByteReader.of(FORMAT, bytes), FORMAT, DecodeLimits.DEFAULT);
  }

  /** The current token, or null before the first {@link #next()}. */
  public Token token() {
    return token;
  }

  /** Absolute offset of the current token's marker byte. */
  public long tokenOffset() {
    return tokenOffset;
  }

  /** Absolute offset of the next unread byte. */
  public long position() {
    return in.position() - (peeked >= 0 ? 1 : 0);
  }

  /** Number of containers currently open. */
  public int depth() {
    return depth;
  }

  /**
   * For the {@code START_ARRAY}/{@code START_OBJECT} just returned: the {@code $} element type
   * marker as a char code, or 0 when the container is not typed.
   */
  public int containerType() {
    return lastContainerType;
  }

  /** For the start token just returned: the {@code #} element count, or -1 when not counted. */
  public long containerCount() {
    return lastContainerCount;
  }

  /** Integer value of the current INT8…INT64 / UINT8 token (or a float token, truncated). */
  public long longValue() {
    return longValue;
  }

  /** Numeric value of the current numeric token. */
  public double doubleValue() {
    return doubleValue;
  }

  /** Text of the current STRING, CHAR, HIGH_PRECISION or FIELD_NAME token. */
  public String text() {
    return text;
  }

  private ReplayFormatException err(long offset, String msg) {
    return ReplayFormatException.invalid(format, offset, msg);
  }

  private int readByte() throws ReplayFormatException {
    if (peeked >= 0) {
      int b = peeked;
      peeked = -1;
      return b;
    }
    return in.readU8();
  }

  /** Reads a marker byte, skipping no-ops. */
  private int readMarker() throws ReplayFormatException {
    int m;
    do {
      tokenOffset = position();
      m = readByte();
    } while (m == 'N');
    return m;
  }

  /**
   * Advances to the next token.
   *
   * @return the token; {@link Token#END_OF_INPUT} when the top level has no more bytes
   * @throws ReplayFormatException on truncated input, an unknown marker or an exceeded limit
   */
  public Token next() throws ReplayFormatException {
    if (depth == 0) {
      if (peeked < 0) {
        while (true) {
          if (!in.has(1)) {
            tokenOffset = position();
            return token = Token.END_OF_INPUT;
          }
          tokenOffset = position();
          int m = in.readU8();
          if (m != 'N') {
            return token = readValue(m);
          }
        }
      }
      return token = readValue(readMarker());
    }
    int top = depth - 1;
    if (isObject[top]) {
      if (expectKey[top]) {
        if (remaining[top] >= 0) {
          if (remaining[top] == 0) {
            tokenOffset = position();
            return close(Token.END_OBJECT);
          }
          remaining[top]--;
          tokenOffset = position();
          readKey(readByte());
        } else {
          int m = readMarker();
          if (m == '}') {
            return close(Token.END_OBJECT);
          }
          readKey(m);
        }
        expectKey[top] = false;
        return token = Token.FIELD_NAME;
      }
      expectKey[top] = true;
      return token = readElement(top);
    }
    if (remaining[top] >= 0) {
      if (remaining[top] == 0) {
        tokenOffset = position();
        return close(Token.END_ARRAY);
      }
      remaining[top]--;
      return token = readElement(top);
    }
    int m = readMarker();
    return m == ']' ? close(Token.END_ARRAY) : (token = readValue(m));
  }

  /** Closes the innermost container with its end token {@code end}. */
  private Token close(Token end) {
    depth--;
    return token = end;
  }

  /** Reads an element (or object value) of container {@code top}: a typed one has no markers. */
  private Token readElement(int top) throws ReplayFormatException {
    if (elemType[top] != 0) {
      tokenOffset = position();
      return readValue(elemType[top]);
    }
    return readValue(readMarker());
  }

  private void readKey(int lengthMarker) throws ReplayFormatException {
    readText(lengthMarker, tokenOffset, "object key length");
  }

  /** Reads a length (integer marker {@code lengthMarker}) and that many UTF-8 bytes into text. */
  private void readText(int lengthMarker, long at, String what) throws ReplayFormatException {
    text = readUtf8(readIntOfMarker(lengthMarker, at, what), at);
  }

  private long readIntOfMarker(int m, long at, String what) throws ReplayFormatException {
    switch (m) {
      case 'i':
        return in.readS8();
      case 'U':
        return in.readU8();
      case 'I':
        return in.readS16be();
      case 'l':
        return in.readS32be();
      case 'L':
        return in.readS64be();
      default:
        throw err(
            at,
            "expected an integer marker (i U I l L) for the " + what + " but got " + describe(m));
    }
  }

  private String readUtf8(long n, long at) throws ReplayFormatException {
    if (n < 0) throw err(at, "expected a non-negative string length but got " + n);
    DecodeLimits.check(format, at, "maxStringBytes", limits.maxStringBytes(), n);
    if (skipping) {
      in.skip(n); // no String is built for values that are being skipped
      return null;
    }
    byte[] b = in.readBytes((int) n);
    return new String(b, StandardCharsets.UTF_8);
  }

  private static String describe(int m) {
    if (m >= 0x20 && m < 0x7F)
      return "'" + (char) m + "' (0x" + Integer.toHexString(m).toUpperCase() + ")";
    return "0x" + String.format("%02X", m);
  }

  private Token readValue(int m) throws ReplayFormatException {
    long at = tokenOffset;
    switch (m) {
      case 'Z':
        return Token.NULL;
      case 'T':
        longValue = 1;
        return Token.TRUE;
      case 'F':
        longValue = 0;
        return Token.FALSE;
      case 'i':
      case 'U':
      case 'I':
      case 'l':
      case 'L':
        doubleValue = longValue = readIntOfMarker(m, at, "integer");
        return INTEGER_TOKENS[m];
      case 'd':
        doubleValue = in.readF32be();
        longValue = (long) doubleValue;
        return Token.FLOAT32;
      case 'D':
        doubleValue = in.readF64be();
        longValue = (long) doubleValue;
        return Token.FLOAT64;
      case 'H':
        readText(readByte(), at, "high-precision number length");
        return Token.HIGH_PRECISION;
      case 'C':
        {
          int c = in.readU8();
          if (c > 127)
            throw err(
                at + 1, "expected an ASCII char (0..127) but got 0x" + Integer.toHexString(c));
          text = String.valueOf((char) c);
          return Token.CHAR;
        }
      case 'S':
        readText(readByte(), at, "string length");
        return Token.STRING;
      case '[':
      case '{':
        openContainer(m == '{', at);
        return m == '{' ? Token.START_OBJECT : Token.START_ARRAY;
      default:
        throw err(at, "expected a UBJSON value marker but got " + describe(m));
    }
  }

  private void openContainer(boolean object, long at) throws ReplayFormatException {
    checkDepth(at);
    int type = 0;
    long count = -1;
    long markAt = position();
    int b = readByte();
    if (b == '$') {
      long typeAt = position();
      type = readByte();
      if ("ZTFiUIlLdDHCS[{".indexOf(type) < 0) {
        throw err(typeAt, "expected a container element type marker but got " + describe(type));
      }
      markAt = position();
      b = readByte();
      if (b != '#') {
        throw err(markAt, "expected '#' after a '$' element type but got " + describe(b));
      }
    }
    if (b == '#') {
      long countAt = position();
      count = readIntOfMarker(readByte(), countAt, "container count");
      if (count < 0) throw err(countAt, "expected a non-negative container count but got " + count);
      DecodeLimits.check(format, countAt, "maxElements", limits.maxElements(), count);
    } else {
      peeked = b;
    }
    push(object, type, count);
    lastContainerType = type;
    lastContainerCount = count;
  }

  /** Fails when one more container would exceed {@link DecodeLimits#maxDepth()}. */
  private void checkDepth(long at) throws ReplayFormatException {
    if (depth >= limits.maxDepth()) {
      throw ReplayFormatException.limitExceeded(
          format, at, "maxDepth", limits.maxDepth(), depth + 1L);
    }
  }

  /** Opens a container on the stack (its first key or element comes next). */
  private void push(boolean object, int type, long count) {
    if (depth == isObject.length) {
      int n = depth * 2;
      isObject = Arrays.copyOf(isObject, n);
      elemType = Arrays.copyOf(elemType, n);
      remaining = Arrays.copyOf(remaining, n);
      expectKey = Arrays.copyOf(expectKey, n);
    }
    isObject[depth] = object;
    elemType[depth] = type;
    remaining[depth] = count;
    expectKey[depth] = true;
    depth++;
  }

  /**
   * Continues inside an object whose opening <code>{</code> (and possibly some members) the caller
   * has already consumed by other means: the next {@link #next()} returns a key or {@code
   * END_OBJECT}. Used by Slippi to read the members after the {@code raw} byte array.
   */
  public void enterObject() throws ReplayFormatException {
    checkDepth(position());
    push(true, 0, -1);
  }

  /**
   * After a {@code START_ARRAY} of a typed, counted {@code uint8} or {@code int8} array ({@code
   * [$U#n} or {@code [$i#n}), reads its {@code n} bytes in one go and closes the array (the next
   * token is whatever follows it).
   *
   * @throws IllegalStateException if the current token is not such an array start
   */
  public byte[] readByteArrayBody() throws ReplayFormatException {
    checkByteArrayStart();
    long n = remaining[depth - 1];
    DecodeLimits.check(format, position(), "maxEventBytes", limits.maxEventBytes(), n);
    byte[] b = in.readBytes((int) n);
    close(Token.END_ARRAY);
    return b;
  }

  /** Like {@link #readByteArrayBody()} but skips the bytes instead of returning them. */
  public void skipByteArrayBody() throws ReplayFormatException {
    checkByteArrayStart();
    in.skip(remaining[depth - 1]);
    close(Token.END_ARRAY);
  }

  private void checkByteArrayStart() {
    if (token != Token.START_ARRAY
        || (lastContainerType != 'U' && lastContainerType != 'i')
        || lastContainerCount < 0
        || peeked >= 0) {
      throw new IllegalStateException("not at the start of a [$U#n / [$i#n array: " + token);
    }
  }

  /**
   * Skips the value that starts at the current token: for a container start, everything up to and
   * including its end; for a field name, the field's value; otherwise nothing.
   */
  public void skipChildren() throws ReplayFormatException {
    if (token == Token.FIELD_NAME) {
      skipValue();
      return;
    }
    if (token != Token.START_ARRAY && token != Token.START_OBJECT) return;
    // the byte-array shortcut is for arrays only: {$U#n is an object of n keyed uint8 values
    if (token == Token.START_ARRAY
        && (lastContainerType == 'U' || lastContainerType == 'i')
        && lastContainerCount >= 0
        && peeked < 0) {
      skipByteArrayBody();
      return;
    }
    int target = depth - 1;
    skipping = true;
    try {
      skipLoop(target);
    } finally {
      skipping = false;
    }
  }

  private void skipLoop(int target) throws ReplayFormatException {
    while (depth > target) {
      Token t = next();
      if (t == Token.START_ARRAY
          && (lastContainerType == 'U' || lastContainerType == 'i')
          && lastContainerCount >= 0) {
        skipByteArrayBody();
      } else if (t == Token.END_OF_INPUT) {
        throw ReplayFormatException.truncated(format, position(), 1, 0);
      }
    }
  }

  /**
   * Reads and discards the next complete value (a scalar or a whole container).
   *
   * @throws ReplayFormatException if the input ends or is malformed inside the value
   */
  public void skipValue() throws ReplayFormatException {
    nextValue();
    skipChildren();
  }

  /** Moves to the next token, which must start a value. */
  private void nextValue() throws ReplayFormatException {
    Token t = next();
    if (t == Token.END_OF_INPUT) throw ReplayFormatException.truncated(format, position(), 1, 0);
    if (t == Token.END_ARRAY || t == Token.END_OBJECT || t == Token.FIELD_NAME) {
      throw err(tokenOffset, "expected a value but got " + t);
    }
  }

  /**
   * Reads the next complete value as a plain tree: {@link LinkedHashMap} for objects, {@link List}
   * for arrays, {@link String} (also for chars), {@link Integer} for {@code i U I l}, {@link Long}
   * for {@code L}, {@link Float} for {@code d}, {@link Double} for {@code D}, {@link BigDecimal}
   * for {@code H}, {@link Boolean} and {@code null}.
   */
  public Object readTree() throws ReplayFormatException {
    nextValue();
    return treeOfCurrent();
  }

  /** Converts the value starting at the current token (already returned by {@link #next()}). */
  public Object treeOfCurrent() throws ReplayFormatException {
    switch (token) {
      case NULL:
        return null;
      case TRUE:
        return Boolean.TRUE;
      case FALSE:
        return Boolean.FALSE;
      case INT8:
      case UINT8:
      case INT16:
      case INT32:
        return (int) longValue;
      case INT64:
        return longValue;
      case FLOAT32:
        return (float) doubleValue;
      case FLOAT64:
        return doubleValue;
      case HIGH_PRECISION:
        try {
          return new BigDecimal(text);
        } catch (NumberFormatException e) {
          throw err(tokenOffset, "expected a decimal number but got \"" + text + "\"");
        }
      case CHAR:
      case STRING:
        return text;
      case START_ARRAY:
        {
          List<Object> list =
              new ArrayList<>((int) Math.min(Math.max(lastContainerCount, 0), 1024));
          while (true) {
            Token t = next();
            if (t == Token.END_ARRAY) return list;
            if (t == Token.END_OF_INPUT)
              throw ReplayFormatException.truncated(format, position(), 1, 0);
            list.add(treeOfCurrent());
          }
        }
      case START_OBJECT:
        {
          Map<String, Object> map = new LinkedHashMap<>();
          while (true) {
            Token t = next();
            if (t == Token.END_OBJECT) return map;
            if (t == Token.END_OF_INPUT)
              throw ReplayFormatException.truncated(format, position(), 1, 0);
            String key = text;
            Token v = next();
            if (v == Token.END_OF_INPUT)
              throw ReplayFormatException.truncated(format, position(), 1, 0);
            map.put(key, treeOfCurrent());
          }
        }
      default:
        throw err(tokenOffset, "expected a value but got " + token);
    }
  }

  /** Parses a whole byte array holding one value into a plain tree (default limits). */
  public static Object parse(byte[] bytes) throws ReplayFormatException {
    return of(bytes).readTree();
  }
}
