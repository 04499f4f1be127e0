package org.replays4j.compress;

import java.io.BufferedInputStream;
import java.io.EOFException;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;
import org.replays4j.core.io.Decompressor;
import org.replays4j.core.io.MemoryBudget;
import org.tukaani.xz.MemoryLimitException;
import org.tukaani.xz.XZIOException;
import org.tukaani.xz.XZInputStream;

/**
 * {@link Decompressor} for xz archives ({@code .xz}: any format, e.g. DDNet's {@code
 * .teehistorian.xz} archives) using org.tukaani:xz; corrupt data becomes a {@link
 * ReplayFormatException}. The decoder's memory is capped at {@link #MEMORY_LIMIT_KIB} KiB so a
 * hostile header cannot ask for a huge dictionary ({@code xz -9} needs about 65 MiB), and it is
 * taken from the process's {@link MemoryBudget} before the dictionary is allocated: several xz
 * streams decoded at once (the CLI's {@code -t N}, a Spark executor's tasks) share that budget, a
 * stream whose dictionary does not fit now waits for the others to finish, and one whose dictionary
 * exceeds the whole budget fails alone with {@code LIMIT_EXCEEDED}. The grant is given back when
 * the stream ends, fails or is closed.
 */
public final class XzDecompressor extends CheckedDecompressor {
  /** Decoder memory cap in KiB (256 MiB). */
  public static final int MEMORY_LIMIT_KIB = 256 * 1024;

  /**
   * Bytes of input kept for reading the stream and first block headers twice (a block header is at
   * most 1024 bytes, the stream header 12).
   */
  private static final int HEADERS = 4096;

  private final MemoryBudget budget;

  /** ServiceLoader constructor. */
  public XzDecompressor() {
    this(MemoryBudget.process());
  }

  /** A provider drawing from {@code budget} (tests use a small one). */
  XzDecompressor(MemoryBudget budget) {
    super(Compression.XZ, "xz", XZIOException.class);
    this.budget = budget;
  }

  @Override
  InputStream decoder(InputStream raw) throws IOException {
    BufferedInputStream in = new BufferedInputStream(raw, HEADERS);
    long needed = memoryNeededKib(in);
    if (needed > MEMORY_LIMIT_KIB) {
      throw ReplayFormatException.limitExceeded(
          "xz", 0, "xz decoder memory in KiB (dictionary)", MEMORY_LIMIT_KIB, needed);
    }
    // a thread decoding inside its decode slot (ReplaySource.acquireMemory, which counted the
    // dictionary from the same header) takes nothing more
    MemoryBudget.Grant grant =
        budget.heldByCurrentThread()
            ? null
            : budget.acquire("xz", "xz dictionary of " + (needed >> 10) + " MiB", needed << 10);
    try {
      return new Granted(new XZInputStream(in, (int) Math.max(needed, 1024)), in, grant);
    } catch (IOException | RuntimeException e) {
      if (grant != null) grant.close();
      throw opening(e);
    }
  }

  /**
   * The decoder memory the first block asks for, in KiB, read without keeping anything: a probe
   * decoder with a 1 KiB limit reads the stream and block headers and reports what the block needs
   * ({@link MemoryLimitException}); the input is then reset. 0 when the probe needs no more (an
   * empty stream) or cannot tell (a damaged header, which the real decoder then reports).
   */
  private static long memoryNeededKib(BufferedInputStream in) throws IOException {
    in.mark(HEADERS);
    try {
      new XZInputStream(in, 1).read();
      return 0;
    } catch (MemoryLimitException e) {
      return e.getMemoryNeeded();
    } catch (IOException | RuntimeException e) {
      return 0;
    } finally {
      in.reset();
    }
  }

  /** A failure to open the real decoder as a header error (an I/O error of the input as is). */
  private IOException opening(Exception e) {
    if (e instanceof ReplayFormatException r) return r;
    if (e instanceof EOFException) {
      // cut inside the 12-byte stream header
      return headerError(
          "expected a complete xz stream header (12 bytes) but the file ended (truncated input)",
          e);
    }
    if (e instanceof XZIOException || e instanceof RuntimeException) {
      return headerError("expected a valid xz stream header but got: " + e, e);
    }
    return (IOException) e;
  }

  /**
   * The decoder with its grant (null inside a decode slot). At the end of the data the decoder is
   * dropped (so its dictionary can be collected) before the grant is given back; close gives it
   * back otherwise. Only then may the next stream waiting for the budget allocate its own.
   */
  private static final class Granted extends FilterInputStream {
    private final InputStream source;
    private final MemoryBudget.Grant grant;

    Granted(InputStream decoder, InputStream source, MemoryBudget.Grant grant) {
      super(decoder);
      this.source = source;
      this.grant = grant;
    }

    private void ended() {
      in = InputStream.nullInputStream();
      if (grant != null) grant.close();
    }

    @Override
    public int read() throws IOException {
      int b = in.read();
      if (b < 0) ended();
      return b;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      int n = in.read(b, off, len);
      if (n < 0) ended();
      return n;
    }

    @Override
    public void close() throws IOException {
      try {
        in.close();
        source.close();
      } finally {
        in = InputStream.nullInputStream();
        if (grant != null) grant.close();
      }
    }
  }
}
