package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import org.junit.jupiter.api.Test;
import org.opentest4j.TestAbortedException;

class TestFilesTest {
  @Test
  void the_repository_root_holds_the_testdata() {
    assertThat(TestFiles.repoRoot().resolve("pom.xml")).isRegularFile();
    assertThat(TestFiles.testdata("screp")).isDirectory();
  }

  @Test
  void a_missing_shared_part_skips_with_what_is_missing_and_what_is_skipped() {
    assertThatThrownBy(() -> TestFiles.sharedDir("no/such/dir", "the no-such test"))
        .isInstanceOf(TestAbortedException.class)
        .hasMessageContaining("../shared/no/such/dir not found (" + TestFiles.shared("no/such/dir") + ")")
        .hasMessageEndingWith(": the no-such test skipped");
    assertThatThrownBy(() -> TestFiles.sharedFile("no-such-file.json", "the oracle comparison"))
        .isInstanceOf(TestAbortedException.class).hasMessageContaining("no-such-file.json not found");
  }
}
