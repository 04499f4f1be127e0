package org.replays4j.soku;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.ByteArrayOutputStream;
import java.nio.file.Files;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.Map;
import java.util.zip.GZIPOutputStream;
import org.junit.jupiter.api.Test;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.Replays;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.stats.GameStats;
import org.replays4j.core.stats.ParticipantStats;
import org.replays4j.soku.capture.CaptureWriter;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.spi.SokuEvents;
import org.replays4j.soku.spi.SokuFormat;

class SokuFormatTest {
  final SokuFormat f = new SokuFormat();

  @Test
  void registeredAndProbing() throws Exception {
    assertThat(Replays.format("soku")).isPresent();
    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    assertThat(f.probe(Arrays.copyOf(cap, 4096), "x.pcapng")).isGreaterThanOrEqualTo(0.9);
    assertThat(f.probe(RepCodec.write(RepCodecTest.sample()), "x.rep")).isGreaterThanOrEqualTo(0.9);
    assertThat(f.probe(new byte[] {1, 2, 3}, "x")).isZero();
    assertThat(f.probe(new byte[100], "x.rep")).isZero();
  }

  @Test
  @SuppressWarnings("unchecked")
  void captureSummaryHasTheIssueFields() throws Exception {
    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    ReplaySummary s = f.summarize(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT);
    assertThat(s.details())
        .containsOnlyKeys(
            "kind",
            "captureSeconds",
            "udpPackets",
            "sokuPackets",
            "byType",
            "undecodable",
            "flows",
            "matches");
    assertThat(s.details()).containsEntry("kind", "capture").containsEntry("undecodable", 0L);
    assertThat((Map<String, Object>) s.details().get("byType"))
        .containsKeys("HELLO", "GAME_REPLAY", "GAME_INPUT");
    List<Map<String, Object>> ms = (List<Map<String, Object>>) s.details().get("matches");
    assertThat(ms)
        .singleElement()
        .satisfies(
            m -> {
              assertThat(m)
                  .containsOnlyKeys(
                      "matchId",
                      "hostCharacter",
                      "clientCharacter",
                      "stage",
                      "music",
                      "frames",
                      "slots",
                      "gaps",
                      "complete");
              assertThat(m)
                  .containsEntry("frames", 60)
                  .containsEntry("slots", 120)
                  .containsEntry("gaps", 0)
                  .containsEntry("complete", true);
            });
    assertThat(s.participants()).containsExactly("host", "client");
    assertThat(s.warnings()).isEmpty();
  }

  @Test
  void aCapturesSummaryAndSharedViewTellOneLengthAndTheSameTwoSides() throws Exception {
    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    ReplaySummary s = f.summarize(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT);
    GameStats g = f.gameStats(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT).orElseThrow();
    // the game played: one match of 60 frames; the capture spans its packets, 1 ms apart
    assertThat(s.durationSeconds()).isEqualTo(1.0).isEqualTo(g.durationSeconds());
    assertThat(s.details()).containsEntry("captureSeconds", 0.092);
    assertThat(s.participants()).containsExactly("host", "client");
    assertThat(g.participants()).extracting(ParticipantStats::slot).containsExactly(0, 1);
    assertThat(g.participants()).extracting(ParticipantStats::name).isEqualTo(s.participants());
  }

