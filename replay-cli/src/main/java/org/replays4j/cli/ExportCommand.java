package org.replays4j.cli;

import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.export.ExportResult;
import org.replays4j.core.export.ExportedFile;
import org.replays4j.core.export.OutputException;
import org.replays4j.core.export.TableExport;
import org.replays4j.core.table.TableFileFormat;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j export}: one table of many replays into one file per format, e.g. {@code
 * screp.commands.arrow}, plus {@code failures.<ext>} listing the files that could not be read (only
 * when there are), through the library's {@link TableExport} (which says how files are ordered,
 * bounded and written). This door turns the options into the export, refuses outputs that clash
 * with the inputs, and prints each file's messages, the rows per table and the tally; a file read
 * up to damage is reported and counted like a failure for the exit code, as by every other command.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = {
      "Exports one table of every replay under PATH… to Arrow IPC, Parquet, CSV or JSON Lines:",
      "one file per format that has the table, and failures.<ext> with the files that could not be read whole (if any).",
      "Tables: replays4j formats --json lists them; e.g. screp: commands, teehistorian: inputs."
    })
public final class ExportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(
      arity = "1..*",
      paramLabel = "PATH",
      description = "Replay files or directories; - reads standard input.")
  List<Path> paths;

  @Option(
      names = "--table",
      required = true,
      paramLabel = "NAME",
      description = "The table to export (e.g. commands, inputs, frames).")
  String table;

  @Option(
      names = "--to",
      paramLabel = "FORMAT",
      description = "arrow (default), parquet, csv or jsonl.")
  String to = "arrow";

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      description = "Output directory (created; default: the current directory).")
  Path output = Path.of(".");

  @Mixin Options.Walk walk = new Options.Walk();

  @Mixin Options.Parallel parallel = new Options.Parallel();

  @Option(
      names = "--columns",
      split = ",",
      paramLabel = "COL",
      description = "Only these columns (file is always kept).")
  List<String> columns = List.of();

  @Option(
      names = {"-O", "--option"},
      paramLabel = "KEY=VALUE",
      description =
          "Writer option (arrow/parquet: compression=zstd|lz4|none...) or, with a format prefix, a table option (slippi.rollback=last).")
  Map<String, String> options = new HashMap<>();

  @Mixin Options.Limits limits = new Options.Limits();

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    Map<String, TableFileFormat> writers = TableExport.fileFormats();
    if (!writers.containsKey(to.toLowerCase(Locale.ROOT))) {
      throw new ParameterException(
          spec.commandLine(), "--to " + to + " is not available; available: " + writers.keySet());
    }
    DecodeLimits decodeLimits = limits.limits(spec);
    ReplayCollection collection = walk.collection(paths, decodeLimits);
    TableExport export =
        TableExport.of(collection)
            .tables(table)
            .to(output, to)
            .threads(parallel.threads)
            .timeout(parallel.timeoutSeconds)
            .limits(decodeLimits)
            .columns(columns.toArray(String[]::new));
    for (Map.Entry<String, String> o : new TreeMap<>(options).entrySet())
      export = export.option(o.getKey(), o.getValue());
    List<Path> destinations;
    try {
      destinations = export.destinations();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), e.getMessage());
    }
    // A path named on the command line that does not exist stops the export before any output
    // (directory, table or failures file) is created.
    List<String> missing = new ArrayList<>();
    for (Path p : paths) {
      if (!p.toString().equals(ReplayCollection.STDIN)
          && !Files.exists(p, LinkOption.NOFOLLOW_LINKS)) missing.add(p.toString());
    }
    if (!missing.isEmpty()) {
      for (String m : missing)
        err.println("replays4j: " + Terminal.escape(m) + ": no such file or directory");
      err.println("replays4j: nothing exported, no output written");
      return Main.FAILED;
    }
    if (output.toString().equals("-")) {
      throw new ParameterException(
          spec.commandLine(),
          "export writes files into a folder, not to standard output: name a folder with -o DIR"
              + " (for one replay's rows on standard output, use replays4j events)");
    }
    // every file this run may write, checked against the inputs before anything is created: an
    // output folder inside an input folder, or an input named like an output, is refused
    for (Path d : destinations) Output.refuseInputs(spec, d, paths, "the output");
    Output.folder(output);

    Progress progress = parallel.progress(err, collection, false);
    Batch.Counter counter = new Batch.Counter(err, progress);
    ExportResult result;
    try {
      result = export.listener(f -> counter.add(outcome(f))).run();
    } catch (OutputException e) {
      throw Output.failure(e.output(), e.getCause());
    } finally {
      if (progress != null) progress.close();
    }
    for (ExportResult.Table t : result.tables()) {
      err.println(
          String.format(
              Locale.ROOT,
              "  %s: %,d rows",
              Terminal.escape(output.resolve(t.file().getFileName()).toString()),
              t.rows()));
    }
    Batch.Tally tally = counter.tally();
    tally.report(err, "exported table " + table + " of", paths, "without this table");
    return tally.exitCode();
  }

  /** The tally's outcome of one file, with its line for stderr. */
  private static Batch.Outcome outcome(ExportedFile f) {
    CollectionEntry e = f.entry();
    FileOutcome o = f.outcome();
    if (e.status() == EntryStatus.SKIPPED || e.status() == EntryStatus.FAILED) {
      return Batch.Outcome.notRead(e, Batch.notReadLine(e));
    }
    return switch (o.status()) {
      case OK, SKIPPED -> Batch.Outcome.of(o.status(), e);
      case PARTIAL ->
          Batch.Outcome.of(
              o.status(),
              e,
              "replays4j: "
                  + o.file()
                  + ": partial: damaged, "
                  + o.damage()
                  + " (after "
                  + f.rows()
                  + " row"
                  + (f.rows() == 1 ? "" : "s")
                  + ")");
      case FAILED ->
          Batch.Outcome.of(o.status(), e, "replays4j: " + o.file() + ": " + o.errorMessage());
    };
  }
}
