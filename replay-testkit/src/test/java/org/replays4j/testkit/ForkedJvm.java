package org.replays4j.testkit;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.time.Duration;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;

/**
 * Runs a {@code main} class of the current test class path in a child JVM with its own heap limit:
 * for checks that must hold on a small heap (an {@code OutOfMemoryError} there is a finding, not a
 * crash of the test run). The child gets the {@code replays4j.*} system properties of this JVM.
 */
public final class ForkedJvm {
  private ForkedJvm() {}

  /**
   * How the child ended: its exit code (-1 when it was killed after the timeout) and its output.
   */
  public record Result(int exitCode, String output) {
    /** Whether the child exited with 0. */
    public boolean ok() {
      return exitCode == 0;
    }
  }

  /**
   * Runs {@code mainClass} with {@code args} on a heap of at most {@code maxHeap} (a JVM size such
   * as {@code "256m"}), killing it after {@code timeout}. Standard output and error are merged.
   */
  public static Result run(Class<?> mainClass, List<String> args, String maxHeap, Duration timeout)
      throws IOException, InterruptedException {
    return run(mainClass, List.of(), args, maxHeap, timeout);
  }

  /** {@link #run(Class, List, String, Duration)} with extra JVM options (before the class path). */
  public static Result run(
      Class<?> mainClass,
      List<String> jvmOptions,
      List<String> args,
      String maxHeap,
      Duration timeout)
      throws IOException, InterruptedException {
    Path out = Files.createTempFile("forked-jvm", ".log");
    try {
      Process p = start(mainClass, jvmOptions, args, maxHeap, out);
      int code;
      if (p.waitFor(timeout.toMillis(), TimeUnit.MILLISECONDS)) {
        code = p.exitValue();
      } else {
        p.destroyForcibly().waitFor();
        code = -1;
      }
      return new Result(code, Files.readString(out, StandardCharsets.UTF_8));
    } finally {
      Files.deleteIfExists(out);
    }
  }

  /**
   * Starts {@code mainClass} like {@link #run(Class, List, List, String, Duration)} and returns at
   * once, for tests that signal the child ({@link Process#destroy()} sends SIGTERM on Unix, {@link
   * Process#destroyForcibly()} SIGKILL); standard output and error go to {@code log}.
   */
  public static Process start(
      Class<?> mainClass, List<String> jvmOptions, List<String> args, String maxHeap, Path log)
      throws IOException {
    return processBuilder(mainClass, jvmOptions, args, maxHeap)
        .redirectErrorStream(true)
        .redirectOutput(log.toFile())
        .start();
  }

  /**
   * The child JVM of {@link #run(Class, List, List, String, Duration)}, not started, for tests that
   * wire its standard streams themselves.
   */
  public static ProcessBuilder processBuilder(
      Class<?> mainClass, List<String> jvmOptions, List<String> args, String maxHeap) {
    return new ProcessBuilder(command(mainClass, jvmOptions, args, maxHeap));
  }

  private static List<String> command(
      Class<?> mainClass, List<String> jvmOptions, List<String> args, String maxHeap) {
    List<String> cmd = new ArrayList<>();
    cmd.add(Path.of(System.getProperty("java.home"), "bin", "java").toString());
    cmd.add("-Xmx" + maxHeap);
    cmd.add("-XX:+UseSerialGC");
    cmd.addAll(jvmOptions);
    for (String key : System.getProperties().stringPropertyNames()) {
      if (key.startsWith("replays4j.")) cmd.add("-D" + key + "=" + System.getProperty(key));
    }
    cmd.add("-cp");
    cmd.add(System.getProperty("java.class.path"));
    cmd.add(mainClass.getName());
    cmd.addAll(args);
    return cmd;
  }
}
