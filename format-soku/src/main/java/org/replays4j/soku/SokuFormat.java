package org.replays4j.soku;

import java.io.IOException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplayFormat;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.record.SokuPacket;

/**
 * {@link ReplayFormat} for Soku netplay captures (pcap / pcapng) and the game's {@code .rep} files.
 *
 * <p>Tables ({@link #formatTables()}): {@code captures}, {@code packets}, {@code inputs}.
 */
public final class SokuFormat extends ReplayFormat {
  /** Public no-argument constructor for {@link java.util.ServiceLoader}. */
  public SokuFormat() {
    super(
        "soku",
        "Touhou 12.3 Hisoutensoku netplay capture / .rep replay",
        "netplay protocol of 1.10a (vanilla, Sokuroll; Giuroll/Soku2/APM/DesyncDetector packets typed-raw) "
            + "in pcap/pcapng captures; .rep 1.10 (0xD2), 1.00-1.03 assumed same layout",
        SokuTables.TABLES,
        List.of(new CaptureToRep()),
        "pcapng",
        "pcap",
        "rep");
  }

  @Override
  public double probe(byte[] head, String fileName) {
    try {
      if (CaptureReader.hasMagic(head)) {
        long[] soku = {0};
        try {
          SokuDecoder.create()
              .decode(
                  head,
                  new SokuVisitor() {
                    @Override
                    public void visitPacket(PacketMeta m, SokuPacket p) {
                      soku[0]++;
                      throw StopDecoding.INSTANCE; // one is enough
                    }
                  });
        } catch (IOException | RuntimeException e) {
          // the head is cut mid-record: what was seen counts
        }
        return soku[0] > 0 ? 0.95 : 0.6;
      }
      if (RepCodec.looksLikeRep(head)) {
        return fileName != null && fileName.toLowerCase(java.util.Locale.ROOT).endsWith(".rep")
            ? 0.9
            : 0.75;
      }
    } catch (RuntimeException e) {
      return 0;
    }
    return 0;
  }

  /**
   * The one pass of the SPI: events and table rows when asked, then the summary, stats tree and
   * shared view asked for.
   */
  @Override
  protected ReplayAnalysis decode(ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    if (request.events() != null) streamEvents(source, limits, request.events());
    org.replays4j.core.stats.GameStats shared = null;
    if (!request.tableBuilders().isEmpty()) {
      shared =
          formatTables()
              .readAll(
                  request.tableBuilders(),
                  source,
                  limits,
                  request.wants(ReplayAnalysis.Product.GAME_STATS));
    }
    java.util.Set<ReplayAnalysis.Product> rest =
        java.util.EnumSet.noneOf(ReplayAnalysis.Product.class);
    rest.addAll(request.products());
    if (shared != null) rest.remove(ReplayAnalysis.Product.GAME_STATS);
    if (rest.isEmpty()) return new ReplayAnalysis(null, null, shared);
    ReplayAnalysis a = analysis(source, limits, rest);
    return shared == null ? a : new ReplayAnalysis(a.summary(), a.stats(), shared);
  }

  private ReplaySummary summaryOnly(ReplaySource source, DecodeLimits limits) throws IOException {
    if (CaptureReader.hasMagic(source.head())) {
      SokuCapture c;
      // captures are streamed: memory stays bounded by one block whatever the capture's size
      try (java.io.InputStream in = source.openStream(limits)) {
        c = SokuCapture.read(in, decoder(limits));
      }
      // a capture whose header could not be read fails; damage after it makes the summary partial
      if (c.info() == null && c.fatalError() != null) throw c.fatalError();
      List<String> warnings = new ArrayList<>();
      if (c.stats().undecodable() > 0) {
        warnings.add(
            c.stats().undecodable()
                + " undecodable packet(s) in Soku flows; first: "
                + c.firstUndecodable().getMessage());
      }
      if (c.stats().captureErrors() > 0)
        warnings.add(c.stats().captureErrors() + " capture record error(s)");
      String version =
          c.info() == null ? null : c.info().format().name().toLowerCase(java.util.Locale.ROOT);
      return new ReplaySummary(
          id(),
          version,
          c.durationSeconds(),
          c.profiles(),
          c.byType(),
          warnings,
          c.summaryTree(),
          c.damage());
    }
    return summary(readRep(source, limits));
  }

