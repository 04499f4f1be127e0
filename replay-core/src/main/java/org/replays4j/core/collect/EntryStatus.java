package org.replays4j.core.collect;

/** Where a {@link CollectionEntry} stands. */
public enum EntryStatus {
  /**
   * Listed by the walk, content not looked at yet: {@link CollectionEntry#detect()} decides between
   * the three other states.
   */
  LISTED,
  /** A replay to read: its format was recognised and can decode it. */
  REPLAY,
  /** Not read, and not a failure: a file in a directory that is not a replay, a FIFO, a loop, … */
  SKIPPED,
  /**
   * Not read, and a failure: a path named explicitly that is missing or not a replay, a file with a
   * replay's extension whose content no format recognises, or any non-replay in strict mode.
   */
  FAILED
}
