package org.replays4j.core.table.text;

/**
 * The field rule of the {@code csv} table files ({@link TextTableFormats.Csv}), for CSV written
 * from other rows than a table batch (such as the rows of a catalog query): a null is an empty
 * field; a string that is empty or holds a comma, a quote or a line break is quoted with its quotes
 * doubled; any other string is written as it is.
 */
public final class CsvRecords {
  private CsvRecords() {}

  /**
   * One record: the fields by the rule above, joined by commas, without a line end.
   *
   * @param fields the values, {@code null} for a null
   * @return the record's text
   */
  public static String of(String[] fields) {
    StringBuilder sb = new StringBuilder();
    for (int i = 0; i < fields.length; i++) {
      if (i > 0) sb.append(',');
      String f = fields[i];
      if (f == null) continue;
      if (plain(f)) {
        sb.append(f);
      } else {
        sb.append('"').append(f.replace("\"", "\"\"")).append('"');
      }
    }
    return sb.toString();
  }

  /** Whether non-null {@code s} is written as it is: not empty, no comma, quote or line break. */
  static boolean plain(String s) {
    if (s.isEmpty()) return false;
    for (int i = 0; i < s.length(); i++) {
      char ch = s.charAt(i);
      if (ch == ',' || ch == '"' || ch == '\n' || ch == '\r') return false;
    }
    return true;
  }
}
