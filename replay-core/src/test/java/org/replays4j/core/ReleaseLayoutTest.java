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
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The published artifacts stay consistent with the reactor: the BOM lists every published module
 * (all modules but the BOM itself and the never-published benchmarks); every published module gives
 * its jar a distinct JPMS name ({@code module.name}, written as {@code Automatic-Module-Name}),
 * puts LICENSE and NOTICE into META-INF, and gets a sources jar (and a javadoc jar with -Prelease);
 * the benchmarks are neither installed nor deployed; and only a module whose main code logs
 * declares slf4j-api. These read the POMs, since replay-core's tests run before the other jars
 * exist.
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

  private static String pom(String module) throws IOException {
    return Files.readString(
        root().resolve(module.isEmpty() ? "pom.xml" : module + "/pom.xml"), StandardCharsets.UTF_8);
  }

  /** The parent POM without its profiles (what every build does). */
  private static String parentBuild() throws IOException {
    String parent = pom("");
    int profiles = parent.indexOf("<profiles>");
    return profiles < 0 ? parent : parent.substring(0, profiles);
  }

  private static String releaseProfile() throws IOException {
    String parent = pom("");
    int id = parent.indexOf("<id>release</id>");
    assertThat(id).as("the release profile of the parent POM").isPositive();
    return parent.substring(id, parent.indexOf("</profile>", id));
  }

  /**
   * The text of the first {@code <plugin>} element naming {@code artifactId} outside {@code
   * <pluginManagement>} (a plugin that runs), or "" when there is none.
   */
  private static String plugin(String pom, String artifactId) {
    int pm = pom.indexOf("<pluginManagement>");
    if (pm >= 0) pom = pom.substring(0, pm) + pom.substring(pom.indexOf("</pluginManagement>"));
    int a = pom.indexOf("<artifactId>" + artifactId + "</artifactId>");
    if (a < 0) return "";
    int start = pom.lastIndexOf("<plugin>", a);
    return pom.substring(start, pom.indexOf("</plugin>", a));
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
    String bom =
        pom.substring(
            pom.indexOf("<dependencyManagement>"), pom.indexOf("</dependencyManagement>"));
    List<String> listed =
        all(
            Pattern.compile(
                "<groupId>org\\.replays4j</groupId>\\s*<artifactId>([^<]+)</artifactId>"),
            bom);
    assertThat(listed).containsExactlyInAnyOrderElementsOf(publishedModules());
    // the zstd/xz services of every format are published on their own
    assertThat(listed).contains("replay-compress");
  }

  @Test
  void everyPublishedModuleNamesItsJarsModuleUnderOrgReplays4j() throws IOException {
    List<String> names = new ArrayList<>();
    for (String module : publishedModules()) {
      String pom =
          Files.readString(root().resolve(module).resolve("pom.xml"), StandardCharsets.UTF_8);
      List<String> name = all(Pattern.compile("<module\\.name>([^<]+)</module\\.name>"), pom);
      assertThat(name).as(module + "/pom.xml sets module.name once").hasSize(1);
      assertThat(name.get(0)).as(module).matches("org\\.replays4j\\.[a-z]+");
      names.add(name.get(0));
    }
    assertThat(names).doesNotHaveDuplicates().contains("org.replays4j.compress");
  }

  @Test
  void everyJarGetsItsModuleNameLicenseAndNotice() throws IOException {
    String build = parentBuild();
    assertThat(build)
        .as("the jar plugin's configuration in the parent")
        .contains(
            "<manifestEntries><Automatic-Module-Name>${module.name}</Automatic-Module-Name></manifestEntries>");
    String resources = build.substring(build.indexOf("<resources>"), build.indexOf("</resources>"));
    assertThat(resources)
        .contains(
            "<directory>${replays4j.root}</directory>",
            "<targetPath>META-INF</targetPath>",
            "<include>LICENSE</include>",
            "<include>NOTICE</include>");
    assertThat(root().resolve("LICENSE")).isRegularFile();
    assertThat(root().resolve("NOTICE")).isRegularFile();
    for (String module : publishedModules()) {
      assertThat(pom(module))
          .as(module + "/pom.xml must not replace the parent's resources (LICENSE, NOTICE)")
          .doesNotContain("<resources>");
    }
    // replay-testkit publishes its test-jar: the same two files go into its test classes.
    String testkit = pom("replay-testkit");
    String testResources =
        testkit.substring(testkit.indexOf("<testResources>"), testkit.indexOf("</testResources>"));
    assertThat(testResources)
        .contains(
            "<directory>${replays4j.root}</directory>",
            "<targetPath>META-INF</targetPath>",
            "<include>LICENSE</include>",
            "<include>NOTICE</include>");
    // This module's own build put them there (its tests run after process-resources).
    assertThat(Path.of("target/classes/META-INF/LICENSE")).isRegularFile();
    assertThat(Path.of("target/classes/META-INF/NOTICE")).isRegularFile();
  }

  @Test
  void everyPublishedModuleGetsSourcesAndWithReleaseJavadocJars() throws IOException {
    assertThat(plugin(parentBuild(), "maven-source-plugin")).contains("<goal>jar-no-fork</goal>");
    assertThat(plugin(releaseProfile(), "maven-javadoc-plugin")).contains("<goal>jar</goal>");
    for (String module : publishedModules()) {
      String pom = pom(module);
      assertThat(pom)
          .as(module)
          .doesNotContain(
              "<maven.source.skip>true", "<maven.javadoc.skip>true", "<skipSource>true");
    }
    // replay-testkit is used as its test-jar (the bom lists that one): its sources and javadoc go
    // with it.
    String testkit = pom("replay-testkit");
    assertThat(plugin(testkit, "maven-source-plugin")).contains("<goal>test-jar-no-fork</goal>");
    assertThat(
            plugin(testkit.substring(testkit.indexOf("<id>release</id>")), "maven-javadoc-plugin"))
        .contains("<goal>test-jar</goal>");
  }

  @Test
  void theBenchmarksAreNeitherInstalledNorDeployed() throws IOException {
    assertThat(pom("benchmarks"))
        .contains(
            "<maven.install.skip>true</maven.install.skip>",
            "<maven.deploy.skip>true</maven.deploy.skip>");
  }

  @Test
  void slf4jApiIsDeclaredExactlyByTheModulesWhoseMainCodeLogs() throws IOException {
    String parent = pom("");
    List<String> declaring = new ArrayList<>();
    List<String> logging = new ArrayList<>();
    for (String module : all(Pattern.compile("<module>([^<]+)</module>"), parent)) {
      if (pom(module).contains("<artifactId>slf4j-api</artifactId>")) declaring.add(module);
      Path main = root().resolve(module).resolve("src/main/java");
      if (!Files.isDirectory(main)) continue;
      try (Stream<Path> files = Files.walk(main)) {
        for (Path f : files.filter(p -> p.toString().endsWith(".java")).toList()) {
          if (Files.readString(f, StandardCharsets.UTF_8).contains("import org.slf4j.")) {
            logging.add(module);
            break;
          }
        }
      }
    }
    assertThat(declaring)
        .as("modules declaring slf4j-api")
        .containsExactlyInAnyOrderElementsOf(logging);
    String build = parentBuild();
    assertThat(build.substring(build.indexOf("</dependencyManagement>"), build.indexOf("<build>")))
        .as("the dependencies the parent gives every module")
        .doesNotContain("slf4j-api");
  }
}
