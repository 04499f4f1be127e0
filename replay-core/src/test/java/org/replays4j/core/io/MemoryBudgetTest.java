package org.replays4j.core.io;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.core.error.Refusals.assertLimitExceeded;

import java.io.InterruptedIOException;
import java.util.List;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.CopyOnWriteArrayList;
import java.util.concurrent.CountDownLatch;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;

class MemoryBudgetTest {
  @Test
  void aRequestLargerThanTheWholeBudgetFailsAtOnceNamingWhatAskedForIt() {
    MemoryBudget b = new MemoryBudget(100);
    assertLimitExceeded(
        () -> b.acquire("xz", "xz dictionary of big.xz", 101),
        "memory budget (xz dictionary of big.xz) <= 100");
    assertThat(b.used()).isZero();
  }

  @Test
  void aRequestThatDoesNotFitNowWaitsForTheReleaseInsteadOfFailing() throws Exception {
    MemoryBudget b = new MemoryBudget(100);
    MemoryBudget.Grant first = b.acquire("f", "first", 70);
    CountDownLatch started = new CountDownLatch(1);
    CompletableFuture<Long> second =
        CompletableFuture.supplyAsync(
            () -> {
              started.countDown();
              try (MemoryBudget.Grant g = b.acquire("f", "second", 70)) {
                return g.bytes();
              } catch (Exception e) {
                throw new IllegalStateException(e);
              }
            });
    started.await();
    Thread.sleep(50);
    assertThat(second).isNotDone();
    first.close();
    assertThat(second.get(10, TimeUnit.SECONDS)).isEqualTo(70);
    assertThat(b.used()).isZero();
  }

  @Test
  void waitingRequestsAreServedInArrivalOrder() throws Exception {
    MemoryBudget b = new MemoryBudget(100);
    MemoryBudget.Grant all = b.acquire("f", "all", 100);
    List<String> order = new CopyOnWriteArrayList<>();
    Thread big = waiter(b, "big", 96, order);
    Thread.sleep(100);
    Thread small = waiter(b, "small", 5, order);
    Thread.sleep(50);
    // the small request would fit at once, but the big one asked first (and then leaves too little)
    all.close();
    big.join(10_000);
    small.join(10_000);
    assertThat(order).containsExactly("big 96", "small 5");
  }

  private static Thread waiter(MemoryBudget b, String name, long bytes, List<String> order) {
    Thread t =
        new Thread(
            () -> {
              try (MemoryBudget.Grant g = b.acquire("f", name, bytes)) {
                order.add(name + " " + g.bytes());
                Thread.sleep(20);
              } catch (Exception e) {
                order.add("failed " + e);
              }
            });
    t.start();
    return t;
  }

  @Test
  void aThreadHoldingAGrantIsNotMadeToWaitForAnother() throws Exception {
    MemoryBudget b = new MemoryBudget(100);
    try (MemoryBudget.Grant outer = b.acquire("f", "slot", 80);
        MemoryBudget.Grant inner = b.acquire("f", "dictionary", 50)) {
      assertThat(b.used()).isEqualTo(outer.bytes() + inner.bytes()).isEqualTo(130);
    }
    assertThat(b.used()).isZero();
  }

  @Test
  void closingTwiceReleasesOnce() throws Exception {
    MemoryBudget b = new MemoryBudget(100);
    MemoryBudget.Grant g = b.acquire("f", "x", 40);
    MemoryBudget.Grant h = b.acquire("f", "y", 10);
    g.close();
    g.close();
    assertThat(b.used()).isEqualTo(10);
    h.close();
  }

  @Test
  void tryAcquireNeverWaits() throws Exception {
    MemoryBudget b = new MemoryBudget(100);
    MemoryBudget.Grant g = b.tryAcquire(60);
    assertThat(g).isNotNull();
    CompletableFuture<MemoryBudget.Grant> other =
        CompletableFuture.supplyAsync(() -> b.tryAcquire(60));
    assertThat(other.get(10, TimeUnit.SECONDS)).isNull();
    assertThat(b.tryAcquire(1000)).isNull();
    g.close();
  }

  @Test
  void anInterruptedWaitEndsWithAnInterruptedIoException() throws Exception {
    MemoryBudget b = new MemoryBudget(10);
    MemoryBudget.Grant all = b.acquire("f", "all", 10);
    CompletableFuture<Throwable> failure = new CompletableFuture<>();
    Thread t =
        new Thread(
            () -> {
              try {
                b.acquire("f", "more", 5).close();
                failure.complete(null);
              } catch (Exception e) {
                failure.complete(e);
              }
            });
    t.start();
    Thread.sleep(50);
    t.interrupt();
    assertThat(failure.get(10, TimeUnit.SECONDS)).isInstanceOf(InterruptedIOException.class);
    all.close();
    assertThat(b.used()).isZero();
  }

  @Test
  void theProcessBudgetIsOneInstanceSizedFromTheHeap() {
    assertThat(MemoryBudget.process()).isSameAs(MemoryBudget.process());
    assertThat(MemoryBudget.process().capacity()).isPositive();
  }
}
