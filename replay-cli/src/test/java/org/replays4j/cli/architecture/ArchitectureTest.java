package org.replays4j.cli.architecture;

import static com.tngtech.archunit.lang.syntax.ArchRuleDefinition.noClasses;
import static com.tngtech.archunit.library.dependencies.SlicesRuleDefinition.slices;

import com.tngtech.archunit.core.domain.JavaClasses;
import com.tngtech.archunit.core.importer.ClassFileImporter;
import com.tngtech.archunit.core.importer.ImportOption;
import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;

/**
 * The project's layers, checked on the built classes of every module on this module's class path
 * (the CLI depends on all of them but Spark, whose one package depends only on the others):
 *
 * <ul>
 *   <li>no cycle between any two packages;
 *   <li>{@code replay-core} depends on the JDK only;
 *   <li>inside core, the byte readers ({@code io}, {@code codec}, {@code error}) are the bottom:
 *       they use nothing of the event, stats, table, collection or format layers; the collection
 *       walker is above the format SPI, which nothing below it reaches;
 *   <li>a format module uses core and nothing of another format or of the tools built on formats
 *       (tables files, catalog, pictures, web, CLI).
 * </ul>
 */
class ArchitectureTest {
  private static JavaClasses classes;

  @BeforeAll
  static void importClasses() {
    classes =
        new ClassFileImporter()
            .withImportOption(ImportOption.Predefined.DO_NOT_INCLUDE_TESTS)
            .importPackages("org.replays4j");
  }

  @Test
  void no_package_depends_on_itself_through_others() {
    slices().matching("org.replays4j.(**)").should().beFreeOfCycles().check(classes);
  }

  @Test
  void core_depends_on_the_jdk_only() {
    noClasses()
        .that()
        .resideInAPackage("org.replays4j.core..")
        .should()
        .dependOnClassesThat()
        .resideOutsideOfPackages("org.replays4j.core..", "java..", "javax..")
        .check(classes);
  }

  @Test
  void the_byte_readers_are_the_bottom_of_core() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.replays4j.core.io", "org.replays4j.core.codec", "org.replays4j.core.error")
        .should()
        .dependOnClassesThat()
        .resideInAnyPackage(
            "org.replays4j.core",
            "org.replays4j.core.event",
            "org.replays4j.core.stats",
            "org.replays4j.core.table",
            "org.replays4j.core.collect")
        .check(classes);
  }

  @Test
  void only_the_collection_walker_and_what_is_above_it_use_it() {
    noClasses()
        .that()
        .resideInAnyPackage(
            "org.replays4j.core",
            "org.replays4j.core.event",
            "org.replays4j.core.stats",
            "org.replays4j.core.table",
            "org.replays4j.core.io",
            "org.replays4j.core.codec",
            "org.replays4j.core.error")
        .should()
        .dependOnClassesThat()
        .resideInAPackage("org.replays4j.core.collect")
        .check(classes);
  }

  @Test
  void formats_use_core_and_no_other_format_or_tool() {
    String[] formats = {"slippi", "teehistorian", "soku", "butter", "screp"};
    for (String f : formats) {
      noClasses()
          .that()
          .resideInAPackage("org.replays4j." + f + "..")
          .should()
          .dependOnClassesThat()
          .resideInAnyPackage(others(f, formats))
          .check(classes);
    }
  }

  private static String[] others(String format, String[] formats) {
    List<String> out = new ArrayList<>();
    for (String f : formats) if (!f.equals(format)) out.add("org.replays4j." + f + "..");
    for (String tool : new String[] {"arrow", "parquet", "catalog", "plot", "web", "cli", "spark"})
      out.add("org.replays4j." + tool + "..");
    return out.toArray(String[]::new);
  }
}
