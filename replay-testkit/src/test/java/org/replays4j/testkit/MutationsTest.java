package org.replays4j.testkit;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;

class MutationsTest {
  @Test
  void aSmallSampleIsCutAtEveryLength() {
    assertThat(Mutations.cuts(5, 100)).containsExactly(0, 1, 2, 3, 4);
  }

  @Test
  void aBigSampleIsCutAtItsEdgesAndEvenlyBetween() {
    int[] cuts = Mutations.cuts(100_000, 100);
    assertThat(cuts).hasSizeLessThanOrEqualTo(100).contains(0, 1, 24, 99_999, 99_975).isSorted();
  }

  @Test
  void everyHostileValueIsWrittenInBothByteOrdersOnce() {
    List<Mutations.Variant> v = Mutations.overwrite(new byte[8], 2);
    assertThat(v)
        .extracting(Mutations.Variant::label)
        .containsExactly(
            "overwrite @0x2 with ffffff7f",
            "overwrite @0x2 with 7fffffff",
            "overwrite @0x2 with 00000080",
            "overwrite @0x2 with 80000000",
            "overwrite @0x2 with ffffffff",
            "overwrite @0x2 with 00000040",
            "overwrite @0x2 with 40000000",
            "overwrite @0x2 with ffffff00",
            "overwrite @0x2 with 00ffffff");
    assertThat(v.get(1).bytes()).containsExactly(0, 0, 0x7F, 0xFF, 0xFF, 0xFF, 0, 0);
  }

  @Test
  void overwritesCoverTheHeaderBytesThenAlignedOffsets() {
    int[] p = Mutations.overwritePositions(1000, 40);
    assertThat(p).startsWith(0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12).hasSize(40);
    assertThat(Arrays.stream(p).filter(x -> x >= 16)).allMatch(x -> x % 4 == 0);
  }

  @Test
  void aChunkIsDeletedAndRepeated() {
    byte[] b = {1, 2, 3, 4, 5};
    List<Mutations.Variant> v = Mutations.chunkEdits(b, new int[] {0, 2, 5}, 1);
    assertThat(v.get(0).bytes()).containsExactly(3, 4, 5);
    assertThat(v.get(1).bytes()).containsExactly(1, 2, 1, 2, 3, 4, 5);
  }

  @Test
  void bitFlipsAreReproducibleFromTheirSeed() {
    byte[] b = new byte[600];
    assertThat(Mutations.bitFlips(b, 7, 5))
        .extracting(Mutations.Variant::label)
        .isEqualTo(Mutations.bitFlips(b, 7, 5).stream().map(Mutations.Variant::label).toList());
  }
}
