package org.replays4j.testkit;

import java.time.Duration;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.TimeoutException;

/**
 * Runs one decode at a time on a worker thread and gives up on it after a fixed time: the "nothing
 * hangs" half of the contract. A decode that overran leaves its thread behind (Java cannot stop
 * it); the next decode gets a fresh worker.
 */
public final class Watchdog implements AutoCloseable {
  /** A decode that did not end within the time bound. */
  public static final class Hung extends Exception {
    private static final long serialVersionUID = 1L;

    Hung(Duration limit, StackTraceElement[] where) {
      super("still running after " + limit.toMillis() + " ms");
      setStackTrace(where);
    }
  }

  /** A decode step that may throw anything. */
  @FunctionalInterface
  public interface Step {
    /** Runs the step. */
    void run() throws Exception;
  }

  private final Duration limit;
  private ExecutorService worker;
  private Thread workerThread;

  /** A watchdog that allows each decode {@code limit}. */
  public Watchdog(Duration limit) {
    this.limit = limit;
    this.worker = newWorker();
  }

  private ExecutorService newWorker() {
    return Executors.newSingleThreadExecutor(
        r -> {
          Thread t = new Thread(r, "contract-decode");
          t.setDaemon(true);
          workerThread = t;
          return t;
        });
  }

  /**
   * Runs {@code step}; returns null when it completed, else what it threw (errors included).
   *
   * @throws Hung when it did not end within the limit
   */
  public Throwable run(Step step) throws Hung, InterruptedException {
    Future<Throwable> f =
        worker.submit(
            () -> {
              try {
                step.run();
                return null;
              } catch (Throwable t) {
                return t;
              }
            });
    try {
      return f.get(limit.toMillis(), TimeUnit.MILLISECONDS);
    } catch (TimeoutException e) {
      StackTraceElement[] where =
          workerThread != null ? workerThread.getStackTrace() : new StackTraceElement[0];
      f.cancel(true);
      worker.shutdownNow();
      worker = newWorker();
      throw new Hung(limit, where);
    } catch (ExecutionException e) {
      return e.getCause();
    }
  }

  @Override
  public void close() {
    worker.shutdownNow();
  }
}
