package org.replays4j.testkit;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;

/**
 * One intact input of a format under contract test: a {@code testdata/} file or bytes made by the
 * format's writer.
 *
 * @param name file name, also given to {@code ReplaySource.of(name, bytes)} (a probing hint only)
 * @param bytes the stored bytes (not copied; mutations always work on copies)
 * @param offsetsAreStored whether the event offsets the format's SPI reports are the starts of the
 *     events in these stored bytes (false behind compression, or when one event stands for the
 *     whole file), which is what the truncation prefix check needs
 */
public record Sample(String name, byte[] bytes, boolean offsetsAreStored) {
  /** A sample whose event offsets are stored-byte offsets. */
  public static Sample of(String name, byte[] bytes) {
    return new Sample(name, bytes, true);
  }

  /**
   * The same bytes, marked as having no stored event boundaries (event offsets in a decompressed
   * stream, or one event for the whole file): the truncation case then checks only the outcome.
   */
  public Sample withoutStoredOffsets() {
    return new Sample(name, bytes, false);
  }

  /** The repository root ({@link TestFiles#repoRoot()}). */
  public static Path repoRoot() {
    return TestFiles.repoRoot();
  }

  /**
   * Every file of {@code testdata/<dir>/}, sorted by name. Fails (rather than skips) when the
   * directory is missing: testdata/ is part of the repository.
   */
  public static List<Sample> testdata(String dir) {
    Path d = TestFiles.testdata(dir);
    List<Sample> out = new ArrayList<>();
    try (Stream<Path> files = Files.list(d)) {
      for (Path p : files.sorted().toList()) {
        if (Files.isRegularFile(p))
          out.add(Sample.of(p.getFileName().toString(), Files.readAllBytes(p)));
      }
    } catch (IOException e) {
      throw new UncheckedIOException("testdata/" + dir + " is part of the repository", e);
    }
    if (out.isEmpty()) throw new IllegalStateException("no samples in " + d);
    return out;
  }

  @Override
  public String toString() {
    return name + " (" + bytes.length + " bytes)";
  }
}
