package org.replays4j.soku.spi;

import org.replays4j.core.error.Damage;
import org.replays4j.core.error.ReplayFormatException;
import org.replays4j.core.event.Listeners;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.io.ByteSlice;
import org.replays4j.soku.Flow;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.record.SokuPacket;

/**
 * The capture's events in their generic form for a {@link ReplayEventSink}: flows, packets (typed
 * by {@link SokuPacket#typeName()}) and undecodable datagrams in file order, then the matches the
 * spectator assembler rebuilt, then the damage.
 */
public final class SokuEvents extends SokuVisitor {
  private final ReplayEventSink sink;
  private final Listeners stops;
  private Damage damage;
  private boolean stopped;

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

  SokuEvents(ReplayEventSink sink, Listeners stops, SokuVisitor next) {
    super(next);
    this.sink = sink;
    this.stops = stops;
  }

  /**
   * The capture events without the rebuilt matches, the damage passed on as it comes, as a visitor
   * ending a chain (for tests of the decoder's ways in).
   */
  public static SokuVisitor sinkVisitor(ReplayEventSink sink) {
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

  private void send(String type, Object event) {
    if (!stopped && !sink.accept(type, eventOffset(), event)) {
      stopped = true;
      stops.stopped();
    }
  }

  @Override
  public void visitDamage(Damage d) {
    damage = d; // reported after the matches, the last events
    super.visitDamage(d);
  }

  @Override
  public void visitFlow(Flow flow) {
    send("Flow", flow);
    super.visitFlow(flow);
  }

  @Override
  public void visitPacket(PacketMeta meta, SokuPacket packet) {
    send(packet.typeName(), new Packet(meta, packet));
    super.visitPacket(meta, packet);
  }

  @Override
  public void visitUndecodable(PacketMeta meta, ByteSlice payload, ReplayFormatException error) {
    send("Undecodable", new Undecodable(meta, payload, error.getMessage()));
    super.visitUndecodable(meta, payload, error);
  }

  /** After the decode: the rebuilt matches, then the damage, unless the sink stopped. */
  void finish(Iterable<SpectatedMatch> matches) {
    if (stopped) return;
    for (SpectatedMatch m : matches) {
      if (!sink.accept("SpectatedMatch", -1, m)) return;
    }
    if (damage != null) sink.damage(damage);
  }
}
