package org.replays4j.core.collect;

/**
 * Decides when an entry may be decoded: the seam through which a process-wide memory budget hands
 * out decode slots. A consumer that decodes entries in parallel calls {@link
 * ReplayCollection#acquire(CollectionEntry)} in the worker, after {@link CollectionEntry#detect()}
 * (the entry then knows its stored size, container and format) and before decoding, and closes the
 * permit when the decode is over. The default, {@link #UNLIMITED}, admits every entry at once.
 * Implementations are thread-safe.
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
