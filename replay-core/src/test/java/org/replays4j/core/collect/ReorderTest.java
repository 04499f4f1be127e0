package org.replays4j.core.collect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.junit.jupiter.api.Assertions.assertTimeoutPreemptively;

import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.ThreadLocalRandom;
import java.util.concurrent.atomic.AtomicLong;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

/** The reorder window: files' output in order, each file's together, in bounded memory. */
class ReorderTest {
  private static Reorder.Chunk piece(List<String> out, String text, long bytes) {
    return new Reorder.Chunk() {
      @Override
      public void write() {
        out.add(text); // called under the reorder's lock, one chunk at a time
      }

      @Override
      public long bytes() {
        return bytes;
      }
    };
  }

  @ParameterizedTest(name = "{0} threads, bound {1}")
  @CsvSource({"1, 1000000", "4, 1000000", "4, 1", "8, 50", "3, 0"})
  void outputComesInFileOrderWithEachFilesPiecesTogetherWhateverTheTiming(int threads, long bound)
      throws Exception {
    int files = 60;
    int pieces = 7;
    List<String> out = new ArrayList<>();
    Reorder reorder = new Reorder(bound);
    AtomicLong maxBuffered = new AtomicLong();
    ExecutorService pool = Executors.newFixedThreadPool(threads);
    try {
      assertTimeoutPreemptively(
          Duration.ofSeconds(60),
          () -> {
            List<Future<?>> done = new ArrayList<>();
            for (int f = 0; f < files; f++) {
              Reorder.Slot slot = reorder.open(f);
              int file = f;
              done.add(
                  pool.submit(
                      () -> {
                        for (int p = 0; p < pieces; p++) {
                          if (ThreadLocalRandom.current().nextInt(4) == 0) Thread.sleep(1);
                          slot.emit(piece(out, file + "." + p, 10));
                          maxBuffered.accumulateAndGet(reorder.buffered(), Math::max);
                        }
                        slot.finish();
                        return null;
                      }));
            }
            for (Future<?> d : done) d.get();
          });
    } finally {
      pool.shutdownNow();
    }
    List<String> expected = new ArrayList<>();
    for (int f = 0; f < files; f++) for (int p = 0; p < pieces; p++) expected.add(f + "." + p);
    assertThat(out).isEqualTo(expected);
    // a slot that passes the bound waits: at most one more piece per worker beyond it
    assertThat(maxBuffered.get()).isLessThanOrEqualTo(Math.max(bound, 0) + 10L * threads);
    assertThat(reorder.buffered()).isZero();
  }
}
