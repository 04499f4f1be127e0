package org.replays4j.cli;

import java.io.IOException;
import java.nio.file.NoSuchFileException;
import java.util.List;
import java.util.Optional;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.Hex;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.Compression;

/**
 * Inspects one file and never throws: every failure, including decoder bugs
 * ({@link RuntimeException}, {@link StackOverflowError}) and {@link OutOfMemoryError}, becomes a
 * failed {@link FileResult}. Thread-safe.
 */
final class Inspector {
  /** How the message of a file that no format recognises starts. */
  static final String NOT_RECOGNISED = "not recognised: ";

  private final DecodeLimits limits;

  Inspector(DecodeLimits limits) {
    this.limits = limits;
  }

  FileResult inspect(Inputs.Input input) {
    String file = input.display();
    if (input.problem() != null) {
      return FileResult.failure(file, null, -1, input.problem());
    }
    String format = null;
    long size = -1;
    try {
      ReplaySource source = ReplaySource.of(input.path());
      size = source.storedSize();
      Optional<Replays.Opened> opened = Replays.detect(source);
      if (opened.isEmpty()) {
        return FileResult.failure(file, null, size, unrecognised(source));
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      if (!f.decoderAvailable()) {
        return FileResult.failure(file, format, size, "decoder not available: the " + format
            + " module recognises this file but cannot decode it yet");
      }
      ReplaySummary s = f.summarize(source, limits);
      if (s == null) {
        return FileResult.failure(file, format, size, "decoder bug: " + format + " returned no summary");
      }
      return FileResult.success(file, size, s);
    } catch (ReplayFormatException e) {
      return new FileResult(file, format, size, null, e.getMessage(),
          e.offset() >= 0 ? e.offset() : null, e.rawOffset().orElse(null), e.path().orElse(null));
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
      sb.append(" after ").append(source.compression().name().toLowerCase(java.util.Locale.ROOT)).append(" decompression");
    }
    if (head.length == 0) {
      sb.append("; the file is empty");
    } else {
      sb.append("; it starts with ").append(Hex.of(head, 0, Math.min(head.length, 8)));
    }
    return sb.toString();
  }
}
