package org.replays4j.bench.screp;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.concurrent.TimeUnit;
import org.openjdk.jmh.annotations.Benchmark;
import org.openjdk.jmh.annotations.BenchmarkMode;
import org.openjdk.jmh.annotations.Mode;
import org.openjdk.jmh.annotations.OutputTimeUnit;
import org.openjdk.jmh.annotations.Scope;
import org.openjdk.jmh.annotations.Setup;
import org.openjdk.jmh.annotations.State;
import org.openjdk.jmh.infra.Blackhole;
import org.replays4j.screp.ScrepCommands;
import org.replays4j.screp.ScrepReplay;
import org.replays4j.screp.ScrepVisitor;
import org.replays4j.screp.ScrepWriter;
import org.replays4j.screp.record.Command;

/**
 * The command loop alone: the decompressed commands sections of the corpus (extracted at setup)
 * parsed into typed command records. The sections are re-encoded from the decoded commands, so they
 * hold no unknown ids. One operation = every commands section; MB/s = ops/s × the decompressed MB
 * printed at setup.
 */
@State(Scope.Benchmark)
@BenchmarkMode(Mode.Throughput)
@OutputTimeUnit(TimeUnit.SECONDS)
public class ScrepCommandLoopBenchmark {
  private List<byte[]> sections;

  @Setup
  public void setup() throws IOException {
    sections = new ArrayList<>();
    long total = 0;
    long commands = 0;
    for (byte[] f : ScrepBenchData.corpus()) {
      // The decompressed commands section, re-encoded from the decoded commands through the
      // public API (the decoder does not hand out the section itself).
      ScrepReplay r = ScrepReplay.read(f);
      byte[] cmds = ScrepWriter.commandsSection(r.commands());
      sections.add(cmds);
      total += cmds.length;
      commands += r.commands().size();
    }
    System.out.printf("%n[screp] commands sections: %.3f MB, %d commands%n", total / 1e6, commands);
  }

  @Benchmark
  public void parseCommands(Blackhole bh) {
    ScrepVisitor v =
        new ScrepVisitor() {
          @Override
          public void visitCommand(Command c) {
            bh.consume(c);
          }
        };
    for (byte[] s : sections) bh.consume(ScrepCommands.parse(s, 0, s.length, v));
  }
}
