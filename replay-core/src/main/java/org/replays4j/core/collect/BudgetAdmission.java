package org.replays4j.core.collect;

import java.io.IOException;
import java.io.InterruptedIOException;
import java.util.Objects;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.MemoryBudget;

/**
 * The {@link Admission} of a {@link MemoryBudget}: each entry waits for its decode slot ({@link
 * org.replays4j.core.io.ReplaySource#acquireMemory}), so the parallel decodes of a collection stay
 * within one budget. An entry that can never fit (its container window exceeds the whole budget) or
 * cannot be read gets {@link Admission.Permit#NONE}: its decode then fails alone, on the same
 * budget or on its limits, naming it.
 */
public final class BudgetAdmission implements Admission {
  private final MemoryBudget budget;
  private final DecodeLimits limits;

  private BudgetAdmission(MemoryBudget budget, DecodeLimits limits) {
    this.budget = Objects.requireNonNull(budget, "budget");
    this.limits = Objects.requireNonNull(limits, "limits");
  }

  /** Slots of {@code budget} estimated with {@code limits}. */
  public static BudgetAdmission of(MemoryBudget budget, DecodeLimits limits) {
    return new BudgetAdmission(budget, limits);
  }

  /** Slots of {@link MemoryBudget#process()} estimated with {@code limits}. */
  public static BudgetAdmission process(DecodeLimits limits) {
    return of(MemoryBudget.process(), limits);
  }

  @Override
  public Permit acquire(CollectionEntry entry) throws InterruptedException {
    MemoryBudget.Grant g;
    try {
      g = entry.source().acquireMemory(budget, limits);
    } catch (InterruptedIOException e) {
      InterruptedException ie = new InterruptedException(e.getMessage());
      ie.initCause(e);
      throw ie;
    } catch (IOException | RuntimeException e) {
      return Permit.NONE;
    }
    return g::close;
  }
}
