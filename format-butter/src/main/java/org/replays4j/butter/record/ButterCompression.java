package org.replays4j.butter.record;

import org.replays4j.core.codec.CodeTable;
import org.replays4j.core.codec.Coded;

/** Chunk compression codes (docs/formats/butter.md#compression, enum {@code CompressionFormat}). */
public enum ButterCompression implements Coded {
  /** 0: raw frame bytes. */
  NONE,
  /** 1: one gzip member per chunk (the recorder's default). */
  GZIP,
  /** 2: zstd level 3. */
  ZSTD_3,
  /** 3: zstd level 7. */
  ZSTD_7,
  /** 4: zstd level 15. */
  ZSTD_15,
  /** 5: zstd level 22. */
  ZSTD_22,
  /** 6: zstd level 7 with an unpublished dictionary: not decodable. */
  ZSTD_7_DICT;

  private static final CodeTable<ButterCompression> CODES = CodeTable.of(ButterCompression.class);

  /** Lower-case name as used in the CLI summary: the constant's name, e.g. {@code zstd_7}. */
  public String label() {
    return CodeTable.lowerCase(this, '_');
  }

  /** True for the zstd codes 2–6. */
  public boolean isZstd() {
    return ordinal() >= 2;
  }

  /** The constant for {@code code}, or null when unknown. */
  public static ButterCompression of(int code) {
    return CODES.get(code);
  }
}
