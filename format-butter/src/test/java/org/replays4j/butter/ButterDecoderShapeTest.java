package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;
import static org.assertj.core.api.Assertions.assertThatThrownBy;
import static org.replays4j.testkit.Failures.assertFails;

import java.io.ByteArrayInputStream;
import java.io.IOException;
import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Set;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.butter.record.ButterChunkInfo;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;

/**
 * The decoder shape every format follows (docs/DESIGN.md): builder, three ways in, offsets,
 * stopping.
 */
class ButterDecoderShapeTest {
  private static final EchoReplay MATCH =
      SyntheticMatch.generate(
          new SyntheticMatch.Spec(9, 40, 2, 2, 1, true, ButterMap.ARENA, true, 33));

  /** Every event as "type@offset" plus the frame's time, in order. */
  private static class Recorder extends ButterVisitor {
    final List<String> events = new ArrayList<>();
    boolean ended;

    @Override
    public void visitHeader(ButterHeader h) {
      events.add("header@" + eventOffset());
    }

    @Override
    public void visitChunk(ButterChunkInfo c) {
      events.add("chunk" + c.index() + "@" + eventOffset());
    }

    @Override
    public void visitFrame(ButterFrame f) {
      events.add("frame" + f.index + "@" + eventOffset() + ":" + f.timeMs);
    }

    @Override
    public void visitUnknown(int code, ByteSlice b) {
      events.add("unknown" + code + "@" + eventOffset() + ":" + b.length());
    }

    @Override
    public void visitEnd() {
      ended = true;
    }
  }

  @Test
  void builderAndCreate() {
    ButterDecoder d = ButterDecoder.create();
    assertThat(d.limits()).isEqualTo(DecodeLimits.DEFAULT);
    assertThat(d.options()).isEmpty();
    DecodeLimits small = DecodeLimits.DEFAULT.withMaxChunks(3);
    ButterDecoder b =
        ButterDecoder.builder().limits(small).option(ButterDecoder.Option.REFERENCE_READER).build();
    assertThat(b.limits()).isEqualTo(small);
    assertThat(b.options()).isEqualTo(Set.of(ButterDecoder.Option.REFERENCE_READER));
    assertThatThrownBy(() -> b.options().add(ButterDecoder.Option.RESET_BONES_AT_KEYFRAMES))
        .isInstanceOf(UnsupportedOperationException.class);
  }

  @Test
  void everyWayInDeliversTheSameEventsAtTheSameOffsets() throws Exception {
    for (ButterCompression c :
        new ButterCompression[] {
          ButterCompression.NONE, ButterCompression.GZIP, ButterCompression.ZSTD_3
        }) {
      byte[] file = ButterWriter.convert(MATCH, c, 7);
      byte[] withTail = Arrays.copyOf(file, file.length + 5);
      Recorder array = new Recorder();
      ButterDecoder.create().decode(withTail, new CheckingButterVisitor(array));
      assertThat(array.ended).isTrue();
      assertThat(array.events).first().isEqualTo("header@0");
      assertThat(array.events.stream().filter(e -> e.startsWith("frame"))).hasSize(40);
      assertThat(array.events.get(array.events.size() - 1)).startsWith("unknown-1@").endsWith(":5");
      // a heap buffer at a position, a direct buffer and a read-only buffer: the same events
      byte[] padded = new byte[withTail.length + 3];
      System.arraycopy(withTail, 0, padded, 3, withTail.length);
      ByteBuffer direct = ByteBuffer.allocateDirect(withTail.length).put(withTail).flip();
      for (ByteBuffer bb :
          List.of(
              ByteBuffer.wrap(padded).position(3),
              direct,
              ByteBuffer.wrap(withTail).asReadOnlyBuffer())) {
        Recorder r = new Recorder();
        int before = bb.position();
        ButterDecoder.create().decode(bb, new CheckingButterVisitor(r));
        assertThat(r.events).as("%s %s", c, bb).isEqualTo(array.events);
        assertThat(bb.position()).isEqualTo(before);
      }
      // the stream does not read past the last chunk, so it has no unknown event
      Recorder stream = new Recorder();
      ButterDecoder.create()
          .decode(new ByteArrayInputStream(withTail), new CheckingButterVisitor(stream));
      assertThat(stream.events).isEqualTo(array.events.subList(0, array.events.size() - 1));
    }
  }