  /**
   * The summary, the stats tree and the shared view: of a {@code .rep} from one read of the file;
   * of a capture the two stats views from one decode and the summary from the capture reader (a
   * read of its own, as {@link #summarize} does).
   */
  private ReplayAnalysis analysis(
      ReplaySource source, DecodeLimits limits, java.util.Set<ReplayAnalysis.Product> products)
      throws IOException {
    if (products.equals(java.util.Set.of(ReplayAnalysis.Product.SUMMARY))) {
      return new ReplayAnalysis(summaryOnly(source, limits), null, null);
    }
    ReplaySummary summary = null;
    org.replays4j.soku.stats.SokuStats stats;
    org.replays4j.core.error.Damage[] damage = {null};
    boolean wantsSummary = products.contains(ReplayAnalysis.Product.SUMMARY);
    if (CaptureReader.hasMagic(source.head())) {
      if (wantsSummary) summary = summaryOnly(source, limits);
      stats = computeStats(source, limits, d -> damage[0] = d);
    } else {
      RepFile r = readRep(source, limits);
      if (wantsSummary) summary = summary(r);
      stats = org.replays4j.soku.stats.SokuStats.of(r);
      damage[0] = r.damage();
    }
    Map<String, Object> tree = null;
    if (products.contains(ReplayAnalysis.Product.STATS)) {
      tree = new LinkedHashMap<>();
      tree.put("stats", stats.toTree());
      // as stats does: a damaged file's tree ends with its damage
      if (damage[0] != null) tree.put("damage", damage[0].toTree());
    }
    return new ReplayAnalysis(
        summary, tree, products.contains(ReplayAnalysis.Product.GAME_STATS) ? stats : null);
  }

  /** The summary of a {@code .rep} file. */
  private ReplaySummary summary(RepFile r) {
    Map<String, Long> counts = new LinkedHashMap<>();
    counts.put("inputs", (long) r.inputs().size());
    counts.put("frames", (long) r.frames());
    List<String> warnings = new ArrayList<>();
    if (r.trailing().length() > 0)
      warnings.add(r.trailing().length() + " byte(s) after the first match not interpreted");
    return new ReplaySummary(
        id(),
        SokuVersion.repVersionName(r.version()),
        r.frames() / 60.0,
        r.characterNames(),
        counts,
        warnings,
        repTree(r),
        r.damage());
  }

  /**
   * The SPI's decoder: {@code limits}, salvage mode (the {@link org.replays4j.core.ReplayFormat}
   * contract).
   */
  static SokuDecoder decoder(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SokuDecoder.salvaging()
        : SokuDecoder.builder().limits(limits).salvage(true).build();
  }

  /**
   * {@code stats}: the file's {@link org.replays4j.soku.stats.SokuStats} as a value tree (keys in
   * {@code docs/stats.md}): per match characters, decks, stage, music, seed, length and both
   * players' input use; per capture the connections and profile names.
   */
  static org.replays4j.soku.stats.SokuStats computeStats(ReplaySource source, DecodeLimits limits)
      throws IOException {
    return computeStats(source, limits, d -> {});
  }

  /**
   * {@link #computeStats(ReplaySource, DecodeLimits)}, handing the damage of a damaged capture to
   * {@code onDamage} (the stats table reports it to its sink).
   */
  static org.replays4j.soku.stats.SokuStats computeStats(
      ReplaySource source,
      DecodeLimits limits,
      java.util.function.Consumer<org.replays4j.core.error.Damage> onDamage)
      throws IOException {
    if (CaptureReader.hasMagic(source.head())) {
      boolean[] started = {false};
      org.replays4j.soku.stats.SokuStatsVisitor v =
          new org.replays4j.soku.stats.SokuStatsVisitor(null, limits) {
            @Override
            public void visitCaptureStart(org.replays4j.soku.capture.CaptureInfo info) {
              started[0] = true;
              super.visitCaptureStart(info);
            }

            @Override
            public void visitDamage(org.replays4j.core.error.Damage d) {
              onDamage.accept(d);
              super.visitDamage(d);
            }
          };
      try (java.io.InputStream in = source.openStream(limits)) {
        decoder(limits).decode(in, v);
      } catch (org.replays4j.core.error.ReplayFormatException e) {
        // an unreadable container header fails; a later container error keeps what was read
        if (!started[0]) throw e;
      }
      return v.stats();
    }
    RepFile rep = readRep(source, limits);
    if (rep.damage() != null) onDamage.accept(rep.damage());
    return org.replays4j.soku.stats.SokuStats.of(rep);
  }

  /** A {@code .rep} read whole in salvage mode (the SPI's contract). */
  static RepFile readRep(ReplaySource source, DecodeLimits limits) throws IOException {
    return RepCodec.read(source.readAllBytes(limits), limits, true);
  }

