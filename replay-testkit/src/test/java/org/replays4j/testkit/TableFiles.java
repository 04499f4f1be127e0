package org.replays4j.testkit;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.stream.Stream;
import org.junit.jupiter.params.provider.Arguments;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.Replays;

/**
 * The files the table tests run over
 * ({@code @MethodSource("org.replays4j.testkit.TableFiles#testdata")}): {@code (format id, file)}
 * pairs of every format that has tables.
 */
public final class TableFiles {
  private TableFiles() {}

  /**
   * {@code (format id, file)} for every file of {@code testdata/<id>} of every format with tables.
   */
  public static Stream<Arguments> testdata() throws IOException {
    List<Arguments> out = new ArrayList<>();
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      for (Path p : list(TestFiles.testdata(f.id()))) out.add(Arguments.of(f.id(), p));
    }
    return out.stream();
  }

  /**
   * {@link #testdata()} followed, per format, by the first three files of {@code corpus/<id>} in
   * the shared corpus directory (all of them with {@code -Dreplays4j.fullCorpus=true}); without
   * that directory just the testdata.
   */
  public static Stream<Arguments> testdataAndCorpus() throws IOException {
    List<Arguments> out = new ArrayList<>();
    boolean full = Boolean.getBoolean("replays4j.fullCorpus");
    for (ReplayFormat f : Replays.formats()) {
      if (f.tables().isEmpty()) continue;
      for (Path p : list(TestFiles.testdata(f.id()))) out.add(Arguments.of(f.id(), p));
      List<Path> corpus = list(TestFiles.corpus(f.id()));
      for (Path p : full ? corpus : corpus.subList(0, Math.min(3, corpus.size())))
        out.add(Arguments.of(f.id(), p));
    }
    return out.stream();
  }

  /**
   * The regular files of {@code dir} but the {@code .tsv} notes, sorted; none when it is absent.
   */
  private static List<Path> list(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(Files::isRegularFile)
          .filter(p -> !p.getFileName().toString().endsWith(".tsv"))
          .sorted()
          .toList();
    }
  }
}
