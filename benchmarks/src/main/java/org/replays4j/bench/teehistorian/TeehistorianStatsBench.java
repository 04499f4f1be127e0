package org.replays4j.bench.teehistorian;

import java.io.IOException;
import java.nio.file.Files;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.Fork;
import org.openjdk.jmh.annotations.Level;
import org.openjdk.jmh.annotations.Param;
import org.openjdk.jmh.annotations.Setup;
import org.replays4j.bench.BenchFiles;
import org.replays4j.bench.ShortRun;
import org.replays4j.teehistorian.TeehistorianDecoder;
import org.replays4j.teehistorian.TeehistorianSynthetic;
import org.replays4j.teehistorian.TeehistorianVisitor;
import org.replays4j.teehistorian.stats.TeehistorianStatsVisitor;

/**
 * What the stats cost on top of decoding: {@code decode} runs the default decoder (raw and
 * reconstructed events, which the stats need) into a visitor that keeps nothing; {@code
 * decodeAndStats} runs it into {@link TeehistorianStatsVisitor} and builds the result. {@code
 * recording}: {@code testdata} (the repository's largest teehistorian sample, as real recordings
 * are a few kB) or {@code synthetic} (a writer-generated 64-player recording of 18,000 ticks, six
 * minutes). The ratio of the two scores is the overhead.
 *
 * <pre>java -jar benchmarks/target/benchmarks.jar TeehistorianStatsBench</pre>
 */
@Fork(
    value = 1,
    jvmArgsAppend = {"-Xms1g", "-Xmx1g"})
public class TeehistorianStatsBench extends ShortRun {
  /**
   * Which recording: the testdata sample, the largest real recording of the reference corpus (a
   * DDNet server's, 3 kB) or a synthetic one (64 players, 18,000 ticks).
   */
  @Param({"testdata", "real", "synthetic"})
  public String recording;

  byte[] file;

  /** Reads or generates the recording. */
  @Setup(Level.Trial)
  public void setup() throws IOException {
    switch (recording) {
      case "testdata" ->
          file = Files.readAllBytes(BenchFiles.testdata("teehistorian/session.teehistorian"));
      case "real" ->
          file =
              BenchFiles.corpusBytes(
                  "teehistorian", "4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian");
      default -> file = TeehistorianSynthetic.bytes(64, 18_000, 1);
    }
  }

  /** Decoding alone. */
  @Benchmark
  public Object decode() throws IOException {
    TeehistorianVisitor v = new TeehistorianVisitor() {};
    TeehistorianDecoder.create().decode(file, v);
    return v;
  }

  /** Decoding and the stats in the same pass. */
  @Benchmark
  public Object decodeAndStats() throws IOException {
    TeehistorianStatsVisitor v = new TeehistorianStatsVisitor();
    TeehistorianDecoder.create().decode(file, v);
    return v.stats();
  }
}
