package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assumptions.assumeThat;

import java.io.FileOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.testkit.ForkedJvm;

/**
 * Every output of the CLI is checked and atomic, and never replaces an input: an output that is an
 * input is refused before anything is opened; a write that fails (a full file system, {@code
 * /dev/full}, a folder that cannot be written) ends the run with exit code 1 and one plain message
 * while the previous file stays as it was; a process killed while writing leaves the previous file
 * intact. No message shows a stack trace or an exception's class name.
 */
class OutputReliabilityTest {
  @TempDir Path tmp;

  private final List<Path> mounts = new ArrayList<>();

  @AfterEach
  void unmount() throws Exception {
    for (Path m : mounts) new ProcessBuilder("umount", m.toString()).start().waitFor();
  }

  private static final byte[] OK = CliTest.ascii("CLIOK\u0003");

  /** No stack trace, exception class name, OutOfMemoryError or internal error in {@code text}. */
  static void noRawException(String text) {
    assertThat(text)
        .doesNotContain("Exception")
        .doesNotContain("java.")
        .doesNotContain("\tat ")
        .doesNotContain("OutOfMemoryError")
        .doesNotContain("internal error");
  }

  /** A tmpfs of {@code options} at a new folder, or the test is skipped (not root, no mount). */
  private Path tmpfs(String name, String options) throws Exception {
    Path dir = Files.createDirectories(tmp.resolve(name));
    Process p =
        new ProcessBuilder("mount", "-t", "tmpfs", "-o", options, "none", dir.toString())
            .redirectErrorStream(true)
            .start();
    p.getInputStream().readAllBytes();
    boolean mounted = p.waitFor(10, TimeUnit.SECONDS) && p.exitValue() == 0;
    assumeThat(mounted).as("mounting a tmpfs is allowed here").isTrue();
    mounts.add(dir);
    return dir;
  }

  private Path replays(String name, int n) throws IOException {
    Path d = Files.createDirectories(tmp.resolve(name));
    for (int i = 0; i < n; i++) Files.write(d.resolve(String.format("r%05d.bin", i)), OK);
    return d;
  }

  private static List<String> temporaries(Path dir) throws IOException {
    try (Stream<Path> s = Files.list(dir)) {
      return s.map(p -> p.getFileName().toString()).filter(AtomicOutput::isTemporaryName).toList();
    }
  }

  /**
   * A write that failed said so without a raw exception, left {@code file} as it was ({@code
   * previous}) and no temporary beside it.
   */
  private static void keptThePrevious(CliTest.Run r, Path file, byte[] previous)
      throws IOException {
    noRawException(r.err());
    assertThat(Files.readAllBytes(file)).isEqualTo(previous);
    assertThat(temporaries(file.getParent())).isEmpty();
  }

  /** {@code command -o out in}, with {@code --json} for inspect. */
  private static CliTest.Run toFile(String command, Path out, Path in) {
    return command.equals("inspect")
        ? CliTest.run(command, "--json", "-o", out.toString(), in.toString())
        : CliTest.run(command, "-o", out.toString(), in.toString());
  }

  // ------------------------------------------------------------------ output equal to input

  @ParameterizedTest
  @ValueSource(strings = {"inspect", "stats", "events"})
  void anOutputThatIsTheInputIsRefusedAndTheInputIsUntouched(String command) throws IOException {
    Path in = tmp.resolve("v.bin");
    Files.write(in, OK);
    CliTest.Run r = toFile(command, in, in);
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("is the input file").contains("nothing was written");
    noRawException(r.err());
    assertThat(Files.readAllBytes(in)).isEqualTo(OK);

    // through a symbolic link and a hard link to the input
    Path symlink = Files.createSymbolicLink(tmp.resolve("sym.jsonl"), in);
    Path hardlink = Files.createLink(tmp.resolve("hard.jsonl"), in);
    for (Path out : List.of(symlink, hardlink)) {
      CliTest.Run l = toFile(command, out, in);
      assertThat(l.exit()).as(l.err()).isEqualTo(Main.USAGE);
      assertThat(Files.readAllBytes(in)).isEqualTo(OK);
    }
    assertThat(Files.isSymbolicLink(symlink)).isTrue();

    // a file inside an input folder would be read as an input: refused too
    Path dir = replays("dir", 2);
    Path inside = dir.resolve("r00000.bin");
    CliTest.Run d = toFile(command, inside, dir);
    assertThat(d.exit()).isEqualTo(Main.USAGE);
    assertThat(d.err()).contains("inside the input folder");
    assertThat(Files.readAllBytes(inside)).isEqualTo(OK);
  }

