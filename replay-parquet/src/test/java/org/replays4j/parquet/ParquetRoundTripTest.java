package org.replays4j.parquet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.table.TableContract;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * Every table of every testdata file written to Parquet and read back equals what the decoder
 * delivered: same schema (types, nullability, docs), rows and nulls.
 */
class ParquetRoundTripTest {
  @TempDir Path tmp;

  static Stream<Arguments> files() throws IOException {
    List<Arguments> out = new ArrayList<>();
    Path root = Path.of(System.getProperty("replays4j.root", ".."));
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      Path dir = root.resolve("testdata").resolve(f.id());
      if (!Files.isDirectory(dir)) continue;
      try (Stream<Path> s = Files.list(dir)) {
        s.filter(Files::isRegularFile).sorted().forEach(p -> out.add(Arguments.of(f.id(), p)));
      }
    }
    return out.stream();
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("files")
  void every_table_reads_back_from_parquet_as_the_decoder_delivered_it(String format, Path file) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    ReplaySource src = ReplaySource.of(file);
    for (TableSchema s : f.tables()) {
      TableRows want = new TableRows();
      Path out = tmp.resolve(format + "." + s.name() + ".parquet");
      try (ParquetTableWriter w = ParquetTableWriter.open(out, s, ParquetCompression.SNAPPY)) {
        f.readTable(s.name(), src, file.toString(), TableOptions.ALL, DecodeLimits.DEFAULT, b -> {
          want.accept(b);
          return w.accept(b);
        });
      } catch (ReplayFormatException e) {
        continue;
      }
      ParquetTableReader.Rows got = ParquetTableReader.readRows(out);
      assertThat(got.schema()).isEqualTo(s);
      assertThat(got.rows()).hasSize(want.rows().size());
      assertThat(TableContract.equalRows(got.rows(), want.rows())).as(format + "." + s.name() + " rows").isTrue();
    }
  }

  @Test
  void every_compression_and_small_row_groups_read_back_the_same() throws IOException {
    ReplayFormat f = Replays.format("screp").orElseThrow();
    Path file = Path.of(System.getProperty("replays4j.root", ".."), "testdata", "screp", "every-command.rep");
    TableSchema s = f.table("commands").orElseThrow();
    TableRows want = new TableRows();
    f.readTable("commands", ReplaySource.of(file), "x", TableOptions.ALL.withBatchRows(100), DecodeLimits.DEFAULT, want);
    for (ParquetCompression c : ParquetCompression.values()) {
      Path out = tmp.resolve(c + ".parquet");
      try (ParquetTableWriter w = ParquetTableWriter.open(out, s, c, 4096)) {
        f.readTable("commands", ReplaySource.of(file), "x", TableOptions.ALL.withBatchRows(100), DecodeLimits.DEFAULT, w);
      }
      ParquetTableReader.Rows got = ParquetTableReader.readRows(out);
      assertThat(TableContract.equalRows(got.rows(), want.rows())).as(c.name()).isTrue();
    }
  }

  @Test
  void the_parquet_writer_is_found_through_the_service_loader_with_its_options() throws IOException {
    TableFileFormat ff = ServiceLoader.load(TableFileFormat.class).stream().map(ServiceLoader.Provider::get)
        .filter(x -> x.id().equals("parquet")).findFirst().orElseThrow();
    assertThat(ff.extension()).isEqualTo("parquet");
    TableSchema s = Replays.format("screp").orElseThrow().table("chat").orElseThrow();
    Path out = tmp.resolve("chat.parquet");
    try (TableFileWriter w = ff.open(out, s, Map.of("compression", "zstd", "row_group_mb", "1"))) {
      assertThat(w.rowsWritten()).isZero();
    }
    assertThat(ParquetTableReader.readRows(out).schema()).isEqualTo(s);
    assertThatThrownBy(() -> ff.open(tmp.resolve("x.parquet"), s, Map.of("compression", "brotli")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("brotli");
    assertThatThrownBy(() -> ff.open(tmp.resolve("y.parquet"), s, Map.of("level", "3")))
        .isInstanceOf(IllegalArgumentException.class).hasMessageContaining("level");
  }
}
