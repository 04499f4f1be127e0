package org.replays4j.soku.record;

/**
 * GAME_MATCH (sub-type 0x04): host block, client block, u8 stage, u8 music, u32 random seed, u8
 * match id. Sent to a player (59 bytes: the receiver's own deck omitted, match id padding) or to a
 * spectator (99 bytes: both decks, real match id); {@code form} says which and {@code
 * contextSource} how that was decided.
 *
 * @param channel direction
 * @param host host (left) player block
 * @param client client (right) player block
 * @param stage stage id
 * @param music music id
 * @param randomSeed u32 seed
 * @param matchId u8 match id (meaningful in the spectator form)
 * @param form player or spectator form
 * @param contextSource how {@code form} was decided
 */
public record GameMatch(
    Channel channel,
    PlayerMatchData host,
    PlayerMatchData client,
    int stage,
    int music,
    long randomSeed,
    int matchId,
    MatchForm form,
    ContextSource contextSource)
    implements GamePacket {
  @Override
  public GameType gameType() {
    return GameType.GAME_MATCH;
  }
}
