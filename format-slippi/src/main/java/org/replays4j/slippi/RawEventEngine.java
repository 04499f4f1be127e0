package org.replays4j.slippi;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.Bytes;
import org.replays4j.slippi.record.EventLayout;
import org.replays4j.slippi.record.EventPayloads;

/**
 * The event loop over the raw element, shared by the whole-array decoder, the stream decoder and
 * the push parser. It walks events by the payload sizes of the Event Payloads table (precomputed
 * into an {@code int[256]}), indexing the array directly, and dispatches each complete event to the
 * visitor; runs of frame events go out as one {@link FrameEvents} cursor. It stops before an
 * incomplete event (the caller decides whether that is truncation or "wait for more bytes") or, in
 * a raw element of unknown length, at the first byte that is not a listed command. It is the
 * decode's {@link EventCursor}.
 */
final class RawEventEngine implements EventCursor {
  static final String FORMAT = SlippiDecoder.FORMAT;

  private final SlippiVisitor v;
  // Whether some visitor of the chain wants the event (else it is not built at all).
  private final boolean wantFod;
  private final boolean wantWhispy;
  private final boolean wantStadium;
  private final boolean wantSplitter;
  private final boolean wantMessages;
  private final DecodeLimits limits;
  private final boolean skipFrames;
  private final boolean skipItems;
  private final boolean unknownLength;

  final int[] sizes = new int[256];
  private final FrameEvents events = new FrameEvents(sizes);
  private boolean payloadsSeen;
  boolean stoppedAtUnknown;
  boolean gameStartSeen;
  long curOffset = -1;

  private byte[] split = new byte[0];
  private int splitLen;
  private int splitChunks;
  private long splitStart = -1;

  /**
   * @param options the decoder's options: {@code SKIP_FRAMES} and {@code SKIP_ITEMS} are read here
   * @param unknownLength true for a raw element of unknown length (it ends at an unlisted command)
   */
  RawEventEngine(
      SlippiVisitor v,
      DecodeLimits limits,
      Set<SlippiDecoder.Option> options,
      boolean unknownLength) {
    this.v = v;
    this.limits = limits;
    this.skipFrames = options.contains(SlippiDecoder.Option.SKIP_FRAMES);
    this.skipItems = options.contains(SlippiDecoder.Option.SKIP_ITEMS);
    this.unknownLength = unknownLength;
    Arrays.fill(sizes, -1);
    int want = v.chainInterests();
    // bit (command - 0x37) of each frame event some visitor wants
    int frames = 0;
    if ((want & (SlippiVisitor.PRE_RECORD | SlippiVisitor.PRE_VIEW)) != 0)
      frames |= 1 << (SlippiCommand.PRE_FRAME - SlippiCommand.PRE_FRAME);
    if ((want & (SlippiVisitor.POST_RECORD | SlippiVisitor.POST_VIEW)) != 0)
      frames |= 1 << (SlippiCommand.POST_FRAME - SlippiCommand.PRE_FRAME);
    if ((want & (SlippiVisitor.ITEM_RECORD | SlippiVisitor.ITEM_VIEW)) != 0 && !skipItems)
      frames |= 1 << (SlippiCommand.ITEM_UPDATE - SlippiCommand.PRE_FRAME);
    if ((want & (SlippiVisitor.FRAME_START_RECORD | SlippiVisitor.FRAME_START_VIEW)) != 0)
      frames |= 1 << (SlippiCommand.FRAME_START - SlippiCommand.PRE_FRAME);
    if ((want & (SlippiVisitor.BOOKEND_RECORD | SlippiVisitor.BOOKEND_VIEW)) != 0)
      frames |= 1 << (SlippiCommand.FRAME_BOOKEND - SlippiCommand.PRE_FRAME);
    events.configure(!skipFrames && frames != 0, frames);
    wantFod = (want & SlippiVisitor.FOD_PLATFORM) != 0;
    wantWhispy = (want & SlippiVisitor.WHISPY) != 0;
    wantStadium = (want & SlippiVisitor.STADIUM) != 0;
    wantSplitter = (want & SlippiVisitor.MESSAGE_SPLITTER) != 0;
    wantMessages = (want & SlippiVisitor.MESSAGES) != 0;
  }

