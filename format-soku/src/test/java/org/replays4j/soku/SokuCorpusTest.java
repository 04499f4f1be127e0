package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.ValueSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.UdpDatagram;
import org.replays4j.soku.record.Chain;
import org.replays4j.soku.record.GamePacket;
import org.replays4j.soku.record.Hello;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.SokuCharacter;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.spi.SokuFormat;

/**
 * Differential tests against the shared corpus's soku (MANIFEST.tsv notes) and the shared oracle's
 * soku.
 */
class SokuCorpusTest {
  static final String LOCAL = "spectacle-local-match-spectate-a.pcapng";
  static final String RELAY = "spectacle-relay-33207-59395.pcapng";
  static final String WAN = "spectacle-wan-watch-49053.pcapng";

  /** Every number of the oracle's JSON "soku" object (flat keys: udpPackets and byType.X). */
  static Map<String, Long> oracle(String capture) throws Exception {
    String json = Files.readString(Shared.oracle(capture.replace(".pcapng", ".json")));
    Map<String, Long> out = new LinkedHashMap<>();
    Matcher m = Pattern.compile("\"udpPackets\"\\s*:\\s*(\\d+)").matcher(json);
    if (m.find()) out.put("udpPackets", Long.parseLong(m.group(1)));
    int bt = json.indexOf("\"byType\"");
    if (bt >= 0) {
      String body = json.substring(json.indexOf('{', bt), json.indexOf('}', bt));
      Matcher e = Pattern.compile("\"([A-Z_]+)\"\\s*:\\s*(\\d+)").matcher(body);
      while (e.find()) out.put("byType." + e.group(1), Long.parseLong(e.group(2)));
    }
    return out;
  }

  @ParameterizedTest
  @ValueSource(strings = {LOCAL, RELAY, WAN})
  void countsMatchTheOracle(String file) throws Exception {
    SokuCapture c = SokuCapture.read(Files.readAllBytes(Shared.corpus(file)));
    Map<String, Long> o = oracle(file);
    assertThat(o).isNotEmpty();
    assertThat(c.fatalError()).isNull();
    assertThat(c.stats().udpPackets()).isEqualTo(o.get("udpPackets"));
    o.forEach(
        (k, v) -> {
          if (k.startsWith("byType."))
            assertThat(c.byType().get(k.substring(7))).as(k).isEqualTo(v);
        });
  }

  @Test
  void manifestNotes() throws Exception {
    SokuCapture local = SokuCapture.read(Files.readAllBytes(Shared.corpus(LOCAL)));
    assertThat(local.stats().udpPackets()).isEqualTo(2039);
    assertThat(local.byType())
        .containsEntry("GAME_REPLAY", 27L)
        .containsKeys("HELLO", "OLLEH", "INIT_REQUEST", "INIT_SUCCESS", "REDIRECT", "GAME_MATCH");
    assertThat(local.stats().undecodable()).isZero();

    SokuCapture relay = SokuCapture.read(Files.readAllBytes(Shared.corpus(RELAY)));
    assertThat(relay.stats().udpPackets()).isEqualTo(5266);
    assertThat(relay.byType())
        .containsEntry("HELLO", 554L)
        .containsEntry("PUNCH", 408L)
        .doesNotContainKeys("GAME_REPLAY", "GAME_MATCH");
    assertThat(relay.matches()).isEmpty();

    SokuCapture wan = SokuCapture.read(Files.readAllBytes(Shared.corpus(WAN)));
    assertThat(wan.stats().udpPackets()).isEqualTo(15283);
    assertThat(wan.byType())
        .containsEntry("GAME_REPLAY", 4023L)
        .containsEntry("GAME_REPLAY_REQUEST", 4228L);
    // DNS and the port-9001 traffic are not Soku and not errors
    assertThat(wan.stats().sokuPackets() + wan.stats().undecodable()).isLessThan(15283);
    assertThat(wan.matches()).extracting(SpectatedMatch::matchId).contains(5);
    // every undecodable packet names its capture index and offset
    assertThat(wan.problems())
        .allSatisfy(
            e -> {
              assertThat(e.offset()).isPositive();
              assertThat(e.path()).hasValueSatisfying(p -> assertThat(p).startsWith("packet "));
            });
  }

