package org.replays4j.cli;

import java.io.PrintWriter;
import java.math.BigDecimal;
import java.nio.file.Path;
import java.util.ArrayDeque;
import java.util.ArrayList;
import java.util.Deque;
import java.util.EnumMap;
import java.util.Iterator;
import java.util.List;
import java.util.Locale;
import java.util.Map;
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
import org.replays4j.core.FileOutcome;
import org.replays4j.core.FileOutcome.Status;
import org.replays4j.core.collect.Admission;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryReason;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.collect.ReplayCollection;

/**
 * How every command goes through a {@link ReplayCollection}: the walk's entries are detected and
 * processed by a bounded pool of workers, at most a window of them in flight; each entry's output
 * goes through a {@link Reorder} slot, so it comes out in the walker's order whatever the number of
 * threads; each entry's messages for stderr are printed in the same order by the calling thread,
 * with the progress bar out of their way; and the outcomes are added up into the {@link Tally} that
 * gives the exit code. One entry's failure, even an {@link Error} of its decoder, never stops the
 * others, and every failure names its entry.
 */
final class Batch {
  private Batch() {}

  /**
   * What one entry came to.
   *
   * @param status the outcome
   * @param bytes the stored bytes read (for the rate), 0 when nothing was read
   * @param reason why the entry was skipped or failed without being read, or null
   * @param messages lines for stderr, printed in the walker's order ({@code replays4j: } prefix
   *     included)
   */
  record Outcome(Status status, long bytes, EntryReason reason, List<String> messages) {
    Outcome {
      messages = List.copyOf(messages);
    }

    static Outcome of(Status status, CollectionEntry e, String... messages) {
      return new Outcome(status, Math.max(0, e.size()), null, List.of(messages));
    }

    /** An entry the walker did not read (skipped or failed), with its reason. */
    static Outcome notRead(CollectionEntry e, String... messages) {
      return new Outcome(
          e.status() == EntryStatus.SKIPPED ? Status.SKIPPED : Status.FAILED,
          0,
          e.reason().orElse(null),
          List.of(messages));
    }
  }

  /** One command's work on one entry. */
  interface Work {
    /**
     * Processes {@code entry} (already {@link CollectionEntry#detect() detected}; a replay, or an
     * entry not read, which the work reports its own way) and writes its output to {@code slot}.
     * Must not throw for a bad file: it returns a failed outcome instead.
     */
    Outcome process(CollectionEntry entry, Reorder.Slot slot) throws InterruptedException;

    /** The output of an entry given up on after {@code --timeout}, or null for none. */
    default Reorder.Chunk timedOut(CollectionEntry entry, String message) {
      return null;
    }
  }

  /**
   * A {@link Work} on replays: {@link #replay} gets the entries the walker read as replays, {@link
   * #notRead} the others (skipped or failed by the walker).
   */
  @FunctionalInterface
  interface ReplayWork extends Work {
    /** Processes one replay, as {@link Work#process} does. */
    Outcome replay(CollectionEntry replay, Reorder.Slot slot) throws InterruptedException;

    /**
     * An entry the walker did not read: by default its line on stderr ({@link #notReadLine}) and
     * nothing in the output.
     */
    default Outcome notRead(CollectionEntry entry, Reorder.Slot slot) throws InterruptedException {
      return Outcome.notRead(entry, notReadLine(entry));
    }

    @Override
    default Outcome process(CollectionEntry entry, Reorder.Slot slot) throws InterruptedException {
      return entry.isReplay() ? replay(entry, slot) : notRead(entry, slot);
    }
  }

  /**
   * {@code work} writing one JSON line per entry to {@code out}: an entry not read gets the line
   * {@code inspect --json} prints for it (when {@code notReadLines}), one given up on its failure
   * line.
   */
  static Work jsonLines(PrintWriter out, boolean notReadLines, ReplayWork work) {
    return new ReplayWork() {
      @Override
      public Outcome replay(CollectionEntry replay, Reorder.Slot slot) throws InterruptedException {
        return work.replay(replay, slot);
      }

      @Override
      public Outcome notRead(CollectionEntry entry, Reorder.Slot slot) throws InterruptedException {
        if (notReadLines) slot.emit(Reorder.line(out, Render.json(Inspector.notRead(entry))));
        return Outcome.notRead(entry);
      }

      @Override
      public Reorder.Chunk timedOut(CollectionEntry entry, String message) {
        return Reorder.line(
            out, Render.json(FileOutcome.failure(entry.name(), null, entry.size(), message)));
      }
    };
  }

