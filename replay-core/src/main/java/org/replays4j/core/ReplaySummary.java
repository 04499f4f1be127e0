package org.replays4j.core;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import org.replays4j.core.error.Damage;

/**
 * Format-agnostic description of one replay, as printed by {@code replays4j inspect}.
 *
 * @param format format id ({@code "slippi"}, …)
 * @param version the file's format version as the format names it, or {@code null} when unknown
 * @param durationSeconds game duration in seconds, or {@code null} when the file does not say
 * @param participants player names (or ids) in the file's order
 * @param counts event counts by event type name
 * @param warnings problems tolerated while decoding (e.g. "no FINISH"), empty when none
 * @param details the format's own summary as a plain value tree (Map with String keys, List,
 *     String, Number, Boolean, null), printed under the format id's key in JSON output
 * @param damage where the file was damaged when it was read in salvage mode (the summary then
 *     describes what was read before the damage), or {@code null} for a complete file
 */
public record ReplaySummary(
    String format,
    String version,
    Double durationSeconds,
    List<String> participants,
    Map<String, Long> counts,
    List<String> warnings,
    Map<String, Object> details,
    Damage damage) {

  /** Copies the collections; {@code details} keeps its iteration order. */
  public ReplaySummary {
    Objects.requireNonNull(format, "format");
    participants = List.copyOf(participants);
    counts = Collections.unmodifiableMap(new LinkedHashMap<>(counts));
    warnings = List.copyOf(warnings);
    details = Collections.unmodifiableMap(new LinkedHashMap<>(details));
  }

  /** A summary of a complete file (no damage). */
  public ReplaySummary(
      String format,
      String version,
      Double durationSeconds,
      List<String> participants,
      Map<String, Long> counts,
      List<String> warnings,
      Map<String, Object> details) {
    this(format, version, durationSeconds, participants, counts, warnings, details, null);
  }

  /** True when the file was damaged and this summary describes only the part before the damage. */
  public boolean partial() {
    return damage != null;
  }

  /** This summary marked as read up to {@code d}. */
  public ReplaySummary withDamage(Damage d) {
    return new ReplaySummary(
        format, version, durationSeconds, participants, counts, warnings, details, d);
  }
}
