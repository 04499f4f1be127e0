package org.replays4j.butter;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayInputStream;
import net.jqwik.api.Arbitraries;
import net.jqwik.api.Arbitrary;
import net.jqwik.api.ForAll;
import net.jqwik.api.Property;
import net.jqwik.api.Provide;
import net.jqwik.api.constraints.IntRange;
import org.junit.jupiter.api.Test;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterMap;

/** Writer → decoder round trips over generated matches. */
class ButterRoundTripTest {

  @Provide
  Arbitrary<ButterMap> maps() {
    return Arbitraries.of(
        ButterMap.ARENA, ButterMap.COMBAT_DYSON, ButterMap.LOBBY, ButterMap.UNCODED);
  }

  @Provide
  Arbitrary<Integer> intervals() {
    return Arbitraries.of(1, 2, 7, 30, 300);
  }

  @Provide
  Arbitrary<ButterCompression> compressions() {
    return Arbitraries.of(
        ButterCompression.NONE,
        ButterCompression.GZIP,
        ButterCompression.ZSTD_3,
        ButterCompression.ZSTD_22);
  }

  @Property(tries = 40)
  void generatedMatchesRoundTrip(
      @ForAll long seed,
      @ForAll @IntRange(min = 0, max = 160) int frames,
      @ForAll @IntRange(min = 0, max = 5) int blue,
      @ForAll @IntRange(min = 0, max = 5) int orange,
      @ForAll @IntRange(min = 0, max = 2) int spectators,
      @ForAll boolean bones,
      @ForAll boolean privateMatch,
      @ForAll("maps") ButterMap map,
      @ForAll("intervals") int interval,
      @ForAll("compressions") ButterCompression comp)
      throws Exception {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(
                seed, frames, blue, orange, spectators, bones, map, privateMatch, 33));
    byte[] file = ButterWriter.convert(src, comp, interval);
    ButterReplay.Collector collector = new ButterReplay.Collector();
    CheckingButterVisitor checking = new CheckingButterVisitor(collector);
    ButterDecoder.create().decode(file, checking);
    assertThat(checking.ended()).isTrue();
    ButterReplay rep = collector.result();
    assertThat(rep.header().players()).isEqualTo(src.header().players());
    assertThat(rep.header().map()).isEqualTo(map);
    assertThat(rep.header().privateMatch()).isEqualTo(privateMatch);
    assertThat(rep.frames()).hasSize(frames);
    int expectedChunks = frames == 0 ? 0 : (frames + interval - 1) / interval;
    assertThat(rep.chunks()).hasSize(expectedChunks);
    SourceComparison sc = new SourceComparison();
    for (int i = 0; i < frames; i++) {
      assertThat(rep.frames().get(i).keyframe).isEqualTo(i % interval == 0);
      sc.compare(rep.frames().get(i), src.frames().get(i), new ButterFrame(), 0.04, 0.5, bones);
    }
    sc.groups.forEach(
        (group, g) -> {
          if (group.equals("bones.rotation")) return;
          assertThat((int) g[0]).as("%s%n%s", group, sc.report()).isZero();
        });
    assertThat(sc.max("bones.rotation")).isLessThan(1.6);

    // the streaming path delivers the same frames
    ButterReplay streamed = ButterReplay.read(new ByteArrayInputStream(file));
    assertThat(streamed.chunks()).isEqualTo(rep.chunks());
    for (int i = 0; i < frames; i++) {
      assertThat(streamed.frames().get(i).toTree(null)).isEqualTo(rep.frames().get(i).toTree(null));
    }
  }

  /** A chunk larger than the core stream window (1 MiB) still streams: memory is one chunk. */
  @Test
  void streamingHandlesChunksLargerThanTheWindow() throws Exception {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(5, 2500, 5, 5, 0, false, ButterMap.ARENA, false, 33));
    byte[] file = ButterWriter.convert(src, ButterCompression.NONE, 2500);
    assertThat(file.length).isGreaterThan(1 << 20);
    int[] n = {0};
    ButterDecoder.create()
        .decode(
            new ByteArrayInputStream(file),
            new ButterVisitor() {
              @Override
              public void visitFrame(ButterFrame f) {
                n[0]++;
              }
            });
    assertThat(n[0]).isEqualTo(2500);
  }

  @Property(tries = 20)
  void writerIsDeterministicAndDecodedFramesRewriteIdentically(
      @ForAll long seed,
      @ForAll @IntRange(min = 1, max = 80) int frames,
      @ForAll("intervals") int interval,
      @ForAll boolean bones)
      throws Exception {
    EchoReplay src =
        SyntheticMatch.generate(
            new SyntheticMatch.Spec(seed, frames, 3, 3, 1, bones, ButterMap.ARENA, true, 33));
    byte[] a = ButterWriter.convert(src, ButterCompression.NONE, interval);
    byte[] b = ButterWriter.convert(src, ButterCompression.NONE, interval);
    assertThat(a).isEqualTo(b);
    // decoding then re-encoding the decoded frames is stable in the integer/bitfield content
    ButterReplay rep = ButterReplay.read(a);
    byte[] again =
        new ButterWriter(rep.header(), ButterCompression.NONE, interval).write(rep.frames());
    ButterReplay rep2 = ButterReplay.read(again);
    for (int i = 0; i < frames; i++) {
      ButterFrame x = rep.frames().get(i);
      ButterFrame y = rep2.frames().get(i);
      assertThat(y.timeMs).isEqualTo(x.timeMs);
      assertThat(y.teams[0].playerCount).isEqualTo(x.teams[0].playerCount);
      assertThat(y.players().size()).isEqualTo(x.players().size());
    }
  }
}
