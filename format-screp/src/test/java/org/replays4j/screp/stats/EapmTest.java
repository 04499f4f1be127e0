package org.replays4j.screp.stats;

import static org.assertj.core.api.Assertions.assertThat;

import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.Tuple;
import org.junit.jupiter.api.Test;

/**
 * {@code Eapm.count} (one branch-free pass) against {@link #referenceEffective}, screp's EAPM rules
 * written as the plain chain of tests they are in docs/formats/screp.md#computed, one command at a
 * time.
 */
class EapmTest {
  private static final int[] SELECTS = {0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65};
  private static final int[] ADD_REMOVE = {0x0A, 0x0B, 0x64, 0x65};
  private static final int[] REPEAT = {
    0x23, 0x35, 0x32, 0x2A, 0x5A, 0x2F, 0x34, 0x18, 0x19, 0x2E, 0x31, 0x33
  };
  private static final int[] REPEAT_ORDERS = {
    0x01, 0x07, 0x34, 0x08, 0x09, 0x0A, 0x0B, 0x0E, 0x35, 0x3B, 0x6B, 0x39, 0x3E, 0x6C, 0xB2, 0x06,
    0x27, 0x28
  };

  private static boolean in(int v, int[] set) {
    for (int s : set) if (s == v) return true;
    return false;
  }

  private static int type(int key) {
    return key & 0xFF;
  }

  private static int aux(int key) {
    return (key >>> 16) & 0xFF;
  }

  private static int group(int key) {
    return key >>> 24;
  }

  private static boolean recall(int key) {
    return type(key) == 0x13 && aux(key) == 1;
  }

  private static boolean selectionChange(int key) {
    return in(type(key), SELECTS) || recall(key);
  }

  /** True when command {@code i} of the history is effective (screp's rules, early returns). */
  static boolean referenceEffective(int[] key, int[] frame, int i) {
    if (i == 0) return true;
    int t = type(key[i]);
    int pt = type(key[i - 1]);
    int delta = frame[i] - frame[i - 1];
    // Six or more trains / unloads / ... of one type within 25 frames with no selection change
    // between.
    if (t == 0x1F || t == 0x27 || t == 0x20) {
      int seen = 0;
      for (int j = i; j >= 0; j--) {
        if (frame[j] < frame[i] - 25) break;
        if (type(key[j]) == t) {
          if (++seen == 6) return false;
        } else if (selectionChange(key[j])) {
          break;
        }
      }
    }
    if (delta <= 20) {
      if ((pt == 0x1F || pt == 0x27) && t == 0x20) return false;
      if ((pt == 0x23 || pt == 0x35) && t == 0x19) return false;
      if (pt == 0x32 && t == 0x33) return false;
      if (pt == 0x30 && t == 0x31) return false;
    }
    if (t == pt) {
      if (delta <= 10 && (t == 0x1A || t == 0x2B || t == 0xFE)) return false;
      if (delta <= 10
          && (t == 0x15 || t == 0x61)
          && aux(key[i]) == aux(key[i - 1])
          && in(aux(key[i]), REPEAT_ORDERS)) {
        return false;
      }
      if (in(t, REPEAT)) return false;
      if (t == 0x0C && aux(key[i]) != 0x1F) return false;
      if (t == 0x13
          && aux(key[i]) != 1
          && aux(key[i]) == aux(key[i - 1])
          && group(key[i]) == group(key[i - 1])) {
        return false;
      }
    }
    if (delta <= 8 && selectionChange(key[i]) && selectionChange(key[i - 1])) {
      if (in(t, ADD_REMOVE)) return true;
      if (t != 0x13 || pt != 0x13 || group(key[i]) != group(key[i - 1])) return false;
      boolean triple =
          i >= 2
              && recall(key[i - 2])
              && group(key[i - 2]) == group(key[i])
              && frame[i - 1] - frame[i - 2] <= 8;
      return !triple;
    }
    return true;
  }

  private static int referenceCount(int[] key, int[] frame) {
    int n = 0;
    for (int i = 0; i < key.length; i++) if (referenceEffective(key, frame, i)) n++;
    return n;
  }

