package org.replays4j.screp.stats;

import java.util.Arrays;

/**
 * screp's EAPM classification (algorithm v1.0.6) over one player's command history. Every rule only
 * ever makes a command ineffective, so their order does not matter. The rules are evaluated as one
 * branch-free integer expression (0/1 values from arithmetic, per-type flag tables): the command
 * stream is too irregular for the branch predictor, and a chain of tests cost about a third more.
 * Only the rare look-back rule (six trains within 25 frames) scans the history.
 */
final class Eapm {
  private Eapm() {}

  /**
   * The per-type rules, each with the screp types it applies to (0xFE: landing); a rule's ordinal
   * is its bit in {@code FLAGS}.
   */
  private enum Rule {
    /** Select commands (a selection change, with the hotkey recalls). */
    SELECT(0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65),
    /** Select add / remove: not ineffective as a select right after a select. */
    ADD_REMOVE(0x0A, 0x0B, 0x64, 0x65),
    /**
     * Six within 25 frames without a selection change: ineffective (train, train fighter, cancel
     * train).
     */
    LOOKBACK(0x1F, 0x27, 0x20),
    /** Repeated within 10 frames: ineffective (stop, hold position, landing). */
    REPEAT_10(0x1A, 0x2B, 0xFE),
    /**
     * Targeted orders: a repeated order of {@code REPEAT_ORDER} within 10 frames is ineffective.
     */
    ORDER(0x15, 0x61),
    /** Repeated at all: ineffective (morphs, upgrades, cancels, merges, lift off). */
    REPEAT(0x23, 0x35, 0x32, 0x2A, 0x5A, 0x2F, 0x34, 0x18, 0x19, 0x2E, 0x31, 0x33),
    /** Build: repeated ineffective unless it places a Protoss building (order 0x1F). */
    BUILD(0x0C),
    /** Hotkey: a repeated assign / add to the same group is ineffective. */
    HOTKEY(0x13);

    private final int[] types;

    Rule(int... types) {
      this.types = types;
    }

    /** 1 when this rule's bit is set in {@code flags}, else 0. */
    int of(int flags) {
      return flags >>> ordinal() & 1;
    }
  }

  /** The {@link Rule} bits by screp type. */
  private static final int[] FLAGS = new int[256];

  /** The type that is ineffective right (<= 20 frames) after a type, or 0x100 (no type). */
  private static final int[] FOLLOW_UP = new int[256];

  /**
   * 1 for orders whose quick repetition is ineffective (stop, attack and hold kinds, 0x06, 0x27,
   * 0x28).
   */
  private static final int[] REPEAT_ORDER = new int[256];

  static {
    for (Rule r : Rule.values()) for (int t : r.types) FLAGS[t] |= 1 << r.ordinal();
    Arrays.fill(FOLLOW_UP, 0x100);
    FOLLOW_UP[0x1F] = 0x20;
    FOLLOW_UP[0x27] = 0x20;
    FOLLOW_UP[0x23] = 0x19;
    FOLLOW_UP[0x35] = 0x19;
    FOLLOW_UP[0x32] = 0x33;
    FOLLOW_UP[0x30] = 0x31;
    for (int o :
        new int[] {
          0x01, 0x07, 0x34, // stop kinds
          0x08, 0x09, 0x0A, 0x0B, 0x0E, 0x35, 0x3B, // attack kinds
          0x6B, 0x39, 0x3E, 0x6C, 0xB2, // hold kinds
          0x06, 0x27, 0x28
        }) {
      REPEAT_ORDER[o] = 1;
    }
  }

  /** 1 when {@code a == b}, else 0; both non-negative. */
  private static int eq(int a, int b) {
    return ((a ^ b) - 1) >>> 31;
  }

  /** 1 when {@code delta <= max}, else 0 (exact for every int). */
  private static int atMost(int delta, int max) {
    return (int) (((long) delta - max - 1) >>> 63);
  }

  /** 1 for a selection changer (select commands, hotkey recalls); {@code key} as in the history. */
  static int selects(int key) {
    return Rule.SELECT.of(FLAGS[key & 0xFF]) | eq(key & 0xFF00FF, 0x010013);
  }

