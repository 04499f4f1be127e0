package org.replays4j.teehistorian;

import org.replays4j.core.event.ReplayVisitor;
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
 * Receives the events of a teehistorian recording, in file order (ASM style: every method delegates
 * to {@code next}, so adapters override only what they need).
 *
 * <p>Call grammar:
 *
 * <pre>
 *   visitStart
 *   visitHeader
 *   ( raw message | reconstructed event )*
 *   visitSummary visitEnd
 * </pre>
 *
 * Raw messages, one call per message, are {@code visitPlayerDiff}, {@code visitTickSkip}, {@code
 * visitPlayerNew}, {@code visitPlayerOld}, {@code visitInputDiff}, {@code visitInputNew}, {@code
 * visitMessage}, {@code visitJoin}, {@code visitDrop}, {@code visitConsoleCommand}, {@code visitEx}
 * (known extensions), {@link #visitUnknown} (an EX message whose UUID this library does not know:
 * code {@code -11}, see {@link org.replays4j.teehistorian.record.UnknownEx#of}) and {@code
 * visitFinish} (at most once, after the last message). Reconstructed events ({@code visitTick},
 * {@code visitPlayerPosition}, {@code visitPlayerInput}, {@code visitPlayerJoin}, {@code
 * visitPlayerLeave}) follow the raw message they come from, except that {@code visitTick} comes
 * before the first message of each tick that has messages, and an implicit {@code visitPlayerJoin}
 * (a client active without JOIN) comes right before the raw message that revealed the client. The
 * {@link TeehistorianDecoder.Option}s choose which of the two families is delivered. {@code
 * visitSummary} and {@code visitEnd} come only after a complete decode: not after a failure and not
 * after a visitor threw {@link org.replays4j.core.event.StopDecoding}.
 *
 * <p>{@link #eventOffset()} is the absolute offset of the message's first byte in the decompressed
 * file (0 for the header); a reconstructed event gives the offset of the message it comes from.
 */
public abstract class TeehistorianVisitor extends ReplayVisitor<TeehistorianVisitor> {
  /** A visitor that ends the chain. */
  protected TeehistorianVisitor() {
    super(null);
  }

  /** A visitor forwarding to {@code next} (may be {@code null}). */
  protected TeehistorianVisitor(TeehistorianVisitor next) {
    super(next);
  }

  /** The header, once, first. */
  public void visitHeader(Header header) {
    if (next != null) next.visitHeader(header);
  }

  /** PLAYER_DIFF. */
  public void visitPlayerDiff(PlayerDiff m) {
    if (next != null) next.visitPlayerDiff(m);
  }

  /** TICK_SKIP. */
  public void visitTickSkip(TickSkip m) {
    if (next != null) next.visitTickSkip(m);
  }

  /** PLAYER_NEW. */
  public void visitPlayerNew(PlayerNew m) {
    if (next != null) next.visitPlayerNew(m);
  }

  /** PLAYER_OLD. */
  public void visitPlayerOld(PlayerOld m) {
    if (next != null) next.visitPlayerOld(m);
  }

  /** INPUT_DIFF. */
  public void visitInputDiff(InputDiff m) {
    if (next != null) next.visitInputDiff(m);
  }

  /** INPUT_NEW. */
  public void visitInputNew(InputNew m) {
    if (next != null) next.visitInputNew(m);
  }

  /** MESSAGE; {@code m.data()} is only valid during the call. */
  public void visitMessage(Message m) {
    if (next != null) next.visitMessage(m);
  }

  /** JOIN. */
  public void visitJoin(Join m) {
    if (next != null) next.visitJoin(m);
  }

  /** DROP. */
  public void visitDrop(Drop m) {
    if (next != null) next.visitDrop(m);
  }

  /** CONSOLE_COMMAND. */
  public void visitConsoleCommand(ConsoleCommand m) {
    if (next != null) next.visitConsoleCommand(m);
  }

  /**
   * A known EX message as its typed record ({@code switch} on {@code m.type()} or pattern-match).
   */
  public void visitEx(ExMessage m) {
    if (next != null) next.visitEx(m);
  }

  /** FINISH. */
  public void visitFinish() {
    if (next != null) next.visitFinish();
  }

  /** Reconstructed: messages of {@code tick} begin. */
  public void visitTick(int tick) {
    if (next != null) next.visitTick(tick);
  }

  /** Reconstructed: absolute character position. */
  public void visitPlayerPosition(PlayerPosition p) {
    if (next != null) next.visitPlayerPosition(p);
  }

  /** Reconstructed: absolute input. */
  public void visitPlayerInput(InputState s) {
    if (next != null) next.visitPlayerInput(s);
  }

  /** Reconstructed: a client joined (explicitly or implicitly). */
  public void visitPlayerJoin(PlayerJoin j) {
    if (next != null) next.visitPlayerJoin(j);
  }

  /** Reconstructed: a client left. */
  public void visitPlayerLeave(PlayerLeave l) {
    if (next != null) next.visitPlayerLeave(l);
  }

  /**
   * What the whole recording contained and what was tolerated (counts, ticks, warnings): once,
   * after the last message, right before {@link #visitEnd()}.
   */
  public void visitSummary(End summary) {
    if (next != null) next.visitSummary(summary);
  }
}