  /** A failed entry with its stderr line {@code replays4j: NAME: MESSAGE}. */
  static Outcome failed(CollectionEntry e, String message) {
    return Outcome.of(Status.FAILED, e, "replays4j: " + e.name() + ": " + message);
  }

  /**
   * A replay read up to damage, with its stderr line {@code replays4j: NAME: partial: damaged,
   * DAMAGE (WHAT)}.
   *
   * @param what what the command did with what was read ({@code drawn as far as read})
   */
  static Outcome partial(CollectionEntry e, Object damage, String what) {
    return Outcome.of(
        Status.PARTIAL,
        e,
        "replays4j: " + e.name() + ": partial: damaged, " + damage + " (" + what + ")");
  }

  /**
   * The counts of a run.
   *
   * @param ok entries read whole
   * @param partial replays read up to damage
   * @param failed entries that failed
   * @param skipped entries passed over, by reason (the command's own skips under null)
   */
  record Tally(
      long ok,
      long partial,
      long failed,
      Map<EntryReason, Long> skippedBy,
      long skippedOther,
      long bytes,
      double seconds) {
    long entries() {
      return ok + partial + failed + skipped();
    }

    long skipped() {
      return skippedOther + skippedBy.values().stream().mapToLong(Long::longValue).sum();
    }

    /** {@link Batch#exitCode(long, long)} of this run. */
    int exitCode() {
      return Batch.exitCode(failed, partial);
    }

    /**
     * {@link #report(PrintWriter, String, List, String)} of a command that skips nothing itself.
     */
    void report(PrintWriter err, String verb, List<Path> paths) {
      report(err, verb, paths, "other");
    }

    /**
     * Prints the one stderr line every command ends with: {@code VERB 4 files: 3 ok, 1 partial, 0
     * failed; 1.2 MB in 0.52 s (2.31 MB/s)}, or {@code VERB 0 files: no files found in [PATHS]}.
     *
     * @param verb what the command did, in the past ({@code inspected}, {@code exported table x
     *     of})
     * @param own what the command's own skips are called ({@link #counts(String)})
     */
    void report(PrintWriter err, String verb, List<Path> paths, String own) {
      long n = entries();
      if (n == 0) {
        err.println(
            verb
                + " 0 files: no files found in "
                + Terminal.escape(paths.stream().map(Path::toString).toList().toString()));
      } else {
        err.println(
            verb + " " + n + " file" + (n == 1 ? "" : "s") + ": " + counts(own) + "; " + rate());
      }
      err.flush();
    }

    /** {@link #counts(String)} of a command that skips nothing itself. */
    String counts() {
      return counts("other");
    }

    /**
     * {@code 3 ok, 1 partial, 2 failed, 4 skipped (2 not a replay, 1 hidden, 1 FIFO)}.
     *
     * @param own what the command's own skips are called ({@code without this table})
     */
    String counts(String own) {
      StringBuilder sb = new StringBuilder();
      sb.append(ok).append(" ok");
      if (partial > 0) sb.append(", ").append(partial).append(" partial");
      sb.append(", ").append(failed).append(" failed");
      long skipped = skipped();
      if (skipped > 0) {
        sb.append(", ").append(skipped).append(" skipped");
        List<String> why = new ArrayList<>();
        skippedBy.forEach((r, n) -> why.add(n + " " + r.label()));
        if (skippedOther > 0) why.add(skippedOther + " " + own);
        if (!why.isEmpty()) sb.append(" (").append(String.join(", ", why)).append(')');
      }
      return sb.toString();
    }

    /** {@code 1.2 MB in 0.52 s (2.31 MB/s)}. */
    String rate() {
      double secs = Math.max(1e-9, seconds);
      double r = bytes / 1e6 / secs;
      return String.format(
          Locale.ROOT,
          "%s in %.2f s (%s MB/s)",
          Render.bytes(bytes),
          seconds,
          String.format(Locale.ROOT, r >= 10 ? "%.1f" : r >= 0.1 ? "%.2f" : "%.3f", r));
    }
  }

