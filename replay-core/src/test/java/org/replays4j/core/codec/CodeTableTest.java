package org.replays4j.core.codec;

import static org.assertj.core.api.Assertions.assertThat;

import org.junit.jupiter.api.Test;

class CodeTableTest {
  enum Fruit {
    APPLE(3, "Apple", "apl"),
    PEAR_TREE(7, "Pear tree", "pear"),
    UNKNOWN(-1, "Unknown fruit", "?");

    static final CodeTable<Fruit> CODES = CodeTable.of(Fruit.class);

    Fruit(int code, String displayName, String shortName) {
      CodeTable.row(this, code, displayName, shortName);
    }
  }

  enum Bit {
    A,
    B,
    C
  }

  @Test
  void rowsGivenByTheConstructorsAreLookedUpByCode() {
    CodeTable<Fruit> t = Fruit.CODES;
    assertThat(t.get(3)).isSameAs(Fruit.APPLE);
    assertThat(t.get(7)).isSameAs(Fruit.PEAR_TREE);
    assertThat(t.get(4)).isNull();
    assertThat(t.get(-1)).isNull();
    assertThat(t.get(1000)).isNull();
    assertThat(t.get(5, Fruit.UNKNOWN)).isSameAs(Fruit.UNKNOWN);
    assertThat(t.code(Fruit.PEAR_TREE)).isEqualTo(7);
    assertThat(t.name(Fruit.PEAR_TREE, 1)).isEqualTo("pear");
    assertThat(CodeTable.rowCode(Fruit.UNKNOWN)).isEqualTo(-1);
    assertThat(CodeTable.rowName(Fruit.APPLE, 0)).isEqualTo("Apple");
    assertThat(CodeTable.of(Fruit.class)).isSameAs(t);
    assertThat(t.nameOf(7, f -> t.name(f, 0), c -> "fruit " + c)).isEqualTo("Pear tree");
    assertThat(t.nameOf(8, f -> t.name(f, 0), c -> "fruit " + c)).isEqualTo("fruit 8");
  }

  @Test
  void anEnumWithoutRowsIsATableByOrdinal() {
    CodeTable<Bit> t = CodeTable.of(Bit.class);
    assertThat(t.get(2)).isSameAs(Bit.C);
    assertThat(t.get(3)).isNull();
    assertThat(t.code(Bit.B)).isEqualTo(1);
    assertThat(t.flags(0b101)).containsExactly(Bit.A, Bit.C);
    assertThat(t.flags(0xFFF8)).isEmpty();
  }

  @Test
  void namesDerivedFromTheConstantName() {
    assertThat(CodeTable.camelCase(Fruit.PEAR_TREE)).isEqualTo("PearTree");
    assertThat(CodeTable.camelCase(Bit.A)).isEqualTo("A");
    assertThat(CodeTable.lowerCase(Fruit.PEAR_TREE, '-')).isEqualTo("pear-tree");
  }
}
