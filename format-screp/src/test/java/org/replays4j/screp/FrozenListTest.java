package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.util.ArrayList;
import java.util.List;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.screp.record.Command;

class FrozenListTest {
  private static FrozenList<Integer> filled(int n) {
    FrozenList<Integer> l = new FrozenList<>();
    for (int i = 0; i < n; i++) l.add(i * 7);
    return l;
  }

  @Test
  void elementsAcrossBlockBoundariesComeBackInOrder() {
    for (int n :
        new int[] {
          0,
          1,
          FrozenList.BLOCK - 1,
          FrozenList.BLOCK,
          FrozenList.BLOCK + 1,
          5 * FrozenList.BLOCK + 3
        }) {
      List<Integer> expected = new ArrayList<>();
      for (int i = 0; i < n; i++) expected.add(i * 7);
      List<Integer> view = filled(n).view();
      assertThat(view).as("n=%d", n).hasSize(n).isEqualTo(expected);
      assertThat(view).isEqualTo(List.copyOf(expected));
      assertThat(view.hashCode()).isEqualTo(expected.hashCode());
    }
  }

  @Test
  void viewIsASnapshotAndUnmodifiable() {
    FrozenList<Integer> l = filled(FrozenList.BLOCK);
    List<Integer> view = l.view();
    for (int i = 0; i < 3 * FrozenList.BLOCK; i++)
      l.add(-1); // new blocks, and the block array regrows
    assertThat(view).hasSize(FrozenList.BLOCK);
    assertThat(view.get(FrozenList.BLOCK - 1)).isEqualTo((FrozenList.BLOCK - 1) * 7);
    assertThat(l.view()).hasSize(4 * FrozenList.BLOCK);
    assertThatThrownBy(() -> view.add(1)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> view.set(0, 1)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> view.remove(0)).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(view::clear).isInstanceOf(UnsupportedOperationException.class);
    assertThatThrownBy(() -> view.get(FrozenList.BLOCK))
        .isInstanceOf(IndexOutOfBoundsException.class);
    assertThatThrownBy(() -> view.get(-1)).isInstanceOf(IndexOutOfBoundsException.class);
  }

  @Test
  void nullIsRejected() {
    assertThatThrownBy(() -> new FrozenList<Integer>().add(null))
        .isInstanceOf(NullPointerException.class);
  }

  @Test
  void decodedReplaysKeepTheViewAndCopyOtherLists() throws Exception {
    ScrepReplay r = ScrepFixtures.random(7);
    ScrepReplay back = ScrepReplay.read(ScrepWriter.write(r));
    // A collector without a next visitor keeps the raw blocks and parses them on first access.
    assertThat(back.commands()).isInstanceOf(LazyCommands.class).isEqualTo(r.commands());
    assertThat(back.commands().get(0)).isSameAs(back.commands().get(0));
    ScrepReplay.Collector chained = new ScrepReplay.Collector(new ScrepVisitor() {});
    ScrepDecoder.create().decode(ScrepWriter.write(r), chained);
    assertThat(chained.result().commands())
        .isInstanceOf(FrozenList.View.class)
        .isEqualTo(r.commands());
    List<Command> plain = new ArrayList<>(back.commands());
    ScrepReplay copy = ScrepFixtures.with(back, plain, back.map());
    plain.clear();
    assertThat(copy.commands()).isEqualTo(back.commands());
  }

  @Property(tries = 60)
  void sizeAndContentsMatchAnArrayList(@ForAll @IntRange(max = 3 * FrozenList.BLOCK + 10) int n) {
    FrozenList<Integer> l = new FrozenList<>();
    List<Integer> ref = new ArrayList<>();
    for (int i = 0; i < n; i++) {
      l.add(i ^ 0x5A5A);
      ref.add(i ^ 0x5A5A);
    }
    assertThat(l.size()).isEqualTo(n);
    assertThat(l.view()).isEqualTo(ref);
  }
}
