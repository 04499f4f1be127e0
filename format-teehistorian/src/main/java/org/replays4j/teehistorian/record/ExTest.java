package org.replays4j.teehistorian.record;

/** TEST: a test message without payload. */
public record ExTest() implements ExMessage {
  @Override
  public ExType type() {
    return ExType.TEST;
  }
}
