package org.replays4j.spark;

import static org.apache.spark.sql.functions.col;
import static org.apache.spark.sql.functions.count;
import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.junit.jupiter.api.Assumptions.assumeTrue;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import java.util.stream.Stream;
import org.apache.spark.sql.DataFrameReader;
import org.apache.spark.sql.Dataset;
import org.apache.spark.sql.Row;
import org.apache.spark.sql.execution.SparkPlan;
import org.apache.spark.sql.execution.datasources.v2.BatchScanExec;
import org.apache.spark.sql.types.DataTypes;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.XzFiles;
import scala.jdk.javaapi.CollectionConverters;

/** The {@code replays4j} Spark source on a local[2] session bound to the loopback address. */
class SparkSourceTest extends LocalSpark {
  static final Path ROOT = Path.of(System.getProperty("replays4j.root", ".."));
  static final Path TESTDATA = ROOT.resolve("testdata");

  static Dataset<Row> read(String table, String dir) {
    return reader(table).load(dir);
  }

  /** {@code table} of the files of {@code format} under {@code dir}. */
  static Dataset<Row> read(String format, String table, String dir) {
    return reader(table).option("format", format).load(dir);
  }

  /** A reader of {@code table} through this data source. */
  static DataFrameReader reader(String table) {
    return spark.read().format("replays4j").option("table", table);
  }

