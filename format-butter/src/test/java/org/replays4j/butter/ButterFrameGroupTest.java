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
    assertThat(underBit0)
        .containsExactlyInAnyOrder(
            ButterFrameGroup.STATUS, ButterFrameGroup.POINTS, ButterFrameGroup.INPUTS);
    assertThat(seen).isEqualTo(0xFF);
    assertThat(ButterFrameGroup.RULES.isStored(0x80, ButterVersion.V3)).isTrue();
    assertThat(ButterFrameGroup.DISC.isStored(0x80, ButterVersion.V1)).isTrue();
    assertThat(ButterFrameGroup.PAYLOAD.describe())
        .isEqualTo("frame group payload (v3 only, v3 bit 0x40)");
  }

  @Test
  void the_status_block_holds_the_groups_that_share_its_bit() {
    for (ButterVersion v : ButterVersion.values()) {
      boolean v3 = v == ButterVersion.V3;
      assertThat(ButterFrameGroup.POINTS.inStatusBlock(v)).isEqualTo(v3);
      assertThat(ButterFrameGroup.INPUTS.inStatusBlock(v)).isEqualTo(v3);
      assertThat(ButterFrameGroup.STATUS.inStatusBlock(v)).isFalse();
      assertThat(ButterFrameGroup.PAYLOAD.inStatusBlock(v)).isFalse();
    }
  }

  @Test
  void descriptions_name_each_layout_once() {
    assertThat(ButterFrameGroup.STATUS.describe())
        .isEqualTo("frame group status (v1/v2 bit 0x01, v3 bit 0x01)");
    assertThat(ButterFrameGroup.PAUSE.describe())
        .isEqualTo("frame group pause (v1/v2 bit 0x04, v3 bit 0x02)");
    assertThat(ButterFrameGroup.RULES.describe())
        .isEqualTo("frame group rules (v3 only, v3 bit 0x80)");
  }

  @Test
  void player_state_bits_leave_the_low_bits_to_the_flags() {
    assertThat(ButterPlayerGroup.flagMask(ButterVersion.V1)).isEqualTo(0x0F);
    assertThat(ButterPlayerGroup.flagMask(ButterVersion.V2)).isEqualTo(0x0F);
    assertThat(ButterPlayerGroup.flagMask(ButterVersion.V3)).isEqualTo(0x1F);
    for (ButterVersion v : ButterVersion.values()) {
      int seen = ButterPlayerGroup.flagMask(v);
      for (ButterPlayerGroup g : ButterPlayerGroup.values()) {
        assertThat(Integer.bitCount(g.bit(v))).isEqualTo(1);
        if (v == ButterVersion.V3 && g == ButterPlayerGroup.HOLDING)
          continue; // with the ping block
        assertThat(seen & g.bit(v)).as("%s %s", v, g).isZero();
        seen |= g.bit(v);
      }
      assertThat(seen).isEqualTo(0xFF);
    }
  }

  @Test
  void versions_by_number() {
    assertThat(ButterVersion.of(2)).isEqualTo(ButterVersion.V2);
    assertThat(ButterVersion.of(0)).isNull();
    assertThat(ButterVersion.of(4)).isNull();
    assertThat(ButterVersion.isSupported(3)).isTrue();
  }
}
