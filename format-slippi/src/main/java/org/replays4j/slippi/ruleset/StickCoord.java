package org.replays4j.slippi.ruleset;

/**
 * A stick coordinate as the checks see it: normalized, each axis in {@code -1.0 .. 1.0} (the main
 * stick from its raw value in steps of 1/80 when the file records raw values, else the game's
 * processed value; the c-stick as the game processed it).
 *
 * @param x horizontal, right positive
 * @param y vertical, up positive
 */
public record StickCoord(double x, double y) {}
