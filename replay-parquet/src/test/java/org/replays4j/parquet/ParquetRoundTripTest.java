package org.replays4j.parquet;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import java.util.ServiceLoader;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.Replays;
import org.replays4j.core.table.TableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TableFileContract;

/**
 * Every table of every testdata file written to Parquet and read back equals what the decoder
 * delivered: same schema (types, nullability, docs), rows and nulls; and so does every compression
 * with small row groups.
 */
class ParquetRoundTripTest extends TableFileContract {
  ParquetRoundTripTest() {
    super(
        "parquet",
        (out, schema) -> ParquetTableWriter.open(out, schema, ParquetCompression.SNAPPY),
        variants(
            ParquetCompression.values(), c -> (out, s) -> ParquetTableWriter.open(out, s, c, 4096)),
        file -> {
          ParquetTableReader.Rows r = ParquetTableReader.readRows(file);
          return new ReadBack(r.schema(), r.rows());
        });
  }

  @Test
  void the_parquet_writer_is_found_through_the_service_loader_with_its_options(@TempDir Path tmp)
      throws IOException {
    TableFileFormat ff =
        ServiceLoader.load(TableFileFormat.class).stream()
            .map(ServiceLoader.Provider::get)
            .filter(x -> x.id().equals("parquet"))
            .findFirst()
            .orElseThrow();
    assertThat(ff.extension()).isEqualTo("parquet");
    TableSchema s = Replays.format("screp").orElseThrow().table("chat").orElseThrow();
    Path out = tmp.resolve("chat.parquet");
    try (TableFileWriter w = ff.open(out, s, Map.of("compression", "zstd", "row_group_mb", "1"))) {
      assertThat(w.rowsWritten()).isZero();
    }
    assertThat(ParquetTableReader.readRows(out).schema()).isEqualTo(s);
    assertThatThrownBy(() -> ff.open(tmp.resolve("x.parquet"), s, Map.of("compression", "brotli")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("brotli");
    assertThatThrownBy(() -> ff.open(tmp.resolve("y.parquet"), s, Map.of("level", "3")))
        .isInstanceOf(IllegalArgumentException.class)
        .hasMessageContaining("level");
  }
}
