package org.replays4j.slippi;

import java.util.Arrays;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.ItemUpdate;
import org.replays4j.slippi.record.PostFrameUpdate;
import org.replays4j.slippi.record.PreFrameUpdate;

/**
 * A run of consecutive frame events (Frame Start, Pre-Frame Update, Item Update, Post-Frame Update,
 * Frame Bookend) read in place from the decoder's buffer: the bulk hook of fast collectors ({@link
 * SlippiVisitor#visitFrameEvents}). A single-pass cursor: {@link #next()} moves to the next event
 * the visitor chain wants and returns its command byte, or -1 where the run ends (at any other
 * event, at an event shorter than its base layout, at the end of the bytes at hand); the view of
 * the current event is {@link #preFrame()}, {@link #postFrame()}, {@link #itemUpdate()}, {@link
 * #frameStart()} or {@link #frameBookend()}, as the command says. Events of the run that no visitor
 * of the chain wants (and Item Updates under {@link SlippiDecoder.Option#SKIP_ITEMS}) are stepped
 * over. {@link SlippiVisitor#eventOffset()} follows the cursor.
 *
 * <pre>{@code
 * @Override public void visitFrameEvents(FrameEvents events) {
 *   for (int cmd; (cmd = events.next()) >= 0; ) {
 *     if (cmd == SlippiCommand.POST_FRAME) percent[n++] = events.postFrame().percent();
 *   }
 * }
 * }</pre>
 *
 * <p>Only valid during the call that received it, like the views it hands out (one instance of each
 * per decode, moved from event to event). Not thread-safe.
 */
public final class FrameEvents {
  private final PreFrameView pre = new PreFrameView();
  private final PostFrameView post = new PostFrameView();
  private final ItemUpdateView item = new ItemUpdateView();
  private final FrameStartView frameStart = new FrameStartView();
  private final FrameBookendView bookend = new FrameBookendView();
  // per decode: the payload sizes, the smallest payload of each frame command in a run
  // (Integer.MAX_VALUE for every other command: it ends the run) and which frame commands are
  // delivered
  private final int[] sizes;
  private final int[] runMin = new int[256];
  private int deliver;
  // per buffer
  private byte[] b;
  private long delta;
  // per run and event
  private int pos;
  private int end;
  private int cur;
  private int curSize;
  private int curCmd = -1;

  FrameEvents(int[] sizes) {
    this.sizes = sizes;
    Arrays.fill(runMin, Integer.MAX_VALUE);
  }

  /**
   * Which frame commands make runs (those not skipped by the options, when some event of the chain
   * is wanted) and which of them are delivered ({@code delivered}: bit {@code cmd - 0x37}).
   */
  void configure(boolean runs, int delivered) {
    Arrays.fill(runMin, Integer.MAX_VALUE);
    if (!runs) return;
    runMin[SlippiCommand.FRAME_START] = FrameStart.BASE_SIZE;
    runMin[SlippiCommand.PRE_FRAME] = PreFrameUpdate.BASE_SIZE;
    runMin[SlippiCommand.ITEM_UPDATE] = ItemUpdate.BASE_SIZE;
    runMin[SlippiCommand.POST_FRAME] = PostFrameUpdate.BASE_SIZE;
    runMin[SlippiCommand.FRAME_BOOKEND] = FrameBookend.BASE_SIZE;
    deliver = delivered;
  }

  /**
   * Whether an event of command {@code cmd} and payload {@code size} starts (or continues) a run.
   */
  boolean starts(int cmd, int size) {
    return size >= runMin[cmd];
  }

  /** Sets the array (and file offset minus array index) of the following runs and of the views. */
  void buffer(byte[] b, long delta) {
    this.b = b;
    this.delta = delta;
    // once per buffer: a reference store per event would cost a GC barrier
    pre.buffer(b, delta);
    post.buffer(b, delta);
    item.buffer(b, delta);
    frameStart.buffer(b, delta);
    bookend.buffer(b, delta);
  }

  /** Starts a run at the complete event {@code b[p]}, ending at {@code end} at the latest. */
  void start(int p, int end) {
    this.pos = p;
    this.end = end;
    this.curCmd = -1;
  }

