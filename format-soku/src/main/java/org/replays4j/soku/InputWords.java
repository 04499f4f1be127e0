package org.replays4j.soku;

import java.util.Arrays;

/**
 * An immutable sequence of u16 input words (a match's slot stream or a .rep input block). Slot 2k is
 * the host's input of frame k and slot 2k+1 the client's (docs/formats/soku.md#replay-reassembly).
 */
public final class InputWords {
  /** No words. */
  public static final InputWords EMPTY = new InputWords(new short[0]);

  private final short[] words;

  private InputWords(short[] words) { this.words = words; }

  /** A copy of {@code words[0, n)}. */
  public static InputWords copyOf(short[] words, int n) { return new InputWords(Arrays.copyOf(words, n)); }

  /** A copy of {@code words[from, to)}. */
  public static InputWords copyOfRange(short[] words, int from, int to) { return new InputWords(Arrays.copyOfRange(words, from, to)); }

  /** Number of words. */
  public int size() { return words.length; }

  /** Word {@code i} as 0..65535. */
  public int get(int i) { return words[i] & 0xFFFF; }

  /** Number of whole frames (pairs of words). */
  public int frames() { return words.length / 2; }

  /** Host input of frame {@code k}. */
  public int host(int k) { return get(2 * k); }

  /** Client input of frame {@code k}. */
  public int client(int k) { return get(2 * k + 1); }

  /** A copy of the words. */
  public short[] toArray() { return words.clone(); }

  @Override
  public boolean equals(Object o) { return o instanceof InputWords w && Arrays.equals(words, w.words); }

  @Override
  public int hashCode() { return Arrays.hashCode(words); }

  @Override
  public String toString() {
    // The words themselves (#13: the event stream must not lose them), as 0x-prefixed hex.
    StringBuilder sb = new StringBuilder(2 + 7 * words.length).append('[');
    for (int i = 0; i < words.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(String.format("0x%04x", words[i] & 0xFFFF));
    }
    return sb.append(']').toString();
  }
}
