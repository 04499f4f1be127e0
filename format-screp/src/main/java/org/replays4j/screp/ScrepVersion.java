package org.replays4j.screp;

import org.replays4j.core.codec.CodeTable;

/** Replay format eras (docs/formats/screp.md#eras): the version gates of this decoder. */
public enum ScrepVersion {
  /** Up to 1.16.1: replay id {@code reRS}, PKWare DCL chunks, no Remastered sections. */
  LEGACY("legacy", "-1.16"),
  /**
   * 1.18–1.20: replay id {@code reRS}, zlib chunks, player-names section, optional tagged sections.
   */
  V1_18("1.18", "1.18-1.20"),
  /** 1.21+: replay id {@code seRS}, an offset to the tagged sections, 1.21 command forms. */
  V1_21("1.21", "1.21+");

  private static final CodeTable<ScrepVersion> ERAS = CodeTable.of(ScrepVersion.class);

  ScrepVersion(String label, String screpLabel) {
    CodeTable.row(this, label, screpLabel);
  }

  /** {@code legacy}, {@code 1.18} or {@code 1.21} (the CLI's {@code era}). */
  public String label() {
    return ERAS.name(this, 0);
  }

  /** screp's {@code Header.Version} label: {@code -1.16}, {@code 1.18-1.20}, {@code 1.21+}. */
  public String screpLabel() {
    return ERAS.name(this, 1);
  }

  /** True from 1.18 on: zlib chunks, player-names section and tagged sections exist. */
  public boolean isModern() {
    return this != LEGACY;
  }
}
