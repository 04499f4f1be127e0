package org.replays4j.teehistorian.record;

/**
 * PLAYER_SWAP: two players swapped tees.
 *
 * @param cid1 first client id
 * @param cid2 second client id
 */
public record PlayerSwap(int cid1, int cid2) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.PLAYER_SWAP;
  }
}
