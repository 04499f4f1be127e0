package org.replays4j.arrow;

import java.io.IOException;
import java.nio.file.Path;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TableFileContract;
import org.replays4j.testkit.TableFiles;

/**
 * Every table of every testdata file (and of the first corpus files of each format; all of them
 * with {@code -Dreplays4j.fullCorpus=true}) written to Arrow IPC and read back equals what the
 * decoder delivered: same schema, rows, types and nulls; and so does every compression.
 */
class ArrowRoundTripTest extends TableFileContract {
  @Override
  protected String extension() {
    return "arrow";
  }

  @Override
  protected TableFileWriter open(Path out, TableSchema schema) throws IOException {
    return ArrowTableWriter.open(out, schema, ArrowCompression.NONE);
  }

  @Override
  protected Map<String, Opener> variants() {
    Map<String, Opener> out = new LinkedHashMap<>();
    for (ArrowCompression c : ArrowCompression.values())
      out.put(c.name(), (file, s) -> ArrowTableWriter.open(file, s, c));
    return out;
  }

  @Override
  protected ReadBack read(Path file) throws IOException {
    ArrowTableReader.Rows r = ArrowTableReader.readRows(file);
    return new ReadBack(r.schema(), r.rows());
  }

  @Override
  protected Stream<Arguments> files() throws IOException {
    return TableFiles.testdataAndCorpus();
  }
}
