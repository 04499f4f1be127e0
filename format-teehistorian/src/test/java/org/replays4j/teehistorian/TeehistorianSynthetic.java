package org.replays4j.teehistorian;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.io.UncheckedIOException;
import java.util.List;
import java.util.UUID;
import org.replays4j.teehistorian.record.PlayerInput;

/**
 * Deterministic synthetic recordings for load tests and benchmarks: {@code players} clients join,
 * then every tick each one moves a little and about a third of them change their input; now and
 * then a client sends a packet or the console runs a command. Written through {@link
 * TeehistorianRecorder}, so the bytes are what a DDNet server would write for that game. {@link
 * #stream} generates lazily: a recording of any length costs a few KiB of memory.
 */
public final class TeehistorianSynthetic {
  private TeehistorianSynthetic() {}

  /** The whole recording in memory. */
  public static byte[] bytes(int players, int ticks, long seed) {
    try (InputStream in = stream(players, ticks, seed)) {
      return in.readAllBytes();
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The recording as a lazily generated stream ({@code ticks} server ticks, then FINISH). */
  public static InputStream stream(int players, long ticks, long seed) {
    if (players < 1 || players > TeehistorianVersion.MAX_CLIENTS) {
      throw new IllegalArgumentException("players must be in 1..128: " + players);
    }
    return new Generator(players, ticks, seed);
  }

  /** Produces ticks on demand into a small pending buffer. */
  private static final class Generator extends InputStream {
    private final Pending pending = new Pending();
    private final TeehistorianWriter w = new TeehistorianWriter(pending);
    private final TeehistorianRecorder rec = new TeehistorianRecorder(w);
    private final int players;
    private final long ticks;
    private long rnd;
    private int tick;
    private boolean done;
    private final int[] x;
    private final int[] y;
    private final int[][] input;

    Generator(int players, long ticks, long seed) {
      this.players = players;
      this.ticks = ticks;
      this.rnd = seed == 0 ? 0x9E3779B97F4A7C15L : seed;
      this.x = new int[players];
      this.y = new int[players];
      this.input = new int[players][10];
      try {
        w.writeHeader(
            new HeaderBuilder()
                .gameUuid(new UUID(seed, ticks))
                .serverVersion("0.6.4, 19.9 (replays4j synthetic)")
                .serverName("synthetic")
                .map("Synthetic", 100000, "ab".repeat(32), "12345678")
                .build());
        w.flush();
      } catch (IOException e) {
        throw new UncheckedIOException(e);
      }
      for (int i = 0; i < players; i++) {
        x[i] = 1000 + 64 * i;
        y[i] = 2000;
        input[i][6] = 1;
      }
    }

    private int next(int bound) {
      rnd ^= rnd << 13;
      rnd ^= rnd >>> 7;
      rnd ^= rnd << 17;
      return (int) ((rnd >>> 33) % bound);
    }

    private void generate() throws IOException {
      if (tick >= ticks) {
        rec.finish();
        w.flush();
        done = true;
        return;
      }
      // A batch of ticks per refill keeps the per-call overhead small.
      for (int b = 0; b < 16 && tick < ticks; b++) {
        tick++;
        rec.beginTick(tick);
        if (tick == 1) {
          for (int c = 0; c < players; c++) rec.recordPlayerJoin(c, 6);
          continue;
        }
        for (int c = 0; c < players; c++) {
          x[c] += next(9) - 4;
          y[c] += next(5) - 2;
          rec.recordPlayer(c, x[c], y[c]);
        }
        for (int c = 0; c < players; c++) {
          if (next(3) == 0) {
            int[] in = input[c];
            in[0] = next(3) - 1;
            in[1] += next(41) - 20;
            in[2] += next(41) - 20;
            in[3] = next(8) == 0 ? 1 : 0;
            if (next(10) == 0) in[4]++;
            rec.recordPlayerInput(c, 0, PlayerInput.of(in, 0));
          }
        }
        if (next(500) == 0)
          rec.recordPlayerMessage(next(players), new byte[] {0x2a, 0x01, 0x00, 0x07});
        if (next(5000) == 0) rec.recordConsoleCommand(-1, 1, "say", List.of("synthetic"));
      }
      w.flush();
    }

    /** Generates until a byte is pending; false at the end of the recording. */
    private boolean fill() throws IOException {
      while (pending.available() == 0) {
        if (done) return false;
        generate();
      }
      return true;
    }

    @Override
    public int read() throws IOException {
      return fill() ? pending.next() : -1;
    }

    @Override
    public int read(byte[] b, int off, int len) throws IOException {
      if (len == 0) return 0;
      return fill() ? pending.drainTo(b, off, len) : -1;
    }
  }

  /** Output side of the generator: a byte buffer that is drained by reads. */
  private static final class Pending extends OutputStream {
    private final ByteArrayOutputStream buf = new ByteArrayOutputStream(1 << 16);
    private byte[] data = new byte[0];
    private int pos;

    int available() {
      return data.length - pos + buf.size();
    }

    /** Makes the written bytes readable once the previous ones are read. */
    private void swap() {
      if (pos == data.length) {
        data = buf.toByteArray();
        buf.reset();
        pos = 0;
      }
    }

    /** The next byte (one is available). */
    int next() {
      swap();
      return data[pos++] & 0xFF;
    }

    int drainTo(byte[] b, int off, int len) {
      swap();
      int n = Math.min(len, data.length - pos);
      System.arraycopy(data, pos, b, off, n);
      pos += n;
      return n;
    }

    @Override
    public void write(int b) {
      buf.write(b);
    }

    @Override
    public void write(byte[] b, int off, int len) {
      buf.write(b, off, len);
    }
  }
}
