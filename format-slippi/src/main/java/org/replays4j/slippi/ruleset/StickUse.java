package org.replays4j.slippi.ruleset;

/**
 * One main-stick coordinate a player used, for the picture of the coordinates used.
 *
 * @param x horizontal, normalized -1..1
 * @param y vertical, normalized -1..1
 * @param frames frames the stick was there
 * @param violation true when the coordinate is in the evidence of a failed check (crouch-uptilt,
 *     SDI, input-fuzzing targets)
 */
public record StickUse(double x, double y, int frames, boolean violation) {}
