package org.replays4j.butter;

/** Chunk compression codes (docs/formats/butter.md#compression, enum {@code CompressionFormat}). */
public enum ButterCompression {
  /** 0: raw frame bytes. */
  NONE(0, "none"),
  /** 1: one gzip member per chunk (the recorder's default). */
  GZIP(1, "gzip"),
  /** 2: zstd level 3. */
  ZSTD_3(2, "zstd_3"),
  /** 3: zstd level 7. */
  ZSTD_7(3, "zstd_7"),
  /** 4: zstd level 15. */
  ZSTD_15(4, "zstd_15"),
  /** 5: zstd level 22. */
  ZSTD_22(5, "zstd_22"),
  /** 6: zstd level 7 with an unpublished dictionary: not decodable. */
  ZSTD_7_DICT(6, "zstd_7_dict");

  private final int code;
  private final String label;

  ButterCompression(int code, String label) {
    this.code = code;
    this.label = label;
  }

  /** The header byte. */
  public int code() {
    return code;
  }

  /** Lower-case name as used in the CLI summary. */
  public String label() {
    return label;
  }

  /** True for the zstd codes 2–6. */
  public boolean isZstd() {
    return code >= 2;
  }

  /** The constant for {@code code}, or null when unknown. */
  public static ButterCompression of(int code) {
    return code >= 0 && code < values().length ? values()[code] : null;
  }
}
