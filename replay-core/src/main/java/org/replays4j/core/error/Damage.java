package org.replays4j.core.error;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Objects;

/**
 * Where and how a file was damaged, when it was read in salvage mode: everything before {@link
 * #offset()} was delivered, the rest could not be read. Carried by a partial summary ({@link
 * org.replays4j.core.ReplaySummary#damage()}), by models and stats read from a damaged file, and by
 * the {@code damage} column of each format's top table.
 *
 * @param format format id of the decoder that found the damage ({@code "core"} for containers)
 * @param kind what was wrong, as {@link ReplayFormatException#kind()}
 * @param offset byte offset of the damage in the decoded stream, or -1 when unknown
 * @param message what was expected and what was found ({@link ReplayFormatException#detail()})
 */
public record Damage(String format, ReplayFormatException.Kind kind, long offset, String message) {
  /** Checks the components. */
  public Damage {
    Objects.requireNonNull(format, "format");
    Objects.requireNonNull(kind, "kind");
    Objects.requireNonNull(message, "message");
  }

  /**
   * Whether salvage mode reports {@code e} as damage: a truncated, bad-magic or invalid file. A
   * {@link ReplayFormatException.Kind#LIMIT_EXCEEDED} (the caller's refusal to read more) and an
   * {@link ReplayFormatException.Kind#UNSUPPORTED} feature (well-formed input this decoder cannot
   * read) are not damage: they fail in salvage mode too.
   */
  public static boolean salvageable(ReplayFormatException e) {
    return e.kind() != ReplayFormatException.Kind.LIMIT_EXCEEDED
        && e.kind() != ReplayFormatException.Kind.UNSUPPORTED;
  }

  /** The damage an exception describes. */
  public static Damage of(ReplayFormatException e) {
    return new Damage(e.format(), e.kind(), e.offset(), String.valueOf(e.detail()));
  }

  /** An exception that describes this damage, for a caller that wants strict behaviour. */
  public ReplayFormatException toException() {
    return new ReplayFormatException(kind, format, offset, null, null, message, null);
  }

  /**
   * The damage as a value tree for JSON output and the stats maps: {@code format}, {@code kind},
   * {@code offset} (null when unknown) and {@code message}, in that order.
   */
  public Map<String, Object> toTree() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("format", format);
    m.put("kind", kind.name());
    m.put("offset", offset >= 0 ? offset : null);
    m.put("message", message);
    return Collections.unmodifiableMap(m);
  }

  /** One line for tables and logs: {@code TRUNCATED at 1234: expected … but got …}. */
  @Override
  public String toString() {
    return kind + (offset >= 0 ? " at " + offset : "") + ": " + message;
  }
}
