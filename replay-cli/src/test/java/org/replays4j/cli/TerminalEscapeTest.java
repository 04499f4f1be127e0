package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/**
 * Control characters in file names, messages and replay strings never reach a terminal raw: text
 * output and messages show them escaped ({@link Terminal#escape}), JSON escapes them, so a file
 * named with {@code ESC [2J} cannot clear the screen nor an OSC sequence set the window title.
 */
class TerminalEscapeTest {
  @TempDir Path tmp;

  private static final byte[] OK = CliTest.ascii("CLIOK\u0003");

  @Test
  void controlCharactersInFileNamesAreShownEscapedInTextAndMessages() throws IOException {
    Path dir = Files.createDirectories(tmp.resolve("esc"));
    String clear = "\u001b[2J";
    String title = "\u001b]0;owned\u0007";
    Files.write(dir.resolve("a" + clear + ".bin"), OK);
    Files.write(dir.resolve("b" + title + ".bin"), CliTest.ascii("CLIBAD.."));
    Files.write(dir.resolve("c\u009b31m.bin"), OK);
    for (String[] args :
        List.of(
            new String[] {"inspect", dir.toString()},
            new String[] {"inspect", "--overview", dir.toString()},
            new String[] {"events", dir.toString()},
            new String[] {"stats", dir.toString()},
            new String[] {"inspect", "--strict", dir.resolve("b" + title + ".bin").toString()})) {
      CliTest.Run r = CliTest.run(args);
      String all = r.out() + r.err();
      assertThat(all).as(String.join(" ", args)).doesNotContain("\u001b").doesNotContain("\u0007");
      assertThat(all).doesNotContain("\u009b");
    }
    CliTest.Run text = CliTest.run("inspect", dir.toString());
    assertThat(text.out()).contains("a\\x1b[2J.bin").contains("c\\u009b31m.bin");
    assertThat(text.out() + text.err()).contains("b\\x1b]0;owned\\x07.bin");
  }

  @Test
  void escapeShowsEveryControlCharacterAndKeepsTheRest() {
    assertThat(Terminal.escape("plain ünïcödé ✓")).isEqualTo("plain ünïcödé ✓");
    assertThat(Terminal.escape("a\u001b[2Jb")).isEqualTo("a\\x1b[2Jb");
    assertThat(Terminal.escape("tab\there\nline\r\u007f"))
        .isEqualTo("tab\\x09here\\x0aline\\x0d\\x7f");
    assertThat(Terminal.escape("c1\u0085\u009b")).isEqualTo("c1\\u0085\\u009b");
    assertThat(Terminal.escape(null)).isNull();
  }
}
