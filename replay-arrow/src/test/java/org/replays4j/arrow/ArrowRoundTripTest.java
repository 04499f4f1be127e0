package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.testkit.TableFiles;

/**
 * Every table of every testdata file (and of the first corpus files of each format; all of them with
 * {@code -Dreplays4j.fullCorpus=true}) written to Arrow IPC and read back equals what the decoder
 * delivered: same schema, rows, types and nulls.
 */
class ArrowRoundTripTest {
  @TempDir Path tmp;

  static Stream<Arguments> files() throws IOException {
    return TableFiles.testdataAndCorpus();
  }

  private static TableFiles.ReadBack read(Path file) throws IOException {
    ArrowTableReader.Rows r = ArrowTableReader.readRows(file);
    return new TableFiles.ReadBack(r.schema(), r.rows());
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("files")
  void every_table_reads_back_from_arrow_as_the_decoder_delivered_it(String format, Path file) throws IOException {
    TableFiles.assertEveryTableReadsBack(format, file, tmp, "arrow",
        (out, s) -> ArrowTableWriter.open(out, s, ArrowCompression.NONE), ArrowRoundTripTest::read);
  }

  @Test
  void compressed_files_read_back_the_same() throws IOException {
    Map<String, TableFiles.Opener> openers = new LinkedHashMap<>();
    for (ArrowCompression c : ArrowCompression.values()) openers.put(c.name(), (out, s) -> ArrowTableWriter.open(out, s, c));
    TableFiles.assertEveryVariantReadsBack(tmp, "arrow", openers, ArrowRoundTripTest::read);
  }
}
