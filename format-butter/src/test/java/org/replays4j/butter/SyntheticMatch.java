package org.replays4j.butter;

import java.util.ArrayList;
import java.util.List;
import java.util.SplittableRandom;
import org.replays4j.butter.record.ButterCompression;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.butter.record.ButterPlayerInfo;

/**
 * Deterministic synthetic matches in the frame model, for samples, property tests and benchmarks:
 * players joining and leaving, goals, a pause with restart requests, constant-velocity stretches
 * (which exercise the "same delta again" inclusion rule), optional bones whose player count follows
 * the roster, and the blocks each map kind carries.
 */
public final class SyntheticMatch {
  private SyntheticMatch() {}

  /** Parameters of a generated match. */
  public record Spec(
      long seed,
      int frames,
      int blue,
      int orange,
      int spectators,
      boolean bones,
      ButterMap map,
      boolean privateMatch,
      int frameMillis) {
    /** Validates. */
    public Spec {
      if (frames < 0
          || blue < 0
          || orange < 0
          || spectators < 0
          || blue + orange + spectators + 2 > 255) {
        throw new IllegalArgumentException("bad spec");
      }
    }
  }

  private static final String[] NAMES = {
    "Orangejuice",
    "speedy_v",
    "Loveridge-",
    "Marrow",
    "kaos_theory",
    "Sunny_Side",
    "Pixel_Pilot",
    "NullPointer",
    "cobalt-vex",
    "HexHammer",
    "Palidore",
    "Cruisen",
    "WhiteDragon7",
    "Hazzzah",
    "NtsFranz"
  };

