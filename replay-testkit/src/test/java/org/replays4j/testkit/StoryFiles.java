package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;

/**
 * The files the doors are compared over ({@link StoryDoors}): every file of {@code testdata/},
 * copies of some of them cut short, and an evenly spread sample of the shared corpus.
 */
public final class StoryFiles {
  private StoryFiles() {}

  /** One file per format, each a whole game with a trailer or an end marker to lose. */
  public static final List<String> WHOLE_GAMES =
      List.of(
          "slippi/netplay-3.18-rollback.slp",
          "screp/legacy-1v1.rep",
          "screp/melee-1v1.rep",
          "teehistorian/session.teehistorian",
          "butter/lobby-none-k300.butter",
          "soku/session-spectated.rep");

  /** {@link #WHOLE_GAMES}, a compressed file and a capture: the files {@link #halves} cuts. */
  public static final List<String> TO_CUT =
      Stream.concat(
              WHOLE_GAMES.stream(),
              Stream.of("teehistorian/session.teehistorian.xz", "soku/session-spectated.pcapng"))
          .toList();

  /** The name of the xz file {@link #halves} cuts inside its stream header. */
  public static final String EARLY_XZ = "early.teehistorian.xz";

  /** Every regular file under {@code testdata/}, sorted. */
  public static List<Path> testdata() throws IOException {
    try (Stream<Path> s = Files.walk(TestFiles.testdata("."))) {
      return s.filter(Files::isRegularFile).sorted().toList();
    }
  }

  /**
   * Copies of the {@code testdata/} files {@code rels} cut to {@code num/den} of their length, in
   * {@code dir} under their own names.
   */
  public static List<Path> cutCopies(Path dir, List<String> rels, int num, int den)
      throws IOException {
    Files.createDirectories(dir);
    List<Path> out = new ArrayList<>();
    for (String rel : rels) {
      byte[] whole = Files.readAllBytes(TestFiles.testdata(rel));
      out.add(
          Files.write(
              dir.resolve(Path.of(rel).getFileName().toString()),
              Arrays.copyOf(whole, (int) ((long) whole.length * num / den))));
    }
    return out;
  }

  /**
   * The first half of each file of {@link #TO_CUT}, then an xz file cut inside its stream header,
   * before its first block ({@link #EARLY_XZ}: failed, whatever the door), all in {@code dir}.
   */
  public static List<Path> halves(Path dir) throws IOException {
    List<Path> files = new ArrayList<>(cutCopies(dir, TO_CUT, 1, 2));
    byte[] xz = Files.readAllBytes(TestFiles.testdata("teehistorian/session.teehistorian.xz"));
    files.add(Files.write(dir.resolve(EARLY_XZ), Arrays.copyOf(xz, 8)));
    return files;
  }

  /**
   * Asserts the status a door told ({@code told}, by path) of some of the {@link #halves} in {@code
   * dir}: the xz file cut before its first block failed, the Slippi game cut in its frames partial.
   */
  public static void assertHalvesStatus(Path dir, Map<String, Story> told) {
    assertThat(told.get(dir.resolve(EARLY_XZ).toString()).status()).isEqualTo("failed");
    assertThat(told.get(dir.resolve("netplay-3.18-rollback.slp").toString()).status())
        .isEqualTo("partial");
  }

  /**
   * At most {@code perFolder} files of each folder of the shared corpus, spread evenly over its
   * sorted listing (its MANIFEST and README files left out); skips the calling test, saying {@code
   * skipped}, when the corpus is absent.
   */
  public static List<Path> corpusSample(int perFolder, String skipped) throws IOException {
    Path corpus = TestFiles.sharedDir("corpus", skipped);
    List<Path> files = new ArrayList<>();
    List<Path> folders;
    try (Stream<Path> s = Files.list(corpus)) {
      folders = s.filter(Files::isDirectory).sorted().toList();
    }
    for (Path folder : folders) {
      List<Path> all;
      try (Stream<Path> s = Files.walk(folder)) {
        all =
            s.filter(Files::isRegularFile)
                .filter(p -> !p.getFileName().toString().startsWith("MANIFEST"))
                .filter(p -> !p.getFileName().toString().startsWith("README"))
                .sorted()
                .toList();
      }
      int n = Math.min(perFolder, all.size());
      for (int i = 0; i < n; i++) files.add(all.get(i * all.size() / n));
    }
    return files;
  }
}
