package org.replays4j.core.testing;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.nio.charset.StandardCharsets;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Runs one static test method in a child JVM with a 256 MB heap ({@code -Xmx256m}, serial
 * collector), for the regressions whose point is memory (decompression bombs, huge declared
 * lengths, large generated files): an {@link OutOfMemoryError} there cannot hide behind the test
 * JVM's larger heap. Shared by every module through replay-core's test-jar (issue #15).
 *
 * <p>The method builds its hostile input itself and decodes it; the child reports how it ended:
 * {@code REJECTED} (a {@link ReplayFormatException}, the message follows), {@code DECODED}
 * (normal return), {@code OOM}, or {@code FAILED} (any other throwable, with its stack trace).
 */
public final class SmallHeapJvm {
  /** The heap every child gets. */
  public static final String HEAP = "-Xmx256m";

  private SmallHeapJvm() {}

  /** How the child ended, and everything it printed. */
  public record Result(String outcome, String output, int exitCode) {
    /** True when the method threw a {@link ReplayFormatException}. */
    public boolean rejected() { return outcome.equals("REJECTED"); }

    /** True when the method returned normally. */
    public boolean decoded() { return outcome.equals("DECODED"); }
  }

  /**
   * Runs {@code owner.method(args)} (a static method taking {@code String[]}, or no arguments) in
   * a child JVM with {@link #HEAP} and the current class path; waits at most two minutes.
   */
  public static Result run(Class<?> owner, String method, String... args) throws IOException, InterruptedException {
    String java = Path.of(System.getProperty("java.home"), "bin", "java").toString();
    List<String> cmd = new ArrayList<>(List.of(java, HEAP, "-XX:+UseSerialGC", "-Xss4m",
        "-cp", System.getProperty("java.class.path"), SmallHeapJvm.class.getName(), owner.getName(), method));
    cmd.addAll(List.of(args));
    Process p = new ProcessBuilder(cmd).redirectErrorStream(true).start();
    byte[] out = p.getInputStream().readAllBytes();
    if (!p.waitFor(2, TimeUnit.MINUTES)) {
      p.destroyForcibly();
      return new Result("TIMEOUT", new String(out, StandardCharsets.UTF_8), -1);
    }
    String text = new String(out, StandardCharsets.UTF_8);
    String outcome = "FAILED";
    for (String line : text.split("\n")) {
      if (line.startsWith("OUTCOME ")) outcome = line.substring(8).trim();
    }
    return new Result(outcome, text, p.exitValue());
  }

  /** Child entry point: {@code owner method args…}. */
  public static void main(String[] a) throws Exception {
    Class<?> owner = Class.forName(a[0]);
    String[] rest = java.util.Arrays.copyOfRange(a, 2, a.length);
    Method m;
    Object[] callArgs;
    try {
      m = owner.getDeclaredMethod(a[1], String[].class);
      callArgs = new Object[] {rest};
    } catch (NoSuchMethodException e) {
      m = owner.getDeclaredMethod(a[1]);
      callArgs = new Object[0];
    }
    m.setAccessible(true);
    String outcome;
    try {
      m.invoke(null, callArgs);
      outcome = "DECODED";
    } catch (InvocationTargetException e) {
      Throwable t = e.getCause();
      if (t instanceof ReplayFormatException r) {
        System.out.println("message: " + r.getMessage());
        outcome = "REJECTED";
      } else if (t instanceof OutOfMemoryError) {
        outcome = "OOM";
      } else {
        t.printStackTrace(System.out);
        outcome = "FAILED";
      }
    } catch (OutOfMemoryError e) {
      outcome = "OOM";
    }
    System.out.println("max heap " + Runtime.getRuntime().maxMemory() + " bytes");
    System.out.println("OUTCOME " + outcome);
    System.out.flush();
    System.exit(0);
  }
}