  /**
   * In a run of frame events the cursor's event (read when asked, not stored per event), else
   * {@link #curOffset}.
   */
  @Override
  public long eventOffset() {
    return events.command() >= 0 ? events.currentOffset() : curOffset;
  }

  /** Whether a Message Splitter message has started but not ended. */
  boolean splitOpen() {
    return splitStart >= 0;
  }

  /** File offset of the first chunk of the open split message. */
  long splitStart() {
    return splitStart;
  }

  /**
   * Decodes complete events in {@code b[p, end)}.
   *
   * @param delta file offset minus array index
   * @return the index of the first byte not consumed (an incomplete event, or the unknown byte that
   *     ended a raw element of unknown length — see {@link #stoppedAtUnknown})
   */
  int process(byte[] b, int p, int end, long delta) throws ReplayFormatException {
    if (!payloadsSeen) {
      if (p >= end) return p;
      if ((b[p] & 0xFF) != SlippiCommand.EVENT_PAYLOADS) {
        throw ReplayFormatException.invalid(
            FORMAT,
            p + delta,
            "expected Event Payloads (0x35) as the first event but got 0x"
                + String.format("%02X", b[p] & 0xFF));
      }
      if (p + 1 >= end) return p;
      int n = b[p + 1] & 0xFF;
      if (p + 1 + n > end) return p;
      if (n < 1 || (n - 1) % 3 != 0) {
        throw ReplayFormatException.invalid(
            FORMAT, p + 1 + delta, "expected an Event Payloads size of the form 3n+1 but got " + n);
      }
      Map<Integer, Integer> table = new LinkedHashMap<>();
      for (int i = p + 2; i + 3 <= p + 1 + n; i += 3) {
        int cmd = b[i] & 0xFF;
        int size = Bytes.u16be(b, i + 1);
        sizes[cmd] = size;
        table.put(cmd, size);
      }
      sizes[SlippiCommand.EVENT_PAYLOADS] = -1;
      payloadsSeen = true;
      curOffset = p + delta;
      v.visitEventPayloads(new EventPayloads(table));
      p += 1 + n;
    }
    final int[] sz = sizes;
    final FrameEvents run = events;
    run.buffer(b, delta);
    while (p < end) {
      int cmd = b[p] & 0xFF;
      int size = sz[cmd];
      if (size < 0) {
        if (unknownLength) {
          stoppedAtUnknown = true;
          return p;
        }
        throw ReplayFormatException.invalid(
            FORMAT,
            p + delta,
            "expected a command listed in Event Payloads but got 0x"
                + String.format("%02X", cmd)
                + " (its length is unknowable)");
      }
      int next = p + 1 + size;
      if (next > end || next < 0) return p;
      // Frame events (~99% of them all) go out in runs: one call per run, the visitor loops
      if (run.starts(cmd, size)) {
        run.start(p, end);
        v.visitFrameEvents(run);
        p = run.finish();
        continue;
      }
      curOffset = p + delta;
      other(cmd, b, p, size, delta);
      p = next;
    }
    return p;
  }

  private void unknown(int cmd, byte[] b, int p, int size) {
    v.visitUnknown(cmd, ByteSlice.wrap(b, p + 1, size));
  }

