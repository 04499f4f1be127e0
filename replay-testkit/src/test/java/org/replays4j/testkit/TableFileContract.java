package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.function.Function;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.TestInstance;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;
import org.replays4j.core.TableContract;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * The round trip every table file format passes (Arrow, Parquet): each table of a replay written to
 * a file and read back equals what the decoder delivered, with the same schema, rows, types and
 * nulls, and so does one table written through every variant of the writer (compressions, layouts).
 * A format's test extends this class and says, in its constructor, how to open a writer and read a
 * file back.
 */
@TestInstance(TestInstance.Lifecycle.PER_CLASS)
public abstract class TableFileContract {
  /** A table file read back: its schema and its rows. */
  public record ReadBack(TableSchema schema, List<List<Object>> rows) {}

  /** Opens a table file writer for {@code schema} at {@code out}. */
  @FunctionalInterface
  public interface Opener {
    /** The writer. */
    TableFileWriter open(Path out, TableSchema schema) throws IOException;
  }

  /** Reads a whole table file back. */
  @FunctionalInterface
  public interface Reader {
    /** The file's schema and rows. */
    ReadBack read(Path file) throws IOException;
  }

  private final String extension;
  private final Opener opener;
  private final Map<String, Opener> variants;
  private final Reader reader;

  /**
   * The contract of one table file format.
   *
   * @param extension the file name extension of the format
   * @param open the writer the per-file round trip uses
   * @param variants every variant of the writer by name (one per compression, layout…), each
   *     checked once; see {@link #variants(Enum[], Function)}
   * @param reader reads a whole table file back
   */
  protected TableFileContract(
      String extension, Opener open, Map<String, Opener> variants, Reader reader) {
    this.extension = extension;
    this.opener = open;
    this.variants = new LinkedHashMap<>(variants);
    this.reader = reader;
  }

  /** One variant per constant of an option enum (a compression…), named after the constant. */
  protected static <E extends Enum<E>> Map<String, Opener> variants(
      E[] values, Function<E, Opener> open) {
    Map<String, Opener> out = new LinkedHashMap<>();
    for (E e : values) out.put(e.name(), open.apply(e));
    return out;
  }

  /** The files of the per-file round trip: {@link TableFiles#testdata()} unless overridden. */
  protected Stream<Arguments> files() throws IOException {
    return TableFiles.testdata();
  }

  /**
   * Writes every table of {@code file} and reads it back. A table whose decoding fails (a broken
   * corpus file) is skipped: the rows before the error were written, nothing to compare.
   */
  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("files")
  void every_table_reads_back_as_the_decoder_delivered_it(
      String format, Path file, @TempDir Path tmp) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    ReplaySource src = ReplaySource.of(file);
    for (TableSchema s : f.tables()) {
      TableRows want = new TableRows();
      Path out = tmp.resolve(format + "." + s.name() + "." + extension);
      try (TableFileWriter w = opener.open(out, s)) {
        f.readTable(
            s.name(),
            src,
            file.toString(),
            TableOptions.ALL,
            DecodeLimits.DEFAULT,
            b -> {
              want.accept(b);
              return w.accept(b);
            });
      } catch (ReplayFormatException e) {
        continue;
      }
      ReadBack got = reader.read(out);
      assertThat(got.schema()).isEqualTo(s);
      assertThat(got.rows()).hasSize(want.rows().size());
      assertThat(TableContract.equalRows(got.rows(), want.rows()))
          .as(format + "." + s.name() + " rows")
          .isTrue();
    }
  }

  /**
   * The {@code commands} table of {@code testdata/screp/every-command.rep}, in batches of 100 rows,
   * written through each of the variants reads back equal to what the decoder delivered.
   */
  @Test
  void every_variant_of_the_writer_reads_back_the_same(@TempDir Path tmp) throws IOException {
    ReplayFormat f = Replays.format("screp").orElseThrow();
    Path file = TestFiles.testdata("screp/every-command.rep");
    TableSchema s = f.table("commands").orElseThrow();
    TableOptions options = TableOptions.ALL.withBatchRows(100);
    TableRows want = new TableRows();
    f.readTable("commands", ReplaySource.of(file), "x", options, DecodeLimits.DEFAULT, want);
    assertThat(variants).isNotEmpty();
    for (Map.Entry<String, Opener> e : variants.entrySet()) {
      Path out = tmp.resolve(e.getKey() + "." + extension);
      try (TableFileWriter w = e.getValue().open(out, s)) {
        f.readTable("commands", ReplaySource.of(file), "x", options, DecodeLimits.DEFAULT, w);
      }
      assertThat(TableContract.equalRows(reader.read(out).rows(), want.rows()))
          .as(e.getKey())
          .isTrue();
    }
  }
}
