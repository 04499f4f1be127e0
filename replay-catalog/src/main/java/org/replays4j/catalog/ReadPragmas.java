package org.replays4j.catalog;

import java.util.Locale;
import java.util.Set;
import org.replays4j.catalog.ReadOnlyQuery.Refused;

/**
 * The pragmas a read-only query may run: those that only read, named without a value, some of them
 * with the name of the table or index they read about.
 */
final class ReadPragmas {
  private ReadPragmas() {}

  /** Pragmas that only read, without an argument (a value would write). */
  private static final Set<String> READ_PRAGMAS =
      Set.of(
          "application_id",
          "user_version",
          "schema_version",
          "data_version",
          "page_count",
          "page_size",
          "freelist_count",
          "encoding",
          "journal_mode",
          "compile_options",
          "collation_list",
          "function_list",
          "module_list",
          "pragma_list",
          "database_list",
          "table_list");

  /** Pragmas that read about the object named in their argument. */
  private static final Set<String> READ_PRAGMAS_WITH_ARGUMENT =
      Set.of(
          "table_info",
          "table_xinfo",
          "table_list",
          "index_list",
          "index_info",
          "index_xinfo",
          "foreign_key_list",
          "foreign_key_check",
          "integrity_check",
          "quick_check");

  /**
   * A pragma that reads: a known name, no value assigned, an argument only where it names a table.
   */
  static void check(String statement) throws Refused {
    String rest = SqlWords.afterWords(statement, 1).strip();
    int i = 0;
    while (i < rest.length()
        && (Character.isLetterOrDigit(rest.charAt(i))
            || rest.charAt(i) == '_'
            || rest.charAt(i) == '.')) i++;
    String name = rest.substring(0, i).toLowerCase(Locale.ROOT);
    int dot = name.lastIndexOf('.');
    if (dot >= 0) name = name.substring(dot + 1);
    String tail = rest.substring(i).strip();
    boolean argument = tail.startsWith("(");
    boolean read =
        tail.isEmpty() && READ_PRAGMAS.contains(name)
            || tail.isEmpty() && READ_PRAGMAS_WITH_ARGUMENT.contains(name)
            || argument && READ_PRAGMAS_WITH_ARGUMENT.contains(name);
    if (!read) {
      throw new Refused(
          "query only reads: PRAGMA "
              + name
              + (tail.isEmpty() ? "" : " with a value")
              + " is refused (reading pragmas such as table_info(files) run, or SELECT * FROM"
              + " pragma_table_info('files')); nothing was run");
    }
  }
}