  @ParameterizedTest
  @ValueSource(strings = {LOCAL, WAN})
  void spectatedMatchesAreGapFreeAndResendsIdentical(String file) throws Exception {
    SokuCapture c = SokuCapture.read(Files.readAllBytes(Shared.corpus(file)));
    assertThat(c.matches()).isNotEmpty();
    for (SpectatedMatch m : c.matches()) {
      assertThat(m.gaps()).as("gaps in %s", m).isZero();
      assertThat(m.conflicts()).as("conflicting re-sends in %s", m).isZero();
      assertThat(m.highestSlot() - m.firstSlot()).isEqualTo(m.slots());
      assertThat(m.firstSlot() % 2).isZero();
      if (m.endSlot() != 0) assertThat(m.highestSlot()).isEqualTo(m.endSlot());
    }
  }

  @Test
  void wanMatchSixIsCompleteWithItsGameMatch() throws Exception {
    SokuCapture c = SokuCapture.read(Files.readAllBytes(Shared.corpus(WAN)));
    SpectatedMatch six =
        c.matches().stream().filter(m -> m.matchId() == 6).findFirst().orElseThrow();
    assertThat(six.complete()).isTrue();
    assertThat(six.match().host().characterEnum()).isEqualTo(SokuCharacter.SAKUYA);
    assertThat(six.match().client().characterEnum()).isEqualTo(SokuCharacter.SANAE);
    assertThat(six.match().host().deck()).hasSize(20);
    assertThat(six.frames() * 2).isEqualTo(six.slots());
  }

  @Test
  void wanMatchSixBecomesARepFileAndReadsBackIdentically() throws Exception {
    SokuCapture c = SokuCapture.read(Files.readAllBytes(Shared.corpus(WAN)));
    SpectatedMatch six =
        c.matches().stream().filter(m -> m.matchId() == 6).findFirst().orElseThrow();
    RepFile rep = RepFile.fromMatch(six);
    byte[] bytes = RepCodec.write(rep);
    RepFile back = RepCodec.read(bytes, DecodeLimits.DEFAULT);
    assertThat(back).isEqualTo(rep);
    assertThat(back.inputs()).isEqualTo(six.inputs());
    assertThat(back.player1().character()).isEqualTo(SokuCharacter.SAKUYA.id());
    assertThat(back.stage()).isEqualTo(six.match().stage());
    assertThat(RepCodec.write(back)).isEqualTo(bytes);
    assertThat(new SokuFormat().probe(bytes, "m.rep")).isGreaterThanOrEqualTo(0.9);
  }

  @ParameterizedTest
  @ValueSource(strings = {LOCAL, RELAY, WAN})
  void everyPacketReEncodesToItsBytes(String file) throws Exception {
    List<String> bad = new ArrayList<>();
    long[] n = {0};
    SokuDecoder.builder()
        .option(SokuDecoder.Option.DATAGRAMS)
        .build()
        .decode(
            Files.readAllBytes(Shared.corpus(file)),
            new SokuVisitor() {
              ByteSlice lastPayload;

              @Override
              public void visitDatagram(UdpDatagram d) {
                lastPayload = d.payload();
              }

              @Override
              public void visitPacket(PacketMeta meta, SokuPacket p) {
                n[0]++;
                byte[] again = SokuPacketCodec.encode(p);
                if (!ByteSlice.wrap(again).equals(lastPayload))
                  bad.add(meta.captureIndex() + " " + p.typeName());
              }
            });
    assertThat(n[0]).isPositive();
    assertThat(bad).isEmpty();
  }

  @ParameterizedTest
  @ValueSource(strings = {LOCAL, WAN})
  void streamAndArrayDecodingAgree(String file) throws Exception {
    byte[] b = Files.readAllBytes(Shared.corpus(file));
    SokuCapture a = SokuCapture.read(b);
    SokuCapture s = SokuCapture.read(new ByteArrayInputStream(b));
    assertThat(s.stats()).isEqualTo(a.stats());
    assertThat(s.byType()).isEqualTo(a.byType());
    assertThat(s.matches()).isEqualTo(a.matches());
  }

  private static final Pattern DUMP = Pattern.compile("msg=\"\\[([0-9 ]+)\\]\"");
  private static final Pattern MSG = Pattern.compile("msg=\"?([^\"]*?)\"? log=");

