package org.replays4j.testkit;

import java.io.PrintWriter;
import java.lang.reflect.Constructor;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Child-JVM entry of {@link ReplayFormatContract}: {@code ContractChild <contract class> <report
 * file>} runs the memory-sensitive cases of one format and writes one line per finished case and
 * per failure to the report file. Exits 0 when every case ran (failures are the parent's to judge).
 */
public final class ContractChild {
  private ContractChild() {}

  /** Entry point; see the class comment. */
  public static void main(String[] args) throws Exception {
    Constructor<?> c = Class.forName(args[0]).getDeclaredConstructor();
    c.setAccessible(true);
    ReplayFormatContract contract = (ReplayFormatContract) c.newInstance();
    try (PrintWriter out =
        new PrintWriter(Files.newBufferedWriter(Path.of(args[1]), StandardCharsets.UTF_8))) {
      contract.runChildCases(out);
    }
    // A decode that hung leaves a worker thread spinning; do not wait for it.
    System.exit(0);
  }
}
