package org.replays4j.soku;

import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.PlayerMatchData;

/**
 * One match rebuilt from a spectator flow's GAME_MATCH and GAME_REPLAY packets.
 *
 * @param flowId the flow it was spectated on
 * @param matchId the match id
 * @param match the spectator-form GAME_MATCH (characters, decks, stage, music, seed), or {@code
 *     null} when the capture does not contain it
 * @param firstSlot the lowest slot received (0 unless the capture starts while the match runs)
 * @param inputs the contiguous slot stream from {@code firstSlot} (its {@link
 *     InputWords#firstSlot()}; even slots are host words, odd slots client words)
 * @param highestSlot one past the highest slot received (≥ {@code inputs.size()})
 * @param endSlot the match's end slot (GAME_REPLAY end_frame_id), 0 when not seen
 * @param gaps number of missing slot ranges between {@code firstSlot} and {@code highestSlot}
 * @param replayPackets GAME_REPLAY packets that contributed
 * @param resentWords words received again (identical re-sends)
 * @param conflicts re-sent words that differed from the first copy (the first copy is kept)
 */
public record SpectatedMatch(
    int flowId,
    int matchId,
    GameMatch match,
    long firstSlot,
    InputWords inputs,
    long highestSlot,
    long endSlot,
    int gaps,
    long replayPackets,
    long resentWords,
    long conflicts) {
  /** Contiguous input slots from {@code firstSlot}. */
  public int slots() {
    return inputs.size();
  }

  /** Whole frames of the contiguous stream. */
  public int frames() {
    return inputs.frames();
  }

  /**
   * The match's length in frames: half the end slot when the spectator stream announced its end,
   * else the frames up to the last contiguous input received (from frame 0).
   */
  public long lengthFrames() {
    return endSlot != 0 ? endSlot / 2 : (firstSlot + inputs.size()) / 2;
  }

  /**
   * The character id side {@code side} ({@link Sides}) played, or {@code null} when the capture
   * lacks the match's GAME_MATCH.
   */
  public Integer character(int side) {
    PlayerMatchData p = match == null ? null : side == Sides.HOST ? match.host() : match.client();
    return p == null ? null : p.character();
  }

  /** True when the end was seen and every slot from 0 up to it arrived. */
  public boolean complete() {
    return firstSlot == 0 && endSlot > 0 && gaps == 0 && inputs.size() >= endSlot;
  }
}
