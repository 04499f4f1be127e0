package org.replays4j.core.stats;

import java.util.Locale;
import org.replays4j.core.event.TextValue;

/**
 * How one participant did, as far as the file tells. Each component is {@code null} when the format
 * does not know it; a format fills what it can (Slippi and StarCraft: winner; DDNet: finish time
 * and its rank within the file; Echo VR: team score and winner).
 *
 * @param outcome win, loss or draw, or {@code null} when the file cannot tell (a Hisoutensoku input
 *     stream: the winner is only known by re-running the game)
 * @param placement 1 for the best, or {@code null}
 * @param finishSeconds the participant's best race time in seconds (DDNet), or {@code null}
 * @param score points scored by the participant or its team, or {@code null}
 */
public record Result(Outcome outcome, Integer placement, Double finishSeconds, Long score) {
  /** Nothing known. */
  public static final Result UNKNOWN = new Result(null, null, null, null);

  /** The outcome of a game for one participant. */
  public enum Outcome implements TextValue {
    /** Won (or on the winning team). */
    WIN,
    /** Lost. */
    LOSS,
    /** Neither: a tie, a no-contest or a game with no decision. */
    DRAW;

    /** {@code "win"}, {@code "loss"} or {@code "draw"}: the outcome's name in every output. */
    @Override
    public String text() {
      return name().toLowerCase(Locale.ROOT);
    }
  }

  /** A {@code finishSeconds} that is not a finite number is {@code null} (not known). */
  public Result {
    finishSeconds = Finite.orNull(finishSeconds);
  }

  /** A result that only knows the outcome. */
  public static Result of(Outcome outcome) {
    return new Result(outcome, null, null, null);
  }
}
