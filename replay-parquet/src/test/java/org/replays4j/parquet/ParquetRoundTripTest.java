package org.replays4j.parquet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.ServiceLoader;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.Replays;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TableFiles;

/**
 * Every table of every testdata file written to Parquet and read back equals what the decoder
 * delivered: same schema (types, nullability, docs), rows and nulls.
 */
class ParquetRoundTripTest {
  @TempDir Path tmp;

  static Stream<Arguments> files() throws IOException {
    return TableFiles.testdata();
  }

  private static TableFiles.ReadBack read(Path file) throws IOException {
    ParquetTableReader.Rows r = ParquetTableReader.readRows(file);
    return new TableFiles.ReadBack(r.schema(), r.rows());
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("files")
  void every_table_reads_back_from_parquet_as_the_decoder_delivered_it(String format, Path file) throws IOException {
    TableFiles.assertEveryTableReadsBack(format, file, tmp, "parquet",
        (out, s) -> ParquetTableWriter.open(out, s, ParquetCompression.SNAPPY), ParquetRoundTripTest::read);
  }

  @Test
  void every_compression_and_small_row_groups_read_back_the_same() throws IOException {
    Map<String, TableFiles.Opener> openers = new LinkedHashMap<>();
    for (ParquetCompression c : ParquetCompression.values()) {
      openers.put(c.name(), (out, s) -> ParquetTableWriter.open(out, s, c, 4096));
    }
    TableFiles.assertEveryVariantReadsBack(tmp, "parquet", openers, ParquetRoundTripTest::read);
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
