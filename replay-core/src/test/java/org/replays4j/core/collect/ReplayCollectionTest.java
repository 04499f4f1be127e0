package org.replays4j.core.collect;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;
import static org.replays4j.core.error.Refusals.assertRefused;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.PosixFilePermissions;
import java.util.ArrayList;
import java.util.List;
import java.util.Random;
import java.util.concurrent.TimeUnit;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;

/**
 * The walker against the test-scope fake formats ({@code alpha} files start with {@code ALPHA},
 * {@code beta} files with {@code BETA}).
 */
class ReplayCollectionTest {
  @TempDir Path dir;

  private Path write(String name, String content) throws IOException {
    Path p = dir.resolve(name);
    Files.createDirectories(p.getParent());
    Files.writeString(p, content, StandardCharsets.UTF_8);
    return p;
  }

  private static List<CollectionEntry> detected(ReplayCollection c) {
    List<CollectionEntry> out = new ArrayList<>();
    for (CollectionEntry e : c) out.add(e.detect());
    return out;
  }

  private List<String> names(List<CollectionEntry> entries) {
    String prefix = dir.toString() + "/";
    return entries.stream().map(e -> e.name().replace(prefix, "")).toList();
  }

  private static CollectionEntry find(List<CollectionEntry> entries, String suffix) {
    return entries.stream().filter(e -> e.name().endsWith(suffix)).findFirst().orElseThrow();
  }

  @Test
  void directoriesAreWalkedDepthFirstWithNamesComparedAsUtf8Bytes() throws IOException {
    write("b.alpha", "ALPHA");
    write("a.alpha", "ALPHA");
    write("a/z.alpha", "ALPHA");
    write("B.alpha", "ALPHA");
    write("\u00e9.alpha", "ALPHA");
    write("a/sub/x.beta", "BETA");
    List<CollectionEntry> all = detected(ReplayCollection.of(List.of(dir)));
    assertThat(names(all))
        .containsExactly(
            "B.alpha", "a/sub/x.beta", "a/z.alpha", "a.alpha", "b.alpha", "\u00e9.alpha");
    assertThat(all).allMatch(CollectionEntry::isReplay);
    assertThat(all).extracting(CollectionEntry::index).containsExactly(0L, 1L, 2L, 3L, 4L, 5L);
    List<String> sorted = new ArrayList<>(names(all));
    sorted.sort(ReplayCollection.PATH_ORDER);
    assertThat(sorted).isEqualTo(names(all));
  }

  @Test
  void pathsAreTakenInTheOrderGiven() throws IOException {
    Path z = write("z.alpha", "ALPHA");
    Path a = write("a.alpha", "ALPHA");
    assertThat(names(detected(ReplayCollection.of(List.of(z, a)))))
        .containsExactly("z.alpha", "a.alpha");
  }

  @Test
  void aReplayKnowsItsFormatSizeAndModificationTime() throws IOException {
    write("one.alpha", "ALPHA one");
    CollectionEntry e = detected(ReplayCollection.of(List.of(dir))).get(0);
    assertThat(e.status()).isEqualTo(EntryStatus.REPLAY);
    assertThat(e.format().orElseThrow().id()).isEqualTo("alpha");
    assertThat(e.size()).isEqualTo(9);
    assertThat(e.lastModified()).isPresent();
    assertThat(e.source().storedSize()).isEqualTo(9);
    assertThat(e.named()).isFalse();
  }

  @Test
  void aFileInADirectoryThatIsNotAReplayIsSkippedAndFailsWhenNamedOrStrict() throws IOException {
    Path readme = write("README.md", "# replays");
    List<CollectionEntry> walked = detected(ReplayCollection.of(List.of(dir)));
    assertThat(walked)
        .singleElement()
        .satisfies(
            e -> {
              assertThat(e.status()).isEqualTo(EntryStatus.SKIPPED);
              assertThat(e.reason()).contains(EntryReason.NOT_A_REPLAY);
              assertThat(e.message())
                  .startsWith("not a replay: no format (")
                  .contains("23 20 72 65");
            });
    assertThat(detected(ReplayCollection.of(List.of(readme))).get(0).status())
        .isEqualTo(EntryStatus.FAILED);
    assertThat(
            detected(ReplayCollection.builder(List.of(dir)).strict(true).build()).get(0).status())
        .isEqualTo(EntryStatus.FAILED);
  }

