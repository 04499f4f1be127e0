package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.security.MessageDigest;
import java.security.NoSuchAlgorithmException;
import java.util.HashSet;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.Random;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.testkit.ForkedJvm;

/**
 * An export stopped part way (SIGTERM at a random moment, or SIGKILL) never damages the previous
 * run's files: each output file afterwards is either the previous run's, byte for byte, or this
 * run's complete file, the tables and the failures table belong to the same run, and no temporary
 * file is left once the next run has started. The exports run the CLI's main class in a child JVM
 * over a generated teehistorian recording that takes a few seconds to export.
 */
class ExportInterruptedTest {
  private static final List<String> FORMATS = List.of("arrow", "csv", "jsonl");

  @TempDir static Path tmp;
  private static Path previousInput;
  private static Path nextInput;

  /** file name to digest, of the previous run's and the next run's complete outputs. */
  private static final Map<String, String> previous = new TreeMap<>();

  private static final Map<String, String> next = new TreeMap<>();

  @BeforeAll
  static void twoRunsOfEveryTableFileFormat() throws IOException {
    previousInput = Files.createDirectories(tmp.resolve("previous"));
    nextInput = Files.createDirectories(tmp.resolve("next"));
    generate(previousInput.resolve("game.teehistorian"), 2_000, 1);
    // both runs have a failure (a run without any writes no failures table), at different paths,
    // so the previous run's failures table differs from the next one's
    Files.write(previousInput.resolve("broken.teehistorian"), new byte[] {1, 2, 3});
    Files.write(nextInput.resolve("broken.teehistorian"), new byte[] {1, 2, 3});
    generate(nextInput.resolve("game.teehistorian"), 12_000, 2);
    for (String to : FORMATS) {
      export(previousInput, tmp.resolve("reference-previous"), to);
      export(nextInput, tmp.resolve("reference-next"), to);
    }
    previous.putAll(digests(tmp.resolve("reference-previous")));
    next.putAll(digests(tmp.resolve("reference-next")));
    assertThat(previous.keySet()).isEqualTo(next.keySet()).hasSize(6);
    for (String name : previous.keySet())
      assertThat(previous.get(name)).isNotEqualTo(next.get(name));
  }

  private static void generate(Path file, int ticks, long seed) throws IOException {
    try (InputStream in = TeehistorianSynthetic.stream(16, ticks, seed);
        OutputStream out = Files.newOutputStream(file)) {
      in.transferTo(out);
    }
  }

  private static void export(Path input, Path out, String to) {
    CliTest.Run r = CliTest.run(args(input, out, to).toArray(String[]::new));
    assertThat(r.exit()).as(r.err()).isIn(Main.OK, Main.FAILED);
  }

  private static List<String> args(Path input, Path out, String to) {
    return List.of(
        "export",
        "--table",
        "positions",
        "--to",
        to,
        "--no-progress",
        "-t",
        "1",
        "-o",
        out.toString(),
        input.toString());
  }

  private static Map<String, String> digests(Path dir) throws IOException {
    Map<String, String> out = new TreeMap<>();
    try (Stream<Path> s = Files.list(dir)) {
      for (Path p : s.toList()) {
        try (InputStream in = Files.newInputStream(p)) {
          MessageDigest md = MessageDigest.getInstance("SHA-256");
          byte[] buf = new byte[1 << 16];
          for (int n; (n = in.read(buf)) > 0; ) md.update(buf, 0, n);
          out.put(p.getFileName().toString(), HexFormat.of().formatHex(md.digest()));
        } catch (NoSuchAlgorithmException e) {
          throw new AssertionError(e);
        }
      }
    }
    return out;
  }

  /** A copy of the previous run's outputs, to be overwritten by an interrupted run. */
  private static Path previousOutputs(String name) throws IOException {
    Path dir = Files.createDirectories(tmp.resolve(name));
    try (Stream<Path> s = Files.list(tmp.resolve("reference-previous"))) {
      for (Path p : s.toList()) Files.copy(p, dir.resolve(p.getFileName()));
    }
    return dir;
  }

  private static Process start(Path out, String to, Path log) throws IOException {
    return ForkedJvm.start(
        Main.class,
        List.of("--add-opens=java.base/java.nio=ALL-UNNAMED"),
        args(nextInput, out, to),
        "256m",
        log);
  }

