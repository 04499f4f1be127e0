package org.replays4j.teehistorian.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.OptionalLong;
import java.util.UUID;

/**
 * The header: the JSON object after the magic UUID, with the common keys typed and the whole object
 * kept as {@link #tree()}. DDNet writes every scalar as a JSON string; absent keys are {@code null}
 * (objects) or empty (optionals), never invented. Unknown keys are only in the tree.
 *
 * @param version {@code version}: 1 or 2
 * @param versionMinor {@code version_minor} (DDNet 15.6+), empty before
 * @param gameUuid {@code game_uuid}, or {@code null} when absent or not a UUID
 * @param prevGameUuid {@code prev_game_uuid} (previous map on the same server), or {@code null}
 * @param serverVersion {@code server_version}, e.g. {@code "0.6.4, 16.4"}, or {@code null}
 * @param startTime {@code start_time} as written ({@code %Y-%m-%dT%H:%M:%S%z}), or {@code null}
 * @param serverName {@code server_name}, or {@code null}
 * @param serverPort {@code server_port}, empty when absent or not an int
 * @param gameType {@code game_type}, or {@code null}
 * @param mapName {@code map_name}, or {@code null}
 * @param mapSize {@code map_size} in bytes, empty when absent or not an int
 * @param mapSha256 {@code map_sha256} (64 hex digits, DDNet 11.2+), or {@code null}
 * @param mapCrc {@code map_crc} (8 hex digits), or {@code null}
 * @param prngDescription {@code prng_description} (DDNet 13.2+), or {@code null}
 * @param config {@code config}: server settings differing from default, name → value (empty when
 *     absent)
 * @param tuning {@code tuning}: tuning differing from default, name → value×100 as text (empty when
 *     absent)
 * @param uuids {@code uuids}: names registered in the server's UUID manager (empty in version 1)
 * @param tree the complete JSON object as a plain value tree (Map/List/String/Number/Boolean/null)
 * @param sizeBytes header size in the file: magic + JSON + terminating NUL
 */
public record Header(
    int version,
    OptionalInt versionMinor,
    UUID gameUuid,
    UUID prevGameUuid,
    String serverVersion,
    String startTime,
    String serverName,
    OptionalInt serverPort,
    String gameType,
    String mapName,
    OptionalLong mapSize,
    String mapSha256,
    String mapCrc,
    String prngDescription,
    Map<String, String> config,
    Map<String, String> tuning,
    List<String> uuids,
    Map<String, Object> tree,
    int sizeBytes) {

  /** Copies the collections, keeping their order. */
  public Header {
    config = Collections.unmodifiableMap(new LinkedHashMap<>(config));
    tuning = Collections.unmodifiableMap(new LinkedHashMap<>(tuning));
    uuids = List.copyOf(uuids);
    tree = Collections.unmodifiableMap(new LinkedHashMap<>(tree));
  }

  /** {@code version_minor} or -1 when absent. */
  public int minorOrMinusOne() {
    return versionMinor.isPresent() ? versionMinor.getAsInt() : -1;
  }

  /**
   * True when this header's {@code version_minor} reaches {@code gate}; false without one (before
   * DDNet 15.6).
   */
  public boolean isAtLeast(MinorVersion gate) {
    return gate.isReachedBy(minorOrMinusOne());
  }
}
