package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.UUID;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import java.util.stream.Stream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.TeehistorianUuids;

/**
 * DDNet's own teehistorian test vectors (src/test/teehistorian_test.cpp,
 * docs/formats/teehistorian.md#vectors): the recorder, driven like DDNet's test driver, writes the
 * body bytes byte for byte, and the decoder reads them back (and a raw copy re-encodes them
 * identically).
 */
class DdnetTestVectorsTest {
  private static final UUID CONN = UUID.fromString("fb13a576-d35f-4893-b815-eedc6d98015b");

  @FunctionalInterface
  interface Script {
    void run(TeehistorianRecorder r) throws IOException;
  }

  private static Arguments v(String name, Script s, String body) {
    return Arguments.of(name, s, body);
  }

  private static String u(ExType t) {
    return TestSupport.hex(TeehistorianUuids.toBytes(t.uuid()));
  }

  private static String ascii(String s) {
    return TestSupport.hex(s.getBytes(StandardCharsets.UTF_8));
  }

  static Stream<Arguments> vectors() {
    String pt = u(ExType.PLAYER_TEAM);
    String tp = u(ExType.TEAM_PRACTICE);
    String ready = u(ExType.PLAYER_READY);
    String ab = u(ExType.ANTIBOT);
    return Stream.of(
        v("Empty", r -> {}, ""),
        v("Finished", r -> r.finish(), "40"),
        v(
            "TickImplicitOneTick",
            r -> {
              r.beginTick(1);
              r.recordPlayer(0, 1, 2);
              r.finish();
            },
            "42 00 01 02 40"),
        v(
            "TickImplicitTwoTicks",
            r -> {
              r.beginTick(1);
              r.recordPlayer(0, 1, 2);
              r.beginTick(2);
              r.recordPlayer(0, 2, 1);
              r.finish();
            },
            "42 00 01 02 00 01 40 40"),
        v(
            "TickImplicitDescendingClientId",
            r -> {
              r.beginTick(1);
              r.recordDeadPlayer(0);
              r.recordPlayer(1, 2, 3);
              r.beginTick(2);
              r.recordPlayer(0, 4, 5);
              r.recordPlayer(1, 2, 3);
              r.finish();
            },
            "42 01 02 03 42 00 04 05 40"),
        v(
            "TickExplicitAscendingClientId",
            r -> {
              r.beginTick(1);
              r.recordPlayer(0, 4, 5);
              r.recordDeadPlayer(1);
              r.beginTick(2);
              r.recordPlayer(0, 4, 5);
              r.recordPlayer(1, 2, 3);
              r.finish();
            },
            "42 00 04 05 41 00 42 01 02 03 40"),
        v(
            "TickImplicitEmpty",
            r -> {
              for (int t = 1; t < 500; t++) r.beginTick(t);
              for (int t = 1000; t <= 99000; t += 1000) r.beginTick(t);
              r.finish();
            },
            "40"),
        v(
            "TickExplicitStart",
            r -> {
              r.beginTick(500);
              r.recordPlayer(0, -1, -1);
              r.finish();
            },
            "41 b3 07 42 00 40 40 40"),
        v(
            "TickExplicitPlayerMessage",
            r -> {
              r.beginTick(1);
              r.recordPlayerMessage(63, new byte[] {0});
              r.finish();
            },
            "41 00 46 3f 01 00 40"),
        v(
            "ExtraMessage",
            r -> {
              r.beginTick(1);
              r.recordTestExtra();
              r.finish();
            },
            "41 00 4a" + u(ExType.TEST) + "00 40"),
        v(
            "DDNetVersion",
            r -> {
              r.recordDdnetVersion(0, CONN, 13010, "DDNet 13.1 (3623f5e4cd184556)");
              r.recordDdnetVersionOld(1, 13010);
              r.finish();
            },
            "4a"
                + u(ExType.DDNETVER)
                + "32 00 fb13a576d35f4893b815eedc6d98015b 92 cb 01"
                + ascii("DDNet 13.1 (3623f5e4cd184556)")
                + "00 4a"
                + u(ExType.DDNETVER_OLD)
                + "04 01 92 cb 01 40"),
        v(
            "Auth",
            r -> {
              r.recordAuthInitial(0, 3, "default_admin");
              r.recordAuthLogin(1, 2, "foobar");
              r.recordAuthLogin(2, 1, "help");
              r.recordAuthLogout(1);
              r.finish();
            },
            "4a"
                + u(ExType.AUTH_INIT)
                + "10 00 03"
                + ascii("default_admin")
                + "00"
                + "4a"
                + u(ExType.AUTH_LOGIN)
                + "09 01 02"
                + ascii("foobar")
                + "00"
                + "4a"
                + u(ExType.AUTH_LOGIN)
                + "07 02 01"
                + ascii("help")
                + "00"
                + "4a"
                + u(ExType.AUTH_LOGOUT)
                + "01 01 40"),
        v(
            "JoinLeave",
            r -> {
              r.recordPlayerJoin(6, 6);
              r.recordPlayerJoin(7, 7);
              r.recordPlayerDrop(6, "too many pancakes");
              r.finish();
            },
            "4a"
                + u(ExType.JOINVER6)
                + "01 06 47 06 4a"
                + u(ExType.JOINVER7)
                + "01 07 47 07 48 06"
                + ascii("too many pancakes")
                + "00 40"),
        v(
            "Input",
            r -> {
              PlayerInput a = PlayerInput.of(1, 2, 3, 4, 5, 6, 7, 8, 9, 10);
              PlayerInput b = PlayerInput.of(0, 2, 3, 4, 5, 6, 7, 8, 9, 10);
              r.beginTick(1);
              r.recordPlayerInput(0, 1, a);
              r.recordPlayerInput(0, 1, a);
              r.recordPlayerInput(0, 1, b);
              r.recordPlayerInput(0, 2, b);
              r.finish();
            },
            "41 00 45 00 01 02 03 04 05 06 07 08 09 0a 44 00 40 00 00 00 00 00 00 00 00 00"
                + "45 00 00 02 03 04 05 06 07 08 09 0a 40"),
        v(
            "SaveSuccess",
            r -> {
              r.recordTeamSaveSuccess(21, CONN, "2\tH.\nll0");
              r.finish();
            },
            "4a 4560c756da29303681d490a50f0182cd 1a 15 fb13a576d35f4893b815eedc6d98015b 32 09 48 2e"
                + " 0a 6c 6c 30 00 40"),
        v(
            "SaveFailed",
            r -> {
              r.recordTeamSaveFailure(12);
              r.finish();
            },
            "4a b29901d512443bd0bbde23d04b1f7ba9 01 0c 40"),
        v(
            "LoadSuccess",
            r -> {
              r.recordTeamLoadSuccess(21, CONN, "2\tH.\nll0");
              r.finish();
            },
            "4a e05408d3a31333df9eb3ddb990ab954a 1a 15 fb13a576d35f4893b815eedc6d98015b"
                + ascii("2\tH.\nll0")
                + "00 40"),
        v(
            "LoadFailed",
            r -> {
              r.recordTeamLoadFailure(12);
              r.finish();
            },
            "4a ef8905a2c6953591a1cd53d2015992dd 01 0c 40"),
        v(
            "PlayerSwap",
            r -> {
              r.beginTick(1);
              r.recordPlayerSwap(11, 21);
              r.finish();
            },
            "41 00 4a 5de9b63349cf3e999a25d4a78e9717d7 02 0b 15 40"),
        v(
            "PlayerTeam",
            r -> {
              r.beginTick(1);
              r.recordPlayerTeam(3, 0);
              r.recordPlayerTeam(33, 54);
              r.recordPlayerTeam(45, 0);
              r.beginTick(2);
              r.recordPlayerTeam(3, 12);
              r.recordPlayerTeam(33, 0);
              r.recordPlayerTeam(45, 0);
              r.finish();
            },
            "41 00 4a" + pt + "02 21 36 41 00 4a" + pt + "02 03 0c 4a" + pt + "02 21 00 40"),
        v(
            "TeamPractice",
            r -> {
              r.beginTick(1);
              r.recordTeamPractice(1, false);
              r.recordTeamPractice(16, false);
              r.recordTeamPractice(23, true);
              r.beginTick(2);
              r.recordTeamPractice(1, true);
              r.recordTeamPractice(16, false);
              r.recordTeamPractice(23, false);
              r.finish();
            },
            "41 00 4a" + tp + "02 17 01 41 00 4a" + tp + "02 01 01 4a" + tp + "02 17 00 40"),
        v(
            "PlayerRejoinVer6",
            r -> {
              r.recordPlayerRejoin(2);
              r.finish();
            },
            "4a c1e921d596f537bb8a457a06f163d27e 01 02 40"),
        v(
            "PlayerReady",
            r -> {
              r.recordPlayerReady(63);
              r.finish();
            },
            "4a 638587c93f753887918ea3c2614ffaa0 01 3f 40"),
        v(
            "PlayerReadyMultiple",
            r -> {
              r.beginTick(1);
              r.recordPlayerReady(0);
              r.recordPlayerReady(11);
              r.beginTick(2);
              r.recordPlayerReady(63);
              r.finish();
            },
            "41 00 4a" + ready + "01 00 4a" + ready + "01 0b 41 00 4a" + ready + "01 3f 40"),
        v(
            "AntibotEmpty",
            r -> r.recordAntibot(new byte[0]),
            "4a 866bfdacfb493c0ba8875fe1f3ea00b8 00"),
        v("AntibotEmptyNulBytes", r -> r.recordAntibot(new byte[4]), "4a" + ab + "04 00 00 00 00"),
        v(
            "AntibotEmptyMessage",
            r -> r.recordAntibot("\uD83E\uDD16".getBytes(StandardCharsets.UTF_8)),
            "4a" + ab + "04 f0 9f a4 96"),
        v(
            "PlayerName",
            r -> r.recordPlayerName(21, "nameless tee"),
            "4a d016f9b941513b8787e53a6087eb5f26 0e 15" + ascii("nameless tee") + "00"),
        v(
            "PlayerFinish",
            r -> r.recordPlayerFinish(1, 1000000),
            "4a 68943c0123483e0194903f27f8269d94 04 01 80 89 7a"),
        v(
            "TeamFinish",
            r -> r.recordTeamFinish(63, 1000),
            "4a 9588b9af3fdc3760804382deeee317a5 03 3f a8 0f"));
  }

