package org.replays4j.bench.butter;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.util.zip.GZIPInputStream;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.OperationsPerInvocation;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.bench.ShortRun;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterReplay;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.ButterWriter;
import org.replays4j.butter.EchoReplay;
import org.replays4j.butter.SyntheticMatch;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;

/**
 * .butter decoding throughput in frames per second (one op = one frame):
 *
 * <ul>
 *   <li>{@code framesFromDecompressedChunks}: a compression-none file, i.e. decompressed chunks →
 *       absolute frames (every delta applied) — the decoder's own cost;
 *   <li>{@code framesFromGzip}: the same match gzip-compressed, end to end;
 *   <li>{@code gunzipOnly}: only inflating the gzip chunks (the decompression baseline).
 * </ul>
 *
 * Input: a generated 5-v-5 arena match (10 players, 3,000 frames, keyframe interval 300, no bones),
 * written by {@link ButterWriter}. Scores are per frame ({@code @OperationsPerInvocation}).
 */
public class ButterDecodeBench extends ShortRun {
  /** Frames of the generated match; every benchmark method processes all of them once. */
  static final int FRAMES = 3000;

  byte[] none;
  byte[] gzip;
  int frames;
  long[][] gzipChunks; // offsets and sizes of the stored gzip chunks

  @Setup(Level.Trial)
  public void setup() throws IOException {
    EchoReplay m =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(42, FRAMES, 5, 5, 0, false, ButterMap.ARENA, true, 33));
    none = ButterWriter.convert(m, ButterCompression.NONE, 300);
    gzip = ButterWriter.convert(m, ButterCompression.GZIP, 300);
    ButterReplay r = ButterReplay.read(gzip);
    frames = r.frames().size();
    if (frames != FRAMES) throw new IllegalStateException("expected " + FRAMES + " frames");
    gzipChunks = new long[r.chunks().size()][];
    for (int i = 0; i < gzipChunks.length; i++) {
      ButterChunkInfo c = r.chunks().get(i);
      gzipChunks[i] = new long[] {c.fileOffset(), c.storedSize()};
    }
    if (ButterReplay.read(none).frames().size() != frames)
      throw new IllegalStateException("frame counts differ");
  }

  /** Consumes a few fields of every frame so nothing is dead code. */
  static final class Sink extends ButterVisitor {
    final Blackhole bh;
    int n;

    Sink(Blackhole bh) {
      this.bh = bh;
    }

    @Override
    public void visitFrame(ButterFrame f) {
      n++;
      bh.consume(f.timeMs);
      bh.consume(f.discPosition[0]);
      bh.consume(f.teams[0].playerCount > 0 ? f.teams[0].player(0).positions[0] : 0f);
    }
  }

  private int decode(byte[] file, Blackhole bh) throws IOException {
    Sink s = new Sink(bh);
    ButterDecoder.create().decode(file, s);
    return s.n;
  }

  /** Decompressed chunks → absolute frames (frames/s). */
  @Benchmark
  @OperationsPerInvocation(FRAMES)
  public int framesFromDecompressedChunks(Blackhole bh) throws IOException {
    return decode(none, bh);
  }

  /** gzip file → absolute frames, end to end. */
  @Benchmark
  @OperationsPerInvocation(FRAMES)
  public int framesFromGzip(Blackhole bh) throws IOException {
    return decode(gzip, bh);
  }

  /** Only inflating the gzip chunks. */
  @Benchmark
  @OperationsPerInvocation(FRAMES)
  public long gunzipOnly() throws IOException {
    long total = 0;
    byte[] buf = new byte[65536];
    for (long[] c : gzipChunks) {
      try (InputStream in =
          new GZIPInputStream(new ByteArrayInputStream(gzip, (int) c[0], (int) c[1]), 8192)) {
        int k;
        while ((k = in.read(buf)) > 0) total += k;
      }
    }
    return total;
  }

  /** .echoreplay parsing (Jackson streaming) for comparison, on the corpus input only. */
}