  @Test
  void aCaptureThatMissedTheHandshakeListsBothSidesByTheirCharacters() throws Exception {
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (CaptureWriter cw = new CaptureWriter(bo, CaptureWriter.Options.DEFAULT)) {
      for (SokuWriter.Datagram d : SokuWriter.session(1, 60)) {
        if (d.packet() instanceof InitSuccess) continue;
        cw.udp(d.timestampNanos(), d.source(), d.destination(), SokuPacketCodec.encode(d.packet()));
      }
    }
    byte[] cap = bo.toByteArray();
    ReplaySummary s = f.summarize(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT);
    GameStats g = f.gameStats(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(g.participants()).extracting(ParticipantStats::slot).containsExactly(0, 1);
    assertThat(g.participants()).extracting(ParticipantStats::name).containsOnlyNulls();
    assertThat(g.participants()).extracting(ParticipantStats::character).doesNotContainNull();
    assertThat(s.participants())
        .isEqualTo(g.participants().stream().map(ParticipantStats::character).toList());
    assertThat(s.durationSeconds()).isEqualTo(1.0).isEqualTo(g.durationSeconds());
  }

  @Test
  void aRepsSummaryAndSharedViewTellOneLengthAndTheSameTwoSides() throws Exception {
    byte[] rep = RepCodec.write(RepCodecTest.sample());
    ReplaySummary s = f.summarize(ReplaySource.of("m.rep", rep), DecodeLimits.DEFAULT);
    GameStats g = f.gameStats(ReplaySource.of("m.rep", rep), DecodeLimits.DEFAULT).orElseThrow();
    assertThat(s.durationSeconds()).isEqualTo(3 / 60.0).isEqualTo(g.durationSeconds());
    assertThat(g.participants()).extracting(ParticipantStats::slot).containsExactly(0, 1);
    assertThat(g.participants()).extracting(ParticipantStats::name).containsOnlyNulls();
    assertThat(g.participants())
        .extracting(ParticipantStats::character)
        .isEqualTo(s.participants())
        .containsExactly("REIMU", "SANAE");
  }

  @Test
  void repSummaryAndEvents() throws Exception {
    byte[] rep = RepCodec.write(RepCodecTest.sample());
    ReplaySummary s = f.summarize(ReplaySource.of("m.rep", rep), DecodeLimits.DEFAULT);
    assertThat(s.version()).isEqualTo("1.10");
    assertThat(s.details())
        .containsEntry("kind", "rep")
        .containsEntry("inputs", 6)
        .containsEntry("frames", 3);
    assertThat(s.participants()).containsExactly("REIMU", "SANAE");
    List<String> types = new ArrayList<>();
    f.events(ReplaySource.of("m.rep", rep), DecodeLimits.DEFAULT, (t, o, e) -> types.add(t));
    assertThat(types).containsExactly("RepFile");
  }

  @Test
  @SuppressWarnings("unchecked")
  void eventsShowInputWordsDecodedAndWhereEachPacketWasCaptured() throws Exception {
    byte[] rep = RepCodec.write(RepCodecTest.sample());
    List<Object> trees = new ArrayList<>();
    f.events(
        ReplaySource.of("m.rep", rep),
        DecodeLimits.DEFAULT,
        (t, o, e) -> trees.add(ValueTrees.toTree(e)));
    List<Object> inputs = (List<Object>) ((Map<String, Object>) trees.get(0)).get("inputs");
    assertThat(inputs).hasSize(6);
    assertThat(inputs.get(0))
        .isEqualTo(Map.of("frame", 0L, "side", "host", "word", 1, "buttons", List.of("UP")));
    assertThat(inputs.get(5))
        .isEqualTo(Map.of("frame", 2L, "side", "client", "word", 0x200, "buttons", List.of("BC")));

    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    List<PacketMeta> metas = new ArrayList<>();
    List<Long> offsets = new ArrayList<>();
    f.events(
        ReplaySource.of("s.pcapng", cap),
        DecodeLimits.DEFAULT,
        (t, o, e) -> {
          if (e instanceof SokuEvents.Packet p) {
            metas.add(p.meta());
            offsets.add(o);
          }
          return true;
        });
    List<Long> tableOffsets = new ArrayList<>();
    SokuDecoder.create()
        .decode(
            cap,
            new SokuVisitor() {
              @Override
              public void visitPacket(PacketMeta m, SokuPacket p) {
                tableOffsets.add(eventOffset());
              }
            });
    assertThat(metas).isNotEmpty();
    assertThat(metas.get(1).captureIndex()).isEqualTo(1);
    assertThat(metas.get(1).timestampNanos()).isGreaterThan(metas.get(0).timestampNanos());
    assertThat(offsets).isEqualTo(tableOffsets);
  }

  @Test
  void captureEventsCanStopEarly() throws Exception {
    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    List<String> types = new ArrayList<>();
    f.events(
        ReplaySource.of("s.pcapng", cap),
        DecodeLimits.DEFAULT,
        (t, o, e) -> types.add(t) && types.size() < 5);
    assertThat(types).hasSize(5).startsWith("Flow", "HELLO");
    List<String> all = new ArrayList<>();
    f.events(ReplaySource.of("s.pcapng", cap), DecodeLimits.DEFAULT, (t, o, e) -> all.add(t));
    assertThat(all).endsWith("SpectatedMatch");
  }

  @Test
  void gzippedCapturesAreReadThroughTheSource() throws Exception {
    byte[] cap = SokuWriter.capture(1, 60, CaptureWriter.Options.DEFAULT);
    ByteArrayOutputStream bo = new ByteArrayOutputStream();
    try (GZIPOutputStream gz = new GZIPOutputStream(bo)) {
      gz.write(cap);
    }
    ReplaySummary s =
        f.summarize(ReplaySource.of("s.pcapng.gz", bo.toByteArray()), DecodeLimits.DEFAULT);
    assertThat(s.details()).containsEntry("sokuPackets", (long) SokuWriter.session(1, 60).size());
  }

  @Test
  void corpusWanSummary() throws Exception {
    byte[] b = Files.readAllBytes(Shared.corpus(SokuCorpusTest.WAN));
    ReplayFormat rf = Replays.detect(ReplaySource.of("wan.pcapng", b)).orElseThrow().format();
    assertThat(rf.id()).isEqualTo("soku");
    ReplaySummary s = rf.summarize(ReplaySource.of("wan.pcapng", b), DecodeLimits.DEFAULT);
    assertThat(s.details()).containsEntry("udpPackets", 15283L);
    assertThat(s.warnings()).anySatisfy(w -> assertThat(w).contains("undecodable"));
  }
}
