package org.replays4j.teehistorian;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;

/**
 * Builds a header tree in the key order of DDNet's current writer
 * (docs/formats/teehistorian.md#header), every scalar as a JSON string. Defaults: version "2",
 * version_minor "22", comment "teehistorian@ddnet.tw", the 21 teehistorian EX names as {@code
 * uuids}; unset optional keys are omitted. Not thread-safe.
 */
public final class HeaderBuilder {
  private String version = "2";
  private String versionMinor = String.valueOf(TeehistorianVersion.NEWEST_MINOR);
  private UUID gameUuid = TeehistorianUuids.v3("test@ddnet.tw");
  private UUID prevGameUuid;
  private String serverVersion = "replays4j";
  private String startTime = "1970-01-01T00:00:00+0000";
  private String serverName = "server name";
  private int serverPort = 8303;
  private String gameType = "DDraceNetwork";
  private String mapName = "map";
  private long mapSize;
  private String mapSha256 = "0".repeat(64);
  private String mapCrc = "00000000";
  private String prngDescription;
  private final Map<String, String> config = new LinkedHashMap<>();
  private final Map<String, String> tuning = new LinkedHashMap<>();
  private List<String> uuids = new ArrayList<>();

  /** A builder with the defaults. */
  public HeaderBuilder() {
    for (ExType t : ExType.values()) uuids.add(t.uuidName());
  }

  /** {@code version} ("1" or "2"). */
  public HeaderBuilder version(int v) {
    version = String.valueOf(v);
    return this;
  }

  /** {@code version_minor}, or {@code null} to omit it. */
  public HeaderBuilder versionMinor(Integer v) {
    versionMinor = v == null ? null : String.valueOf(v);
    return this;
  }

  /** {@code game_uuid}. */
  public HeaderBuilder gameUuid(UUID u) {
    gameUuid = Objects.requireNonNull(u);
    return this;
  }

  /** {@code prev_game_uuid}, or {@code null} to omit it. */
  public HeaderBuilder prevGameUuid(UUID u) {
    prevGameUuid = u;
    return this;
  }

  /** {@code server_version}. */
  public HeaderBuilder serverVersion(String s) {
    serverVersion = s;
    return this;
  }

  /** {@code start_time}, e.g. {@code 2026-11-25T21:19:48+0000}. */
  public HeaderBuilder startTime(String s) {
    startTime = s;
    return this;
  }

  /** {@code server_name}. */
  public HeaderBuilder serverName(String s) {
    serverName = s;
    return this;
  }

  /** {@code server_port}. */
  public HeaderBuilder serverPort(int p) {
    serverPort = p;
    return this;
  }

  /** {@code game_type}. */
  public HeaderBuilder gameType(String s) {
    gameType = s;
    return this;
  }

  /** {@code map_name}, {@code map_size}, {@code map_sha256}, {@code map_crc}. */
  public HeaderBuilder map(String name, long size, String sha256, String crc) {
    mapName = name;
    mapSize = size;
    mapSha256 = sha256;
    mapCrc = crc;
    return this;
  }

  /** {@code prng_description}, or {@code null} to omit it. */
  public HeaderBuilder prngDescription(String s) {
    prngDescription = s;
    return this;
  }

  /** Adds a {@code config} entry. */
  public HeaderBuilder config(String name, String value) {
    config.put(name, value);
    return this;
  }

  /** Adds a {@code tuning} entry. */
  public HeaderBuilder tuning(String name, String value) {
    tuning.put(name, value);
    return this;
  }

  /** {@code uuids}, or {@code null} to omit the key (version 1 files). */
  public HeaderBuilder uuids(List<String> names) {
    uuids = names == null ? null : new ArrayList<>(names);
    return this;
  }

  /** The header tree, ready for {@link TeehistorianWriter#writeHeader(Map)}. */
  public Map<String, Object> build() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("comment", "teehistorian@ddnet.tw");
    m.put("version", version);
    if (versionMinor != null) m.put("version_minor", versionMinor);
    m.put("game_uuid", gameUuid.toString());
    if (prevGameUuid != null) m.put("prev_game_uuid", prevGameUuid.toString());
    m.put("server_version", serverVersion);
    m.put("start_time", startTime);
    m.put("server_name", serverName);
    m.put("server_port", String.valueOf(serverPort));
    m.put("game_type", gameType);
    m.put("map_name", mapName);
    m.put("map_size", String.valueOf(mapSize));
    m.put("map_sha256", mapSha256);
    m.put("map_crc", mapCrc);
    if (prngDescription != null) m.put("prng_description", prngDescription);
    m.put("config", new LinkedHashMap<>(config));
    m.put("tuning", new LinkedHashMap<>(tuning));
    if (uuids != null) m.put("uuids", new ArrayList<>(uuids));
    return m;
  }
}
