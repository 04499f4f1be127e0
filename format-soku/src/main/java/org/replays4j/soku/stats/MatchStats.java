package org.replays4j.soku.stats;

import java.util.List;
import org.replays4j.soku.InputWords;
import org.replays4j.soku.MatchClock;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.RepPlayer;
import org.replays4j.soku.Sides;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.Stage;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.PlayerMatchData;
import org.replays4j.soku.record.SokuCharacter;

/**
 * One match: its settings and both players' inputs. The winner is not here: nothing in the input
 * stream marks rounds or their outcome.
 *
 * @param matchId the spectator stream's match id, or {@code null} for a {@code .rep}
 * @param hostCharacter the host's (left player's) character id, or {@code null} when the capture
 *     lacks the match's GAME_MATCH
 * @param clientCharacter the client's (right player's) character id, or {@code null}
 * @param hostDeck the host's card ids (empty when not sent)
 * @param clientDeck the client's card ids
 * @param stage stage id, or {@code null}
 * @param music music id, or {@code null}
 * @param randomSeed the match's random seed, or {@code null}
 * @param firstFrame the first frame the inputs cover (0 unless a capture joined a running match)
 * @param frames the match's length in frames: half the end slot when the spectator stream announced
 *     its end, else the frames up to the last input received
 * @param inputFrames whole frames of input present (pairs of host and client words), from {@code
 *     firstFrame}
 * @param endSlot the end announced by the spectator stream (GAME_REPLAY end_frame_id, in words), or
 *     {@code null} for a {@code .rep} or when not seen
 * @param complete true when every input from frame 0 to the end is present
 * @param host the host's inputs
 * @param client the client's inputs
 */
public record MatchStats(
    Integer matchId,
    Integer hostCharacter,
    Integer clientCharacter,
    List<Integer> hostDeck,
    List<Integer> clientDeck,
    Integer stage,
    Integer music,
    Long randomSeed,
    long firstFrame,
    long frames,
    long inputFrames,
    Long endSlot,
    boolean complete,
    PlayerInputs host,
    PlayerInputs client) {

  /** The game runs at 60 frames per second ({@link MatchClock#FRAMES_PER_SECOND}). */
  public static final int FRAMES_PER_SECOND = MatchClock.FRAMES_PER_SECOND;

  /** Copies the decks. */
  public MatchStats {
    hostDeck = List.copyOf(hostDeck);
    clientDeck = List.copyOf(clientDeck);
  }

  /** {@link #frames()} in seconds ({@link MatchClock#seconds(long)}). */
  public double seconds() {
    return MatchClock.seconds(frames);
  }

  /** The host's character name, or {@code null}. */
  public String hostCharacterName() {
    return hostCharacter == null ? null : SokuCharacter.nameOf(hostCharacter);
  }

  /** The client's character name, or {@code null}. */
  public String clientCharacterName() {
    return clientCharacter == null ? null : SokuCharacter.nameOf(clientCharacter);
  }

  /** The stage's name, or {@code null}. */
  public String stageName() {
    return stage == null ? null : Stage.nameOf(stage);
  }

  /** The statistics of a {@code .rep} file (its single match). */
  public static MatchStats of(RepFile rep) {
    RepPlayer h = rep.player1();
    RepPlayer c = rep.player2();
    InputWords in = rep.inputs();
    PlayerInputs[] p = PlayerInputs.of(in);
    return new MatchStats(
        null,
        h.character(),
        c.character(),
        h.deck(),
        c.deck(),
        rep.stage(),
        rep.music(),
        rep.randomSeed(),
        0,
        in.frames(),
        in.frames(),
        null,
        true,
        p[0],
        p[1]);
  }

  /** The statistics of a match rebuilt from a capture's spectator stream. */
  public static MatchStats of(SpectatedMatch m) {
    GameMatch g = m.match();
    PlayerMatchData h = g == null ? null : g.host();
    PlayerMatchData c = g == null ? null : g.client();
    InputWords in = m.inputs();
    PlayerInputs[] p = PlayerInputs.of(in);
    return new MatchStats(
        m.matchId(),
        m.character(Sides.HOST),
        m.character(Sides.CLIENT),
        h == null ? List.of() : h.deck(),
        c == null ? List.of() : c.deck(),
        g == null ? null : g.stage(),
        g == null ? null : g.music(),
        g == null ? null : g.randomSeed(),
        m.firstSlot() / 2,
        m.lengthFrames(),
        in.frames(),
        m.endSlot() == 0 ? null : m.endSlot(),
        m.complete(),
        p[0],
        p[1]);
  }
}
