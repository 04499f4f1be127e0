package org.replays4j.soku;

/** Playable characters by their network / .rep id (soku-facts.md §6); 20–35 are in-memory or Soku2 ids. */
public enum Character {
  REIMU, MARISA, SAKUYA, ALICE, PATCHOULI, YOUMU, REMILIA, YUYUKO, YUKARI, SUIKA, REISEN, AYA, KOMACHI,
  IKU, TENSHI, SANAE, CIRNO, MEILING, UTSUHO, SUWAKO,
  /** 20: random (in-memory only). */
  RANDOM,
  /** 21: Namazu (in-memory only). */
  NAMAZU,
  MOMIJI, CLOWNPIECE, FLANDRE, ORIN, YUUKA, KAGUYA, MOKOU, MIMA, SHOU, MURASA, SEKIBANKI, SATORI, RAN, TEWI;

  private static final Character[] VALUES = values();

  /** The id (ordinal). */
  public int id() { return ordinal(); }

  /** True for the 20 characters of the unmodded game (ids 0–19). */
  public boolean isVanilla() { return ordinal() < 20; }

  /** The character with {@code id}, or {@code null} when unknown. */
  public static Character of(int id) { return id >= 0 && id < VALUES.length ? VALUES[id] : null; }

  /** Name for summaries: the enum name, or {@code "UNKNOWN_<id>"}. */
  public static String nameOf(int id) {
    Character c = of(id);
    return c != null ? c.name() : id < 0 ? null : "UNKNOWN_" + id;
  }
}
