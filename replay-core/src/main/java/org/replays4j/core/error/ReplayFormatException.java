package org.replays4j.core.error;

import java.io.IOException;
import java.util.Objects;
import java.util.Optional;

/**
 * Bad input: the bytes do not follow the format. Always carries the format id and the byte offset
 * where the problem was found.
 *
 * <p>{@link #offset()} is absolute in the <em>decoded</em> stream (after decompression of the whole
 * file); {@link #rawOffset()} is the offset in the file as stored, when it differs. A format whose
 * file is stored in independently compressed parts (StarCraft's sections of chunks) has no decoded
 * stream spanning the file, so its offset is the one in the file as stored and it sets no raw
 * offset. {@link #path()} names the structure being read, e.g. {@code
 * slp/raw/event[1234]/PreFrame}. Build instances through the named factories so messages stay
 * uniform: <em>expected … but got …</em>.
 */
public class ReplayFormatException extends IOException {
  private static final long serialVersionUID = 1L;

  /**
   * What went wrong, so that callers branch on a value and never on message text. Each named
   * factory sets its kind; the public constructors default to {@link #INVALID}.
   */
  public enum Kind {
    /** The input ended before a structure it announced was complete ({@link #truncated}). */
    TRUNCATED,
    /** A signature or magic number did not match ({@link #badMagic}). */
    BAD_MAGIC,
    /**
     * A size, count, depth or ratio read from the file is above a {@link DecodeLimits} bound
     * ({@link #limitExceeded}).
     */
    LIMIT_EXCEEDED,
    /** The bytes break a rule of the format ({@link #invalid}). */
    INVALID,
    /**
     * Well-formed input that this decoder does not support: a version, codec or feature ({@link
     * #unsupported}).
     */
    UNSUPPORTED
  }

  private final String format;
  private final long offset;
  private final Long rawOffset;
  private final String path;
  private final String detail;
  private final Kind kind;

  /**
   * @param format format id ({@code "slippi"}, {@code "screp"}, …, or {@code "core"})
   * @param offset byte offset in the decoded stream, or -1 when unknown
   * @param rawOffset offset in the stored file when different, else {@code null}
   * @param path structural path of the failing element, or {@code null}
   * @param detail what was expected and what was found
   */
  public ReplayFormatException(
      String format, long offset, Long rawOffset, String path, String detail) {
    this(format, offset, rawOffset, path, detail, null);
  }

  /** As {@link #ReplayFormatException(String, long, Long, String, String)} with a cause. */
  public ReplayFormatException(
      String format, long offset, Long rawOffset, String path, String detail, Throwable cause) {
    this(Kind.INVALID, format, offset, rawOffset, path, detail, cause);
  }

  /**
   * As {@link #ReplayFormatException(String, long, Long, String, String, Throwable)} with a kind.
   */
  public ReplayFormatException(
      Kind kind,
      String format,
      long offset,
      Long rawOffset,
      String path,
      String detail,
      Throwable cause) {
    super(render(format, offset, rawOffset, path, detail), cause);
    this.kind = Objects.requireNonNull(kind, "kind");
    this.format = format;
    this.offset = offset;
    this.rawOffset = rawOffset;
    this.path = path;
    this.detail = detail;
  }

  private static String render(
      String format, long offset, Long rawOffset, String path, String detail) {
    StringBuilder sb = new StringBuilder(format).append(": ");
    if (offset >= 0) {
      sb.append("offset 0x").append(Long.toHexString(offset).toUpperCase());
      if (rawOffset != null) {
        sb.append(" (raw 0x").append(Long.toHexString(rawOffset).toUpperCase()).append(')');
      }
      sb.append(": ");
    }
    if (path != null) {
      sb.append(path).append(": ");
    }
    return sb.append(detail).toString();
  }

  /** A new exception of {@code kind} with no stored-file offset, path or cause. */
  private static ReplayFormatException of(Kind kind, String format, long offset, String detail) {
    return new ReplayFormatException(kind, format, offset, null, null, detail, null);
  }

  /**
   * Input ended early: {@code needed} bytes were required at {@code offset} but only {@code
   * available} remain.
   */
  public static ReplayFormatException truncated(
      String format, long offset, long needed, long available) {
    return of(
        Kind.TRUNCATED,
        format,
        offset,
        "expected "
            + needed
            + " more byte(s) but got "
            + Math.max(0, available)
            + " (truncated input)");
  }

  /** A signature did not match. */
  public static ReplayFormatException badMagic(
      String format, long offset, byte[] expected, byte[] actual) {
    return badMagic(format, offset, "magic " + Hex.of(expected), Hex.of(actual));
  }

  /** A signature did not match; {@code expected} and {@code actual} are already rendered. */
  public static ReplayFormatException badMagic(
      String format, long offset, String expected, String actual) {
    return of(Kind.BAD_MAGIC, format, offset, "expected " + expected + " but got " + actual);
  }

  /** A length, count, depth or size read from the file exceeds a {@link DecodeLimits} bound. */
  public static ReplayFormatException limitExceeded(
      String format, long offset, String limit, long max, long value) {
    return limitExceeded(format, offset, limit, max, "the file asks for " + value);
  }

  /**
   * A {@link DecodeLimits} bound exceeded by input whose whole size is not known (standard input, a
   * pipe): {@code found} says what was seen instead of a size, e.g. {@code "standard input holds
   * more"}.
   */
  public static ReplayFormatException limitExceeded(
      String format, long offset, String limit, long max, String found) {
    return of(
        Kind.LIMIT_EXCEEDED, format, offset, "expected " + limit + " <= " + max + " but " + found);
  }

  /** Any other violation; {@code detail} should read "expected … but got …". */
  public static ReplayFormatException invalid(String format, long offset, String detail) {
    return of(Kind.INVALID, format, offset, detail);
  }

  /**
   * Input this decoder does not support (a version, codec or feature); {@code detail} says which.
   */
  public static ReplayFormatException unsupported(String format, long offset, String detail) {
    return of(Kind.UNSUPPORTED, format, offset, detail);
  }

  /** A copy of this exception with another kind (the original is the cause). */
  public ReplayFormatException withKind(Kind newKind) {
    return new ReplayFormatException(newKind, format, offset, rawOffset, path, detail, this);
  }

  /** A copy of this exception with {@code path} set (the original is the cause). */
  public ReplayFormatException withPath(String newPath) {
    return new ReplayFormatException(kind, format, offset, rawOffset, newPath, detail, this);
  }

  /** A copy of this exception with the stored-file offset set (the original is the cause). */
  public ReplayFormatException withRawOffset(long raw) {
    return new ReplayFormatException(kind, format, offset, raw, path, detail, this);
  }

  /** What went wrong; branch on this, not on {@link #detail()}. */
  public Kind kind() {
    return kind;
  }

  /** Format id, e.g. {@code "slippi"}. */
  public String format() {
    return format;
  }

  /** Absolute byte offset in the decoded stream, or -1 when unknown. */
  public long offset() {
    return offset;
  }

  /** Byte offset in the stored (compressed) file, when it differs from {@link #offset()}. */
  public Optional<Long> rawOffset() {
    return Optional.ofNullable(rawOffset);
  }

  /** Structural path of the failing element, when known. */
  public Optional<String> path() {
    return Optional.ofNullable(path);
  }

  /** The message without format/offset prefix. */
  public String detail() {
    return detail;
  }
}
