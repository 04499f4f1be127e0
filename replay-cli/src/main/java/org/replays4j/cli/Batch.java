package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.EnumMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.FileOutcome.Status;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.CollectionRun;
import org.replays4j.core.collect.EntryReason;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;

/**
 * How every command goes through a {@link ReplayCollection}: the walk's entries are processed in
 * parallel with their output in the walker's order ({@link CollectionRun}); each entry's messages
 * for stderr are printed in the same order by the calling thread, with the progress bar out of
 * their way; and the outcomes are added up into the {@link Tally} that gives the exit code. One
 * entry's failure, even an {@link Error} of its decoder, never stops the others, and every failure
 * names its entry.
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

  /**
   * The bound of buffered text for the commands that print (inspect, stats, events): 8 MiB of
   * copies (about 4 million characters) kept for files whose turn has not come.
   */
  static final long TEXT_BOUND = 8L << 20;

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
   * Runs {@code work} over {@code collection} ({@link CollectionRun}), printing each entry's
   * messages and advancing the progress bar in the walker's order, and adds up the outcomes.
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
    Counter counter = new Counter(err, progress);
    try {
      CollectionRun.run(
          collection,
          parallel.threads,
          parallel.timeoutSeconds,
          reorder,
          new CollectionRun.Work<Outcome>() {
            @Override
            public Outcome process(CollectionEntry entry, Reorder.Slot slot)
                throws InterruptedException {
              return work.process(entry, slot);
            }

            @Override
            public Outcome failed(CollectionEntry entry, String message) {
              return Outcome.of(
                  Status.FAILED, entry, "replays4j: " + entry.name() + ": " + message);
            }

            @Override
            public Reorder.Chunk abandoned(CollectionEntry entry, String message) {
              return work.timedOut(entry, message);
            }
          },
          (entry, o) -> counter.add(o));
    } finally {
      if (progress != null) progress.close();
    }
    return counter.tally();
  }

  /**
   * Adds up outcomes in the walker's order, printing each one's messages on stderr with the
   * progress bar out of their way.
   */
  static final class Counter {
    private final long start = System.nanoTime();
    private final PrintWriter err;
    private final Progress progress;
    private long ok, partial, failed, skippedOther, bytes;
    private final Map<EntryReason, Long> skippedBy = new EnumMap<>(EntryReason.class);

    /**
     * @param progress the bar to advance, or null
     */
    Counter(PrintWriter err, Progress progress) {
      this.err = err;
      this.progress = progress;
    }

    /** Counts {@code o} and prints its messages. */
    void add(Outcome o) {
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

    /** The counts so far, timed from this counter's creation. */
    Tally tally() {
      return new Tally(
          ok, partial, failed, skippedBy, skippedOther, bytes, (System.nanoTime() - start) / 1e9);
    }
  }
}
