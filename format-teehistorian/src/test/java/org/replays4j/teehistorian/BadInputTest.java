package org.replays4j.teehistorian;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.io.FilterInputStream;
import java.io.IOException;
import java.io.InputStream;
import java.io.UncheckedIOException;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Random;
import java.util.UUID;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Assumptions;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.TwVarInt;
import org.replays4j.teehistorian.record.End;
import org.replays4j.teehistorian.record.ExType;
import org.replays4j.teehistorian.record.MinorVersion;
import org.replays4j.teehistorian.record.PlayerInput;
import org.replays4j.teehistorian.record.TeehistorianUuids;
import org.replays4j.testkit.TestFiles;

/**
 * Truncated, corrupted and hostile input: ReplayFormatException with an offset or a flagged partial
 * result.
 */
class BadInputTest {
  /** Throws where the default decoder flags (decoders are immutable, so one serves every test). */
  private static final TeehistorianDecoder STRICT =
      TeehistorianDecoder.builder().option(TeehistorianDecoder.Option.STRICT).build();

  private static byte[] header() throws IOException {
    TestSupport.Session s = new TestSupport.Session(TestSupport.ddnetTestHeader());
    return s.all();
  }

  private static byte[] file(String bodyHex) throws IOException {
    byte[] h = header();
    byte[] b = TestSupport.hex(bodyHex);
    byte[] f = Arrays.copyOf(h, h.length + b.length);
    System.arraycopy(b, 0, f, h.length, b.length);
    return f;
  }

  private static byte[] varint(int v) {
    byte[] b = new byte[5];
    return Arrays.copyOf(b, TwVarInt.write(v, b, 0));
  }

