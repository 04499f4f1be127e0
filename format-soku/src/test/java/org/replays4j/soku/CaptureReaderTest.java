package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import java.io.ByteArrayOutputStream;
import java.nio.ByteBuffer;
import java.nio.ByteOrder;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.capture.CaptureInterface;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.capture.CaptureSink;
import org.replays4j.soku.capture.LinkType;
import org.replays4j.soku.record.SokuPacket;

/**
 * Hand-built pcapng features the writer does not produce: SPB, several sections, tsresol/tsoffset,
 * unknown blocks.
 */
class CaptureReaderTest {
  /** A raw IPv4/UDP datagram carrying {@code payload}. */
  static byte[] rawUdp(byte[] payload) {
    ByteBuffer b = ByteBuffer.allocate(28 + payload.length).order(ByteOrder.BIG_ENDIAN);
    b.put((byte) 0x45)
        .put((byte) 0)
        .putShort((short) (28 + payload.length))
        .putShort((short) 1)
        .putShort((short) 0)
        .put((byte) 64)
        .put((byte) 17)
        .putShort((short) 0)
        .putInt(0x7F000001)
        .putInt(0x7F000001);
    b.putShort((short) 10800)
        .putShort((short) 10801)
        .putShort((short) (8 + payload.length))
        .putShort((short) 0)
        .put(payload);
    return b.array();
  }

  static byte[] block(ByteOrder o, int type, byte[] body) {
    int pad = (4 - body.length % 4) % 4;
    int total = 12 + body.length + pad;
    ByteBuffer b = ByteBuffer.allocate(total).order(o);
    b.putInt(type).putInt(total).put(body).put(new byte[pad]).putInt(total);
    return b.array();
  }

  static byte[] shb(ByteOrder o) {
    ByteBuffer b = ByteBuffer.allocate(16).order(o);
    b.putInt(0x1A2B3C4D).putShort((short) 1).putShort((short) 0).putLong(-1);
    return block(o, 0x0A0D0D0A, b.array());
  }

  static byte[] idb(ByteOrder o, int link, byte tsresol, long tsoffset) {
    ByteBuffer b = ByteBuffer.allocate(8 + 8 + 12 + 4).order(o);
    b.putShort((short) link).putShort((short) 0).putInt(0);
    b.putShort((short) 9).putShort((short) 1).put(tsresol).put(new byte[3]);
    b.putShort((short) 14).putShort((short) 8).putLong(tsoffset);
    b.putShort((short) 0).putShort((short) 0);
    return block(o, 1, b.array());
  }

  static byte[] epb(ByteOrder o, int iface, long ts, byte[] frame) {
    ByteBuffer b = ByteBuffer.allocate(20 + frame.length).order(o);
    b.putInt(iface)
        .putInt((int) (ts >>> 32))
        .putInt((int) ts)
        .putInt(frame.length)
        .putInt(frame.length)
        .put(frame);
    return block(o, 6, b.array());
  }

  static byte[] spb(ByteOrder o, byte[] frame) {
    ByteBuffer b = ByteBuffer.allocate(4 + frame.length).order(o);
    b.putInt(frame.length).put(frame);
    return block(o, 3, b.array());
  }

  record Rec(int index, int link, long ts, int len) {}

  static List<Object> read(byte[] cap, boolean stream) throws Exception {
    List<Object> out = new ArrayList<>();
    CaptureSink sink =
        new CaptureSink() {
          @Override
          public void start(CaptureInfo info) {
            out.add(info.byteOrder());
          }

          @Override
          public void iface(CaptureInterface i, long at) {
            out.add("iface " + i.linkType() + " " + i.unitsPerSecond() + " @" + at);
          }

          @Override
          public void packet(
              int index,
              long off,
              CaptureInterface i,
              long ts,
              byte[] buf,
              int o,
              int capLen,
              long dOff,
              long orig) {
            out.add(new Rec(index, i.linkType(), ts, capLen));
          }

          @Override
          public void error(ReplayFormatException e) {
            out.add("error " + e.getMessage());
          }

          @Override
          public void unknownBlock(long type, ByteSlice body, long offset) {
            out.add("unknown " + type + " @" + offset);
          }
        };
    if (stream) CaptureReader.read(new ByteArrayInputStream(cap), sink, DecodeLimits.DEFAULT);
    else CaptureReader.read(cap, sink, DecodeLimits.DEFAULT);
    return out;
  }

  @Test
  void sectionsOfBothByteOrdersWithResolutionsOffsetsSimplePacketsAndUnknownBlocks()
      throws Exception {
    ByteOrder le = ByteOrder.LITTLE_ENDIAN;
    ByteOrder be = ByteOrder.BIG_ENDIAN;
    byte[] frame = rawUdp(new byte[] {3});
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(shb(le));
    o.write(idb(le, LinkType.RAW.code(), (byte) 3, 0)); // milliseconds
    o.write(idb(le, LinkType.IPV4.code(), (byte) 0x8A, 100)); // 2^-10 s, +100 s
    o.write(epb(le, 0, 1500, frame));
    o.write(block(le, 0x0BAD, new byte[] {1, 2, 3, 4}));
    o.write(epb(le, 1, 1024, frame));
    o.write(shb(be));
    o.write(idb(be, LinkType.RAW.code(), (byte) 9, 0));
    o.write(spb(be, frame));
    o.write(epb(be, 0, 5, frame));
    byte[] cap = o.toByteArray();
    for (boolean stream : new boolean[] {false, true}) {
      List<Object> got = read(cap, stream);
      assertThat(got)
          .containsExactly(
              le,
              "iface 101 1000 @28",
              "iface 228 1024 @72",
              new Rec(0, 101, 1_500_000_000L, frame.length),
              "unknown 2989 @"
                  + (28 + 44 + 44 + 64), // SHB, two IDBs, one EPB (29-byte frame padded to 32)
              new Rec(1, 228, 101_000_000_000L, frame.length),
              "iface 101 1000000000 @288", // SHB 28 + IDBs 2 x 44 + EPB 64 + unknown 16 + EPB 64 +
              // SHB 28
              new Rec(2, 101, Long.MIN_VALUE, frame.length),
              new Rec(3, 101, 5, frame.length));
    }
    SokuCapture c = SokuCapture.read(cap);
    assertThat(c.byType()).containsEntry("OLLEH", 4L);
  }

