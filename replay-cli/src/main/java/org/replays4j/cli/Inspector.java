package org.replays4j.cli;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.HashSet;
import java.util.List;
import java.util.Locale;
import java.util.Optional;
import java.util.Set;
import java.util.function.Supplier;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.Hex;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;

/**
 * Inspects one file and never throws: every failure, including decoder bugs ({@link
 * RuntimeException}, {@link StackOverflowError}) and {@link OutOfMemoryError}, becomes a failed
 * {@link FileResult}. Thread-safe.
 */
final class Inspector {
  /** How the message of a file that no format recognises starts. */
  static final String NOT_RECOGNISED = "not recognised: ";

  private final DecodeLimits limits;

  /**
   * Summary options passed to every format ({@link ReplayFormat#summarize(ReplaySource,
   * DecodeLimits, java.util.Set)}).
   */
  private java.util.Set<String> summaryOptions = java.util.Set.of();

  private final boolean strict;

  /** Whether {@link #inspect} also computes the shared stats view (a second decoding pass). */
  private boolean gameStats;

  private final Set<String> replayExtensions = new HashSet<>();

  /**
   * @param limits the limits every decode runs under
   * @param strict when false, a file found in a directory whose extension is no installed format's
   *     and whose content no format recognises is skipped instead of failed
   */
  Inspector(DecodeLimits limits, boolean strict) {
    this.limits = limits;
    this.strict = strict;
    for (ReplayFormat f : Replays.formats()) {
      for (String e : f.extensions()) replayExtensions.add(e.toLowerCase(Locale.ROOT));
    }
  }

  Inspector(DecodeLimits limits) {
    this(limits, true);
  }

  /** Asks every format for the costly summary parts named in {@code options}. */
  Inspector withSummaryOptions(java.util.Set<String> options) {
    this.summaryOptions = java.util.Set.copyOf(options);
    return this;
  }

  /**
   * Also computes each file's shared stats view ({@link ReplayFormat#gameStats}) for the text
   * view's stats block; a failure there is noted, not a failure of the file.
   */
  Inspector withGameStats(boolean on) {
    this.gameStats = on;
    return this;
  }

  /**
   * True when {@code name}'s extension, after a compression suffix ({@code .gz}, {@code .xz},
   * {@code .zst}) is removed, is the extension of an installed format.
   */
  boolean hasReplayExtension(String name) {
    String n = name.toLowerCase(Locale.ROOT);
    for (String z : COMPRESSED) {
      if (n.endsWith(z)) {
        n = n.substring(0, n.length() - z.length());
        break;
      }
    }
    int dot = n.lastIndexOf('.');
    return dot >= 0 && replayExtensions.contains(n.substring(dot + 1));
  }

  private static final List<String> COMPRESSED = List.of(".gz", ".xz", ".zst");

  FileResult inspect(Inputs.Input input) {
    String file = input.display();
    if (input.problem() != null) {
      return FileResult.failure(file, null, -1, input.problem());
    }
    String format = null;
    long size = -1;
    try {
      ReplaySource source =
          input.stdin() ? ReplaySource.of(STDIN_NAME, readStdin()) : ReplaySource.of(input.path());
      size = source.storedSize();
      Optional<Replays.Opened> opened = Replays.detect(source);
      if (opened.isEmpty()) {
        String why = unrecognised(source);
        Path name = input.path().getFileName();
        if (!strict && !input.named() && (name == null || !hasReplayExtension(name.toString()))) {
          return FileResult.skipped(file, size, why.replace(NOT_RECOGNISED, "not a replay: "));
        }
        return FileResult.failure(file, null, size, why);
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      if (!f.decoderAvailable()) {
        return FileResult.failure(file, format, size, Inputs.decoderNotAvailable(format));
      }
      ReplaySummary s = f.summarize(source, limits, summaryOptions);
      if (s == null) {
        return FileResult.failure(
            file, format, size, "decoder bug: " + format + " returned no summary");
      }
      FileResult ok = FileResult.success(file, size, s);
      return gameStats ? withGameStats(ok, f, source) : ok;
    } catch (ReplayFormatException e) {
      return FileResult.failure(file, format, size, e);
    } catch (NoSuchFileException e) {
      return FileResult.failure(file, format, size, "no such file: " + e.getMessage());
    } catch (IOException e) {
      return FileResult.failure(file, format, size, "I/O error: " + e);
    } catch (StackOverflowError e) {
      return FileResult.failure(file, format, size, "decoder bug: stack overflow");
    } catch (OutOfMemoryError e) {
      return FileResult.failure(file, format, size, "out of memory (" + e.getMessage() + ")");
    } catch (Throwable e) { // a decoder bug must not end the batch
      return FileResult.failure(file, format, size, "decoder bug: " + e);
    }
  }

  private FileResult withGameStats(FileResult ok, ReplayFormat f, ReplaySource source) {
    try {
      return ok.withGameStats(f.gameStats(source, limits).orElse(null), null);
    } catch (ReplayFormatException e) {
      return ok.withGameStats(null, e.getMessage());
    } catch (IOException e) {
      return ok.withGameStats(null, "I/O error: " + e);
    } catch (StackOverflowError e) {
      return ok.withGameStats(null, "decoder bug: stack overflow");
    } catch (OutOfMemoryError e) {
      return ok.withGameStats(null, "out of memory (" + e.getMessage() + ")");
    } catch (Throwable e) { // a stats bug must not fail a file whose summary was read
      return ok.withGameStats(null, "stats bug: " + e);
    }
  }

  /** The name standard input goes by (format detection may use it as a weak hint). */
  static final String STDIN_NAME = "stdin";

  /** Where {@code -} reads from; replaced in tests. */
  static Supplier<InputStream> stdin = () -> System.in;

  /** Standard input, whole, at most {@code maxDecompressedBytes} (it is read once, into memory). */
  private byte[] readStdin() throws IOException {
    InputStream in = stdin.get();
    long max = limits.maxDecompressedBytes();
    byte[] b = in.readNBytes((int) Math.min(Integer.MAX_VALUE - 8, max + 1));
    if (b.length > max)
      throw ReplayFormatException.limitExceeded("core", 0, "maxDecompressedBytes", max, b.length);
    return b;
  }

  private static String unrecognised(ReplaySource source) throws IOException {
    List<ReplayFormat> formats = Replays.formats();
    if (formats.isEmpty()) {
      return NOT_RECOGNISED + "no replay formats are installed";
    }
    byte[] head = source.head();
    StringBuilder sb = new StringBuilder(NOT_RECOGNISED).append("no format (");
    sb.append(String.join(", ", formats.stream().map(ReplayFormat::id).toList()))
        .append(") matched the content");
    if (source.compression() != Compression.NONE) {
      sb.append(" after ")
          .append(source.compression().name().toLowerCase(java.util.Locale.ROOT))
          .append(" decompression");
    }
    if (head.length == 0) {
      sb.append("; the file is empty");
    } else {
      sb.append("; it starts with ").append(Hex.of(head, 0, Math.min(head.length, 8)));
    }
    return sb.toString();
  }
}
