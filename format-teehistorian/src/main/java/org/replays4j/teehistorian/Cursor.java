package org.replays4j.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.util.Arrays;
import java.util.UUID;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.StreamByteReader;

/**
 * The decoder's byte source: an array range, or an {@link InputStream} behind a fixed window that
 * is compacted and refilled on demand (so memory stays bounded whatever the stream's length).
 * Primitives are read straight from {@link #buf} without per-byte virtual calls. A read that runs
 * past the end of the input sets {@link #hitEnd} before throwing, which lets the decoder tell a
 * missing tail (tolerated) from corrupt data. Not thread-safe.
 */
final class Cursor {
  static final String FORMAT = "teehistorian";
  /** Longest varint. */
  static final int VARINT_MAX = 5;

  byte[] buf;
  int pos;
  int lim;
  /** Absolute offset of {@code buf[0]}. */
  long base;
  private final InputStream in;
  private boolean eof;
  /** True once a read failed because the input ended. */
  boolean hitEnd;

  /** Result of {@link #raw(int)} / {@link #scanNul(int, String)}: the bytes are {@code rawArr[rawOff, rawOff+rawLen)}. */
  byte[] rawArr;
  int rawOff;
  int rawLen;

  /** Over {@code a[off, off+len)}; {@code absOffset} is the absolute offset of {@code a[off]}. */
  Cursor(byte[] a, int off, int len, long absOffset) {
    this.buf = a;
    this.pos = off;
    this.lim = off + len;
    this.base = absOffset - off;
    this.in = null;
    this.eof = true;
  }

  /** Over a stream with a window of {@code window} bytes. */
  Cursor(InputStream in, int window) {
    this.buf = new byte[window];
    this.in = in;
  }

  long offset() { return base + pos; }

  boolean streaming() { return in != null; }

  /** Makes at least {@code n} (≤ window) bytes available if the input has them. */
  boolean fill(int n) throws IOException {
    if (lim - pos >= n) return true;
    if (eof) return false;
    if (n > buf.length) throw new IllegalStateException("request of " + n + " bytes exceeds the window " + buf.length);
    if (pos > 0) {
      System.arraycopy(buf, pos, buf, 0, lim - pos);
      base += pos;
      lim -= pos;
      pos = 0;
    }
    try {
      while (lim < n) {
        int r = in.read(buf, lim, buf.length - lim);
        if (r == 0) {
          // A stream breaking the "at least one byte" contract: fall back to the blocking read().
          int b = in.read();
          if (b >= 0) buf[lim] = (byte) b;
          r = b < 0 ? -1 : 1;
        }
        if (r < 0) {
          eof = true;
          return false;
        }
        lim += r;
      }
    } catch (StreamByteReader.StreamIOException e) {
      throw e.getCause();
    } catch (RuntimeException e) {
      // Some decompressors signal corrupt input with unchecked exceptions.
      throw ReplayFormatException.invalid(FORMAT, base + lim,
          "expected a readable input stream but the decompressor failed: " + e);
    }
    return true;
  }

  /** True when no byte is left. */
  boolean atEnd() throws IOException {
    return pos >= lim && !fill(1);
  }

  ReplayFormatException end(long at, long needed) {
    hitEnd = true;
    return ReplayFormatException.truncated(FORMAT, at, needed, 0);
  }

  /** One Teeworlds varint (docs/formats/teehistorian.md#varint), inlined over the array. */
  int varint() throws IOException {
    if (lim - pos < VARINT_MAX && !eof) fill(VARINT_MAX);
    final byte[] b = buf;
    final int l = lim;
    int p = pos;
    if (p >= l) throw end(base + p, 1);
    int first = b[p++];
    int v = first & 0x3F;
    if (first < 0) {
      if (p >= l) throw end(base + p, 1);
      int x = b[p++];
      v |= (x & 0x7F) << 6;
      if (x < 0) {
        if (p >= l) throw end(base + p, 1);
        x = b[p++];
        v |= (x & 0x7F) << 13;
        if (x < 0) {
          if (p >= l) throw end(base + p, 1);
          x = b[p++];
          v |= (x & 0x7F) << 20;
          if (x < 0) {
            if (p >= l) throw end(base + p, 1);
            x = b[p++];
            v |= (x & 0x0F) << 27;
          }
        }
      }
    }
    pos = p;
    return v ^ -((first >>> 6) & 1);
  }

