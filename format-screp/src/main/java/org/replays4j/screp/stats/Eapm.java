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

  // The per-type rules, each a bit of FLAGS (set for the screp types it applies to in the static
  // block below; 0xFE: landing). Plain constants, so that the per-command expression is arithmetic
  // on locals, as cheap in the interpreter and in C1 code (the first files of a process) as in C2.

  /** Select commands (a selection change, with the hotkey recalls). */
  private static final int SELECT = 0;

  /** Select add / remove: not ineffective as a select right after a select. */
  private static final int ADD_REMOVE = 1;

  /**
   * Six within 25 frames without a selection change: ineffective (train, train fighter, cancel
   * train).
   */
  private static final int LOOKBACK = 2;

  /** Repeated within 10 frames: ineffective (stop, hold position, landing). */
  private static final int REPEAT_10 = 3;

  /** Targeted orders: a repeated order of {@code REPEAT_ORDER} within 10 frames is ineffective. */
  private static final int ORDER = 4;

  /** Repeated at all: ineffective (morphs, upgrades, cancels, merges, lift off). */
  private static final int REPEAT = 5;

  /** Build: repeated ineffective unless it places a Protoss building (order 0x1F). */
  private static final int BUILD = 6;

  /** Hotkey: a repeated assign / add to the same group is ineffective. */
  private static final int HOTKEY = 7;

  /** The rule bits by screp type. */
  private static final int[] FLAGS = new int[256];

  /** The type that is ineffective right (<= 20 frames) after a type, or 0x100 (no type). */
  private static final int[] FOLLOW_UP = new int[256];

  /**
   * 1 for orders whose quick repetition is ineffective (stop, attack and hold kinds, 0x06, 0x27,
   * 0x28).
   */
  private static final int[] REPEAT_ORDER = new int[256];

  static {
    rule(SELECT, 0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65);
    rule(ADD_REMOVE, 0x0A, 0x0B, 0x64, 0x65);
    rule(LOOKBACK, 0x1F, 0x27, 0x20);
    rule(REPEAT_10, 0x1A, 0x2B, 0xFE);
    rule(ORDER, 0x15, 0x61);
    rule(REPEAT, 0x23, 0x35, 0x32, 0x2A, 0x5A, 0x2F, 0x34, 0x18, 0x19, 0x2E, 0x31, 0x33);
    rule(BUILD, 0x0C);
    rule(HOTKEY, 0x13);
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

  /** Sets the bit of {@code rule} in {@code FLAGS} for each of {@code types}. */
  private static void rule(int rule, int... types) {
    for (int t : types) FLAGS[t] |= 1 << rule;
  }

  /** 1 when {@code a == b}, else 0; both non-negative. */
  private static int eq(int a, int b) {
    return ((a ^ b) - 1) >>> 31;
  }

  /** 1 for a selection changer (select commands, hotkey recalls); {@code key} as in the history. */
  static int selects(int key) {
    return FLAGS[key & 0xFF] >>> SELECT & 1 | eq(key & 0xFF00FF, 0x010013);
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
    // Each test written out in place rather than as a helper call: ((a ^ b) - 1) >>> 31 is 1 when
    // a == b (both non-negative), (int) ((d - m - 1L) >>> 63) is 1 when d <= m (exact for every
    // int d). A call per test costs more than the test itself until the JIT has inlined it, which
    // is most of the first files of a process.
    int ki = key[i];
    int fi = frame[i];
    int t = ki & 0xFF;
    int pt = kp & 0xFF;
    int flags = FLAGS[t];
    long delta = fi - fp; // an int difference (it wraps for hostile frames), then widened
    int x = ki ^ kp;
    int same = ((x & 0xFF) - 1) >>> 31;
    int sameAux = ((x & 0xFF0000) - 1) >>> 31;
    int sameGroup = ((x >>> 24) - 1) >>> 31;
    int aux = (ki >>> 16) & 0xFF;
    int hotkey = flags >>> HOTKEY & 1;
    int within8 = (int) ((delta - 9) >>> 63);
    int within10 = (int) ((delta - 11) >>> 63);
    int within20 = (int) ((delta - 21) >>> 63);
    // selects(k): a select command or a hotkey recall (type 0x13 with hotkey type 1)
    int selectsI = flags >>> SELECT & 1 | ((ki & 0xFF00FF ^ 0x010013) - 1) >>> 31;
    int selectsP = FLAGS[pt] >>> SELECT & 1 | ((kp & 0xFF00FF ^ 0x010013) - 1) >>> 31;
    // A follow-up right after its command (e.g. unload after train), quick repeats of the same
    // command.
    int ineff =
        within20 & ((FOLLOW_UP[pt] ^ t) - 1) >>> 31
            | same
                & within10
                & (flags >>> REPEAT_10 & 1 | flags >>> ORDER & 1 & sameAux & REPEAT_ORDER[aux])
            | same
                & (flags >>> REPEAT & 1 | flags >>> BUILD & 1 & (1 - (((aux ^ 0x1F) - 1) >>> 31)))
            | same & hotkey & (1 - (((aux ^ 1) - 1) >>> 31)) & sameAux & sameGroup
            // Select after select within 8 frames: ineffective unless it adds / removes units or
            // double-taps a hotkey (a triple tap is ineffective again).
            | within8
                & selectsI
                & selectsP
                & (1 - (flags >>> ADD_REMOVE & 1))
                & (1 - (hotkey & ((pt ^ 0x13) - 1) >>> 31 & sameGroup)
                    | ((kpp & 0xFF00FF ^ 0x010013) - 1) >>> 31
                        & ((kpp >>> 24 ^ ki >>> 24) - 1) >>> 31
                        & (int) (((long) (fp - fpp) - 9) >>> 63));
    if ((flags >>> LOOKBACK & 1) != 0 && ineff == 0 && repeated(key, frame, i, t)) ineff = 1;
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
