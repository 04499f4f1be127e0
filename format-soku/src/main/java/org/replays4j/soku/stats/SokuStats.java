package org.replays4j.soku.stats;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.LinkedHashSet;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.core.stats.Result;
import org.replays4j.core.stats.ScoringEvent;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.record.BattleButton;

/**
 * The statistics of a {@code .rep} file (one match) or of a capture (its matches in order, its
 * connections and the players' profile names).
 *
 * <p>As the shared {@link GameStats} view: two participants, slot 0 the host (left player) and slot
 * 1 the client (right player), named by the capture's profile names ({@code null} in a {@code
 * .rep}); the character is the one played in every match, or the distinct characters joined by
 * {@code "/"} when it changed; the result is {@link Result#UNKNOWN} (the winner is only known by
 * re-running the game); the rate is input changes per minute over all matches; the duration is the
 * matches' total length; there are no scoring events.
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

  /** Total length of the matches in seconds, or {@code null} when there is no match. */
  @Override
  public Double durationSeconds() {
    if (matches.isEmpty()) return null;
    double s = 0;
    for (MatchStats m : matches) s += m.seconds();
    return s;
  }

  @Override
  public List<ParticipantStats> participants() {
    List<ParticipantStats> out = new ArrayList<>(2);
    for (int side = 0; side < 2; side++) {
      Set<String> characters = new LinkedHashSet<>();
      long frames = 0;
      long changes = 0;
      for (MatchStats m : matches) {
        String c = side == 0 ? m.hostCharacterName() : m.clientCharacterName();
        if (c != null) characters.add(c);
        PlayerInputs p = side == 0 ? m.host() : m.client();
        frames += p.frames();
        changes += p.inputChanges();
      }
      Double rate = frames == 0 ? null : changes * 60.0 * MatchStats.FRAMES_PER_SECOND / frames;
      out.add(
          new ParticipantStats(
              side,
              side == 0 ? hostProfile : clientProfile,
              null,
              characters.isEmpty() ? null : String.join("/", characters),
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
   * docs/stats.md}).
   */
  public Map<String, Object> toTree() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", kind);
    m.put("complete", complete);
    m.put("partial", partial);
    m.put("hostProfile", hostProfile);
    m.put("clientProfile", clientProfile);
    m.put("winner", null);
    m.put("winnerNote", "not in the input stream: only re-running the game tells the winner");
    List<Object> ms = new ArrayList<>();
    for (MatchStats x : matches) {
      Map<String, Object> mm = new LinkedHashMap<>();
      mm.put("matchId", x.matchId());
      mm.put("hostCharacter", x.hostCharacterName());
      mm.put("clientCharacter", x.clientCharacterName());
      mm.put("hostDeck", new ArrayList<Object>(x.hostDeck()));
      mm.put("clientDeck", new ArrayList<Object>(x.clientDeck()));
      mm.put("stageId", x.stage());
      mm.put("stage", x.stageName());
      mm.put("music", x.music());
      mm.put("randomSeed", x.randomSeed());
      mm.put("firstFrame", x.firstFrame());
      mm.put("frames", x.frames());
      mm.put("inputFrames", x.inputFrames());
      mm.put("seconds", x.seconds());
      mm.put("endSlot", x.endSlot());
      mm.put("complete", x.complete());
      mm.put("host", player(x.host()));
      mm.put("client", player(x.client()));
      ms.add(mm);
    }
    m.put("matches", ms);
    List<Object> cs = new ArrayList<>();
    for (Connection c : connections) {
      Map<String, Object> cm = new LinkedHashMap<>();
      cm.put("flowId", c.flowId());
      cm.put("a", c.endpointA());
      cm.put("b", c.endpointB());
      cm.put("role", c.role());
      cs.add(cm);
    }
    m.put("connections", cs);
    return m;
  }

  private static Map<String, Object> player(PlayerInputs p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("frames", p.frames());
    m.put("inputChanges", p.inputChanges());
    m.put("inputsPerMinute", p.inputsPerMinute());
    m.put("directionChanges", p.directionChanges());
    Map<String, Object> presses = new LinkedHashMap<>();
    Map<String, Object> held = new LinkedHashMap<>();
    for (BattleButton b : BattleButton.values()) {
      String k = b.name().toLowerCase(java.util.Locale.ROOT);
      presses.put(k, p.presses().get(b));
      held.put(k, p.heldFrames().get(b));
    }
    m.put("presses", presses);
    m.put("heldFrames", held);
    return m;
  }
}
