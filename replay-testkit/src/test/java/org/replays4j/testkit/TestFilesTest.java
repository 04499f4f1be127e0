package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.nio.file.Files;
import java.util.Map;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class TestFilesTest {
  @Test
  void the_repository_root_holds_the_testdata() {
    assertThat(TestFiles.repoRoot().resolve("pom.xml")).isRegularFile();
    assertThat(TestFiles.testdata("screp")).isDirectory();
  }

  @Test
  void a_formats_corpus_and_oracle_are_its_folders_of_shared() {
    assertThat(TestFiles.corpus("screp")).isEqualTo(TestFiles.shared("corpus/screp"));
    assertThat(TestFiles.oracle("screp")).isEqualTo(TestFiles.shared("oracle/screp"));
  }

  @Test
  void a_missing_shared_part_skips_with_what_is_missing_and_what_is_skipped() {
    assertThatThrownBy(() -> TestFiles.sharedDir("no/such/dir", "the no-such test"))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageContaining(
            "../shared/no/such/dir not found (" + TestFiles.shared("no/such/dir") + ")")
        .hasMessageEndingWith(": the no-such test skipped");
    assertThatThrownBy(() -> TestFiles.sharedFile("no-such-file.json", "the oracle comparison"))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageContaining("no-such-file.json not found");
  }

  @Test
  void samples_are_up_to_date_only_byte_for_byte() throws Exception {
    Assumptions.assumeFalse(
        Boolean.getBoolean("replays4j.regenerate"),
        "-Dreplays4j.regenerate=true would write the bad samples");
    byte[] melee = Files.readAllBytes(TestFiles.testdata("screp/melee-1v1.rep"));
    TestFiles.assertSamplesUpToDate("screp", Map.of("melee-1v1.rep", melee));
    byte[] other = melee.clone();
    other[0] ^= 1;
    assertThatThrownBy(
            () -> TestFiles.assertSamplesUpToDate("screp", Map.of("melee-1v1.rep", other)))
        .hasMessageContaining("differs from the generator");
    assertThatThrownBy(() -> TestFiles.assertSamplesUpToDate("screp", Map.of("no-such.rep", melee)))
        .hasMessageContaining("no-such.rep is missing");
  }
}
