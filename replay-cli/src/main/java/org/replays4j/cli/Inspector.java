package org.replays4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.util.Set;
import java.util.function.Supplier;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Summarises one entry of a collection and never throws: every failure, including decoder bugs
 * ({@link RuntimeException}, {@link StackOverflowError}) and {@link OutOfMemoryError}, becomes a
 * failed {@link FileResult} that names the file. Thread-safe.
 */
final class Inspector {
  /** Where {@code -} reads from; replaced in tests. */
  static Supplier<InputStream> stdin = () -> System.in;

  private final DecodeLimits limits;

  /**
   * Summary options passed to every format ({@link ReplayFormat#summarize(
   * org.replays4j.core.ReplaySource, DecodeLimits, Set)}).
   */
  private final Set<String> summaryOptions;

  Inspector(DecodeLimits limits, Set<String> summaryOptions) {
    this.limits = limits;
    this.summaryOptions = Set.copyOf(summaryOptions);
  }

  Inspector(DecodeLimits limits) {
    this(limits, Set.of());
  }

  /** The result of an entry the walker did not read (skipped or failed, with its message). */
  static FileResult notRead(CollectionEntry e) {
    if (e.status() == EntryStatus.SKIPPED) {
      return FileResult.skipped(e.name(), e.size(), e.message());
    }
    String format = e.format().map(ReplayFormat::id).orElse(null);
    return e.error().isPresent() && e.message().endsWith(e.error().get().getMessage())
        ? FileResult.failure(e.name(), format, e.size(), e.error().get())
        : FileResult.failure(e.name(), format, e.size(), e.message());
  }

  /** The summary of a {@link CollectionEntry#detect() detected} entry, or why there is none. */
  FileResult inspect(CollectionEntry e) {
    if (!e.isReplay()) return notRead(e);
    String file = e.name();
    ReplayFormat f = e.format().orElseThrow();
    String format = f.id();
    long size = e.size();
    try {
      ReplaySummary s = f.summarize(e.source(), limits, summaryOptions);
      if (s == null) {
        return FileResult.failure(
            file, format, size, "decoder bug: " + format + " returned no summary");
      }
      return FileResult.success(file, size, s);
    } catch (ReplayFormatException x) {
      return FileResult.failure(file, format, size, x);
    } catch (NoSuchFileException x) {
      return FileResult.failure(file, format, size, "no such file: " + x.getMessage());
    } catch (IOException x) {
      return FileResult.failure(file, format, size, "I/O error: " + x);
    } catch (StackOverflowError x) {
      return FileResult.failure(file, format, size, "decoder bug: stack overflow");
    } catch (OutOfMemoryError x) {
      return FileResult.failure(file, format, size, "out of memory (" + x.getMessage() + ")");
    } catch (Throwable x) { // a decoder bug must not end the batch
      return FileResult.failure(file, format, size, "decoder bug: " + x);
    }
  }
}
