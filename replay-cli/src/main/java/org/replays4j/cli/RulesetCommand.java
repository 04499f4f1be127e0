package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.Callable;
import java.util.concurrent.atomic.AtomicBoolean;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.ruleset.CheckResult;
import org.replays4j.slippi.ruleset.MeleeControllerRuleset;
import org.replays4j.slippi.ruleset.PlayerVerdict;
import org.replays4j.slippi.ruleset.RulesetCheck;
import org.replays4j.slippi.ruleset.RulesetReport;
import org.replays4j.slippi.ruleset.SlippiRuleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j ruleset PATH…}: the Melee controller ruleset checked on every Slippi game
 * ({@link SlippiRuleset}), a table per game (player, controller, each check's verdict) or, with
 * {@code --json}, one JSON line per game with the findings. Files of other formats are skipped.
 * {@code docs/cli.md} and {@code docs/formats/slippi-ruleset.md} describe the output.
 */
@Command(
    name = "ruleset",
    mixinStandardHelpOptions = true,
    description = {
      "Checks every Slippi game against the Melee controller ruleset, as slp-enforcer "
          + MeleeControllerRuleset.ENFORCER_VERSION
          + " does:",
      "each player's controller (box or analog), then each check that applies to it (travel time,"
          + " disallowed c-stick,",
      "crouch-uptilt, SDI, input fuzzing for a box; GoomWave clamping, uptilt rounding for an"
          + " analog stick).",
      "A table per game, or one JSON line per game with the findings (frames, coordinates).",
      "Directories are searched recursively; files that are not Slippi replays are skipped.",
      "Files are read in parallel; the output is in the same order whatever -t."
    },
    exitCodeListHeading = "%nExit codes:%n",
    exitCodeList = {
      "0:every game was read (whatever the verdicts, unless --fail-on-violation)",
      "1:at least one file failed or was read only up to damage",
      "2:bad usage",
      "3:with --fail-on-violation: every file was read and at least one player broke the ruleset"
    })
final class RulesetCommand implements Callable<Integer> {
  /** Exit code of {@code --fail-on-violation} when a player broke the ruleset. */
  static final int VIOLATION = 3;

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Slippi replays or directories; - reads standard input.")
  List<Path> paths;

  @Option(names = "--json", description = "One JSON object per game (JSON Lines), with findings.")
  boolean json;

  @Option(
      names = "--only-violations",
      description = "Show only the games and players that broke the ruleset.")
  boolean onlyViolations;

  @Option(
      names = "--fail-on-violation",
      description = "Exit with 3 when any player broke the ruleset (and every file was read).")
  boolean failOnViolation;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  /** The flags {@link #runPlain} reads itself. */
  private static final List<String> PLAIN_FLAGS =
      List.of("--json", "--only-violations", "--fail-on-violation", "--no-progress");

  /**
   * Runs the common invocations without picocli ({@link PlainArgs}): {@code ruleset} followed by
   * paths, the flags {@code --json}, {@code --only-violations}, {@code --fail-on-violation} and
   * {@code --no-progress} and {@code -t N}, each at most once, everything else at its default (the
   * output to standard output). Returns null for any other arguments, which picocli then parses as
   * usual.
   */
  static Integer runPlain(String[] args, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    PlainArgs a = PlainArgs.parse(args, "ruleset", PLAIN_FLAGS);
    if (a == null) return null;
    RulesetCommand c = new RulesetCommand();
    c.paths = a.paths();
    c.json = a.has("--json");
    c.onlyViolations = a.has("--only-violations");
    c.failOnViolation = a.has("--fail-on-violation");
    c.parallel.noProgress = a.has("--no-progress");
    a.threads(c.parallel);
    return PlainArgs.run(() -> c.run(DecodeLimits.DEFAULT, out, err), out, err);
  }

  @Override
  public Integer call() throws InterruptedException {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
    try (Output o = output.open(spec, paths)) {
      int code = run(decodeLimits, o.writer(), err);
      o.commit();
      return code;
    }
  }

  private int run(DecodeLimits decodeLimits, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    AtomicBoolean violation = new AtomicBoolean();
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
                  if (json) slot.emit(Reorder.line(out, Render.json(Inspector.notRead(e))));
                  return Batch.Outcome.notRead(e);
                }
                ReplayFormat f = e.format().orElseThrow();
                if (!f.id().equals(SlippiDecoder.FORMAT)) {
                  return Batch.Outcome.of(
                      FileOutcome.Status.SKIPPED,
                      e,
                      "replays4j: " + e.name() + ": skipped: not a Slippi replay (" + f.id() + ")");
                }
                Game g = game(e, decodeLimits);
                if (g.report != null && !g.report.legal()) violation.set(true);
                String text = json ? g.json : g.text;
                if (!text.isEmpty()) slot.emit(Reorder.text(out, text));
                return g.outcome;
              }

              @Override
              public Reorder.Chunk timedOut(CollectionEntry e, String message) {
                return Reorder.line(
                    out, Render.json(FileOutcome.failure(e.name(), null, e.size(), message)));
              }
            });
    out.flush();
    int code = tally.exitCode();
    if (code == Main.OK && failOnViolation && violation.get()) return VIOLATION;
    return code;
  }

  /** One game's output and outcome. */
  private record Game(RulesetReport report, String text, String json, Batch.Outcome outcome) {}

  private Game game(CollectionEntry e, DecodeLimits limits) {
    String file = e.name();
    try {
      RulesetReport r = SlippiRuleset.analyze(e.source(), limits);
      FileOutcome.Status status = r.partial() ? FileOutcome.Status.PARTIAL : FileOutcome.Status.OK;
      boolean show = !onlyViolations || !r.legal();
      return new Game(
          r,
          show ? text(file, r) : "",
          show ? json(file, r) + "\n" : "",
          Batch.Outcome.of(status, e));
    } catch (IOException | RuntimeException | StackOverflowError | OutOfMemoryError x) {
      // the words every command uses; a bug must not end the batch
      return failed(e, Inspector.failure(file, SlippiDecoder.FORMAT, e.size(), x));
    }
  }

  private Game failed(CollectionEntry e, FileOutcome r) {
    return new Game(
        null,
        r.file() + "\n  error: " + r.errorMessage() + "\n",
        Render.json(r) + "\n",
        Batch.Outcome.of(FileOutcome.Status.FAILED, e));
  }

  private String json(String file, RulesetReport r) {
    Map<String, Object> tree = r.toTree();
    if (onlyViolations) {
      List<Object> bad = new ArrayList<>();
      for (Object p : (List<?>) tree.get("players"))
        if (!Boolean.TRUE.equals(((Map<?, ?>) p).get("legal"))) bad.add(p);
      tree.put("players", bad);
    }
    StringWriter sw = new StringWriter();
    try (JsonGenerator g = Json.generator(sw)) {
      g.writeStartObject();
      g.writeStringField("file", file);
      g.writeStringField("format", SlippiDecoder.FORMAT);
      g.writeBooleanField("ok", true);
      for (Map.Entry<String, Object> x : tree.entrySet()) {
        g.writeFieldName(x.getKey());
        Json.write(g, x.getValue());
      }
      g.writeEndObject();
    } catch (IOException x) {
      throw new java.io.UncheckedIOException(x);
    }
    return sw.toString();
  }

  /** Column headers: player, controller, one per check, legal. */
  private static final List<String> HEADERS;

  static {
    List<String> h = new ArrayList<>(List.of("port", "controller"));
    for (RulesetCheck c : RulesetCheck.values()) h.add(c.key());
    h.add("legal");
    HEADERS = List.copyOf(h);
  }

  private static String cell(CheckResult c) {
    return switch (c.verdict()) {
      case PASS -> "pass";
      case FAIL -> "FAIL";
      case NOT_APPLICABLE -> "-";
    };
  }

  private String text(String file, RulesetReport r) {
    StringBuilder sb = new StringBuilder();
    sb.append(file);
    if (r.handwarmer()) sb.append("  (handwarmer)");
    if (r.partial()) sb.append("  [partial]");
    sb.append('\n');
    List<List<String>> rows = new ArrayList<>();
    rows.add(HEADERS);
    for (PlayerVerdict p : r.players()) {
      if (onlyViolations && p.legal()) continue;
      List<String> row = new ArrayList<>();
      row.add("P" + (p.port() + 1));
      row.add(p.controller() == null ? "-" : p.controller().name().toLowerCase(Locale.ROOT));
      for (CheckResult c : p.checks()) row.add(cell(c));
      row.add(p.legal() ? "yes" : "NO");
      rows.add(row);
    }
    int[] width = new int[HEADERS.size()];
    for (List<String> row : rows)
      for (int i = 0; i < row.size(); i++) width[i] = Math.max(width[i], row.get(i).length());
    for (List<String> row : rows) {
      sb.append(' ');
      for (int i = 0; i < row.size(); i++) {
        sb.append(' ').append(row.get(i));
        if (i + 1 < row.size()) sb.append(" ".repeat(width[i] - row.get(i).length()));
      }
      sb.append('\n');
    }
    for (PlayerVerdict p : r.players()) {
      for (CheckResult c : p.violations()) {
        if (c.findings().isEmpty()) continue;
        sb.append("  P")
            .append(p.port() + 1)
            .append(' ')
            .append(c.check().key())
            .append(": ")
            .append(summary(c))
            .append('\n');
      }
    }
    for (String n : r.notes()) sb.append("  note: ").append(n).append('\n');
    return sb.toString();
  }

  /** The first finding's reason (first line), with the count of findings. */
  private static String summary(CheckResult c) {
    String first = c.findings().get(0).reason();
    int nl = first.indexOf('\n');
    if (nl >= 0) first = first.substring(0, nl);
    int n = c.findings().size();
    return n == 1 ? first : first + " (" + n + " findings)";
  }
}
