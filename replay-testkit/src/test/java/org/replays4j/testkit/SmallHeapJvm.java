package org.replays4j.testkit;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.lang.reflect.Method;
import java.time.Duration;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Runs one static test method in a child JVM ({@link ForkedJvm}) with a 256 MB heap, for the
 * regressions whose point is memory (decompression bombs, huge declared lengths, large generated
 * files): an {@link OutOfMemoryError} there cannot hide behind the test JVM's larger heap.
 *
 * <p>The method builds its hostile input itself and decodes it; the child reports how it ended:
 * {@code REJECTED} (a {@link ReplayFormatException}, the message follows), {@code DECODED} (normal
 * return), {@code OOM}, {@code FAILED} (any other throwable, with its stack trace), or {@code
 * TIMEOUT} (killed after two minutes).
 */
public final class SmallHeapJvm {
  /** The heap every child gets. */
  public static final String HEAP = "-Xmx256m";

  private SmallHeapJvm() {}

  /** How the child ended, and everything it printed. */
  public record Result(String outcome, String output, int exitCode) {
    /** True when the method threw a {@link ReplayFormatException}. */
    public boolean rejected() {
      return outcome.equals("REJECTED");
    }

    /** True when the method returned normally. */
    public boolean decoded() {
      return outcome.equals("DECODED");
    }
  }

  /**
   * Runs {@code owner.method(args)} (a static method taking {@code String[]}, or no arguments) in a
   * child JVM with {@link #HEAP} and the current class path; waits at most two minutes.
   */
  public static Result run(Class<?> owner, String method, String... args)
      throws IOException, InterruptedException {
    List<String> childArgs = new ArrayList<>(List.of(owner.getName(), method));
    childArgs.addAll(List.of(args));
    ForkedJvm.Result r =
        ForkedJvm.run(
            SmallHeapJvm.class,
            List.of("-Xss4m"),
            childArgs,
            HEAP.substring("-Xmx".length()),
            Duration.ofMinutes(2));
    if (r.exitCode() == -1) return new Result("TIMEOUT", r.output(), -1);
    String outcome = "FAILED";
    for (String line : r.output().split("\n")) {
      if (line.startsWith("OUTCOME ")) outcome = line.substring(8).trim();
    }
    return new Result(outcome, r.output(), r.exitCode());
  }

  /**
   * {@link #run} and checks that the method returned normally within the heap.
   *
   * @return everything the child printed
   */
  public static String decodes(Class<?> owner, String method, String... args)
      throws IOException, InterruptedException {
    return ended("DECODED", owner, method, args);
  }

  /**
   * {@link #run} and checks that the method ended in a {@link ReplayFormatException}, not in an
   * {@link OutOfMemoryError} or another failure.
   *
   * @return everything the child printed, the exception's message among it
   */
  public static String rejects(Class<?> owner, String method, String... args)
      throws IOException, InterruptedException {
    return ended("REJECTED", owner, method, args);
  }

  private static String ended(String outcome, Class<?> owner, String method, String... args)
      throws IOException, InterruptedException {
    Result r = run(owner, method, args);
    if (!r.outcome().equals(outcome))
      throw new AssertionError(
          method + " ended " + r.outcome() + ", not " + outcome + ":\n" + r.output());
    return r.output();
  }

  /** Child entry point: {@code owner method args…}. */
  public static void main(String[] a) throws Exception {
    Class<?> owner = Class.forName(a[0]);
    String[] rest = Arrays.copyOfRange(a, 2, a.length);
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
