package org.replays4j.cli.architecture;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.replays4j.testkit.TestFiles;

/**
 * Every Java source of the repository names a class by an import, not by its full name inline, so
 * that a reader sees a file's dependencies at its top. The one exception is a clash: a file that
 * imports another class of the same simple name (Hadoop's {@code Path} beside the JDK's) names the
 * second one in full.
 */
class QualifiedNamesTest {
  private static final Pattern QUALIFIED =
      Pattern.compile(
          "(?<![\\w.\"])((?:org|com|net|io|java|javax|jdk|sun|scala)\\.(?:[a-z0-9_]+\\.)+)([A-Z]\\w*)");
  private static final Pattern IMPORT =
      Pattern.compile("^import\\s+([\\w.]+)\\.(\\w+);", Pattern.MULTILINE);
  private static final Pattern CODE_PART = Pattern.compile("\"(?:[^\"\\\\]|\\\\.)*\"|//.*$");

  @Test
  void noSourceNamesAClassByItsFullNameUnlessItsSimpleNameIsTaken() throws IOException {
    List<String> found = new ArrayList<>();
    try (Stream<Path> files = Files.walk(TestFiles.repoRoot())) {
      for (Path p : files.filter(QualifiedNamesTest::isSource).sorted().toList()) {
        inspect(p, found);
      }
    }
    assertThat(found).as("classes named in full instead of imported").isEmpty();
  }

  private static boolean isSource(Path p) {
    String s = p.toString().replace('\\', '/');
    return s.endsWith(".java")
        && s.contains("/src/")
        && !s.contains("/target/")
        && !s.contains("/node_modules/")
        && !s.contains("/.git/");
  }

  private static void inspect(Path file, List<String> found) throws IOException {
    String src = Files.readString(file);
    Map<String, String> imported = new HashMap<>();
    Matcher im = IMPORT.matcher(src);
    while (im.find()) imported.put(im.group(2), im.group(1) + "." + im.group(2));
    boolean inComment = false;
    int lineNo = 0;
    for (String line : src.split("\n", -1)) {
      lineNo++;
      String s = line.strip();
      if (inComment) {
        inComment = !s.contains("*/");
        continue;
      }
      if (s.startsWith("/*")) {
        inComment = !s.contains("*/");
        continue;
      }
      if (s.startsWith("*") || s.startsWith("//") || s.startsWith("import ")) continue;
      if (s.startsWith("package ")) continue;
      Matcher m = QUALIFIED.matcher(CODE_PART.matcher(line).replaceAll("\"\""));
      while (m.find()) {
        String full = m.group(1) + m.group(2);
        String taken = imported.get(m.group(2));
        if (taken != null && !taken.equals(full)) continue;
        found.add(TestFiles.repoRoot().relativize(file) + ":" + lineNo + " " + full);
      }
    }
  }
}