  @Test
  void modifiedPcapRecordsHaveEightMoreHeaderBytes() throws Exception {
    byte[] frame = rawUdp(new byte[] {11});
    ByteBuffer b = ByteBuffer.allocate(24 + 2 * (24 + frame.length)).order(ByteOrder.LITTLE_ENDIAN);
    b.putInt(0xA1B2CD34)
        .putShort((short) 2)
        .putShort((short) 4)
        .putInt(0)
        .putInt(0)
        .putInt(65535)
        .putInt(LinkType.RAW.code());
    for (int i = 0; i < 2; i++) {
      b.putInt(10 + i)
          .putInt(5)
          .putInt(frame.length)
          .putInt(frame.length)
          .putInt(1)
          .putShort((short) 0x800)
          .put((byte) 0)
          .put((byte) 0)
          .put(frame);
    }
    SokuCapture c = SokuCapture.read(b.array());
    assertThat(c.byType()).containsEntry("QUIT", 2L);
    assertThat(c.captureSeconds()).isEqualTo(1.0);
    assertThat(c.durationSeconds()).as("no match played").isNull();
  }

  @Test
  void recordProblemsAreReportedAndReadingContinues() throws Exception {
    ByteOrder le = ByteOrder.LITTLE_ENDIAN;
    byte[] frame = rawUdp(new byte[] {3});
    byte[] cut = Arrays.copyOf(frame, 20); // IPv4 header only: UDP missing
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(shb(le));
    o.write(idb(le, LinkType.RAW.code(), (byte) 6, 0));
    o.write(epb(le, 7, 0, frame)); // unknown interface
    o.write(epb(le, 0, 0, cut));
    o.write(epb(le, 0, 0, frame));
    List<String> errors = new ArrayList<>();
    List<ReplayFormatException.Kind> kinds = new ArrayList<>();
    long[] ok = {0};
    SokuDecoder.create()
        .decode(
            o.toByteArray(),
            new SokuVisitor() {
              @Override
              public void visitCaptureError(ReplayFormatException e) {
                errors.add(e.path().orElse(""));
                kinds.add(e.kind());
              }

              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                ok[0]++;
              }
            });
    assertThat(errors).hasSize(2);
    assertThat(errors.get(0)).isEqualTo("packet 0"); // expected an interface id < 1
    assertThat(errors.get(1)).isEqualTo("packet 1"); // its frame is cut
    assertThat(kinds)
        .containsExactly(ReplayFormatException.Kind.INVALID, ReplayFormatException.Kind.TRUNCATED);
    assertThat(ok[0]).isEqualTo(1);
  }

  @Test
  void streamedFramesStayValidAfterReadingAcrossChunksAndLongBlocks() throws Exception {
    ByteOrder le = ByteOrder.LITTLE_ENDIAN;
    ByteArrayOutputStream o = new ByteArrayOutputStream();
    o.write(shb(le));
    o.write(idb(le, LinkType.RAW.code(), (byte) 6, 0));
    List<byte[]> frames = new ArrayList<>();
    // sizes that leave the reader's chunks partly filled, and frames longer than a chunk
    int[] sizes = {1, 1000, 30_000, 50_000, 7, 70_000, 3, 65_536, 20_000, 100_000, 9};
    for (int i = 0; i < sizes.length; i++) {
      byte[] payload = new byte[sizes[i]];
      for (int k = 0; k < payload.length; k++) payload[k] = (byte) (i * 31 + k);
      byte[] frame = rawUdp(payload);
      frames.add(frame);
      o.write(epb(le, 0, i, frame));
    }
    byte[] cap = o.toByteArray();
    // the default chunk, and a stream window smaller than most blocks
    for (DecodeLimits limits :
        new DecodeLimits[] {
          DecodeLimits.DEFAULT, DecodeLimits.DEFAULT.withStreamWindowBytes(100)
        }) {
      List<ByteSlice> kept = new ArrayList<>();
      CaptureSink sink =
          (index, off, iface, ts, buf, at, capLen, dOff, orig) ->
              kept.add(ByteSlice.wrap(buf, at, capLen));
      CaptureReader.read(new ByteArrayInputStream(cap), sink, limits);
      assertThat(kept).hasSize(frames.size());
      for (int i = 0; i < frames.size(); i++) {
        assertThat(kept.get(i)).as("frame " + i).isEqualTo(ByteSlice.wrap(frames.get(i)));
      }
    }
  }
}
