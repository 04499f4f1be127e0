package org.replays4j.core.io;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.core.error.ReplayFormatException;

/**
 * A filter that counts the bytes read through it and reports what the wrapped stream (a
 * decompressor, an archive reader) throws on damaged data as a {@link ReplayFormatException} at
 * that offset: the one read/skip wrapper behind the gzip, zip and compressor error streams, which
 * differ only in which failures they translate and how they word them. A {@link
 * ReplayFormatException} from the wrapped stream passes unchanged.
 */
public abstract class FormatErrorInputStream extends FilterInputStream {
  private final byte[] one = new byte[1];
  private long count;

  /** Wraps {@code in}. */
  protected FormatErrorInputStream(InputStream in) {
    super(in);
  }

  /** Bytes read (or skipped) so far: the offset of the next byte. */
  public final long count() {
    return count;
  }

  /**
   * The format error to throw for {@code e}, an {@link IOException} or {@link RuntimeException} the
   * wrapped stream threw after {@code offset} bytes, or null to throw {@code e} unchanged.
   */
  protected abstract ReplayFormatException formatError(Exception e, long offset);

  @Override
  public int read() throws IOException {
    return Streams.readOneByte(this, one);
  }

  @Override
  public int read(byte[] b, int off, int len) throws IOException {
    try {
      int n = in.read(b, off, len);
      if (n > 0) count += n;
      return n;
    } catch (ReplayFormatException e) {
      throw e;
    } catch (IOException | RuntimeException e) {
      ReplayFormatException f = formatError(e, count);
      if (f == null) throw e;
      throw f;
    }
  }

  @Override
  public long skip(long n) throws IOException {
    return Streams.skipByReading(this, n);
  }
}
