package org.replays4j.bench.tables;

import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.channels.WritableByteChannel;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.replays4j.arrow.ArrowCompression;
import org.replays4j.arrow.ArrowTableWriter;
import org.replays4j.bench.BenchFiles;
import org.replays4j.bench.screp.ScrepBenchData;
import org.replays4j.bench.slippi.SlippiBench;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * Tables: the screp {@code commands} table of the whole corpus (files in memory) written as an
 * Arrow IPC file (produced in memory, bytes counted and dropped). One operation = the whole corpus;
 * MB/s = ops/s × corpus MB (printed at setup) of replay bytes. {@code decodeOnly} is the same read
 * into a sink that drops the batches.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
@Fork(value = 1, jvmArgsAppend = "--add-opens=java.base/java.nio=ALL-UNNAMED")
public class TablesBenchmark {
  private List<byte[]> files;
  private ReplayFormat screp;
  private TableSchema commands;

  @Setup
  public void setup() throws IOException {
    files = ScrepBenchData.corpus();
    screp = Replays.format("screp").orElseThrow();
    commands = screp.table("commands").orElseThrow();
    System.out.printf(
        "%n[tables] screp corpus: %d files, %.3f MB%n",
        files.size(), ScrepBenchData.totalBytes(files) / 1e6);
  }

  @Benchmark
  public long screpCommandsToArrow() throws IOException {
    return toArrow(commands, this::screpCommands);
  }

  @Benchmark
  public long screpCommandsDecodeOnly() throws IOException {
    return countRows(this::screpCommands);
  }

  /** Reads the screp {@code commands} table of every corpus file into {@code sink}. */
  private void screpCommands(TableSink sink) throws IOException {
    int i = 0;
    for (byte[] f : files) {
      String id = "r" + i++;
      screp.readTable(
          "commands", ReplaySource.of(id, f), id, TableOptions.ALL, DecodeLimits.DEFAULT, sink);
    }
  }

  /** What a benchmark reads: one or more tables into the sink it is given. */
  private interface TableRead {
    void into(TableSink sink) throws IOException;
  }

  /** The rows written as an Arrow IPC file (produced in memory, counted, dropped): its size. */
  private static long toArrow(TableSchema schema, TableRead read) throws IOException {
    Counting out = new Counting();
    try (ArrowTableWriter w = new ArrowTableWriter(out, schema, ArrowCompression.NONE)) {
      read.into(w);
    }
    return out.bytes;
  }

  /** The rows counted, their batches dropped: the decoding alone. */
  private static long countRows(TableRead read) throws IOException {
    long[] rows = {0};
    read.into(
        b -> {
          rows[0] += b.rowCount();
          return true;
        });
    return rows[0];
  }

  /**
   * The IPC bytes are produced in memory and counted, not kept (the whole corpus is ~360 MB of
   * Arrow).
   */
  private static final class Counting implements WritableByteChannel {
    long bytes;

    @Override
    public int write(ByteBuffer src) {
      int n = src.remaining();
      src.position(src.limit());
      bytes += n;
      return n;
    }

    @Override
    public boolean isOpen() {
      return true;
    }

    @Override
    public void close() {}
  }

  /**
   * One Slippi replay of the shared corpus in memory, for the {@code frames} table benchmarks; MB/s
   * of raw element = ops/s × the raw element MB printed at setup (the target is 300 MB/s to Arrow).
   */
  @State(Scope.Benchmark)
  public static class SlippiData {
    /** Corpus file name. */
    @Param({"Game_20221227T212019.slp"})
    public String file;

    byte[] bytes;
    ReplayFormat slippi;
    TableSchema frames;

    /** Loads the replay. */
    @Setup
    public void load() throws IOException {
      bytes = BenchFiles.corpusBytes("slippi", file);
      slippi = Replays.format("slippi").orElseThrow();
      frames = slippi.table("frames").orElseThrow();
      long raw = SlippiBench.rawLength(bytes);
      System.out.printf("%n[tables] slippi %s: raw element %.3f MB%n", file, raw / 1e6);
    }

    /** Reads the replay's {@code frames} table into {@code sink}. */
    void read(TableSink sink) throws IOException {
      slippi.readTable(
          "frames",
          ReplaySource.of(file, bytes),
          file,
          TableOptions.ALL,
          DecodeLimits.DEFAULT,
          sink);
    }
  }

  @Benchmark
  public long slippiFramesToArrow(SlippiData d) throws IOException {
    return toArrow(d.frames, d::read);
  }

  @Benchmark
  public long slippiFramesDecodeOnly(SlippiData d) throws IOException {
    return countRows(d::read);
  }
}