  /**
   * Rows per (file name, key column) of {@code table} of every file of {@code format} under {@code
   * dir}, by the SPI.
   */
  static Map<String, Long> direct(String format, String table, Path dir, String key)
      throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    int keyIndex = f.table(table).orElseThrow().index(key);
    Map<String, Long> out = new TreeMap<>();
    try (Stream<Path> files = Files.walk(dir)) {
      for (Path p : files.filter(Files::isRegularFile).sorted().toList()) {
        ReplaySource src = ReplaySource.of(p);
        var opened = Replays.detect(src);
        if (opened.isEmpty() || !opened.get().format().id().equals(format)) continue;
        String name = p.getFileName().toString();
        Map<String, Long> ofFile = new TreeMap<>();
        try {
          f.readTable(
              table,
              src,
              name,
              TableOptions.ALL,
              DecodeLimits.DEFAULT,
              b -> {
                for (int r = 0; r < b.rowCount(); r++)
                  ofFile.merge(name + "/" + b.get(keyIndex, r), 1L, Long::sum);
                return true;
              });
        } catch (ReplayFormatException e) {
          // a broken file: the source keeps the rows delivered before the error (onError=skip)
        }
        out.putAll(ofFile);
      }
    }
    return out;
  }

  /** The same counts from Spark: groupBy(file, key).count(). */
  static Map<String, Long> bySpark(Dataset<Row> df, String key) {
    Map<String, Long> out = new TreeMap<>();
    for (Row r : df.groupBy(col("file"), col(key)).agg(count("*").as("n")).collectAsList()) {
      String file = r.getString(0);
      out.put(file.substring(file.lastIndexOf('/') + 1) + "/" + r.get(1), r.getLong(2));
    }
    return out;
  }

  @Test
  void commandsPerPlayerOfTestdataEqualWhatTheScrepTableReports() throws IOException {
    Map<String, Long> expected = direct("screp", "commands", TESTDATA.resolve("screp"), "player");
    assertThat(expected).isNotEmpty();
    // The whole testdata directory: files of the other four formats are skipped by content.
    assertThat(bySpark(read("commands", TESTDATA.toString()), "player")).isEqualTo(expected);
    assertThat(read("commands", TESTDATA.toString()).count())
        .isEqualTo(expected.values().stream().mapToLong(Long::longValue).sum());
  }

  @Test
  void inputsPerPlayerOfTeehistorianTestdataEqualTheLibrary() throws IOException {
    Map<String, Long> expected =
        direct("teehistorian", "inputs", TESTDATA.resolve("teehistorian"), "cid");
    assertThat(expected).isNotEmpty();
    Dataset<Row> df = read("teehistorian", "inputs", TESTDATA.resolve("teehistorian").toString());
    assertThat(bySpark(df, "cid")).isEqualTo(expected);
  }

  @Test
  void statsTablesOfTeehistorianAndSokuTestdataEqualTheLibrary() throws IOException {
    for (String[] t :
        new String[][] {
          {"teehistorian", "player_stats", "slot"},
          {"teehistorian", "finishes", "kind"},
          {"soku", "player_stats", "side"}
        }) {
      Map<String, Long> expected = direct(t[0], t[1], TESTDATA.resolve(t[0]), t[2]);
      assertThat(expected).as(t[0] + " " + t[1]).isNotEmpty();
      Dataset<Row> df = read(t[0], t[1], TESTDATA.resolve(t[0]).toString());
      assertThat(bySpark(df, t[2])).as(t[0] + " " + t[1]).isEqualTo(expected);
    }
  }

  @Test
  void summaryHasOneRowPerFileWithTheDetectedFormat() throws IOException {
    Map<String, String> expected = new TreeMap<>();
    try (Stream<Path> files = Files.walk(TESTDATA)) {
      for (Path p :
          files
              .filter(Files::isRegularFile)
              .filter(p -> !p.getFileName().toString().startsWith("."))
              .toList()) {
        expected.put(
            p.getFileName().toString(), Replays.detect(p).map(o -> o.format().id()).orElse(null));
      }
    }
    Map<String, String> actual = new TreeMap<>();
    for (Row r : read("summary", TESTDATA.toString()).select("file", "format").collectAsList()) {
      String f = r.getString(0);
      actual.put(f.substring(f.lastIndexOf('/') + 1), r.getString(1));
    }
    assertThat(actual).isEqualTo(expected);
    Row slp =
        read("summary", TESTDATA.resolve("screp").toString())
            .where("file like '%melee-1v1.rep'")
            .select("format", "participants", "counts", "error")
            .first();
    assertThat(slp.getString(0)).isEqualTo("screp");
    assertThat(slp.getList(1)).isNotEmpty();
    assertThat(slp.getJavaMap(2)).isNotEmpty();
    assertThat(slp.isNullAt(3)).isTrue();
  }

  @Test
  void aBrokenFileIsSkippedAndCountedOrFailsTheJobWithOnErrorFail(@TempDir Path dir)
      throws IOException {
    Path good = TESTDATA.resolve("screp/melee-1v1.rep");
    Files.copy(good, dir.resolve("good.rep"));
    byte[] bytes = Files.readAllBytes(good);
    // cut inside its header section: nothing to salvage (a later cut is read up to the cut)
    Files.write(dir.resolve("broken.rep"), Arrays.copyOf(bytes, 40));
    // not replays: left out of every table like the CLI skips them, not listed as errors
    Files.writeString(dir.resolve("README.md"), "# replays\n");
    Files.writeString(dir.resolve("MANIFEST.tsv"), "filename\tsource\n");
    long goodRows =
        direct("screp", "commands", dir, "file").values().stream().mapToLong(Long::longValue).sum();

    assertThat(read("commands", dir.toString()).count()).isEqualTo(goodRows);
    Dataset<Row> summary = read("summary", dir.toString());
    assertThat(summary.count()).isEqualTo(2);
    assertThat(summary.where("error is not null").count()).isEqualTo(1);
    assertThat(summary.where("error is not null").first().getString(0)).endsWith("broken.rep");
    assertThat(summary.where("error is not null").first().<String>getAs("status"))
        .isEqualTo("failed");
    // the row the CLI and the catalog give a rejected file: its format, the decoder's message
    assertThat(summary.where("error is not null").first().<String>getAs("format"))
        .isEqualTo("screp");
    assertThat(summary.where("error is not null").first().<String>getAs("error"))
        .doesNotContain("Exception");
    assertThat(summary.where("error is null").first().<String>getAs("status")).isEqualTo("ok");

    Dataset<Row> failing = reader("commands").option("onError", "fail").load(dir.toString());
    assertThatThrownBy(failing::count).hasStackTraceContaining("broken.rep");
  }

  @Test
  void aFileThatCanNeverFitTheMemoryBudgetIsSkippedAndTheJobFinishes(@TempDir Path dir)
      throws IOException {
    Path good =
        Files.copy(
            TESTDATA.resolve("teehistorian/session.teehistorian"),
            dir.resolve("good.teehistorian"));
    // a 1 GiB dictionary: more than the whole budget of this executor (half its heap)
    Files.write(
        dir.resolve("huge.teehistorian.xz"),
        XzFiles.announcing(Files.readAllBytes(good), XzFiles.dictionarySize(36)));
    Dataset<Row> summary = read("summary", dir.toString());
    assertThat(summary.count()).isEqualTo(2);
    Row failed = summary.where("error is not null").first();
    assertThat(failed.getString(0)).endsWith("huge.teehistorian.xz");
    assertThat(failed.getString(8)).contains("memory budget").contains("huge.teehistorian.xz");
    assertThat(summary.where("error is null").first().getString(0)).endsWith("good.teehistorian");
    long rows = rowsUpToTheError("teehistorian", "positions", good, 1024);
    assertThat(teeTable("positions", dir.toString(), 1024, "skip").count()).isEqualTo(rows);
  }

  /** Rows of {@code table} of {@code file} by the library, up to its error if it fails. */
  static long rowsUpToTheError(String format, String table, Path file, int batchRows)
      throws IOException {
    TableRows rows = new TableRows();
    try {
      Replays.format(format)
          .orElseThrow()
          .readTable(
              table,
              ReplaySource.of(file),
              file.toString(),
              TableOptions.ALL.withBatchRows(batchRows),
              DecodeLimits.DEFAULT,
              rows);
    } catch (ReplayFormatException e) {
      // the rows delivered before the error stay
    }
    return rows.rows().size();
  }

  static Dataset<Row> teeTable(String table, String dir, int batchRows, String onError) {
    return reader(table)
        .option("format", "teehistorian")
        .option("batchRows", batchRows)
        .option("onError", onError)
        .load(dir);
  }

  static List<Thread> readerThreads() {
    return Thread.getAllStackTraces().keySet().stream()
        .filter(t -> t.getName().startsWith(TableReader.THREAD_NAME) && t.isAlive())
        .toList();
  }

  @Test
  void aTableOfManyMoreBatchesThanAreInFlightStreamsEveryRow(@TempDir Path dir) throws IOException {
    Path file =
        Files.copy(
            TESTDATA.resolve("teehistorian/session.teehistorian"),
            dir.resolve("session.teehistorian"));
    long rows = rowsUpToTheError("teehistorian", "positions", file, 2);
    // batches of 2 rows: the file's table is many times the queue bound
    assertThat(rows).isGreaterThan(10L * 2 * TableReader.IN_FLIGHT);
    assertThat(teeTable("positions", dir.toString(), 2, "fail").count()).isEqualTo(rows);
    assertThat(readerThreads()).isEmpty();
  }

  @Test
  void aFileDamagedHalfWayKeepsItsRowsBeforeTheDamageAndSaysSoInItsSummary(@TempDir Path dir)
      throws IOException {
    // A cut recording ends cleanly (teehistorian has no end marker a crashed server would write),
    // so
    // the file is broken two thirds in by bytes no message id starts with.
    byte[] bytes = Files.readAllBytes(TESTDATA.resolve("teehistorian/session.teehistorian"));
    Arrays.fill(bytes, bytes.length * 2 / 3, bytes.length * 2 / 3 + 16, (byte) 0xff);
    Path cut = dir.resolve("cut.teehistorian");
    Files.write(cut, bytes);
    long before = rowsUpToTheError("teehistorian", "positions", cut, 4);
    long whole =
        rowsUpToTheError(
            "teehistorian", "positions", TESTDATA.resolve("teehistorian/session.teehistorian"), 4);
    assertThat(before).isPositive().isLessThan(whole);
    // salvage (the SPI reads in salvage mode): the rows before the damage, in either onError mode,
    // and the summary row carries the damage instead of an error
    assertThat(teeTable("positions", dir.toString(), 4, "skip").count()).isEqualTo(before);
    assertThat(teeTable("positions", dir.toString(), 4, "fail").count()).isEqualTo(before);
    Dataset<Row> summary = read("summary", dir.toString());
    assertThat(summary.where("error is not null").count()).isZero();
    assertThat(summary.where("damage is not null").count()).isEqualTo(1);
    // the status and damage of the file's outcome, as inspect gives them
    FileOutcome outcome = FileOutcome.of(cut, DecodeLimits.DEFAULT);
    Row row = summary.first();
    assertThat(row.<String>getAs("status"))
        .isEqualTo(outcome.status().label())
        .isEqualTo("partial");
    assertThat(row.<String>getAs("damage_kind")).isEqualTo(outcome.damage().kind().name());
    assertThat(row.<Long>getAs("damage_offset")).isEqualTo(outcome.damage().offset());
    Dataset<Row> recordings = teeTable("recordings", dir.toString(), 4, "fail");
    assertThat(recordings.where("complete = false and damage is not null").count()).isEqualTo(1);
    assertThat(readerThreads()).isEmpty();
  }

  @Test
  void closingTheReaderMidFileEndsItsThread(@TempDir Path dir) throws IOException {
    Files.copy(
        TESTDATA.resolve("teehistorian/session.teehistorian"), dir.resolve("session.teehistorian"));
    List<Row> first = teeTable("positions", dir.toString(), 1, "fail").limit(1).collectAsList();
    assertThat(first).hasSize(1);
    assertThat(readerThreads()).isEmpty();
  }

  @Test
  void schemaIsTheTablesWithoutOpeningAnyFile() {
    // The path does not exist: planning would fail, so a schema proves that no file was read.
    String nowhere = ROOT.resolve("target/no-such-directory").toString();
    TableSchema commands = Replays.format("screp").orElseThrow().table("commands").orElseThrow();
    Dataset<Row> df = read("screp", "commands", nowhere);
    assertThat(df.schema().fieldNames())
        .containsExactlyElementsOf(commands.columns().stream().map(c -> c.name()).toList());
    assertThat(df.schema().apply("frame").dataType()).isEqualTo(DataTypes.IntegerType);
    assertThat(df.schema().apply("payload").nullable()).isTrue();
    assertThat(read("summary", nowhere).schema()).isEqualTo(SparkSchemas.SUMMARY);
    assertThatThrownBy(df::count).hasMessageContaining("does not exist");
    assertThatThrownBy(() -> read("players", nowhere)).hasMessageContaining("set option 'format'");
  }

  @Test
  void selectedColumnsAreTheOnlyOnesTheScanAsksFor() {
    Dataset<Row> df =
        read("commands", TESTDATA.resolve("screp").toString()).select("frame", "player");
    List<String> scanned = null;
    for (SparkPlan leaf :
        CollectionConverters.asJava(df.queryExecution().executedPlan().collectLeaves())) {
      if (leaf instanceof BatchScanExec scan)
        scanned = List.of(scan.scan().readSchema().fieldNames());
    }
    assertThat(scanned).containsExactly("frame", "player");
    long rows = df.count();
    assertThat(df.where("frame >= 0").count()).isEqualTo(rows);
  }

  @Test
  void manySmallFilesMakeFewTasks() {
    List<ReplayFiles.FileRef> files = new ArrayList<>();
    for (int i = 0; i < 100_000; i++) files.add(new ReplayFiles.FileRef("f" + i, 20_000));
    List<ReplayFiles.FileGroup> groups = ReplayFiles.group(files, 128L << 20, false, 4L << 20, 2);
    // Spark's rule: each file also costs openCostInBytes (4 MiB), so about 32 small files per task.
    assertThat(groups.size()).isBetween(2, 100_000 / 25);
    assertThat(groups.stream().mapToInt(g -> g.files().size()).sum()).isEqualTo(100_000);
    // A fixed maxPartitionBytes of 1 MiB holds 52 files of 20,000 bytes: 100,000 / 52 rounded up.
    assertThat(ReplayFiles.group(files, 1L << 20, true, 0, 2).size()).isEqualTo(1924);
    // Locality: the hosts holding most of a group's bytes come first.
    ReplayFiles.FileGroup g =
        new ReplayFiles.FileGroup(
            List.of(
                new ReplayFiles.FileRef("a", 10, List.of("h1", "h2")),
                new ReplayFiles.FileRef("b", 30, List.of("h2", "h3"))));
    assertThat(g.preferredLocations()).containsExactly("h2", "h3", "h1");
  }

  @Test
  void globsAndPathGlobFilterSelectFiles() {
    Dataset<Row> glob = read("summary", TESTDATA.resolve("s*").toString());
    Dataset<Row> filtered =
        reader("summary").option("pathGlobFilter", "*.rep").load(TESTDATA.toString());
    assertThat(glob.select("format").distinct().collectAsList().stream().map(r -> r.getString(0)))
        .containsExactlyInAnyOrder("screp", "slippi", "soku");
    assertThat(filtered.count()).isEqualTo(5); // four StarCraft replays and one soku .rep
  }

  @Test
  void aFileSystemOtherThanTheLocalOneIsListedGlobbedAndRead() throws IOException {
    spark
        .sparkContext()
        .hadoopConfiguration()
        .set("fs.elsewhere.impl", ElsewhereFileSystem.class.getName());
    String remote = "elsewhere://" + TESTDATA.toAbsolutePath().normalize() + "/s*";
    Dataset<Row> df = read("commands", remote);
    assertThat(bySpark(df, "player"))
        .isEqualTo(direct("screp", "commands", TESTDATA.resolve("screp"), "player"));
    assertThat(df.select("file").first().getString(0)).startsWith("elsewhere:/");
    // Remote files are streamed like local ones (not read into memory first): with a tight
    // maxDecompressedBytes the same files fail, with the same errors, as from the local file
    // system.
    String local = "file://" + TESTDATA.toAbsolutePath().normalize() + "/s*";
    List<String> remoteErrors = new ArrayList<>();
    List<String> localErrors = new ArrayList<>();
    for (String path : List.of(remote, local)) {
      Dataset<Row> small = reader("summary").option("maxDecompressedBytes", "1000").load(path);
      List<String> errors = path.equals(remote) ? remoteErrors : localErrors;
      for (Row r : small.where("error is not null").select("file", "error").collectAsList()) {
        String f = r.getString(0);
        errors.add(
            f.substring(f.lastIndexOf('/') + 1)
                + ": "
                + r.getString(1).replaceAll("(elsewhere|file):/+[^ :]*/", ""));
      }
    }
    assertThat(remoteErrors).isNotEmpty().containsExactlyInAnyOrderElementsOf(localErrors);
  }

  @Test
  void skippedAndPartlyReadFilesAreCountedInTheScanMetrics(@TempDir Path dir) throws IOException {
    Path good = TESTDATA.resolve("screp/melee-1v1.rep");
    byte[] bytes = Files.readAllBytes(good);
    // cut inside its header section: nothing to salvage (a later cut is read up to the cut)
    Files.write(dir.resolve("broken.rep"), Arrays.copyOf(bytes, 40));
    Files.copy(
        TESTDATA.resolve("teehistorian/session.teehistorian"), dir.resolve("session.teehistorian"));
    Files.copy(good, dir.resolve("good.rep"));
    // cut in its commands: read up to the cut, its rows kept, counted as partial
    Files.write(dir.resolve("half.rep"), Arrays.copyOf(bytes, bytes.length / 2));
    Dataset<Row> df = read("commands", dir.toString()).select("frame");
    df.collectAsList();
    BatchScanExec scan = null;
    for (SparkPlan leaf :
        CollectionConverters.asJava(df.queryExecution().executedPlan().collectLeaves())) {
      if (leaf instanceof BatchScanExec s) scan = s;
    }
    assertThat(scan).isNotNull();
    assertThat(scan.metrics().apply(Metrics.FILES.name()).value()).isEqualTo(2);
    assertThat(scan.metrics().apply(Metrics.FAILED.name()).value()).isEqualTo(1);
    assertThat(scan.metrics().apply(Metrics.PARTIAL.name()).value()).isEqualTo(1);
    assertThat(scan.metrics().apply(Metrics.OTHER_FORMAT.name()).value()).isEqualTo(1);
  }

  @Test
  void aTableWrittenToParquetReadsBackEqual(@TempDir Path dir) {
    Dataset<Row> df = read("commands", TESTDATA.resolve("screp").toString()).drop("payload");
    String out = dir.resolve("commands.parquet").toString();
    df.write().parquet(out);
    Dataset<Row> back = spark.read().parquet(out);
    assertThat(back.count()).isEqualTo(df.count());
    assertThat(back.exceptAll(df).count()).isZero();
  }

  @Test
  void theCorpusGivesTheRowsTheDecodersReport() throws IOException {
    Path corpus = Path.of(System.getProperty("replays4j.shared", "../shared"), "corpus");
    assumeTrue(
        Files.isDirectory(corpus.resolve("screp")), "skipped: no shared corpus at " + corpus);
    Map<String, Long> expected = direct("screp", "commands", corpus.resolve("screp"), "player");
    Dataset<Row> df = read("screp", "commands", corpus.resolve("screp").toString());
    assertThat(bySpark(df, "player")).isEqualTo(expected);
    if (Files.isDirectory(corpus.resolve("teehistorian"))) {
      Dataset<Row> tee = read("teehistorian", "inputs", corpus.resolve("teehistorian").toString());
      assertThat(bySpark(tee, "cid"))
          .isEqualTo(direct("teehistorian", "inputs", corpus.resolve("teehistorian"), "cid"));
    }
  }

  @Test
  void theReadmeExampleRunsOverTestdata() {
    List<Row> perPlayer = SparkExample.run(spark, TESTDATA.toString());
    assertThat(perPlayer).isNotEmpty();
    Map<String, Long> total = new HashMap<>();
    perPlayer.forEach(r -> total.merge("all", r.getLong(2), Long::sum));
    assertThat(total.get("all")).isEqualTo(read("commands", TESTDATA.toString()).count());
  }
}