  /**
   * The exit code of every command that reads replays, {@code index} included: 0 when every replay
   * was read whole ({@link Status#OK}; skipped entries do not count), 1 when at least one failed or
   * was only partly read ({@link Status#fails()}).
   */
  static int exitCode(long failed, long partial) {
    return failed + partial == 0 ? Main.OK : Main.FAILED;
  }

  /** The stderr line of an entry not read: {@code replays4j: NAME: skipped: REASON}. */
  static String notReadLine(CollectionEntry e) {
    return "replays4j: "
        + e.name()
        + ": "
        + (e.status() == EntryStatus.SKIPPED ? "skipped: " : "")
        + e.message();
  }

  /**
   * Runs {@code work} over {@code collection}.
   *
   * @param reorder where the entries' output goes, in order
   * @param progress the bar to advance, or null
   */
  static Tally run(
      ReplayCollection collection,
      Options.Parallel parallel,
      PrintWriter err,
      Reorder reorder,
      Progress progress,
      Work work)
      throws InterruptedException {
    long start = System.nanoTime();
    int threads = parallel.threads;
    ThreadPoolExecutor pool =
        new ThreadPoolExecutor(
            threads, threads, 0, TimeUnit.MILLISECONDS, new LinkedBlockingQueue<>(), new Workers());
    long ok = 0, partial = 0, failed = 0, skippedOther = 0, bytes = 0;
    Map<EntryReason, Long> skippedBy = new EnumMap<>(EntryReason.class);
    try {
      int window = threads * 4;
      Deque<Pending> inFlight = new ArrayDeque<>();
      Iterator<CollectionEntry> next = collection.iterator();
      long seq = 0;
      while (next.hasNext() || !inFlight.isEmpty()) {
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
          Future<Outcome> f;
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
          inFlight.add(new Pending(listed, slot, started, f));
        }
        Pending p = inFlight.removeFirst();
        Outcome o = await(p, parallel.timeoutSeconds, pool, work);
        reorder.checkClosed();
        switch (o.status()) {
          case OK -> ok++;
          case PARTIAL -> partial++;
          case FAILED -> failed++;
          case SKIPPED -> {
            EntryReason r = o.reason();
            if (r == null) skippedOther++;
            else skippedBy.merge(r, 1L, Long::sum);
          }
        }
        bytes += o.bytes();
        if (progress != null) progress.advance(o.bytes());
        for (String m : o.messages()) {
          if (progress != null) progress.clear();
          err.println(Terminal.escape(m));
        }
        if (!o.messages().isEmpty()) err.flush();
        if (progress != null) progress.redraw();
      }
    } finally {
      pool.shutdownNow();
      if (progress != null) progress.close();
    }
    return new Tally(
        ok, partial, failed, skippedBy, skippedOther, bytes, (System.nanoTime() - start) / 1e9);
  }

  /**
   * Detects and processes one entry in a worker, then returns its permit; never throws but for
   * interruption and an output that failed.
   */
  private static Outcome one(
      CollectionEntry listed, Admission.Permit permit, Reorder.Slot slot, Work work)
      throws InterruptedException {
    CollectionEntry e = listed;
    try {
      e = listed.detect();
      return work.process(e, slot);
    } catch (InterruptedException | Output.Failed stop) {
      throw stop;
    } catch (Throwable t) { // a bug must not end the batch, and must name its file
      return failed(e, "internal error: " + t);
    } finally {
      permit.close();
      slot.finish();
    }
  }

  private record Pending(
      CollectionEntry listed, Reorder.Slot slot, AtomicLong started, Future<Outcome> result) {}

  private static Outcome await(Pending p, double timeoutSeconds, ThreadPoolExecutor pool, Work work)
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
            p.slot().abandon(work.timedOut(p.listed(), message));
            p.result().cancel(true);
            pool.setMaximumPoolSize(pool.getMaximumPoolSize() + 1);
            pool.setCorePoolSize(pool.getCorePoolSize() + 1);
            return failed(p.listed(), message);
          }
        }
      }
    } catch (CancellationException e) {
      p.slot().abandon(work.timedOut(p.listed(), "cancelled"));
      return failed(p.listed(), "cancelled");
    } catch (ExecutionException e) {
      if (e.getCause() instanceof Output.Failed closed) throw closed;
      p.slot().abandon(work.timedOut(p.listed(), "internal error: " + e.getCause()));
      return failed(p.listed(), "internal error: " + e.getCause());
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
