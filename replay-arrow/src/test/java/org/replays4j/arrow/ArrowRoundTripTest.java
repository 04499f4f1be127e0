package org.replays4j.arrow;

import java.io.IOException;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.replays4j.testkit.TableFileContract;
import org.replays4j.testkit.TableFiles;

/**
 * Every table of every testdata file (and of the first corpus files of each format; all of them
 * with {@code -Dreplays4j.fullCorpus=true}) written to Arrow IPC and read back equals what the
 * decoder delivered: same schema, rows, types and nulls; and so does every compression.
 */
class ArrowRoundTripTest extends TableFileContract {
  ArrowRoundTripTest() {
    super(
        "arrow",
        (out, schema) -> ArrowTableWriter.open(out, schema, ArrowCompression.NONE),
        variants(ArrowCompression.values(), c -> (out, s) -> ArrowTableWriter.open(out, s, c)),
        file -> {
          ArrowTableReader.Rows r = ArrowTableReader.readRows(file);
          return new ReadBack(r.schema(), r.rows());
        });
  }

  @Override
  protected Stream<Arguments> files() throws IOException {
    return TableFiles.testdataAndCorpus();
  }
}
