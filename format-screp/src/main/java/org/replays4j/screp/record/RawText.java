package org.replays4j.screp.record;

import org.replays4j.core.io.ByteSlice;

/**
 * A string field as stored (bytes up to the first NUL) and as decoded.
 *
 * @param text the decoded text (see {@code ScrepText} for the UTF-8 / cp949 / cp1252 rules)
 * @param raw the stored bytes without the terminating NUL (a private copy)
 */
public record RawText(String text, ByteSlice raw) {
  /** The empty string. */
  public static final RawText EMPTY = new RawText("", ByteSlice.EMPTY);

  /** Validates non-null components. */
  public RawText {
    java.util.Objects.requireNonNull(text, "text");
    java.util.Objects.requireNonNull(raw, "raw");
  }

  /** True when no bytes are stored. */
  public boolean isEmpty() {
    return raw.isEmpty();
  }

  @Override
  public String toString() {
    return text;
  }
}
