package org.replays4j.core;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.UncheckedIOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;

/**
 * The format notes the code cites live in the repository: every {@code docs/….md#section} written
 * in a source file or in README.md names a file that exists and a heading it has, every {@code X.md
 * §N} (or {@code X.md Appendix A}) of a main source or README.md names a file of the repository by
 * its path from the root (a numbered section, where the note numbers its headings), and every
 * in-page link of a note names one of its own headings. Anchors are GitHub's: the heading in lower
 * case, without punctuation, spaces turned into hyphens (a repeated heading gets {@code -1}, {@code
 * -2}…).
 */
class DocReferencesTest {
  private static final Pattern DOC_REF = Pattern.compile("docs/[\\w./-]+?\\.md(?:#[\\w-]+)?");

  /**
   * {@code path.md §4.6} or {@code path.md Appendix A}: group 1 the path, group 2 the section
   * number if any.
   */
  private static final Pattern SECTION_REF =
      Pattern.compile("([\\w./-]*\\.md),? (?:§(\\d+(?:\\.\\d+)*)|Appendix [A-Z]\\b)");

  /** A numbered heading: {@code ## 4. Conversions}, {@code ### 4.6 Opening type}. */
  private static final Pattern NUMBERED_HEADING =
      Pattern.compile("^#+\\s+(\\d+(?:\\.\\d+)*)\\.?\\s");

  private static final Pattern IN_PAGE_LINK = Pattern.compile("\\]\\(#([\\w-]+)\\)");

  /** The repository root: the {@code replays4j.root} system property, else the module's parent. */
  private static Path root() {
    String p = System.getProperty("replays4j.root");
    Path r = p != null && !p.isBlank() && !p.contains("${") ? Path.of(p) : Path.of("..");
    return r.toAbsolutePath().normalize();
  }

  @Test
  void headingsBecomeGithubAnchors() {
    assertThat(
            anchors(
                List.of(
                    "# Title",
                    "## Rep file",
                    "### Init request",
                    "## Ids",
                    "## Ids",
                    "```",
                    "# not a heading",
                    "```",
                    "## A.1 — The `section` container (all eras)")))
        .containsExactly(
            "title",
            "rep-file",
            "init-request",
            "ids",
            "ids-1",
            "a1--the-section-container-all-eras");
  }

