package org.replays4j.butter.stats;

/**
 * One player of the file, identified by the header's player table (docs/formats/butter.md#stats): a
 * player who leaves and rejoins keeps the slot, and the game's counters of each stint are summed.
 *
 * @param slot 1-based index in the file's player table (the .butter header's file index; for
 *     .echoreplay the order of first appearance, which is how the converter writes the header)
 * @param name the player's name
 * @param userId {@code userid}
 * @param number {@code number} (jersey number, a byte in .butter)
 * @param level {@code level}
 * @param team the team last played on, {@code "blue"} or {@code "orange"}; {@code "spectator"} for
 *     a player who only watched; {@code "none"} for a player of the header not seen in the frames
 *     read
 * @param frames frames the player is in
 * @param stints runs of consecutive frames the player is in (2 or more: left and came back)
 * @param firstSeconds recording time of the player's first frame since the file's first frame
 * @param lastSeconds recording time of the player's last frame since the file's first frame
 * @param playSeconds play time (see {@link MatchStats#playSeconds()}) spent on blue or orange
 * @param counters the game's counters at the player's last frame, plus those of earlier stints when
 *     the game reset them
 * @param counterResets how often the counters dropped (a rejoin, or the game resetting them)
 * @param distance distance travelled during play, metres: the player's speed ({@code velocity})
 *     integrated over play time
 * @param meanSpeed {@code distance / playSeconds}, m/s, or {@code null} without play time
 * @param topSpeed highest speed in a frame of play, m/s
 * @param ownHalfSeconds play time with the head in the team's own half (blue defends +z, orange −z)
 * @param opponentHalfSeconds play time with the head in the opponent's half
 * @param weapon combat loadout of the player's last frame: {@code rocket}, {@code blaster}, {@code
 *     scout}, {@code assault}; {@code null} outside combat
 * @param ordnance combat {@code stun}, {@code det}, {@code burst}, {@code arc}; {@code null}
 *     outside combat
 * @param tacMod combat {@code sensor}, {@code wraith}, {@code heal}, {@code shield}; {@code null}
 *     outside combat
 * @param arm combat {@code Left} or {@code Right}; {@code null} outside combat
 */
public record PlayerStats(
    int slot,
    String name,
    long userId,
    int number,
    int level,
    String team,
    int frames,
    int stints,
    double firstSeconds,
    double lastSeconds,
    double playSeconds,
    Counters counters,
    int counterResets,
    double distance,
    Double meanSpeed,
    double topSpeed,
    double ownHalfSeconds,
    double opponentHalfSeconds,
    String weapon,
    String ordnance,
    String tacMod,
    String arm) {}
