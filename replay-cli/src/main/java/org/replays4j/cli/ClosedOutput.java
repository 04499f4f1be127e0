package org.replays4j.cli;

import java.io.IOException;
import java.io.OutputStream;

/**
 * Standard output that ends the command once nobody reads it: the first write or flush that fails
 * (a closed pipe, as in {@code replays4j events BIG | head -1}) throws {@link Closed}, which
 * unwinds the command and any decoder it is running; {@link Main#run} then exits quietly. {@code
 * System.out} and {@code PrintWriter} would swallow the error and let the command run to the end.
 */
final class ClosedOutput extends OutputStream {
  /**
   * Thrown once the output is gone. An {@link Error} so that it passes through decoders and
   * commands that turn runtime exceptions into per-file failures; only {@link Main#run} catches it.
   */
  static final class Closed extends Error {
    private static final long serialVersionUID = 1L;

    Closed(IOException cause) {
      super("standard output closed: " + cause.getMessage(), cause, false, false);
    }
  }

  private final OutputStream out;
  private IOException failed;

  ClosedOutput(OutputStream out) {
    this.out = out;
  }

  private Closed closed(IOException e) {
    if (failed == null) failed = e;
    return new Closed(failed);
  }

  @Override
  public void write(int b) {
    if (failed != null) throw closed(failed);
    try {
      out.write(b);
    } catch (IOException e) {
      throw closed(e);
    }
  }

  @Override
  public void write(byte[] b, int off, int len) {
    if (failed != null) throw closed(failed);
    try {
      out.write(b, off, len);
    } catch (IOException e) {
      throw closed(e);
    }
  }

  @Override
  public void flush() {
    if (failed != null) throw closed(failed);
    try {
      out.flush();
    } catch (IOException e) {
      throw closed(e);
    }
  }

  @Override
  public void close() {
    try {
      flush();
      out.close();
    } catch (Closed | IOException e) {
      // nothing more to say to a reader that is gone
    }
  }
}
