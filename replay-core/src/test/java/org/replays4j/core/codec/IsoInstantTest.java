package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;

import java.time.Instant;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.LongRange;
import org.junit.jupiter.api.Test;

class IsoInstantTest {
  @Test
  void epochLeapDaysAndYearEndsReadAsInstantToStringDoes() {
    for (long s :
        new long[] {
          0,
          1,
          59,
          86_399,
          86_400,
          951_782_400L,
          951_868_800L,
          1_457_374_865L,
          4_294_967_295L,
          -1,
          -86_401,
          253_402_300_799L,
          -62_167_219_200L
        }) {
      assertThat(IsoInstant.ofEpochSecond(s))
          .as("%d", s)
          .isEqualTo(Instant.ofEpochSecond(s).toString());
    }
  }

  @Property
  void anySecondOfYearsZeroTo9999ReadsAsInstantToStringDoes(
      @ForAll @LongRange(min = -62_167_219_200L, max = 253_402_300_799L) long s) {
    assertThat(IsoInstant.ofEpochSecond(s)).isEqualTo(Instant.ofEpochSecond(s).toString());
  }

  @Property(tries = 200)
  void yearsOutsideFourDigitsFallBackToInstantToString(
      @ForAll @LongRange(min = -31_557_014_167_219_200L, max = 31_556_889_864_403_199L) long s) {
    assertThat(IsoInstant.ofEpochSecond(s)).isEqualTo(Instant.ofEpochSecond(s).toString());
  }
}
