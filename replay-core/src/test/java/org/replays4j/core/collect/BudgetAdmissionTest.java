package org.replays4j.core.collect;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.io.MemoryBudget;

/** The walker's admission seam handing out slots of a memory budget. */
class BudgetAdmissionTest {
  @TempDir Path dir;

  @Test
  void eachEntryHoldsItsSlotUntilThePermitIsClosed() throws Exception {
    Files.writeString(dir.resolve("a.alpha"), "ALPHA " + "x".repeat(994));
    MemoryBudget budget = new MemoryBudget(64L << 20);
    ReplayCollection c =
        ReplayCollection.builder(List.of(dir))
            .admission(BudgetAdmission.of(budget, DecodeLimits.DEFAULT))
            .build();
    for (CollectionEntry e : c) {
      CollectionEntry d = e.detect();
      try (Admission.Permit p = c.acquire(d)) {
        assertThat(p).isNotSameAs(Admission.Permit.NONE);
        assertThat(budget.used()).isEqualTo(2 * 1000 + DecodeLimits.DEFAULT.streamWindowBytes());
      }
      assertThat(budget.used()).isZero();
    }
  }

  @Test
  void anEntryThatCannotBeReadIsAdmittedSoItsDecodeReportsIt()
      throws IOException, InterruptedException {
    Path gone = Files.writeString(dir.resolve("gone.alpha"), "ALPHA");
    MemoryBudget budget = new MemoryBudget(1 << 20);
    ReplayCollection c =
        ReplayCollection.builder(List.of(gone))
            .admission(BudgetAdmission.of(budget, DecodeLimits.DEFAULT))
            .build();
    CollectionEntry e = c.iterator().next().detect();
    Files.delete(gone);
    assertThat(c.acquire(e)).isSameAs(Admission.Permit.NONE);
  }
}
