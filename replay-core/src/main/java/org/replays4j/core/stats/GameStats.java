package org.replays4j.core.stats;

import java.util.List;

/**
 * The statistics of one game in the vocabulary shared by every format. A format's rich stats record
 * implements this (or returns one from a method) so that the CLI, the cross-format tables and the
 * catalog read all games alike. Implementations are immutable.
 *
 * <p>Slots are the format's one player numbering (Slippi player indexes 0–3: port 1 is 0, StarCraft
 * player ids, teehistorian client ids, Echo VR player slots, Hisoutensoku 0 = host/player 1 and 1 =
 * client/player 2), stated by each format's {@code docs/formats} page.
 */
public interface GameStats {
  /** Format id ({@code "slippi"}, {@code "screp"}, {@code "teehistorian"}, …). */
  String format();

  /** Length of the game in seconds, or {@code null} when the file does not tell. */
  Double durationSeconds();

  /** Everyone who took part, in slot order. */
  List<ParticipantStats> participants();

  /**
   * The events that decided the game, in time order: Slippi stock losses, StarCraft leaves, DDNet
   * finishes, Echo VR goals. Empty when the format has none.
   */
  List<ScoringEvent> scoringEvents();

  /**
   * True when the stats were computed from a damaged file that was read only up to the damage
   * (salvage mode); they then describe the part that was read.
   */
  default boolean partial() {
    return false;
  }

  /**
   * When the game started, as the file gives it (ISO 8601 text such as {@code
   * 2026-11-25T21:00:00Z}; teehistorian writes {@code 2026-11-25T21:00:00+0000}), or {@code null}
   * when the file does not say (the default).
   */
  default String startTime() {
    return null;
  }
}
