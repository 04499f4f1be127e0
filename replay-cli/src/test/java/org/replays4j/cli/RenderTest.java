package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.math.BigInteger;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Optional;
import org.junit.jupiter.api.Test;
import org.replays4j.core.FileOutcome;
import org.replays4j.core.ReplaySummary;

class RenderTest {
  enum Color {
    RED
  }

  record Inner(Optional<String> tag, byte[] raw, Color c) {}

  @Test
  void theTextViewNamesEventTypesMethodsAndPlayersAndSaysTheCountsOnce() {
    String slippi =
        CliTest.run("inspect", testdata("slippi/netplay-3.18-rollback.slp").toString()).out();
    assertThat(slippi)
        .contains("PostFrameUpdate=100")
        .contains("methodName=GAME,")
        .doesNotContain("0x37");
    String screp = CliTest.run("inspect", testdata("screp/melee-1v1.rep").toString()).out();
    assertThat(screp)
        .contains("apm            Alice=11, Bob=8")
        .contains("byPlayer={Alice=8, Bob=6}")
        .doesNotContain("byType")
        .doesNotContain("0x0C");
    String tee =
        CliTest.run("inspect", testdata("teehistorian/session.teehistorian").toString()).out();
    assertThat(tee).contains("counts ").doesNotContain("countsByType").contains("size=1234 B");
    String soku = CliTest.run("inspect", testdata("soku/session-short-sll.pcap").toString()).out();
    assertThat(soku).contains("counts ").doesNotContain("byType");
  }

  @Test
  void soku_endpoints_are_address_and_port_strings_in_json() {
    String events = CliTest.run("events", testdata("soku/session-short-sll.pcap").toString()).out();
    assertThat(events).contains("\"a\":\"10.0.0.1:10800\"").doesNotContain("\"hi\":");
  }

  @Test
  void jsonWritesEveryTreeValueKind() {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("int", 1);
    m.put("long", 1L << 40);
    m.put("float", 1.5f);
    m.put("nan", Double.NaN);
    m.put("big", new BigInteger("123456789012345678901234567890"));
    m.put("list", Arrays.asList(null, true, "s"));
    m.put("array", new int[] {1, 2});
    m.put("record", new Inner(Optional.empty(), new byte[] {(byte) 0xAB}, Color.RED));
    m.put(null, "nullKey");
    assertThat(Json.toString(m))
        .isEqualTo(
            "{\"int\":1,\"long\":1099511627776,\"float\":1.5,\"nan\":\"NaN\","
                + "\"big\":123456789012345678901234567890,\"list\":[null,true,\"s\"],\"array\":[1,2],"
                + "\"record\":{\"tag\":null,\"raw\":\"ab\",\"c\":\"RED\"},\"null\":\"nullKey\"}");
  }

  @Test
  void jsonLineOfASuccessPutsDetailsUnderTheFormatId() {
    ReplaySummary s =
        new ReplaySummary(
            "slippi",
            "3.12.0",
            null,
            List.of(),
            Map.of(),
            List.of("no game end"),
            Map.of("stageId", 31));
    String line = Render.json(FileOutcome.read("g.slp", 10, s));
    assertThat(line)
        .isEqualTo(
            "{\"file\":\"g.slp\",\"format\":\"slippi\",\"version\":\"3.12.0\",\"ok\":true,"
                + "\"status\":\"ok\",\"sizeBytes\":10,\"durationSeconds\":null,\"participants\":[],\"counts\":{},"
                + "\"warnings\":[\"no game end\"],\"slippi\":{\"stageId\":31}}");
    assertThat(Render.text(FileOutcome.read("g.slp", 10, s)))
        .isEqualTo(
            "g.slp  slippi 3.12.0  10 B  OK\n    warning        no game end\n"
                + "    stageId        31\n");
  }

  @Test
  void humanUnits() {
    assertThat(Render.bytes(-1)).isEqualTo("unknown");
    assertThat(Render.bytes(9_999)).isEqualTo("9999 B");
    assertThat(Render.bytes(12_345)).isEqualTo("12.3 kB");
    assertThat(Render.bytes(83_700_000)).isEqualTo("83.7 MB");
    assertThat(Render.duration(5.5)).isEqualTo("5.50 s");
    assertThat(Render.duration(3725.5)).isEqualTo("1:02:05.50 (3725.50 s)");
  }

  @Test
  void longDetailValuesAreCutInText() {
    ReplaySummary s =
        new ReplaySummary(
            "x", null, null, List.of(), Map.of(), List.of(), Map.of("k", "v".repeat(500)));
    String text = Render.text(FileOutcome.read("f", 1, s));
    assertThat(text)
        .startsWith("f  x  1 B  OK\n")
        .contains("v".repeat(200) + " …\n")
        .doesNotContain("v".repeat(201));
  }
}
