package org.replays4j.teehistorian.record;

/**
 * JOINVER7: the next JOIN of {@code cid} is a 0.7 (sixup) client.
 *
 * @param cid client id
 */
public record JoinVer7(int cid) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.JOINVER7;
  }
}
