package org.replays4j.soku.stats;

/**
 * One Soku flow of a capture: two UDP endpoints and what the handshake said the connection was.
 *
 * @param flowId the flow's id (order of recognition)
 * @param endpointA one endpoint as {@code address:port} (the lower one)
 * @param endpointB the other endpoint
 * @param role {@link #PLAY} (a player's connection: an INIT_REQUEST to play or an INIT_SUCCESS to a
 *     player), {@link #SPECTATE} (an INIT_REQUEST to spectate or an INIT_SUCCESS to a spectator),
 *     or {@code null} when the capture holds no handshake of the flow
 */
public record Connection(int flowId, String endpointA, String endpointB, String role) {
  /** Role of a player's connection. */
  public static final String PLAY = "play";

  /** Role of a spectator's connection. */
  public static final String SPECTATE = "spectate";
}
