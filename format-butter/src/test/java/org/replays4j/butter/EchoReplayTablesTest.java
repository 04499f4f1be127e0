package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.spi.ButterFormat;
import org.replays4j.butter.spi.EchoReplayFormat;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableSchema;
import org.replays4j.testkit.TableReads;

/** An .echoreplay gives the tables of the .butter file it converts to. */
class EchoReplayTablesTest {
  private static List<List<Object>> rows(ReplayFormat f, String table, byte[] file)
      throws Exception {
    return TableReads.rows(f, table, ReplaySource.of("f", file), "f");
  }

  @Test
  void echoreplayFilesWriteTheButterTablesWithTheSameRows() throws Exception {
    byte[] text = EchoReplayContractTest.text(12);
    byte[] butter = ButterWriter.convert(EchoReplay.read(text), ButterCompression.NONE, 300);
    ReplayFormat echo = new EchoReplayFormat();
    ReplayFormat but = new ButterFormat();
    assertThat(echo.tables().stream().map(TableSchema::name))
        .containsExactlyElementsOf(but.tables().stream().map(TableSchema::name).toList());
    for (TableSchema t : but.tables()) {
      TableSchema e = echo.table(t.name()).orElseThrow();
      // one table set for Echo VR: a query over the butter tables sees both kinds of file
      assertThat(e).isEqualTo(t);
      assertThat(e.format()).isEqualTo("butter");
      for (byte[] file : List.of(text, EchoReplayReaderTest.zip(text))) {
        List<List<Object>> fromEcho = rows(echo, t.name(), file);
        List<List<Object>> fromButter = rows(but, t.name(), butter);
        assertThat(fromEcho).as(t.name()).hasSameSizeAs(fromButter);
        if (List.of("matches", "frames", "player_frames", "discs").contains(t.name()))
          assertThat(fromEcho).as(t.name()).isNotEmpty();
      }
    }
    // the values that survive the conversion exactly: the match (but the butter header's size in
    // bytes, 0 for a text file), the frame times and indexes
    List<Object> echoMatch = rows(echo, "matches", text).get(0);
    List<Object> butterMatch = rows(but, "matches", butter).get(0);
    // the map's name beside its index, derived from the one map table
    TableSchema matches = echo.table("matches").orElseThrow();
    int mapIndex = (Integer) echoMatch.get(matches.index("map_index"));
    assertThat(echoMatch.get(matches.index("map_name")))
        .isEqualTo(mapIndex == 0 ? null : ButterMap.of(mapIndex).apiName())
        .isNotNull();
    int length = echo.table("matches").orElseThrow().index("length");
    assertThat(echoMatch.get(length)).isEqualTo(0);
    echoMatch.remove(length);
    butterMatch.remove(length);
    assertThat(echoMatch).isEqualTo(butterMatch);
    List<List<Object>> echoFrames = rows(echo, "frames", text);
    List<List<Object>> butterFrames = rows(but, "frames", butter);
    int index = echo.table("frames").orElseThrow().index("frame");
    int time = echo.table("frames").orElseThrow().index("time_ms");
    for (int i = 0; i < echoFrames.size(); i++) {
      assertThat(echoFrames.get(i).get(index)).isEqualTo(butterFrames.get(i).get(index));
      assertThat(echoFrames.get(i).get(time)).isEqualTo(butterFrames.get(i).get(time));
    }
  }
}
