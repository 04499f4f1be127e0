package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.function.Function;
import java.util.zip.GZIPOutputStream;
import org.replays4j.core.error.ReplayFormatException;

/**
 * The check every model's {@code read(Path, decoder)} way in shares: the file is read whole within
 * the decoder's limits, so a plain file and its gzip-compressed copy give the same model, and a
 * decoder whose {@code maxDecompressedBytes} is below the file's size refuses it ({@code
 * LIMIT_EXCEEDED}) instead of reading it.
 */
public final class PathReads {
  private PathReads() {}

  /** A model's {@code read(Path…)}. */
  @FunctionalInterface
  public interface Read<M> {
    M read(Path file) throws IOException;
  }

  /**
   * Writes {@code file} as {@code name} and {@code name.gz} into {@code dir}; {@code read} must
   * give models equal by {@code key} for both, and {@code readBelowLimit} (a decoder with {@code
   * maxDecompressedBytes = file.length - 1}) must refuse the plain file.
   */
  public static <M> void assertReadsPlainAndGzipWithinTheLimits(
      Path dir,
      String name,
      byte[] file,
      Object expected,
      Read<M> read,
      Read<M> readBelowLimit,
      Function<M, Object> key)
      throws IOException {
    Path plain = Files.write(dir.resolve(name), file);
    Path gz = dir.resolve(name + ".gz");
    try (OutputStream out = new GZIPOutputStream(Files.newOutputStream(gz))) {
      out.write(file);
    }
    assertThat(key.apply(read.read(plain))).isEqualTo(expected);
    assertThat(key.apply(read.read(gz))).isEqualTo(expected);
    Failures.assertFails(
        ReplayFormatException.Kind.LIMIT_EXCEEDED, () -> readBelowLimit.read(plain));
  }
}
