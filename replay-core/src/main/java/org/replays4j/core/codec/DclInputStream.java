package org.replays4j.core.codec;

import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Streams;

/**
 * Streaming form of {@link DclExplode}: reads one PKWare DCL implode stream from an {@link
 * InputStream} and returns the exploded bytes, in bounded memory (a 32 KiB ring holding the 4 KiB
 * back-reference window plus decoded bytes not yet read, and an 8 KiB input buffer).
 *
 * <p>{@link #read()} returns -1 after the end-of-stream code; bytes after it in the underlying
 * stream are not consumed beyond the input buffer. Producing more than {@code maxOut} bytes, a
 * truncated stream or a bad header throw {@link ReplayFormatException} (offset = decompressed
 * position, raw offset = {@code rawBase} + compressed position). Not thread-safe.
 */
public final class DclInputStream extends InputStream {
  private static final int RING = 1 << 15;
  private static final int MASK = RING - 1;

  /** Decode only while this many unread bytes are buffered, so window + one match always fit. */
  private static final int HIGH_WATER = RING - 4096 - DclExplode.END_OF_STREAM_LENGTH;

  private final String format;
  private final InputStream in;
  private final long maxOut;
  private final long rawBase;
  private final byte[] ibuf = new byte[8192];
  private int ipos;
  private int ilen;
  private long consumed; // compressed bytes moved from ibuf into the bit buffer
  private boolean inputEof;
  private final byte[] ring = new byte[RING];
  private long rpos; // total bytes handed to the caller
  private long wpos; // total bytes decoded
  private long bb;
  private int bc;
  private int mode = -1;
  private int dict;
  private boolean done;

  /**
   * @param format format id for exceptions
   * @param in the compressed stream (closed by {@link #close()})
   * @param maxOut maximum decompressed bytes
   * @param rawBase stored offset of the first byte of {@code in}, for error messages
   */
  public DclInputStream(String format, InputStream in, long maxOut, long rawBase) {
    this.format = java.util.Objects.requireNonNull(format, "format");
    this.in = java.util.Objects.requireNonNull(in, "in");
    if (maxOut < 0) throw new IllegalArgumentException("maxOut must be >= 0 but was " + maxOut);
    this.maxOut = maxOut;
    this.rawBase = rawBase;
  }

  /** Decompressed bytes produced so far. */
  public long produced() {
    return wpos;
  }

  @Override
  public int read() throws IOException {
    return Streams.readOneByte(this);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    java.util.Objects.checkFromIndexSize(off, len, b.length);
    if (len == 0) return 0;
    while (wpos == rpos) {
      if (done) return -1;
      fill();
    }
    int n = (int) Math.min(len, wpos - rpos);
    int start = (int) (rpos & MASK);
    int first = Math.min(n, RING - start);
    System.arraycopy(ring, start, b, off, first);
    if (first < n) System.arraycopy(ring, 0, b, off + first, n - first);
    rpos += n;
    return n;
  }

  @Override
  public int available() {
    return (int) (wpos - rpos);
  }

  @Override
  public void close() throws IOException {
    in.close();
  }

  private boolean refillInput() throws IOException {
    if (inputEof) return false;
    int n = in.read(ibuf, 0, ibuf.length);
    if (n <= 0) {
      // A blocking stream never returns 0 for a non-empty request; treat it as the end to avoid
      // spinning.
      inputEof = true;
      return false;
    }
    ipos = 0;
    ilen = n;
    return true;
  }

  /** Fills the bit buffer to at least 32 bits unless the input ends first. */
  private void refillBits() throws IOException {
    while (bc <= 56) {
      if (ipos == ilen && !refillInput()) return;
      bb |= (long) (ibuf[ipos++] & 0xFF) << bc;
      bc += 8;
      consumed++;
    }
  }

  private long rawPos() {
    return rawBase + consumed - (bc >> 3);
  }

  private void fill() throws IOException {
    if (mode < 0) {
      int m = nextHeaderByte(0);
      int d = nextHeaderByte(1);
      dict = DclExplode.checkHeader(format, m, d, rawBase);
      mode = m;
    }
    final short[] distTable = DclTables.DIST_TABLE;
    while (!done && wpos - rpos <= HIGH_WATER) {
      if (bc < 32) refillBits();
      if ((bb & 1) == 0) {
        int lit;
        int n;
        if (mode == DclExplode.LITERALS_BINARY) {
          lit = (int) (bb >>> 1) & 0xFF;
          n = 9;
        } else {
          int e = DclTables.literalTable()[(int) (bb >>> 1) & 0x1FFF];
          lit = e >>> 8;
          n = 1 + (e & 0xFF);
        }
        if (n > bc) throw DclExplode.truncated(format, wpos, rawPos(), n, bc);
        bb >>>= n;
        bc -= n;
        checkOut(1);
        ring[(int) (wpos++ & MASK)] = (byte) lit;
      } else {
        int e = DclTables.LEN_FUSED[(int) (bb >>> 1) & 0x7F];
        int cl = e & 0xF;
        int extra = (e >>> 4) & 0xF;
        int n = 1 + cl + extra;
        if (n > bc) throw DclExplode.truncated(format, wpos, rawPos(), n, bc);
        int length = (e >>> 8) + ((int) (bb >>> (1 + cl)) & ((1 << extra) - 1));
        bb >>>= n;
        bc -= n;
        if (length == DclExplode.END_OF_STREAM_LENGTH) {
          done = true;
          return;
        }
        int low = length == 2 ? 2 : dict;
        int de = distTable[(int) bb & 0xFF];
        int dl = de & 0xFF;
        n = dl + low;
        if (n > bc) throw DclExplode.truncated(format, wpos, rawPos(), n, bc);
        int dist = ((de >>> 8) << low) + ((int) (bb >>> dl) & ((1 << low) - 1)) + 1;
        bb >>>= n;
        bc -= n;
        if (dist > wpos) throw DclExplode.tooFar(format, wpos, rawPos(), dist, wpos);
        checkOut(length);
        for (int i = 0; i < length; i++) {
          ring[(int) (wpos & MASK)] = ring[(int) ((wpos - dist) & MASK)];
          wpos++;
        }
      }
    }
  }

  private void checkOut(int n) throws ReplayFormatException {
    if (wpos + n > maxOut) {
      throw ReplayFormatException.limitExceeded(format, wpos, "DCL output bytes", maxOut, wpos + n)
          .withRawOffset(rawPos());
    }
  }

  private int nextHeaderByte(int index) throws IOException {
    while (ipos == ilen) {
      if (!refillInput()) {
        throw ReplayFormatException.truncated(format, 0, 2 - index, 0)
            .withRawOffset(rawBase + index);
      }
    }
    consumed++;
    return ibuf[ipos++] & 0xFF;
  }
}
