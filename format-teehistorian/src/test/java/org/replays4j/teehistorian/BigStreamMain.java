package org.replays4j.teehistorian;

import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.PlayerPosition;

/**
 * Child-JVM program of {@link BigStreamTest}: streams a generated recording of at least {@code
 * args[0]} bytes through the decoder (raw and reconstructed events) and prints the totals. Exit
 * code 0 on success.
 */
public final class BigStreamMain {
  private BigStreamMain() {}

  public static void main(String[] args) throws IOException {
    long minBytes = Long.parseLong(args[0]);
    // About 420 bytes per tick with 64 players.
    long ticks = minBytes / 380 + 1;
    long[] counted = new long[1];
    InputStream in =
        new FilterInputStream(TeehistorianSynthetic.stream(64, ticks, 7)) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            int r = super.read(b, off, len);
            if (r > 0) counted[0] += r;
            return r;
          }
        };
    long[] events = new long[2];
    End end =
        TestSupport.decode(
            TeehistorianDecoder.create(),
            in,
            new TeehistorianVisitor() {
              @Override
              public void visitPlayerPosition(PlayerPosition p) {
                events[0]++;
              }

              @Override
              public void visitPlayerInput(InputState s) {
                events[1]++;
              }
            });
    Runtime rt = Runtime.getRuntime();
    System.out.println(
        "bytes="
            + counted[0]
            + " messages="
            + end.messages()
            + " positions="
            + events[0]
            + " inputs="
            + events[1]
            + " lastTick="
            + end.lastTick().getAsInt()
            + " finished="
            + end.finished()
            + " maxHeap="
            + rt.maxMemory());
    if (!end.finished() || counted[0] < minBytes || end.lastTick().getAsInt() != ticks)
      System.exit(2);
  }
}
