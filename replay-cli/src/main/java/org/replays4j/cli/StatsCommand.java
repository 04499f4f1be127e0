package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.NoSuchFileException;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import java.util.concurrent.Callable;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
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
      "Directories are searched recursively (hidden files and directories are skipped)."
    })
final class StatsCommand implements Callable<Integer> {
  /** The note of a file whose format computes no statistics. */
  static final String NO_STATS = "no stats for this format";

  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Replay files or directories.")
  List<Path> paths;

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() {
    PrintWriter out = spec.commandLine().getOut();
    DecodeLimits decodeLimits = limits.limits(spec);
    boolean allOk = true;
    for (Inputs.Input in : Inputs.expand(paths)) {
      Line line = line(in, decodeLimits);
      if (!line.ok()) allOk = false;
      out.println(line.json());
      out.flush();
    }
    return allOk ? Main.OK : Main.FAILED;
  }

  /** One file's JSON line and whether the file was read. */
  record Line(boolean ok, String json) {}

  private static Line failed(FileResult r) {
    return new Line(false, Render.json(r));
  }

  /** The JSON line of one file; never throws. */
  static Line line(Inputs.Input in, DecodeLimits limits) {
    String file = in.display();
    if (in.problem() != null) return failed(FileResult.failure(file, null, -1, in.problem()));
    String format = null;
    long size = -1;
    try {
      ReplaySource source = ReplaySource.of(in.path());
      size = source.storedSize();
      Optional<Replays.Opened> opened = Replays.detect(source);
      if (opened.isEmpty()) {
        return failed(
            FileResult.failure(
                file, null, size, Inspector.NOT_RECOGNISED + "no format matched the content"));
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      Optional<Map<String, Object>> stats =
          f.decoderAvailable() ? f.stats(source, limits) : Optional.empty();
      Optional<GameStats> game =
          f.decoderAvailable() ? f.gameStats(source, limits) : Optional.empty();
      StringWriter sw = new StringWriter();
      try (JsonGenerator g = Json.generator(sw)) {
        g.writeStartObject();
        g.writeStringField("file", file);
        g.writeStringField("format", format);
        g.writeBooleanField("ok", true);
        if (stats.isPresent()) {
          for (Map.Entry<String, Object> e : stats.get().entrySet()) {
            g.writeFieldName(e.getKey());
            Json.write(g, e.getValue());
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
      return new Line(true, sw.toString());
    } catch (ReplayFormatException e) {
      return failed(FileResult.failure(file, format, size, e));
    } catch (NoSuchFileException e) {
      return failed(FileResult.failure(file, format, size, "no such file: " + e.getMessage()));
    } catch (IOException e) {
      return failed(FileResult.failure(file, format, size, "I/O error: " + e));
    } catch (StackOverflowError e) {
      return failed(FileResult.failure(file, format, size, "decoder bug: stack overflow"));
    } catch (OutOfMemoryError e) {
      return failed(
          FileResult.failure(file, format, size, "out of memory (" + e.getMessage() + ")"));
    } catch (Throwable e) { // a decoder bug must not end the batch
      return failed(FileResult.failure(file, format, size, "decoder bug: " + e));
    }
  }
}
