package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.BitSet;
import java.util.List;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.Combinators;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.record.Channel;

/**
 * The assembler keeps the held slots as one range while the chunks overlap or touch it, and as a
 * bit set after the first one that does not: both ways give the matches a plain slot-by-slot
 * bookkeeping gives, whatever the order, overlaps, re-sends, holes and late ends.
 */
class SpectatorAssemblerPropertiesTest {
  /** One GAME_REPLAY: slots {@code top-1 … top-n}, end slot, word bias (0 = the true words). */
  record Chunk(long top, int n, long end, int bias) {}

  @Provide
  Arbitrary<List<Chunk>> chunks() {
    Arbitrary<Chunk> c =
        Combinators.combine(
                Arbitraries.longs().between(0, 120),
                Arbitraries.integers().between(0, 40),
                Arbitraries.longs().between(0, 130),
                Arbitraries.integers().between(0, 2))
            .as(
                (top, n, end, bias) ->
                    new Chunk(top, n, end % 4 == 0 ? end : 0, bias == 2 ? 7 : 0));
    return c.list().ofMinSize(0).ofMaxSize(12);
  }

  @Property(tries = 400)
  void theMatchesAreThoseOfSlotBySlotBookkeeping(@ForAll("chunks") List<Chunk> chunks) {
    SpectatorAssembler a = new SpectatorAssembler(null, DecodeLimits.DEFAULT.withMaxElements(100));
    Reference r = new Reference(100);
    for (Chunk c : chunks) {
      SpectatorAssemblerTest.replay(a, c.top(), c.n(), c.end(), c.bias());
      r.add(c);
    }
    List<SpectatedMatch> got = a.matches();
    assertThat(got).hasSize(chunks.isEmpty() ? 0 : 1);
    if (!got.isEmpty()) {
      SpectatedMatch m = got.get(0);
      assertThat(List.of(m.firstSlot(), m.highestSlot(), m.endSlot(), (long) m.gaps()))
          .isEqualTo(r.shape());
      assertThat(List.of(m.replayPackets(), m.resentWords(), m.conflicts()))
          .isEqualTo(List.of(r.packets, r.resent, r.conflicts));
      assertThat(m.inputs()).isEqualTo(r.inputs());
    }
  }

  /** Slot-by-slot bookkeeping with a bit set for every slot, the assembler's first form. */
  static final class Reference {
    final long maxSlots;
    short[] slots = new short[256];
    final BitSet have = new BitSet();
    long highest;
    long end;
    long packets;
    long resent;
    long conflicts;

    Reference(long maxSlots) {
      this.maxSlots = maxSlots;
    }

    void add(Chunk c) {
      packets++;
      if (c.end() != 0 && c.end() <= maxSlots) end = c.end();
      long f = c.top();
      int n = c.n();
      if (f > maxSlots || f < n) return;
      long limit = end != 0 ? Math.min(f, end) : f;
      if (limit > slots.length) {
        slots = Arrays.copyOf(slots, (int) Math.min(maxSlots, Math.max(limit, 2L * slots.length)));
      }
      for (int i = 0; i < n; i++) {
        long slot = f - 1 - i;
        if (slot >= limit) continue;
        int at = (int) slot;
        short w = (short) (slot + 1000 + c.bias());
        if (have.get(at)) {
          resent++;
          if (slots[at] != w) conflicts++;
        } else {
          slots[at] = w;
          have.set(at);
        }
      }
      highest = Math.max(highest, Math.min(limit, f));
    }

    long high() {
      return end != 0 ? Math.min(highest, end) : highest;
    }

    int first() {
      return Math.max(0, have.nextSetBit(0));
    }

    int contiguous() {
      return (int) Math.min(have.nextClearBit(first()), Math.max(first(), high()));
    }

    List<Long> shape() {
      long highest = high();
      int gaps = 0;
      int i = contiguous();
      while (i < highest) {
        gaps++;
        int nextSet = have.nextSetBit(i);
        if (nextSet < 0 || nextSet >= highest) break;
        i = have.nextClearBit(nextSet);
      }
      return List.of((long) first(), highest, end, (long) gaps);
    }

    InputWords inputs() {
      return InputWords.ofSlots(slots, first(), Math.min(contiguous(), slots.length));
    }
  }

  @Property(tries = 50)
  void chunksOfTwoMatchesOnOneFlowStaySeparate(@ForAll("chunks") List<Chunk> chunks) {
    // room for both matches' slots (each grows to at most 480 here)
    SpectatorAssembler a =
        new SpectatorAssembler(null, DecodeLimits.DEFAULT.withMaxElements(1_000));
    List<Reference> refs = new ArrayList<>(List.of(new Reference(1_000), new Reference(1_000)));
    int i = 0;
    for (Chunk c : chunks) {
      int match = i++ % 2;
      a.visitPacket(
          SpectatorAssemblerTest.META,
          SokuPacketCodec.gameReplay(
              Channel.HOST_GAME,
              SpectatorAssemblerTest.data(c.top(), c.n(), c.end(), c.bias(), match)));
      refs.get(match).add(c);
    }
    for (SpectatedMatch m : a.matches()) {
      assertThat(m.inputs()).isEqualTo(refs.get(m.matchId()).inputs());
    }
  }
}
