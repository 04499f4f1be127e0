package org.replays4j.slippi;

import java.io.Closeable;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.FileChannel;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.time.Duration;

/**
 * Follows a {@code .slp} file while the game writes it (the recorder writes raw length 0, appends
 * events as they happen, and at the end patches the length and appends the metadata). Every {@link
 * #poll()} reads the bytes appended since the last call and hands them to a {@link
 * SlippiPushParser}, so each event reaches the visitor as soon as it is on disk. When the header's
 * raw length becomes non-zero the game is over: the rest is read, the metadata parsed and the visit
 * ended.
 *
 * <p>Not thread-safe; close it when done.
 */
public final class SlippiFileFollower implements Closeable {
  private final FileChannel ch;
  private final SlippiPushParser parser;
  private final ByteBuffer buf = ByteBuffer.allocate(64 * 1024);
  private long pos;
  private boolean finished;

  /** Opens {@code file} (which may still be empty) and delivers its events to {@code visitor}. */
  public SlippiFileFollower(Path file, SlippiVisitor visitor) throws IOException {
    this(file, SlippiDecoder.create(), visitor);
  }

  /**
   * Like {@link #SlippiFileFollower(Path, SlippiVisitor)} with the limits and options of {@code
   * decoder}.
   */
  public SlippiFileFollower(Path file, SlippiDecoder decoder, SlippiVisitor visitor)
      throws IOException {
    this.ch = FileChannel.open(file, StandardOpenOption.READ);
    this.parser = new SlippiPushParser(decoder, visitor);
  }

  /**
   * Whether the game has ended and every event and the metadata have been delivered, or a visitor
   * stopped the decode ({@link org.replays4j.core.event.StopDecoding}).
   */
  public boolean isFinished() {
    return finished;
  }

  /** Bytes of the file consumed so far. */
  public long position() {
    return pos;
  }

  /**
   * Reads what was appended since the last call and delivers the events it completes.
   *
   * @return true while the game is still being written; false once it finished (or was stopped)
   * @throws org.replays4j.core.error.ReplayFormatException on bad data
   */
  public boolean poll() throws IOException {
    if (finished) return false;
    boolean done = declaredLength() != 0;
    readAppended();
    if (parser.stopped()) {
      finished = true;
      return false;
    }
    if (done) {
      parser.finish();
      finished = true;
      return false;
    }
    return true;
  }

  private void readAppended() throws IOException {
    while (true) {
      buf.clear();
      int n = ch.read(buf, pos);
      if (n <= 0 || parser.stopped()) return;
      parser.feed(buf.array(), 0, n);
      pos += n;
    }
  }

  /** The raw length field of the header (0 while the game is written; -1 when not yet there). */
  private long declaredLength() throws IOException {
    ByteBuffer b = ByteBuffer.allocate(4);
    int n = ch.read(b, SlippiDecoder.SIGNATURE.length);
    if (n < 4) return 0;
    return b.getInt(0) & 0xFFFFFFFFL;
  }

  /**
   * Polls every {@code interval} until the game finishes or nothing was appended for {@code
   * idleTimeout} (a crashed recorder); in the latter case the events so far have been delivered and
   * false is returned.
   */
  public boolean follow(Duration interval, Duration idleTimeout)
      throws IOException, InterruptedException {
    long lastGrowth = System.nanoTime();
    long lastPos = pos;
    while (poll()) {
      if (pos != lastPos) {
        lastPos = pos;
        lastGrowth = System.nanoTime();
      } else if (System.nanoTime() - lastGrowth > idleTimeout.toNanos()) {
        return false;
      }
      Thread.sleep(interval.toMillis());
    }
    return true;
  }

  @Override
  public void close() throws IOException {
    ch.close();
  }
}
