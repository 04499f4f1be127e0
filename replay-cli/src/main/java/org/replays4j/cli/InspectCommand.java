package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import java.util.Locale;
import java.util.Set;
import java.util.concurrent.Callable;
import java.util.function.BooleanSupplier;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.Reorder;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j inspect PATH…}: detects and summarises every entry of the paths' {@link
 * org.replays4j.core.collect.ReplayCollection}. Files are inspected in parallel ({@link Batch}),
 * results are printed in the walker's order whatever the number of threads, and a tally goes to
 * stderr. One bad file never stops the batch; the exit code is 1 when any replay failed or was only
 * partly read.
 */
@Command(
    name = "inspect",
    mixinStandardHelpOptions = true,
    description = {
      "Detects the format of each file by its content and prints a summary.",
      "Directories are searched recursively; entries that are not replays are skipped and listed.",
      "A tally (files, ok, failed, MB/s) is printed to stderr."
    })
final class InspectCommand implements Callable<Integer> {
  /** Whether stderr may show a progress bar; replaced in tests. */
  static BooleanSupplier interactive = InspectCommand::isTerminal;

  /** True when stderr is a terminal ({@link Terminal#stderr()}). */
  static boolean isTerminal() {
    return Terminal.stderr();
  }

  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths;

  @Option(
      names = "--json",
      description = "Print one JSON object per file (JSON Lines) instead of text.")
  boolean json;

  @Option(names = "--pretty", description = "Indented JSON (implies --json).")
  boolean pretty;

  @Mixin Options.OutputFile output = new Options.OutputFile();

  @Option(
      names = "--map-hash",
      arity = "0..1",
      paramLabel = "ALGO",
      parameterConsumer = MapHashAlgorithm.class,
      description =
          "StarCraft: add screp's map data hash (map.dataHash of the whole map section, as screp"
              + " -mapDataHash=ALGO): md5, sha1, sha256 (the default) or sha512;"
              + " decompresses each whole map, about a third more CPU.")
  String mapHash;

  @Option(
      names = "--overview",
      description =
          "One line per replay, as screp -overview: format, damage, date, length, map or"
              + " stage, matchup, players with character or race, APM and result.")
  boolean overview;

  /** The algorithms {@code --map-hash} takes, as screp's {@code -mapDataHash} names them. */
  static final List<String> MAP_HASH_ALGORITHMS = List.of("md5", "sha1", "sha256", "sha512");

  /**
   * Takes the argument after {@code --map-hash} as its algorithm only when it is one ({@code
   * --map-hash md5 game.rep}); otherwise {@code --map-hash} stands alone for sha256 and the
   * argument stays a path ({@code --map-hash game.rep}). A plain word that names no file there is a
   * usage error (a misspelt algorithm, {@code --map-hash=crc32}).
   */
  static final class MapHashAlgorithm implements picocli.CommandLine.IParameterConsumer {
    @Override
    public void consumeParameters(
        java.util.Stack<String> args,
        picocli.CommandLine.Model.ArgSpec argSpec,
        CommandSpec commandSpec) {
      String value = "sha256";
      if (!args.isEmpty()) {
        String next = args.peek().toLowerCase(Locale.ROOT);
        if (MAP_HASH_ALGORITHMS.contains(next)) {
          args.pop();
          value = next;
        } else if (next.matches("[a-z0-9-]+") && !Files.exists(Path.of(args.peek()))) {
          // a word that is no file: a misspelt algorithm (also --map-hash=crc32)
          throw new picocli.CommandLine.ParameterException(
              commandSpec.commandLine(),
              "--map-hash takes md5, sha1, sha256 or sha512, not '" + args.peek() + "'");
        }
      }
      argSpec.setValue(value);
    }
  }

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Mixin Options.Limits limits = new Options.Limits();

  /** The flags {@link #runPlain} reads itself. */
  private static final List<String> PLAIN_FLAGS =
      List.of("--json", "--pretty", "--strict", "--map-hash", "--overview", "--no-progress");