  @Test
  void offsetsAreInTheDecodedStream() throws Exception {
    byte[] file = ButterWriter.convert(MATCH, ButterCompression.NONE, 7);
    ButterReplay r = ButterReplay.read(file);
    List<Long> frameOffsets = frameOffsets(file);
    // uncompressed: the decoded stream is the file, and every frame starts with its marker
    for (long o : frameOffsets) {
      int marker = (file[(int) o] & 0xFF) | (file[(int) o + 1] & 0xFF) << 8;
      assertThat(marker).isIn(ButterDecoder.KEYFRAME_MARKER, ButterDecoder.FRAME_MARKER);
    }
    assertThat(frameOffsets.get(0)).isEqualTo(r.chunks().get(0).decodedOffset());
    assertThat(frameOffsets.get(7)).isEqualTo(r.chunks().get(1).decodedOffset());
  }

  @Test
  void stopDecodingEndsQuietlyWithoutVisitEnd() throws Exception {
    byte[] file = ButterWriter.convert(MATCH, ButterCompression.GZIP, 7);
    for (String stopAt : List.of("header", "chunk1", "frame10")) {
      Recorder r =
          new Recorder() {
            private void maybeStop(String what) {
              if (what.equals(stopAt)) throw StopDecoding.INSTANCE;
            }

            @Override
            public void visitHeader(ButterHeader h) {
              super.visitHeader(h);
              maybeStop("header");
            }

            @Override
            public void visitChunk(ButterChunkInfo c) {
              super.visitChunk(c);
              maybeStop("chunk" + c.index());
            }

            @Override
            public void visitFrame(ButterFrame f) {
              super.visitFrame(f);
              maybeStop("frame" + f.index);
            }
          };
      ButterDecoder.create().decode(file, r);
      assertThat(r.ended).isFalse();
      assertThat(r.events.get(r.events.size() - 1)).startsWith(stopAt + "@");
      Recorder s = new Recorder();
      ButterDecoder.create()
          .decode(
              new ByteArrayInputStream(file),
              new ButterVisitor(s) {
                @Override
                public void visitFrame(ButterFrame f) {
                  super.visitFrame(f);
                  if (f.index == 3) throw StopDecoding.INSTANCE;
                }
              });
      assertThat(s.ended).isFalse();
      assertThat(s.events.stream().filter(e -> e.startsWith("frame"))).hasSize(4);
    }
  }

  @Test
  void aCutUncompressedChunkDeliversItsWholeFramesFirst() throws Exception {
    byte[] file = ButterWriter.convert(MATCH, ButterCompression.NONE, 40);
    List<Long> offsets = frameOffsets(file);
    int cut = (int) (long) offsets.get(5); // exactly at a frame boundary
    for (int end : new int[] {cut, cut + 3}) {
      ButterReplay.Collector c = new ButterReplay.Collector();
      byte[] part = Arrays.copyOf(file, end);
      assertFails(
          ReplayFormatException.Kind.TRUNCATED, () -> ButterDecoder.create().decode(part, c));
      assertThat(c.frames()).hasSize(5);
      ButterReplay.Collector s = new ButterReplay.Collector();
      assertThatThrownBy(() -> ButterDecoder.create().decode(new ByteArrayInputStream(part), s))
          .isInstanceOf(ReplayFormatException.class);
      assertThat(s.frames()).hasSize(5);
    }
  }

  @Test
  void unreadableVersionsAndCodecsAreUnsupported() {
    byte[] v4 = ButterDecoderTest.file(ButterDecoderTest.header(4, 0, 0x04));
    assertFails(ReplayFormatException.Kind.UNSUPPORTED, () -> ButterReplay.read(v4));
  }

  @Test
  void modelsReadFromPathBytesAndStream(@TempDir Path tmp) throws Exception {
    byte[] file = ButterWriter.convert(MATCH, ButterCompression.GZIP, 7);
    Path p = tmp.resolve("m.butter");
    Files.write(p, file);
    ButterReplay a = ButterReplay.read(file);
    ButterReplay b = ButterReplay.read(p);
    ButterReplay c = ButterReplay.read(new ByteArrayInputStream(file), ButterDecoder.create());
    assertThat(b.chunks()).isEqualTo(a.chunks());
    assertThat(c.frames()).hasSameSizeAs(a.frames());
    assertThat(b.frames().get(39).toTree(b.header()))
        .isEqualTo(a.frames().get(39).toTree(a.header()));
  }

  /** The event offset of every frame of {@code file}. */
  private static List<Long> frameOffsets(byte[] file) throws IOException {
    List<Long> offsets = new ArrayList<>();
    ButterDecoder.create()
        .decode(
            file,
            new ButterVisitor() {
              @Override
              public void visitFrame(ButterFrame f) {
                offsets.add(eventOffset());
              }
            });
    return offsets;
  }
}
