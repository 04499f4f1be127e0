package org.replays4j.slippi;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * The event loop over the raw element, shared by the whole-array decoder, the stream decoder and the
 * push parser. It walks events by the payload sizes of the Event Payloads table (precomputed into an
 * {@code int[256]}), indexing the array directly, and dispatches each complete event to the visitor.
 * It stops before an incomplete event (the caller decides whether that is truncation or "wait for more
 * bytes") or, in a raw element of unknown length, at the first byte that is not a listed command.
 */
final class RawEventEngine {
  static final String FORMAT = SlippiDecoder.FORMAT;

  private final SlippiVisitor v;
  // Whether some visitor of the chain overrides a method of the event (else it is not built at all).
  private final boolean wantPre;
  private final boolean wantPost;
  private final boolean wantItem;
  private final boolean wantFrameStart;
  private final boolean wantBookend;
  private final boolean wantFod;
  private final boolean wantWhispy;
  private final boolean wantStadium;
  private final boolean wantSplitter;
  private final boolean wantMessages;
  private final PreFrameView preView = new PreFrameView();
  private final PostFrameView postView = new PostFrameView();
  private final ItemUpdateView itemView = new ItemUpdateView();
  private final FrameStartView frameStartView = new FrameStartView();
  private final FrameBookendView bookendView = new FrameBookendView();
  private final DecodeLimits limits;
  private final boolean skipFrames;
  private final boolean skipItems;
  private final boolean unknownLength;

  final int[] sizes = new int[256];
  private boolean payloadsSeen;
  boolean stoppedAtUnknown;
  boolean gameStartSeen;
  long curOffset = -1;

  private byte[] split = new byte[0];
  private int splitLen;
  private int splitChunks;
  private long splitStart = -1;

  RawEventEngine(SlippiVisitor v, DecodeLimits limits, boolean skipFrames, boolean skipItems, boolean unknownLength) {
    this.v = v;
    this.limits = limits;
    this.skipFrames = skipFrames;
    this.skipItems = skipItems;
    this.unknownLength = unknownLength;
    Arrays.fill(sizes, -1);
    v.source = this;
    int want = v.chainOverrides();
    wantPre = (want & (SlippiVisitor.PRE_RECORD | SlippiVisitor.PRE_VIEW)) != 0;
    wantPost = (want & (SlippiVisitor.POST_RECORD | SlippiVisitor.POST_VIEW)) != 0;
    wantItem = (want & (SlippiVisitor.ITEM_RECORD | SlippiVisitor.ITEM_VIEW)) != 0;
    wantFrameStart = (want & (SlippiVisitor.FRAME_START_RECORD | SlippiVisitor.FRAME_START_VIEW)) != 0;
    wantBookend = (want & (SlippiVisitor.BOOKEND_RECORD | SlippiVisitor.BOOKEND_VIEW)) != 0;
    wantFod = (want & SlippiVisitor.FOD_PLATFORM) != 0;
    wantWhispy = (want & SlippiVisitor.WHISPY) != 0;
    wantStadium = (want & SlippiVisitor.STADIUM) != 0;
    wantSplitter = (want & SlippiVisitor.MESSAGE_SPLITTER) != 0;
    wantMessages = (want & SlippiVisitor.MESSAGES) != 0;
  }

  /** Whether a Message Splitter message has started but not ended. */
  boolean splitOpen() { return splitStart >= 0; }

  /** File offset of the first chunk of the open split message. */
  long splitStart() { return splitStart; }

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
        throw ReplayFormatException.invalid(FORMAT, p + delta,
            "expected Event Payloads (0x35) as the first event but got 0x" + String.format("%02X", b[p] & 0xFF));
      }
      if (p + 1 >= end) return p;
      int n = b[p + 1] & 0xFF;
      if (p + 1 + n > end) return p;
      if (n < 1 || (n - 1) % 3 != 0) {
        throw ReplayFormatException.invalid(FORMAT, p + 1 + delta,
            "expected an Event Payloads size of the form 3n+1 but got " + n);
      }
      Map<Integer, Integer> table = new LinkedHashMap<>();
      for (int i = p + 2; i + 3 <= p + 1 + n; i += 3) {
        int cmd = b[i] & 0xFF;
        int size = EventParser.u16(b, i + 1);
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
    final SlippiVisitor vis = v;
    // Pre/Post-Frame Updates are ~90% of the events: test for them first, before the general dispatch.
    final boolean pre = wantPre;
    final boolean post = wantPost;
    final boolean frames = !skipFrames;
    // the views' array is set once per call: a reference store per event would cost a GC barrier
    preView.buffer(b, delta);
    postView.buffer(b, delta);
    itemView.buffer(b, delta);
    frameStartView.buffer(b, delta);
    bookendView.buffer(b, delta);
    while (p < end) {
      int cmd = b[p] & 0xFF;
      int size = sz[cmd];
      if (size < 0) {
        if (unknownLength) {
          stoppedAtUnknown = true;
          return p;
        }
        throw ReplayFormatException.invalid(FORMAT, p + delta,
            "expected a command listed in Event Payloads but got 0x" + String.format("%02X", cmd)
                + " (its length is unknowable)");
      }
      int next = p + 1 + size;
      if (next > end || next < 0) return p;
      curOffset = p + delta;
      if (cmd == SlippiCommand.PRE_FRAME && size >= PreFrameUpdate.BASE_SIZE && frames) {
        if (pre) {
          preView.at(p, size);
          vis.visitPreFrameView(preView);
        }
        p = next;
        continue;
      }
      if (cmd == SlippiCommand.POST_FRAME && size >= PostFrameUpdate.BASE_SIZE && frames) {
        if (post) {
          postView.at(p, size);
          vis.visitPostFrameView(postView);
        }
        p = next;
        continue;
      }
      other(cmd, b, p, size, delta);
      p = next;
    }
    return p;
  }

  private void unknown(int cmd, byte[] b, int p, int size, long delta) {
    v.visitUnknown(cmd, ByteSlice.wrap(b, p + 1, size), p + delta);
  }

  /**
   * Every event but the full Pre/Post-Frame Updates. Deliberately a separate (large) method: C2 inlines
   * the visitor's pre/post code into the loop of {@link #process}, and with these cases in the same
   * compilation unit it ran out of its node budget and left the item accessors as real calls.
   */
  private void other(int cmd, byte[] b, int p, int size, long delta) throws ReplayFormatException {
    switch (cmd) {
      case SlippiCommand.PRE_FRAME:
      case SlippiCommand.POST_FRAME:
        // shorter than the base layout (the full ones were handled above)
        if (!skipFrames) unknown(cmd, b, p, size, delta);
        break;
      case SlippiCommand.FRAME_START:
        if (!skipFrames) {
          if (size < FrameStart.BASE_SIZE) unknown(cmd, b, p, size, delta);
          else if (wantFrameStart) {
            frameStartView.at(p, size);
            v.visitFrameStartView(frameStartView);
          }
        }
        break;
      case SlippiCommand.FRAME_BOOKEND:
        if (!skipFrames) {
          if (size < FrameBookend.BASE_SIZE) unknown(cmd, b, p, size, delta);
          else if (wantBookend) {
            bookendView.at(p, size);
            v.visitFrameBookendView(bookendView);
          }
        }
        break;
      case SlippiCommand.ITEM_UPDATE:
        if (!skipFrames && !skipItems) {
          if (size < ItemUpdate.BASE_SIZE) unknown(cmd, b, p, size, delta);
          else if (wantItem) {
            itemView.at(p, size);
            v.visitItemUpdateView(itemView);
          }
        }
        break;
      case SlippiCommand.GAME_START:
        if (size >= 0x140) {
          gameStartSeen = true;
          v.visitGameStart(EventParser.gameStart(b, p, size));
        } else {
          unknown(cmd, b, p, size, delta);
        }
        break;
      case SlippiCommand.GAME_END:
        if (size >= 1) v.visitGameEnd(EventParser.gameEnd(b, p, size));
        else unknown(cmd, b, p, size, delta);
        break;
      case SlippiCommand.FOD_PLATFORM:
        if (skipFrames) break;
        if (size < 9) unknown(cmd, b, p, size, delta);
        else if (wantFod) v.visitFodPlatform(EventParser.fod(b, p, size));
        break;
      case SlippiCommand.WHISPY:
        if (skipFrames) break;
        if (size < 5) unknown(cmd, b, p, size, delta);
        else if (wantWhispy) v.visitWhispy(EventParser.whispy(b, p, size));
        break;
      case SlippiCommand.STADIUM_TRANSFORMATION:
        if (skipFrames) break;
        if (size < 8) unknown(cmd, b, p, size, delta);
        else if (wantStadium) v.visitStadiumTransformation(EventParser.stadium(b, p, size));
        break;
      case SlippiCommand.MESSAGE_SPLITTER:
        if (size >= 516) splitChunk(b, p, size, delta);
        else unknown(cmd, b, p, size, delta);
        break;
      default:
        unknown(cmd, b, p, size, delta);
    }
  }

  /**
   * Appends a chunk's meaningful bytes to the open message; the last chunk completes it. The wrapped
   * command's size in Event Payloads is ignored (a uint16 that overflows, docs/formats/slippi.md#message-splitter).
   * Without a visitor for the messages only the bookkeeping (limits, open message) is kept.
   */
  private void splitChunk(byte[] b, int p, int size, long delta) throws ReplayFormatException {
    if (wantSplitter) v.visitMessageSplitter(EventParser.splitter(b, p, size));
    int n = Math.min(EventParser.u16(b, p + 0x201), 512);
    if (splitStart < 0) splitStart = p + delta;
    long total = (long) splitLen + n;
    DecodeLimits.check(FORMAT, p + delta, "maxEventBytes (reassembled message)", limits.maxEventBytes(), total);
    if (++splitChunks > limits.maxChunks()) {
      throw ReplayFormatException.limitExceeded(FORMAT, p + delta, "maxChunks", limits.maxChunks(), splitChunks);
    }
    if (wantMessages) {
      if (total > split.length) split = Arrays.copyOf(split, (int) Math.max(total, Math.min(2L * split.length, limits.maxEventBytes())));
      System.arraycopy(b, p + 1, split, splitLen, n);
    }
    splitLen = (int) total;
    if (b[p + 0x204] != 0) {
      int wrapped = b[p + 0x203] & 0xFF;
      if (wantMessages) {
        if (wrapped == SlippiCommand.GECKO_LIST) {
          v.visitGeckoList(EventParser.gecko(split, 0, splitLen, sizes[SlippiCommand.GECKO_LIST]));
        } else {
          v.visitWrappedMessage(wrapped, ByteSlice.wrap(split, 0, splitLen), splitStart);
        }
      }
      splitLen = 0;
      splitChunks = 0;
      splitStart = -1;
    }
  }
}
