package org.replays4j.slippi.spi;

import java.util.Arrays;
import java.util.Set;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.slippi.FrameStartView;
import org.replays4j.slippi.ItemUpdateView;
import org.replays4j.slippi.PostFrameView;
import org.replays4j.slippi.PreFrameView;
import org.replays4j.slippi.RollbackChoice;
import org.replays4j.slippi.SlippiCommand;
import org.replays4j.slippi.SlippiGame;
import org.replays4j.slippi.SlippiVisitor;
import org.replays4j.slippi.record.EventPayloads;

/**
 * Writes the rows of a {@code frames} or {@code items} table from the decoder's views, then passes
 * every event on. Holds the last {@link #WINDOW} frame numbers in a ring, each with the kept copy
 * of the events of its 8 slots (port × leader/follower) and its items, and emits a frame once a
 * frame number {@code WINDOW} higher was seen (or at the end, {@link #finish}), in frame order. The
 * kept copy is the last or the first ({@link SlippiTables#rollback}), as {@link SlippiGame} keeps
 * it; a copy arriving later than the window is dropped (netplay rollback is at most a few frames
 * deep).
 */
final class FrameRows extends SlippiVisitor {
  /** Frame numbers a frame is held back before its rows are emitted. */
  static final int WINDOW = 64;

  private final TableBatchBuilder b;
  private final Listeners listeners;
  private boolean stopped;
  private final boolean last;
  private final boolean items;
  private final Slot[] ring = new Slot[WINDOW];
  private long maxSeen = Long.MIN_VALUE;
  private long emittedUpTo = Long.MIN_VALUE;
  private int preSize;
  private int postSize;
  private int itemSize;
  private boolean hasFrameStart;
  // send tracking, as SlippiGame.Builder does it
  private int send = -1;
  private int curFrame;
  private int seenPre;
  private int seenPost;

  /** The events of one frame number. */
  private static final class Slot {
    long frame = Long.MIN_VALUE;
    final byte[][] pre = new byte[8][];
    final byte[][] post = new byte[8][];
    final int[] preLen = new int[8];
    final int[] postLen = new int[8];
    int present; // bit s: pre of slot s; bit 8+s: post of slot s
    int itemSend = -1;
    byte[] itemBytes = new byte[0];
    int itemCount;
  }

  /**
   * The rows of {@code b}'s table ({@code items}: the {@code items} table, else {@code frames}),
   * passing every event on to {@code next}; its sink's stop is one of {@code listeners}' stops.
   */
  FrameRows(SlippiVisitor next, TableBatchBuilder b, Listeners listeners, boolean items) {
    super(
        next,
        items
            ? Set.of(Interest.FRAME_START_VIEW, Interest.ITEM_UPDATE_VIEW)
            : Set.of(Interest.FRAME_START_VIEW, Interest.PRE_FRAME_VIEW, Interest.POST_FRAME_VIEW));
    this.b = b;
    this.listeners = listeners;
    this.last = SlippiTables.rollback(b.options()) == RollbackChoice.LAST;
    this.items = items;
    for (int i = 0; i < WINDOW; i++) ring[i] = new Slot();
  }

  /**
   * After the decode: the rows still held back, then the damage of the decode ({@code damage}, null
   * for none) unless the sink stopped the table.
   */
  void finish(Damage damage) {
    if (stopped || b.stopped()) return;
    if (damage != null) b.damage(damage);
    try {
      flushAll();
    } catch (StopDecoding stop) {
      // the sink asked to stop while the last frames were written
    }
  }

  /** Ends a row: when the sink asks to stop, this table stops, and the decode with the last one. */
  private void end() {
    if (SlippiPass.endRow(b)) return;
    stopped = true;
    listeners.stopped();
  }

  @Override
  public void visitEventPayloads(EventPayloads e) {
    preSize = Math.max(0, e.sizeOf(SlippiCommand.PRE_FRAME));
    postSize = Math.max(0, e.sizeOf(SlippiCommand.POST_FRAME));
    itemSize = Math.max(0, e.sizeOf(SlippiCommand.ITEM_UPDATE));
    hasFrameStart = e.sizeOf(SlippiCommand.FRAME_START) >= 0;
    super.visitEventPayloads(e);
  }

  /**
   * The ring slot of {@code frame}, advancing the window; null when the frame was already emitted.
   */
  private Slot slot(int frame) {
    if (frame <= emittedUpTo) return null;
    if (frame > maxSeen) advance(frame);
    Slot s = ring[Math.floorMod(frame, WINDOW)];
    if (s.frame != frame) {
      s.frame = frame;
      s.present = 0;
      s.itemSend = -1;
      s.itemCount = 0;
    }
    return s;
  }