  @Test
  void aFileWithAReplayExtensionWhoseContentIsNotRecognisedFails() throws IOException {
    write("broken.alpha", "garbage");
    write("broken.alpha.gz", "garbage");
    List<CollectionEntry> all = detected(ReplayCollection.of(List.of(dir)));
    assertThat(all).extracting(CollectionEntry::status).containsOnly(EntryStatus.FAILED);
    assertThat(all)
        .extracting(e -> e.reason().orElseThrow())
        .containsOnly(EntryReason.NOT_A_REPLAY);
  }

  @Test
  void aMissingPathNamedExplicitlyFails() {
    CollectionEntry e = detected(ReplayCollection.of(List.of(dir.resolve("nope.slp")))).get(0);
    assertThat(e.status()).isEqualTo(EntryStatus.FAILED);
    assertThat(e.reason()).contains(EntryReason.NOT_FOUND);
  }

  @Test
  void hiddenEntriesAreReportedOnceAndNotEntered() throws IOException {
    write(".git/objects/a.alpha", "ALPHA");
    write(".DS_Store", "x");
    List<CollectionEntry> all =
        detected(ReplayCollection.builder(List.of(dir)).strict(true).build());
    assertThat(names(all)).containsExactly(".DS_Store", ".git");
    assertThat(all).extracting(CollectionEntry::status).containsOnly(EntryStatus.SKIPPED);
    assertThat(all).extracting(e -> e.reason().orElseThrow()).containsOnly(EntryReason.HIDDEN);
  }

  @Test
  void aSymlinkLoopIsReportedOnceAndNeverFollowed() throws IOException {
    List<CollectionEntry> all = walkWithLinks("sub/a.alpha", "sub/up", "..", "self", "self");
    assertThat(names(all)).containsExactly("self", "sub/a.alpha", "sub/up");
    assertThat(find(all, "self").reason()).contains(EntryReason.SYMLINK_LOOP);
    assertSkipped(find(all, "sub/up"), EntryReason.SYMLINK_LOOP, "leads back to");
  }

  /**
   * The entries of a walk over {@code dir} holding the replay {@code file} and symbolic links,
   * given as pairs of the link's name and its target.
   */
  private List<CollectionEntry> walkWithLinks(String file, String... linksAndTargets)
      throws IOException {
    write(file, "ALPHA");
    for (int i = 0; i < linksAndTargets.length; i += 2) {
      Files.createSymbolicLink(dir.resolve(linksAndTargets[i]), Path.of(linksAndTargets[i + 1]));
    }
    return detected(ReplayCollection.of(List.of(dir)));
  }

  /** {@code e} is skipped for {@code reason}, and its message says {@code says}. */
  private static void assertSkipped(CollectionEntry e, EntryReason reason, String says) {
    assertThat(e.reason()).contains(reason);
    assertThat(e.status()).isEqualTo(EntryStatus.SKIPPED);
    assertThat(e.message()).contains(says);
  }

  @Test
  void aDirectoryReachedTwiceThroughLinksIsListedOnce() throws IOException {
    List<CollectionEntry> all = walkWithLinks("real/a.alpha", "twin", "real");
    assertThat(names(all)).containsExactly("real/a.alpha", "twin");
    assertThat(find(all, "twin").reason()).contains(EntryReason.ALREADY_LISTED);
  }

  @Test
  void linksToFilesAreFollowedAndDanglingLinksReported() throws IOException {
    List<CollectionEntry> all =
        walkWithLinks("real.alpha", "link.alpha", "real.alpha", "gone.alpha", "missing.alpha");
    assertThat(find(all, "link.alpha").isReplay()).isTrue();
    assertSkipped(find(all, "gone.alpha"), EntryReason.DANGLING_LINK, "missing.alpha");
  }

  @Test
  void aLinkToADeviceIsSkippedNotRead() throws IOException {
    assumeThat(Files.exists(Path.of("/dev/zero"))).as("/dev/zero exists").isTrue();
    Files.createSymbolicLink(dir.resolve("zero.slp"), Path.of("/dev/zero"));
    CollectionEntry e = detected(ReplayCollection.of(List.of(dir))).get(0);
    assertThat(e.reason()).contains(EntryReason.DEVICE);
    assertThat(e.status()).isEqualTo(EntryStatus.SKIPPED);
    Files.delete(dir.resolve("zero.slp"));
  }

