package org.replays4j.slippi;

/**
 * What {@link SlippiGame.Builder} does with a generated column class ({@link PreFrameColumns},
 * {@link PostFrameColumns}, {@link ItemColumns}): append the events as they arrive, then keep the
 * rows as they are or gather the chosen ones. One piece of collector code serves every event kind.
 *
 * @param <F> the accessors the event's record and view share (for example {@code PreFrameFields})
 * @param <C> the column class itself
 */
abstract class EventColumns<F, C extends EventColumns<F, C>> {
  /** Number of rows. */
  public abstract int length();

  /** Makes room for {@code capacity} rows. */
  abstract void ensure(int capacity);

  /** Appends one event (a record or a view) as the next row. */
  abstract void append(F event);

  /** Trims the arrays to {@link #length()}; the columns are final afterwards. */
  abstract void trim();

  /** New columns whose row {@code i} is row {@code rows[i]} of this ({@code -1}: absent row). */
  abstract C gather(int[] rows, int n);
}
