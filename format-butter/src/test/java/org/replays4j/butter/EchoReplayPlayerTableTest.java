package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.util.concurrent.atomic.AtomicInteger;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The player table of an {@code .echoreplay} (every name any row mentions) is bounded by {@code
 * maxPlayers}: rows that keep naming new players stop with {@code LIMIT_EXCEEDED} once the table
 * would pass it, instead of growing it (and rebuilding the header) for every new name.
 */
class EchoReplayPlayerTableTest {
  /** {@code rows} rows whose four players all have names no earlier row used. */
  static byte[] churn(int rows) {
    StringBuilder b = new StringBuilder();
    for (int i = 0; i < rows; i++) {
      b.append(
          EchoReplayHostileInputTest.row(i).replace("\"name\":\"player", "\"name\":\"r" + i + "p"));
    }
    return b.toString().getBytes(StandardCharsets.UTF_8);
  }

  @Test
  void aTableOfExactlyMaxPlayersIsRead() throws IOException {
    EchoReplay r = EchoReplay.read(churn(255 / 4));
    assertThat(r.header().players()).hasSize(252);
    assertThat(r.frames()).hasSize(63);
  }

  @Test
  void theNameAfterMaxPlayersStopsWithLimitExceededOnEveryWayIn() {
    byte[] file = churn(64);
    assertThatThrownBy(() -> EchoReplay.read(file))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxPlayers (player table) <= 255 but the file asks for 256")
        .extracting(e -> ((ReplayFormatException) e).kind())
        .isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThatThrownBy(() -> EchoReplay.read(new ByteArrayInputStream(file)))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxPlayers");
  }

  @Test
  void theStreamDeliversEveryFrameBeforeTheRowThatPassesTheBound() {
    AtomicInteger frames = new AtomicInteger();
    EchoReplayReader reader =
        EchoReplayReader.builder().limits(DecodeLimits.DEFAULT.withMaxPlayers(10)).build();
    assertThatThrownBy(
            () ->
                reader.stream(
                    new ByteArrayInputStream(churn(1_000)),
                    (h, f) -> {
                      assertThat(h.players()).hasSizeLessThanOrEqualTo(10);
                      frames.incrementAndGet();
                      return true;
                    }))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("maxPlayers (player table) <= 10");
    assertThat(frames.get()).isEqualTo(2);
  }
}