  private void advance(long frame) {
    long upTo = frame - WINDOW;
    if (maxSeen != Long.MIN_VALUE) {
      long from = Math.max(emittedUpTo + 1, maxSeen - WINDOW + 1);
      for (long f = from; f <= Math.min(upTo, maxSeen); f++) emit(f);
    }
    emittedUpTo = Math.max(emittedUpTo, upTo);
    maxSeen = frame;
  }

  private void flushAll() {
    if (maxSeen == Long.MIN_VALUE) return;
    for (long f = Math.max(emittedUpTo + 1, maxSeen - WINDOW + 1); f <= maxSeen; f++) emit(f);
    emittedUpTo = maxSeen;
  }

  private void emit(long frame) {
    if (stopped) return;
    Slot s = ring[(int) Math.floorMod(frame, (long) WINDOW)];
    if (s.frame != frame) return;
    s.frame = Long.MIN_VALUE;
    if (items) {
      for (int i = 0; i < s.itemCount; i++) {
        b.setInt(1, (int) frame);
        SlippiTables.ITEM.write(b, s.itemBytes, i * (itemSize + 1), itemSize);
        end();
        if (stopped) return;
      }
      return;
    }
    for (int k = 0; k < 8; k++) {
      boolean hasPre = (s.present & (1 << k)) != 0;
      boolean hasPost = (s.present & (1 << (8 + k))) != 0;
      if (!hasPre && !hasPost) continue;
      b.setInt(1, (int) frame);
      b.setByte(2, (byte) (k >> 1)); // the player index
      b.setBool(3, (k & 1) != 0);
      if (hasPre) SlippiTables.PRE.write(b, s.pre[k], 0, s.preLen[k]);
      if (hasPost) SlippiTables.POST.write(b, s.post[k], 0, s.postLen[k]);
      end();
      if (stopped) return;
    }
  }

  private void newSend(int frame) {
    send++;
    curFrame = frame;
    seenPre = 0;
    seenPost = 0;
    Slot s = slot(frame);
    if (s != null && (last || s.itemSend < 0)) {
      s.itemSend = send;
      s.itemCount = 0;
    }
  }

  @Override
  public void visitFrameStartView(FrameStartView v) {
    if (!stopped) newSend(v.frame());
    super.visitFrameStartView(v);
  }

  /**
   * The array to copy a frame event of {@code size} payload bytes into (its command byte first), or
   * null when the copy is not kept.
   */
  private byte[] frameEvent(int frame, int port, boolean follower, int size, boolean isPre) {
    if (port > 3) return null;
    int k = port * 2 + (follower ? 1 : 0);
    int seen = isPre ? seenPre : seenPost;
    if (send < 0 || frame != curFrame || (!hasFrameStart && (seen & (1 << k)) != 0)) newSend(frame);
    if (isPre) seenPre |= 1 << k;
    else seenPost |= 1 << k;
    Slot s = slot(frame);
    if (s == null) return null;
    int bit = isPre ? 1 << k : 1 << (8 + k);
    if (!last && (s.present & bit) != 0) return null;
    byte[][] store = isPre ? s.pre : s.post;
    byte[] dst = store[k];
    if (dst == null || dst.length < size + 1)
      dst = store[k] = new byte[Math.max(size + 1, isPre ? preSize + 1 : postSize + 1)];
    if (isPre) s.preLen[k] = size;
    else s.postLen[k] = size;
    s.present |= bit;
    return dst;
  }

  @Override
  public void visitPreFrameView(PreFrameView v) {
    if (!items && !stopped) {
      byte[] dst = frameEvent(v.frame(), v.playerIndex(), v.isFollower(), v.payloadSize(), true);
      if (dst != null) v.copyTo(dst, 0);
    }
    super.visitPreFrameView(v);
  }

  @Override
  public void visitPostFrameView(PostFrameView v) {
    if (!items && !stopped) {
      byte[] dst = frameEvent(v.frame(), v.playerIndex(), v.isFollower(), v.payloadSize(), false);
      if (dst != null) v.copyTo(dst, 0);
    }
    super.visitPostFrameView(v);
  }

  @Override
  public void visitItemUpdateView(ItemUpdateView v) {
    if (items && !stopped) item(v);
    super.visitItemUpdateView(v);
  }

  private void item(ItemUpdateView v) {
    int frame = v.frame();
    if (send < 0 || frame != curFrame) newSend(frame);
    Slot s = slot(frame);
    if (s == null || s.itemSend != send || v.payloadSize() != itemSize) return;
    int need = (s.itemCount + 1) * (itemSize + 1);
    if (s.itemBytes.length < need)
      s.itemBytes = Arrays.copyOf(s.itemBytes, Math.max(need, s.itemBytes.length * 2));
    v.copyTo(s.itemBytes, s.itemCount * (itemSize + 1));
    s.itemCount++;
  }
}
