package org.replays4j.slippi;

import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.EventPayloads;
import org.replays4j.slippi.record.FodPlatform;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.GameStart;
import org.replays4j.slippi.record.GeckoList;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.MessageSplitter;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;
import org.replays4j.slippi.record.RawEnd;
import org.replays4j.slippi.record.RawStart;
import org.replays4j.slippi.record.SlippiMetadata;
import org.replays4j.slippi.record.StadiumTransformation;
import org.replays4j.slippi.record.Whispy;

/**
 * Receives the events of a {@code .slp} file in file order (ASM style: every method delegates to
 * {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 * <pre>
 * visitRawStart visitEventPayloads visitGameStart?
 *   ( visitFrameStart | visitPreFrame | visitItemUpdate | visitFodPlatform | visitWhispy
 *   | visitStadiumTransformation | visitPostFrame | visitFrameBookend | visitGameEnd
 *   | visitMessageSplitter | visitGeckoList | visitWrappedMessage | visitUnknown )*
 * visitRawEnd visitMetadata? visitEnd
 * </pre>
 * Rollback re-sends of a frame are delivered again, exactly as written. {@code visitGeckoList} follows
 * the Message Splitter chunk that completes it. On bad input the decoder throws after delivering every
 * complete event; {@code visitRawEnd}/{@code visitEnd} are then not called.
 */
public abstract class SlippiVisitor {
  /** The visitor every call is forwarded to by default; may be null. */
  protected final SlippiVisitor next;

  /** A visitor that forwards to {@code next} (may be null). */
  protected SlippiVisitor(SlippiVisitor next) {
    this.next = next;
  }

  /** Set by the decoder on the visitor it was given, so {@link #eventOffset()} works. */
  RawEventEngine source;

  /**
   * File offset of the command byte of the event being visited, when called on the visitor that was
   * passed to the decoder (not on visitors further down the chain); -1 otherwise.
   */
  protected final long eventOffset() {
    return source == null ? -1 : source.curOffset;
  }

  /** A visitor that forwards nowhere. */
  protected SlippiVisitor() {
    this(null);
  }

  /** The raw element starts. */
  public void visitRawStart(RawStart e) { if (next != null) next.visitRawStart(e); }

  /** The Event Payloads table (always the first event). */
  public void visitEventPayloads(EventPayloads e) { if (next != null) next.visitEventPayloads(e); }

  /** Game Start, once, before any frame event. */
  public void visitGameStart(GameStart e) { if (next != null) next.visitGameStart(e); }

  /** Frame Start (2.2.0+), first event of every frame (and of every re-send). */
  public void visitFrameStart(FrameStart e) { if (next != null) next.visitFrameStart(e); }

  /** Pre-Frame Update, per character per frame. */
  public void visitPreFrame(PreFrameUpdate e) { if (next != null) next.visitPreFrame(e); }

  /** Post-Frame Update, per character per frame. */
  public void visitPostFrame(PostFrameUpdate e) { if (next != null) next.visitPostFrame(e); }

  /** Item Update, per item per frame. */
  public void visitItemUpdate(ItemUpdate e) { if (next != null) next.visitItemUpdate(e); }

  /** Frame Bookend (3.0.0+), last event of every frame. */
  public void visitFrameBookend(FrameBookend e) { if (next != null) next.visitFrameBookend(e); }

  /** Game End (absent in some files, twice in a few). */
  public void visitGameEnd(GameEnd e) { if (next != null) next.visitGameEnd(e); }

  /** One Message Splitter chunk. */
  public void visitMessageSplitter(MessageSplitter e) { if (next != null) next.visitMessageSplitter(e); }

  /** The reassembled Gecko code list. */
  public void visitGeckoList(GeckoList e) { if (next != null) next.visitGeckoList(e); }

  /**
   * A reassembled Message Splitter message whose wrapped command is not the Gecko list (none is known
   * today). {@code payload} is only valid during the call.
   *
   * @param command the wrapped command byte
   * @param payload the reassembled bytes
   * @param offset file offset of the message's first chunk
   */
  public void visitWrappedMessage(int command, ByteSlice payload, long offset) {
    if (next != null) next.visitWrappedMessage(command, payload, offset);
  }

  /** Fountain of Dreams platform height change. */
  public void visitFodPlatform(FodPlatform e) { if (next != null) next.visitFodPlatform(e); }

  /** Dream Land 64 Whispy blow direction. */
  public void visitWhispy(Whispy e) { if (next != null) next.visitWhispy(e); }

  /** Pokémon Stadium transformation. */
  public void visitStadiumTransformation(StadiumTransformation e) {
    if (next != null) next.visitStadiumTransformation(e);
  }

  /**
   * A command this decoder does not know, or a known command whose payload is shorter than its base
   * layout. {@code payload} is only
   * valid during the call; copy it to keep it.
   *
   * @param command command byte
   * @param payload payload bytes (without the command byte)
   * @param offset file offset of the command byte
   */
  public void visitUnknown(int command, ByteSlice payload, long offset) {
    if (next != null) next.visitUnknown(command, payload, offset);
  }

  /** The raw element ended. */
  public void visitRawEnd(RawEnd e) { if (next != null) next.visitRawEnd(e); }

  /** The metadata element, when the file has one. */
  public void visitMetadata(SlippiMetadata e) { if (next != null) next.visitMetadata(e); }

  /** Decoding finished normally. */
  public void visitEnd() { if (next != null) next.visitEnd(); }
}