  @Test
  void exportIntoItsInputFolderNeverReplacesInputsNamedLikeOutputs() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("in"));
    byte[] game;
    try (InputStream s = TeehistorianSynthetic.stream(2, 50, 1)) {
      game = s.readAllBytes();
    }
    Files.write(dir.resolve("game.teehistorian"), game);
    // replays that happen to carry the names of export's output files
    Files.write(dir.resolve("teehistorian.positions.csv"), game);
    Files.write(dir.resolve("failures.csv"), game);
    for (String out : List.of(dir.toString(), dir.resolve("sub").toString())) {
      CliTest.Run r =
          CliTest.run("export", "--table", "positions", "--to", "csv", "-o", out, dir.toString());
      assertThat(r.exit()).as(r.err()).isEqualTo(Main.USAGE);
      assertThat(r.err()).contains("input folder").contains("nothing was written");
      noRawException(r.err());
    }
    assertThat(Files.readAllBytes(dir.resolve("teehistorian.positions.csv"))).isEqualTo(game);
    assertThat(Files.readAllBytes(dir.resolve("failures.csv"))).isEqualTo(game);
    assertThat(Files.exists(dir.resolve("sub"))).isFalse();
    // an input file named like an output, named in the output folder
    Path named = dir.resolve("failures.csv");
    CliTest.Run r =
        CliTest.run(
            "export",
            "--table",
            "positions",
            "--to",
            "csv",
            "-o",
            dir.toString(),
            named.toString());
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("is the input file");
    assertThat(Files.readAllBytes(named)).isEqualTo(game);
  }

  @Test
  void exportToStandardOutputOrOntoAFileIsOnePlainMessage() throws IOException {
    Path dir = replays("in", 1);
    CliTest.Run dash = CliTest.run("export", "--table", "positions", "-o", "-", dir.toString());
    assertThat(dash.exit()).isEqualTo(Main.USAGE);
    assertThat(dash.err()).contains("not to standard output");
    assertThat(Files.exists(Path.of("-"))).isFalse();

    Path file = tmp.resolve("a-file");
    Files.writeString(file, "keep");
    CliTest.Run onto =
        CliTest.run("export", "--table", "positions", "-o", file.toString(), dir.toString());
    assertThat(onto.exit()).isEqualTo(Main.FAILED);
    assertThat(onto.err().lines()).hasSize(1);
    assertThat(onto.err()).contains(file.toString()).contains("is a file, not a folder");
    noRawException(onto.err());
    assertThat(Files.readString(file)).isEqualTo("keep");
  }

  // ------------------------------------------------------------------ standard output

  private static CliTest.Run runTo(OutputStream stdout, String... args) {
    StringWriter err = new StringWriter();
    int exit = Main.run(Main.stdout(stdout), new PrintWriter(err), args);
    return new CliTest.Run(exit, "", err.toString());
  }

  private static OutputStream devFull() throws IOException {
    Path full = Path.of("/dev/full");
    assumeThat(Files.exists(full)).as("/dev/full exists").isTrue();
    return new FileOutputStream(full.toFile());
  }

  @Test
  void everyCommandFailsWithOneMessageWhenStandardOutputCannotBeWritten() throws Exception {
    Path dir = replays("in", 3);
    Path one = dir.resolve("r00000.bin");
    Path db = tmp.resolve("c.db");
    assertThat(CliTest.run("index", "--db", db.toString(), dir.toString()).exit()).isZero();
    List<String[]> commands =
        List.of(
            new String[] {"inspect", dir.toString()},
            new String[] {"inspect", "--json", "--no-progress", dir.toString()},
            new String[] {"stats", dir.toString()},
            new String[] {"events", dir.toString()},
            new String[] {"formats"},
            new String[] {"formats", "--json", "--tables"},
            new String[] {"convert", "--to", "jsonl", "-o", "-", one.toString()},
            new String[] {"query", "--db", db.toString(), "SELECT * FROM files"});
    for (String[] args : commands) {
      try (OutputStream full = devFull()) {
        CliTest.Run r = runTo(full, args);
        assertThat(r.exit()).as(String.join(" ", args) + ": " + r.err()).isEqualTo(Main.FAILED);
        assertThat(r.err())
            .as(String.join(" ", args))
            .contains("cannot write standard output: no space left on the device");
        noRawException(r.err());
      }
    }
  }

  /** A standard output whose every write fails with {@code message}. */
  private static OutputStream failingWith(String message) {
    return new OutputStream() {
      @Override
      public void write(int b) throws IOException {
        throw new IOException(message);
      }
    };
  }

  @Test
  void aFailingStandardOutputIsAnErrorAndAClosedPipeStaysQuiet() {
    CliTest.Run r = runTo(failingWith("Input/output error"), "formats");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err())
        .isEqualTo(
            "replays4j: cannot write standard output: Input/output error;"
                + " nothing more was written\n");
    CliTest.Run quiet = runTo(failingWith("Broken pipe"), "formats");
    assertThat(quiet.exit()).isEqualTo(Main.OK);
    assertThat(quiet.err()).isEmpty();
  }

  @Test
  void aDeviceNamedByDashOIsWrittenInPlaceAndChecked() throws IOException {
    assumeThat(Files.exists(Path.of("/dev/full"))).isTrue();
    Path dir = replays("in", 2);
    CliTest.Run r = CliTest.run("inspect", "--json", "-o", "/dev/full", dir.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("cannot write /dev/full: no space left on the device");
    noRawException(r.err());
    assertThat(Files.isRegularFile(Path.of("/dev/full"))).isFalse();
    assertThat(CliTest.run("inspect", "-o", "/dev/null", dir.toString()).exit()).isZero();
  }

  @Test
  void theJarFailsWhenItsStandardOutputFillsTheFileSystem() throws Exception {
    Path fs = tmpfs("stdout-full", "size=16k");
    Path dir = replays("in", 500);
    Path out = fs.resolve("events.jsonl");
    Process p =
        ForkedJvm.processBuilder(
                Main.class, List.of(), List.of("events", "--no-progress", dir.toString()), "256m")
            .redirectOutput(out.toFile())
            .redirectError(ProcessBuilder.Redirect.PIPE)
            .start();
    String err = new String(p.getErrorStream().readAllBytes(), StandardCharsets.UTF_8);
    assertThat(p.waitFor(60, TimeUnit.SECONDS)).isTrue();
    assertThat(p.exitValue()).as(err).isEqualTo(Main.FAILED);
    assertThat(err.lines())
        .containsExactly(
            "replays4j: cannot write standard output: no space left on the device (free some"
                + " space, or write elsewhere); nothing more was written");
  }

  // ------------------------------------------------------------------ full and read-only

  @ParameterizedTest
  @ValueSource(strings = {"inspect", "stats", "events"})
  void aFullFileSystemKeepsThePreviousOutputAndSaysSo(String command) throws Exception {
    Path fs = tmpfs("full-" + command, "size=64k");
    Path out = fs.resolve("out.jsonl");
    Path small = replays("small", 1);
    assertThat(toFile(command, out, small).exit()).isZero();
    byte[] previous = Files.readAllBytes(out);
    Path many = replays("many", 1500);
    CliTest.Run r = toFile(command, out, many);
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("cannot write " + out).contains("no space left on the device");
    assertThat(r.err().lines().filter(l -> l.contains("cannot write"))).hasSize(1);
    keptThePrevious(r, out, previous);
  }

  @Test
  void exportOnAFullFileSystemKeepsThePreviousTables() throws Exception {
    Path fs = tmpfs("full-export", "size=64k");
    Path in = Files.createDirectories(tmp.resolve("in"));
    try (InputStream s = TeehistorianSynthetic.stream(2, 20, 1)) {
      Files.write(in.resolve("small.teehistorian"), s.readAllBytes());
    }
    CliTest.Run first =
        CliTest.run(
            "export", "--table", "positions", "--to", "csv", "-o", fs.toString(), in.toString());
    assertThat(first.exit()).as(first.err()).isZero();
    Path table = fs.resolve("teehistorian.positions.csv");
    byte[] previous = Files.readAllBytes(table);
    try (InputStream s = TeehistorianSynthetic.stream(16, 2_000, 2)) {
      Files.write(in.resolve("big.teehistorian"), s.readAllBytes());
    }
    CliTest.Run r =
        CliTest.run(
            "export", "--table", "positions", "--to", "csv", "-o", fs.toString(), in.toString());
    assertThat(r.exit()).as(r.err()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("no space left on the device");
    keptThePrevious(r, table, previous);
  }

  @Test
  void aReadOnlyOutputFolderIsOneMessageNotOnePerInput() throws Exception {
    Path ro = tmpfs("read-only", "ro,size=64k");
    Path in = replays("in", 200);
    CliTest.Run r =
        CliTest.run(
            "export", "--table", "positions", "--to", "csv", "-o", ro.toString(), in.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err().lines()).hasSize(1);
    assertThat(r.err()).contains("cannot write " + ro).contains("read-only");
    noRawException(r.err());

    Path jsonl = ro.resolve("out.jsonl");
    CliTest.Run inspect = CliTest.run("inspect", "--json", "-o", jsonl.toString(), in.toString());
    assertThat(inspect.exit()).isEqualTo(Main.USAGE);
    assertThat(inspect.err()).contains("cannot write").contains("read-only");
    noRawException(inspect.err());
  }

  // ------------------------------------------------------------------ killed

  @ParameterizedTest
  @ValueSource(booleans = {true, false})
  void sigkillOrSigtermWhileWritingDashOLeavesThePreviousOutputIntact(boolean sigkill)
      throws Exception {
    Path big = tmp.resolve("big.teehistorian");
    try (InputStream s = TeehistorianSynthetic.stream(64, 20_000, 3)) {
      Files.copy(s, big);
    }
    Path out = tmp.resolve("out.jsonl");
    Files.writeString(out, "the previous good output\n");
    Path log = tmp.resolve("log");
    Process p =
        ForkedJvm.start(
            Main.class,
            List.of(),
            List.of("events", "-o", out.toString(), big.toString()),
            "256m",
            log);
    try {
      long deadline = System.nanoTime() + TimeUnit.SECONDS.toNanos(60);
      // killed once the temporary file beside the output holds a few megabytes
      while (System.nanoTime() < deadline && p.isAlive()) {
        long written = 0;
        try (Stream<Path> s = Files.list(tmp)) {
          for (Path f : s.toList())
            if (AtomicOutput.isTemporaryName(f.getFileName().toString())) written += Files.size(f);
        } catch (IOException racing) {
          // the file came or went while listed
        }
        if (written > 4_000_000) break;
        Thread.sleep(20);
      }
      assertThat(p.isAlive()).as("still writing when killed").isTrue();
      if (sigkill) p.destroyForcibly();
      else p.destroy();
      assertThat(p.waitFor(30, TimeUnit.SECONDS)).isTrue();
    } finally {
      p.destroyForcibly();
    }
    assertThat(Files.readString(out)).isEqualTo("the previous good output\n");
    // SIGTERM: the shutdown hook deleted the temporary file at once
    if (!sigkill) assertThat(temporaries(tmp)).isEmpty();
    // the next run removes what the killed one left and completes
    Path small = replays("small", 1);
    assertThat(CliTest.run("events", "-o", out.toString(), small.toString()).exit()).isZero();
    assertThat(Files.readString(out)).contains("\"type\":\"Ping\"");
    assertThat(temporaries(tmp)).isEmpty();
  }
}
