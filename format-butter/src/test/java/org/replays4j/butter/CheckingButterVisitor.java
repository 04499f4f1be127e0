package org.replays4j.butter;

import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.event.EventCursor;
import org.replays4j.core.io.ByteSlice;

/**
 * Enforces {@link ButterVisitor}'s call grammar {@code visitStart visitHeader ( visitChunk
 * visitFrame* )* visitUnknown? visitEnd}, frame numbering and offsets (increasing, every event but
 * the end at a known offset).
 */
final class CheckingButterVisitor extends ButterVisitor {
  private int
      state; // -1 before visitStart, 0 started, 1 header seen, 2 in chunk, 3 unknown seen, 4 ended
  private long lastOffset;
  private int nextFrame;
  private int nextChunk;
  private int interval;
  private int inChunk;
  private final boolean keyframeFirstInChunk;

  CheckingButterVisitor(ButterVisitor next) {
    this(next, true);
  }

  /**
   * @param keyframeFirstInChunk also require each chunk to hold one keyframe, first (what the
   *     writer makes); false for hostile input, where the decoder takes a keyframe marker anywhere
   */
  CheckingButterVisitor(ButterVisitor next, boolean keyframeFirstInChunk) {
    super(next);
    this.keyframeFirstInChunk = keyframeFirstInChunk;
  }

  {
    state = -1;
  }

  private static void check(boolean ok, String what) {
    if (!ok) throw new AssertionError("visitor grammar violated: " + what);
  }

  /** Every event but the end has an offset, never before the previous event's. */
  private void checkOffset(String what) {
    long at = eventOffset();
    check(at >= lastOffset, what + " offset " + at + " before " + lastOffset);
    lastOffset = at;
  }

  @Override
  public void visitStart(EventCursor cursor) {
    check(state == -1, "visitStart twice or late");
    state = 0;
    super.visitStart(cursor);
  }

  @Override
  public void visitHeader(ButterHeader header) {
    check(state == 0, "visitHeader twice or late");
    check(eventOffset() == 0, "header offset");
    state = 1;
    interval = header.keyframeInterval();
    super.visitHeader(header);
  }

  @Override
  public void visitChunk(ButterChunkInfo chunk) {
    check(state == 1 || state == 2, "visitChunk before the header or after the end");
    check(chunk.index() == nextChunk++, "chunk numbering");
    state = 2;
    inChunk = 0;
    checkOffset("chunk");
    check(eventOffset() == chunk.decodedOffset(), "chunk offset");
    super.visitChunk(chunk);
  }

  @Override
  public void visitFrame(ButterFrame frame) {
    check(state == 2, "visitFrame outside a chunk");
    check(frame.index == nextFrame++, "frame numbering");
    check(frame.chunk == nextChunk - 1, "frame chunk");
    check(
        !keyframeFirstInChunk || frame.keyframe == (inChunk == 0) || interval == 0,
        "keyframe first in every chunk");
    inChunk++;
    checkOffset("frame");
    super.visitFrame(frame);
  }

  @Override
  public void visitUnknown(int code, ByteSlice bytes) {
    check(state == 1 || state == 2, "visitUnknown out of place");
    check(code == ButterDecoder.TRAILING_BYTES, "unknown code");
    state = 3;
    checkOffset("unknown");
    super.visitUnknown(code, bytes);
  }

  @Override
  public void visitEnd() {
    check(state >= 1 && state <= 3, "visitEnd twice or before the header");
    state = 4;
    super.visitEnd();
  }

  boolean ended() {
    return state == 4;
  }
}
