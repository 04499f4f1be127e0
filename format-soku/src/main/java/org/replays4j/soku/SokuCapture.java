package org.replays4j.soku;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.Collections;
import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.ValueTrees;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.core.io.ReplaySource;
import org.replays4j.soku.capture.CaptureInfo;
import org.replays4j.soku.record.GameMatch;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.SokuCharacter;
import org.replays4j.soku.record.SokuPacket;

/**
 * Collected view of a capture: packet counts by type name, flows, problems and the rebuilt
 * spectated matches. Packets themselves are not kept (use a {@link SokuVisitor} for those). Build
 * with {@link #read(Path)}, {@link #read(byte[])} or {@link #read(InputStream)}, each also with a
 * {@link SokuDecoder} (its limits bound the reassembly too). The methods without a decoder read in
 * salvage mode ({@link SokuDecoder#salvaging()}). A container error after partial data (a capture
 * cut while it was written) is kept instead of being thrown: {@link #damage()} says where the
 * capture stopped ({@link #partial()}), {@link #fatalError()} gives it as an exception; whatever
 * the decoder's mode, the model holds every complete record before it.
 */
public final class SokuCapture {
  /** Problems kept (the counts include all of them). */
  public static final int MAX_KEPT_ERRORS = 1000;

  private CaptureInfo info;
  private CaptureStats stats;
  private final Map<String, Long> byType = new TreeMap<>();
  private final List<Flow> flows = new ArrayList<>();
  private final List<ReplayFormatException> problems = new ArrayList<>();
  private List<SpectatedMatch> matches = List.of();
  private ReplayFormatException fatal;
  private Damage damage;
  private ReplayFormatException firstUndecodable;
  private final List<String> profiles = new ArrayList<>();
  private long firstTs = Long.MAX_VALUE;
  private long lastTs = Long.MIN_VALUE;

  private SokuCapture() {}

  /**
   * Decodes and collects a capture file, streamed (read in 64 KiB chunks, a longer block whole),
   * with default limits.
   */
  public static SokuCapture read(Path capture) throws IOException {
    return read(capture, SokuDecoder.salvaging());
  }

  /**
   * Decodes and collects a capture file, streamed (read in 64 KiB chunks, a longer block whole),
   * with {@code decoder}; a compressed file is unwrapped within its limits ({@link
   * ReplaySource#openStream}).
   */
  public static SokuCapture read(Path capture, SokuDecoder decoder) throws IOException {
    return collect(decoder, visitor -> decoder.decode(ReplaySource.of(capture), visitor));
  }

  /** Decodes and collects a capture held in memory, with default limits. */
  public static SokuCapture read(byte[] capture) throws IOException {
    return read(capture, SokuDecoder.salvaging());
  }

  /** Decodes and collects a capture held in memory with {@code decoder}. */
  public static SokuCapture read(byte[] capture, SokuDecoder decoder) throws IOException {
    return collect(decoder, visitor -> decoder.decode(capture, visitor));
  }

  /** Decodes and collects a capture from a stream (not closed), with default limits. */
  public static SokuCapture read(InputStream capture) throws IOException {
    return read(capture, SokuDecoder.salvaging());
  }

  /** Decodes and collects a capture from a stream (not closed) with {@code decoder}. */
  public static SokuCapture read(InputStream capture, SokuDecoder decoder) throws IOException {
    return collect(decoder, visitor -> decoder.decode(capture, visitor));
  }

  /** Decodes one capture (array or stream) into a decoder call. */
  @FunctionalInterface
  private interface Decode {
    void run(SokuVisitor visitor) throws IOException;
  }

  private static SokuCapture collect(SokuDecoder decoder, Decode decode) throws IOException {
    Collector c = new Collector(null);
    SpectatorAssembler asm = new SpectatorAssembler(c, decoder.limits());
    ReplayFormatException fatal = null;
    try {
      decode.run(asm);
    } catch (ReplayFormatException e) {
      // a strict decoder throws what a salvaging one reports: the model keeps it the same way
      fatal = e;
    }
    return c.capture(asm.matches(), fatal);
  }

  /**
   * Collects a capture from a decode under way, forwarding every event to {@code next}: put it in
   * the chain behind a {@link SpectatorAssembler} and call {@link #capture} when the decode ends.
   */
  public static final class Collector extends SokuVisitor {
    private final SokuCapture c = new SokuCapture();

    /** A collector forwarding to {@code next} (may be null). */
    public Collector(SokuVisitor next) {
      super(next);
    }

    /**
     * The collected capture.
     *
     * @param matches the matches the assembler in front of this collector rebuilt
     * @param fatal what the decode threw, or null
     */
    public SokuCapture capture(List<SpectatedMatch> matches, ReplayFormatException fatal) {
      if (fatal != null) {
        c.fatal = fatal;
        c.damage = Damage.of(fatal);
      }
      if (c.fatal == null && c.damage != null) c.fatal = c.damage.toException();
      c.matches = matches;
      return c;
    }

    @Override
    public void visitCaptureStart(CaptureInfo i) {
      c.info = i;
      super.visitCaptureStart(i);
    }

    @Override
    public void visitFlow(Flow flow) {
      c.flows.add(flow);
      super.visitFlow(flow);
    }

