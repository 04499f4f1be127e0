package org.replays4j.slippi;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;

/**
 * Child-JVM program of {@link SlippiRetainedHeapTest} (run with -XX:+UseSerialGC): for its argument
 * (a file path, or {@code long-game}) it loads the bytes, collects garbage until the used heap is
 * stable, builds {@link SlippiGame#read(byte[])}, collects again while keeping the game reachable
 * and prints {@code retained name=... raw=<raw element bytes> delta=<used heap growth>}.
 */
public final class SlippiRetainedHeapMain {
  private SlippiRetainedHeapMain() {}

  private static final MemoryMXBean MEMORY = ManagementFactory.getMemoryMXBean();

  /** Used heap after full collections, once two consecutive readings agree (at most 20 tries). */
  static long settledUsed() throws InterruptedException {
    long last = -1;
    for (int i = 0; i < 20; i++) {
      System.gc();
      Thread.sleep(20);
      long used = MEMORY.getHeapMemoryUsage().getUsed();
      if (used == last) return used;
      last = used;
    }
    return last;
  }

  public static void main(String[] args) throws Exception {
    // load and initialise every class the measurement touches
    SlippiGame.read(SlippiSamples.netplayWithRollback());
    String a = args[0];
    byte[] bytes =
        a.equals("long-game") ? SlippiSamples.longGame(8, 4) : Files.readAllBytes(Path.of(a));
    long before = settledUsed();
    SlippiGame g = SlippiGame.read(bytes);
    long after = settledUsed();
    long raw = g.rawEnd().length();
    System.out.println(
        "retained name="
            + Path.of(a).getFileName()
            + " raw="
            + raw
            + " delta="
            + (after - before)
            + " estimate="
            + g.retainedBytesEstimate()
            + " frames="
            + g.frameCount());
    Reference.reachabilityFence(g);
    Reference.reachabilityFence(bytes);
  }
}
