package org.replays4j.teehistorian.record;

import java.util.UUID;
import org.replays4j.core.io.ByteSlice;

/**
 * An EX message whose UUID this library does not know (a newer server or a fork).
 *
 * @param uuid the extension's UUID
 * @param data its payload
 */
public record UnknownEx(UUID uuid, ByteSlice data) {
  /**
   * The message code of EX messages, which {@code visitUnknown} receives for unknown extensions.
   */
  public static final int CODE = -11;

  /**
   * The extension a {@code visitUnknown(code, payload)} call delivered (code {@link #CODE}): the
   * payload is the extension's 16 UUID bytes followed by its data. The data is copied.
   */
  public static UnknownEx of(ByteSlice payload) {
    if (payload.length() < 16)
      throw new IllegalArgumentException(
          "expected at least 16 UUID bytes but got " + payload.length());
    byte[] all = payload.toArray();
    return new UnknownEx(
        TeehistorianUuids.fromBytes(all, 0), ByteSlice.copyOf(all, 16, all.length - 16));
  }
}
