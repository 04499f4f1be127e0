package org.replays4j.slippi;

import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;

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
  /** Non-null when the visitor is a model builder: frame events then skip the records. */
  private final SlippiGame.Builder builder;
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
    this.builder = v instanceof SlippiGame.Builder b ? b : null;
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
    // Pre/Post-Frame Updates are ~90% of the events: test for them first, with the options folded
    // into one local flag, before the general dispatch.
    final boolean frameRecords = !skipFrames && builder == null;
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
      if (frameRecords) {
        if (cmd == SlippiCommand.PRE_FRAME && size >= 0x3A) {
          vis.visitPreFrame(EventParser.pre(b, p, size));
          p = next;
          continue;
        }
        if (cmd == SlippiCommand.POST_FRAME && size >= 0x21) {
          vis.visitPostFrame(EventParser.post(b, p, size));
          p = next;
          continue;
        }
      }
      switch (cmd) {
        case SlippiCommand.PRE_FRAME:
          if (!skipFrames) {
            if (size < 0x3A) unknown(cmd, b, p, size, delta);
            else if (builder != null) builder.rawPre(b, p, size);
            else vis.visitPreFrame(EventParser.pre(b, p, size));
          }
          break;
        case SlippiCommand.POST_FRAME:
          if (!skipFrames) {
            if (size < 0x21) unknown(cmd, b, p, size, delta);
            else if (builder != null) builder.rawPost(b, p, size);
            else vis.visitPostFrame(EventParser.post(b, p, size));
          }
          break;
        case SlippiCommand.FRAME_START:
          if (!skipFrames) {
            if (size >= 8) vis.visitFrameStart(EventParser.frameStart(b, p, size));
            else unknown(cmd, b, p, size, delta);
          }
          break;
        case SlippiCommand.FRAME_BOOKEND:
          if (!skipFrames) {
            if (size >= 4) vis.visitFrameBookend(EventParser.bookend(b, p, size));
            else unknown(cmd, b, p, size, delta);
          }
          break;
        case SlippiCommand.ITEM_UPDATE:
          if (!skipFrames && !skipItems) {
            if (size < 0x21) unknown(cmd, b, p, size, delta);
            else if (builder != null) builder.rawItem(b, p, size);
            else vis.visitItemUpdate(EventParser.item(b, p, size));
          }
          break;
        default:
          rare(cmd, b, p, size, delta);
      }
      p = next;
    }
    return p;
  }

  private void unknown(int cmd, byte[] b, int p, int size, long delta) {
    v.visitUnknown(cmd, ByteSlice.wrap(b, p + 1, size), p + delta);
  }

  private void rare(int cmd, byte[] b, int p, int size, long delta) throws ReplayFormatException {
    switch (cmd) {
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
        if (size >= 9) v.visitFodPlatform(EventParser.fod(b, p, size));
        else unknown(cmd, b, p, size, delta);
        break;
      case SlippiCommand.WHISPY:
        if (skipFrames) break;
        if (size >= 5) v.visitWhispy(EventParser.whispy(b, p, size));
        else unknown(cmd, b, p, size, delta);
        break;
      case SlippiCommand.STADIUM_TRANSFORMATION:
        if (skipFrames) break;
        if (size >= 8) v.visitStadiumTransformation(EventParser.stadium(b, p, size));
        else unknown(cmd, b, p, size, delta);
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
   * command's size in Event Payloads is ignored (a uint16 that overflows, slippi-extensions.md §5).
   */
  private void splitChunk(byte[] b, int p, int size, long delta) throws ReplayFormatException {
    v.visitMessageSplitter(EventParser.splitter(b, p, size));
    int n = Math.min(EventParser.u16(b, p + 0x201), 512);
    if (splitStart < 0) splitStart = p + delta;
    long total = (long) splitLen + n;
    DecodeLimits.check(FORMAT, p + delta, "maxEventBytes (reassembled message)", limits.maxEventBytes(), total);
    if (++splitChunks > limits.maxChunks()) {
      throw ReplayFormatException.limitExceeded(FORMAT, p + delta, "maxChunks", limits.maxChunks(), splitChunks);
    }
    if (total > split.length) split = Arrays.copyOf(split, (int) Math.max(total, Math.min(2L * split.length, limits.maxEventBytes())));
    System.arraycopy(b, p + 1, split, splitLen, n);
    splitLen = (int) total;
    if (b[p + 0x204] != 0) {
      int wrapped = b[p + 0x203] & 0xFF;
      if (wrapped == SlippiCommand.GECKO_LIST) {
        v.visitGeckoList(EventParser.gecko(split, 0, splitLen, sizes[SlippiCommand.GECKO_LIST]));
      } else {
        v.visitWrappedMessage(wrapped, ByteSlice.wrap(split, 0, splitLen), splitStart);
      }
      splitLen = 0;
      splitChunks = 0;
      splitStart = -1;
    }
  }
}