  /**
   * Ends the run (stepping over the events the visitor did not read); the index of the first byte
   * after it.
   */
  int finish() {
    while (next() >= 0) {
      // not read by the visitor: skipped
    }
    return pos;
  }

  /**
   * Moves to the next event of the run.
   *
   * @return its command byte ({@link SlippiCommand#PRE_FRAME} etc.), or -1 when the run has ended
   *     (then every further call returns -1)
   */
  public int next() {
    final byte[] b = this.b;
    final int[] sz = sizes;
    final int[] min = runMin;
    int p = pos;
    while (p < end) {
      int cmd = b[p] & 0xFF;
      int size = sz[cmd];
      if (size < min[cmd]) break;
      int n = p + 1 + size;
      if (n > end || n < 0) break;
      if ((deliver >>> (cmd - SlippiCommand.PRE_FRAME) & 1) == 0) {
        p = n;
        continue;
      }
      pos = n;
      cur = p;
      curSize = size;
      curCmd = cmd;
      return cmd;
    }
    pos = p;
    curCmd = -1;
    return -1;
  }

  /** The command byte of the current event, or -1 before the first and after the last. */
  public int command() {
    return curCmd;
  }

  /** File offset of the current event's command byte (when {@link #command()} is not -1). */
  long currentOffset() {
    return cur + delta;
  }

  /** The current event, a Pre-Frame Update ({@link #command()} {@code 0x37}). */
  public PreFrameView preFrame() {
    return current(SlippiCommand.PRE_FRAME, pre);
  }

  /** The current event, a Post-Frame Update ({@link #command()} {@code 0x38}). */
  public PostFrameView postFrame() {
    return current(SlippiCommand.POST_FRAME, post);
  }

  /** The current event, an Item Update ({@link #command()} {@code 0x3B}). */
  public ItemUpdateView itemUpdate() {
    return current(SlippiCommand.ITEM_UPDATE, item);
  }

  /** The current event, a Frame Start ({@link #command()} {@code 0x3A}). */
  public FrameStartView frameStart() {
    return current(SlippiCommand.FRAME_START, frameStart);
  }

  /** The current event, a Frame Bookend ({@link #command()} {@code 0x3C}). */
  public FrameBookendView frameBookend() {
    return current(SlippiCommand.FRAME_BOOKEND, bookend);
  }

  /**
   * Hands the current event to {@code v}'s view method for its command ({@link
   * SlippiVisitor#visitPreFrameView} etc.; nothing when there is no current event), as {@link
   * SlippiVisitor#visitFrameEvents} does by default. A collector that overrides that method, so
   * that the per-event dispatch is its own code whatever other visitors the JVM runs, loops {@code
   * while (events.next() >= 0) events.visitCurrent(this);}.
   */
  public void visitCurrent(SlippiVisitor v) {
    switch (curCmd) {
      case SlippiCommand.PRE_FRAME -> v.visitPreFrameView(preFrame());
      case SlippiCommand.POST_FRAME -> v.visitPostFrameView(postFrame());
      case SlippiCommand.ITEM_UPDATE -> v.visitItemUpdateView(itemUpdate());
      case SlippiCommand.FRAME_START -> v.visitFrameStartView(frameStart());
      case SlippiCommand.FRAME_BOOKEND -> v.visitFrameBookendView(frameBookend());
      default -> {}
    }
  }

  /** {@code view} moved to the current event, which must be of {@code command}. */
  private <V extends EventView> V current(int command, V view) {
    if (curCmd != command) throw notThe(command);
    view.at(cur, curSize);
    return view;
  }

  private IllegalStateException notThe(int command) {
    return new IllegalStateException(
        "expected the current event to be a "
            + SlippiCommand.name(command)
            + " but its command is "
            + (curCmd < 0 ? "none (next() returned -1)" : SlippiCommand.hex(curCmd)));
  }

  @Override
  public String toString() {
    return "FrameEvents["
        + (curCmd < 0 ? "no current event" : SlippiCommand.hex(curCmd) + " at " + (cur + delta))
        + "]";
  }
}
