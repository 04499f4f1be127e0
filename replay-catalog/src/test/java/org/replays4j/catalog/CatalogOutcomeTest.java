package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * A catalog row tells what {@link FileOutcome} tells of its file, the record every command reads:
 * the same status, damage kind and offset, format and version, with the warnings of a file read
 * whole in its message; whole test files and a copy of each cut at several lengths alike.
 */
class CatalogOutcomeTest {
  @TempDir Path tmp;

  @Test
  void everyRowHasTheStatusAndDamageOfTheFilesOutcome() throws Exception {
    Path dir = Files.createDirectories(tmp.resolve("files"));
    List<Path> files = new ArrayList<>();
    for (Path p : CatalogFixture.copyTestdata(dir.resolve("whole"))) {
      files.add(p);
      byte[] whole = Files.readAllBytes(p);
      // cut at a quarter, half, two thirds and all but the last byte: inside headers, streams,
      // trailers and StarCraft's Remastered sections
      for (int part : new int[] {4, 2, 3}) {
        int n = part == 3 ? whole.length * 2 / 3 : whole.length / part;
        files.add(cut(dir, p, "cut" + part, Arrays.copyOf(whole, n)));
      }
      files.add(cut(dir, p, "last", Arrays.copyOf(whole, whole.length - 1)));
    }
    Path db = tmp.resolve("c.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(dir), CatalogOptions.DEFAULT.withThreads(2), IndexListener.NONE);
    }
    Map<String, String> rows = new LinkedHashMap<>();
    for (String r :
        CatalogFixture.rows(
            db,
            "SELECT path, status, format, version, error_kind, error_offset, message FROM files")) {
      rows.put(r.substring(0, r.indexOf('\t')), r.substring(r.indexOf('\t') + 1));
    }
    int partial = 0;
    for (Path p : files) {
      String key = Scan.key(p).toString();
      assertThat(rows).as(key).containsKey(key);
      FileOutcome o;
      try {
        o = FileOutcome.of(p, DecodeLimits.DEFAULT);
      } catch (ReplayFormatException e) {
        // a compressed container cut before its first block fails while its format is detected
        assertThat(rows.get(key)).as(key).startsWith("failed\tnull\t");
        continue;
      }
      String expected;
      if (o.status() == FileOutcome.Status.FAILED) {
        expected = "failed\t" + o.format();
        assertThat(rows.get(key)).as(key).startsWith(expected + "\t");
        continue;
      }
      String message =
          o.damage() != null
              ? o.damage().toString()
              : o.warnings().isEmpty() ? null : String.join("; ", o.warnings());
      expected =
          String.join(
              "\t",
              o.status().label(),
              o.format(),
              String.valueOf(o.summary().version()),
              o.damage() == null ? "null" : o.damage().kind().name(),
              o.damage() == null || o.damage().offset() < 0
                  ? "null"
                  : Long.toString(o.damage().offset()),
              String.valueOf(message));
      assertThat(rows.get(key)).as(key).isEqualTo(expected);
      if (o.status() == FileOutcome.Status.PARTIAL) partial++;
    }
    assertThat(partial).as("cut files read up to their damage").isPositive();
  }

  private static Path cut(Path dir, Path whole, String how, byte[] bytes) throws Exception {
    Path to = dir.resolve(how).resolve(whole.getParent().getFileName() + "-" + whole.getFileName());
    Files.createDirectories(to.getParent());
    Files.write(to, bytes);
    return to;
  }
}
