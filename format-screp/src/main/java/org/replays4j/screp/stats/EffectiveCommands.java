package org.replays4j.screp.stats;

import java.util.Arrays;
import org.replays4j.screp.ScrepCommandBatch;

/**
 * screp's EAPM classification (the rules {@link ScrepComputed} counts for {@link
 * ScrepComputed.Player#effectiveCmdCount()}) of commands as they stream in file order, one history
 * per player id byte: feed every known command of the replay in file order, and each answer is the
 * one the whole-history count gives that command. A history keeps only what the rules still read
 * (the commands since the player's last selection change, at least the last two), so memory stays
 * small on real replays. Mutable, not thread-safe: one per decode.
 */
public final class EffectiveCommands {
  private final History[] byPlayer = new History[256];

  /**
   * Whether known command {@code i} of {@code batch} is effective within its player id's commands
   * so far.
   *
   * @throws IllegalArgumentException for an unknown command id ({@link
   *     ScrepCommandBatch#known(int)} false): EAPM reads known commands only
   */
  public boolean effective(ScrepCommandBatch batch, int i) {
    if (!batch.known(i)) throw new IllegalArgumentException("unknown command id: no EAPM class");
    int key = batch.screpType(i) | batch.aux(i) << 16 | batch.group(i) << 24;
    return effective(batch.player(i), key, batch.frame(i));
  }

  /** Whether the next command of {@code player} (u8), in {@code Eapm}'s key form, is effective. */
  boolean effective(int player, int key, int frame) {
    History h = byPlayer[player];
    if (h == null) h = byPlayer[player] = new History();
    return h.add(key, frame);
  }

  /** One player id's recent commands in {@code Eapm}'s history form. */
  private static final class History {
    private int[] key = new int[64];
    private int[] frame = new int[64];
    private int n;

    /** Index of the last selection change in the history, or -1. */
    private int lastSelect = -1;

    boolean add(int k, int f) {
      if (n == key.length) makeRoom();
      key[n] = k;
      frame[n] = f;
      int i = n++;
      if (Eapm.selects(k) != 0) lastSelect = i;
      if (i == 0) return true;
      // the command before the previous one: none for the second command
      int kpp = i >= 2 ? key[i - 2] : 0;
      int fpp = i >= 2 ? frame[i - 2] : 0;
      return Eapm.ineffective(key, frame, i, key[i - 1], frame[i - 1], kpp, fpp) == 0;
    }

    /**
     * Drops the commands the rules no longer read (before the last selection change and the last
     * two), else grows.
     */
    private void makeRoom() {
      int start = Math.min(lastSelect, n - 2);
      if (start > n / 2) {
        System.arraycopy(key, start, key, 0, n - start);
        System.arraycopy(frame, start, frame, 0, n - start);
        n -= start;
        lastSelect -= start;
      } else {
        key = Arrays.copyOf(key, n * 2);
        frame = Arrays.copyOf(frame, n * 2);
      }
    }
  }
}