  private static ReplayFormatException fails(byte[] f) {
    try {
      TeehistorianDecoder.create().decode(f, new TestSupport.Log());
    } catch (ReplayFormatException e) {
      // Streaming must agree.
      try {
        TeehistorianDecoder.create().decode(new ByteArrayInputStream(f), new TestSupport.Log());
        throw new AssertionError("stream decoding accepted what array decoding rejected: " + e);
      } catch (ReplayFormatException e2) {
        assertThat(e2.offset()).isEqualTo(e.offset());
      } catch (IOException e2) {
        throw new AssertionError(e2);
      }
      return e;
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    throw new AssertionError("expected a ReplayFormatException");
  }

  /**
   * Full-file events, and the same events for every cut point: a prefix, then a flag or an
   * exception.
   */
  private static void truncationSweep(byte[] full, int step) throws IOException {
    TestSupport.Log whole = new TestSupport.Log();
    TeehistorianDecoder.create().decode(full, whole);
    int headerSize = whole.header.sizeBytes();
    List<String> wholeLines = whole.lines.subList(0, whole.lines.size() - 1);
    for (int cut = 0; cut < full.length; cut += cut < headerSize ? Math.max(1, step * 8) : step) {
      byte[] part = Arrays.copyOf(full, cut);
      TestSupport.Log log = new TestSupport.Log();
      try {
        End end = TestSupport.decode(TeehistorianDecoder.create(), part, log);
        assertThat(cut).as("cut %d", cut).isGreaterThanOrEqualTo(headerSize);
        assertThat(end.finished()).isFalse();
        assertThat(end.warnings()).anyMatch(w -> w.startsWith("no FINISH"));
        assertThat(end.endOffset()).isLessThanOrEqualTo(cut);
        if (end.truncated()) assertThat(end.endOffset()).isLessThan(cut);
        List<String> got = log.lines.subList(0, log.lines.size() - 1);
        assertThat(wholeLines).as("cut %d", cut).startsWith(got.toArray(new String[0]));
      } catch (ReplayFormatException e) {
        assertThat(cut).as("cut %d: %s", cut, e.getMessage()).isLessThan(headerSize);
        assertThat(e.offset()).isBetween(0L, (long) cut);
        assertThat(log.lines).isEmpty();
      }
      // The strict decoder throws instead of flagging, after the same events.
      TestSupport.Log strictLog = new TestSupport.Log();
      try {
        End end = TestSupport.decode(STRICT, part, strictLog);
        assertThat(end.truncated()).isFalse();
      } catch (ReplayFormatException e) {
        assertThat(e.offset()).isLessThanOrEqualTo(cut);
      }
    }
  }

  @Test
  void truncationAtEveryByteOfTheCorpusFiles() throws IOException {
    Path dir = TestFiles.corpus("teehistorian");
    Assumptions.assumeTrue(Files.isDirectory(dir), () -> "corpus directory not present: " + dir);
    for (String name :
        List.of(
            "4cc96764-11ae-4dfc-8731-7090eec4450f.teehistorian",
            "27944d24-a426-4285-b2f0-50462d029b41.teehistorian")) {
      Path p = dir.resolve(name);
      if (Files.exists(p)) truncationSweep(Files.readAllBytes(p), 1);
    }
  }

  @Test
  void truncationOfGeneratedSessions() throws IOException {
    for (long seed = 1; seed <= 3; seed++) truncationSweep(new RandomSession(seed, 25).file, 3);
  }

  @Property(tries = 300)
  void randomCorruptionNeverEscapesUnchecked(
      @ForAll long seed, @ForAll @IntRange(min = 1, max = 8) int flips) {
    byte[] f;
    try {
      f = new RandomSession(seed, 20).file.clone();
    } catch (IOException e) {
      throw new AssertionError(e);
    }
    Random r = new Random(seed ^ 0x5DEECE66DL);
    for (int i = 0; i < flips; i++) {
      int at = r.nextInt(f.length);
      f[at] = (byte) (r.nextInt(3) == 0 ? r.nextInt(256) : f[at] ^ (1 << r.nextInt(8)));
    }
    for (boolean stream : new boolean[] {false, true}) {
      try {
        if (stream) {
          TeehistorianDecoder.builder()
              .limits(DecodeLimits.DEFAULT.withStreamWindowBytes(64))
              .build()
              .decode(new ByteArrayInputStream(f), new TestSupport.Log());
        } else {
          TeehistorianDecoder.create()
              .decode(f, new CheckingTeehistorianVisitor(new TestSupport.Log()));
        }
      } catch (ReplayFormatException e) {
        assertThat(e.offset()).isBetween(0L, (long) f.length);
        assertThat(e.getMessage()).startsWith("teehistorian: offset 0x");
      } catch (IOException e) {
        throw new AssertionError("unexpected I/O error", e);
      }
    }
  }

  /**
   * Corrupting one byte at {@code p}: every message that ends before {@code p} is delivered exactly
   * as in the intact file, then the decoder either completes or throws a ReplayFormatException.
   */
  @Property(tries = 300)
  void corruptionKeepsTheEventsBeforeIt(@ForAll long seed) throws IOException {
    byte[] f = new RandomSession(seed, 15).file;
    TestSupport.Log whole = new TestSupport.Log();
    TeehistorianDecoder.builder()
        .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
        .build()
        .decode(f, whole);
    Random r = new Random(seed);
    int headerSize = whole.header.sizeBytes();
    int p = headerSize + r.nextInt(f.length - headerSize);
    byte[] bad = f.clone();
    bad[p] = (byte) (bad[p] ^ (1 + r.nextInt(255)));
    // Raw lines start with the message offset; a message ends where the next one starts.
    List<String> raw = whole.lines.stream().filter(l -> Character.isDigit(l.charAt(0))).toList();
    List<String> intact = new ArrayList<>();
    for (int i = 0; i < raw.size(); i++) {
      long end = i + 1 < raw.size() ? Long.parseLong(raw.get(i + 1).split(" ")[0]) : f.length;
      if (end > p) break;
      intact.add(raw.get(i));
    }
    TestSupport.Log log = new TestSupport.Log();
    try {
      TeehistorianDecoder.builder()
          .option(TeehistorianDecoder.Option.SKIP_RECONSTRUCTION)
          .build()
          .decode(bad, log);
    } catch (ReplayFormatException e) {
      assertThat(e.offset()).isGreaterThanOrEqualTo(headerSize);
    }
    List<String> got = log.lines.stream().filter(l -> Character.isDigit(l.charAt(0))).toList();
    assertThat(got.size()).isGreaterThanOrEqualTo(intact.size());
    assertThat(got.subList(0, intact.size())).isEqualTo(intact);
  }

  @Test
  void unknownBaseMessageIdIsAClearErrorWithOffset() throws IOException {
    byte[] f = file("41 00 4b 00 40");
    ReplayFormatException e = fails(f);
    assertThat(e.offset()).isEqualTo(header().length + 2);
    assertThat(e.getMessage()).contains("expected a message id in -11..127").contains("got -12");
  }

  @Test
  void clientIdsUpTo127AndNotBeyond() throws IOException {
    // PLAYER_NEW cid 127 (2-byte varint bf 01), then PLAYER_DIFF with id 127.
    TestSupport.Log log = TestSupport.log(file("42 bf 01 05 06 bf 01 01 01 40"));
    End end = log.end;
    assertThat(log.lines)
        .contains(
            "PlayerPosition[tick=1, cid=127, x=5, y=6, kind=SPAWN]",
            "PlayerPosition[tick=2, cid=127, x=6, y=7, kind=MOVE]");
    assertThat(end.players()).isEqualTo(1);
    ReplayFormatException e = fails(file("80 02 01 01 40"));
    assertThat(e.getMessage()).contains("client id in 0..127 but got 128");
    assertThat(e.offset()).isEqualTo(header().length);
    assertThat(fails(file("45 c0 01 00 00 00 00 00 00 00 00 00 00 40")).getMessage())
        .contains("INPUT_NEW client id");
  }

  @Test
  void absurdSizesAreLimitErrors() throws IOException {
    int h = header().length;
    ReplayFormatException m =
        fails(file("41 00 46 00" + TestSupport.hex(varint(Integer.MAX_VALUE)) + "00 00"));
    assertThat(m.kind()).isEqualTo(ReplayFormatException.Kind.LIMIT_EXCEEDED);
    assertThat(m.getMessage())
        .contains("maxEventBytes (MESSAGE size) <= 16777216")
        .contains("2147483647");
    assertThat(m.offset()).isEqualTo(h + 2);
    ReplayFormatException neg = fails(file("41 00 46 00 40 00"));
    assertThat(neg.getMessage()).contains("MESSAGE size");
    String uuid = "00112233445566778899aabbccddeeff";
    assertThat(fails(file("4a" + uuid + TestSupport.hex(varint(1 << 30)))).getMessage())
        .contains("EX size");
    assertThat(
            fails(file("49 00 00 6100" + TestSupport.hex(varint(Integer.MAX_VALUE)))).getMessage())
        .contains("argument count");
    // A string without NUL beyond the string limit.
    byte[] longReason = new byte[300];
    Arrays.fill(longReason, (byte) 'a');
    byte[] f = file("48 00" + TestSupport.hex(longReason) + "00 40");
    assertThatThrownBy(
            () ->
                TeehistorianDecoder.builder()
                    .limits(DecodeLimits.DEFAULT.withMaxStringBytes(100))
                    .build()
                    .decode(f, new TestSupport.Log()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("DROP reason length");
    assertThatThrownBy(
            () ->
                TeehistorianDecoder.builder()
                    .limits(DecodeLimits.DEFAULT.withMaxStringBytes(100).withStreamWindowBytes(64))
                    .build()
                    .decode(new ByteArrayInputStream(f), new TestSupport.Log()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("DROP reason length");
    // A tick skip that would overflow the tick counter.
    assertThat(
            fails(file("41 " + TestSupport.hex(varint(Integer.MAX_VALUE)) + " 41 00 40"))
                .getMessage())
        .contains("overflows");
    assertThat(fails(file("41 40 40")).getMessage()).contains("dt >= 0");
  }

  @Test
  void badHeaders() throws IOException {
    byte[] magic = TeehistorianUuids.magicBytes();
    assertThat(fails(Arrays.copyOf(magic, 10)).getMessage()).contains("expected magic");
    byte[] noNul = concat(magic, "{\"version\":\"2\"}".getBytes());
    assertThat(fails(noNul).getMessage()).contains("truncated header");
    assertThat(fails(concat(magic, "{\"version\":\"2\"\0".getBytes())).getMessage())
        .contains("header JSON");
    assertThat(fails(concat(magic, "[1]\0".getBytes())).getMessage()).contains("JSON object");
    assertThat(fails(concat(magic, "{\"version\":\"3\"}\0".getBytes())).getMessage())
        .contains("\"version\" \"1\" or \"2\" but got \"3\"");
    assertThat(fails(concat(magic, "{}\0".getBytes())).getMessage()).contains("but got none");
    assertThat(
            fails(
                    concat(
                        magic,
                        "{\"a\":"
                            .repeat(100)
                            .concat("1")
                            .concat("}".repeat(100))
                            .concat("\0")
                            .getBytes()))
                .getMessage())
        .contains("header JSON depth");
    byte[] notUtf8 =
        concat(magic, new byte[] {'{', '"', 'a', '"', ':', '"', (byte) 0xC3, '"', '}', 0});
    assertThat(fails(notUtf8).getMessage()).contains("header");
    // A minimal version 1 header: only "version"; every other field is absent, not invented.
    TestSupport.Log log = new TestSupport.Log();
    TeehistorianDecoder.create()
        .decode(
            concat(magic, "{\"version\":\"1\",\"future\":[1,true,null]}\0\u0040".getBytes()), log);
    assertThat(log.header.version()).isEqualTo(1);
    assertThat(TeehistorianVersion.of(log.header.version())).isEqualTo(TeehistorianVersion.V1);
    assertThat(TeehistorianVersion.of(3)).isNull();
    assertThat(log.header.versionMinor()).isEmpty();
    assertThat(log.header.isAtLeast(MinorVersion.POSITION_AT_TICK_END)).isFalse();
    assertThat(log.header.gameUuid()).isNull();
    assertThat(log.header.uuids()).isEmpty();
    assertThat(log.header.tree()).containsKey("future");
    // Old servers: 17.3 pre-releases wrote "prev_game_uuid":null; numbers instead of strings are
    // accepted.
    TestSupport.Log old = new TestSupport.Log();
    TeehistorianDecoder.create()
        .decode(
            concat(
                magic,
                ("{\"version\":\"2\",\"version_minor\":5,\"prev_game_uuid\":null,"
                        + "\"server_port\":\"not a port\",\"map_size\":12}\0\u0040")
                    .getBytes()),
            old);
    assertThat(old.header.prevGameUuid()).isNull();
    assertThat(old.header.versionMinor()).hasValue(5);
    assertThat(old.header.isAtLeast(MinorVersion.JOIN_FIX)).isTrue();
    assertThat(old.header.isAtLeast(MinorVersion.REJOIN_ANTIBOT)).isFalse();
    assertThat(old.header.serverPort()).isEmpty();
    assertThat(old.header.mapSize()).hasValue(12);
    assertThat(old.end.finished()).isTrue();
  }

  @Test
  void toleratedProblemsAreFlagged() throws IOException {
    // No FINISH; INPUT_DIFF without a previous input; player active without JOIN (map change).
    TestSupport.Log log = TestSupport.log(file("41 00 44 03 01 00 00 00 00 00 00 00 00 00"));
    End end = log.end;
    assertThat(end.finished()).isFalse();
    assertThat(end.warnings()).hasSize(3);
    assertThat(end.warnings().get(0)).startsWith("no FINISH");
    assertThat(end.warnings().get(1)).contains("[3] active without a JOIN");
    assertThat(end.warnings().get(2))
        .contains("INPUT_DIFF without a previous input for client id(s) [3]");
    assertThat(log.lines).contains("PlayerJoin[tick=1, cid=3, protocol=0, implicit=true]");

    // Truncated last message: everything before it is delivered and the tail is flagged.
    byte[] f = file("42 00 01 02 00 01 40 48 00 61 62");
    TestSupport.Log t = TestSupport.log(f);
    End te = t.end;
    assertThat(te.truncated()).isTrue();
    assertThat(te.endOffset()).isEqualTo(f.length - 4);
    assertThat(te.warnings().get(0))
        .startsWith("truncated last message at offset " + (f.length - 4) + " (4 byte(s)");
    assertThat(t.lines).contains("PlayerPosition[tick=2, cid=0, x=2, y=1, kind=MOVE]");
    assertThatThrownBy(() -> STRICT.decode(f, new TestSupport.Log()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("truncated");

    // Character bookkeeping that DDNet's writer never produces: flagged, positions still delivered.
    TestSupport.Log odd = TestSupport.log(file("43 02 42 02 05 05 42 02 06 06 40"));
    End oe = odd.end;
    assertThat(oe.warnings())
        .anyMatch(w -> w.startsWith("PLAYER_OLD without a live character for client id(s) [2]"))
        .anyMatch(w -> w.startsWith("PLAYER_NEW for client id(s) [2] whose character was alive"));
    assertThat(odd.lines).contains("PlayerPosition[tick=3, cid=2, x=6, y=6, kind=SPAWN]");

    // Data after FINISH.
    assertThat(
            TestSupport.decode(TeehistorianDecoder.create(), file("40 00"), new TestSupport.Log())
                .warnings())
        .containsExactly("data after FINISH at offset " + (header().length + 1) + " ignored");
  }

  @Test
  void unknownExtensionsAreDeliveredWithUuidAndBytes() throws IOException {
    UUID u = UUID.fromString("00112233-4455-6677-8899-aabbccddeeff");
    TestSupport.Log log =
        TestSupport.log(file("41 00 4a 00112233445566778899aabbccddeeff 03 01 02 03 40"));
    End end = log.end;
    assertThat(log.lines).anyMatch(l -> l.endsWith("Unknown " + u + " 010203"));
    assertThat(end.countsByType()).containsEntry("Ex:" + u, 1L);
    assertThat(end.messages()).isEqualTo(3);
    // A known extension whose payload is too short is corrupt.
    String ready = TestSupport.hex(TeehistorianUuids.toBytes(ExType.PLAYER_NAME.uuid()));
    assertThat(fails(file("4a" + ready + "02 01 61 40")).getMessage())
        .contains("PlayerName payload");
    // Trailing bytes in a known payload (a newer server adding fields) are ignored.
    String rdy = TestSupport.hex(TeehistorianUuids.toBytes(ExType.PLAYER_READY.uuid()));
    TestSupport.Log l2 = new TestSupport.Log();
    TeehistorianDecoder.create().decode(file("4a" + rdy + "03 05 07 07 40"), l2);
    assertThat(l2.lines).anyMatch(l -> l.contains("{cid=5} PLAYER_READY"));
  }

  @Test
  void brokenStreamsSurfaceAsIoExceptions() {
    InputStream failing =
        new ByteArrayInputStream(TeehistorianUuids.magicBytes()) {
          @Override
          public synchronized int read(byte[] b, int off, int len) {
            int r = super.read(b, off, len);
            if (r < 0) throw new UncheckedIOException(new IOException("disk on fire"));
            return r;
          }
        };
    assertThatThrownBy(() -> TeehistorianDecoder.create().decode(failing, new TestSupport.Log()))
        .isInstanceOf(ReplayFormatException.class)
        .hasMessageContaining("disk on fire");
    InputStream checked =
        new FilterInputStream(new ByteArrayInputStream(TeehistorianUuids.magicBytes())) {
          @Override
          public int read(byte[] b, int off, int len) throws IOException {
            int r = super.read(b, off, len);
            if (r < 0) throw new IOException("disk on fire");
            return r;
          }
        };
    assertThatThrownBy(() -> TeehistorianDecoder.create().decode(checked, new TestSupport.Log()))
        .isInstanceOf(IOException.class)
        .isNotInstanceOf(ReplayFormatException.class)
        .hasMessage("disk on fire");
  }

  @Test
  void writerRejectsWhatCannotBeEncoded() {
    TeehistorianWriter w = new TeehistorianWriter(new ByteArrayOutputStream());
    assertThatThrownBy(() -> w.drop(1, "nul\0inside")).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.playerDiff(128, 0, 0)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> w.tickSkip(-1)).isInstanceOf(IllegalArgumentException.class);
    TeehistorianRecorder r = new TeehistorianRecorder(w);
    r.beginTick(1);
    assertThatThrownBy(
            () -> {
              r.recordPlayer(5, 0, 0);
              r.recordPlayer(3, 0, 0);
            })
        .isInstanceOf(IllegalStateException.class);
    assertThatThrownBy(() -> r.beginTick(1)).isInstanceOf(IllegalArgumentException.class);
    assertThatThrownBy(() -> PlayerInput.of(1, 2)).isInstanceOf(IllegalArgumentException.class);
  }

  private static byte[] concat(byte[] a, byte[] b) {
    byte[] r = Arrays.copyOf(a, a.length + b.length);
    System.arraycopy(b, 0, r, a.length, b.length);
    return r;
  }
}