  @ParameterizedTest(name = "{0}")
  @MethodSource("vectors")
  void writerReproducesTheBodyAndReaderReadsItBack(String name, Script script, String body)
      throws IOException {
    TestSupport.Session s = new TestSupport.Session(TestSupport.ddnetTestHeader());
    script.run(s.rec);
    byte[] expected = TestSupport.hex(body);
    assertThat(TestSupport.hex(s.body())).as(name).isEqualTo(TestSupport.hex(expected));

    byte[] file = s.all();
    TestSupport.Log log = new TestSupport.Log();
    End end = TestSupport.decode(TeehistorianDecoder.create(), file, log);
    // DDNet's vectors without a finish() call end without FINISH, which the reader flags.
    boolean noFinish =
        List.of(
                "Empty",
                "AntibotEmpty",
                "AntibotEmptyNulBytes",
                "AntibotEmptyMessage",
                "PlayerName",
                "PlayerFinish",
                "TeamFinish")
            .contains(name);
    assertThat(end.finished()).isEqualTo(!noFinish);
    assertThat(end.warnings().stream().anyMatch(w -> w.startsWith("no FINISH")))
        .isEqualTo(noFinish);
    assertThat(end.truncated()).isFalse();
    assertThat(end.endOffset()).isEqualTo(file.length);
    assertThat(end.warnings())
        .allMatch(w -> w.startsWith("no FINISH") || w.contains("without a JOIN"));
    assertThat(log.header.gameUuid()).hasToString("a1eb7182-796e-3b3e-941d-38ca71b2a4a8");

    // Raw copy: reading and re-writing every message gives the same file.
    ByteArrayOutputStream copy = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(copy);
    TeehistorianDecoder.builder()
        .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
        .build()
        .decode(file, new CopyVisitor(w));
    w.flush();
    assertThat(TestSupport.hex(copy.toByteArray())).isEqualTo(TestSupport.hex(file));
  }