  /**
   * Each file the run writes (those with extension {@code to}) is the previous run's or the next
   * run's complete file, and when {@code sameRun} all of them are of one run; every other file is
   * the previous run's.
   */
  private static void assertPreviousOrComplete(Path out, String to, boolean sameRun, String why)
      throws IOException {
    Map<String, String> now = digests(out);
    now.keySet().removeIf(AtomicOutput::isTemporaryName);
    assertThat(now.keySet()).as(why).isEqualTo(previous.keySet());
    Set<String> runs = new HashSet<>();
    for (Map.Entry<String, String> e : now.entrySet()) {
      String name = e.getKey();
      if (name.endsWith("." + to)) {
        assertThat(e.getValue()).as(why + ": " + name).isIn(previous.get(name), next.get(name));
        runs.add(e.getValue().equals(next.get(name)) ? "next" : "previous");
      } else {
        assertThat(e.getValue()).as(why + ": " + name).isEqualTo(previous.get(name));
      }
    }
    if (sameRun) assertThat(runs).as(why + ": files of two runs mixed").hasSize(1);
  }

  @Test
  void sigterm_at_a_random_moment_leaves_the_previous_outputs_or_the_complete_new_ones()
      throws Exception {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    for (String to : FORMATS) {
      Path out = previousOutputs("term-" + to);
      Path log = tmp.resolve("term-" + to + ".log");
      Process p = start(out, to, log);
      // a random moment once the export is writing (the JVM's start-up is not what is tested)
      awaitWriting(p, out);
      long delay = random.nextInt(1_500);
      boolean finished = p.waitFor(delay, TimeUnit.MILLISECONDS);
      if (!finished) p.destroy(); // SIGTERM
      assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
      String output = Files.readString(log);
      String why =
          to + " export signalled " + delay + " ms into writing (seed " + seed + "): " + output;
      if (p.exitValue() == 143) {
        // the message, unless the signal came after the command had returned
        if (!output.contains("replays4j: interrupted")) {
          assertThat(digests(out).get("failures." + to))
              .as(why)
              .isEqualTo(next.get("failures." + to));
        }
      } else {
        assertThat(p.exitValue()).as(why).isEqualTo(Main.FAILED); // the broken file
      }
      assertPreviousOrComplete(out, to, true, why);
      try (Stream<Path> s = Files.list(out)) {
        assertThat(s.map(f -> f.getFileName().toString()))
            .as(why)
            .noneMatch(AtomicOutput::isTemporaryName);
      }
    }
  }

  /** Waits until {@code p} has created a temporary file in {@code out}, or has ended. */
  private static void awaitWriting(Process p, Path out) throws Exception {
    long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
    while (p.isAlive() && System.nanoTime() < deadline) {
      try (Stream<Path> s = Files.list(out)) {
        if (s.anyMatch(f -> AtomicOutput.isTemporaryName(f.getFileName().toString()))) return;
      }
      Thread.sleep(20);
    }
  }

  @Test
  void after_sigkill_the_previous_outputs_are_intact_and_the_next_run_removes_the_leftovers()
      throws Exception {
    long seed = System.nanoTime();
    Random random = new Random(seed);
    Path out = previousOutputs("kill");
    Path log = tmp.resolve("kill.log");
    Process p = start(out, "arrow", log);
    awaitWriting(p, out);
    long delay = random.nextInt(1_500);
    if (!p.waitFor(delay, TimeUnit.MILLISECONDS)) p.destroyForcibly(); // SIGKILL
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    String why = "arrow export killed " + delay + " ms into writing (seed " + seed + ")";
    // SIGKILL may stop the run between two renames: no same-run check here
    assertPreviousOrComplete(out, "arrow", false, why);

    export(nextInput, out, "arrow");
    Map<String, String> now = digests(out);
    assertThat(now.keySet()).as(why).noneMatch(AtomicOutput::isTemporaryName);
    assertThat(now.get("teehistorian.positions.arrow"))
        .isEqualTo(next.get("teehistorian.positions.arrow"));
    assertThat(now.get("failures.arrow")).isEqualTo(next.get("failures.arrow"));
  }
}
