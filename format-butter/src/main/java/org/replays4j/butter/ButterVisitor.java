package org.replays4j.butter;

import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.io.ByteSlice;

/**
 * Receives a .butter file's content in file order (ASM style: every method delegates to
 * {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar: {@code visitHeader ( visitChunk visitFrame* )* visitUnknown? visitEnd}. When
 * decoding fails, every frame before the damage has been visited, then the decoder throws (no
 * {@code visitEnd}). {@link #continueDecoding()} is asked after the header, each chunk and each
 * frame; returning false stops decoding quietly (then {@code visitEnd} is still called).
 */
public abstract class ButterVisitor {
  /** The visitor this one delegates to, or null. */
  protected final ButterVisitor next;

  /** A visitor delegating to nothing. */
  protected ButterVisitor() {
    this(null);
  }

  /** A visitor delegating to {@code next} (may be null). */
  protected ButterVisitor(ButterVisitor next) {
    this.next = next;
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

  /**
   * Bytes this decoder does not understand but can skip: data after the last chunk of the chunk
   * table. {@code bytes} is only valid during the call.
   */
  public void visitUnknown(ByteSlice bytes, long offset) {
    if (next != null) next.visitUnknown(bytes, offset);
  }

  /** Called once after the last chunk. */
  public void visitEnd() {
    if (next != null) next.visitEnd();
  }

  /** False to stop decoding early; by default asks {@code next} (true without one). */
  public boolean continueDecoding() {
    return next == null || next.continueDecoding();
  }
}