    @Override
    public void visitPacket(PacketMeta meta, SokuPacket packet) {
      c.byType.merge(packet.typeName(), 1L, Long::sum);
      if (meta.timestampNanos() != Long.MIN_VALUE) {
        c.firstTs = Math.min(c.firstTs, meta.timestampNanos());
        c.lastTs = Math.max(c.lastTs, meta.timestampNanos());
      }
      if (c.profiles.isEmpty() && packet instanceof InitSuccess s && s.hasProfiles()) {
        c.profiles.add(s.hostProfile());
        c.profiles.add(s.clientProfile());
      }
      super.visitPacket(meta, packet);
    }

    @Override
    public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
      if (c.firstUndecodable == null) c.firstUndecodable = error;
      c.keep(error);
      super.visitUndecodable(meta, payload, error);
    }

    @Override
    public void visitCaptureError(ReplayFormatException error) {
      c.keep(error);
      super.visitCaptureError(error);
    }

    @Override
    public void visitStats(CaptureStats s) {
      c.stats = s;
      super.visitStats(s);
    }

    @Override
    public void visitDamage(Damage d) {
      c.damage = d;
      super.visitDamage(d);
    }
  }

  private void keep(ReplayFormatException e) {
    if (problems.size() < MAX_KEPT_ERRORS) problems.add(e);
  }

  /** Container info, or {@code null} when the header was unreadable. */
  public CaptureInfo info() {
    return info;
  }

  /** Totals. */
  public CaptureStats stats() {
    return stats;
  }

  /** Soku packets by type name (game packets by their sub-type name), sorted by name. */
  public Map<String, Long> byType() {
    return Collections.unmodifiableMap(byType);
  }

  /** Recognised Soku flows. */
  public List<Flow> flows() {
    return Collections.unmodifiableList(flows);
  }

  /** The first {@link #MAX_KEPT_ERRORS} undecodable-packet and record errors. */
  public List<ReplayFormatException> problems() {
    return Collections.unmodifiableList(problems);
  }

  /**
   * Why the first undecodable datagram of a Soku flow did not decode, or {@code null} when all did.
   */
  public ReplayFormatException firstUndecodable() {
    return firstUndecodable;
  }

  /** Rebuilt spectated matches. */
  public List<SpectatedMatch> matches() {
    return matches;
  }

  /**
   * Host and client profile names from the first INIT_SUCCESS that carries them (empty when none).
   */
  public List<String> profiles() {
    return Collections.unmodifiableList(profiles);
  }

  /**
   * The length of the game played: the matches' frames at 60 per second ({@link
   * MatchClock#seconds(long[])} of each match's {@link SpectatedMatch#lengthFrames()}), or {@code
   * null} without a match. The capture itself usually lasts longer: {@link #captureSeconds()}.
   */
  public Double durationSeconds() {
    long[] frames = new long[matches.size()];
    for (int i = 0; i < frames.length; i++) frames[i] = matches.get(i).lengthFrames();
    return MatchClock.seconds(frames);
  }

  /**
   * The capture's wall-clock span: seconds between the first and the last Soku packet (menus,
   * character select and the time between matches included), or {@code null} without timestamps.
   */
  public Double captureSeconds() {
    return firstTs <= lastTs ? (lastTs - firstTs) / 1e9 : null;
  }

  /** The error that stopped reading early, or {@code null}: {@link #damage()} as an exception. */
  public ReplayFormatException fatalError() {
    return fatal;
  }

  /**
   * Where the capture stopped being readable (every complete record before it was read), or {@code
   * null} when it was read to its end.
   */
  public Damage damage() {
    return damage;
  }

  /** True when the capture is damaged and this view holds only the part before the damage. */
  public boolean partial() {
    return damage != null;
  }

  /**
   * The summary tree the CLI prints: {@link SummaryTree}, the packet counts from {@link #stats()},
   * with each spectated match as a {@link MatchSummary}.
   */
  public Map<String, Object> summaryTree() {
    List<MatchSummary> ms = new ArrayList<>(matches.size());
    for (SpectatedMatch x : matches) ms.add(MatchSummary.of(x));
    @SuppressWarnings("unchecked")
    Map<String, Object> tree =
        (Map<String, Object>)
            ValueTrees.toTree(
                new SummaryTree(
                    "capture",
                    captureSeconds(),
                    stats.udpPackets(),
                    stats.sokuPackets(),
                    byType,
                    stats.undecodable(),
                    stats.flows(),
                    ms));
    return tree;
  }

  /**
   * The summary tree of a capture ({@code kind} is {@code "capture"}), with its wall-clock span
   * ({@link #captureSeconds()}).
   */
  record SummaryTree(
      String kind,
      Double captureSeconds,
      long udpPackets,
      long sokuPackets,
      Map<String, Long> byType,
      long undecodable,
      int flows,
      List<MatchSummary> matches) {}

  /**
   * A spectated match in the summary tree: the characters' and stage's names and the music (each
   * null when the capture lacks the match's GAME_MATCH), then its frames, input slots, gaps and
   * whether it is complete.
   */
  record MatchSummary(
      int matchId,
      String hostCharacter,
      String clientCharacter,
      String stage,
      Integer music,
      int frames,
      int slots,
      int gaps,
      boolean complete) {
    static MatchSummary of(SpectatedMatch x) {
      GameMatch g = x.match();
      return new MatchSummary(
          x.matchId(),
          g == null ? null : SokuCharacter.nameOf(g.host().character()),
          g == null ? null : SokuCharacter.nameOf(g.client().character()),
          g == null ? null : Stage.nameOf(g.stage()),
          g == null ? null : g.music(),
          x.frames(),
          x.slots(),
          x.gaps(),
          x.complete());
    }
  }
}
