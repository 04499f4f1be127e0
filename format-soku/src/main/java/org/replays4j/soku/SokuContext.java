package org.replays4j.soku;

import org.replays4j.soku.record.ContextSource;

/**
 * Context a packet's layout can depend on. {@code null} fields mean "unknown": the decoder then
 * infers from the packet layout or assumes vanilla, and records which in the packet's {@link
 * ContextSource}. Immutable.
 *
 * @param sokuroll whether the peers run Sokuroll (HOST_GAME battle inputs then start with 2 latency
 *     words)
 * @param toSpectator whether the packet goes to a spectator (GAME_MATCH form)
 * @param source what to report as the origin of non-null fields
 */
public record SokuContext(Boolean sokuroll, Boolean toSpectator, ContextSource source) {
  /** Nothing known. */
  public static final SokuContext UNKNOWN = new SokuContext(null, null, ContextSource.GIVEN);

  /** A context stated by the caller. */
  public static SokuContext given(Boolean sokuroll, Boolean toSpectator) {
    return new SokuContext(sokuroll, toSpectator, ContextSource.GIVEN);
  }
}
