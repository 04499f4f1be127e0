package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.screp.stats.ScrepComputed;
import org.replays4j.testkit.TestFiles;

/**
 * The two ways zlib chunks are decoded ({@code Inflater} before {@link
 * SectionReader#javaInflateAfter} chunks in a process, {@link ChunkInflater} after) give the same
 * model, computed values and damage on the repository's replays, every fourth of the shared
 * corpus's (when present), their halves and copies with flipped bytes, for the sparse and the full
 * map.
 */
class ChunkInflaterPathsTest {
  private final long saved = SectionReader.javaInflateAfter;

  @AfterEach
  void restore() {
    SectionReader.javaInflateAfter = saved;
  }

  /** The model, computed values and damage (or the error) of {@code file}, as text. */
  private static String outcome(byte[] file, ScrepDecoder decoder, boolean java) {
    SectionReader.javaInflateAfter = java ? 0 : Long.MAX_VALUE;
    try {
      ScrepReplay r = ScrepReplay.read(file, decoder);
      String computed;
      try {
        computed = ScrepComputed.compute(r).toString();
      } catch (RuntimeException e) {
        computed = e.toString();
      }
      return r + "\n" + computed;
    } catch (ReplayFormatException e) {
      return e.toString();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
  }

  private static List<byte[]> inputs() throws IOException {
    List<Path> files = new ArrayList<>();
    int step = 1; // every replay of the repository, every fourth of the corpus (time)
    for (Path dir : List.of(TestFiles.testdata("screp"), ScrepCorpus.corpus())) {
      if (Files.isDirectory(dir)) {
        List<Path> all;
        try (Stream<Path> s = Files.list(dir)) {
          all = s.filter(f -> f.getFileName().toString().endsWith(".rep")).sorted().toList();
        }
        for (int i = 0; i < all.size(); i += step) files.add(all.get(i));
      }
      step = 4;
    }
    Random random = new Random(1);
    List<byte[]> out = new ArrayList<>();
    for (Path f : files) {
      byte[] b = Files.readAllBytes(f);
      out.add(b);
      out.add(Arrays.copyOf(b, b.length / 2));
      byte[] flipped = b.clone();
      for (int i = 0; i < 4 && b.length > 0; i++) {
        flipped[random.nextInt(b.length)] ^= (byte) (1 << random.nextInt(8));
      }
      out.add(flipped);
    }
    return out;
  }

  @Test
  void bothWaysGiveTheSameOutcome() throws IOException {
    ScrepDecoder salvaging = ScrepDecoder.salvaging();
    ScrepDecoder fullMap =
        ScrepDecoder.builder().option(ScrepDecoder.Option.FULL_MAP).salvage(true).build();
    int compared = 0;
    for (byte[] file : inputs()) {
      for (ScrepDecoder d : List.of(salvaging, fullMap)) {
        assertThat(outcome(file, d, true)).isEqualTo(outcome(file, d, false));
        compared++;
      }
    }
    assertThat(compared).isGreaterThan(0);
  }
}
