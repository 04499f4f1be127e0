package org.replays4j.soku.record;

/**
 * Where the decoder got a context-dependent layout decision from (reported, so a reader can tell
 * which).
 */
public enum ContextSource {
  /** The caller's {@code SokuContext} stated it. */
  GIVEN,
  /** Inferred from earlier packets of the same flow (INIT_REQUEST game id / request type). */
  FLOW,
  /** Inferred from the packet's own layout (sizes, deck counts). */
  LAYOUT,
  /** Nothing was known; the vanilla default was assumed. */
  DEFAULT
}
