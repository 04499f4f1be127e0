package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.TestFiles;

/**
 * The ten questions of docs/catalog.md, read from the page itself, each run against a catalog of
 * testdata/: every query runs and answers with at least one row.
 */
class CatalogQueriesTest {
  @TempDir static Path dir;
  static Path db;

  @BeforeAll
  static void index() throws Exception {
    db = dir.resolve("testdata.db");
    CatalogFixture.index(db, TestFiles.testdata(""));
  }

  /** (title, SQL) of every {@code ### N. title} section's {@code sql} block. */
  static List<String[]> questions() throws Exception {
    String doc = Files.readString(TestFiles.repoRoot().resolve("docs/catalog.md"));
    String part = doc.substring(doc.indexOf("## Ten questions"));
    Matcher m =
        Pattern.compile("(?m)^### (\\d+\\. [^\\n]+)\\n+```sql\\n(.*?)```", Pattern.DOTALL)
            .matcher(part);
    List<String[]> out = new ArrayList<>();
    while (m.find()) out.add(new String[] {m.group(1), m.group(2)});
    return out;
  }

  @TestFactory
  Stream<DynamicTest> everyDocumentedQuestionRunsAndAnswersOnTestdata() throws Exception {
    List<String[]> qs = questions();
    assertThat(qs).hasSize(10);
    return qs.stream()
        .map(
            q ->
                DynamicTest.dynamicTest(
                    q[0],
                    () -> {
                      List<String> rows = CatalogFixture.rows(db, q[1]);
                      assertThat(rows).as(q[1]).isNotEmpty();
                      assertThat(rows.get(0)).as("first row of " + q[0]).isNotBlank();
                    }));
  }
}