  /**
   * Every event but the runs of frame events: the frame events too short for their base layout (and
   * all of them when no visitor wants them or the options skip them), the rest of the commands.
   */
  private void other(int cmd, byte[] b, int p, int size, long delta) throws ReplayFormatException {
    switch (cmd) {
      case SlippiCommand.PRE_FRAME:
      case SlippiCommand.POST_FRAME:
      case SlippiCommand.FRAME_START:
      case SlippiCommand.FRAME_BOOKEND:
        // shorter than the base layout (the full ones were a run or are not wanted)
        if (!skipFrames && size < BASE_SIZE[cmd]) unknown(cmd, b, p, size);
        break;
      case SlippiCommand.ITEM_UPDATE:
        if (!skipFrames && !skipItems && size < BASE_SIZE[cmd]) unknown(cmd, b, p, size);
        break;
      case SlippiCommand.GAME_START:
        if (size >= 0x140) {
          gameStartSeen = true;
          v.visitGameStart(EventParser.gameStart(b, p, size));
        } else {
          unknown(cmd, b, p, size);
        }
        break;
      case SlippiCommand.GAME_END:
        if (size >= 1) v.visitGameEnd(EventParser.gameEnd(b, p, size));
        else unknown(cmd, b, p, size);
        break;
      case SlippiCommand.FOD_PLATFORM, SlippiCommand.WHISPY, SlippiCommand.STADIUM_TRANSFORMATION:
        if (!skipFrames) stageEvent(cmd, b, p, size);
        break;
      case SlippiCommand.MESSAGE_SPLITTER:
        if (size >= 516) splitChunk(b, p, size, delta);
        else unknown(cmd, b, p, size);
        break;
      default:
        unknown(cmd, b, p, size);
    }
  }

  /** Smallest payload of each frame and stage event (its base layout), by command. */
  private static final int[] BASE_SIZE = new int[256];

  static {
    for (EventLayout l : EventLayout.ALL) BASE_SIZE[l.command()] = l.baseSize();
    for (EventLayout l : EventLayout.STAGE) BASE_SIZE[l.command()] = l.baseSize();
  }

  /** A stage event (3.18.0): unknown when shorter than its layout, else its record when wanted. */
  private void stageEvent(int cmd, byte[] b, int p, int size) {
    if (size < BASE_SIZE[cmd]) {
      unknown(cmd, b, p, size);
    } else if (cmd == SlippiCommand.FOD_PLATFORM) {
      if (wantFod) v.visitFodPlatform(EventRecords.fodPlatform(b, p, size));
    } else if (cmd == SlippiCommand.WHISPY) {
      if (wantWhispy) v.visitWhispy(EventRecords.whispy(b, p, size));
    } else if (wantStadium) {
      v.visitStadiumTransformation(EventRecords.stadiumTransformation(b, p, size));
    }
  }

  /**
   * Appends a chunk's meaningful bytes to the open message; the last chunk completes it. The
   * wrapped command's size in Event Payloads is ignored (a uint16 that overflows,
   * docs/formats/slippi.md#message-splitter). Without a visitor for the messages only the
   * bookkeeping (limits, open message) is kept.
   */
  private void splitChunk(byte[] b, int p, int size, long delta) throws ReplayFormatException {
    if (wantSplitter) v.visitMessageSplitter(EventParser.splitter(b, p, size));
    int n = Math.min(Bytes.u16be(b, p + 0x201), 512);
    if (splitStart < 0) splitStart = p + delta;
    long total = (long) splitLen + n;
    limits.checkEventBytes(FORMAT, p + delta, "reassembled message", total);
    limits.checkChunks(FORMAT, p + delta, "Message Splitter chunks of one message", ++splitChunks);
    if (wantMessages) {
      if (total > split.length)
        split =
            Arrays.copyOf(
                split, (int) Math.max(total, Math.min(2L * split.length, limits.maxEventBytes())));
      System.arraycopy(b, p + 1, split, splitLen, n);
    }
    splitLen = (int) total;
    if (b[p + 0x204] != 0) {
      int wrapped = b[p + 0x203] & 0xFF;
      if (wantMessages) {
        curOffset = splitStart; // a message's offset is its first chunk's
        if (wrapped == SlippiCommand.GECKO_LIST) {
          v.visitGeckoList(EventParser.gecko(split, 0, splitLen, sizes[SlippiCommand.GECKO_LIST]));
        } else {
          v.visitWrappedMessage(wrapped, ByteSlice.wrap(split, 0, splitLen));
        }
      }
      splitLen = 0;
      splitChunks = 0;
      splitStart = -1;
    }
  }
}
