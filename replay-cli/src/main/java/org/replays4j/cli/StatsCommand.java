package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.StringWriter;
import java.util.Map;
import java.util.Optional;
import java.util.Set;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.StatsTrees;
import picocli.CommandLine.Command;

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
final class StatsCommand extends BatchCommand.Printing {
  /** The note of a file whose format computes no statistics. */
  static final String NO_STATS = "no stats for this format";

  @Override
  public Integer call() throws InterruptedException {
    DecodeLimits decodeLimits = checkedLimits();
    return runToOutput(
        decodeLimits,
        "computed the stats of",
        out ->
            Batch.jsonLines(
                out,
                true,
                (e, slot) -> {
                  Line line = line(e, decodeLimits);
                  slot.emit(Reorder.line(out, line.json()));
                  return Batch.Outcome.of(line.status(), e);
                }));
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
