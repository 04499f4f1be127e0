package org.replays4j.screp;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.charset.StandardCharsets;
import org.junit.jupiter.api.Test;
import org.replays4j.screp.record.MapData;
import org.replays4j.screp.record.StartLocation;

/** scenario.chk parsing from hand-built sections (docs/formats/screp.md#map-data). */
class MapParserTest {
  private final ByteArrayOutputStream out = new ByteArrayOutputStream();

  private MapParserTest section(String tag, long declared, int... body) {
    out.writeBytes(tag.getBytes(StandardCharsets.ISO_8859_1));
    out.write((int) declared);
    out.write((int) (declared >>> 8));
    out.write((int) (declared >>> 16));
    out.write((int) (declared >>> 24));
    for (int v : body) out.write(v);
    return this;
  }

  private MapData parse() {
    byte[] d = out.toByteArray();
    return MapParser.parse(d, d.length);
  }

  @Test
  void everySectionIsOptional() {
    MapData m = parse();
    assertThat(m.chkVersion()).isEqualTo(-1);
    assertThat(m.tileset()).isEqualTo(7);
    assertThat(m.tilesetMissing()).isTrue();
    assertThat(m.name().text()).isEmpty();
    assertThat(m.startLocations()).isEmpty();
  }

  @Test
  void stringsUnitsAndLaterMtxmOverwritingTheStart() {
    int[] unit = new int[36];
    unit[4] = 0x20; // x = 0x120
    unit[5] = 0x01;
    unit[6] = 0x40; // y = 0x40
    unit[8] = 0xD6; // start location
    unit[16] = 3; // owner slot
    section("VER ", 2, 205, 0)
        .section("ERA ", 2, 0x0C, 0) // 12 & 7 = 4 Jungle
        .section("MTXM", 8, 1, 0, 2, 0, 3, 0, 4, 0)
        .section("MTXM", 2, 9, 0)
        .section("UNIT", 36, unit)
        .section("SPRP", 4, 1, 0, 0, 0)
        .section("STR ", 9, 1, 0, 4, 0, 'A', 'b', 'c', 0, 0);
    MapData m = parse();
    assertThat(m.chkVersion()).isEqualTo(205);
    assertThat(m.tileset()).isEqualTo(4);
    assertThat(m.tileCount()).isEqualTo(4);
    assertThat(m.tile(0)).isEqualTo(9);
    assertThat(m.tile(1)).isEqualTo(2);
    assertThat(m.startLocations()).containsExactly(new StartLocation(0x120, 0x40, 3));
    assertThat(m.name().text()).isEqualTo("Abc");
    assertThat(m.sectionTags())
        .containsExactly("VER ", "ERA ", "MTXM", "MTXM", "UNIT", "SPRP", "STR ");
  }

  @Test
  void hostileSizesAreClampedAndBadStringIndexesIgnored() {
    section("SPRP", 4, 7, 0, 0xFF, 0xFF).section("STR ", 0xFFFFFFF0L, 1, 0, 0xFF, 0x7F, 'x');
    MapData m = parse();
    assertThat(m.name().text()).isEmpty();
    assertThat(m.description().text()).isEmpty();
    section("DIM ", 1, 5); // short section after the clamped one is never reached
    assertThat(parse().width()).isEqualTo(-1);
  }

  @Test
  void aTrailingPartialHeaderEndsParsing() {
    section("VER ", 2, 59, 0);
    out.writeBytes(new byte[] {'U', 'P', 'U', 'S', 1});
    assertThat(parse().chkVersion()).isEqualTo(59);
  }
}
