package org.replays4j.screp.spi;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.screp.ScrepDecoder;
import org.replays4j.testkit.ChunkedStream;
import org.replays4j.testkit.EventRecorder;
import org.replays4j.testkit.TestFiles;

/**
 * Salvage gives the same result on every way in: for every prefix of every StarCraft testdata file
 * (every other one of the 3 kB file), the array and a stream that returns 7 bytes per read (1 byte
 * for every tenth prefix, and a file for every fifth) deliver the same events and the same damage,
 * or fail with the same message (a damaged header), with the decoder's default options; with those
 * of the {@code commands} table (which reads a stream), every other prefix, array and stream.
 */
class ScrepSalvageWaysInTest {
  @TempDir Path tmp;

  static Stream<Arguments> files() throws IOException {
    try (Stream<Path> s = Files.list(TestFiles.testdata("screp"))) {
      return s.filter(p -> p.toString().endsWith(".rep")).sorted().toList().stream()
          .flatMap(
              p ->
                  Stream.of(
                      Arguments.of(p.getFileName().toString(), false),
                      Arguments.of(p.getFileName().toString(), true)));
    }
  }

  private static ScrepDecoder decoder(boolean tableOptions) {
    return tableOptions
        ? ScrepDecoder.builder()
            .option(
                ScrepDecoder.Option.SKIP_MAP_DATA,
                ScrepDecoder.Option.SKIP_MODERN_SECTIONS,
                ScrepDecoder.Option.SKIP_CHECKSUMS)
            .salvage(true)
            .build()
        : ScrepDecoder.salvaging();
  }

  @ParameterizedTest(name = "{0}, table options {1}")
  @MethodSource("files")
  void everyPrefixSalvagesTheSameOnTheArrayTheStreamAndThePath(String name, boolean tableOptions)
      throws IOException {
    byte[] whole = Files.readAllBytes(TestFiles.testdata("screp").resolve(name));
    ScrepDecoder d = decoder(tableOptions);
    List<String> differ = new ArrayList<>();
    // every prefix (every other one of the largest file); with the commands table's options every
    // other one of those, array and stream (the way the table reads)
    int step = (whole.length > 3000 ? 2 : 1) * (tableOptions ? 2 : 1);
    for (int cut = 0; cut <= whole.length; cut += step) {
      byte[] b = Arrays.copyOf(whole, cut);
      List<String> array = read(d, b, null, 0);
      for (int chunk : cut % 10 == 0 ? new int[] {1, 7} : new int[] {7}) {
        List<String> stream = read(d, b, null, chunk);
        if (!stream.equals(array))
          differ.add(
              "cut "
                  + cut
                  + ", stream of "
                  + chunk
                  + "-byte reads: "
                  + last(stream)
                  + " vs array "
                  + last(array));
      }
      if (tableOptions || cut % 5 != 0) continue;
      Path f = Files.write(tmp.resolve("cut.rep"), b);
      List<String> path = read(d, null, f, 0);
      if (!path.equals(array))
        differ.add("cut " + cut + ", path: " + last(path) + " vs array " + last(array));
    }
    assertThat(differ).as("prefixes whose ways in differ").isEmpty();
  }

  private static String last(List<String> got) {
    return got.size() + " entries, last " + (got.isEmpty() ? "none" : got.get(got.size() - 1));
  }

  /** Events and damage as strings, or the failure's kind. */
  private static List<String> read(ScrepDecoder d, byte[] b, Path path, int chunk) {
    EventRecorder recorder = EventRecorder.trees();
    List<String> got = recorder.got();
    ScrepSinkVisitor v = new ScrepSinkVisitor(recorder);
    try {
      if (path != null) {
        d.collect(path, v);
      } else if (chunk == 0) {
        d.decode(b, v);
      } else {
        InputStream in = new ChunkedStream(b, chunk);
        d.decode(in, v);
      }
    } catch (ReplayFormatException e) {
      return List.of(
          "fails: " + e.kind() + (Boolean.getBoolean("dbg") ? " " + e.getMessage() : ""));
    } catch (IOException | RuntimeException e) {
      return List.of("throws " + e);
    }
    return got;
  }
}
