package org.replays4j.core.io;

import java.io.IOException;
import java.io.InputStream;
import java.util.Arrays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The one guard every decompression goes through: it counts the compressed bytes a decompressor
 * consumes and the bytes it produces, and fails with a {@link ReplayFormatException} as soon as the
 * output exceeds {@link DecodeLimits#maxDecompressedBytes()} or, past {@link
 * DecodeLimits#RATIO_FLOOR_BYTES}, {@link DecodeLimits#maxDecompressionRatio()} times the input
 * consumed so far. Both bounds together bound the memory a decompression can fill and the CPU time
 * it can spend per input byte.
 *
 * <p>Use it one of three ways: wrap the compressed input with {@link #countCompressed} and the
 * decompressed output with {@link #bound} (streams); or read a whole decompression with {@link
 * #readAll}, whose buffer never grows beyond what the budget allows; or report {@link #consumed}
 * and {@link #produced} by hand (decompressors that work on arrays). A stream decompressor reads
 * ahead, so the input counted can run ahead of what the output really needed by one read buffer;
 * the ratio check is lenient by that much. Not thread-safe; one instance per decompression.
 */
public final class DecompressionBudget {
  private final String format;
  private final String path;
  private final long maxBytes;
  private final int maxRatio;
  private long consumed;
  private long produced;

  /**
   * A budget for one decompression named {@code path} (for example {@code "gzip"} or {@code
   * "butter/chunk[3]"}) of {@code format}, bounded by {@code limits}.
   */
  public DecompressionBudget(String format, String path, DecodeLimits limits) {
    this(format, path, limits.maxDecompressedBytes(), limits.maxDecompressionRatio());
  }

  /**
   * A budget of at most {@code maxBytes} output and {@code maxRatio} output bytes per input byte.
   */
  public DecompressionBudget(String format, String path, long maxBytes, int maxRatio) {
    if (maxBytes <= 0 || maxRatio <= 0) {
      throw new IllegalArgumentException(
          "maxBytes and maxRatio must be positive: " + maxBytes + ", " + maxRatio);
    }
    this.format = format;
    this.path = path;
    this.maxBytes = maxBytes;
    this.maxRatio = maxRatio;
  }

  /** Compressed bytes counted so far. */
  public long consumed() {
    return consumed;
  }

  /** Decompressed bytes counted so far. */
  public long produced() {
    return produced;
  }

  /** The output allowed by the input consumed so far (at most the byte limit). */
  public long allowed() {
    long byRatio = consumed > Long.MAX_VALUE / maxRatio ? Long.MAX_VALUE : consumed * maxRatio;
    return Math.min(maxBytes, Math.max(DecodeLimits.RATIO_FLOOR_BYTES, byRatio));
  }

  /** Counts {@code n} compressed bytes as consumed. */
  public void consumed(long n) {
    consumed += n;
  }

  /** Counts {@code n} decompressed bytes as produced; fails when the budget is exceeded. */
  public void produced(long n) throws ReplayFormatException {
    produced += n;
    if (produced > allowed()) throw exceeded();
  }

  private ReplayFormatException exceeded() {
    ReplayFormatException e;
    if (produced > maxBytes) {
      e =
          ReplayFormatException.limitExceeded(
              format, maxBytes, "maxDecompressedBytes", maxBytes, produced);
    } else {
      // a ratio bound of DecodeLimits, so LIMIT_EXCEEDED like the byte bound (salvage mode
      // refuses it instead of reporting it as damage)
      e =
          new ReplayFormatException(
              ReplayFormatException.Kind.LIMIT_EXCEEDED,
              format,
              produced - 1,
              null,
              null,
              "expected at most "
                  + maxRatio
                  + " decompressed byte(s) per compressed byte (maxDecompressionRatio) but "
                  + consumed
                  + " compressed byte(s) gave "
                  + produced
                  + " (a decompression bomb?)",
              null);
    }
    return (path == null ? e : e.withPath(path)).withRawOffset(consumed);
  }

  /** {@code raw} with every byte read from it counted as consumed. */
  public InputStream countCompressed(InputStream raw) {
    return new CountingInputStream(raw) {
      @Override
      void counted(long n) {
        consumed += n;
      }
    };
  }

  /** {@code decompressed} with every byte read from it counted as produced (and checked). */
  public InputStream bound(InputStream decompressed) {
    return new CountingInputStream(decompressed) {
      @Override
      void counted(long n) throws ReplayFormatException {
        produced(n);
      }

      @Override
      public long skip(long n) throws IOException {
        // read, not skip: a skipped decompression must be counted as produced like a read one
        return Streams.skipByReading(this, n);
      }
    };
  }

  /**
   * Reads {@code decompressed} to its end into an array that grows (by doubling) only as far as the
   * budget allows, so the largest allocation is bounded by {@link #allowed()} plus one read, never
   * by a size the input declares. The bytes are counted as produced.
   *
   * @param sizeHint expected size, or -1; the first buffer is at most this (and at most 1 MiB)
   * @return exactly the bytes read
   */
  public byte[] readAll(InputStream decompressed, long sizeHint) throws IOException {
    int first =
        (int) Math.min(sizeHint >= 0 ? sizeHint + 1 : 8192, Math.min(1 << 20, maxBytes + 1));
    long before = produced;
    byte[] buf = readInto(decompressed, new byte[Math.max(1, first)]);
    int len = (int) (produced - before);
    return len == buf.length ? buf : Arrays.copyOf(buf, len);
  }

  /**
   * Like {@link #readAll} but reuses {@code buf} (replaced by a larger array, within the budget,
   * when it fills up). Returns the array holding the bytes read from index 0; their number is the
   * growth of {@link #produced()} over the call.
   */
  public byte[] readInto(InputStream decompressed, byte[] buf) throws IOException {
    if (buf.length == 0) buf = new byte[(int) Math.min(8192, maxBytes + 1)];
    long base = produced;
    int len = 0;
    while (true) {
      if (len == buf.length) {
        // room for everything the budget allows now, plus the one byte that proves it exceeded
        long cap = Math.min(Integer.MAX_VALUE - 16L, allowed() - base + 1);
        if (len >= cap) produced(1); // fails: the buffer already holds everything allowed
        buf = Arrays.copyOf(buf, (int) Math.min(cap, Math.max(len + 1L, 2L * len)));
      }
      int k = decompressed.read(buf, len, buf.length - len);
      if (k < 0) break;
      len += k;
      produced(k);
    }
    return buf;
  }

  @Override
  public String toString() {
    return "DecompressionBudget["
        + path
        + ": "
        + produced
        + " from "
        + consumed
        + ", max "
        + maxBytes
        + ", ratio "
        + maxRatio
        + "]";
  }
}
