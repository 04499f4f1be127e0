package org.replays4j.soku;

import java.util.LinkedHashSet;
import java.util.List;
import java.util.Set;
import org.replays4j.core.stats.ParticipantStats;

/**
 * The two sides of a Soku game, numbered as every view of a file numbers them: {@value #HOST} the
 * host (player 1 of a {@code .rep}, the left player), {@value #CLIENT} the client (player 2). A
 * side is named by its profile name when the file gives it (a capture's handshake), and otherwise
 * has no name and stands for the character it played.
 */
public final class Sides {
  private Sides() {}

  /** The host's side. */
  public static final int HOST = 0;

  /** The client's side. */
  public static final int CLIENT = 1;

  /**
   * The character a side played over a file's matches: the one of every match, or the distinct ones
   * in order of first appearance joined by {@code "/"}; {@code null} when no match names it ({@code
   * perMatch} may hold nulls).
   */
  public static String character(List<String> perMatch) {
    Set<String> distinct = new LinkedHashSet<>();
    for (String c : perMatch) if (c != null) distinct.add(c);
    return distinct.isEmpty() ? null : String.join("/", distinct);
  }

  /**
   * What a person reads for side {@code side}: its profile name when known, else the character it
   * played, else {@code #side} (as the overview shows a player without a name).
   */
  public static String label(int side, String profile, String character) {
    if (profile != null) return profile;
    return ParticipantStats.displayName(side, character);
  }
}
