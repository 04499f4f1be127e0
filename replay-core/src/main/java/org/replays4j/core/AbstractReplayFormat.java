package org.replays4j.core;

import java.util.List;
import java.util.Objects;
import org.replays4j.core.table.FormatTables;

/**
 * The names every {@link ReplayFormat} declares, given once to the constructor instead of written
 * as four methods in each format (docs/DESIGN.md#one-shape-for-every-format). A format extends this
 * class with a public no-argument constructor (for {@link java.util.ServiceLoader}) that passes its
 * names (and its {@link FormatTables}, when it has tables), and implements the rest of {@link
 * ReplayFormat}. The methods stay overridable for a format whose names are not constants (say,
 * versions that depend on the codecs on the class path).
 */
public abstract class AbstractReplayFormat implements ReplayFormat {
  private final String id;
  private final String displayName;
  private final String supportedVersions;
  private final List<String> extensions;
  private final FormatTables tables;

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
   * A format with tables (#13).
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
    this.tables = Objects.requireNonNull(tables, "tables");
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
}
