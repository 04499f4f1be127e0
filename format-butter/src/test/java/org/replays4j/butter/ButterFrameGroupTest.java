package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.EnumSet;
import java.util.Set;
import org.junit.jupiter.api.Test;

/** The inclusion-bit table of butter frame groups (docs/formats/butter.md#inclusion). */
class ButterFrameGroupTest {
  @Test
  void the_seed_layout_gives_each_of_its_eight_groups_its_own_bit_and_has_no_payload_or_rules() {
    int seen = 0;
    for (ButterFrameGroup g : ButterFrameGroup.values()) {
      int bit = g.bit(ButterVersion.V1);
      assertThat(g.bit(ButterVersion.V2)).isEqualTo(bit);
      if (g == ButterFrameGroup.PAYLOAD || g == ButterFrameGroup.RULES) {
        assertThat(bit).isZero();
        continue;
      }
      assertThat(Integer.bitCount(bit)).isEqualTo(1);
      assertThat(seen & bit).isZero();
      seen |= bit;
    }
    assertThat(seen).isEqualTo(0xFF);
  }

  @Test
  void v3_packs_status_points_and_inputs_under_bit_0_and_uses_all_eight_bits() {
    Set<ButterFrameGroup> underBit0 = EnumSet.noneOf(ButterFrameGroup.class);
    int seen = 0;
    for (ButterFrameGroup g : ButterFrameGroup.values()) {
      int bit = g.bit(ButterVersion.V3);
      assertThat(Integer.bitCount(bit)).isEqualTo(1);
      if (bit == 1) underBit0.add(g);
      seen |= bit;
    }
    assertThat(underBit0).containsExactlyInAnyOrder(ButterFrameGroup.STATUS, ButterFrameGroup.POINTS, ButterFrameGroup.INPUTS);
    assertThat(seen).isEqualTo(0xFF);
    assertThat(ButterFrameGroup.RULES.isStored(0x80, ButterVersion.V3)).isTrue();
    assertThat(ButterFrameGroup.DISC.isStored(0x80, ButterVersion.V1)).isTrue();
    assertThat(ButterFrameGroup.PAYLOAD.describe()).isEqualTo("frame group payload (v3 only, v3 bit 0x40)");
  }
}
