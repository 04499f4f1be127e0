package org.replays4j.teehistorian.record;

/**
 * PLAYER_NEW (-3): a character of {@code cid} appeared at ({@code x}, {@code y}).
 *
 * @param cid client id 0..127
 * @param x absolute x
 * @param y absolute y
 */
public record PlayerNew(int cid, int x, int y) {}
