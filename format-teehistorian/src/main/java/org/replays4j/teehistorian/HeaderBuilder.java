package org.replays4j.teehistorian;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.UUID;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.MinorVersion;
import org.replays4j.teehistorian.record.TeehistorianUuids;

/**
 * Builds a header tree in the key order of DDNet's current writer
 * (docs/formats/teehistorian.md#header), every scalar as a JSON string. Defaults: version "2",
 * version_minor "22", comment "teehistorian@ddnet.tw", the 21 teehistorian EX names as {@code
 * uuids}; unset optional keys are omitted. Not thread-safe.
 */
public final class HeaderBuilder {
  /** The scalar keys in DDNet's order; {@code config}, {@code tuning} and {@code uuids} follow. */
  private static final List<String> KEYS =
      List.of(
          "comment",
          "version",
          "version_minor",
          "game_uuid",
          "prev_game_uuid",
          "server_version",
          "start_time",
          "server_name",
          "server_port",
          "game_type",
          "map_name",
          "map_size",
          "map_sha256",
          "map_crc",
          "prng_description");

  /** The scalars set so far by key (an absent key is omitted; a null value is written as null). */
  private final Map<String, String> scalars = new HashMap<>();

  private final Map<String, String> config = new LinkedHashMap<>();
  private final Map<String, String> tuning = new LinkedHashMap<>();
  private List<String> uuids = new ArrayList<>();

  /** A builder with the defaults. */
  public HeaderBuilder() {
    scalars.put("comment", "teehistorian@ddnet.tw");
    version(2);
    versionMinor(MinorVersion.NEWEST.code());
    gameUuid(TeehistorianUuids.v3("test@ddnet.tw"));
    serverVersion("replays4j");
    startTime("1970-01-01T00:00:00+0000");
    serverName("server name");
    serverPort(8303);
    gameType("DDraceNetwork");
    map("map", 0, "0".repeat(64), "00000000");
    for (ExType t : ExType.values()) uuids.add(t.uuidName());
  }

  private HeaderBuilder set(String key, String value) {
    scalars.put(key, value);
    return this;
  }

  /** Sets an optional key, or omits it for {@code null}. */
  private HeaderBuilder optional(String key, Object value) {
    if (value == null) scalars.remove(key);
    else scalars.put(key, value.toString());
    return this;
  }

  /** {@code version} ("1" or "2"). */
  public HeaderBuilder version(int v) {
    return set("version", String.valueOf(v));
  }

  /** {@code version_minor}, or {@code null} to omit it. */
  public HeaderBuilder versionMinor(Integer v) {
    return optional("version_minor", v);
  }

  /** {@code game_uuid}. */
  public HeaderBuilder gameUuid(UUID u) {
    return set("game_uuid", Objects.requireNonNull(u).toString());
  }

  /** {@code prev_game_uuid}, or {@code null} to omit it. */
  public HeaderBuilder prevGameUuid(UUID u) {
    return optional("prev_game_uuid", u);
  }

  /** {@code server_version}. */
  public HeaderBuilder serverVersion(String s) {
    return set("server_version", s);
  }

  /** {@code start_time}, e.g. {@code 2026-11-25T21:19:48+0000}. */
  public HeaderBuilder startTime(String s) {
    return set("start_time", s);
  }

  /** {@code server_name}. */
  public HeaderBuilder serverName(String s) {
    return set("server_name", s);
  }

  /** {@code server_port}. */
  public HeaderBuilder serverPort(int p) {
    return set("server_port", String.valueOf(p));
  }

  /** {@code game_type}. */
  public HeaderBuilder gameType(String s) {
    return set("game_type", s);
  }

  /** {@code map_name}, {@code map_size}, {@code map_sha256}, {@code map_crc}. */
  public HeaderBuilder map(String name, long size, String sha256, String crc) {
    set("map_name", name);
    set("map_size", String.valueOf(size));
    set("map_sha256", sha256);
    return set("map_crc", crc);
  }

  /** {@code prng_description}, or {@code null} to omit it. */
  public HeaderBuilder prngDescription(String s) {
    return optional("prng_description", s);
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
    for (String k : KEYS) if (scalars.containsKey(k)) m.put(k, scalars.get(k));
    m.put("config", new LinkedHashMap<>(config));
    m.put("tuning", new LinkedHashMap<>(tuning));
    if (uuids != null) m.put("uuids", new ArrayList<>(uuids));
    return m;
  }
}
