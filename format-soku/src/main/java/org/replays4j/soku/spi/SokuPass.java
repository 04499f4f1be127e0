package org.replays4j.soku.spi;

import static org.replays4j.core.ReplayAnalysis.Product.GAME_STATS;
import static org.replays4j.core.ReplayAnalysis.Product.STATS;
import static org.replays4j.core.ReplayAnalysis.Product.SUMMARY;

import java.io.IOException;
import java.io.InputStream;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.ReplayAnalysis;
import org.replays4j.core.ReplaySummary;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.RepCodec;
import org.replays4j.soku.RepFile;
import org.replays4j.soku.SokuCapture;
import org.replays4j.soku.SokuDecoder;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.SpectatorAssembler;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.capture.CaptureReader;
import org.replays4j.soku.record.SokuPacket;
import org.replays4j.soku.stats.SokuStats;
import org.replays4j.soku.stats.SokuStatsVisitor;

/**
 * The one pass over a Soku file for a {@link DecodeRequest}. A {@code .rep} is read once and every
 * product comes from the {@link RepFile}. A capture is streamed once (memory bounded by a 64 KiB
 * chunk or one longer block, whatever its size) through a chain of only the consumers asked for:
 * the events, the capture tables' rows, the stats visitor and the summary's collector, with one
 * spectator assembler (the stats visitor's when the stats are asked for, else one fed by the
 * chain's head).
 */
final class SokuPass {
  private SokuPass() {}

  /** The salvaging decoder within {@code limits} (the {@code ReplayFormat} contract). */
  static SokuDecoder decoder(DecodeLimits limits) {
    return limits.equals(DecodeLimits.DEFAULT)
        ? SokuDecoder.salvaging()
        : SokuDecoder.builder().limits(limits).salvage(true).build();
  }

  static ReplayAnalysis decode(
      String format, ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    return CaptureReader.hasMagic(source.head())
        ? capture(format, source, limits, request)
        : rep(format, source, limits, request);
  }

  private static boolean needsStats(DecodeRequest request) {
    if (request.wants(STATS) || request.wants(GAME_STATS)) return true;
    for (TableBatchBuilder b : request.tableBuilders()) if (SokuTables.fromStats(b)) return true;
    return false;
  }

  private static ReplayAnalysis rep(
      String format, ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    RepFile rep = RepCodec.read(source.readAllBytes(limits), limits, true);
    ReplayEventSink sink = request.events();
    if (sink != null && sink.accept("RepFile", 0, rep) && rep.damage() != null) {
      sink.damage(rep.damage());
    }
    SokuStats stats = needsStats(request) ? SokuStats.of(rep) : null;
    for (TableBatchBuilder b : request.tableBuilders()) SokuTables.rep(b, rep, stats);
    ReplaySummary summary = request.wants(SUMMARY) ? SokuSummaries.of(format, rep) : null;
    return products(request, summary, stats, rep.damage());
  }

  private static ReplayAnalysis capture(
      String format, ReplaySource source, DecodeLimits limits, DecodeRequest request)
      throws IOException {
    List<TableBatchBuilder> statsRows = new ArrayList<>();
    List<TableBatchBuilder> captureRows = new ArrayList<>();
    for (TableBatchBuilder b : request.tableBuilders()) {
      (SokuTables.fromStats(b) ? statsRows : captureRows).add(b);
    }
    Listeners stops = new Listeners();
    // the summary and the stats need the whole capture: they listen to the end
    if (!request.products().isEmpty() || !statsRows.isEmpty()) stops.add(1);
    SokuVisitor chain = null;
    SokuCapture.Collector summary = null;
    if (request.wants(SUMMARY)) chain = summary = new SokuCapture.Collector(chain);
    SokuStatsVisitor stats = null;
    if (needsStats(request)) chain = stats = new SokuStatsVisitor(chain, limits);
    SokuTables.CaptureRows rows = null;
    if (!captureRows.isEmpty()) {
      chain = rows = new SokuTables.CaptureRows(captureRows, stops, chain);
      stops.add(captureRows.size());
    }
    SokuEvents events = null;
    if (request.events() != null) {
      chain = events = new SokuEvents(request.events(), stops, chain);
      stops.add(1);
    }
    // the stats visitor rebuilds the matches itself: a second assembler would only repeat its work
    SpectatorAssembler asm = stats == null ? new SpectatorAssembler(null, limits) : null;
    Watch watch = new Watch(asm, chain);
    ReplayFormatException fatal = null;
    try (InputStream in = source.openStream(limits)) {
      decoder(limits).decode(in, watch);
    } catch (ReplayFormatException e) {
      // an unreadable container header fails; a later container error keeps what was read
      if (!watch.started) throw e;
      fatal = e;
      watch.visitDamage(Damage.of(e));
    }
    // a capture whose header could not be read fails, whichever way the decoder reported it
    if (!watch.started && watch.damage != null) throw watch.damage.toException();
    List<SpectatedMatch> matches =
        asm != null
            ? asm.matches()
            : events != null || rows != null || summary != null ? stats.matches() : null;
    if (events != null) events.finish(matches);
    if (rows != null) rows.finish(matches);
    SokuStats st = stats == null ? null : stats.stats();
    for (TableBatchBuilder b : statsRows) {
      if (watch.damage != null) b.damage(watch.damage);
      SokuTables.playerStats(b, st);
    }
    ReplaySummary sum =
        summary == null ? null : SokuSummaries.of(format, summary.capture(matches, fatal));
    return products(request, sum, st, watch.damage);
  }

  private static ReplayAnalysis products(
      DecodeRequest request, ReplaySummary summary, SokuStats stats, Damage damage) {
    Map<String, Object> tree = null;
    if (request.wants(STATS)) {
      tree = new LinkedHashMap<>();
      tree.put("stats", stats.toTree());
      // a damaged file's stats cover the part before the damage, and say so
      if (damage != null) tree.put("damage", damage.toTree());
    }
    return new ReplayAnalysis(summary, tree, request.wants(GAME_STATS) ? stats : null);
  }

  /**
   * The head of a capture chain: whether the capture's header was read, and its damage. It feeds
   * the packets to {@code matches} (when not null) itself rather than having the assembler as one
   * more link of the chain: a link costs a call per event.
   */
  private static final class Watch extends SokuVisitor {
    private final SpectatorAssembler matches;
    boolean started;
    Damage damage;

    Watch(SpectatorAssembler matches, SokuVisitor next) {
      super(next);
      this.matches = matches;
    }

    @Override
    public void visitPacket(PacketMeta meta, SokuPacket packet) {
      if (matches != null) matches.visitPacket(meta, packet);
      super.visitPacket(meta, packet);
    }

    @Override
    public void visitCaptureStart(CaptureInfo info) {
      started = true;
      super.visitCaptureStart(info);
    }

    @Override
    public void visitDamage(Damage d) {
      if (damage == null) damage = d;
      super.visitDamage(d);
    }
  }
}
