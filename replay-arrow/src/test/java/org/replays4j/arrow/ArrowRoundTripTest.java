package org.replays4j.arrow;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
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
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableRows;
import org.replays4j.core.table.TableSchema;

/**
 * Every table of every testdata file (and of the first corpus files of each format; all of them with
 * {@code -Dreplays4j.fullCorpus=true}) written to Arrow IPC and read back equals what the decoder
 * delivered: same schema, rows, types and nulls.
 */
class ArrowRoundTripTest {
  @TempDir Path tmp;

  static Stream<Arguments> files() throws IOException {
    List<Arguments> out = new ArrayList<>();
    Path root = Path.of(System.getProperty("replays4j.root", ".."));
    String shared = System.getProperty("replays4j.shared", "");
    boolean full = Boolean.getBoolean("replays4j.fullCorpus");
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      for (Path p : list(root.resolve("testdata").resolve(f.id()))) out.add(Arguments.of(f.id(), p));
      if (!shared.isBlank() && !shared.contains("${")) {
        List<Path> corpus = list(Path.of(shared, "corpus", f.id()));
        for (Path p : full ? corpus : corpus.subList(0, Math.min(3, corpus.size()))) out.add(Arguments.of(f.id(), p));
      }
    }
    return out.stream();
  }

  private static List<Path> list(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile).filter(p -> !p.getFileName().toString().endsWith(".tsv")).sorted().toList();
    }
  }

  @ParameterizedTest(name = "{0} {1}")
  @MethodSource("files")
  void every_table_reads_back_from_arrow_as_the_decoder_delivered_it(String format, Path file) throws IOException {
    ReplayFormat f = Replays.format(format).orElseThrow();
    ReplaySource src = ReplaySource.of(file);
    for (TableSchema s : f.tables()) {
      TableRows want = new TableRows();
      Path out = tmp.resolve(format + "." + s.name() + ".arrow");
      try (ArrowTableWriter w = ArrowTableWriter.open(out, s, ArrowCompression.NONE)) {
        f.readTable(s.name(), src, file.toString(), TableOptions.ALL, DecodeLimits.DEFAULT, b -> {
          want.accept(b);
          return w.accept(b);
        });
      } catch (ReplayFormatException e) {
        continue; // a broken corpus file: rows before the error were written; nothing to compare
      }
      ArrowTableReader.Rows got = ArrowTableReader.readRows(out);
      assertThat(got.schema()).isEqualTo(s);
      assertThat(got.rows()).hasSize(want.rows().size());
      assertThat(TableContract.equalRows(got.rows(), want.rows())).as(format + "." + s.name() + " rows").isTrue();
    }
  }

  @Test
  void compressed_files_read_back_the_same() throws IOException {
    ReplayFormat f = Replays.format("screp").orElseThrow();
    Path file = Path.of(System.getProperty("replays4j.root", ".."), "testdata", "screp", "every-command.rep");
    TableSchema s = f.table("commands").orElseThrow();
    TableRows want = new TableRows();
    f.readTable("commands", ReplaySource.of(file), "x", TableOptions.ALL.withBatchRows(100), DecodeLimits.DEFAULT, want);
    for (ArrowCompression c : ArrowCompression.values()) {
      Path out = tmp.resolve(c + ".arrow");
      try (ArrowTableWriter w = ArrowTableWriter.open(out, s, c)) {
        f.readTable("commands", ReplaySource.of(file), "x", TableOptions.ALL.withBatchRows(100), DecodeLimits.DEFAULT, w);
      }
      ArrowTableReader.Rows got = ArrowTableReader.readRows(out);
      assertThat(TableContract.equalRows(got.rows(), want.rows())).as(c.name()).isTrue();
    }
  }
}
