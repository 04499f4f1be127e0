package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.nio.file.Files;
import java.nio.file.Path;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replays4j index} and {@code replays4j query} over testdata/. */
class IndexQueryCommandTest {
  @TempDir Path tmp;

  @Test
  void index_then_query_as_a_table_json_lines_and_csv() throws Exception {
    Path db = tmp.resolve("c.db");
    Path bad = tmp.resolve("bad.rep");
    Files.write(bad, new byte[] {1, 2, 3});
    CliTest.Run r =
        CliTest.run(
            "index",
            "--db",
            db.toString(),
            "-t",
            "2",
            testdata("screp").toString(),
            testdata("slippi").toString(),
            bad.toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("8 indexed").contains("1 failed").contains("failed: " + bad);
    r = CliTest.run("index", "--db", db.toString(), testdata("screp").toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.err()).contains("4 unchanged");

    r =
        CliTest.run(
            "query", "--db", db.toString(), "SELECT format, count(*) AS n FROM files GROUP BY 1");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out())
        .isEqualTo("format  n\n------  -\nNULL    1\nscrep   4\nslippi  3\n(3 rows)\n");
    r =
        CliTest.run(
            "query",
            "--db",
            db.toString(),
            "--json",
            "SELECT format, count(*) AS n FROM files WHERE format IS NOT NULL GROUP BY 1");
    assertThat(r.out())
        .isEqualTo("{\"format\":\"screp\",\"n\":4}\n{\"format\":\"slippi\",\"n\":3}\n");
    r =
        CliTest.run(
            "query", "--db", db.toString(), "--csv", "SELECT 'a,b' AS x, NULL AS y, 1.5 AS z");
    assertThat(r.out()).isEqualTo("x,y,z\n\"a,b\",,1.5\n");
    r = CliTest.run("query", "--db", db.toString(), "--csv", "SELECT '' AS e, NULL AS n");
    assertThat(r.out()).as("an empty string is quoted, a null is empty").isEqualTo("e,n\n\"\",\n");
  }

  @Test
  void a_value_holding_a_newline_keeps_its_row_on_one_line_of_text() throws Exception {
    Path db = tmp.resolve("c.db");
    assertThat(CliTest.run("index", "--db", db.toString(), tmp.toString()).exit())
        .isEqualTo(Main.OK);
    CliTest.Run r =
        CliTest.run(
            "query", "--db", db.toString(), "SELECT 'a' || char(10) || 'b' || char(3) AS name");
    assertThat(r.exit()).isEqualTo(Main.OK);
    assertThat(r.out().lines().map(String::strip))
        .containsExactly("name", "-".repeat(10), "a\\x0ab\\x03", "(1 row)");
  }

  @Test
  void a_bad_query_or_table_is_a_clear_error() throws Exception {
    Path db = tmp.resolve("c.db");
    CliTest.Run r =
        CliTest.run("index", "--db", db.toString(), "--table", "nosuch", tmp.toString());
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("no format has a table named nosuch");
    r = CliTest.run("index", "--db", db.toString(), tmp.toString());
    assertThat(r.exit()).isEqualTo(Main.OK);
    r = CliTest.run("query", "--db", db.toString(), "SELECT * FROM nosuch");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("query failed").contains("no such table: nosuch");
    r = CliTest.run("query", "--db", db.toString(), "DELETE FROM files");
    assertThat(r.exit()).isEqualTo(Main.FAILED);
  }
}
