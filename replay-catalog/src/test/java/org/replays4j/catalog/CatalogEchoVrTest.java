package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.TestFiles;

/** Echo VR's two file kinds share one table set in the catalog, with the map's name. */
class CatalogEchoVrTest {
  @TempDir Path dir;

  @Test
  void butterAndEchoreplayFilesLandInTheSameTablesWithTheirMapNames() throws Exception {
    Path corpus = TestFiles.sharedDir("corpus/butter", "the Echo VR corpus");
    Path db = dir.resolve("catalog.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(corpus), CatalogOptions.DEFAULT.withThreads(2), IndexListener.NONE);
    }
    List<String> byFormat =
        CatalogFixture.rows(
            db,
            "SELECT f.format, count(*) FROM butter_matches m JOIN files f ON f.id = m.file"
                + " GROUP BY f.format ORDER BY f.format");
    assertThat(byFormat).hasSize(2);
    assertThat(byFormat.get(0)).startsWith("butter\t");
    assertThat(byFormat.get(1)).startsWith("echoreplay\t");
    assertThat(CatalogFixture.rows(db, "SELECT name FROM catalog_tables WHERE name LIKE 'echo%'"))
        .isEmpty();
    assertThat(
            CatalogFixture.rows(
                db, "SELECT count(*) FROM butter_matches WHERE map_index > 0 AND map_name IS NULL"))
        .containsExactly("0");
  }
}
