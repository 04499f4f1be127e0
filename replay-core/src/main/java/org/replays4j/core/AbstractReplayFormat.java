package org.replays4j.core;

import java.util.List;
import java.util.Objects;
import org.replays4j.core.table.FormatTables;

/**
 * The names every {@link ReplayFormat} declares, given once to the constructor instead of written
 * as four methods in each format (docs/DESIGN.md#one-shape-for-every-format). A format extends this
 * class with a public no-argument constructor (for {@link java.util.ServiceLoader}) that passes its
 * names (and its {@link FormatTables} and {@link ReplayConversion}s, when it has them), and
 * implements the rest of {@link ReplayFormat}. The name methods stay overridable for a format whose
 * names are not constants (say, versions that depend on the codecs on the class path).
 */
public abstract class AbstractReplayFormat implements ReplayFormat {
  private final String id;
  private final String displayName;
  private final String supportedVersions;
  private final List<String> extensions;
  private final FormatTables tables;
  private final List<ReplayConversion> conversions;

  /**
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param extensions {@link #extensions()}, most common first
   */
  protected AbstractReplayFormat(
      String id, String displayName, String supportedVersions, String... extensions) {
    this(id, displayName, supportedVersions, FormatTables.NONE, extensions);
  }

  /**
   * A format with tables.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param tables {@link #formatTables()}
   * @param extensions {@link #extensions()}, most common first
   */
  protected AbstractReplayFormat(
      String id,
      String displayName,
      String supportedVersions,
      FormatTables tables,
      String... extensions) {
    this(id, displayName, supportedVersions, tables, List.of(), extensions);
  }

  /**
   * A format with tables and conversions.
   *
   * @param id {@link #id()}
   * @param displayName {@link #displayName()}
   * @param supportedVersions {@link #supportedVersions()}
   * @param tables {@link #formatTables()} ({@link FormatTables#NONE} for none)
   * @param conversions {@link #conversions()}, stateless and thread-safe
   * @param extensions {@link #extensions()}, most common first
   */
  protected AbstractReplayFormat(
      String id,
      String displayName,
      String supportedVersions,
      FormatTables tables,
      List<ReplayConversion> conversions,
      String... extensions) {
    this.tables = Objects.requireNonNull(tables, "tables");
    this.conversions = List.copyOf(conversions);
    this.id = Objects.requireNonNull(id, "id");
    this.displayName = Objects.requireNonNull(displayName, "displayName");
    this.supportedVersions = Objects.requireNonNull(supportedVersions, "supportedVersions");
    this.extensions = List.of(extensions);
  }

  @Override
  public String id() {
    return id;
  }

  @Override
  public String displayName() {
    return displayName;
  }

  @Override
  public List<String> extensions() {
    return extensions;
  }

  @Override
  public String supportedVersions() {
    return supportedVersions;
  }

  @Override
  public FormatTables formatTables() {
    return tables;
  }

  /** The conversions given to the constructor: a format lists them there, never overrides this. */
  @Override
  public final List<ReplayConversion> conversions() {
    return conversions;
  }
}
