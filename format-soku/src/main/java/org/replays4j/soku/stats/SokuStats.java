package org.replays4j.soku.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.soku.MatchClock;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.Sides;
import org.replays4j.soku.record.BattleButton;

/**
 * The statistics of a {@code .rep} file (one match) or of a capture (its matches in order, its
 * connections and the players' profile names).
 *
 * <p>As the shared {@link GameStats} view: two participants, slot 0 the host (left player) and slot
 * 1 the client (right player) ({@link Sides}), named by the capture's profile names ({@code null}
 * in a {@code .rep} and in a capture that missed the handshake); the character is the one played in
 * every match, or the distinct characters joined by {@code "/"} when it changed ({@link
 * Sides#character}); the result is {@link Result#UNKNOWN} (the winner is only known by re-running
 * the game); the rate is input changes per minute over all matches; the duration is the matches'
 * total length ({@link MatchClock}); there are no scoring events. The summary of the file lists the
 * same two sides and gives the same duration.
 *
 * @param kind {@code "rep"} or {@code "capture"}
 * @param matches the matches in order of first appearance
 * @param connections the capture's Soku flows (empty for a {@code .rep})
 * @param hostProfile the host's profile name from the handshake, or {@code null}
 * @param clientProfile the client's profile name, or {@code null}
 * @param complete true once the whole input was read
 * @param partial true when the decoder reported damage ({@code visitDamage}, salvage mode)
 */
public record SokuStats(
    String kind,
    List<MatchStats> matches,
    List<Connection> connections,
    String hostProfile,
    String clientProfile,
    boolean complete,
    boolean partial)
    implements GameStats {

  /** Copies the lists. */
  public SokuStats {
    matches = List.copyOf(matches);
    connections = List.copyOf(connections);
  }

  /**
   * The statistics of a {@code .rep} file; of the frames before the cut when it was read up to its
   * damage ({@link RepFile#partial()}).
   */
  public static SokuStats of(RepFile rep) {
    return new SokuStats(
        "rep", List.of(MatchStats.of(rep)), List.of(), null, null, !rep.partial(), rep.partial());
  }

  /** The connections whose role is {@link Connection#PLAY}. */
  public List<Connection> peers() {
    return connections.stream().filter(c -> Connection.PLAY.equals(c.role())).toList();
  }

  /** The connections whose role is {@link Connection#SPECTATE}. */
  public List<Connection> spectators() {
    return connections.stream().filter(c -> Connection.SPECTATE.equals(c.role())).toList();
  }

  @Override
  public String format() {
    return "soku";
  }

  /**
   * Total length of the matches in seconds ({@link MatchClock#seconds(long[])}), or {@code null}
   * when there is no match: the summary's duration too.
   */
  @Override
  public Double durationSeconds() {
    long[] frames = new long[matches.size()];
    for (int i = 0; i < frames.length; i++) frames[i] = matches.get(i).frames();
    return MatchClock.seconds(frames);
  }

  @Override
  public List<ParticipantStats> participants() {
    List<ParticipantStats> out = new ArrayList<>(2);
    for (int side = Sides.HOST; side <= Sides.CLIENT; side++) {
      List<String> characters = new ArrayList<>(matches.size());
      long frames = 0;
      long changes = 0;
      for (MatchStats m : matches) {
        characters.add(side == Sides.HOST ? m.hostCharacterName() : m.clientCharacterName());
        PlayerInputs p = side == Sides.HOST ? m.host() : m.client();
        frames += p.frames();
        changes += p.inputChanges();
      }
      Double rate = frames == 0 ? null : changes * 60.0 * MatchStats.FRAMES_PER_SECOND / frames;
      out.add(
          new ParticipantStats(
              side,
              side == Sides.HOST ? hostProfile : clientProfile,
              null,
              Sides.character(characters),
              Result.UNKNOWN,
              rate));
    }
    return List.copyOf(out);
  }

  /** None: nothing in the inputs marks a round or a point. */
  @Override
  public List<ScoringEvent> scoringEvents() {
    return List.of();
  }

  /**
   * The value tree {@code replays4j stats} prints under {@code "stats"} (keys in {@code
   * docs/stats.md}): {@link StatsTree} with each match as a {@link MatchTree} and each connection
   * as a {@link ConnectionTree}.
   */
  public Map<String, Object> toTree() {
    List<MatchTree> ms = new ArrayList<>(matches.size());
    for (MatchStats x : matches) ms.add(MatchTree.of(x));
    List<ConnectionTree> cs = new ArrayList<>(connections.size());
    for (Connection c : connections)
      cs.add(new ConnectionTree(c.flowId(), c.endpointA(), c.endpointB(), c.role()));
    @SuppressWarnings("unchecked")
    Map<String, Object> tree =
        (Map<String, Object>)
            ValueTrees.toTree(
                new StatsTree(
                    kind,
                    complete,
                    partial,
                    hostProfile,
                    clientProfile,
                    null,
                    "not in the input stream: only re-running the game tells the winner",
                    ms,
                    cs));
    return tree;
  }

  /** The stats tree: the winner is always null and {@code winnerNote} says why. */
  record StatsTree(
      String kind,
      boolean complete,
      boolean partial,
      String hostProfile,
      String clientProfile,
      String winner,
      String winnerNote,
      List<MatchTree> matches,
      List<ConnectionTree> connections) {}

  /** A match in the stats tree: {@link MatchStats} with the names beside the ids. */
  record MatchTree(
      Integer matchId,
      String hostCharacter,
      String clientCharacter,
      List<Integer> hostDeck,
      List<Integer> clientDeck,
      Integer stageId,
      String stage,
      Integer music,
      Long randomSeed,
      long firstFrame,
      long frames,
      long inputFrames,
      double seconds,
      Long endSlot,
      boolean complete,
      InputsTree host,
      InputsTree client) {
    static MatchTree of(MatchStats x) {
      return new MatchTree(
          x.matchId(),
          x.hostCharacterName(),
          x.clientCharacterName(),
          x.hostDeck(),
          x.clientDeck(),
          x.stage(),
          x.stageName(),
          x.music(),
          x.randomSeed(),
          x.firstFrame(),
          x.frames(),
          x.inputFrames(),
          x.seconds(),
          x.endSlot(),
          x.complete(),
          InputsTree.of(x.host()),
          InputsTree.of(x.client()));
    }
  }

  /**
   * A player's inputs in the stats tree: {@link PlayerInputs} with its rate, and the presses and
   * held frames of every button keyed by its lower-case name.
   */
  record InputsTree(
      long frames,
      long inputChanges,
      Double inputsPerMinute,
      long directionChanges,
      Map<String, Long> presses,
      Map<String, Long> heldFrames) {
    static InputsTree of(PlayerInputs p) {
      Map<String, Long> presses = new LinkedHashMap<>();
      Map<String, Long> held = new LinkedHashMap<>();
      for (BattleButton b : BattleButton.values()) {
        String k = b.name().toLowerCase(Locale.ROOT);
        presses.put(k, p.presses().get(b));
        held.put(k, p.heldFrames().get(b));
      }
      return new InputsTree(
          p.frames(), p.inputChanges(), p.inputsPerMinute(), p.directionChanges(), presses, held);
    }
  }

  /** A connection in the stats tree: its endpoints as {@code a} and {@code b}. */
  record ConnectionTree(int flowId, String a, String b, String role) {}
}
