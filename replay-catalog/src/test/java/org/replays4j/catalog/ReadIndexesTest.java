package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.Sql;

/** The indexes readers look games up by are in every catalog, old ones after their next run. */
class ReadIndexesTest {
  static final List<String> NAMES =
      List.of(
          "catalog_participants_character",
          "catalog_participants_file_start",
          "catalog_participants_name",
          "catalog_participants_start",
          "files_status");

  static List<String> indexes(Path db) throws Exception {
    return CatalogFixture.rows(
        db,
        "SELECT name FROM sqlite_master WHERE type = 'index' AND (name LIKE 'catalog_participants_%'"
            + " OR name = 'files_status') AND name <> 'catalog_participants_file' ORDER BY name");
  }

  @Test
  void anIndexRunCreatesThemAndAddsThemToACatalogWithoutThem(@TempDir Path dir) throws Exception {
    List<Path> files = CatalogFixture.copyTestdata(dir.resolve("files"));
    Path db = dir.resolve("c.db");
    CatalogFixture.index(db, dir.resolve("files"));
    assertThat(files).isNotEmpty();
    assertThat(indexes(db)).containsExactlyElementsOf(NAMES);
    Sql.execute(
        Catalog.jdbcUrl(db), NAMES.stream().map(n -> "DROP INDEX " + n).toArray(String[]::new));
    assertThat(indexes(db)).isEmpty();
    CatalogFixture.index(db, dir.resolve("files"));
    assertThat(indexes(db)).containsExactlyElementsOf(NAMES);
  }
}
