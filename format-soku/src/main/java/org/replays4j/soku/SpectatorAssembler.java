package org.replays4j.soku;

import java.lang.invoke.MethodHandles;
import java.lang.invoke.VarHandle;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.GameReplay;
import org.replays4j.soku.record.MatchForm;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.soku.record.SokuPacket;

/**
 * Rebuilds spectated matches (docs/formats/soku.md#replay-reassembly) from GAME_MATCH (spectator
 * form) and GAME_REPLAY packets, per flow and match id. A GAME_REPLAY with frame id F and n words
 * sets slots F−1 … F−n; slots already held must be identical (else counted as conflicts, first copy
 * kept); slots at or past a known end are ignored. Out-of-order chunks are kept, so a hole is
 * reported only when it is never filled. Use as a visitor in a chain; {@link #matches()} after
 * {@code visitEnd}. Not thread-safe.
 *
 * <p>Memory: the slots of one match and of all matches of the decode together are bounded by {@code
 * limits.maxElements()} (two bytes each, a bit more while chunks arrive out of order); a chunk that
 * would need more is dropped, so its match shows the slots as missing (not {@link
 * SpectatedMatch#complete() complete}), as when packets were lost.
 */
public final class SpectatorAssembler extends SokuVisitor {
  private final long maxSlots;

  /** Slots still to be allocated over all matches: {@code maxSlots} in all. */
  private long slotBudget;

  private final Map<Long, State> states = new LinkedHashMap<>();

  /** The state of the last packet (consecutive packets nearly always share one). */
  private State last;

  private long lastKey;

  /** One GAME_REPLAY's words, copied out of their slice (at most 255 words). */
  private final byte[] words = new byte[2 * 255];

  /** An assembler with default limits. */
  public SpectatorAssembler() {
    this(null, DecodeLimits.DEFAULT);
  }

  /**
   * An assembler forwarding to {@code next}; slot counts are bounded by {@code
   * limits.maxElements()}.
   */
  public SpectatorAssembler(SokuVisitor next, DecodeLimits limits) {
    super(next);
    this.maxSlots = limits.maxElements();
    this.slotBudget = maxSlots;
  }

  private static final class State {
    final int flowId;
    final int matchId;
    GameMatch match;
    short[] slots = new short[0];

    /**
     * The slots held: while {@link #have} is null, exactly {@code [runStart, runEnd)} (none when
     * equal), which is what in-order and overlapping chunks keep it; the first chunk that neither
     * overlaps nor touches that range switches to the bit set for good.
     */
    int runStart;

    int runEnd;
    BitSet have;
    long highest;
    long end;
    long packets;
    long resent;
    long conflicts;

    State(int flowId, int matchId) {
      this.flowId = flowId;
      this.matchId = matchId;
    }

    /** The first held slot at or after {@code i}, or -1 ({@link BitSet#nextSetBit}). */
    int nextHeld(int i) {
      if (have != null) return have.nextSetBit(i);
      if (runStart == runEnd) return -1;
      return i < runStart ? runStart : i < runEnd ? i : -1;
    }

    /** The first slot at or after {@code i} not held ({@link BitSet#nextClearBit}). */
    int nextMissing(int i) {
      if (have != null) return have.nextClearBit(i);
      return i >= runStart && i < runEnd ? runEnd : i;
    }
  }

  private State state(int flowId, int matchId) {
    long key = (long) flowId << 8 | matchId;
    if (last != null && key == lastKey) return last;
    State s = states.computeIfAbsent(key, k -> new State(flowId, matchId));
    lastKey = key;
    last = s;
    return s;
  }

  @Override
  public void visitPacket(PacketMeta meta, SokuPacket packet) {
    if (packet instanceof GameMatch m && m.form() == MatchForm.SPECTATOR) {
      State s = state(meta.flowId(), m.matchId());
      if (s.match == null) s.match = m;
    } else if (packet instanceof GameReplay r) {
      add(state(meta.flowId(), r.data().matchId()), r.data());
    }
    super.visitPacket(meta, packet);
  }

