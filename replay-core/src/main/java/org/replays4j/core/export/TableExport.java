package org.replays4j.core.export;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.io.UncheckedIOException;
import java.nio.file.FileSystemException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.EnumMap;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Objects;
import java.util.ServiceLoader;
import java.util.Set;
import java.util.TreeMap;
import java.util.concurrent.ConcurrentHashMap;
import java.util.concurrent.atomic.AtomicLong;
import java.util.function.Consumer;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.collect.BudgetAdmission;
import org.replays4j.core.collect.CollectionEntry;
import org.replays4j.core.collect.CollectionRun;
import org.replays4j.core.collect.Reorder;
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
import org.replays4j.core.table.TableRead;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * Exports tables of many replays to files: one file per format and table, {@code
 * DIR/<format>.<table>.<extension>} (e.g. {@code screp.commands.parquet}), and {@code
 * DIR/failures.<extension>} listing the files that failed or were read only up to damage (only when
 * there are; an older one is removed otherwise).
 *
 * <pre>{@code
 * ExportResult r =
 *     TableExport.of(Path.of("replays")).tables("commands").to(Path.of("out"), "parquet").run();
 * }</pre>
 *
 * <p>Files are decoded in parallel ({@link #threads}), each under the process's memory budget, and
 * their rows written in the walker's order, each file's rows together: the same bytes whatever the
 * number of threads. Rows of files whose turn has not come are copied up to {@link #TABLE_BOUND}
 * bytes, so memory does not grow with the number or size of files. A file that fails keeps the rows
 * it delivered before the error (as the SPI promises) and is listed; a file damaged after its
 * header is read up to the damage, its rows stay, and it is listed as partial. The export never
 * stops for a bad file. Every output is written beside its destination and all of them are moved
 * into place together at the end: a run that fails, is interrupted or killed leaves the previous
 * outputs as they were.
 *
 * <p>Table file formats are found by {@link ServiceLoader} ({@link #fileFormats()}): {@code csv}
 * and {@code jsonl} come with replay-core itself, {@code arrow} and {@code parquet} with the {@code
 * replay-arrow} and {@code replay-parquet} modules.
 *
 * <p>Each setter returns a new export and leaves this one as it was. {@link #run()} may be called
 * more than once (each run replaces the outputs).
 */
public final class TableExport {
  /**
   * How many bytes of copied rows the export keeps for files whose turn to be written has not come
   * (32 MiB), beyond which a worker waits for its file's turn.
   */
  public static final long TABLE_BOUND = 32L << 20;

  /** Schema of the failures file. */
  public static final TableSchema FAILURES =
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

  // Set only on a fresh copy before it is returned (copy()), never changed afterwards.
  private List<Path> paths;
  private ReplayCollection collection;
  private List<String> tables = List.of();
  private Path dir = Path.of(".");
  private String to = "arrow";
  private int threads = Runtime.getRuntime().availableProcessors();
  private double timeoutSeconds;
  private DecodeLimits limits = DecodeLimits.DEFAULT;
  private List<String> columns = List.of();
  private Map<String, String> options = Map.of();
  private Consumer<ExportedFile> listener = f -> {};

  private TableExport() {}

  private TableExport copy() {
    TableExport e = new TableExport();
    e.paths = paths;
    e.collection = collection;
    e.tables = tables;
    e.dir = dir;
    e.to = to;
    e.threads = threads;
    e.timeoutSeconds = timeoutSeconds;
    e.limits = limits;
    e.columns = columns;
    e.options = options;
    e.listener = listener;
    return e;
  }

  /**
   * An export of the replays under {@code paths} (files and directories, walked as {@link
   * ReplayCollection#of} walks them; {@code -} is standard input), to Arrow IPC in the current
   * directory until {@link #to} says otherwise; {@link #tables} must be set.
   */
  public static TableExport of(Path... paths) {
    return of(List.of(paths));
  }

  /** {@link #of(Path...)} of a list. */
  public static TableExport of(List<Path> paths) {
    TableExport e = new TableExport();
    e.paths = List.copyOf(paths);
    return e;
  }

  /**
   * An export of {@code collection}, walked as it is built (strictness, standard input, limits and
   * admission: give it {@link BudgetAdmission#process} so that parallel decodes share the process's
   * memory budget). The {@link #limits} of the export still bound each decode.
   */
  public static TableExport of(ReplayCollection collection) {
    TableExport e = of(collection.paths());
    e.collection = collection;
    return e;
  }

  /**
   * The tables to export, by name ({@code commands}, {@code frames}, {@code games}; {@link
   * ReplayFormat#tables()} lists them): each file gives the rows of those its format declares, from
   * one decode where the format reads them together. Each name must be declared by at least one
   * installed format.
   */
  public TableExport tables(String... names) {
    return tables(List.of(names));
  }

  /** {@link #tables(String...)} of a list. */
  public TableExport tables(List<String> names) {
    TableExport e = copy();
    e.tables = List.copyOf(new LinkedHashSet<>(names));
    return e;
  }

  /**
   * Where and how to write: into folder {@code dir} (created), with the table file format {@code
   * fileFormat} ({@code arrow}, {@code parquet}, {@code csv}, {@code jsonl}: an id of {@link
   * #fileFormats()}, case-insensitive).
   */
  public TableExport to(Path dir, String fileFormat) {
    TableExport e = copy();
    e.dir = Objects.requireNonNull(dir, "dir");
    e.to = fileFormat.toLowerCase(Locale.ROOT);
    return e;
  }

  /** Files decoded in parallel, at least 1 (default: the number of processors). */
  public TableExport threads(int n) {
    if (n < 1) throw new IllegalArgumentException("threads must be at least 1: " + n);
    TableExport e = copy();
    e.threads = n;
    return e;
  }

  /**
   * Gives up on a file after {@code seconds} (it is then failed, its rows written so far dropped);
   * 0, the default, for no limit.
   */
  public TableExport timeout(double seconds) {
    if (!(seconds >= 0)) throw new IllegalArgumentException("timeout must not be negative");
    TableExport e = copy();
    e.timeoutSeconds = seconds;
    return e;
  }

  /** The bounds of each decode (default {@link DecodeLimits#DEFAULT}). */
  public TableExport limits(DecodeLimits l) {
    TableExport e = copy();
    e.limits = Objects.requireNonNull(l, "limits");
    return e;
  }

  /**
   * Only these columns of each table (the {@code file} column is always kept; a table without any
   * of them keeps only {@code file}). Each name must be a column of at least one exported table.
   */
  public TableExport columns(String... names) {
    TableExport e = copy();
    e.columns = List.copyOf(new LinkedHashSet<>(List.of(names)));
    return e;
  }

  /**
   * A writer option ({@code compression=zstd}, as the table file format documents them) or, with a
   * format prefix, a table option of that format ({@code slippi.rollback=last}). Unknown writer
   * options fail the run before anything is written.
   */
  public TableExport option(String key, String value) {
    Map<String, String> o = new LinkedHashMap<>(options);
    o.put(Objects.requireNonNull(key, "key"), Objects.requireNonNull(value, "value"));
    TableExport e = copy();
    e.options = Collections.unmodifiableMap(o);
    return e;
  }

  /**
   * Called with each entry's result on the thread that runs the export, in the walker's order, as
   * soon as the entry is done (for progress and messages).
   */
  public TableExport listener(Consumer<ExportedFile> l) {
    TableExport e = copy();
    e.listener = Objects.requireNonNull(l, "listener");
    return e;
  }

  /** The table file formats on the class path, by id. */
  public static Map<String, TableFileFormat> fileFormats() {
    Map<String, TableFileFormat> out = new TreeMap<>();
    for (TableFileFormat f :
        ServiceLoader.load(TableFileFormat.class, TableExport.class.getClassLoader())) {
      out.putIfAbsent(f.id(), f);
    }
    return out;
  }

  /** What one run needs, checked: the writer, the schemas by format, the options. */
  private record Plan(
      TableFileFormat fileFormat,
      Map<String, List<TableSchema>> schemas,
      Map<String, String> writerOptions,
      Map<String, Map<String, String>> tableOptions) {}

  /**
   * Checks the export (file format, tables, columns, writer options) without writing anything.
   *
   * @throws IllegalArgumentException naming what is wrong
   */
  private Plan plan() throws IOException {
    Map<String, TableFileFormat> writers = fileFormats();
    TableFileFormat ff = writers.get(to);
    if (ff == null) {
      throw new IllegalArgumentException(
          "table file format " + to + " is not available; available: " + writers.keySet());
    }
    if (tables.isEmpty()) throw new IllegalArgumentException("no table named: call tables(…)");
    Map<String, List<TableSchema>> schemas = new TreeMap<>();
    for (String t : tables) {
      boolean found = false;
      for (ReplayFormat f : Replays.formats()) {
        if (f.table(t).isPresent()) {
          schemas.computeIfAbsent(f.id(), k -> new ArrayList<>()).add(f.table(t).get());
          found = true;
        }
      }
      if (!found) {
        throw new IllegalArgumentException("no format has a table named " + t + "; " + tableList());
      }
    }
    for (String c : columns) {
      if (schemas.values().stream().flatMap(List::stream).noneMatch(s -> s.indexOf(c) >= 0)) {
        throw new IllegalArgumentException(
            "no " + String.join(",", tables) + " table has a column " + c);
      }
    }
    Map<String, String> writerOptions = new LinkedHashMap<>();
    Map<String, Map<String, String>> tableOptions = new LinkedHashMap<>();
    options.forEach(
        (k, v) -> {
          int dot = k.indexOf('.');
          if (dot > 0)
            tableOptions
                .computeIfAbsent(k.substring(0, dot), x -> new LinkedHashMap<>())
                .put(k.substring(dot + 1), v);
          else writerOptions.put(k, v);
        });
    // unknown or bad writer options: the writer is opened once on a scratch file and closed
    Path scratch = Files.createTempFile("replays4j-options-", "." + ff.extension());
    try {
      ff.open(scratch, FAILURES, writerOptions).close();
    } catch (IllegalArgumentException e) {
      throw new IllegalArgumentException("writer option: " + e.getMessage(), e);
    } finally {
      Files.deleteIfExists(scratch);
    }
    return new Plan(ff, schemas, writerOptions, tableOptions);
  }

  /**
   * Checks the export as {@link #run()} does first: the file format, tables, columns and writer
   * options, without writing anything.
   *
   * @throws IllegalArgumentException naming what is wrong
   * @throws IOException when the writer options cannot be tried on a scratch file
   */
  public void check() throws IOException {
    plan();
  }

  /**
   * Every file this export may write, for a caller that checks them against its inputs before
   * running: each format's table files and the failures file.
   *
   * @throws IllegalArgumentException as {@link #check()}
   */
  public List<Path> destinations() throws IOException {
    Plan p = plan();
    List<Path> out = new ArrayList<>();
    p.schemas().forEach((f, ss) -> ss.forEach(s -> out.add(dir.resolve(fileName(f, s, p)))));
    out.add(dir.resolve(failuresName(p.fileFormat())));
    return out;
  }

  private static String fileName(String format, TableSchema s, Plan p) {
    return format + "." + s.name() + "." + p.fileFormat().extension();
  }

  private static String failuresName(TableFileFormat ff) {
    return "failures." + ff.extension();
  }

  /**
   * Runs the export.
   *
   * @return what was written and what became of the files
   * @throws IllegalArgumentException when the export is wrong ({@link #check()}), before anything
   *     is written
   * @throws OutputException when an output cannot be written: the run stops, the previous outputs
   *     stay as they were
   * @throws IOException when the folder cannot be read or the options cannot be tried
   * @throws InterruptedException when the thread is interrupted (the previous outputs stay)
   */
  public ExportResult run() throws IOException, InterruptedException {
    Plan plan = plan();
    try {
      Files.createDirectories(dir);
      // temporary files of an earlier export killed without a chance to clean up (SIGKILL)
      AtomicOutput.removeStale(dir);
    } catch (IOException e) {
      throw new OutputException(dir, e);
    }
    return new Run(plan).run();
  }

  /** One run: its writers, outputs, counts and failures. */
  private final class Run {
    private final Plan plan;
    private final Map<String, TableFileWriter> open = new ConcurrentHashMap<>();
    private final Map<String, AtomicOutput> outputs = new ConcurrentHashMap<>();
    private final Map<String, AtomicLong> rows = new ConcurrentHashMap<>();
    private final Map<FileOutcome.Status, Long> counts = new EnumMap<>(FileOutcome.Status.class);
    private final List<FileOutcome> failures = new ArrayList<>();
    private long bytesRead;

    Run(Plan plan) {
      this.plan = plan;
    }

    ExportResult run() throws IOException, InterruptedException {
      long start = System.nanoTime();
      ReplayCollection c =
          collection != null
              ? collection
              : ReplayCollection.builder(paths)
                  .limits(limits)
                  .admission(BudgetAdmission.process(limits))
                  .build();
      Reorder reorder = new Reorder(TABLE_BOUND);
      Path failuresPath = dir.resolve(failuresName(plan.fileFormat()));
      AtomicOutput failuresOut = null;
      try {
        // created first: a folder that cannot be written stops the run here, with one message
        failuresOut = create(failuresPath);
        CollectionRun.run(
            c,
            threads,
            timeoutSeconds,
            reorder,
            new CollectionRun.Work<ExportedFile>() {
              @Override
              public ExportedFile process(CollectionEntry e, Reorder.Slot slot)
                  throws InterruptedException {
                return exportOne(e, slot);
              }

              @Override
              public ExportedFile failed(CollectionEntry e, String message) {
                String format = e.format().map(ReplayFormat::id).orElse(null);
                return new ExportedFile(
                    e, FileOutcome.failure(e.name(), format, e.size(), message), 0, size(e));
              }
            },
            (listed, f) -> {
              FileOutcome o = f.outcome();
              counts.merge(o.status(), 1L, Long::sum);
              if (o.status().fails()) failures.add(o);
              bytesRead += f.bytesRead();
              listener.accept(f);
            });
        // in name order, so that the files are closed (and their metadata written) the same way
        for (Map.Entry<String, TableFileWriter> w : new TreeMap<>(open).entrySet()) {
          try {
            w.getValue().close();
          } catch (IOException | UncheckedIOException x) {
            throw new OutputException(outputs.get(w.getKey()).destination(), ioCause(x));
          }
        }
        open.clear();
        reorder.check();
        if (!failures.isEmpty()) writeFailures(failuresOut);
        // every table and the failures of this run replace the previous run's files together,
        // only now that all of them are complete
        List<AtomicOutput> complete = new ArrayList<>(new TreeMap<>(outputs).values());
        if (!failures.isEmpty()) complete.add(failuresOut);
        try {
          AtomicOutput.commitAll(complete);
          // a run without failures has no failures file: an earlier run's must not stay beside it
          if (failures.isEmpty()) Files.deleteIfExists(failuresPath);
        } catch (IOException e) {
          throw new OutputException(
              complete.isEmpty() ? failuresPath : complete.get(0).destination(), e);
        }
      } catch (Failed f) {
        throw f.exception();
      } finally {
        for (TableFileWriter w : new TreeMap<>(open).values()) closeQuietly(w);
        for (AtomicOutput o : outputs.values()) discard(o);
        if (failuresOut != null) discard(failuresOut);
      }
      List<ExportResult.Table> written = new ArrayList<>();
      for (Map.Entry<String, AtomicOutput> o : new TreeMap<>(outputs).entrySet()) {
        String[] key = o.getKey().split("\\.", 2);
        written.add(
            new ExportResult.Table(
                key[0],
                key[1],
                o.getValue().destination(),
                rows.getOrDefault(o.getKey(), new AtomicLong()).get()));
      }
      return new ExportResult(
          counts,
          written,
          failures,
          failures.isEmpty() ? null : failuresOut.destination(),
          bytesRead,
          (System.nanoTime() - start) / 1e9);
    }

    /** One entry's rows, through its slot; never throws for a bad file. */
    private ExportedFile exportOne(CollectionEntry e, Reorder.Slot slot)
        throws InterruptedException {
      if (!e.isReplay()) return new ExportedFile(e, e.outcome(), 0, 0);
      String file = e.name();
      ReplayFormat f = e.format().orElseThrow();
      String format = f.id();
      List<TableSchema> mine = plan.schemas().get(format);
      if (mine == null) {
        return new ExportedFile(
            e,
            FileOutcome.skipped(file, e.size(), format + " has no table " + tableNames(format)),
            0,
            size(e));
      }
      long[] rowsRead = {0};
      Damage[] damage = {null};
      String error;
      try {
        List<TableRead> reads = new ArrayList<>();
        for (TableSchema schema : mine) {
          Set<String> cols = new LinkedHashSet<>();
          for (String c : columns) if (schema.indexOf(c) >= 0) cols.add(c);
          if (!columns.isEmpty() && cols.isEmpty()) cols.add(TableSchema.FILE);
          TableOptions options = TableOptions.ALL.withColumns(cols);
          for (Map.Entry<String, String> o :
              plan.tableOptions().getOrDefault(format, Map.of()).entrySet()) {
            options = options.withOption(o.getKey(), o.getValue());
          }
          String key = format + "." + schema.name();
          TableFileWriter w = writer(key, schema.project(cols));
          Path dest = outputs.get(key).destination();
          AtomicLong counter = rows.computeIfAbsent(key, k -> new AtomicLong());
          reads.add(
              new TableRead(
                  schema.name(), options, sink(slot, w, dest, counter, rowsRead, damage)));
        }
        if (reads.size() == 1) {
          TableRead r = reads.get(0);
          f.readTable(r.table(), e.source(), file, r.options(), limits, r.sink());
        } else {
          f.readTables(e.source(), file, limits, reads);
        }
        return new ExportedFile(
            e, FileOutcome.read(file, format, e.size(), damage[0]), rowsRead[0], size(e));
      } catch (InterruptedIOException x) {
        throw new InterruptedException(x.getMessage());
      } catch (ReplayFormatException x) {
        return new ExportedFile(
            e, FileOutcome.failure(file, format, e.size(), x), rowsRead[0], size(e));
      } catch (IOException x) {
        error = plain(x);
      } catch (RuntimeException | StackOverflowError | OutOfMemoryError x) {
        error = "internal error: " + x;
      }
      return new ExportedFile(
          e, FileOutcome.failure(file, format, e.size(), error), rowsRead[0], size(e));
    }

    /** The sink of one table of one file: its batches go to {@code w} through the slot. */
    private TableSink sink(
        Reorder.Slot slot,
        TableFileWriter w,
        Path dest,
        AtomicLong counter,
        long[] rowsRead,
        Damage[] damage) {
      return new TableSink() {
        @Override
        public boolean accept(TableBatch batch) throws IOException {
          try {
            slot.emit(rows(w, dest, batch), () -> rows(w, dest, batch.copy()));
          } catch (InterruptedException x) {
            Thread.currentThread().interrupt();
            throw new InterruptedIOException("interrupted while waiting for its turn");
          }
          counter.addAndGet(batch.rowCount());
          rowsRead[0] += batch.rowCount();
          return true;
        }

        @Override
        public void damage(Damage d) {
          damage[0] = d;
        }
      };
    }

    private TableFileWriter writer(String key, TableSchema schema) {
      // a file that cannot be created or opened stops the run (Failed), once
      return open.computeIfAbsent(
          key,
          k -> {
            AtomicOutput o = create(dir.resolve(k + "." + plan.fileFormat().extension()));
            outputs.put(k, o);
            try {
              return plan.fileFormat().open(o.temporary(), schema, plan.writerOptions());
            } catch (IOException | UncheckedIOException e) {
              throw new Failed(o.destination(), ioCause(e));
            }
          });
    }

    /** The tables asked for that {@code format} has, or all of them, comma-separated. */
    private String tableNames(String format) {
      List<TableSchema> mine = format == null ? null : plan.schemas().get(format);
      if (mine == null) return String.join(",", tables);
      return String.join(",", mine.stream().map(TableSchema::name).toList());
    }

    /**
     * Writes the failures table of this run (at least one failure) to {@code out}, complete but not
     * committed: one row per outcome, the file column naming the file.
     */
    private void writeFailures(AtomicOutput out) {
      try (TableFileWriter w =
          plan.fileFormat().open(out.temporary(), FAILURES, plan.writerOptions())) {
        for (FileOutcome o : failures) {
          boolean failed = o.status() == FileOutcome.Status.FAILED;
          Damage d = o.damage();
          Long offset = failed ? o.errorOffset() : d.offset() >= 0 ? d.offset() : null;
          TableBatchBuilder b = new TableBatchBuilder(FAILURES, o.file(), TableOptions.ALL, w);
          b.setString(1, o.format());
          b.setString(2, tableNames(o.format()));
          b.setString(3, o.status().label());
          b.setString(4, failed ? o.errorMessage() : d.toString());
          if (offset != null && offset >= 0) b.setLong(5, offset);
          b.endRow();
          b.finish();
        }
      } catch (IOException | UncheckedIOException e) {
        throw new Failed(out.destination(), ioCause(e));
      }
    }
  }

  /** The stored bytes of a decoded entry (0 when unknown). */
  private static long size(CollectionEntry e) {
    return Math.max(0, e.size());
  }

  private AtomicOutput create(Path destination) {
    try {
      return AtomicOutput.create(destination);
    } catch (IOException e) {
      throw new Failed(destination, e);
    }
  }

  /**
   * A batch of rows for {@code w}, which writes {@code dest}; a write error stops the run ({@link
   * Failed}).
   */
  private static Reorder.Chunk rows(TableFileWriter w, Path dest, TableBatch batch) {
    return new Reorder.Chunk() {
      @Override
      public void write() {
        try {
          w.accept(batch);
        } catch (IOException | UncheckedIOException x) {
          throw new Failed(dest, ioCause(x));
        }
      }

      @Override
      public long bytes() {
        return batch.estimatedBytes();
      }
    };
  }

  /**
   * An output that could not be written, carried through decoders and the run to {@link #run()} (an
   * {@link Error}: per-file handlers turn exceptions into per-file failures).
   */
  private static final class Failed extends CollectionRun.Stop {
    private static final long serialVersionUID = 1L;
    private final transient Path output;

    Failed(Path output, IOException cause) {
      super("cannot write " + output, cause);
      this.output = output;
    }

    OutputException exception() {
      return new OutputException(output, (IOException) getCause());
    }
  }

  /** The {@link IOException} of a writer's failure. */
  private static IOException ioCause(Exception x) {
    return x instanceof UncheckedIOException u ? u.getCause() : (IOException) x;
  }

  /** An input's read error in one line: the file and the system's reason, or the message. */
  private static String plain(IOException x) {
    String file = x instanceof FileSystemException fs ? fs.getFile() : null;
    String reason =
        x instanceof FileSystemException fs && fs.getReason() != null
            ? fs.getReason()
            : x.getMessage();
    if (reason == null || reason.isBlank()) reason = "an input/output error";
    return (file != null ? file + ": " : "") + reason;
  }

  private static void discard(AtomicOutput o) {
    try {
      o.close();
    } catch (IOException | UncheckedIOException e) {
      // left for the next run's removeStale
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
