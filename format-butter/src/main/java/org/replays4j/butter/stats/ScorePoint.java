package org.replays4j.butter.stats;

/**
 * One step of a team's score timeline: the team's points as of a frame where they changed (the
 * first frame of the file starts the timeline).
 *
 * @param frame frame index
 * @param seconds recording time since the file's first frame, seconds
 * @param gameClock {@code game_clock} of the frame, seconds left
 * @param points the team's points from this frame on ({@code blue_points}/{@code orange_points};
 *     halves in combat)
 */
public record ScorePoint(int frame, double seconds, double gameClock, double points) {}
