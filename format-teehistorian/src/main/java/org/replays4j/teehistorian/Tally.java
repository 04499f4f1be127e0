package org.replays4j.teehistorian;

import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.OptionalInt;
import java.util.UUID;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExType;

/**
 * What the summary ({@link End}) reports, kept apart from reading and reconstruction: message
 * counts (bumped by {@link TeehistorianReader}), ticks with messages, players seen and the
 * tolerated problems per client id (set by {@link Reconstruction}), and how the input ended. One
 * decode; not thread-safe.
 */
final class Tally {
  /** Distinct unknown EX UUIDs counted separately; the rest are counted as {@code Ex:other}. */
  private static final int MAX_UNKNOWN_KINDS = 1024;

  /** Base messages, by {@link MessageType} ordinal. */
  final long[] baseCounts = new long[MessageType.values().length];

  /** Known EX messages, by {@link ExType} ordinal. */
  final long[] exCounts = new long[ExType.values().length];

  private final Map<String, long[]> unknownCounts = new LinkedHashMap<>();

  // Ticks with at least one message (docs/formats/teehistorian.md#ticks).
  private boolean anyTick;
  private int firstTick;
  private int lastTick;
  private int ticksWithMessages;

  /** Distinct client ids named by any message. */
  int players;

  // Tolerated problems, by client id.
  final boolean[] missingJoin = new boolean[TeehistorianVersion.MAX_CLIENTS];
  final boolean[] diffWithoutBase = new boolean[TeehistorianVersion.MAX_CLIENTS];
  final boolean[] moveWithoutCharacter = new boolean[TeehistorianVersion.MAX_CLIENTS];
  final boolean[] newWhileAlive = new boolean[TeehistorianVersion.MAX_CLIENTS];
  final boolean[] oldWithoutCharacter = new boolean[TeehistorianVersion.MAX_CLIENTS];

  // How the input ended.
  private boolean finished;
  private boolean truncated;
  private long endOffset;
  private long truncatedBytes;
  private boolean trailing;

  void unknownEx(UUID uuid) {
    String key = "Ex:" + uuid;
    long[] n = unknownCounts.get(key);
    if (n == null) {
      if (unknownCounts.size() >= MAX_UNKNOWN_KINDS) key = "Ex:other";
      n = unknownCounts.computeIfAbsent(key, k -> new long[1]);
    }
    n[0]++;
  }

  /** The first message of {@code tick} (ticks only grow). */
  void tickWithMessages(int tick) {
    if (!anyTick) firstTick = tick;
    anyTick = true;
    lastTick = tick;
    ticksWithMessages++;
  }

  void ended(
      boolean finished, boolean truncated, long endOffset, long truncatedBytes, boolean trailing) {
    this.finished = finished;
    this.truncated = truncated;
    this.endOffset = endOffset;
    this.truncatedBytes = truncatedBytes;
    this.trailing = trailing;
  }

  /** The summary. */
  End end() {
    List<String> warnings = new ArrayList<>();
    if (truncated) {
      warnings.add(
          "truncated last message at offset "
              + endOffset
              + " ("
              + truncatedBytes
              + " byte(s) of an incomplete message dropped; servers before DDNet 18.8 wrote such files)");
    }
    if (!finished)
      warnings.add(
          "no FINISH: the recording ends at offset " + endOffset + " (server stopped or crashed)");
    if (trailing) warnings.add("data after FINISH at offset " + endOffset + " ignored");
    addCidWarning(
        warnings,
        missingJoin,
        "client id(s) %s active without a JOIN (the recording starts after a "
            + "map change; DDNet before version_minor 22 did not record JOIN again for players who stayed)");
    addCidWarning(
        warnings,
        diffWithoutBase,
        "INPUT_DIFF without a previous input for client id(s) %s " + "(deltas applied to zero)");
    addCidWarning(
        warnings,
        moveWithoutCharacter,
        "PLAYER_DIFF without a live character for client id(s) %s "
            + "(applied to the last known position)");
    addCidWarning(
        warnings, newWhileAlive, "PLAYER_NEW for client id(s) %s whose character was alive");
    addCidWarning(
        warnings, oldWithoutCharacter, "PLAYER_OLD without a live character for client id(s) %s");
    return new End(
        finished,
        truncated,
        endOffset,
        totalMessages(),
        counts(),
        anyTick ? OptionalInt.of(firstTick) : OptionalInt.empty(),
        anyTick ? OptionalInt.of(lastTick) : OptionalInt.empty(),
        ticksWithMessages,
        players,
        warnings);
  }

  private long totalMessages() {
    long n = 0;
    for (long x : baseCounts) n += x;
    for (long x : exCounts) n += x;
    for (long[] x : unknownCounts.values()) n += x[0];
    return n;
  }

  private Map<String, Long> counts() {
    Map<String, Long> m = new LinkedHashMap<>();
    MessageType[] types = MessageType.values();
    for (int i = 0; i < types.length; i++) {
      if (baseCounts[i] != 0) m.put(types[i].countName(), baseCounts[i]);
    }
    ExType[] ex = ExType.values();
    for (int i = 0; i < ex.length; i++) {
      if (exCounts[i] != 0) m.put(ex[i].countName(), exCounts[i]);
    }
    unknownCounts.forEach((k, n) -> m.put(k, n[0]));
    return m;
  }

  private static void addCidWarning(List<String> warnings, boolean[] flags, String template) {
    List<Integer> cids = new ArrayList<>();
    for (int i = 0; i < flags.length; i++) if (flags[i]) cids.add(i);
    if (!cids.isEmpty()) warnings.add(String.format(template, cids));
  }
}