  /** The CLI summary tree of a .rep file. */
  static Map<String, Object> repTree(RepFile r) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("kind", "rep");
    m.put("version", r.version());
    m.put("mode", r.mode());
    m.put("matchCount", r.matchCount());
    m.put("player1", player(r.player1()));
    m.put("player2", player(r.player2()));
    m.put("stage", Stage.nameOf(r.stage()));
    m.put("music", r.music());
    m.put("randomSeed", r.randomSeed());
    m.put("inputs", r.inputs().size());
    m.put("frames", r.frames());
    return m;
  }

  private static Map<String, Object> player(RepPlayer p) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("character", SokuCharacter.nameOf(p.character()));
    m.put("palette", p.palette());
    m.put("deck", p.deck());
    m.put("disabledSimultaneousButtons", p.disabledSimultaneousButtons());
    return m;
  }

  /**
   * The event types of {@link #events}: {@code RepFile} for a {@code .rep}; for captures {@code
   * Flow}, the packet types ({@link PacketType} and {@link GameType} names, each a {@link Packet}),
   * {@code Undecodable} and {@code SpectatedMatch}. Input words ({@link InputWords} of a {@code
   * RepFile} or {@code SpectatedMatch}) show as one entry per word: frame, side, the raw word and
   * its {@link BattleButton} names.
   */
  @Override
  public List<String> eventTypes() {
    java.util.Set<String> t = new java.util.LinkedHashSet<>(List.of("RepFile", "Flow"));
    for (PacketType p : PacketType.values()) t.add(p.name());
    for (GameType g : GameType.values()) t.add(g.name());
    t.add("Undecodable");
    t.add("SpectatedMatch");
    return List.copyOf(t);
  }

  private static void streamEvents(ReplaySource source, DecodeLimits limits, ReplayEventSink sink)
      throws IOException {
    if (!CaptureReader.hasMagic(source.head())) {
      RepFile rep = readRep(source, limits);
      if (sink.accept("RepFile", 0, rep) && rep.damage() != null) sink.damage(rep.damage());
      return;
    }
    boolean[] stopped = {false};
    Damage[] damage = {null};
    SokuVisitor forward =
        new SokuVisitor() {
          @Override
          public void visitDamage(Damage d) {
            damage[0] = d; // reported after the matches, the last events
          }

          private void send(String type, Object event) {
            if (!sink.accept(type, eventOffset(), event)) {
              stopped[0] = true;
              throw StopDecoding.INSTANCE;
            }
          }

          @Override
          public void visitFlow(Flow flow) {
            send("Flow", flow);
          }

          @Override
          public void visitPacket(PacketMeta meta, SokuPacket packet) {
            send(packet.typeName(), new Packet(meta, packet));
          }

          @Override
          public void visitUndecodable(
              PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
            send("Undecodable", new Undecodable(meta, payload, error.getMessage()));
          }
        };
    SpectatorAssembler asm = new SpectatorAssembler(forward, limits);
    decoder(limits).decode(source, asm);
    if (stopped[0]) return;
    for (SpectatedMatch m : asm.matches()) {
      if (!sink.accept("SpectatedMatch", -1, m)) return;
    }
    if (damage[0] != null) sink.damage(damage[0]);
  }

  /**
   * The capture events of {@link #events} without the reassembled matches, damage included, as a
   * visitor (for tests of the decoder's ways in).
   */
  static SokuVisitor sinkVisitor(ReplayEventSink sink) {
    return new SokuVisitor() {
      @Override
      public void visitDamage(Damage d) {
        sink.damage(d);
      }

      @Override
      public void visitFlow(Flow flow) {
        sink.acceptOrStop("Flow", eventOffset(), flow);
      }

      @Override
      public void visitPacket(PacketMeta meta, SokuPacket packet) {
        sink.acceptOrStop(packet.typeName(), eventOffset(), new Packet(meta, packet));
      }

      @Override
      public void visitUndecodable(
          PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
        sink.acceptOrStop(
            "Undecodable", eventOffset(), new Undecodable(meta, payload, error.getMessage()));
      }
    };
  }

  /**
   * A decoded packet with where and when it was captured (generic event form, typed by {@link
   * SokuPacket#typeName()}; the capture index, record offset and timestamp of the {@code packets}
   * table are in the events too).
   *
   * @param meta where and when
   * @param packet the packet
   */
  public record Packet(PacketMeta meta, SokuPacket packet) {}

  /**
   * A datagram of a Soku flow that did not decode (generic event form).
   *
   * @param meta where it was
   * @param payload its bytes
   * @param error what was wrong
   */
  public record Undecodable(PacketMeta meta, ByteSlice payload, String error) {}
}