  /**
   * The number of effective commands in one player's history {@code key[0, n)}, {@code frame[0,
   * n)}; {@code key[j]} holds screp type {@code | aux << 16 | group << 24} of command {@code j}
   * (aux: the order of a targeted order, the hotkey type of a hotkey command, the order of a
   * build).
   */
  static int count(int[] key, int[] frame, int n) {
    return count(key, frame, n, null);
  }

  /**
   * {@link #count(int[], int[], int)} that also marks each ineffective command: {@code
   * ineffective[j]} becomes 1 for an ineffective command {@code j} and 0 for an effective one (when
   * {@code ineffective} is not null; it holds at least {@code n} entries).
   */
  static int count(int[] key, int[] frame, int n, byte[] ineffective) {
    if (n == 0) return 0;
    if (ineffective != null) ineffective[0] = 0;
    int wasted = 0; // ineffective commands; the first command is always effective
    int kp = key[0];
    int fp = frame[0];
    int kpp = 0; // the command before the previous one: none yet, and 0 is no hotkey recall
    int fpp = 0;
    for (int i = 1; i < n; i++) {
      int ineff = ineffective(key, frame, i, kp, fp, kpp, fpp);
      if (ineffective != null) ineffective[i] = (byte) ineff;
      wasted += ineff;
      kpp = kp;
      fpp = fp;
      kp = key[i];
      fp = frame[i];
    }
    return n - wasted;
  }

  /**
   * 1 when command {@code i} (at least 1) of one player's history is ineffective after the commands
   * before it, else 0; {@code key} as in {@link #count(int[], int[], int)}. The one place the rules
   * are evaluated: {@link #count} runs it over a whole history, {@link EffectiveCommands} as the
   * commands stream. The previous two commands come as values (a caller's loop keeps them in
   * registers): {@code kp, fp} those of {@code i - 1}, {@code kpp, fpp} those of {@code i - 2}, or
   * 0 for the second command.
   */
  static int ineffective(int[] key, int[] frame, int i, int kp, int fp, int kpp, int fpp) {
    int ki = key[i];
    int fi = frame[i];
    int t = ki & 0xFF;
    int pt = kp & 0xFF;
    int flags = FLAGS[t];
    int delta = fi - fp;
    int x = ki ^ kp;
    int same = eq(x & 0xFF, 0);
    int sameAux = eq(x & 0xFF0000, 0);
    int sameGroup = eq(x >>> 24, 0);
    int aux = (ki >>> 16) & 0xFF;
    int hotkey = Rule.HOTKEY.of(flags);
    // A follow-up right after its command (e.g. unload after train), quick repeats of the same
    // command.
    int ineff =
        atMost(delta, 20) & eq(FOLLOW_UP[pt], t)
            | same
                & atMost(delta, 10)
                & (Rule.REPEAT_10.of(flags) | Rule.ORDER.of(flags) & sameAux & REPEAT_ORDER[aux])
            | same & (Rule.REPEAT.of(flags) | Rule.BUILD.of(flags) & (1 - eq(aux, 0x1F)))
            | same & hotkey & (1 - eq(aux, 1)) & sameAux & sameGroup
            // Select after select within 8 frames: ineffective unless it adds / removes units or
            // double-taps a hotkey (a triple tap is ineffective again).
            | atMost(delta, 8)
                & selects(ki)
                & selects(kp)
                & (1 - Rule.ADD_REMOVE.of(flags))
                & (1 - (hotkey & eq(pt, 0x13) & sameGroup)
                    | eq(kpp & 0xFF00FF, 0x010013)
                        & eq(kpp >>> 24, ki >>> 24)
                        & atMost(fp - fpp, 8));
    if (Rule.LOOKBACK.of(flags) != 0 && ineff == 0 && repeated(key, frame, i, t)) ineff = 1;
    return ineff;
  }

  /**
   * Six commands of type {@code t} within 25 frames up to {@code i}, no selection change between.
   */
  private static boolean repeated(int[] key, int[] frame, int i, int t) {
    int limit = frame[i] - 25;
    int count = 0;
    for (int j = i; j >= 0; j--) {
      if (frame[j] < limit) break;
      int kj = key[j];
      if ((kj & 0xFF) == t) {
        if (++count == 6) return true;
      } else if (selects(kj) != 0) {
        break;
      }
    }
    return false;
  }
}
