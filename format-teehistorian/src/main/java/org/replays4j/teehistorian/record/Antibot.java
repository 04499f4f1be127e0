package org.replays4j.teehistorian.record;

import org.replays4j.core.io.ByteSlice;

/**
 * ANTIBOT: opaque bytes of the closed antibot module (may be empty or contain NULs).
 *
 * @param data the bytes; valid during the visitor call only
 */
public record Antibot(ByteSlice data) implements ExMessage {
  @Override
  public ExType type() {
    return ExType.ANTIBOT;
  }
}
