package org.replays4j.slippi.stats;

import java.util.List;

/**
 * What a {@link Conversion} and a {@link Combo} have in common: a run of hits by one attacker on
 * one player, with its frames, percents and moves (slippi-js gives both the same keys).
 */
public sealed interface Punish permits Conversion, Combo {
  /** Port index of the player being hit. */
  int playerIndex();

  /** Port index of the attacker who landed the last hit. */
  int lastHitBy();

  /** Frame of the first hit. */
  int startFrame();

  /** Frame the punish ended, or null while it goes on. */
  Integer endFrame();

  /** Percent of the player being hit before the first hit. */
  double startPercent();

  /** Percent of the player being hit now (at the end for a finished punish). */
  double currentPercent();

  /** Percent at the end, or null while it goes on. */
  Double endPercent();

  /** The moves landed, in order. */
  List<MoveLanded> moves();

  /** Whether the punish took a stock. */
  boolean didKill();
}
