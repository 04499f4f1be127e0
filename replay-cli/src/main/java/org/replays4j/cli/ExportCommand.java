package org.replays4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.LinkOption;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Comparator;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Queue;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ConcurrentLinkedQueue;
import java.util.concurrent.atomic.AtomicLong;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.EntryStatus;
import org.replays4j.core.collect.ReplayCollection;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatch;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;
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
 * when there are). Files are decoded in parallel and their rows written in the walker's order, each
 * file's rows together ({@link Reorder}): the same bytes whatever {@code -t}. Rows of files whose
 * turn has not come are copied up to {@link #TABLE_BOUND}, so memory does not grow with the number
 * or size of files. A file that fails is reported and listed (rows it delivered before the error
 * stay in the table, like the SPI promises); the export never aborts. A file damaged after its
 * header is read up to the damage ({@link org.replays4j.core.table.TableSink#damage}): its rows
 * stay in the table, and it is reported, listed with status {@code partial} and counted like a
 * failure for the exit code, as by every other command.
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

  /** Schema of the failures file. */
  static final TableSchema FAILURES =
      TableSchema.builder(
              "export",
              "failures",
              "one row per file that could not be exported whole: failed, or read up to its damage")
          .addNullable(
              "format", ColumnType.STRING, "detected format id, null when none was recognised")
          .add("table", ColumnType.STRING, "the table being exported")
          .add(
              "status",
              ColumnType.STRING,
              "failed (no rows, or only those delivered before the error) or partial (damaged"
                  + " after its header: its rows before the damage are in the table)")
          .add("error", ColumnType.STRING, "the error message, or the damage of a partial file")
          .addNullable(
              "offset",
              ColumnType.INT64,
              "byte offset of the error or damage in the decoded stream, when known")
          .build();

  /**
   * A file that failed or was read up to its damage ({@code status} {@link
   * FileOutcome.Status#FAILED} or {@link FileOutcome.Status#PARTIAL}), at {@code index} in the
   * walker's order.
   */
  private record Failure(
      long index,
      String file,
      String format,
      FileOutcome.Status status,
      String error,
      Long offset) {}

  /** The writers on the class path, by id. */
  static Map<String, TableFileFormat> writers() {
    Map<String, TableFileFormat> out = new TreeMap<>();
    for (TableFileFormat f :
        ServiceLoader.load(TableFileFormat.class, ExportCommand.class.getClassLoader())) {
      out.putIfAbsent(f.id(), f);
    }
    return out;
  }

  @Override
  public Integer call() throws Exception {
    PrintWriter err = spec.commandLine().getErr();
    parallel.check(spec);
    Map<String, TableFileFormat> writers = writers();
    TableFileFormat fileFormat = writers.get(to.toLowerCase(Locale.ROOT));
    if (fileFormat == null) {
      throw new ParameterException(
          spec.commandLine(), "--to " + to + " is not available; available: " + writers.keySet());
    }
    Map<String, TableSchema> schemas = new TreeMap<>();
    for (ReplayFormat f : Replays.formats()) f.table(table).ifPresent(s -> schemas.put(f.id(), s));
    if (schemas.isEmpty()) {
      throw new ParameterException(
          spec.commandLine(), "no format has a table named " + table + "; " + tableList());
    }
    Map<String, String> writerOptions = new HashMap<>();
    Map<String, Map<String, String>> tableOptions = new HashMap<>();
    options.forEach(
        (k, v) -> {
          int dot = k.indexOf('.');
          if (dot > 0)
            tableOptions
                .computeIfAbsent(k.substring(0, dot), x -> new HashMap<>())
                .put(k.substring(dot + 1), v);
          else writerOptions.put(k, v);
        });
    Set<String> wanted = new LinkedHashSet<>(columns);
    for (String c : wanted) {
      if (schemas.values().stream().noneMatch(s -> s.indexOf(c) >= 0)) {
        throw new ParameterException(
            spec.commandLine(), "no " + table + " table has a column " + c);
      }
    }
    DecodeLimits decodeLimits = limits.limits(spec);
    checkWriterOptions(fileFormat, writerOptions);
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
    List<Path> destinations = new ArrayList<>();
    for (String format : schemas.keySet())
      destinations.add(output.resolve(fileName(format, fileFormat)));
    destinations.add(output.resolve(failuresName(fileFormat)));
    for (Path d : destinations) Output.refuseInputs(spec, d, paths, "the output");
    Output.folder(output);
    // temporary files of an earlier export killed without a chance to clean up (SIGKILL)
    Output.sweep(output);

    ReplayCollection collection = walk.collection(paths, decodeLimits);
    Progress progress = parallel.progress(err, collection, false);
    Map<String, TableFileWriter> open = new ConcurrentHashMap<>();
    Map<String, AtomicOutput> outputs = new ConcurrentHashMap<>();
    // created first: a folder that cannot be written stops the run here, with one message
    AtomicOutput failuresOut = Output.file(output.resolve(failuresName(fileFormat)));
    Map<String, AtomicLong> rowsByFormat = new ConcurrentHashMap<>();
    Queue<Failure> failures = new ConcurrentLinkedQueue<>();
    Reorder reorder = new Reorder(TABLE_BOUND);
    Batch.Tally tally;
    try {
      tally =
          Batch.run(
              collection,
              parallel,
              err,
              reorder,
              progress,
              (e, slot) -> {
                if (!e.isReplay()) {
                  if (e.status() == EntryStatus.FAILED) {
                    failures.add(
                        new Failure(
                            e.index(),
                            e.name(),
                            e.format().map(ReplayFormat::id).orElse(null),
                            FileOutcome.Status.FAILED,
                            e.message(),
                            e.error().map(ReplayFormatException::offset).orElse(null)));
                  }
                  return Batch.Outcome.notRead(e, Batch.notReadLine(e));
                }
                return exportOne(
                    e,
                    slot,
                    schemas,
                    tableOptions,
                    wanted,
                    writerOptions,
                    fileFormat,
                    open,
                    outputs,
                    rowsByFormat,
                    failures,
                    decodeLimits);
              });
      // in name order, so that the files are closed (and their metadata written) the same way
      for (Map.Entry<String, TableFileWriter> w : new TreeMap<>(open).entrySet()) {
        try {
          w.getValue().close();
        } catch (IOException | java.io.UncheckedIOException x) {
          throw Output.failure(outputs.get(w.getKey()).destination(), ioCause(x));
        }
      }
      open.clear();
      reorder.check();
      List<Failure> sorted = new ArrayList<>(failures);
      sorted.sort(Comparator.comparingLong(Failure::index));
      if (!sorted.isEmpty()) writeFailures(failuresOut, fileFormat, writerOptions, sorted);
      // every table and the failures of this run replace the previous run's files together, only
      // now that all of them are complete (docs/output-files.md)
      List<AtomicOutput> complete = new ArrayList<>(new TreeMap<>(outputs).values());
      if (!sorted.isEmpty()) complete.add(failuresOut);
      Output.commitAll(complete);
      // a run without failures has no failures file: an earlier run's must not stay beside it
      if (sorted.isEmpty()) Files.deleteIfExists(output.resolve(failuresName(fileFormat)));
    } finally {
      for (TableFileWriter w : new TreeMap<>(open).values()) closeQuietly(w);
      for (AtomicOutput o : outputs.values()) Output.discard(o);
      Output.discard(failuresOut);
    }

    for (Map.Entry<String, AtomicLong> e : new TreeMap<>(rowsByFormat).entrySet()) {
      err.println(
          String.format(
              Locale.ROOT,
              "  %s: %,d rows",
              Terminal.escape(output.resolve(fileName(e.getKey(), fileFormat)).toString()),
              e.getValue().get()));
    }
    tally.report(err, "exported table " + table + " of", paths, "without this table");
    return tally.exitCode();
  }

  /**
   * How many bytes of copied rows the export keeps for files whose turn to be written has not come
   * (32 MiB), beyond which a worker waits for its file's turn.
   */
  static final long TABLE_BOUND = 32L << 20;

  /**
   * Rejects unknown or bad writer options as a usage error before anything is written: the writer
   * is opened once on a scratch file and closed.
   */
  private void checkWriterOptions(TableFileFormat ff, Map<String, String> writerOptions)
      throws IOException {
    Path scratch = Files.createTempFile("replays4j-options-", "." + ff.extension());
    try {
      ff.open(scratch, FAILURES, writerOptions).close();
    } catch (IllegalArgumentException e) {
      throw new ParameterException(spec.commandLine(), "-O: " + e.getMessage());
    } finally {
      Files.deleteIfExists(scratch);
    }
  }

  private String fileName(String format, TableFileFormat ff) {
    return format + "." + table + "." + ff.extension();
  }

  private static String failuresName(TableFileFormat ff) {
    return "failures." + ff.extension();
  }

  /** The {@link IOException} of a writer's failure. */
  private static IOException ioCause(Exception x) {
    return x instanceof java.io.UncheckedIOException u ? u.getCause() : (IOException) x;
  }

  /** One replay's rows, through its slot; never throws for a bad file. */
  private Batch.Outcome exportOne(
      CollectionEntry e,
      Reorder.Slot slot,
      Map<String, TableSchema> schemas,
      Map<String, Map<String, String>> tableOptions,
      Set<String> wanted,
      Map<String, String> writerOptions,
      TableFileFormat ff,
      Map<String, TableFileWriter> open,
      Map<String, AtomicOutput> outputs,
      Map<String, AtomicLong> rowsByFormat,
      Queue<Failure> failures,
      DecodeLimits limits)
      throws InterruptedException {
    String file = e.name();
    ReplayFormat f = e.format().orElseThrow();
    String format = f.id();
    TableSchema schema = schemas.get(format);
    if (schema == null) return Batch.Outcome.of(FileOutcome.Status.SKIPPED, e);
    String error;
    Long offset = null;
    try {
      Set<String> cols = new LinkedHashSet<>();
      for (String c : wanted) if (schema.indexOf(c) >= 0) cols.add(c);
      if (!wanted.isEmpty() && cols.isEmpty()) cols.add(TableSchema.FILE);
      TableOptions options = TableOptions.ALL.withColumns(cols);
      for (Map.Entry<String, String> o : tableOptions.getOrDefault(format, Map.of()).entrySet()) {
        options = options.withOption(o.getKey(), o.getValue());
      }
      TableSchema projected = schema.project(cols);
      TableFileWriter w = writer(format, projected, ff, writerOptions, open, outputs);
      Path dest = outputs.get(format).destination();
      AtomicLong counter = rowsByFormat.computeIfAbsent(format, k -> new AtomicLong());
      Damage[] damage = {null};
      long[] rowsRead = {0};
      f.readTable(
          table,
          e.source(),
          file,
          options,
          limits,
          new TableSink() {
            @Override
            public boolean accept(TableBatch batch) throws IOException {
              try {
                slot.emit(rows(w, dest, batch), () -> rows(w, dest, batch.copy()));
              } catch (InterruptedException x) {
                Thread.currentThread().interrupt();
                throw new java.io.InterruptedIOException("interrupted while waiting for its turn");
              }
              counter.addAndGet(batch.rowCount());
              rowsRead[0] += batch.rowCount();
              return true;
            }

            @Override
            public void damage(Damage d) {
              damage[0] = d;
            }
          });
      Damage d = damage[0];
      if (d != null) {
        failures.add(
            new Failure(
                e.index(),
                file,
                format,
                FileOutcome.Status.PARTIAL,
                d.toString(),
                d.offset() >= 0 ? d.offset() : null));
        return Batch.Outcome.of(
            FileOutcome.Status.PARTIAL,
            e,
            "replays4j: "
                + file
                + ": partial: damaged, "
                + d
                + " (after "
                + rowsRead[0]
                + " row"
                + (rowsRead[0] == 1 ? "" : "s")
                + ")");
      }
      return Batch.Outcome.of(FileOutcome.Status.OK, e);
    } catch (java.io.InterruptedIOException x) {
      throw new InterruptedException(x.getMessage());
    } catch (ReplayFormatException x) {
      error = x.getMessage();
      offset = x.offset();
    } catch (IOException x) {
      error = Output.plain(x);
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError x) {
      error = "internal error: " + x;
    }
    failures.add(new Failure(e.index(), file, format, FileOutcome.Status.FAILED, error, offset));
    return Batch.Outcome.of(FileOutcome.Status.FAILED, e, "replays4j: " + file + ": " + error);
  }

  /**
   * A batch of rows for {@code w}, which writes {@code dest}; a write error stops the run ({@link
   * Output.Failed}).
   */
  private static Reorder.Chunk rows(TableFileWriter w, Path dest, TableBatch batch) {
    return new Reorder.Chunk() {
      @Override
      public void write() {
        try {
          w.accept(batch);
        } catch (IOException | java.io.UncheckedIOException x) {
          throw Output.failure(dest, ioCause(x));
        }
      }

      @Override
      public long bytes() {
        return batch.estimatedBytes();
      }
    };
  }

  private TableFileWriter writer(
      String format,
      TableSchema schema,
      TableFileFormat ff,
      Map<String, String> writerOptions,
      Map<String, TableFileWriter> open,
      Map<String, AtomicOutput> outputs) {
    // a file that cannot be created or opened stops the run (Output.Failed), once
    return open.computeIfAbsent(
        format,
        k -> {
          AtomicOutput o = Output.file(output.resolve(fileName(format, ff)));
          outputs.put(format, o);
          try {
            return ff.open(o.temporary(), schema, writerOptions);
          } catch (IOException | java.io.UncheckedIOException e) {
            throw Output.failure(o.destination(), ioCause(e));
          }
        });
  }

  /**
   * Writes the failures table of this run (at least one failure) to {@code out}, complete but not
   * committed. A run without failures writes none and removes an older one, so that the directory
   * never pairs new tables with an older run's failures. A write error is an {@link Output.Failed}.
   */
  private void writeFailures(
      AtomicOutput out,
      TableFileFormat ff,
      Map<String, String> writerOptions,
      List<Failure> failures) {
    try (TableFileWriter w = ff.open(out.temporary(), FAILURES, writerOptions)) {
      // One pseudo-replay per failure: the file column is the failed file.
      for (Failure f : failures) {
        TableBatchBuilder b = new TableBatchBuilder(FAILURES, f.file(), TableOptions.ALL, w);
        b.setString(1, f.format());
        b.setString(2, table);
        b.setString(3, f.status().label());
        b.setString(4, f.error() == null ? "" : f.error());
        if (f.offset() != null && f.offset() >= 0) b.setLong(5, f.offset());
        b.endRow();
        b.finish();
      }
    } catch (IOException | java.io.UncheckedIOException e) {
      throw Output.failure(out.destination(), ioCause(e));
    }
  }

  private static void closeQuietly(TableFileWriter w) {
    try {
      w.close();
    } catch (IOException | RuntimeException e) {
      // the run already failed; its temporary file is deleted next
    }
  }

  private static String tableList() {
    StringBuilder sb = new StringBuilder("tables:");
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      sb.append(' ')
          .append(f.id())
          .append(' ')
          .append(f.tables().stream().map(TableSchema::name).toList());
    }
    return sb.toString();
  }
}