  @Test
  void aFifoInADirectoryIsSkippedWithoutOpeningIt() throws Exception {
    Path fifo = dir.resolve("pipe.slp");
    Process p;
    try {
      p = new ProcessBuilder("mkfifo", fifo.toString()).start();
    } catch (IOException e) {
      assumeThat(false).as("mkfifo is not available: " + e.getMessage()).isTrue();
      return;
    }
    assumeThat(p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0).as("mkfifo ran").isTrue();
    CollectionEntry e = detected(ReplayCollection.of(List.of(dir))).get(0);
    assertThat(e.reason()).contains(EntryReason.FIFO);
    assertThat(e.status()).isEqualTo(EntryStatus.SKIPPED);
    assertThat(
            detected(ReplayCollection.builder(List.of(dir)).strict(true).build()).get(0).status())
        .isEqualTo(EntryStatus.FAILED);
  }

  /**
   * A file this process cannot open: one without permissions, or, as root (whom permissions do not
   * stop), a link to a write-only kernel setting that refuses reading even to root.
   */
  private Path unreadable(String name) throws IOException {
    Path f = dir.resolve(name);
    if (!"root".equals(System.getProperty("user.name"))) {
      Files.writeString(f, "ALPHA");
      Files.setPosixFilePermissions(f, PosixFilePermissions.fromString("---------"));
      return f;
    }
    Path writeOnly = Path.of("/proc/sys/vm/compact_memory");
    boolean refused;
    try {
      Files.newInputStream(writeOnly).close();
      refused = false;
    } catch (IOException e) {
      refused = true;
    }
    assumeThat(refused)
        .as("running as root, and " + writeOnly + " does not refuse reading")
        .isTrue();
    return Files.createSymbolicLink(f, writeOnly);
  }

  @Test
  void anUnreadableFileIsReportedWithItsReasonFailedWithAReplayExtension() throws IOException {
    Path locked = unreadable("locked.alpha");
    Path other = unreadable("locked.bin");
    try {
      List<CollectionEntry> all = detected(ReplayCollection.of(List.of(dir)));
      CollectionEntry e = find(all, "locked.alpha");
      assertThat(e.reason()).contains(EntryReason.UNREADABLE);
      assertThat(e.message()).startsWith("unreadable");
      assertThat(e.status()).isEqualTo(EntryStatus.FAILED); // it has a replay's extension
      CollectionEntry o = find(all, "locked.bin");
      assertThat(o.reason()).contains(EntryReason.UNREADABLE);
      assertThat(o.status()).isEqualTo(EntryStatus.SKIPPED);
    } finally {
      for (Path p : List.of(locked, other)) {
        if (!Files.isSymbolicLink(p)) {
          Files.setPosixFilePermissions(p, PosixFilePermissions.fromString("rw-------"));
        }
        Files.delete(p);
      }
    }
  }

