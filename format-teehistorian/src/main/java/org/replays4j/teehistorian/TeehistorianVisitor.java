package org.replays4j.teehistorian;

import java.util.UUID;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.teehistorian.record.ConsoleCommand;
import org.replays4j.teehistorian.record.Drop;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExMessage;
import org.replays4j.teehistorian.record.Header;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.Join;
import org.replays4j.teehistorian.record.Message;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerJoin;
import org.replays4j.teehistorian.record.PlayerLeave;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerOld;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.TickSkip;

/**
 * Receives the events of a teehistorian recording, in file order (ASM style: every method
 * delegates to {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 * <pre>
 *   visitHeader
 *   ( raw message | reconstructed event )*
 *   visitEnd
 * </pre>
 * Raw messages, one call per message, are {@code visitPlayerDiff}, {@code visitTickSkip},
 * {@code visitPlayerNew}, {@code visitPlayerOld}, {@code visitInputDiff}, {@code visitInputNew},
 * {@code visitMessage}, {@code visitJoin}, {@code visitDrop}, {@code visitConsoleCommand},
 * {@code visitEx} (known extensions), {@code visitUnknown} (unknown extensions) and
 * {@code visitFinish} (at most once, last before {@code visitEnd}). Reconstructed events
 * ({@code visitTick}, {@code visitPlayerPosition}, {@code visitPlayerInput}, {@code visitPlayerJoin},
 * {@code visitPlayerLeave}) follow the raw message they come from, except that {@code visitTick} comes
 * before the first message of each tick that has messages, and an implicit {@code visitPlayerJoin}
 * (a client active without JOIN) comes right before the raw message that revealed the client. Which of the two families is delivered is chosen
 * with {@link TeehistorianDecoder.Events}. {@code visitEnd} is not called when decoding fails with an
 * exception. Offsets are absolute byte offsets of the message's first byte in the decompressed file.
 */
public abstract class TeehistorianVisitor {
  /** The visitor calls are forwarded to, or {@code null}. */
  protected final TeehistorianVisitor next;

  /** A visitor that ends the chain. */
  protected TeehistorianVisitor() { this(null); }

  /** A visitor forwarding to {@code next} (may be {@code null}). */
  protected TeehistorianVisitor(TeehistorianVisitor next) { this.next = next; }

  /**
   * Polled by the decoder after every message: return true to stop decoding early (then
   * {@code visitEnd} is still called). The default asks {@code next}.
   */
  public boolean isDone() { return next != null && next.isDone(); }

  /** The header, once, first. */
  public void visitHeader(Header header) { if (next != null) next.visitHeader(header); }

  /** PLAYER_DIFF. */
  public void visitPlayerDiff(PlayerDiff m, long offset) { if (next != null) next.visitPlayerDiff(m, offset); }

  /** TICK_SKIP. */
  public void visitTickSkip(TickSkip m, long offset) { if (next != null) next.visitTickSkip(m, offset); }

  /** PLAYER_NEW. */
  public void visitPlayerNew(PlayerNew m, long offset) { if (next != null) next.visitPlayerNew(m, offset); }

  /** PLAYER_OLD. */
  public void visitPlayerOld(PlayerOld m, long offset) { if (next != null) next.visitPlayerOld(m, offset); }

  /** INPUT_DIFF. */
  public void visitInputDiff(InputDiff m, long offset) { if (next != null) next.visitInputDiff(m, offset); }

  /** INPUT_NEW. */
  public void visitInputNew(InputNew m, long offset) { if (next != null) next.visitInputNew(m, offset); }

  /** MESSAGE; {@code m.data()} is only valid during the call. */
  public void visitMessage(Message m, long offset) { if (next != null) next.visitMessage(m, offset); }

  /** JOIN. */
  public void visitJoin(Join m, long offset) { if (next != null) next.visitJoin(m, offset); }

  /** DROP. */
  public void visitDrop(Drop m, long offset) { if (next != null) next.visitDrop(m, offset); }

  /** CONSOLE_COMMAND. */
  public void visitConsoleCommand(ConsoleCommand m, long offset) { if (next != null) next.visitConsoleCommand(m, offset); }

  /** A known EX message as its typed record ({@code switch} on {@code m.type()} or pattern-match). */
  public void visitEx(ExMessage m, long offset) { if (next != null) next.visitEx(m, offset); }

  /** An EX message with an unknown UUID; {@code data} is only valid during the call. */
  public void visitUnknown(UUID uuid, ByteSlice data, long offset) { if (next != null) next.visitUnknown(uuid, data, offset); }

  /** FINISH. */
  public void visitFinish(long offset) { if (next != null) next.visitFinish(offset); }

  /** Reconstructed: messages of {@code tick} begin. */
  public void visitTick(int tick) { if (next != null) next.visitTick(tick); }

  /** Reconstructed: absolute character position. */
  public void visitPlayerPosition(PlayerPosition p) { if (next != null) next.visitPlayerPosition(p); }

  /** Reconstructed: absolute input. */
  public void visitPlayerInput(InputState s) { if (next != null) next.visitPlayerInput(s); }

  /** Reconstructed: a client joined (explicitly or implicitly). */
  public void visitPlayerJoin(PlayerJoin j) { if (next != null) next.visitPlayerJoin(j); }

  /** Reconstructed: a client left. */
  public void visitPlayerLeave(PlayerLeave l) { if (next != null) next.visitPlayerLeave(l); }

  /** The end, once, last (also after an early stop). */
  public void visitEnd(End end) { if (next != null) next.visitEnd(end); }
}
