package org.replays4j.teehistorian.record;

import org.replays4j.teehistorian.ExType;

/** TEST: a test message without payload. */
public record ExTest() implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEST;
  }
}