  /** Adds one GAME_REPLAY's words to {@code s}. */
  private void add(State s, ReplayData d) {
    s.packets++;
    if (d.endFrameId() != 0 && d.endFrameId() <= maxSlots) s.end = d.endFrameId();
    long f = d.frameId();
    int n = d.count();
    if (f > maxSlots || f < n) return; // absurd frame id: nothing sensible to place
    long limit = s.end != 0 ? Math.min(f, s.end) : f;
    if (limit > s.slots.length) {
      // four times larger at each step: a match of tens of thousands of slots grows a few times
      long want = Math.min(maxSlots, Math.max(limit, 4L * s.slots.length));
      long more = Math.min(want - s.slots.length, slotBudget);
      // the slots of all matches together are bounded too: past that, chunks are dropped
      if (s.slots.length + more < limit) return;
      s.slots = Arrays.copyOf(s.slots, (int) (s.slots.length + more));
      slotBudget -= more;
    }
    // word i is slot f - 1 - i: the words place slots [lo, hi), those at or past the limit dropped
    int lo = (int) (f - n);
    int hi = (int) limit;
    if (hi > lo) {
      d.words().copyTo(words, 0);
      int top = (int) f - 1;
      if (s.have == null && (s.runStart == s.runEnd || (lo <= s.runEnd && hi >= s.runStart))) {
        addToRun(s, lo, hi, top);
      } else {
        addScattered(s, lo, hi, top);
      }
    }
    s.highest = Math.max(s.highest, Math.min(limit, f));
  }

  /** Slots {@code [lo, hi)} that overlap or touch the held range (or the first ones). */
  private void addToRun(State s, int lo, int hi, int top) {
    short[] slots = s.slots;
    byte[] w = words;
    if (s.runStart == s.runEnd) {
      for (int at = lo; at < hi; at++) slots[at] = word(w, top - at);
      s.runStart = lo;
      s.runEnd = hi;
      return;
    }
    int from = Math.max(lo, s.runStart);
    int to = Math.min(hi, s.runEnd);
    if (to > from) {
      s.resent += to - from;
      for (int at = from; at < to; at++) if (slots[at] != word(w, top - at)) s.conflicts++;
    }
    for (int at = lo; at < s.runStart; at++) slots[at] = word(w, top - at);
    for (int at = Math.max(lo, s.runEnd); at < hi; at++) slots[at] = word(w, top - at);
    s.runStart = Math.min(s.runStart, lo);
    s.runEnd = Math.max(s.runEnd, hi);
  }

  /** Slots {@code [lo, hi)} once the held slots are not one range. */
  private void addScattered(State s, int lo, int hi, int top) {
    if (s.have == null) {
      s.have = new BitSet();
      s.have.set(s.runStart, s.runEnd);
    }
    short[] slots = s.slots;
    BitSet have = s.have;
    for (int at = lo; at < hi; at++) {
      short w = word(words, top - at);
      if (have.get(at)) {
        s.resent++;
        if (slots[at] != w) s.conflicts++;
      } else {
        slots[at] = w;
        have.set(at);
      }
    }
  }

  /** Word {@code i} of the copied words. */
  private static short word(byte[] w, int i) {
    return (short) SHORT_LE.get(w, 2 * i);
  }

  private static final VarHandle SHORT_LE =
      MethodHandles.byteArrayViewVarHandle(short[].class, ByteOrder.LITTLE_ENDIAN);

  /** The matches rebuilt so far, in order of first appearance. */
  public List<SpectatedMatch> matches() {
    List<SpectatedMatch> out = new ArrayList<>();
    for (State s : states.values()) {
      if (s.packets == 0 && s.match == null) continue;
      // an end learnt late cuts slots stored before it was known
      long highest = s.end != 0 ? Math.min(s.highest, s.end) : s.highest;
      int first = Math.max(0, s.nextHeld(0));
      int contiguous = (int) Math.min(s.nextMissing(first), Math.max(first, highest));
      int gaps = 0;
      int i = contiguous;
      while (i < highest) {
        gaps++;
        int nextSet = s.nextHeld(i);
        if (nextSet < 0 || nextSet >= highest) break;
        i = s.nextMissing(nextSet);
      }
      out.add(
          new SpectatedMatch(
              s.flowId,
              s.matchId,
              s.match,
              first,
              InputWords.ofSlots(s.slots, first, Math.min(contiguous, s.slots.length)),
              highest,
              s.end,
              gaps,
              s.packets,
              s.resent,
              s.conflicts));
    }
    return out;
  }
}
