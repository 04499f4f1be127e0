package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteOrder;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.stream.Stream;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.MethodSource;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureFormat;
import org.replays4j.soku.capture.CaptureInterface;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.capture.Endpoint;
import org.replays4j.soku.capture.LinkType;
import org.replays4j.soku.capture.UdpExtractor;
import org.replays4j.soku.record.Olleh;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.testkit.Failures;

/** Our capture writer → our reader, over every container / byte order / link type / resolution. */
class CaptureRoundTripTest {
  static Stream<CaptureWriter.Options> options() {
    List<CaptureWriter.Options> out = new ArrayList<>();
    for (CaptureFormat f : CaptureFormat.values()) {
      for (ByteOrder o : new ByteOrder[] {ByteOrder.LITTLE_ENDIAN, ByteOrder.BIG_ENDIAN}) {
        for (LinkType link :
            List.of(
                LinkType.ETHERNET,
                LinkType.LINUX_SLL,
                LinkType.LINUX_SLL2,
                LinkType.RAW,
                LinkType.NULL)) {
          for (boolean ns : new boolean[] {false, true})
            out.add(new CaptureWriter.Options(f, o, link, ns));
        }
      }
    }
    return out.stream();
  }

  @ParameterizedTest
  @MethodSource("options")
  void sessionSurvivesEveryContainer(CaptureWriter.Options opt) throws Exception {
    List<SokuWriter.Datagram> session = SokuWriter.session(7, 150);
    byte[] cap = SokuWriter.capture(7, 150, opt);
    List<SokuPacket> got = new ArrayList<>();
    List<Long> ts = new ArrayList<>();
    List<CaptureInterface> ifaces = new ArrayList<>();
    SpectatorAssembler asm =
        new SpectatorAssembler(
            new SokuVisitor() {
              @Override
              public void visitInterface(CaptureInterface i) {
                ifaces.add(i);
              }

              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                got.add(p);
                ts.add(m.timestampNanos());
              }
            },
            DecodeLimits.DEFAULT);
    SokuDecoder.create().decode(cap, asm);
    assertThat(ifaces)
        .singleElement()
        .satisfies(i -> assertThat(LinkType.of(i.linkType())).isEqualTo(opt.linkType()));
    assertThat(got).hasSize(session.size());
    for (int i = 0; i < got.size(); i++) {
      assertThat(SokuPacketCodec.encode(got.get(i)))
          .isEqualTo(SokuPacketCodec.encode(session.get(i).packet()));
      long want = session.get(i).timestampNanos();
      assertThat(ts.get(i)).isEqualTo(opt.nanos() ? want : want / 1000 * 1000);
    }
    assertThat(asm.matches())
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m.complete()).isTrue();
              assertThat(m.gaps()).isZero();
              assertThat(m.conflicts()).isZero();
              assertThat(m.resentWords()).isPositive();
              assertThat(m.inputs()).isEqualTo(SokuWriter.matchInputs(7, 150));
              assertThat(m.match().matchId()).isEqualTo(1);
            });
    // the stream path sees the same
    SokuCapture s = SokuCapture.read(new ByteArrayInputStream(cap));
    assertThat(s.stats().sokuPackets()).isEqualTo(session.size());
    assertThat(s.matches()).isEqualTo(asm.matches());
  }

  @Test
  void aCaptureFileIsReadPlainOrGzipped(@TempDir Path dir) throws Exception {
    byte[] cap = SokuWriter.capture(5, 60, CaptureWriter.Options.DEFAULT);
    Path plain = Files.write(dir.resolve("s.pcapng"), cap);
    ByteArrayOutputStream gz = new ByteArrayOutputStream();
    try (GZIPOutputStream out = new GZIPOutputStream(gz)) {
      out.write(cap);
    }
    Path zipped = Files.write(dir.resolve("s.pcapng.gz"), gz.toByteArray());
    SokuCapture want = SokuCapture.read(cap);
    for (Path p : List.of(plain, zipped)) {
      SokuCapture got = SokuCapture.read(p);
      assertThat(got.stats()).isEqualTo(want.stats());
      assertThat(got.matches()).isEqualTo(want.matches());
    }
  }

  @Test
  void ipv6Datagrams() throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    Endpoint a = new Endpoint(0x20010db800000000L, 1, 10800, true);
    Endpoint b = new Endpoint(0x20010db800000000L, 2, 10801, true);
    try (CaptureWriter w = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      w.udp(0, a, b, new byte[] {3});
      w.udp(1000, b, a, new byte[] {11});
    }
    SokuCapture c = SokuCapture.read(bo.toByteArray());
    assertThat(c.byType()).containsEntry("OLLEH", 1L).containsEntry("QUIT", 1L);
    assertThat(c.flows())
        .singleElement()
        .satisfies(f -> assertThat(f.a().toString()).isEqualTo("[2001:db8:0:0:0:0:0:1]:10800"));
  }

  @Test
  void nonSokuTrafficIsIgnoredAndBadPacketsInSokuFlowsAreReported() throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    Endpoint h = Endpoint.ipv4(0x0A000001, 10800);
    Endpoint c = Endpoint.ipv4(0x0A000002, 10801);
    Endpoint dns = Endpoint.ipv4(0x08080808, 53);
    try (CaptureWriter w = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      w.udp(0, c, dns, new byte[] {1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12}); // index 0: not Soku
      w.udp(1, c, h, new byte[] {13, 0x42}); // index 1: bad before the flow is known
      w.udp(2, h, c, SokuPacketCodec.encode(new Olleh())); // index 2: flow recognised
      w.udp(3, c, h, new byte[] {4, 1}); // index 3: short CHAIN
      w.udp(4, h, c, new byte[] {3}); // index 4
    }
    List<String> events = new ArrayList<>();
    SokuDecoder.create()
        .decode(
            bo.toByteArray(),
            new SokuVisitor() {
              @Override
              public void visitFlow(Flow f) {
                events.add("flow " + f.id());
              }

              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                events.add(m.captureIndex() + " " + p.typeName());
              }

              @Override
              public void visitUndecodable(
                  PacketMeta m, ByteSlice payload, ReplayFormatException e) {
                events.add(m.captureIndex() + " bad@" + e.offset() + " " + e.path().orElse(""));
              }

              @Override
              public void visitStats(CaptureStats s) {
                events.add("end " + s.udpPackets() + "/" + s.sokuPackets() + "/" + s.undecodable());
              }
            });
    // SHB 28 + IDB 20 = 48; each EPB: 28 header + frame padded to 4 + 4 trailer; frame = 42 header
    // bytes + payload.
    // packet 1's EPB starts at 48 + 88 = 136, its payload at 136 + 28 + 42 = 206, the bad sub-type
    // byte at 207;
    // packet 3's EPB starts at 136 + 76 + 76 = 288, its payload (the short CHAIN) at 358
    assertThat(events)
        .containsExactly(
            "flow 0",
            "1 bad@207 packet 1",
            "2 OLLEH",
            "3 bad@358 packet 3",
            "4 OLLEH",
            "end 5/2/2");
  }

  @Test
  void aFlowThatNeverSpeaksSokuIsGivenUp() throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    Endpoint a = Endpoint.ipv4(0x0A000001, 5000);
    Endpoint b = Endpoint.ipv4(0x0A000002, 5001);
    try (CaptureWriter w = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      for (int i = 0; i < 100; i++)
        w.udp(i, a, b, new byte[] {4, 1, 2}); // 3-byte "CHAIN"s: not Soku
      w.udp(100, b, a, new byte[] {3}); // an OLLEH-looking byte afterwards does not revive the flow
    }
    SokuCapture c = SokuCapture.read(bo.toByteArray());
    assertThat(c.stats().udpPackets()).isEqualTo(101);
    assertThat(c.stats().sokuPackets()).isZero();
    assertThat(c.stats().undecodable()).isZero();
    assertThat(c.flows()).isEmpty();
  }

  @Test
  void truncatedCaptureDeliversEverythingThenThrows() throws Exception {
    byte[] cap = SokuWriter.capture(3, 40, CaptureWriter.Options.DEFAULT);
    int full = SokuWriter.session(3, 40).size();
    for (int cut : new int[] {cap.length - 1, cap.length - 30, cap.length / 2, 60, 10, 3}) {
      byte[] b = Arrays.copyOf(cap, cut);
      // the model keeps the decoder's error; the packets and stats before the cut were delivered
      SokuCapture c = SokuCapture.read(b);
      assertThat(c.fatalError().kind()).isEqualTo(ReplayFormatException.Kind.TRUNCATED);
      assertThat(c.stats().sokuPackets()).isLessThan(full);
    }
  }

  @Test
  void badMagicIsReported() {
    Failures.assertFails(
        ReplayFormatException.Kind.BAD_MAGIC,
        () -> SokuDecoder.create().decode(new byte[] {1, 2, 3, 4, 5}, new SokuVisitor() {}));
  }

  @Test
  void linkTypesAreLinktypeNumbersAndAnUnknownOneIsNotUdp() throws Exception {
    assertThat(LinkType.of(276)).isEqualTo(LinkType.LINUX_SLL2);
    assertThat(LinkType.LOOP.code()).isEqualTo(108);
    assertThat(LinkType.of(105)).isNull(); // IEEE 802.11: kept as a number, not taken apart
    assertThat(new UdpExtractor().parse(LinkType.of(105), new byte[64], 0, 64, 0)).isFalse();
    assertThatThrownBy(
            () ->
                new CaptureWriter.Options(
                    CaptureFormat.PCAP, ByteOrder.BIG_ENDIAN, LinkType.LOOP, false))
        .isInstanceOf(IllegalArgumentException.class);
  }
}
