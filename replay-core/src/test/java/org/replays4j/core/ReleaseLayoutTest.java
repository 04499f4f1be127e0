package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;

/**
 * The published artifacts stay consistent with the reactor: the BOM lists every published module
 * (all modules but the BOM itself and the never-published benchmarks), and every published module
 * gives its jar a distinct JPMS name ({@code module.name}, written as {@code Automatic-Module-Name}).
 */
class ReleaseLayoutTest {
  private static final List<String> UNPUBLISHED = List.of("bom", "benchmarks");

  private static Path root() {
    String p = System.getProperty("replays4j.root");
    Path r = p != null && !p.isBlank() && !p.contains("${") ? Path.of(p) : Path.of("..");
    return r.toAbsolutePath().normalize();
  }

  private static List<String> all(Pattern p, String text) {
    List<String> out = new ArrayList<>();
    Matcher m = p.matcher(text);
    while (m.find()) out.add(m.group(1));
    return out;
  }

  private static List<String> publishedModules() throws IOException {
    String parent = Files.readString(root().resolve("pom.xml"), StandardCharsets.UTF_8);
    List<String> modules = all(Pattern.compile("<module>([^<]+)</module>"), parent);
    modules.removeAll(UNPUBLISHED);
    return modules;
  }

  @Test
  void theBomListsEveryPublishedModuleAndNothingElse() throws IOException {
    String pom = Files.readString(root().resolve("bom/pom.xml"), StandardCharsets.UTF_8);
    String bom = pom.substring(pom.indexOf("<dependencyManagement>"), pom.indexOf("</dependencyManagement>"));
    List<String> listed = all(Pattern.compile(
        "<groupId>org\\.replays4j</groupId>\\s*<artifactId>([^<]+)</artifactId>"), bom);
    assertThat(listed).containsExactlyInAnyOrderElementsOf(publishedModules());
    // the zstd/xz services of every format are published on their own (issue #17)
    assertThat(listed).contains("replay-compress");
  }

  @Test
  void everyPublishedModuleNamesItsJarsModuleUnderOrgReplays4j() throws IOException {
    List<String> names = new ArrayList<>();
    for (String module : publishedModules()) {
      String pom = Files.readString(root().resolve(module).resolve("pom.xml"), StandardCharsets.UTF_8);
      List<String> name = all(Pattern.compile("<module\\.name>([^<]+)</module\\.name>"), pom);
      assertThat(name).as(module + "/pom.xml sets module.name once").hasSize(1);
      assertThat(name.get(0)).as(module).matches("org\\.replays4j\\.[a-z]+");
      names.add(name.get(0));
    }
    assertThat(names).doesNotHaveDuplicates().contains("org.replays4j.compress");
  }
}
