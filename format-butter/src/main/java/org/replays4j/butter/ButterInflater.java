package org.replays4j.butter;

import static org.replays4j.butter.ButterDecoder.FORMAT;

import io.airlift.compress.zstd.ZstdInputStream;
import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteReader;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.DecompressionBudget;

/**
 * The inflation layer of {@link ButterDecoder}: decompresses one stored chunk (gzip or zstd,
 * docs/formats/butter.md#compression) into a buffer reused from chunk to chunk. All chunks of a
 * file count as one decompression of the core {@link DecompressionBudget}: output bytes and ratio
 * are bounded over the whole file, and the buffer never grows beyond what the budget allows. One
 * instance per decode; not thread-safe.
 */
final class ButterInflater {
  private final ButterCompression compression;
  private final DecompressionBudget budget;
  private byte[] buf = new byte[0];

  ButterInflater(ButterCompression compression, DecodeLimits limits) {
    this.compression = compression;
    this.budget = new DecompressionBudget(FORMAT, "butter/chunks", limits);
  }

  /**
   * A reader over the frames of chunk {@code chunk}: the stored bytes themselves for compression
   * none, else their decompression; its offsets start at {@code decodedOffset}.
   *
   * @param rawOffset the chunk's offset in the file, for errors
   */
  ByteReader frames(ByteSlice stored, int chunk, long rawOffset, long decodedOffset)
      throws ReplayFormatException {
    if (compression == ButterCompression.NONE) return stored.reader(FORMAT, decodedOffset);
    int n = inflate(stored, chunk, rawOffset); // replaces buf when it grows
    return new ByteReader(FORMAT, buf, 0, n, decodedOffset);
  }

  /** Decompresses {@code stored} into {@link #buf} and returns the length. */
  private int inflate(ByteSlice stored, int chunk, long rawOffset) throws ReplayFormatException {
    if (stored.length() == 0) return 0;
    String path = "butter/chunk[" + chunk + "]";
    if (compression == ButterCompression.ZSTD_7_DICT) {
      throw ReplayFormatException.unsupported(
              FORMAT,
              rawOffset,
              "expected a chunk compression this decoder can read but got 6 (zstd_7_dict): zstd with the recorder's"
                  + " unpublished dictionary")
          .withPath(path);
    }
    ByteReader view = stored.reader(FORMAT, 0);
    InputStream raw =
        budget.countCompressed(
            new ByteArrayInputStream(view.array(), view.arrayIndex(), stored.length()));
    long before = budget.produced();
    try (InputStream in =
        compression == ButterCompression.GZIP
            ? new GZIPInputStream(raw, 16384)
            : new ZstdInputStream(raw)) {
      buf = budget.readInto(in, buf);
      return (int) (budget.produced() - before);
    } catch (ReplayFormatException e) {
      throw new ReplayFormatException(e.kind(), FORMAT, e.offset(), rawOffset, path, e.detail(), e);
    } catch (IOException | RuntimeException e) {
      throw new ReplayFormatException(
          FORMAT,
          rawOffset,
          null,
          path,
          "expected a valid "
              + compression.label()
              + " chunk of "
              + stored.length()
              + " bytes but decompression failed: "
              + e,
          e);
    }
  }
}
