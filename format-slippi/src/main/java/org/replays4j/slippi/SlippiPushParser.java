package org.replays4j.slippi;

import java.util.Arrays;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;

/**
 * Incremental (push) parser for live games: feed byte chunks of any size as they arrive; every
 * event is delivered to the visitor as soon as its last byte has been fed. Any chunking yields
 * exactly the events of {@link SlippiDecoder#decode(byte[], int, int, SlippiVisitor)}. Memory holds
 * at most one incomplete event (payloads are at most 65,535 bytes) plus the metadata element, which
 * is parsed by {@link #finish()}. A bare event stream (input starting with Event Payloads, 0x35,
 * without the container) is accepted as by {@link SlippiDecoder}; bytes fed after its end are
 * ignored. A visitor throwing {@link StopDecoding} ends the parse: the exception does not escape,
 * and the parser {@link #stopped()} and ignores the rest.
 *
 * <p>Not thread-safe.
 */
public final class SlippiPushParser {
  private enum State {
    HEADER,
    EVENTS,
    TAIL,
    DONE,
    STOPPED
  }

  private final SlippiDecoder decoder;
  private final SlippiVisitor v;
  private State state = State.HEADER;
  private byte[] buf = new byte[4096];
  private int start;
  private int end;
  private long bufBase;
  private long declared;
  private boolean bare;
  private RawEventEngine engine;

  /** A parser with default limits delivering to {@code v}. */
  public SlippiPushParser(SlippiVisitor v) {
    this(SlippiDecoder.create(), v);
  }

  /** A parser using the limits and options of {@code decoder}. */
  public SlippiPushParser(SlippiDecoder decoder, SlippiVisitor v) {
    this.decoder = decoder;
    this.v = v;
  }

  /** File offset of the first byte not yet consumed as part of a complete event. */
  public long position() {
    return bufBase + start;
  }

  /** Whether the header has been read and the visit started ({@code visitStart} was called). */
  boolean started() {
    return state != State.HEADER;
  }

  /** Whether the raw element has ended (the rest is metadata). */
  public boolean rawEnded() {
    return state == State.TAIL || state == State.DONE;
  }

  /**
   * Whether a visitor stopped the decode ({@link StopDecoding}): nothing more is delivered, further
   * {@link #feed} calls are ignored and {@link #finish()} returns at once.
   */
  public boolean stopped() {
    return state == State.STOPPED;
  }

  /** Feeds all of {@code chunk}. */
  public void feed(byte[] chunk) throws ReplayFormatException {
    feed(chunk, 0, chunk.length);
  }

  /**
   * Feeds {@code len} bytes and delivers every event they complete.
   *
   * @throws ReplayFormatException on bad input (events before it have been delivered)
   * @throws IllegalStateException after {@link #finish()}
   */
  public void feed(byte[] chunk, int off, int len) throws ReplayFormatException {
    if (state == State.DONE) throw new IllegalStateException("feed after finish");
    if (state == State.STOPPED) return;
    if (bare && state == State.TAIL) return; // a bare stream has ended: nothing follows it
    append(chunk, off, len);
    try {
      step();
    } catch (StopDecoding stop) {
      stop();
    }
  }

  private void stop() {
    state = State.STOPPED;
    buf = new byte[0];
    start = 0;
    end = 0;
  }

  private void append(byte[] chunk, int off, int len) throws ReplayFormatException {
    if (state == State.TAIL) {
      decoder
          .limits()
          .checkEventBytes(
              SlippiDecoder.FORMAT, bufBase + end, "metadata", (long) end - start + len);
    }
    if (end + len > buf.length) {
      if (start > 0) {
        System.arraycopy(buf, start, buf, 0, end - start);
        bufBase += start;
        end -= start;
        start = 0;
      }
      if (end + len > buf.length) {
        buf = Arrays.copyOf(buf, Math.max(buf.length * 2, end + len));
      }
    }
    System.arraycopy(chunk, off, buf, end, len);
    end += len;
  }

  private void step() throws ReplayFormatException {
    if (state == State.HEADER && SlippiDecoder.bare(buf, start, end - start)) {
      bare = true;
      declared = 0;
      engine = decoder.engine(v, true);
      state = State.EVENTS;
      v.visitStart(engine);
      v.visitRawStart(new RawStart(0, 0));
    }
    if (state == State.HEADER) {
      int avail = end - start;
      if (avail < SlippiDecoder.RAW_OFFSET) {
        // check the signature bytes seen so far so garbage fails fast
        for (int i = 0; i < Math.min(avail, SlippiDecoder.SIGNATURE.length); i++) {
          if (buf[start + i] != SlippiDecoder.SIGNATURE[i]) {
            SlippiDecoder.header(buf, start, avail, bufBase);
          }
        }
        return;
      }
      declared = SlippiDecoder.header(buf, start, avail, bufBase);
      start += SlippiDecoder.RAW_OFFSET;
      engine = decoder.engine(v, declared == 0);
      state = State.EVENTS;
      v.visitStart(engine);
      v.visitRawStart(new RawStart(SlippiDecoder.RAW_OFFSET, declared));
    }
    if (state == State.EVENTS) {
      long rawEndFile = declared == 0 ? Long.MAX_VALUE : SlippiDecoder.RAW_OFFSET + declared;
      int limit = (int) Math.min(end, rawEndFile - bufBase);
      start = engine.process(buf, start, limit, bufBase);
      if (engine.stoppedAtUnknown || bufBase + start == rawEndFile) {
        endRaw(false);
      }
    }
  }

  private void endRaw(boolean incomplete) throws ReplayFormatException {
    if (engine.splitOpen()) {
      throw ReplayFormatException.invalid(
          SlippiDecoder.FORMAT,
          bufBase + start,
          "expected the last Message Splitter chunk of the message started at offset 0x"
              + Long.toHexString(engine.splitStart()).toUpperCase()
              + " but the raw element ended");
    }
    v.visitRawEnd(
        new RawEnd(
            bufBase + start - (bare ? 0 : SlippiDecoder.RAW_OFFSET), bufBase + start, incomplete));
    state = State.TAIL;
  }

  /**
   * Signals the end of input: parses the metadata element and ends the visit.
   *
   * @throws ReplayFormatException when the input ended inside the header, an event or the metadata
   */
  public void finish() throws ReplayFormatException {
    try {
      finish0();
    } catch (StopDecoding stop) {
      stop();
    }
  }

  private void finish0() throws ReplayFormatException {
    switch (state) {
      case STOPPED:
        return;
      case HEADER:
        SlippiDecoder.header(buf, start, end - start, bufBase);
        throw ReplayFormatException.truncated(SlippiDecoder.FORMAT, bufBase + end, 1, 0);
      case EVENTS:
        if (start < end) {
          int cmd = buf[start] & 0xFF;
          throw ReplayFormatException.truncated(
                  SlippiDecoder.FORMAT, bufBase + start, engine.sizes[cmd] + 1L, end - start)
              .withPath("slp/raw/event 0x" + String.format("%02X", cmd));
        }
        if (declared != 0) {
          throw ReplayFormatException.truncated(
                  SlippiDecoder.FORMAT,
                  bufBase + end,
                  SlippiDecoder.RAW_OFFSET + declared - (bufBase + end),
                  0)
              .withPath("slp/raw (declared length " + declared + ")");
        }
        endRaw(!bare);
        state = State.DONE;
        v.visitEnd();
        return;
      case TAIL:
        state = State.DONE;
        if (!bare) decoder.tail(buf, start, end, bufBase, v);
        v.visitEnd();
        return;
      default:
        throw new IllegalStateException("finish called twice");
    }
  }
}