  @Test
  void decodedValuesOfSelectedVectors() throws IOException {
    assertThat(lines(vector("TickExplicitStart")))
        .contains("Tick 500", "PlayerPosition[tick=500, cid=0, x=-1, y=-1, kind=SPAWN]");
    assertThat(lines(vector("TickImplicitDescendingClientId")))
        .contains("Tick 1", "Tick 2", "PlayerPosition[tick=2, cid=0, x=4, y=5, kind=SPAWN]");
    assertThat(lines(vector("TickImplicitTwoTicks")))
        .contains("PlayerPosition[tick=2, cid=0, x=2, y=1, kind=MOVE]");
    assertThat(lines(vector("Input")))
        .contains(
            "InputState[tick=1, cid=0, input=PlayerInput[direction=0, targetX=2, targetY=3, jump=4,"
                + " fire=5, hook=6, playerFlags=7, wantedWeapon=8, nextWeapon=9, prevWeapon=10],"
                + " first=false]");
    assertThat(lines(vector("DDNetVersion")))
        .anyMatch(
            l ->
                l.contains(
                    "connectionId=fb13a576-d35f-4893-b815-eedc6d98015b, version=13010, "
                        + "versionString=DDNet 13.1 (3623f5e4cd184556)}"));
    assertThat(lines(vector("PlayerFinish")))
        .anyMatch(l -> l.contains("{cid=1, timeTicks=1000000} PLAYER_FINISH"));
    assertThat(lines(vector("AntibotEmptyNulBytes")))
        .anyMatch(l -> l.contains("{data=00000000} ANTIBOT"));
    assertThat(lines(vector("JoinLeave")))
        .contains(
            "PlayerJoin[tick=0, cid=6, protocol=6, implicit=false]",
            "PlayerJoin[tick=0, cid=7, protocol=7, implicit=false]",
            "PlayerLeave[tick=0, cid=6, reason=too many pancakes]");
  }

