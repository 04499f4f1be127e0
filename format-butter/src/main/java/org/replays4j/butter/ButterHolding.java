package org.replays4j.butter;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Coded;

/**
 * The named codes of a player's {@code holding_left}/{@code holding_right} bytes
 * (docs/formats/butter.md#codes, arena only). Any other byte is the API's raw value (a {@code
 * playerid}); {@link ButterPlayer#holdingLeft} is -1 when the file has no holding bytes.
 */
public enum ButterHolding implements Coded {
  /** 255: {@code none}. */
  NONE(255, "none"),
  /** 254: {@code geo}. */
  GEO(254, "geo"),
  /** 253: {@code disc}. */
  DISC(253, "disc"),
  /** 252: an API frame without the field (null in the API). */
  ABSENT(252, null);

  private static final CodeTable<ButterHolding> CODES = CodeTable.of(ButterHolding.class);

  ButterHolding(int code, String apiName) {
    CodeTable.row(this, code, apiName);
  }

  /** The API's name: {@code none}, {@code geo}, {@code disc}; null for {@link #ABSENT}. */
  public String apiName() {
    return CODES.name(this, 0);
  }

  /**
   * A holding byte as the API names it: {@code none}, {@code geo}, {@code disc}, null ({@link
   * #ABSENT} or -1), or the number.
   */
  public static String apiName(int code) {
    return CODES.nameOf(code, ButterHolding::apiName, c -> c == -1 ? null : Integer.toString(c));
  }

  /**
   * The holding byte of an API value: a name, a number (its low byte), or {@link #ABSENT} for null
   * and anything else.
   */
  static int parse(Object value) {
    if (value == null) return ABSENT.code();
    String s = value.toString();
    for (ButterHolding h : values()) {
      if (s.equals(h.apiName())) return h.code();
    }
    try {
      return Integer.parseInt(s) & 0xFF;
    } catch (NumberFormatException e) {
      return ABSENT.code();
    }
  }
}
