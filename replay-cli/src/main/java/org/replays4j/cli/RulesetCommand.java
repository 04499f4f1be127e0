package org.replays4j.cli;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.io.PrintWriter;
import java.io.StringWriter;
import java.io.UncheckedIOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.concurrent.atomic.AtomicBoolean;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.slippi.SlippiDecoder;
import org.replays4j.slippi.ruleset.CheckResult;
import org.replays4j.slippi.ruleset.MeleeControllerRuleset;
import org.replays4j.slippi.ruleset.PlayerVerdict;
import org.replays4j.slippi.ruleset.RulesetCheck;
import org.replays4j.slippi.ruleset.RulesetReport;
import org.replays4j.slippi.ruleset.SlippiRuleset;
import picocli.CommandLine.Command;
import picocli.CommandLine.Option;

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
final class RulesetCommand extends BatchCommand.Printing {
  /** Exit code of {@code --fail-on-violation} when a player broke the ruleset. */
  static final int VIOLATION = 3;

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

  /** The flags {@link #runPlain} reads itself. */
  private static final List<String> PLAIN_FLAGS =
      List.of("--json", "--only-violations", "--fail-on-violation", "--no-progress");

  /** The tally's verb. */
  private static final String VERB = "checked the ruleset of";

  /** Set when a player of a game read broke the ruleset. */
  private final AtomicBoolean violation = new AtomicBoolean();

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
    DecodeLimits decodeLimits = DecodeLimits.DEFAULT;
    return PlainArgs.run(
        () -> c.verdict(c.runToStdout(decodeLimits, out, err, VERB, o -> c.work(decodeLimits, o))),
        out,
        err);
  }

  @Override
  public Integer call() throws InterruptedException {
    DecodeLimits decodeLimits = checkedLimits();
    return verdict(runToOutput(decodeLimits, VERB, out -> work(decodeLimits, out)));
  }

  /** The exit code: {@code code}, or {@link #VIOLATION} when asked for and earned. */
  private int verdict(int code) {
    return code == Main.OK && failOnViolation && violation.get() ? VIOLATION : code;
  }

  /** Each Slippi game's verdict as text or one JSON line of {@code out}; other replays skipped. */
  private Batch.Work work(DecodeLimits decodeLimits, PrintWriter out) {
    return Batch.jsonLines(
        out,
        json,
        (e, slot) -> {
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
        });
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
      throw new UncheckedIOException(x);
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
