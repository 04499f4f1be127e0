package org.replays4j.teehistorian.record;

/**
 * DDNETVER_OLD: a client's DDNet version (old form).
 *
 * @param cid client id
 * @param version DDNet version number, e.g. 13010
 */
public record DdnetVersionOld(int cid, int version) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.DDNETVER_OLD;
  }
}
