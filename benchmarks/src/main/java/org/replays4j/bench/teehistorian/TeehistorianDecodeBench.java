package org.replays4j.bench.teehistorian;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.AuxCounters;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Measurement;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.annotations.Warmup;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.InputDiff;
import org.replays4j.teehistorian.record.InputNew;
import org.replays4j.teehistorian.record.InputState;
import org.replays4j.teehistorian.record.PlayerDiff;
import org.replays4j.teehistorian.record.PlayerNew;
import org.replays4j.teehistorian.record.PlayerPosition;
import org.replays4j.teehistorian.record.TickSkip;

/**
 * Teehistorian decoding throughput on a writer-generated recording of 64 players over one hour
 * (180,000 ticks at 50 Hz, about 15 M messages, ~70 MB). The {@code messages} and {@code bytes}
 * counters give messages/s and bytes/s; the primary score is whole-file decodes per second.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar TeehistorianDecodeBench -f 1 -wi 3 -i 5 -w 1 -r 1
 * </pre>
 */
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Warmup(iterations = 3, time = 2)
@Measurement(iterations = 5, time = 2)
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms2g", "-Xmx2g"})
@State(Scope.Benchmark)
public class TeehistorianDecodeBench {
  /** Ticks of the generated recording (180000 = one hour). */
  @Param("180000")
  public int ticks;

  /** Players in the generated recording. */
  @Param("64")
  public int players;

  byte[] file;
  long messages;

  /** Per-iteration counters reported as rates. */
  @State(Scope.Thread)
  @AuxCounters(AuxCounters.Type.OPERATIONS)
  public static class Rates {
    /** Messages decoded. */
    public long messages;

    /** Bytes decoded. */
    public long bytes;

    /** Reset per iteration. */
    @Setup(Level.Iteration)
    public void reset() {
      messages = 0;
      bytes = 0;
    }
  }

  /** Generates the recording (or reads one from {@code -Dteehistorian.file=PATH}). */
  @Setup(Level.Trial)
  public void setup() throws IOException {
    String f = System.getProperty("teehistorian.file");
    file =
        f != null ? Files.readAllBytes(Path.of(f)) : TeehistorianSynthetic.bytes(players, ticks, 1);
    End[] end = new End[1];
    RAW.decode(
        file,
        new TeehistorianVisitor() {
          @Override
          public void visitSummary(End e) {
            end[0] = e;
          }
        });
    messages = end[0].messages();
  }

  /** Raw messages only (the old {@code Events.RAW}). */
  static final TeehistorianDecoder RAW =
      TeehistorianDecoder.builder().option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION).build();

  /** Reconstructed events only (the old {@code Events.RECONSTRUCTED}). */
  static final TeehistorianDecoder RECONSTRUCTED =
      TeehistorianDecoder.builder().option(TeehistorianDecoder.Option.SKIP_RAW).build();

  /** Folds raw message fields into a checksum so nothing is dead code. */
  static final class RawSum extends TeehistorianVisitor {
    long sum;
    End end;

    @Override
    public void visitPlayerDiff(PlayerDiff m) {
      sum += m.cid() + m.dx() * 3L + m.dy();
    }

    @Override
    public void visitPlayerNew(PlayerNew m) {
      sum += m.x() + m.y();
    }

    @Override
    public void visitTickSkip(TickSkip m) {
      sum += m.dt();
    }

    @Override
    public void visitInputDiff(InputDiff m) {
      sum += m.cid() + m.delta().targetX() + m.delta().direction();
    }

    @Override
    public void visitInputNew(InputNew m) {
      sum += m.cid() + m.input().targetY();
    }

    @Override
    public void visitSummary(End e) {
      end = e;
    }
  }

  /** Folds reconstructed positions and inputs into a checksum. */
  static final class StateSum extends TeehistorianVisitor {
    long sum;

    @Override
    public void visitTick(int tick) {
      sum += tick;
    }

    @Override
    public void visitPlayerPosition(PlayerPosition p) {
      sum += p.x() * 3L + p.y() + p.cid();
    }

    @Override
    public void visitPlayerInput(InputState s) {
      sum += s.input().targetX() + s.input().direction();
    }
  }

  private long count(Rates r, long sum) {
    r.messages += messages;
    r.bytes += file.length;
    return sum ^ messages;
  }

  /** Raw messages only, from a byte array. */
  @Benchmark
  public long rawDecode(Rates r) throws IOException {
    RawSum v = new RawSum();
    RAW.decode(file, v);
    return count(r, v.sum);
  }

  /** Reconstructed ticks, absolute positions and inputs only, from a byte array. */
  @Benchmark
  public long reconstruct(Rates r) throws IOException {
    StateSum v = new StateSum();
    RECONSTRUCTED.decode(file, v);
    return count(r, v.sum);
  }

  /** Raw and reconstructed events. */
  @Benchmark
  public long both(Rates r) throws IOException {
    StateSum v = new StateSum();
    TeehistorianDecoder.create().decode(file, new RawSumThen(v));
    return count(r, v.sum);
  }

  /** Raw messages through the bounded-memory stream path (1 MiB window). */
  @Benchmark
  public long rawDecodeStream(Rates r) throws IOException {
    RawSum v = new RawSum();
    TeehistorianDecoder.builder()
        .limits(DecodeLimits.DEFAULT)
        .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
        .build()
        .decode(new ByteArrayInputStream(file), v);
    return count(r, v.sum);
  }

  /** Baseline: the decoder with a visitor that ignores everything (the message walk itself). */
  @Benchmark
  public long walkOnly(Rates r) throws IOException {
    RAW.decode(file, new TeehistorianVisitor() {});
    return count(r, 0);
  }

  /** A raw visitor chained in front of a state visitor. */
  static final class RawSumThen extends TeehistorianVisitor {
    long sum;

    RawSumThen(TeehistorianVisitor next) {
      super(next);
    }

    @Override
    public void visitPlayerDiff(PlayerDiff m) {
      sum += m.dx();
    }
  }
}
