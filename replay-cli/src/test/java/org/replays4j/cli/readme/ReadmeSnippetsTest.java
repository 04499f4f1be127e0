package org.replays4j.cli.readme;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.TestFiles;

/**
 * Every Java block of README.md is code that a test compiles and runs: it equals, token for token
 * (comments and layout aside, {@code System.out} written as {@code out}), a region between {@code
 * // --- README: NAME ---} and {@code // --- end ---} of a test source, and every class it imports
 * is named in that test source. So the front page cannot drift from what the tests run.
 */
class ReadmeSnippetsTest {
  private static final Pattern JAVA_BLOCK = Pattern.compile("(?s)```java\\n(.*?)```");
  private static final Pattern REGION =
      Pattern.compile("(?s)// --- README(?:: [^-\\n]+)? ---\\n(.*?)// --- end ---");
  private static final Pattern IMPORT = Pattern.compile("(?m)^import (?:static )?([\\w.]+);$");

  private record Region(Path file, String source, String tokens) {}

  /** The code without comments and whitespace; {@code System.out.} becomes {@code out.}. */
  static String tokens(String code) {
    StringBuilder sb = new StringBuilder();
    boolean inString = false;
    for (int i = 0; i < code.length(); i++) {
      char c = code.charAt(i);
      if (inString) {
        sb.append(c);
        if (c == '\\' && i + 1 < code.length()) sb.append(code.charAt(++i));
        else if (c == '"') inString = false;
      } else if (c == '"') {
        inString = true;
        sb.append(c);
      } else if (c == '/' && i + 1 < code.length() && code.charAt(i + 1) == '/') {
        while (i < code.length() && code.charAt(i) != '\n') i++;
      } else if (c == '/' && i + 1 < code.length() && code.charAt(i + 1) == '*') {
        int end = code.indexOf("*/", i + 2);
        i = end < 0 ? code.length() : end + 1;
      } else if (!Character.isWhitespace(c)) {
        sb.append(c);
      }
    }
    return sb.toString().replace("System.out.", "out.");
  }

  private static List<Region> regions() throws IOException {
    List<Region> all = new ArrayList<>();
    try (Stream<Path> files = Files.walk(TestFiles.repoRoot())) {
      files
          .filter(p -> p.toString().endsWith(".java") && p.toString().contains("/src/test/java/"))
          .filter(p -> !p.toString().contains("/target/"))
          .forEach(
              p -> {
                try {
                  String src = Files.readString(p);
                  Matcher m = REGION.matcher(src);
                  while (m.find()) all.add(new Region(p, src, tokens(m.group(1))));
                } catch (IOException e) {
                  throw new UncheckedIOException(e);
                }
              });
    }
    return all;
  }

  @Test
  void everyJavaBlockOfTheReadmeIsARegionOfATestAndImportsWhatItUses() throws IOException {
    String readme = Files.readString(TestFiles.repoRoot().resolve("README.md"));
    List<Region> regions = regions();
    Matcher block = JAVA_BLOCK.matcher(readme);
    int blocks = 0;
    while (block.find()) {
      blocks++;
      String code = block.group(1);
      List<String> imports = new ArrayList<>();
      Matcher im = IMPORT.matcher(code);
      while (im.find()) imports.add(im.group(1));
      String body = tokens(IMPORT.matcher(code).replaceAll(""));
      Region match = regions.stream().filter(r -> r.tokens().equals(body)).findFirst().orElse(null);
      assertThat(match)
          .as("README block %d has no identical test region:%n%s", blocks, code)
          .isNotNull();
      for (String fqn : imports) {
        assertThat(match.source())
            .as("README block %d imports %s, which %s does not use", blocks, fqn, match.file())
            .contains(fqn);
      }
    }
    assertThat(blocks).as("Java blocks in README.md").isGreaterThan(5);
  }

  @Test
  void tokensIgnoreCommentsAndLayoutButNotStrings() {
    assertThat(tokens("a( b ) ; // note\n/* x */ c(\"a // b\");")).isEqualTo("a(b);c(\"a // b\");");
    assertThat(tokens("System.out.println(x);")).isEqualTo("out.println(x);");
  }
}