  /** The script of the vector named {@code name}. */
  private static Script vector(String name) {
    return vectors()
        .map(Arguments::get)
        .filter(a -> a[0].equals(name))
        .map(a -> (Script) a[1])
        .findFirst()
        .orElseThrow();
  }

  @Test
  void prevGameUuidFollowsGameUuidInTheHeader() throws IOException {
    TestSupport.Session s =
        new TestSupport.Session(
            TestSupport.ddnetTestHeader()
                .prevGameUuid(UUID.fromString("fe19c218-f555-4002-a273-126c59ccc17a")));
    s.rec.finish();
    byte[] file = s.all();
    String header = new String(file, 16, s.headerSize - 17, StandardCharsets.UTF_8);
    assertThat(header)
        .contains(
            "\"game_uuid\":\"a1eb7182-796e-3b3e-941d-38ca71b2a4a8\","
                + "\"prev_game_uuid\":\"fe19c218-f555-4002-a273-126c59ccc17a\",");
    assertThat(TestSupport.hex(s.body())).isEqualTo("40");
    TestSupport.Log log = new TestSupport.Log();
    TeehistorianDecoder.create().decode(file, log);
    assertThat(log.header.prevGameUuid()).hasToString("fe19c218-f555-4002-a273-126c59ccc17a");
  }

  @Test
  void uuidV3Derivation() {
    assertThat(TeehistorianUuids.v3("teehistorian@ddnet.tw")).isEqualTo(TeehistorianUuids.MAGIC);
    assertThat(TeehistorianUuids.v3("test@ddnet.tw"))
        .hasToString("a1eb7182-796e-3b3e-941d-38ca71b2a4a8");
    for (ExType t : ExType.values()) assertThat(ExType.of(t.uuid())).isSameAs(t);
    assertThat(ExType.values()).hasSize(21);
  }

  /** Each EX type's UUID, derived from its name, is the one the format doc lists for that name. */
  @Test
  void exUuidsAreTheDocumentedOnes() throws IOException {
    Map<String, String> documented = new HashMap<>();
    Matcher m =
        Pattern.compile("\\| `(teehistorian-[^`]+)` \\| `([0-9a-f-]{36})` \\|")
            .matcher(Files.readString(Path.of("../docs/formats/teehistorian.md")));
    while (m.find()) documented.put(m.group(1), m.group(2));
    for (ExType t : ExType.values())
      assertThat(t.uuid()).as(t.name()).hasToString(documented.get(t.uuidName()));
  }

  private static List<String> lines(Script script) throws IOException {
    TestSupport.Session s = new TestSupport.Session(TestSupport.ddnetTestHeader());
    script.run(s.rec);
    TestSupport.Log log = new TestSupport.Log();
    TeehistorianDecoder.create().decode(s.all(), log);
    return log.lines;
  }
}
