package org.replays4j.cli;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.function.Function;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.MemoryBudget;

/**
 * Runs the decode of one input file inside its slot of the process's {@link MemoryBudget} ({@link
 * ReplaySource#acquireMemory}): with {@code -t N}, files whose decodes would not fit the heap
 * together wait for each other instead of running it out, and a file whose container window alone
 * exceeds the budget fails alone with {@code LIMIT_EXCEEDED}. Standard input (read whole, within
 * the limits) and inputs already known to be bad take no slot.
 */
final class DecodeSlots {
  private DecodeSlots() {}

  /**
   * {@code decode.apply(in)} within the slot of {@code in}; {@code refused} makes the result when
   * the file can never fit. Other problems opening the file are left to {@code decode} to report.
   */
  static <R> R run(
      Inputs.Input in,
      DecodeLimits limits,
      Function<Inputs.Input, R> decode,
      Function<ReplayFormatException, R> refused) {
    MemoryBudget.Grant slot = null;
    if (in.problem() == null && !in.stdin()) {
      try {
        slot = ReplaySource.of(in.path()).acquireMemory(MemoryBudget.process(), limits);
      } catch (ReplayFormatException e) {
        return refused.apply(e);
      } catch (InterruptedIOException e) {
        Thread.currentThread().interrupt();
        return decode.apply(in);
      } catch (IOException e) {
        return decode.apply(in); // a missing or unreadable file: the decode reports it
      }
    }
    try {
      return decode.apply(in);
    } finally {
      if (slot != null) slot.close();
    }
  }
}
