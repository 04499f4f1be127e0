package org.replays4j.teehistorian.record;

import java.util.UUID;

/**
 * DDNETVER: a client's DDNet version.
 *
 * @param cid client id
 * @param connectionId the connection's UUID
 * @param version DDNet version number, e.g. 13010
 * @param versionString version text, e.g. {@code DDNet 13.1 (3623f5e4cd184556)}
 */
public record DdnetVersion(int cid, UUID connectionId, int version, String versionString)
    implements ExMessage {
  @Override
  public ExType type() {
    return ExType.DDNETVER;
  }
}
