package org.replays4j.core.event;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

class SalvageModeTest {
  enum Opt {
    NONE
  }

  /** Records the call grammar. */
  static final class Log extends ReplayVisitor<Log> {
    final List<String> calls = new ArrayList<>();

    Log() {
      super(null);
    }

    void event(int b) {
      calls.add("event " + b);
    }

    @Override
    public void visitDamage(Damage damage) {
      calls.add("damage " + damage);
    }

    @Override
    public void visitEnd() {
      calls.add("end");
    }
  }

  /** Each byte is an event; a zero byte is damage. */
  static final class ZeroIsDamage extends AbstractDecoder<Log, Opt> {
    ZeroIsDamage(DecodeLimits l, Set<Opt> o, boolean salvage) {
      super(l, o, salvage);
    }

    @Override
    protected void decode(byte[] file, int off, int len, Log v) throws IOException {
      for (int i = 0; i < len; i++) {
        if (file[off + i] == 9) {
          damaged(ReplayFormatException.limitExceeded("fake", i, "events", 8, 9), v);
          return;
        }
        if (file[off + i] == 0) {
          damaged(
              ReplayFormatException.invalid("fake", i, "expected a non-zero byte but got 00"), v);
          return;
        }
        v.event(file[off + i]);
      }
      v.visitEnd();
    }

    @Override
    public void decode(InputStream in, Log visitor) throws IOException {
      decode(in.readAllBytes(), visitor);
    }
  }

  @Test
  void salvageDeliversTheEventsBeforeTheDamageThenDamageThenEnd() throws IOException {
    ZeroIsDamage d = new DecoderBuilder<>(Opt.class, ZeroIsDamage::new).salvage(true).build();
    Log log = d.collect(new byte[] {1, 2, 0, 3}, new Log());
    assertThat(d.salvage()).isTrue();
    assertThat(log.calls)
        .containsExactly(
            "event 1",
            "event 2",
            "damage INVALID at 2: expected a non-zero byte but got 00",
            "end");
  }

  @Test
  void strictIsTheDefaultAndThrows() {
    ZeroIsDamage d = new DecoderBuilder<>(Opt.class, ZeroIsDamage::new).build();
    assertThat(d.salvage()).isFalse();
    assertRefused(() -> d.collect(new byte[] {1, 0}, new Log()), "expected a non-zero byte");
  }

  @Test
  void aLimitIsNotDamageAndFailsInSalvageModeToo() {
    ZeroIsDamage d = new DecoderBuilder<>(Opt.class, ZeroIsDamage::new).salvage(true).build();
    assertThatThrownBy(() -> d.collect(new byte[] {1, 9}, new Log()))
        .isInstanceOf(ReplayFormatException.class)
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
  }

  @Test
  void aDecoderWithoutSalvageRefusesTheOption() {
    DecoderBuilder<Opt, String> b = new DecoderBuilder<>(Opt.class, (l, o) -> "x");
    assertThatThrownBy(() -> b.salvage(true))
        .isInstanceOf(UnsupportedOperationException.class)
        .hasMessageContaining("no salvage mode");
  }

  @Test
  void damageRoundTripsThroughItsException() {
    Damage d = Damage.of(ReplayFormatException.truncated("slippi", 100, 8, 3).withPath("slp/raw"));
    ReplayFormatException e = d.toException();
    assertThat(e.kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
    assertThat(e.offset()).isEqualTo(100);
    assertThat(Damage.of(e)).isEqualTo(d);
  }
}
