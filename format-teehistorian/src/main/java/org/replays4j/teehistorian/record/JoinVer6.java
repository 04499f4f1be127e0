package org.replays4j.teehistorian.record;

/**
 * JOINVER6: the next JOIN of {@code cid} is a 0.6 client.
 *
 * @param cid client id
 */
public record JoinVer6(int cid) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.JOINVER6;
  }
}
