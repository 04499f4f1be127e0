package org.replays4j.teehistorian.record;

import java.util.Collections;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;

/**
 * End of decoding: what the whole recording contained and what was tolerated.
 *
 * @param finished true when a FINISH message ended the recording
 * @param truncated true when the last message was cut off (servers before 18.8 wrote such files);
 *     every complete message before it was delivered
 * @param endOffset offset just after the last complete message
 * @param messages number of messages, FINISH included, unknown EX included
 * @param countsByType message counts by UpperCamelCase type name ({@code PlayerDiff}, …, EX
 *     messages by their own name, unknown EX as {@code Ex:<uuid>}), in spec order, zero counts
 *     omitted
 * @param firstTick first tick with at least one message (other than TICK_SKIP/FINISH), empty when
 *     none
 * @param lastTick last such tick, empty when none
 * @param ticksWithMessages number of such ticks
 * @param players distinct client ids seen in any message (0..127)
 * @param warnings problems tolerated, empty when none
 */
public record End(
    boolean finished,
    boolean truncated,
    long endOffset,
    long messages,
    Map<String, Long> countsByType,
    OptionalInt firstTick,
    OptionalInt lastTick,
    int ticksWithMessages,
    int players,
    List<String> warnings) {

  /** Copies the collections (keeping the count order). */
  public End {
    countsByType = Collections.unmodifiableMap(new LinkedHashMap<>(countsByType));
    warnings = List.copyOf(warnings);
  }
}