  /**
   * Runs the most common invocations without picocli ({@link PlainArgs}): {@code inspect} followed
   * by paths and the flags {@code --json}, {@code --pretty}, {@code --strict}, {@code --map-hash},
   * {@code --overview}, {@code --no-progress} and {@code -t N}, each at most once, everything else
   * at its default. Returns null for any other arguments, which picocli then parses as usual.
   */
  static Integer runPlain(String[] args, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    PlainArgs a = PlainArgs.parse(args, "inspect", PLAIN_FLAGS);
    if (a == null) return null;
    // an algorithm (or a word that is no file) after --map-hash: picocli's consumer decides
    for (int i = 1; i + 1 < args.length; i++) {
      if (!args[i].equals("--map-hash")) continue;
      String next = args[i + 1].toLowerCase(Locale.ROOT);
      if (MAP_HASH_ALGORITHMS.contains(next)
          || next.matches("[a-z0-9-]+") && !Files.exists(Path.of(args[i + 1]))) return null;
    }
    InspectCommand c = new InspectCommand();
    c.paths = a.paths();
    c.json = a.has("--json") || a.has("--pretty");
    c.pretty = a.has("--pretty");
    c.walk.strict = a.has("--strict");
    c.mapHash = a.has("--map-hash") ? "sha256" : null;
    c.overview = a.has("--overview");
    c.parallel.noProgress = a.has("--no-progress");
    a.threads(c.parallel);
    return PlainArgs.run(() -> c.run(DecodeLimits.DEFAULT, out, err), out, err);
  }

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    DecodeLimits decodeLimits = limits.limits(spec);
    if (pretty) json = true;
    try (Output out = output.open(spec, paths)) {
      int code = run(decodeLimits, out.writer(), err);
      out.commit();
      return code;
    }
  }

  private int run(DecodeLimits decodeLimits, PrintWriter out, PrintWriter err)
      throws InterruptedException {
    ReplayCollection collection = walk.collection(paths, decodeLimits);
    Inspector inspector =
        new Inspector(
                decodeLimits,
                mapHash != null
                    ? Set.of(ReplayFormat.SUMMARY_MAP_DATA_HASH + ":" + mapHash)
                    : Set.of())
            .withGameStats(!json);
    Progress progress = parallel.progress(err, collection, output.toStdout());
    Reorder reorder = new Reorder(Batch.TEXT_BOUND);
    Batch.Tally tally =
        Batch.run(
            collection,
            parallel,
            err,
            reorder,
            progress,
            new Batch.Work() {
              @Override
              public Batch.Outcome process(CollectionEntry e, Reorder.Slot slot)
                  throws InterruptedException {
                FileOutcome r = inspector.inspect(e);
                String text = render(r);
                slot.emit(Reorder.line(out, text));
                FileOutcome.Status status =
                    r.ok()
                        ? r.summary().partial() ? FileOutcome.Status.PARTIAL : FileOutcome.Status.OK
                        : r.skipped() ? FileOutcome.Status.SKIPPED : FileOutcome.Status.FAILED;
                return e.isReplay()
                    ? new Batch.Outcome(status, Math.max(0, e.size()), null, List.of())
                    : Batch.Outcome.notRead(e);
              }

              @Override
              public Reorder.Chunk timedOut(CollectionEntry e, String message) {
                return Reorder.line(
                    out, render(FileOutcome.failure(e.name(), null, e.size(), message)));
              }
            });
    out.flush();
    tally.report(err, "inspected", paths);
    return tally.exitCode();
  }

  /**
   * The text or JSON of one result; a summary that cannot be rendered fails that file only. Text
   * (and the overview) is shown with control characters escaped line by line ({@link
   * Terminal#escape}): a file name or message holding {@code ESC} cannot drive the terminal.
   */
  private String render(FileOutcome r) {
    try {
      if (overview) return Terminal.escape(Overview.line(r));
      return json ? Render.json(r, pretty) : escapeLines(Render.text(r).stripTrailing());
    } catch (Throwable t) {
      FileOutcome f =
          FileOutcome.failure(
              r.file(), r.format(), r.sizeBytes(), "cannot render the summary: " + t);
      return json ? Render.json(f, pretty) : escapeLines(Render.text(f).stripTrailing());
    }
  }

  private static String escapeLines(String text) {
    String[] lines = text.split("\n", -1);
    for (int i = 0; i < lines.length; i++) lines[i] = Terminal.escape(lines[i]);
    return String.join("\n", lines);
  }
}
