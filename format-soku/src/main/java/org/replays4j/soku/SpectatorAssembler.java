package org.replays4j.soku;

import java.util.ArrayList;
import java.util.BitSet;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.GameReplay;
import org.replays4j.soku.record.ReplayData;
import org.replays4j.soku.record.SokuPacket;

/**
 * Rebuilds spectated matches (docs/formats/soku.md#replay-reassembly) from GAME_MATCH (spectator
 * form) and GAME_REPLAY packets, per flow and match id. A GAME_REPLAY with frame id F and n words
 * sets slots F−1 … F−n; slots already held must be identical (else counted as conflicts, first copy
 * kept); slots at or past a known end are ignored. Out-of-order chunks are kept, so a hole is
 * reported only when it is never filled. Use as a visitor in a chain; {@link #matches()} after
 * {@code visitEnd}. Not thread-safe.
 */
public final class SpectatorAssembler extends SokuVisitor {
  private final long maxSlots;
  private final Map<Long, State> states = new LinkedHashMap<>();

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
  }

  private static final class State {
    final int flowId;
    final int matchId;
    GameMatch match;
    short[] slots = new short[256];
    final BitSet have = new BitSet();
    long highest;
    long end;
    long packets;
    long resent;
    long conflicts;

    State(int flowId, int matchId) {
      this.flowId = flowId;
      this.matchId = matchId;
    }
  }

  private State state(int flowId, int matchId) {
    long key = (long) flowId << 8 | matchId;
    return states.computeIfAbsent(key, k -> new State(flowId, matchId));
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
      s.slots =
          java.util.Arrays.copyOf(
              s.slots, (int) Math.min(maxSlots, Math.max(limit, 2L * s.slots.length)));
    }
    for (int i = 0; i < n; i++) {
      long slot = f - 1 - i;
      if (slot >= limit) continue;
      int at = (int) slot;
      short w = (short) d.word(i);
      if (s.have.get(at)) {
        s.resent++;
        if (s.slots[at] != w) s.conflicts++;
      } else {
        s.slots[at] = w;
        s.have.set(at);
      }
    }
    s.highest = Math.max(s.highest, Math.min(limit, f));
  }

  /** The matches rebuilt so far, in order of first appearance. */
  public List<SpectatedMatch> matches() {
    List<SpectatedMatch> out = new ArrayList<>();
    for (State s : states.values()) {
      if (s.packets == 0 && s.match == null) continue;
      // an end learnt late cuts slots stored before it was known
      long highest = s.end != 0 ? Math.min(s.highest, s.end) : s.highest;
      int first = Math.max(0, s.have.nextSetBit(0));
      int contiguous = (int) Math.min(s.have.nextClearBit(first), Math.max(first, highest));
      int gaps = 0;
      int i = contiguous;
      while (i < highest) {
        gaps++;
        int nextSet = s.have.nextSetBit(i);
        if (nextSet < 0 || nextSet >= highest) break;
        i = s.have.nextClearBit(nextSet);
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
