package org.replays4j.soku;

import java.util.Arrays;
import java.util.Iterator;
import java.util.NoSuchElementException;
import java.util.Set;
import org.replays4j.soku.record.BattleButton;

/**
 * An immutable sequence of u16 input words (a match's slot stream or a .rep input block). Slot 2k
 * is the host's input of frame k and slot 2k+1 the client's
 * (docs/formats/soku.md#replay-reassembly); the sequence starts at {@link #firstSlot()} (0 unless a
 * capture joined a match while it ran). Iterating gives each word with its frame, side and {@link
 * BattleButton}s, which is also how the generic event stream shows it.
 */
public final class InputWords implements Iterable<InputWords.Input> {
  /** No words. */
  public static final InputWords EMPTY = new InputWords(new short[0], 0);

  /** {@link Input#side()} of even slots. */
  public static final String HOST = "host";

  /** {@link Input#side()} of odd slots. */
  public static final String CLIENT = "client";

  private final short[] words;
  private final long firstSlot;

  private InputWords(short[] words, long firstSlot) {
    this.words = words;
    this.firstSlot = firstSlot;
  }

  /**
   * One input word where it belongs.
   *
   * @param frame the frame (slot / 2)
   * @param side {@link #HOST} or {@link #CLIENT}
   * @param word the raw u16 word
   * @param buttons the battle buttons set in {@code word}
   */
  public record Input(long frame, String side, int word, Set<BattleButton> buttons) {}

  /** A copy of {@code words[0, n)}, from slot 0. */
  public static InputWords copyOf(short[] words, int n) {
    return new InputWords(Arrays.copyOf(words, n), 0);
  }

  /** A copy of {@code words[from, to)}, from slot 0. */
  public static InputWords copyOfRange(short[] words, int from, int to) {
    return new InputWords(Arrays.copyOfRange(words, from, to), 0);
  }

  /**
   * A copy of {@code slots[from, to)} of an array indexed by slot: the sequence starts at slot
   * {@code from}.
   */
  public static InputWords ofSlots(short[] slots, int from, int to) {
    return new InputWords(Arrays.copyOfRange(slots, from, to), from);
  }

  /** Number of words. */
  public int size() {
    return words.length;
  }

  /** The slot of word 0 (0 unless the stream was joined late). */
  public long firstSlot() {
    return firstSlot;
  }

  /** Word {@code i} as 0..65535. */
  public int get(int i) {
    return words[i] & 0xFFFF;
  }

  /** Number of whole frames (pairs of words). */
  public int frames() {
    return words.length / 2;
  }

  /** Host input of the {@code k}th frame of the sequence (word {@code 2k}). */
  public int host(int k) {
    return get(2 * k);
  }

  /** Client input of the {@code k}th frame of the sequence (word {@code 2k + 1}). */
  public int client(int k) {
    return get(2 * k + 1);
  }

  /** Word {@code i} with its frame, side and buttons. */
  public Input input(int i) {
    long slot = firstSlot + i;
    int w = get(i);
    return new Input(slot >> 1, (slot & 1) == 0 ? HOST : CLIENT, w, BattleButton.of(w));
  }

  /** The words in order, each as an {@link Input}. */
  @Override
  public Iterator<Input> iterator() {
    return new Iterator<>() {
      private int i;

      @Override
      public boolean hasNext() {
        return i < words.length;
      }

      @Override
      public Input next() {
        if (i >= words.length) throw new NoSuchElementException();
        return input(i++);
      }
    };
  }

  /** A copy of the words. */
  public short[] toArray() {
    return words.clone();
  }

  @Override
  public boolean equals(Object o) {
    return o instanceof InputWords w && firstSlot == w.firstSlot && Arrays.equals(words, w.words);
  }

  @Override
  public int hashCode() {
    return 31 * Long.hashCode(firstSlot) + Arrays.hashCode(words);
  }

  @Override
  public String toString() {
    // The words themselves (nothing is lost), as 0x-prefixed hex.
    StringBuilder sb = new StringBuilder(16 + 7 * words.length);
    if (firstSlot != 0) sb.append("@slot ").append(firstSlot).append(' ');
    sb.append('[');
    for (int i = 0; i < words.length; i++) {
      if (i > 0) sb.append(", ");
      sb.append(String.format("0x%04x", words[i] & 0xFFFF));
    }
    return sb.append(']').toString();
  }
}
