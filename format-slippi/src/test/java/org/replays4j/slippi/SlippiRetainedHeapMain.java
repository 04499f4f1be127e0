package org.replays4j.slippi;

import java.lang.management.ManagementFactory;
import java.lang.management.MemoryMXBean;
import java.lang.ref.Reference;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Random;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.slippi.record.FrameBookend;
import org.replays4j.slippi.record.FrameStart;
import org.replays4j.slippi.record.GameEnd;
import org.replays4j.slippi.record.ItemUpdate;

/**
 * Child-JVM program of {@link SlippiRetainedHeapTest} (run with -XX:+UseSerialGC): for its argument (a
 * file path, or {@code long-game}) it loads the bytes, collects garbage until the used heap is stable,
 * builds {@link SlippiGame#read(byte[])}, collects again while keeping the game reachable and prints
 * {@code retained name=... raw=<raw element bytes> delta=<used heap growth>}.
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
    byte[] bytes = a.equals("long-game") ? longGame(8, 4) : Files.readAllBytes(Path.of(a));
    long before = settledUsed();
    SlippiGame g = SlippiGame.read(bytes);
    long after = settledUsed();
    long raw = g.rawEnd().length();
    System.out.println("retained name=" + Path.of(a).getFileName() + " raw=" + raw + " delta=" + (after - before)
        + " estimate=" + g.retainedBytesEstimate() + " frames=" + g.frameCount());
    Reference.reachabilityFence(g);
    Reference.reachabilityFence(bytes);
  }

  /** A 3.18.0 game of {@code minutes} at 60 fps with {@code ports} characters and items every frame. */
  static byte[] longGame(int minutes, int ports) {
    Random r = new Random(8);
    Map<Integer, Integer> sizes = new LinkedHashMap<>();
    sizes.put(0x36, 760);
    sizes.put(0x37, 66);
    sizes.put(0x38, 84);
    sizes.put(0x39, 6);
    sizes.put(0x3A, 12);
    sizes.put(0x3B, 44);
    sizes.put(0x3C, 8);
    SlippiWriter w = new SlippiWriter().eventPayloads(sizes);
    int[] chars = new int[ports];
    for (int i = 0; i < ports; i++) chars[i] = 2 + 3 * i;
    w.gameStart(SlippiWriter.gameStartPayload(760, 3, 18, 0, 31, chars, 42));
    int last = minutes * 60 * 60;
    for (int f = -123; f <= last; f++) {
      w.frameStart(new FrameStart(f, r.nextInt() & 0xFFFFFFFFL, f + 123, 12, ByteSlice.EMPTY));
      for (int p = 0; p < ports; p++) w.preFrame(SlippiSamples.pre(66, f, p, 0, r));
      for (int i = 0; i < (f & 3); i++) {
        w.itemUpdate(new ItemUpdate(f, 0x30 + i, 1, 1f, r.nextFloat(), r.nextFloat(), r.nextFloat() * 100, 5f, 0,
            120f, 1000 + i, 0, 0, 0, 0, i % ports, 7 + i, 44, ByteSlice.EMPTY));
      }
      for (int p = 0; p < ports; p++) w.postFrame(SlippiSamples.post(84, f, p, 0, chars[p], r));
      w.frameBookend(new FrameBookend(f, f, 8, ByteSlice.EMPTY));
    }
    List<Integer> placements = new ArrayList<>(List.of(0, 1, 2, 3));
    w.gameEnd(new GameEnd(2, -1, placements, 6, ByteSlice.EMPTY));
    return w.toFile(null);
  }
}
