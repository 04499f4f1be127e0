package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.table.TableContract;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * The files the table tests run over, and the round trip every table file writer must pass: each
 * table of a replay written to a file and read back equals what the decoder delivered (same schema,
 * rows, types and nulls). Used by the Arrow and Parquet modules, which differ only in their writer
 * and reader.
 */
public final class TableFiles {
  private TableFiles() {}

  /** Opens a table file writer for {@code schema} at {@code out}. */
  @FunctionalInterface
  public interface Opener {
    /** The writer. */
    TableFileWriter open(Path out, TableSchema schema) throws IOException;
  }

  /** Reads a whole table file back. */
  @FunctionalInterface
  public interface Reader {
    /** The schema and rows of {@code file}. */
    ReadBack read(Path file) throws IOException;
  }

  /** A table file read back: its schema and its rows. */
  public record ReadBack(TableSchema schema, List<List<Object>> rows) {}

  /** {@code (format id, file)} for every file of {@code testdata/<id>} of every format with tables. */
  public static Stream<Arguments> testdata() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      for (Path p : list(TestFiles.testdata(f.id()))) out.add(Arguments.of(f.id(), p));
    }
    return out.stream();
  }

  /**
   * {@link #testdata()} followed, per format, by the first three files of {@code ../shared/corpus/<id>}
   * (all of them with {@code -Dreplays4j.fullCorpus=true}); without ../shared just the testdata.
   */
  public static Stream<Arguments> testdataAndCorpus() throws IOException {
    List<Arguments> out = new ArrayList<>();
    boolean full = Boolean.getBoolean("replays4j.fullCorpus");
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      for (Path p : list(TestFiles.testdata(f.id()))) out.add(Arguments.of(f.id(), p));
      List<Path> corpus = list(TestFiles.shared("corpus/" + f.id()));
      for (Path p : full ? corpus : corpus.subList(0, Math.min(3, corpus.size()))) out.add(Arguments.of(f.id(), p));
    }
    return out.stream();
  }

  /** The regular files of {@code dir} but the {@code .tsv} notes, sorted; none when it is absent. */
  private static List<Path> list(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().endsWith(".tsv")).sorted().toList();
    }
  }

  /**
   * Writes every table of {@code file} through {@code opener} to {@code tmp/<format>.<table>.<ext>}
   * and asserts that {@code reader} gives back the decoder's schema and rows. A table whose decoding
   * fails (a broken corpus file) is skipped: the rows before the error were written, nothing to compare.
   */
  public static void assertEveryTableReadsBack(String format, Path file, Path tmp, String ext, Opener opener,
      Reader reader) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    ReplaySource src = ReplaySource.of(file);
    for (TableSchema s : f.tables()) {
      TableRows want = new TableRows();
      Path out = tmp.resolve(format + "." + s.name() + "." + ext);
      try (TableFileWriter w = opener.open(out, s)) {
        f.readTable(s.name(), src, file.toString(), TableOptions.ALL, DecodeLimits.DEFAULT, b -> {
          want.accept(b);
          return w.accept(b);
        });
      } catch (ReplayFormatException e) {
        continue;
      }
      ReadBack got = reader.read(out);
      assertThat(got.schema()).isEqualTo(s);
      assertThat(got.rows()).hasSize(want.rows().size());
      assertThat(TableContract.equalRows(got.rows(), want.rows())).as(format + "." + s.name() + " rows").isTrue();
    }
  }

  /**
   * The {@code screp} {@code commands} table of {@code testdata/screp/every-command.rep}, in batches of
   * 100 rows, written through each of {@code openers} (one per compression or layout, by name) reads
   * back equal to what the decoder delivered.
   */
  public static void assertEveryVariantReadsBack(Path tmp, String ext, Map<String, Opener> openers, Reader reader)
      throws IOException {
    ReplayFormat f = Replays.format("screp").orElseThrow();
    Path file = TestFiles.testdata("screp/every-command.rep");
    TableSchema s = f.table("commands").orElseThrow();
    TableOptions options = TableOptions.ALL.withBatchRows(100);
    TableRows want = new TableRows();
    f.readTable("commands", ReplaySource.of(file), "x", options, DecodeLimits.DEFAULT, want);
    for (Map.Entry<String, Opener> e : openers.entrySet()) {
      Path out = tmp.resolve(e.getKey() + "." + ext);
      try (TableFileWriter w = e.getValue().open(out, s)) {
        f.readTable("commands", ReplaySource.of(file), "x", options, DecodeLimits.DEFAULT, w);
      }
      assertThat(TableContract.equalRows(reader.read(out).rows(), want.rows())).as(e.getKey()).isTrue();
    }
  }
}
