package org.replays4j.core.collect;

import java.math.BigDecimal;
import java.util.ArrayDeque;
import java.util.Deque;
import java.util.Iterator;
import java.util.concurrent.CancellationException;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.Future;
import java.util.concurrent.LinkedBlockingQueue;
import java.util.concurrent.ThreadFactory;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.concurrent.atomic.AtomicLong;

/**
 * Processes the entries of a {@link ReplayCollection} in parallel, with their output and results in
 * the walker's order: a bounded pool of workers detects and processes the entries, at most four per
 * thread in flight, each admitted in the walker's order ({@link ReplayCollection#acquire}); each
 * entry writes its output through its {@link Reorder} slot, and its result is handed to the
 * caller's thread in the walker's order. So the output is the same bytes whatever the number of
 * threads. One entry's failure, even an {@link Error} of its decoder, never stops the others: it
 * becomes that entry's result ({@link Work#failed}). Only interruption and a {@link Stop} end the
 * run early.
 */
public final class CollectionRun {
  private CollectionRun() {}

  /**
   * An output every entry writes to failed (a full disk, standard output closed by its reader): the
   * run stops. An {@link Error} so that it passes through decoders and the per-entry handlers,
   * which turn exceptions into per-entry failures; {@link #run} rethrows it to its caller.
   */
  public static class Stop extends Error {
    private static final long serialVersionUID = 1L;

    /**
     * @param message what failed, in one sentence
     * @param cause the underlying error, or null
     */
    public Stop(String message, Throwable cause) {
      super(message, cause, false, false);
    }
  }

  /**
   * One run's work on each entry.
   *
   * @param <R> what an entry comes to
   */
  public interface Work<R> {
    /**
     * Processes {@code entry} (already {@link CollectionEntry#detect() detected}: a replay, or an
     * entry not read, which the work reports its own way) and writes its output to {@code slot}.
     * Should not throw for a bad file; whatever it throws but a {@link Stop} or an interruption
     * becomes {@link #failed}.
     */
    R process(CollectionEntry entry, Reorder.Slot slot) throws InterruptedException;

    /**
     * The result of an entry whose work threw, was given up on after the time limit or was
     * cancelled.
     *
     * @param message {@code internal error: …}, {@code timed out after 5 s (…)} or {@code
     *     cancelled}
     */
    R failed(CollectionEntry entry, String message);

    /**
     * The output written in place of an entry given up on ({@link #failed}), or null for none.
     *
     * @param message as for {@link #failed}
     */
    default Reorder.Chunk abandoned(CollectionEntry entry, String message) {
      return null;
    }
  }

  /**
   * Receives each entry's result on the thread that called {@link #run}, in the walker's order.
   *
   * @param <R> what an entry comes to
   */
  public interface Results<R> {
    /** The result of {@code entry} (as listed by the walker, before detection). */
    void accept(CollectionEntry entry, R result);
  }

