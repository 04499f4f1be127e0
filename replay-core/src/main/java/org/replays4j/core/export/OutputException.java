package org.replays4j.core.export;

import java.io.IOException;
import java.nio.file.Path;

/**
 * An output file of a {@link TableExport} could not be created, written or moved into place: the
 * run stopped, every destination keeps its earlier content. The cause is the file system's error.
 */
public final class OutputException extends IOException {
  private static final long serialVersionUID = 1L;

  /** The file that could not be written. */
  private final transient Path output;

  /**
   * @param output the file that could not be written
   * @param cause the file system's error
   */
  public OutputException(Path output, IOException cause) {
    super("cannot write " + output + ": " + cause.getMessage(), cause);
    this.output = output;
  }

  /** The file that could not be written (its destination, not its temporary file). */
  public Path output() {
    return output;
  }

  /** The file system's error. */
  @Override
  public synchronized IOException getCause() {
    return (IOException) super.getCause();
  }
}