  /** Generates the match described by {@code spec}. */
  public static EchoReplay generate(Spec spec) {
    SplittableRandom rnd = new SplittableRandom(spec.seed());
    int roster = spec.blue() + spec.orange() + spec.spectators();
    int pool = roster + 2;
    List<ButterPlayerInfo> infos = new ArrayList<>();
    for (int i = 0; i < pool; i++) {
      String name = NAMES[i % NAMES.length] + (i >= NAMES.length ? "_" + i : "");
      infos.add(
          new ButterPlayerInfo(
              i + 1,
              name,
              1_000_000_000_000_000L + rnd.nextLong(1L << 40),
              rnd.nextInt(100),
              1 + rnd.nextInt(50)));
    }
    // team of each pool member over time: the last orange player leaves at 40 %, two newcomers
    // join blue at 60 % and the spectators at 25 %
    int n = spec.frames();
    boolean arena = spec.map().isArena();
    boolean combat = spec.map().isCombat();
    List<ButterFrame> frames = new ArrayList<>(n);
    long t0 = 1_658_000_000_000L + rnd.nextInt(1_000_000);
    long time = t0;
    float clock = 300f;
    int blueScore = 0;
    int orangeScore = 0;
    float[][] phase = new float[pool][3];
    for (float[] ph : phase) for (int k = 0; k < 3; k++) ph[k] = (float) rnd.nextDouble(0, 6.28);
    int[] stuns = new int[pool];
    float[] poss = new float[pool];
    int[] points = new int[pool];
    for (int i = 0; i < n; i++) {
      ButterFrame f = new ButterFrame();
      f.index = i;
      f.timeMs = time;
      double u = n <= 1 ? 0 : i / (double) (n - 1);
      boolean paused = u >= 0.5 && u < 0.55;
      f.gameClock = clock;
      f.gameStatus = paused ? 4 : u < 0.05 ? 2 : u > 0.95 ? 7 : 4;
      if (u >= 0.3 && i > 0 && frames.get(i - 1).bluePoints == blueScore && blueScore == 0)
        blueScore = 2;
      if (u >= 0.7 && orangeScore == 0) orangeScore = 3;
      if (arena || combat) {
        f.bluePoints = blueScore;
        f.orangePoints = orangeScore;
      }
      f.inputs = (i / 17) % 16;
      f.restartRequests = u > 0.45 && u < 0.5 ? 1 : 0;
      f.pausedState = paused ? 1 : 0;
      f.pausedRequestedTeam = paused ? 1 : 3;
      f.unpausedTeam = 3;
      f.pausedTimer = paused ? (float) ((u - 0.5) * n * spec.frameMillis() / 1000.0) : 0f;
      f.unpausedTimer = 0f;
      if (arena) {
        f.hasLastScore = true;
        f.lastScoreTeam = orangeScore > 0 ? 1 : 0;
        f.lastScorePoints = orangeScore > 0 ? 3 : 2;
        f.lastScoreGoalType = orangeScore > 0 ? 4 : blueScore > 0 ? 2 : 0;
        f.lastScoreScorer = blueScore > 0 ? 1 : 0;
        f.lastScoreAssister = blueScore > 0 ? 2 : 0;
        f.lastScoreDiscSpeed = blueScore > 0 ? 9.3f : 0f;
        f.lastScoreDistanceThrown = blueScore > 0 ? 4.5f : 0f;
      }
      for (int k = 0; k < 13; k++) f.lastThrow[k] = (float) ((i / 40) * 0.37 + k);
      f.vrPosition[0] = (float) Math.sin(i * 0.05);
      f.vrPosition[1] = 1.5f;
      f.vrPosition[2] = (float) Math.cos(i * 0.05);
      Quaternions.lookRotation(Math.sin(i * 0.02), 0, Math.cos(i * 0.02), 0, 1, 0, f.vrRotation, 0);
      if (arena) {
        // constant velocity for the first third, then a curve
        double s = Math.min(u, 0.33) * 30 + Math.max(0, u - 0.33) * 10 * Math.sin(i * 0.1);
        f.discPosition[0] = (float) (s - 5);
        f.discPosition[1] = (float) (0.5 + Math.max(0, u - 0.33));
        f.discPosition[2] = (float) (s * 0.5);
        f.discVelocity[0] = u < 0.33 ? 3f : (float) Math.cos(i * 0.1);
        f.discVelocity[1] = 0;
        f.discVelocity[2] = u < 0.33 ? 1.5f : 0.5f;
        Quaternions.lookRotation(0, 1, 0.2 * Math.sin(i * 0.03), 0, 0, 1, f.discRotation, 0);
      }
      if (combat) {
        f.contested = (i / 50) % 2;
        f.payloadCheckpoint = (int) (u * 3);
        f.payloadDefenders = i % 3;
        f.payloadDistance = (float) (u * 120);
        f.payloadSpeed = 0.5f;
      }
      if (arena && spec.privateMatch()) {
        f.rulesChangedAt = u > 0.8 ? t0 + 1234 : 0;
        f.rulesChangedBy = u > 0.8 ? infos.get(0).name() : "";
      }
      f.teams[0].possession = (i / 90) % 2 == 0;
      f.teams[1].possession = !f.teams[0].possession;
      List<Integer> bonePlayers = new ArrayList<>();
      for (int t = 0; t < 3; t++) {
        List<Integer> members = new ArrayList<>();
        int start = t == 0 ? 0 : t == 1 ? spec.blue() : spec.blue() + spec.orange();
        int count = t == 0 ? spec.blue() : t == 1 ? spec.orange() : spec.spectators();
        for (int k = 0; k < count; k++) {
          int idx = start + k;
          if (t == 1 && k == count - 1 && u >= 0.4) continue; // leaves
          if (t == 2 && u < 0.25) continue; // spectators join late
          members.add(idx);
        }
        if (t == 0 && u >= 0.6) {
          members.add(roster);
          members.add(roster + 1);
        }
        ButterTeam team = f.teams[t];
        team.ensure(members.size());
        team.playerCount = members.size();
        int teamStuns = 0;
        for (int k = 0; k < members.size(); k++) {
          int idx = members.get(k);
          ButterPlayer p = team.players[k];
          p.clear();
          p.fileIndex = idx + 1;
          p.userId = infos.get(idx).userId();
          p.playerId = idx;
          p.flags = (i + idx) % 97 == 0 ? ButterPlayerFlag.STUNNED.bit() : 0;
          if (f.teams[t].possession && k == 0 && t < 2)
            p.flags |= ButterPlayerFlag.POSSESSION.bit();
          if (t < 2 && (i + idx * 13) % 50 == 0) stuns[idx]++;
          if (t < 2 && p.flag(ButterPlayerFlag.POSSESSION)) poss[idx] += spec.frameMillis() / 1000f;
          if (i == (int) (n * 0.3) && idx == 0) points[idx] += 2;
          p.stats.counts[ButterCounter.POINTS.ordinal()] = points[idx];
          p.stats.counts[ButterCounter.SHOTS_TAKEN.ordinal()] = (i + idx) / 120;
          p.stats.possessionTime = poss[idx];
          p.stats.stuns = stuns[idx];
          teamStuns += stuns[idx];
          p.ping = 20 + (idx * 7 + i / 30) % 60;
          p.packetLossRatio = (i / 200) * 0.01f;
          if (arena) {
            p.holdingLeft =
                p.flag(ButterPlayerFlag.POSSESSION)
                    ? ButterHolding.DISC.code()
                    : ButterHolding.NONE.code();
            p.holdingRight = ButterHolding.NONE.code();
          }
          if (combat) p.loadout = (idx + i / 100) & 0x7F;
          float[] ph = phase[idx];
          double w = 0.03 + idx * 0.002;
          double x = 10 * Math.sin(ph[0] + i * w);
          double y = 2 * Math.sin(ph[1] + i * w * 0.5);
          double z = 20 * Math.cos(ph[2] + i * w);
          // a constant-velocity stretch for the body (same delta bytes frame after frame)
          double bx = u > 0.1 && u < 0.2 ? 0.5 * i * 0.05 : x;
          p.positions[0] = (float) x;
          p.positions[1] = (float) (y + 1.7);
          p.positions[2] = (float) z;
          p.positions[3] = (float) bx;
          p.positions[4] = (float) (y + 1.2);
          p.positions[5] = (float) z;
          p.positions[6] = (float) (x - 0.3);
          p.positions[7] = (float) (y + 1.3);
          p.positions[8] = (float) (z + 0.2);
          p.positions[9] = (float) (x + 0.3);
          p.positions[10] = (float) (y + 1.3);
          p.positions[11] = (float) (z + 0.2);
          p.velocity[0] = (float) (10 * w * Math.cos(ph[0] + i * w));
          p.velocity[1] = 0;
          p.velocity[2] = (float) (-20 * w * Math.sin(ph[2] + i * w));
          for (int part = 0; part < 4; part++) {
            double yaw = ph[part % 3] + i * w * (part + 1);
            Quaternions.lookRotation(
                Math.sin(yaw), 0.1 * part, Math.cos(yaw), 0, 1, 0, p.rotations, 4 * part);
          }
          if (t < 2) bonePlayers.add(idx);
        }
        team.stats.counts[ButterCounter.POINTS.ordinal()] =
            t == 0 ? blueScore : t == 1 ? orangeScore : 0;
        team.stats.stuns = t < 2 ? teamStuns : 0;
      }
      if (spec.bones()) {
        f.hasBones = true;
        f.bonePlayers = bonePlayers.size();
        f.ensureBones(f.bonePlayers);
        for (int b = 0; b < f.bonePlayers; b++) {
          int idx = bonePlayers.get(b);
          for (int j = 0; j < ButterFrame.BONES; j++) {
            f.bonePositions[b][3 * j] = (float) (0.08 * j * Math.sin(i * 0.04 + idx));
            f.bonePositions[b][3 * j + 1] = (float) (-0.9 + 0.08 * j);
            f.bonePositions[b][3 * j + 2] = (float) (0.05 * Math.cos(i * 0.04 + j));
            double a = 0.3 * Math.sin(i * 0.05 + j + idx);
            f.boneRotations[b][4 * j] = (float) Math.sin(a / 2);
            f.boneRotations[b][4 * j + 1] = 0;
            f.boneRotations[b][4 * j + 2] = 0;
            f.boneRotations[b][4 * j + 3] = (float) Math.cos(a / 2);
          }
        }
      }
      frames.add(f);
      time += spec.frameMillis();
      if (!paused) clock = Math.max(0, clock - spec.frameMillis() / 1000f);
    }
    ButterHeader header =
        new ButterHeader(
            3,
            300,
            ButterCompression.NONE,
            infos.get(0).name(),
            String.format(
                "%08X-%04X-%04X-%04X-%012X",
                spec.seed() & 0xFFFFFFFFL, 0x1234, 0x5678, 0x9ABC, spec.seed() & 0xFFFFFFFFFFFFL),
            "10.0." + (spec.seed() & 0xFF) + ".7",
            infos,
            3,
            0,
            0,
            spec.map().ordinal(),
            spec.privateMatch(),
            0);
    return new EchoReplay(header, frames);
  }
}
