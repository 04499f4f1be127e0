package org.replays4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.Set;
import java.util.function.Supplier;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Summarises one entry of a collection and never throws: every failure, including decoder bugs
 * ({@link RuntimeException}, {@link StackOverflowError}) and {@link OutOfMemoryError}, becomes a
 * failed {@link FileOutcome} that names the file. Thread-safe.
 */
final class Inspector {
  /** Where {@code -} reads from; replaced in tests. */
  static Supplier<InputStream> stdin = () -> System.in;

  private final DecodeLimits limits;

  /**
   * Summary options passed to every format ({@link ReplayFormat#summarize(
   * org.replays4j.core.io.ReplaySource, DecodeLimits, Set)}).
   */
  private final Set<String> summaryOptions;

  /**
   * Whether {@link #inspect} also computes the shared stats view (from the same decode as the
   * summary where the format can, {@link ReplayFormat#analyze}).
   */
  private boolean gameStats;

  Inspector(DecodeLimits limits, Set<String> summaryOptions) {
    this.limits = limits;
    this.summaryOptions = Set.copyOf(summaryOptions);
  }

  Inspector(DecodeLimits limits) {
    this(limits, Set.of());
  }

  /**
   * Also computes each file's shared stats view ({@link ReplayFormat#gameStats}) for the text
   * view's stats block; a failure there is noted, not a failure of the file.
   */
  Inspector withGameStats(boolean on) {
    this.gameStats = on;
    return this;
  }

  /** The result of an entry the walker did not read (skipped or failed, with its message). */
  static FileOutcome notRead(CollectionEntry e) {
    return e.outcome();
  }

  /** The summary of a {@link CollectionEntry#detect() detected} entry, or why there is none. */
  FileOutcome inspect(CollectionEntry e) {
    if (!e.isReplay()) return notRead(e);
    String file = e.name();
    ReplayFormat f = e.format().orElseThrow();
    String format = f.id();
    long size = e.size();
    try {
      if (gameStats) {
        ReplayAnalysis a = analysis(f, e);
        if (a != null) {
          if (a.summary() == null) return noSummary(file, format, size);
          return FileOutcome.read(file, size, a.summary()).withGameStats(a.gameStats(), null);
        }
      }
      ReplaySummary s = f.summarize(e.source(), limits, summaryOptions);
      if (s == null) return noSummary(file, format, size);
      FileOutcome ok = FileOutcome.read(file, size, s);
      return gameStats ? withGameStats(ok, f, e) : ok;
    } catch (Throwable x) { // a decoder bug must not end the batch
      return failure(file, format, size, x);
    }
  }

  /**
   * The failed outcome of a file whose reading threw {@code x}, in the words every command uses:
   * the decoder's error, a missing file, an I/O error in the operating system's words, or a decoder
   * bug (a stack overflow, an exhausted heap, any other exception).
   */
  static FileOutcome failure(String file, String format, long size, Throwable x) {
    if (x instanceof ReplayFormatException e) return FileOutcome.failure(file, format, size, e);
    return FileOutcome.failure(
        file,
        format,
        size,
        x instanceof NoSuchFileException
            ? "no such file: " + x.getMessage()
            : x instanceof IOException
                ? "I/O error: " + Output.plain(x)
                : x instanceof StackOverflowError
                    ? "decoder bug: stack overflow"
                    : x instanceof OutOfMemoryError
                        ? "out of memory (" + x.getMessage() + ")"
                        : "decoder bug: " + x);
  }

  private static FileOutcome noSummary(String file, String format, long size) {
    return FileOutcome.failure(
        file, format, size, "decoder bug: " + format + " returned no summary");
  }

  /**
   * The summary and the shared stats view from one decode ({@link ReplayFormat#analyze}), or null
   * when the decode failed: the caller then reads them one by one, so that a failure is told apart
   * as before (a failed summary fails the file, a failed stats view is only noted). Only files that
   * fail are read more than once; an I/O error (an interrupted read among them) is not retried.
   */
  private ReplayAnalysis analysis(ReplayFormat f, CollectionEntry e) throws IOException {
    try {
      return f.analyze(e.source(), limits, summaryOptions, SUMMARY_AND_GAME_STATS);
    } catch (ReplayFormatException | RuntimeException | StackOverflowError | OutOfMemoryError x) {
      if (Thread.currentThread().isInterrupted()) throw x;
      return null; // attributed by the separate reads
    }
  }

  private static final Set<ReplayAnalysis.Product> SUMMARY_AND_GAME_STATS =
      Set.of(ReplayAnalysis.Product.SUMMARY, ReplayAnalysis.Product.GAME_STATS);

  private FileOutcome withGameStats(FileOutcome ok, ReplayFormat f, CollectionEntry e) {
    try {
      return ok.withGameStats(f.gameStats(e.source(), limits).orElse(null), null);
    } catch (ReplayFormatException x) {
      return ok.withGameStats(null, x.getMessage());
    } catch (IOException x) {
      return ok.withGameStats(null, "I/O error: " + Output.plain(x));
    } catch (StackOverflowError x) {
      return ok.withGameStats(null, "decoder bug: stack overflow");
    } catch (OutOfMemoryError x) {
      return ok.withGameStats(null, "out of memory (" + x.getMessage() + ")");
    } catch (Throwable x) { // a stats bug must not fail a file whose summary was read
      return ok.withGameStats(null, "stats bug: " + x);
    }
  }
}
