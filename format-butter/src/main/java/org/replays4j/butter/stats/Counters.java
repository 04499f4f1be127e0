package org.replays4j.butter.stats;

/**
 * The game's own per-player counters (the API's {@code stats} object,
 * docs/formats/butter.md#stats), summed over a player's stints when the game reset them (a player
 * who leaves and rejoins starts again at zero).
 *
 * @param points {@code points}
 * @param goals {@code goals}
 * @param assists {@code assists}
 * @param saves {@code saves}
 * @param stuns {@code stuns}
 * @param steals {@code steals}
 * @param blocks {@code blocks}
 * @param interceptions {@code interceptions}
 * @param passes {@code passes}
 * @param catches {@code catches}
 * @param shotsTaken {@code shots_taken}
 * @param possessionTime {@code possession_time}, seconds
 */
public record Counters(
    int points,
    int goals,
    int assists,
    int saves,
    int stuns,
    int steals,
    int blocks,
    int interceptions,
    int passes,
    int catches,
    int shotsTaken,
    double possessionTime) {
  /** All zero. */
  public static final Counters ZERO = new Counters(0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0);

  /** Each counter of this minus the same counter of {@code o}. */
  public Counters minus(Counters o) {
    return new Counters(
        points - o.points,
        goals - o.goals,
        assists - o.assists,
        saves - o.saves,
        stuns - o.stuns,
        steals - o.steals,
        blocks - o.blocks,
        interceptions - o.interceptions,
        passes - o.passes,
        catches - o.catches,
        shotsTaken - o.shotsTaken,
        possessionTime - o.possessionTime);
  }
}
