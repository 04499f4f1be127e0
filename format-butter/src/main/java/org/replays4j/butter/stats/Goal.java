package org.replays4j.butter.stats;

/**
 * A goal: a change of the frame's {@code last_score} (docs/formats/butter.md#stats).
 *
 * @param frame index of the first frame that shows the new {@code last_score}
 * @param seconds recording time of that frame since the file's first frame, seconds
 * @param gameClock {@code game_clock} of that frame (seconds left in the round)
 * @param team the scoring team, {@code "blue"} or {@code "orange"} ({@code last_score.team})
 * @param pointAmount {@code last_score.point_amount}: 2 or 3
 * @param goalType {@code last_score.goal_type} in the API's spelling ({@code "INSIDE SHOT"}, …)
 * @param scorerSlot the scorer's slot ({@link PlayerStats#slot()}), or 0 when the name matches no
 *     player of the file
 * @param scorer {@code last_score.person_scored}, or {@code null} when it names no player
 * @param assisterSlot the assister's slot, or 0 for no assist
 * @param assister {@code last_score.assist_scored}, or {@code null} for no assist
 * @param discSpeed {@code last_score.disc_speed}, m/s
 * @param distanceThrown {@code last_score.distance_thrown}, m
 * @param bluePoints {@code blue_points} of that frame
 * @param orangePoints {@code orange_points} of that frame
 */
public record Goal(
    int frame,
    double seconds,
    double gameClock,
    String team,
    int pointAmount,
    String goalType,
    int scorerSlot,
    String scorer,
    int assisterSlot,
    String assister,
    double discSpeed,
    double distanceThrown,
    double bluePoints,
    double orangePoints) {}