  /** The server logs: each decimal byte dump is followed by the server's own decoding of it. */
  @ParameterizedTest
  @ValueSource(
      strings = {
        "spectacle-log-15fps-first-frame-replay.log",
        "spectacle-log-match-one-side-input.log"
      })
  void serverLogDumpsDecodeLikeTheServerSays(String file) throws Exception {
    List<String> lines = Files.readAllLines(Shared.corpus(file), StandardCharsets.UTF_8);
    int dumps = 0;
    int checked = 0;
    List<String> mismatches = new ArrayList<>();
    for (int i = 0; i + 1 < lines.size(); i++) {
      Matcher d = DUMP.matcher(lines.get(i));
      if (!d.find()) continue;
      String[] parts = d.group(1).trim().split(" ");
      byte[] p = new byte[parts.length];
      for (int k = 0; k < parts.length; k++) p[k] = (byte) Integer.parseInt(parts[k]);
      dumps++;
      SokuPacket pk;
      try {
        pk = SokuPacketCodec.decodePacket(p);
      } catch (ReplayFormatException e) {
        // known: a HOST_GAME whose sub-type byte says GAME_INPUT (03) but whose body is a
        // GAME_REPLAY
        // zlib stream (78 9c); the server logs it as GAME_INPUT from the sub-type byte alone
        boolean mislabelledReplay =
            p.length > 5 && p[1] == 3 && (p[3] & 0xFF) == 0x78 && (p[4] & 0xFF) == 0x9C;
        if (!mislabelledReplay) mismatches.add("line " + (i + 1) + ": " + e.getMessage());
        continue;
      }
      assertThat(SokuPacketCodec.encode(pk)).isEqualTo(p);
      Matcher m = MSG.matcher(lines.get(i + 1));
      // log lines of concurrent goroutines interleave: only trust "dump, description" pairs
      if (!m.find()
          || lines.get(i + 1).contains("msg=\"[")
          || (i > 0 && DUMP.matcher(lines.get(i - 1)).find())) continue;
      String desc = m.group(1);
      String word = desc.split(" ")[0];
      String expectedType =
          switch (word) {
            case "OLLEL" -> "OLLEH";
            case "HOST_GAME", "CLIENT_GAME" -> word;
            default -> word.matches("[A-Z_]+") ? word : null;
          };
      if (expectedType == null) continue;
      checked++;
      String ours = word.endsWith("_GAME") ? pk.type().name() : pk.typeName();
      if (!ours.equals(expectedType))
        mismatches.add("line " + (i + 1) + ": server says " + desc + ", we say " + ours);
      if (pk instanceof Hello h
          && !desc.equals("HELLO peer " + h.peer() + " target " + h.target())) {
        mismatches.add("line " + (i + 1) + ": " + desc + " vs " + h);
      }
      if (pk instanceof InitSuccess s
          && !desc.startsWith(
              "INIT_SUCCESS with spectate info "
                  + s.spectateInfo()
                  + " data size "
                  + s.dataSize())) {
        mismatches.add("line " + (i + 1) + ": " + desc + " vs " + s);
      }
      if (pk instanceof InitRequest r
          && !desc.contains("| " + r.requestType() + " is ")
          && !desc.endsWith("| type " + r.requestType())) {
        mismatches.add("line " + (i + 1) + ": " + desc + " vs " + r);
      }
      if (pk instanceof Chain c) {
        long v = c.spectatorCount();
        String bytes =
            (v & 0xFF) + " " + (v >>> 8 & 0xFF) + " " + (v >>> 16 & 0xFF) + " " + (v >>> 24 & 0xFF);
        if (!desc.equals("CHAIN [" + bytes + "]"))
          mismatches.add("line " + (i + 1) + ": " + desc + " vs " + c);
      }
      if (pk instanceof GamePacket g
          && word.endsWith("_GAME")
          && !g.channel().name().equals(word)) {
        mismatches.add("line " + (i + 1) + ": channel " + word + " vs " + g.channel());
      }
    }
    assertThat(dumps).isGreaterThan(100);
    assertThat(checked).isGreaterThan(100);
    assertThat(mismatches).isEmpty();
  }
}
