package org.replays4j.core.collect;

/**
 * Decides when an entry may be decoded: the seam through which a process-wide memory budget hands
 * out decode slots. A consumer that decodes entries in parallel calls {@link
 * ReplayCollection#acquire(CollectionEntry)} for each {@link EntryStatus#LISTED listed} entry in
 * the walker's order, before handing it to a worker, and the worker closes the permit when the
 * decode is over. The entry then knows its path and stored size ({@link CollectionEntry#size()}; an
 * implementation that wants the container or format for its estimate may call {@link
 * CollectionEntry#detect()}, which reads the first bytes). Admitting in the walker's order matters
 * to consumers that write their output in that order: the earliest unfinished entry always holds
 * its permit, so entries waiting for their turn to write never starve it. The default, {@link
 * #UNLIMITED}, admits every entry at once. Implementations are thread-safe.
 */
@FunctionalInterface
public interface Admission {
  /** Admits every entry immediately. */
  Admission UNLIMITED = entry -> Permit.NONE;

  /**
   * Waits until {@code entry} may be decoded. An entry that can never be admitted is not refused
   * here: the implementation returns a permit and lets the decode fail on its limits, so the entry
   * fails alone.
   *
   * @throws InterruptedException when the waiting thread is interrupted
   */
  Permit acquire(CollectionEntry entry) throws InterruptedException;

  /** What {@link #acquire} hands out; closing it returns the slot. */
  interface Permit extends AutoCloseable {
    /** A permit that holds nothing. */
    Permit NONE = () -> {};

    /** Returns the slot; idempotent. */
    @Override
    void close();
  }
}
