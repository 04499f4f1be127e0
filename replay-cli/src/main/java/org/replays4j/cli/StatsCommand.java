package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import java.util.concurrent.Callable;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.StatsTrees;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j stats PATH…}: one JSON line per file with the statistics its format computes
 * ({@link ReplayFormat#stats}): for Slippi {@code stats} in the exact shape and key names of
 * slippi-js's {@code getStats()} and {@code winners} in that of {@code getWinners()}; for StarCraft
 * APM, EAPM and build orders; for DDNet and Hisoutensoku their stats records. Every format with a
 * shared view ({@link ReplayFormat#gameStats}) also gets {@code game}: the same keys for all
 * formats. Keys are listed in {@code docs/stats.md}. Formats without statistics say so; failures
 * look as in {@code inspect --json}.
 */
@Command(
    name = "stats",
    mixinStandardHelpOptions = true,
    description = {
      "Prints the statistics each file's format computes, one JSON object per file (JSON Lines):",
      "Slippi: slippi-js getStats() and getWinners(); StarCraft: APM, EAPM, build orders;",
      "DDNet: finishes, sessions, input rates; Hisoutensoku: matches, characters, inputs.",
      "Every format's shared view (participants, results, rates, scoring events) is under game.",
      "Directories are searched recursively; files that are not replays are skipped and listed.",
      "Files are read in parallel; the output is in the same order whatever -t."
    })
final class StatsCommand implements Callable<Integer> {
  /** The note of a file whose format computes no statistics. */
  static final String NO_STATS = "no stats for this format";

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
    try (Output o = output.open(spec, paths)) {
      PrintWriter out = o.writer();
      ReplayCollection collection = walk.collection(paths, decodeLimits);
      Progress progress = parallel.progress(err, collection, output.toStdout());
      Batch.Tally tally =
          Batch.run(
              collection,
              parallel,
              err,
              new Reorder(Batch.TEXT_BOUND),
              progress,
              new Batch.Work() {
                @Override
                public Batch.Outcome process(CollectionEntry e, Reorder.Slot slot)
                    throws InterruptedException {
                  if (!e.isReplay()) {
                    slot.emit(Reorder.line(out, Render.json(Inspector.notRead(e))));
                    return Batch.Outcome.notRead(e);
                  }
                  Line line = line(e, decodeLimits);
                  slot.emit(Reorder.line(out, line.json()));
                  return Batch.Outcome.of(line.status(), e);
                }

                @Override
                public Reorder.Chunk timedOut(CollectionEntry e, String message) {
                  return Reorder.line(
                      out, Render.json(FileOutcome.failure(e.name(), null, e.size(), message)));
                }
              });
      o.commit();
      tally.report(err, "computed the stats of", paths);
      return tally.exitCode();
    }
  }

  /**
   * Both stats of a file and its summary (whose damage gives the file's status), from one decode
   * where the format can ({@link ReplayFormat#analyze}).
   */
  private static final Set<ReplayAnalysis.Product> PRODUCTS =
      Set.of(
          ReplayAnalysis.Product.SUMMARY,
          ReplayAnalysis.Product.STATS,
          ReplayAnalysis.Product.GAME_STATS);

  /** One file's JSON line and what became of the file. */
  record Line(FileOutcome.Status status, String json) {}

  private static Line failed(FileOutcome r) {
    return new Line(FileOutcome.Status.FAILED, Render.json(r));
  }

  /** The JSON line of one replay; never throws. */
  static Line line(CollectionEntry e, DecodeLimits limits) {
    String file = e.name();
    ReplayFormat f = e.format().orElseThrow();
    String format = f.id();
    long size = e.size();
    try {
      ReplayAnalysis a = f.analyze(e.source(), limits, Set.of(), PRODUCTS);
      Optional<Map<String, Object>> stats = Optional.ofNullable(a.stats());
      Optional<GameStats> game = Optional.ofNullable(a.gameStats());
      // the file's status by the one rule (FileOutcome), from the summary of the same decode
      FileOutcome.Status status =
          a.summary() != null
              ? FileOutcome.Status.of(a.summary())
              : stats.isPresent() && stats.get().get("damage") != null
                      || game.isPresent() && game.get().partial()
                  ? FileOutcome.Status.PARTIAL
                  : FileOutcome.Status.OK;
      StringWriter sw = new StringWriter();
      try (JsonGenerator g = Json.generator(sw)) {
        g.writeStartObject();
        g.writeStringField("file", file);
        g.writeStringField("format", format);
        g.writeBooleanField("ok", true);
        g.writeStringField("status", status.label());
        if (stats.isPresent()) {
          for (Map.Entry<String, Object> x : stats.get().entrySet()) {
            g.writeFieldName(x.getKey());
            Json.write(g, x.getValue());
          }
        } else if (game.isPresent()) {
          g.writeFieldName("stats");
          g.writeNull();
        }
        if (game.isPresent()) {
          g.writeFieldName("game");
          Json.write(g, StatsTrees.of(game.get()));
        } else if (stats.isEmpty()) {
          g.writeFieldName("stats");
          g.writeNull();
          g.writeStringField("message", NO_STATS);
        }
        g.writeEndObject();
      }
      return new Line(status, sw.toString());
    } catch (Throwable x) { // a decoder bug must not end the batch
      return failed(Inspector.failure(file, format, size, x));
    }
  }
}
