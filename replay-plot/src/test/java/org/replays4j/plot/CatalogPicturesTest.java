package org.replays4j.plot;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.IndexListener;
import org.replays4j.testkit.TestFiles;

class CatalogPicturesTest {
  @TempDir static Path dir;
  static Path db;

  @BeforeAll
  static void index() throws IOException {
    db = dir.resolve("testdata.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(TestFiles.testdata("")), IndexListener.NONE);
    }
  }

  @Test
  void aCatalogHasItsCollectionPictures() throws Exception {
    List<Picture> pics = Plots.ofCatalog(db);
    assertThat(pics)
        .extracting(Picture::name)
        .containsExactly(
            "games-per-day", "characters", "maps", "matchups", "apm", "damaged-per-day");
    Path out = Path.of("target/plots");
    Files.createDirectories(out);
    for (Picture p : pics) {
      Files.writeString(out.resolve("catalog." + p.name() + ".svg"), p.svg());
      Files.write(out.resolve("catalog." + p.name() + ".png"), p.png());
    }
    // every format of testdata is in the games per day, with its legend entry
    assertThat(Svg.texts(pics.get(0).svg()))
        .contains("slippi", "screp", "teehistorian", "soku", "butter");
    assertThat(Svg.text(pics.get(1).svg())).contains("Zerg", "Fox");
    assertThat(Svg.text(pics.get(2).svg())).contains("Battlefield", "Yoshi's Story");
  }

  @Test
  void theSameCatalogGivesTheSameBytes() throws Exception {
    List<Picture> a = Plots.ofCatalog(db);
    List<Picture> b = Plots.ofCatalog(db);
    for (int i = 0; i < a.size(); i++) assertThat(a.get(i).svg()).isEqualTo(b.get(i).svg());
  }

  @Test
  void anEmptyCatalogSaysThereIsNoData() throws Exception {
    Path empty = dir.resolve("empty.db");
    try (Catalog c = Catalog.open(empty)) {
      c.index(List.of(dir.resolve("nothing-here")), IndexListener.NONE);
    } catch (IOException ignored) {
      // a path that does not exist may be refused; the catalog file exists either way
    }
    List<Picture> pics = Plots.ofCatalog(empty);
    assertThat(pics).isNotEmpty();
    assertThat(Svg.text(pics.get(0).svg())).contains("no data");
  }

  @Test
  void aFileThatIsNoCatalogIsAClearError() throws Exception {
    Path notDb = dir.resolve("not.db");
    Files.writeString(notDb, "hello, I am not SQLite\n".repeat(100));
    assertThatThrownBy(() -> Plots.ofCatalog(notDb))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("not.db");
    assertThatThrownBy(() -> Plots.ofCatalog(dir.resolve("missing.db")))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("missing.db");
  }
}
