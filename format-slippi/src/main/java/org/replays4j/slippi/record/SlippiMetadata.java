package org.replays4j.slippi.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * The {@code metadata} element of a {@code .slp} file as a plain value tree, with typed accessors
 * for the keys the spec documents. Every accessor returns null when the key is missing or has
 * another type.
 *
 * <p>The tree holds plain Java numbers (int8/uint8/int16/int32 as Integer, int64 as Long, float32
 * as Float, float64 as Double), so it no longer says which UBJSON marker each number had; {@link
 * #raw()} keeps the element exactly as stored, and {@code SlippiWriter} writes it back byte for
 * byte (or, when the tree was changed, re-encodes the tree with the markers read from {@code raw}
 * wherever a value is unchanged).
 *
 * @param tree the whole element (LinkedHashMap/List/String/Number/Boolean/null)
 * @param raw the element's UBJSON bytes as stored in the file (value only, without its key), or
 *     {@link ByteSlice#EMPTY} for metadata built by hand
 */
public record SlippiMetadata(Map<String, Object> tree, ByteSlice raw) {
  /** Wraps (and shallow-copies) the tree. */
  public SlippiMetadata {
    tree = Collections.unmodifiableMap(new LinkedHashMap<>(tree));
    raw = raw == null ? ByteSlice.EMPTY : raw;
  }

  /** Metadata built by hand (no stored bytes). */
  public SlippiMetadata(Map<String, Object> tree) {
    this(tree, ByteSlice.EMPTY);
  }

  /** {@code startAt}: ISO 8601 start time. */
  public String startAt() {
    return tree.get("startAt") instanceof String s ? s : null;
  }

  /** {@code lastFrame}: last frame number as written by the recorder. */
  public Integer lastFrame() {
    return tree.get("lastFrame") instanceof Number n ? n.intValue() : null;
  }

  /** {@code playedOn}: dolphin, console, network, … */
  public String playedOn() {
    return tree.get("playedOn") instanceof String s ? s : null;
  }

  /** {@code consoleNick}: name of the console. */
  public String consoleNick() {
    return tree.get("consoleNick") instanceof String s ? s : null;
  }

  /** {@code players}: per port index ("0".."3"), or an empty map. */
  @SuppressWarnings("unchecked")
  public Map<String, Object> players() {
    return tree.get("players") instanceof Map<?, ?> m ? (Map<String, Object>) m : Map.of();
  }

  /** {@code players[index].names.netplay}, or null. */
  public String netplayName(int playerIndex) {
    return name(playerIndex, "netplay");
  }

  /** {@code players[index].names.code}, or null. */
  public String netplayCode(int playerIndex) {
    return name(playerIndex, "code");
  }

  private String name(int playerIndex, String key) {
    if (players().get(String.valueOf(playerIndex)) instanceof Map<?, ?> p
        && p.get("names") instanceof Map<?, ?> names
        && names.get(key) instanceof String s) {
      return s;
    }
    return null;
  }

  /** {@code players[index].characters}: internal character id (as string) → frames used. */
  @SuppressWarnings("unchecked")
  public Map<String, Object> characters(int playerIndex) {
    if (players().get(String.valueOf(playerIndex)) instanceof Map<?, ?> p
        && p.get("characters") instanceof Map<?, ?> c) {
      return (Map<String, Object>) c;
    }
    return Map.of();
  }
}
