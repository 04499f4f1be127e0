package org.replays4j.slippi.record;

import java.util.Map;
import org.replays4j.core.io.ByteSlice;

/**
 * Message Splitter chunk (command 0x10, 3.3.0): one piece of a larger wrapped message (the Gecko
 * list).
 *
 * @param data 0x001 uint8[512]: the whole block (copy) so that re-encoding is byte-exact; only the
 *     first {@code size} bytes are meaningful
 * @param size 0x201 uint16 meaningful bytes in this chunk
 * @param wrappedCommand 0x203 uint8 command of the wrapped message
 * @param isLast 0x204 bool: last chunk of the message
 * @param payloadSize payload size
 * @param trailing unknown bytes after 0x204 (copy)
 */
public record MessageSplitter(
    ByteSlice data,
    int size,
    int wrappedCommand,
    boolean isLast,
    int payloadSize,
    ByteSlice trailing)
    implements SlippiEvent {
  /** Payload size of the known layout. */
  public static final int BASE_SIZE = 516;

  @Override
  public Map<String, Integer> optionalFieldEnds() {
    return Map.of();
  }
}