  /**
   * Runs {@code work} over {@code collection}.
   *
   * @param threads the workers, at least 1
   * @param timeoutSeconds the time after which an entry is given up on ({@link Work#failed}); 0 for
   *     no limit
   * @param reorder where the entries' output goes, in order (slots are opened from 0)
   * @param results receives each entry's result in the walker's order
   * @throws InterruptedException when the calling thread is interrupted
   * @throws Stop when an output failed in a way that stops the run
   */
  public static <R> void run(
      ReplayCollection collection,
      int threads,
      double timeoutSeconds,
      Reorder reorder,
      Work<R> work,
      Results<R> results)
      throws InterruptedException {
    if (threads < 1) throw new IllegalArgumentException("threads must be at least 1: " + threads);
    if (!(timeoutSeconds >= 0)) {
      throw new IllegalArgumentException("the time limit must not be negative: " + timeoutSeconds);
    }
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), new Workers());
    try {
      int window = threads * 4;
      Deque<Pending<R>> inFlight = new ArrayDeque<>();
      Iterator<CollectionEntry> next = collection.iterator();
      long seq = 0;
      while (next.hasNext() || !inFlight.isEmpty()) {
        // an entry already done is handed over without a wait that would notice an interrupt
        if (Thread.interrupted()) throw new InterruptedException("interrupted");
        while (inFlight.size() < window && next.hasNext()) {
          CollectionEntry listed = next.next();
          // Admitted here, in the walker's order: the earliest unfinished file always holds its
          // permit, so a worker waiting for its file's turn (Reorder) never starves the head.
          Admission.Permit permit =
              listed.status() == EntryStatus.LISTED
                  ? collection.acquire(listed)
                  : Admission.Permit.NONE;
          Reorder.Slot slot = reorder.open(seq++);
          AtomicLong started = new AtomicLong();
          Future<R> f;
          try {
            f =
                pool.submit(
                    () -> {
                      started.set(System.nanoTime());
                      return one(listed, permit, slot, work);
                    });
          } catch (RuntimeException rejected) {
            permit.close();
            throw rejected;
          }
          inFlight.add(new Pending<>(listed, slot, started, f));
        }
        Pending<R> p = inFlight.removeFirst();
        R r = await(p, timeoutSeconds, pool, work);
        reorder.checkClosed();
        results.accept(p.listed(), r);
      }
    } finally {
      pool.shutdownNow();
    }
  }

  /**
   * Detects and processes one entry in a worker, then returns its permit; never throws but for
   * interruption and a {@link Stop}.
   */
  private static <R> R one(
      CollectionEntry listed, Admission.Permit permit, Reorder.Slot slot, Work<R> work)
      throws InterruptedException {
    CollectionEntry e = listed;
    try {
      e = listed.detect();
      return work.process(e, slot);
    } catch (InterruptedException | Stop stop) {
      throw stop;
    } catch (Throwable t) { // a bug must not end the batch, and must name its file
      return work.failed(e, "internal error: " + t);
    } finally {
      permit.close();
      slot.finish();
    }
  }

  private record Pending<R>(
      CollectionEntry listed, Reorder.Slot slot, AtomicLong started, Future<R> result) {}

  private static <R> R await(
      Pending<R> p, double timeoutSeconds, ThreadPoolExecutor pool, Work<R> work)
      throws InterruptedException {
    try {
      if (timeoutSeconds <= 0) return p.result().get();
      long limit = (long) (timeoutSeconds * 1e9);
      while (true) {
        try {
          return p.result().get(50, TimeUnit.MILLISECONDS);
        } catch (TimeoutException e) {
          long t0 = p.started().get();
          if (t0 != 0 && System.nanoTime() - t0 > limit) {
            // The file's output is replaced first (so that what the interrupted worker still
            // writes is dropped), then the worker is interrupted. A decoder stuck in a loop that
            // ignores interrupts keeps its thread busy, so add a worker to keep the batch at full
            // strength.
            String message =
                "timed out after "
                    + BigDecimal.valueOf(timeoutSeconds).stripTrailingZeros().toPlainString()
                    + " s (a decoder bug or a very large file)";
            p.slot().abandon(work.abandoned(p.listed(), message));
            p.result().cancel(true);
            pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
            pool.setCorePoolSize(pool.getCorePoolSize() + 1);
            return work.failed(p.listed(), message);
          }
        }
      }
    } catch (CancellationException e) {
      p.slot().abandon(work.abandoned(p.listed(), "cancelled"));
      return work.failed(p.listed(), "cancelled");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Stop stop) throw stop;
      String message = "internal error: " + e.getCause();
      p.slot().abandon(work.abandoned(p.listed(), message));
      return work.failed(p.listed(), message);
    }
  }

  /** Daemon workers with a generous stack, so deep but legal nesting is not mistaken for a bug. */
  private static final class Workers implements ThreadFactory {
    private final AtomicInteger n = new AtomicInteger();

    @Override
    public Thread newThread(Runnable r) {
      Thread t = new Thread(null, r, "replays4j-" + n.incrementAndGet(), 16L << 20);
      t.setDaemon(true);
      return t;
    }
  }
}