  @Test
  void standardInputIsReadOnceWithinTheLimits() {
    byte[] alpha = "ALPHA from stdin".getBytes(StandardCharsets.US_ASCII);
    ReplayCollection c =
        ReplayCollection.builder(List.of(Path.of("-"), Path.of("-")))
            .stdin(() -> new ByteArrayInputStream(alpha))
            .build();
    List<CollectionEntry> all = detected(c);
    assertThat(all.get(0).isReplay()).isTrue();
    assertThat(all.get(0).stdin()).isTrue();
    assertThat(all.get(0).name()).isEqualTo("-");
    assertThat(all.get(0).size()).isEqualTo(alpha.length);
    assertThat(all.get(1).reason()).contains(EntryReason.STDIN_REPEATED);
    assertThat(all.get(1).status()).isEqualTo(EntryStatus.FAILED);

    ReplayCollection small =
        ReplayCollection.builder(List.of(Path.of("-")))
            .limits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(8))
            .stdin(() -> new ByteArrayInputStream(alpha))
            .build();
    CollectionEntry tooLarge = detected(small).get(0);
    assertThat(tooLarge.status()).isEqualTo(EntryStatus.FAILED);
    assertThat(tooLarge.reason()).contains(EntryReason.TOO_LARGE);
    assertThat(tooLarge.error()).isPresent();
  }

  @Test
  void theWalkReadsNoFileUntilAnEntryIsDetected() throws IOException {
    Path f = write("later.alpha", "ALPHA");
    CollectionEntry listed = ReplayCollection.of(List.of(dir)).iterator().next();
    assertThat(listed.status()).isEqualTo(EntryStatus.LISTED);
    Files.delete(f);
    CollectionEntry gone = listed.detect();
    assertThat(gone.reason()).contains(EntryReason.NOT_FOUND);
  }

  @Test
  void totalsCountTheListedFilesAndTheirBytes() throws IOException {
    write("a.alpha", "ALPHA");
    write("b/c.beta", "BETA");
    write(".hidden", "x");
    assertThat(ReplayCollection.of(List.of(dir)).totals())
        .isEqualTo(new ReplayCollection.Totals(2, 9));
  }

  @Test
  void aSourceFoundElsewhereIsDecidedByTheSameRules() {
    ReplayCollection c = ReplayCollection.of(List.of());
    CollectionEntry readme =
        c.resolve(
            0, ReplaySource.of("dir/README.md", "# x".getBytes(StandardCharsets.UTF_8)), false);
    assertThat(readme.status()).isEqualTo(EntryStatus.SKIPPED);
    CollectionEntry replay =
        c.resolve(1, ReplaySource.of("dir/x.beta", "BETA".getBytes(StandardCharsets.UTF_8)), false);
    assertThat(replay.isReplay()).isTrue();
    assertThat(replay.format().orElseThrow().id()).isEqualTo("beta");
  }

  @Test
  void aSourceFoundElsewhereWhoseContainerIsBrokenFailsWithTheErrorTheWalkGives()
      throws IOException {
    // a gzip member cut inside its header: no format sees the content
    byte[] cut = {0x1f, (byte) 0x8b, 8, 0, 0};
    Path file = dir.resolve("cut.alpha.gz");
    Files.write(file, cut);
    FileOutcome walked = detected(ReplayCollection.of(List.of(file))).get(0).outcome();
    CollectionEntry found =
        ReplayCollection.of(List.of()).resolve(0, ReplaySource.of(file.toString(), cut), true);
    assertThat(found.status()).isEqualTo(EntryStatus.FAILED);
    assertThat(found.error()).isPresent();
    FileOutcome resolved = found.outcome();
    assertThat(walked.errorOffset()).isNotNull();
    assertThat(resolved.errorOffset()).isEqualTo(walked.errorOffset());
    assertThat(resolved.errorMessage()).isEqualTo(walked.errorMessage());
    assertThat(resolved.status()).isEqualTo(walked.status());
  }

  // ------------------------------------------------------------------ inputs read whole

  private static ReplayCollection stdinOf(byte[] bytes, long limit) {
    return ReplayCollection.builder(List.of(Path.of("-")))
        .limits(DecodeLimits.DEFAULT.withMaxDecompressedBytes(limit))
        .stdin(() -> new ByteArrayInputStream(bytes))
        .build();
  }

  private static byte[] randomBytes(int n) {
    byte[] b = new byte[n];
    new Random(n).nextBytes(b);
    return b;
  }

  @Test
  void anInputReadWholeGivesItsBytesJoinedOrStreamedFromItsPieces() throws IOException {
    byte[] bytes = randomBytes(700_000); // pieces of 64, 128, 256 KiB and the rest
    for (long joinUpTo : new long[] {Long.MAX_VALUE, 0}) {
      ReplayCollection.ReadWhole whole =
          stdinOf(bytes, 1 << 20)
              .readOnce(null, "stdin", ReplayCollection.MAX_READ_WHOLE, joinUpTo);
      assertThat(whole.size()).isEqualTo(bytes.length);
      assertThat(whole.source().storedSize()).isEqualTo(bytes.length);
      try (InputStream in = whole.source().openStream()) {
        assertThat(in.readAllBytes()).isEqualTo(bytes);
      }
      // a source is read again from its start
      try (InputStream in = whole.source().openStream()) {
        assertThat(in.readAllBytes()).isEqualTo(bytes);
      }
    }
    assertThat(stdinOf(new byte[0], 10).readOnce(null, "stdin").size()).isZero();
  }

  @Test
  void anInputBeyondTheLimitIsRefusedByNameAsLargerOrEndless() {
    ReplayCollection c = stdinOf(randomBytes(5_000), 4_000);
    assertRefused(
        () -> c.readOnce(null, "stdin"),
        "standard input holds more: it is larger than the limit, or endless");
  }

  @Test
  void aLimitAboveWhatAnInputReadWholeHoldsIsRefusedNamingBothInsteadOfCuttingTheInput() {
    // as --max-decompressed-bytes=4000000000 against the 2 GiB an array holds, scaled down
    ReplayCollection c = stdinOf(randomBytes(5_000), 8_000);
    assertRefused(
            () -> c.readOnce(null, "stdin", 4_000, Long.MAX_VALUE),
            "what one Java array holds; maxDecompressedBytes 8000 is above it")
        .hasMessageContaining("standard input holds more: save it to a file");
    assertThat(ReplayCollection.MAX_READ_WHOLE).isEqualTo(Integer.MAX_VALUE - 8);
  }
}