  @Test
  void handWorkedHistory() {
    // select, select 3 frames later (ineffective), right click, recall hotkey 1 twice (double tap:
    // effective), a third time (triple tap: ineffective), train x6 within 25 frames (6th
    // ineffective).
    int[] key = {
      0x09, 0x09, 0x14, 0x01_01_0013, 0x01_01_0013, 0x01_01_0013, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F, 0x1F
    };
    int[] frame = {100, 103, 110, 200, 204, 207, 300, 302, 304, 306, 308, 310};
    boolean[] expected = {
      true, false, true, true, true, false, true, true, true, true, true, false
    };
    for (int i = 0; i < key.length; i++) {
      assertThat(referenceEffective(key, frame, i)).as("command %d", i).isEqualTo(expected[i]);
    }
    assertThat(Eapm.count(key, frame, key.length)).isEqualTo(9);
    assertThat(Eapm.count(key, frame, 0)).isZero();
    assertThat(Eapm.count(key, frame, 1)).isEqualTo(1);
  }

  @Property(tries = 1000)
  void countEqualsTheRuleChain(@ForAll("histories") Tuple.Tuple2<int[], int[]> h) {
    int[] key = h.get1();
    int[] frame = h.get2();
    assertThat(Eapm.count(key, frame, key.length)).isEqualTo(referenceCount(key, frame));
  }

  /**
   * Histories built from the types, orders, hotkey types and groups the rules look at (plus a few
   * others), with small frame steps (so every frame window matters) and, sometimes, wild frames
   * (negative, huge, decreasing: what a hostile file can hold).
   */
  /**
   * Streamed one command at a time (two players interleaved, the history trimmed as it goes), every
   * command gets the class the whole-history pass gives it.
   */
  @Property(tries = 1000)
  void theStreamedClassesEqualTheWholeHistorysClasses(
      @ForAll("histories") Tuple.Tuple2<int[], int[]> h) {
    int[] key = h.get1();
    int[] frame = h.get2();
    byte[] ineffective = new byte[key.length];
    Eapm.count(key, frame, key.length, ineffective);
    EffectiveCommands stream = new EffectiveCommands();
    for (int i = 0; i < key.length; i++) {
      assertThat(stream.effective(7, key[i], frame[i]))
          .as("command %d", i)
          .isEqualTo(ineffective[i] == 0);
      stream.effective(8, key[key.length - 1 - i], frame[i]); // another player's commands between
    }
  }

  @Provide
  Arbitrary<Tuple.Tuple2<int[], int[]>> histories() {
    Arbitrary<Integer> types =
        Arbitraries.of(
            0x09, 0x0A, 0x0B, 0x63, 0x64, 0x65, 0x13, 0x14, 0x60, 0x15, 0x61, 0x1F, 0x20, 0x27,
            0x23, 0x35, 0x19, 0x32, 0x33, 0x30, 0x31, 0x1A, 0x2B, 0xFE, 0x0C, 0x2A, 0x5A, 0x18,
            0x57);
    Arbitrary<Integer> aux =
        Arbitraries.oneOf(
            Arbitraries.of(0, 1, 2, 0x1F, 0x47, 0x0E, 0x35, 0x06, 0x27, 0x28),
            Arbitraries.integers().between(0, 255));
    Arbitrary<Integer> groups = Arbitraries.integers().between(0, 3);
    Arbitrary<Integer> keys =
        types.flatMap(t -> aux.flatMap(a -> groups.map(g -> t | a << 16 | g << 24)));
    Arbitrary<Integer> steps =
        Arbitraries.frequencyOf(
            Tuple.of(20, Arbitraries.integers().between(0, 12)),
            Tuple.of(3, Arbitraries.integers().between(0, 40)),
            Tuple.of(1, Arbitraries.integers().between(Integer.MIN_VALUE, Integer.MAX_VALUE)));
    return Arbitraries.integers()
        .between(0, 120)
        .flatMap(
            n ->
                keys.array(int[].class)
                    .ofSize(n)
                    .flatMap(
                        k ->
                            steps
                                .array(int[].class)
                                .ofSize(n)
                                .map(
                                    s -> {
                                      int[] frame = new int[n];
                                      int f = 0;
                                      for (int i = 0; i < n; i++) {
                                        f += s[i];
                                        frame[i] = f;
                                      }
                                      return Tuple.of(k, frame);
                                    })));
  }
}
