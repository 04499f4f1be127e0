package org.replays4j.teehistorian;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Coded;
import org.replays4j.teehistorian.record.MinorVersion;

/**
 * The header's {@code version} values (file layout) as a table, code = the header value, and the
 * format's fixed limits. What the recorded messages mean changed with {@code version_minor}: the
 * gates of {@link MinorVersion}.
 */
public enum TeehistorianVersion implements Coded {
  /** Header {@code version} "1": DDNet 11.0 to 11.0.2, no EX message. */
  V1(1, "11.0"),
  /** Header {@code version} "2": DDNet 11.0.3 and later, adds the EX message. */
  V2(2, "11.0.3");

  /**
   * Largest number of client slots of any DDNet version (128 at DDNet HEAD, 64 before): cids
   * 0..127.
   */
  public static final int MAX_CLIENTS = 128;

  /** Server ticks per second. */
  public static final int TICKS_PER_SECOND = 50;

  private static final CodeTable<TeehistorianVersion> VERSIONS =
      CodeTable.of(TeehistorianVersion.class);

  TeehistorianVersion(int version, String since) {
    CodeTable.row(this, version, since);
  }

  /** First DDNet release that wrote this version. */
  public String since() {
    return VERSIONS.name(this, 0);
  }

  /** The version with header value {@code version}, or null when this library does not know it. */
  public static TeehistorianVersion of(int version) {
    return VERSIONS.get(version);
  }
}
