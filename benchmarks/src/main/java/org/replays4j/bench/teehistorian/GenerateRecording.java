package org.replays4j.bench.teehistorian;

import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import org.replays4j.teehistorian.TeehistorianSynthetic;

/**
 * Writes a generated teehistorian recording of at least the given size, streaming (a few KiB of
 * memory whatever the size): {@code GenerateRecording OUT MEGABYTES [PLAYERS]}. Used by
 * benchmarks/teehistorian-export-heap.sh (peak heap of exporting a 1 GB recording).
 */
public final class GenerateRecording {
  private GenerateRecording() {}

  /** Entry point. */
  public static void main(String[] args) throws IOException {
    Path out = Path.of(args[0]);
    long target = Long.parseLong(args[1]) * 1_000_000L;
    int players = args.length > 2 ? Integer.parseInt(args[2]) : 64;
    // Bytes per tick of this game, from a short sample, to ask the generator for enough ticks.
    long sample = TeehistorianSynthetic.bytes(players, 2_000, 1).length;
    long ticks = target * 2_000 / sample + 2_000;
    long written = 0;
    try (InputStream in = TeehistorianSynthetic.stream(players, ticks, 1);
        OutputStream o = Files.newOutputStream(out)) {
      byte[] buf = new byte[1 << 16];
      for (int n; (n = in.read(buf)) > 0; ) {
        o.write(buf, 0, n);
        written += n;
      }
    }
    System.out.printf("%s: %d bytes, %d ticks, %d players%n", out, written, ticks, players);
  }
}
