package org.replays4j.soku.record;

import org.replays4j.core.codec.CodeTable;

/**
 * Playable characters by their network / .rep id (docs/formats/soku.md#ids); 20–35 are in-memory or
 * Soku2 ids.
 */
public enum SokuCharacter {
  /** 0: Reimu Hakurei. */
  REIMU,
  /** 1: Marisa Kirisame. */
  MARISA,
  /** 2: Sakuya Izayoi. */
  SAKUYA,
  /** 3: Alice Margatroid. */
  ALICE,
  /** 4: Patchouli Knowledge. */
  PATCHOULI,
  /** 5: Youmu Konpaku. */
  YOUMU,
  /** 6: Remilia Scarlet. */
  REMILIA,
  /** 7: Yuyuko Saigyouji. */
  YUYUKO,
  /** 8: Yukari Yakumo. */
  YUKARI,
  /** 9: Suika Ibuki. */
  SUIKA,
  /** 10: Reisen Udongein Inaba. */
  REISEN,
  /** 11: Aya Shameimaru. */
  AYA,
  /** 12: Komachi Onozuka. */
  KOMACHI,
  /** 13: Iku Nagae. */
  IKU,
  /** 14: Tenshi Hinanawi. */
  TENSHI,
  /** 15: Sanae Kochiya. */
  SANAE,
  /** 16: Cirno. */
  CIRNO,
  /** 17: Hong Meiling. */
  MEILING,
  /** 18: Utsuho Reiuji. */
  UTSUHO,
  /** 19: Suwako Moriya. */
  SUWAKO,
  /** 20: random (in-memory only). */
  RANDOM,
  /** 21: Namazu (in-memory only). */
  NAMAZU,
  /** 22: Momiji Inubashiri (Soku2). */
  MOMIJI,
  /** 23: Clownpiece (Soku2). */
  CLOWNPIECE,
  /** 24: Flandre Scarlet (Soku2). */
  FLANDRE,
  /** 25: Rin Kaenbyou (Orin) (Soku2). */
  ORIN,
  /** 26: Yuuka Kazami (Soku2). */
  YUUKA,
  /** 27: Kaguya Houraisan (Soku2). */
  KAGUYA,
  /** 28: Fujiwara no Mokou (Soku2). */
  MOKOU,
  /** 29: Mima (Soku2). */
  MIMA,
  /** 30: Shou Toramaru (Soku2). */
  SHOU,
  /** 31: Minamitsu Murasa (Soku2). */
  MURASA,
  /** 32: Sekibanki (Soku2). */
  SEKIBANKI,
  /** 33: Satori Komeiji (Soku2). */
  SATORI,
  /** 34: Ran Yakumo (Soku2). */
  RAN,
  /** 35: Tewi Inaba (Soku2). */
  TEWI;

  private static final CodeTable<SokuCharacter> IDS = CodeTable.of(SokuCharacter.class);

  /** The id (ordinal). */
  public int id() {
    return ordinal();
  }

  /** True for the 20 characters of the unmodded game (ids 0–19). */
  public boolean isVanilla() {
    return ordinal() < 20;
  }

  /** The character with {@code id}, or {@code null} when unknown. */
  public static SokuCharacter of(int id) {
    return IDS.get(id);
  }

  /** Name for summaries: the enum name, or {@code "UNKNOWN_<id>"}. */
  public static String nameOf(int id) {
    return IDS.nameOf(id, SokuCharacter::name, i -> i < 0 ? null : "UNKNOWN_" + i);
  }
}
