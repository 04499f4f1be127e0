package org.replays4j.teehistorian.record;

/**
 * Reconstructed: a client joined. Normally from JOIN (with the preceding JOINVER6/JOINVER7 giving
 * the protocol); {@code implicit} when the client was active without a JOIN (a recording that
 * started with a map change before {@code version_minor} 22 does not repeat the JOIN of players who
 * stayed).
 *
 * @param tick server tick
 * @param cid client id 0..127
 * @param protocol 6 or 7 when a JOINVER message said so, else 0
 * @param implicit true when no JOIN was recorded for this client
 */
public record PlayerJoin(int tick, int cid, int protocol, boolean implicit) {}
