package org.replays4j.soku.stats;

import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.core.error.Damage;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.soku.Flow;
import org.replays4j.soku.PacketMeta;
import org.replays4j.soku.SokuVisitor;
import org.replays4j.soku.SpectatedMatch;
import org.replays4j.soku.SpectatorAssembler;
import org.replays4j.soku.record.InitRequest;
import org.replays4j.soku.record.InitSuccess;
import org.replays4j.soku.record.SokuPacket;

/**
 * Computes a capture's {@link SokuStats} while it is decoded, forwarding every event to {@code
 * next}. {@link #stats()} can be called at any point and describes what was read so far (a match
 * still running has the frames received up to then). Matches are rebuilt as {@link
 * SpectatorAssembler} does, within {@code limits}. One decode; not thread-safe.
 */
public class SokuStatsVisitor extends SokuVisitor {
  private final SpectatorAssembler matches;
  private final List<Flow> flows = new ArrayList<>();
  private final Map<Integer, String> roles = new HashMap<>();
  private String hostProfile;
  private String clientProfile;
  private boolean complete;
  private boolean damaged;

  /** A visitor ending the chain, with default limits. */
  public SokuStatsVisitor() {
    this(null, DecodeLimits.DEFAULT);
  }

  /** A visitor forwarding to {@code next} (may be {@code null}). */
  public SokuStatsVisitor(SokuVisitor next, DecodeLimits limits) {
    super(next);
    this.matches = new SpectatorAssembler(null, limits);
  }

  @Override
  public void visitFlow(Flow flow) {
    flows.add(flow);
    super.visitFlow(flow);
  }

  @Override
  public void visitPacket(PacketMeta meta, SokuPacket packet) {
    matches.visitPacket(meta, packet);
    if (packet instanceof InitRequest r) {
      roles.putIfAbsent(meta.flowId(), r.isSpectate() ? Connection.SPECTATE : Connection.PLAY);
    } else if (packet instanceof InitSuccess s) {
      roles.putIfAbsent(meta.flowId(), s.toSpectator() ? Connection.SPECTATE : Connection.PLAY);
      if (hostProfile == null && s.hasProfiles()) {
        hostProfile = s.hostProfile();
        clientProfile = s.clientProfile();
      }
    }
    super.visitPacket(meta, packet);
  }

  @Override
  public void visitDamage(Damage damage) {
    damaged = true;
    super.visitDamage(damage);
  }

  @Override
  public void visitEnd() {
    complete = true;
    super.visitEnd();
  }

  /**
   * The matches rebuilt so far, as a {@link SpectatorAssembler} placed here in the chain rebuilds
   * them: a chain that has this visitor needs no assembler of its own.
   */
  public List<SpectatedMatch> matches() {
    return matches.matches();
  }

  /** The statistics of what was read so far. */
  public SokuStats stats() {
    List<MatchStats> ms = new ArrayList<>();
    for (SpectatedMatch m : matches.matches()) ms.add(MatchStats.of(m));
    List<Connection> cs = new ArrayList<>();
    for (Flow f : flows) {
      cs.add(new Connection(f.id(), f.a().toString(), f.b().toString(), roles.get(f.id())));
    }
    return new SokuStats("capture", ms, cs, hostProfile, clientProfile, complete, damaged);
  }
}
