package org.replays4j.core.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;

/**
 * A visitor made a fan-out with {@link ReplayVisitor#fanOutTo} hands the shared events (start,
 * unknown, damage, end) to every visitor of its set, in order, and the format's own events through
 * the set it was given; a visitor that stops gets nothing more.
 */
class FanOutTest {
  /** A format with one event of its own, {@link #visitTick}. */
  abstract static class Toy extends ReplayVisitor<Toy> {
    Toy(Toy next) {
      super(next);
    }

    public void visitTick(int tick) {
      if (next != null) next.visitTick(tick);
    }
  }

  /** Records every call; stops (throws {@link StopDecoding}) on the tick {@code stopAt}. */
  static final class Log extends Toy {
    final String name;
    final List<String> calls;
    final int stopAt;

    Log(String name, List<String> calls, int stopAt) {
      super(null);
      this.name = name;
      this.calls = calls;
      this.stopAt = stopAt;
    }

    @Override
    public void visitStart(EventCursor cursor) {
      super.visitStart(cursor);
      calls.add(name + " start " + eventOffset());
    }

    @Override
    public void visitTick(int tick) {
      if (tick == stopAt) throw StopDecoding.INSTANCE;
      calls.add(name + " tick " + tick);
    }

    @Override
    public void visitUnknown(int code, ByteSlice payload) {
      calls.add(name + " unknown " + code + " of " + payload.length() + " byte(s)");
    }

    @Override
    public void visitDamage(Damage damage) {
      calls.add(name + " damage at " + damage.offset());
    }

    @Override
    public void visitEnd() {
      calls.add(name + " end");
    }
  }

  /** The toy format's fan-out: its one event through the set, the shared ones from the base. */
  static final class ToyFanOut extends Toy {
    private final VisitorSet<Toy> live;

    ToyFanOut(List<? extends Toy> visitors) {
      super(null);
      live = fanOutTo(visitors);
    }

    @Override
    public void visitTick(int tick) {
      live.each(Toy::visitTick, tick);
    }
  }

  @Test
  void sharedEventsReachEveryVisitorAndAStoppedOneGetsNothingMore() {
    List<String> calls = new ArrayList<>();
    ToyFanOut fan = new ToyFanOut(List.of(new Log("a", calls, -1), new Log("b", calls, 2)));
    fan.visitStart(() -> 7);
    fan.visitTick(1);
    fan.visitUnknown(42, ByteSlice.wrap(new byte[3]));
    fan.visitTick(2);
    fan.visitTick(3);
    fan.visitDamage(
        Damage.of(ReplayFormatException.invalid("toy", 11, "expected a tick but got 00")));
    fan.visitEnd();
    assertThat(calls)
        .containsExactly(
            "a start 7",
            "b start 7",
            "a tick 1",
            "b tick 1",
            "a unknown 42 of 3 byte(s)",
            "b unknown 42 of 3 byte(s)",
            "a tick 2",
            "a tick 3",
            "a damage at 11",
            "a end");
  }

  @Test
  void theDecodeStopsOnceEveryVisitorHasStopped() {
    List<String> calls = new ArrayList<>();
    ToyFanOut fan = new ToyFanOut(List.of(new Log("a", calls, 1), new Log("b", calls, 1)));
    assertThatThrownBy(() -> fan.visitTick(1)).isSameAs(StopDecoding.INSTANCE);
    assertThatThrownBy(fan::visitEnd).isSameAs(StopDecoding.INSTANCE);
    assertThat(calls).isEmpty();
  }

  @Test
  void aVisitorWithANextVisitorOrASetAlreadyIsNoFanOut() {
    List<String> calls = new ArrayList<>();
    Toy chained = new Toy(new Log("a", calls, -1)) {};
    assertThatThrownBy(() -> chained.fanOutTo(List.of())).isInstanceOf(IllegalStateException.class);
    ToyFanOut fan = new ToyFanOut(List.of(new Log("a", calls, -1)));
    assertThatThrownBy(() -> fan.fanOutTo(List.of())).isInstanceOf(IllegalStateException.class);
  }
}
