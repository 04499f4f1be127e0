package org.replays4j.cli;

import java.io.IOException;
import java.io.PrintWriter;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Optional;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.Callable;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ExecutorCompletionService;
import java.util.concurrent.ExecutorService;
import java.util.concurrent.Executors;
import java.util.concurrent.Future;
import java.util.concurrent.atomic.AtomicLong;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.AtomicOutput;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;
import picocli.CommandLine.Parameters;
import picocli.CommandLine.Spec;

/**
 * {@code replays4j export}: one table of many replays into one file per format, e.g. {@code
 * screp.commands.arrow}, plus {@code failures.<ext>} listing the files that could not be read.
 * Files are decoded in parallel; each worker holds one batch at a time, so memory does not grow
 * with the number or size of files. A file that fails is reported and skipped (rows it delivered
 * before the error stay in the table, like the SPI promises); the export never aborts.
 */
@Command(
    name = "export",
    mixinStandardHelpOptions = true,
    description = {
      "Exports one table of every replay under PATH… to Arrow IPC, Parquet, CSV or JSON Lines:",
      "one file per format that has the table, and failures.<ext> with the files that could not be read.",
      "Tables: replays4j formats --json lists them; e.g. screp: commands, teehistorian: inputs."
    })
public final class ExportCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Parameters(arity = "1..*", paramLabel = "PATH", description = "Replay files or directories.")
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
      description =
          "arrow (default), parquet (when replay-parquet is on the class path), csv or jsonl.")
  String to = "arrow";

  @Option(
      names = {"-o", "--output"},
      paramLabel = "DIR",
      description = "Output directory (created; default: the current directory).")
  Path output = Path.of(".");

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
      TableSchema.builder("export", "failures", "one row per file that could not be exported")
          .addNullable(
              "format", ColumnType.STRING, "detected format id, null when none was recognised")
          .add("table", ColumnType.STRING, "the table being exported")
          .add("error", ColumnType.STRING, "the error message")
          .addNullable(
              "offset",
              ColumnType.INT64,
              "byte offset of the error in the decoded stream, when known")
          .build();

  private record Failure(String file, String format, String error, Long offset) {}

  /** Only for its replay-extension test (the installed formats' extensions). */
  private static final Inspector EXTENSIONS = new Inspector(DecodeLimits.DEFAULT, false);

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
          spec.commandLine(),
          "--to "
              + to
              + " is not available; available: "
              + writers.keySet()
              + ("parquet".equalsIgnoreCase(to)
                  ? " (Parquet is the optional replay-parquet module, not bundled for its 67 MiB of Hadoop jars: run"
                      + " the launcher with REPLAYS4J_PARQUET=1, or put replay-parquet and its dependencies on the class path)"
                  : ""));
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
    Files.createDirectories(output);
    // temporary files of an earlier export killed without a chance to clean up (SIGKILL)
    AtomicOutput.removeStale(output);
    DecodeLimits decodeLimits = limits.limits(spec);

    long start = System.nanoTime();
    List<Inputs.Input> inputs = Inputs.expand(paths);
    Progress progress = parallel.progress(err, inputs, start);
    Map<String, TableFileWriter> open = new ConcurrentHashMap<>();
    Map<String, AtomicOutput> outputs = new ConcurrentHashMap<>();
    Map<String, AtomicLong> rowsByFormat = new ConcurrentHashMap<>();
    List<Failure> failures = new ArrayList<>();
    int ok = 0;
    int skipped = 0;
    int notReplays = 0;
    long bytes = 0;
    AtomicOutput failuresOut = null;
    ExecutorService pool =
        Executors.newFixedThreadPool(
            parallel.workers(inputs.size()),
            r -> {
              Thread t = new Thread(r, "export");
              t.setDaemon(true);
              return t;
            });
    try {
      ExecutorCompletionService<Object[]> done = new ExecutorCompletionService<>(pool);
      Map<Future<Object[]>, Inputs.Input> submitted = new HashMap<>();
      for (Inputs.Input in : inputs) {
        Future<Object[]> task =
            done.submit(
                () ->
                    exportOne(
                        in,
                        schemas,
                        tableOptions,
                        wanted,
                        writerOptions,
                        fileFormat,
                        open,
                        outputs,
                        rowsByFormat,
                        decodeLimits));
        submitted.put(task, in);
      }
      for (int i = 0; i < inputs.size(); i++) {
        Object[] r;
        Future<Object[]> task = done.take();
        try {
          r = task.get();
        } catch (ExecutionException e) {
          // an error exportOne does not catch: still the failure of that file, named
          String file = submitted.get(task).display();
          r =
              new Object[] {
                "failed", 0L, new Failure(file, null, "internal error: " + e.getCause(), null)
              };
        }
        bytes += (Long) r[1];
        switch ((String) r[0]) {
          case "ok" -> ok++;
          case "skipped" -> skipped++;
          case "notreplay" -> notReplays++;
          default -> failures.add((Failure) r[2]);
        }
        if (progress != null) progress.advance((Long) r[1]);
      }
      pool.shutdownNow();
      for (TableFileWriter w : open.values()) w.close();
      open.clear();
      if (progress != null) progress.close();
      // every table and the failures of this run replace the previous run's files together,
      // only now that all of them are complete
      List<AtomicOutput> complete = new ArrayList<>(new TreeMap<>(outputs).values());
      failuresOut = writeFailures(fileFormat, writerOptions, failures);
      complete.add(failuresOut);
      AtomicOutput.commitAll(complete);
    } finally {
      pool.shutdownNow();
      for (TableFileWriter w : open.values()) closeQuietly(w);
      for (AtomicOutput o : outputs.values()) o.close();
      if (failuresOut != null) failuresOut.close();
    }

    double secs = Math.max(1e-9, (System.nanoTime() - start) / 1e9);
    for (Map.Entry<String, AtomicLong> e : new TreeMap<>(rowsByFormat).entrySet()) {
      err.println(
          String.format(
              Locale.ROOT,
              "  %s: %,d rows",
              output.resolve(fileName(e.getKey(), fileFormat)),
              e.getValue().get()));
    }
    failures.sort((a, b) -> a.file().compareTo(b.file()));
    for (Failure f : failures) err.println("  failed: " + f.file() + ": " + f.error());
    err.println(
        String.format(
            Locale.ROOT,
            "exported table %s of %d file%s: %d ok, %d failed, %d without this table%s; %s in %.2f s (%.1f MB/s)",
            table,
            inputs.size(),
            inputs.size() == 1 ? "" : "s",
            ok,
            failures.size(),
            skipped,
            notReplays == 0 ? "" : ", " + notReplays + " skipped (not replays)",
            Render.bytes(bytes),
            secs,
            bytes / 1e6 / secs));
    err.flush();
    return failures.isEmpty() ? Main.OK : Main.FAILED;
  }

  private String fileName(String format, TableFileFormat ff) {
    return format + "." + table + "." + ff.extension();
  }

  /** [status, bytes, failure]; never throws for a bad file. */
  private Object[] exportOne(
      Inputs.Input in,
      Map<String, TableSchema> schemas,
      Map<String, Map<String, String>> tableOptions,
      Set<String> wanted,
      Map<String, String> writerOptions,
      TableFileFormat ff,
      Map<String, TableFileWriter> open,
      Map<String, AtomicOutput> outputs,
      Map<String, AtomicLong> rowsByFormat,
      DecodeLimits limits) {
    String file = in.display();
    if (in.problem() != null)
      return new Object[] {"failed", 0L, new Failure(file, null, in.problem(), null)};
    long size = 0;
    String format = null;
    try {
      ReplaySource src = ReplaySource.of(in.path());
      size = src.storedSize();
      Optional<Replays.Opened> opened = Replays.detect(src);
      if (opened.isEmpty()) {
        // Like inspect: a file found in a directory, with no replay extension and no recognised
        // content (a MANIFEST.tsv, a README) is skipped, not failed.
        Path name = in.path().getFileName();
        if (!in.named() && (name == null || !EXTENSIONS.hasReplayExtension(name.toString()))) {
          return new Object[] {"notreplay", size, null};
        }
        return new Object[] {
          "failed",
          size,
          new Failure(file, null, Inspector.NOT_RECOGNISED + "no format matched its content", null)
        };
      }
      ReplayFormat f = opened.get().format();
      format = f.id();
      TableSchema schema = schemas.get(format);
      if (schema == null) return new Object[] {"skipped", size, null};
      Set<String> cols = new LinkedHashSet<>();
      for (String c : wanted) if (schema.indexOf(c) >= 0) cols.add(c);
      if (!wanted.isEmpty() && cols.isEmpty()) cols.add(TableSchema.FILE);
      TableOptions options = TableOptions.ALL.withColumns(cols);
      for (Map.Entry<String, String> e : tableOptions.getOrDefault(format, Map.of()).entrySet()) {
        options = options.withOption(e.getKey(), e.getValue());
      }
      TableSchema projected = schema.project(cols);
      TableFileWriter w = writer(format, projected, ff, writerOptions, open, outputs);
      AtomicLong counter = rowsByFormat.computeIfAbsent(format, k -> new AtomicLong());
      f.readTable(
          table,
          src,
          file,
          options,
          limits,
          batch -> {
            w.accept(batch);
            counter.addAndGet(batch.rowCount());
            return true;
          });
      return new Object[] {"ok", size, null};
    } catch (ReplayFormatException e) {
      return new Object[] {"failed", size, new Failure(file, format, e.getMessage(), e.offset())};
    } catch (IOException e) {
      return new Object[] {"failed", size, new Failure(file, format, e.toString(), null)};
    } catch (RuntimeException | StackOverflowError | OutOfMemoryError e) {
      // the file that broke the decoder is named like any other failed file; an out-of-memory
      // error unwinds this worker's stack, which frees what the decode held
      return new Object[] {"failed", size, new Failure(file, format, "internal error: " + e, null)};
    }
  }

  private TableFileWriter writer(
      String format,
      TableSchema schema,
      TableFileFormat ff,
      Map<String, String> writerOptions,
      Map<String, TableFileWriter> open,
      Map<String, AtomicOutput> outputs)
      throws IOException {
    try {
      return open.computeIfAbsent(
          format,
          k -> {
            try {
              AtomicOutput o = AtomicOutput.create(output.resolve(fileName(format, ff)));
              outputs.put(format, o);
              return ff.open(o.temporary(), schema, writerOptions);
            } catch (IOException e) {
              throw new java.io.UncheckedIOException(e);
            }
          });
    } catch (java.io.UncheckedIOException e) {
      throw e.getCause();
    }
  }

  /**
   * The failures table of this run, complete but not committed: always written, with no rows when
   * every file was read, so that the directory never pairs new tables with an older run's failures.
   */
  private AtomicOutput writeFailures(
      TableFileFormat ff, Map<String, String> writerOptions, List<Failure> failures)
      throws IOException {
    failures.sort((a, b) -> a.file().compareTo(b.file()));
    AtomicOutput out = AtomicOutput.create(output.resolve("failures." + ff.extension()));
    try (TableFileWriter w = ff.open(out.temporary(), FAILURES, writerOptions)) {
      // One pseudo-replay per failure: the file column is the failed file.
      for (Failure f : failures) {
        TableBatchBuilder b = new TableBatchBuilder(FAILURES, f.file(), TableOptions.ALL, w);
        b.setString(1, f.format());
        b.setString(2, table);
        b.setString(3, f.error() == null ? "" : f.error());
        if (f.offset() != null && f.offset() >= 0) b.setLong(4, f.offset());
        b.endRow();
        b.finish();
      }
    } catch (IOException | RuntimeException e) {
      out.close();
      throw e;
    }
    return out;
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
