package org.replays4j.slippi.stats;

/**
 * A player's inputs from frame -39 on (docs/formats/slippi-stats.md §7).
 *
 * @param buttons buttons (A, B, X, Y, Z, digital L/R, D-pad; not Start) going from released to
 *     pressed
 * @param triggers analog L or R crossing 0.3 upward
 * @param cstick C-stick moves into a new direction (8 regions, dead zone excluded)
 * @param joystick control-stick moves into a new direction
 * @param total the sum of the four
 */
public record InputCounts(int buttons, int triggers, int cstick, int joystick, int total) {}
