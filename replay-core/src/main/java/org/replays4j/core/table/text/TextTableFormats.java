package org.replays4j.core.table.text;

import java.io.IOException;
import java.nio.file.Path;
import java.util.Map;
import org.replays4j.core.table.AbstractTableFileFormat;
import org.replays4j.core.table.TableFileWriter;
import org.replays4j.core.table.TableSchema;

/**
 * The text table files, {@link org.replays4j.core.table.TableFileFormat} services of replay-core
 * itself: CSV and JSON Lines. Neither takes options.
 */
public final class TextTableFormats {
  private TextTableFormats() {}

  /**
   * {@code csv}: RFC 4180 (CRLF line ends, a field holding a comma, a quote or a line break quoted,
   * its quotes doubled) with a header line of column names. A null is an empty field and an empty
   * string {@code ""}; {@code bool} is {@code true}/{@code false}; floats are in their shortest
   * round-trip form ({@code 0.1}, {@code 1.1884683E13}, {@code NaN}); binary values are lower-case
   * hex.
   */
  public static final class Csv extends TextFormat {
    /** The format, for {@link java.util.ServiceLoader}. */
    public Csv() {
      super("csv", CsvWriter::new);
    }
  }

  /**
   * {@code jsonl}: JSON Lines, one object per row ({@code {"file":"a.slp","frame":0,…}} and a line
   * feed), keys in column order, null values as {@code null}, floats as numbers in their shortest
   * round-trip form (NaN and infinities as the strings {@code "NaN"}, {@code "Infinity"}, {@code
   * "-Infinity"}), binary values as lower-case hex strings. Strings escape the quote, the backslash
   * and the control characters; other characters are written as they are, in UTF-8.
   */
  public static final class JsonLines extends TextFormat {
    /** The format, for {@link java.util.ServiceLoader}. */
    public JsonLines() {
      super("jsonl", JsonLinesWriter::new);
    }
  }

  /** Opens the writer of a text format. */
  private interface Opener {
    TableFileWriter open(Path file, TableSchema schema) throws IOException;
  }

  /** A text format: no options, one writer class. */
  private abstract static class TextFormat extends AbstractTableFileFormat {
    private final Opener opener;

    TextFormat(String id, Opener opener) {
      super(id);
      this.opener = opener;
    }

    @Override
    protected TableFileWriter openChecked(
        Path file, TableSchema schema, Map<String, String> options) throws IOException {
      return opener.open(file, schema);
    }
  }
}