  @Test
  void everyDocsReferenceInTheSourcesNamesAFileAndAHeadingThatExist() throws IOException {
    Path root = root();
    assertThat(root.resolve("docs/formats"))
        .as("docs/formats under the repository root " + root)
        .isDirectory();
    List<String> broken = new ArrayList<>();
    int references = 0;
    Map<Path, Set<String>> anchorCache = new HashMap<>();
    for (Path file : sources(root)) {
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = DOC_REF.matcher(lines.get(i));
        while (m.find()) {
          references++;
          String ref = m.group();
          int hash = ref.indexOf('#');
          Path doc = root.resolve(hash < 0 ? ref : ref.substring(0, hash));
          String where = root.relativize(file) + ":" + (i + 1) + ": " + ref;
          if (!Files.isRegularFile(doc)) {
            broken.add(where + " (no such file)");
          } else if (hash >= 0
              && !anchorCache
                  .computeIfAbsent(doc, DocReferencesTest::anchorsOf)
                  .contains(ref.substring(hash + 1))) {
            broken.add(where + " (no such heading)");
          }
        }
      }
    }
    assertThat(broken).as("broken docs/ references").isEmpty();
    assertThat(references).as("docs/ references found in the sources").isPositive();
  }

  @Test
  void sectionReferencesFindTheirSection() {
    List<String> refs = new ArrayList<>();
    Matcher m =
        SECTION_REF.matcher(
            "see docs/formats/slippi-stats.md §4.6, x-facts.md §10 and notes/a.md Appendix A.");
    while (m.find()) refs.add(m.group(1) + " " + m.group(2));
    assertThat(refs)
        .containsExactly("docs/formats/slippi-stats.md 4.6", "x-facts.md 10", "notes/a.md null");
    assertThat(
            numberedSections(
                List.of(
                    "# T",
                    "## 1. Pipeline",
                    "### 1.3 Which frames",
                    "```",
                    "## 9. no",
                    "```",
                    "## Appendix A — lag")))
        .containsExactly("1", "1.3");
  }

  @Test
  void everySectionReferenceInTheMainSourcesNamesAFileOfTheRepository() throws IOException {
    Path root = root();
    List<String> broken = new ArrayList<>();
    int references = 0;
    Map<Path, Set<String>> sectionCache = new HashMap<>();
    for (Path file : sources(root)) {
      if (file.toString().contains("/src/test/")) continue;
      List<String> lines = Files.readAllLines(file, StandardCharsets.UTF_8);
      for (int i = 0; i < lines.size(); i++) {
        Matcher m = SECTION_REF.matcher(lines.get(i));
        while (m.find()) {
          references++;
          Path doc = root.resolve(m.group(1)).normalize();
          String where = root.relativize(file) + ":" + (i + 1) + ": " + m.group();
          if (!doc.startsWith(root) || !Files.isRegularFile(doc)) {
            broken.add(where + " (no such file in the repository; cite it as docs/….md)");
            continue;
          }
          Set<String> sections =
              sectionCache.computeIfAbsent(doc, DocReferencesTest::numberedSectionsOf);
          if (m.group(2) != null && !sections.isEmpty() && !sections.contains(m.group(2))) {
            broken.add(where + " (no such numbered section)");
          }
        }
      }
    }
    assertThat(broken).as("broken .md § references").isEmpty();
    assertThat(references).as(".md § references found in the main sources").isPositive();
  }

  @Test
  void everyInPageLinkOfTheFormatNotesNamesOneOfItsHeadings() throws IOException {
    List<String> broken = new ArrayList<>();
    try (Stream<Path> notes = Files.list(root().resolve("docs/formats"))) {
      for (Path note : notes.filter(p -> p.toString().endsWith(".md")).sorted().toList()) {
        Set<String> anchors = anchorsOf(note);
        Matcher m = IN_PAGE_LINK.matcher(Files.readString(note, StandardCharsets.UTF_8));
        while (m.find()) {
          if (!anchors.contains(m.group(1))) broken.add(note.getFileName() + ": #" + m.group(1));
        }
      }
    }
    assertThat(broken).as("in-page links without a heading").isEmpty();
  }

  /**
   * Java sources of every module plus README.md; build output and hidden directories are skipped.
   */
  private static List<Path> sources(Path root) throws IOException {
    List<Path> out = new ArrayList<>();
    out.add(root.resolve("README.md"));
    try (Stream<Path> s = Files.walk(root)) {
      s.filter(p -> p.toString().endsWith(".java"))
          .filter(
              p -> {
                Path rel = root.relativize(p);
                for (Path part : rel) {
                  String n = part.toString();
                  if (n.equals("target") || n.startsWith(".")) return false;
                }
                return true;
              })
          .sorted()
          .forEach(out::add);
    }
    return out;
  }

  private static Set<String> anchorsOf(Path doc) {
    try {
      return anchors(Files.readAllLines(doc, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  private static Set<String> numberedSectionsOf(Path doc) {
    try {
      return numberedSections(Files.readAllLines(doc, StandardCharsets.UTF_8));
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    }
  }

  /** The numbers of the numbered headings of a Markdown file ({@code 4}, {@code 4.6}), in order. */
  static Set<String> numberedSections(List<String> lines) {
    Set<String> out = new LinkedHashSet<>();
    boolean fenced = false;
    for (String line : lines) {
      if (line.startsWith("```")) {
        fenced = !fenced;
        continue;
      }
      Matcher m = NUMBERED_HEADING.matcher(line);
      if (!fenced && m.find()) out.add(m.group(1));
    }
    return out;
  }

  /** GitHub's heading anchors of a Markdown file, in order. */
  static Set<String> anchors(List<String> lines) {
    Set<String> out = new LinkedHashSet<>();
    Map<String, Integer> seen = new HashMap<>();
    boolean fenced = false;
    for (String line : lines) {
      if (line.startsWith("```")) {
        fenced = !fenced;
        continue;
      }
      if (fenced || !line.startsWith("#")) continue;
      String text = line.replaceFirst("^#+\\s*", "");
      String slug =
          text.toLowerCase(Locale.ROOT).replaceAll("[^\\p{L}\\p{N} _-]", "").replace(' ', '-');
      int n = seen.merge(slug, 1, Integer::sum) - 1;
      out.add(n == 0 ? slug : slug + "-" + n);
    }
    return out;
  }
}
