package org.replays4j.butter;

import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.event.ReplayVisitor;

/**
 * Receives a .butter file's content in file order (ASM style: every method delegates to {@code
 * next}, so adapters override only what they need).
 *
 * <p>Call grammar: {@code visitStart visitHeader ( visitChunk visitFrame* )* visitUnknown?
 * visitEnd}. {@link #visitUnknown} receives {@link ButterDecoder#TRAILING_BYTES} and the bytes
 * after the last chunk of the chunk table (in-memory decodes only). When decoding fails, every
 * frame before the damage has been visited, then the decoder throws (no {@code visitEnd}). Throwing
 * {@link org.replays4j.core.event.StopDecoding#INSTANCE} from any method stops decoding quietly (no
 * {@code visitEnd}). {@link #eventOffset()} is the event's offset in the decoded stream (header and
 * chunk table, then every decompressed chunk): 0 for the header, the first frame byte for a chunk,
 * the marker for a frame.
 */
public abstract class ButterVisitor extends ReplayVisitor<ButterVisitor> {
  /** A visitor delegating to nothing. */
  protected ButterVisitor() {
    this(null);
  }

  /** A visitor delegating to {@code next} (may be null). */
  protected ButterVisitor(ButterVisitor next) {
    super(next);
  }

  /** Called once, first, with the file header (player table, map, compression). */
  public void visitHeader(ButterHeader header) {
    if (next != null) next.visitHeader(header);
  }

  /** Called before the frames of each chunk, including empty chunks. */
  public void visitChunk(ButterChunkInfo chunk) {
    if (next != null) next.visitChunk(chunk);
  }

  /**
   * Called for each frame with its absolute state. {@code frame} is reused by the decoder: read it
   * during the call or keep {@link ButterFrame#copy()}.
   */
  public void visitFrame(ButterFrame frame) {
    if (next != null) next.visitFrame(frame);
  }
}