  /** 16 raw bytes as a UUID. */
  UUID uuid() throws IOException {
    if (!fill(16)) throw end(base + lim, 16 - (lim - pos));
    UUID u = TeehistorianUuids.fromBytes(buf, pos);
    pos += 16;
    return u;
  }

  /** {@code n} raw bytes (0 ≤ n, already checked against limits) into {@link #rawArr}. */
  void raw(int n) throws IOException {
    if (lim - pos >= n || (n <= buf.length && fill(n))) {
      rawArr = buf;
      rawOff = pos;
      rawLen = n;
      pos += n;
      return;
    }
    if (!streaming() || n <= buf.length) throw end(base + lim, n - (lim - pos));
    // Larger than the window: copy out, growing as bytes actually arrive.
    byte[] out = new byte[Math.min(n, buf.length)];
    int got = 0;
    while (got < n) {
      if (pos == lim && !fill(1)) throw end(base + lim, n - got);
      int step = Math.min(n - got, lim - pos);
      if (got + step > out.length) out = Arrays.copyOf(out, (int) Math.min(n, Math.max(2L * out.length, got + step)));
      System.arraycopy(buf, pos, out, got, step);
      pos += step;
      got += step;
    }
    rawArr = out;
    rawOff = 0;
    rawLen = n;
  }

  /** The raw bytes of the last {@link #raw(int)} as a slice (valid until the next read). */
  ByteSlice rawSlice() {
    return rawLen == 0 ? ByteSlice.EMPTY : ByteSlice.wrap(rawArr, rawOff, rawLen);
  }

  /** Bytes up to a NUL (consumed, not included) into {@link #rawArr}; at most {@code max} bytes. */
  void scanNul(int max, String what) throws IOException {
    long start = offset();
    int scanFrom = pos;
    byte[] acc = null;
    int accLen = 0;
    while (true) {
      final byte[] b = buf;
      for (int i = scanFrom, l = lim; i < l; i++) {
        if (b[i] == 0) {
          int len = i - pos;
          if ((long) accLen + len > max) {
            throw ReplayFormatException.limitExceeded(FORMAT, start, what + " length", max, (long) accLen + len);
          }
          if (acc == null) {
            rawArr = b;
            rawOff = pos;
          } else {
            acc = grow(acc, accLen + len);
            System.arraycopy(b, pos, acc, accLen, len);
            rawArr = acc;
            rawOff = 0;
          }
          rawLen = accLen + len;
          pos = i + 1;
          return;
        }
      }
      int have = lim - pos;
      if ((long) accLen + have > max) {
        throw ReplayFormatException.limitExceeded(FORMAT, start, what + " length", max, (long) accLen + have);
      }
      if (eof || !streaming()) throw end(base + lim, 1);
      if (have >= buf.length) {
        acc = grow(acc == null ? new byte[Math.min(max, 2 * have)] : acc, accLen + have);
        System.arraycopy(buf, pos, acc, accLen, have);
        accLen += have;
        pos = lim;
        have = 0;
      }
      if (!fill(have + 1)) throw end(base + lim, 1);
      scanFrom = pos + have;
    }
  }

  private static byte[] grow(byte[] a, int need) {
    if (a.length >= need) return a;
    return Arrays.copyOf(a, Math.max(need, (int) Math.min(Integer.MAX_VALUE - 8, 2L * a.length)));
  }

  /** A NUL-terminated UTF-8 string (malformed bytes become U+FFFD). */
  String str(int max, String what) throws IOException {
    scanNul(max, what);
    return rawLen == 0 ? "" : new String(rawArr, rawOff, rawLen, StandardCharsets.UTF_8);
  }
}
