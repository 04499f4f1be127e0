package org.replays4j.butter;

import java.util.Map;
import java.util.TreeMap;

/**
 * Compares decoded butter frames with the .echoreplay frames they were written from, within the
 * quantisation bounds; records per-group maxima and counts beyond the bound.
 */
final class SourceComparison {
  final Map<String, double[]> groups = new TreeMap<>(); // {beyond, checks, max}
  final Map<String, String> first = new TreeMap<>();

  void err(String group, double err, double bound, String at) {
    double[] g = groups.computeIfAbsent(group, k -> new double[3]);
    g[1]++;
    if (!(err <= bound)) {
      g[0]++;
      first.putIfAbsent(group, at + " err=" + err);
    }
    if (err > g[2] || Double.isNaN(err)) g[2] = err;
  }

  void eq(String group, boolean ok, String at) {
    err(group, ok ? 0 : 1, 0, at);
  }

  int beyond(String group) {
    double[] g = groups.get(group);
    return g == null ? 0 : (int) g[0];
  }

  double max(String group) {
    double[] g = groups.get(group);
    return g == null ? 0 : g[2];
  }

  /**
   * Position distance and rotation angle of {@code name} between the decoded and the source frame.
   */
  private void pose(
      String name,
      float[] dPos,
      float[] dRot,
      float[] sPos,
      float[] sRot,
      double posBound,
      double degBound,
      String at) {
    err(name + ".position", dist(dPos, 0, sPos, 0, 3), posBound, at);
    err(name + ".rotation", Quaternions.angleDegrees(dRot, 0, sRot, 0), degBound, at);
  }

  static double dist(float[] a, int ao, float[] b, int bo, int n) {
    double s = 0;
    for (int i = 0; i < n; i++) s = Math.max(s, Math.abs(a[ao + i] - b[bo + i]));
    return s;
  }

  static double relErr(float a, float b) {
    return Math.abs(a - b) / Math.max(1, Math.abs(b));
  }

  /**
   * @param posBound metres (accumulated half-precision deltas within a chunk)
   * @param degBound degrees (smallest-three)
   */
  void compare(
      ButterFrame d,
      ButterFrame s,
      ButterFrame sKey,
      double posBound,
      double degBound,
      boolean bones) {
    String at = "frame " + d.index;
    eq("t_ms", d.timeMs == s.timeMs, at + " " + d.timeMs + " vs " + s.timeMs);
    err("game_clock", Math.abs(d.gameClock - s.gameClock), 1e-3, at);
    eq("game_status", d.gameStatus == s.gameStatus, at);
    eq("points", d.bluePoints == s.bluePoints && d.orangePoints == s.orangePoints, at);
    eq("inputs", d.inputs == s.inputs, at);
    eq(
        "restart_requests",
        d.restartRequests == s.restartRequests,
        at + ": " + d.restartRequests + " vs " + s.restartRequests);
    eq("pause.paused_state", d.pausedState == s.pausedState, at);
    eq(
        "pause.teams",
        d.pausedRequestedTeam == s.pausedRequestedTeam && d.unpausedTeam == s.unpausedTeam,
        at);
    // B2: keyframes store 0 and later frames deltas, so the file holds timer − timer at the
    // keyframe.
    err(
        "pause.timers",
        Math.max(
            Math.abs(d.pausedTimer - (s.pausedTimer - sKey.pausedTimer)),
            Math.abs(d.unpausedTimer - (s.unpausedTimer - sKey.unpausedTimer))),
        0.01,
        at
            + " "
            + d.pausedTimer
            + "/"
            + d.unpausedTimer
            + " vs "
            + s.pausedTimer
            + "/"
            + s.unpausedTimer);
    if (s.hasLastScore && s.lastScorePoints >= 2) {
      eq(
          "last_score",
          d.lastScoreTeam == s.lastScoreTeam
              && d.lastScorePoints == s.lastScorePoints
              && d.lastScoreGoalType == s.lastScoreGoalType
              && d.lastScoreScorer == s.lastScoreScorer
              && d.lastScoreAssister == s.lastScoreAssister,
          at);
      err(
          "last_score.speed/dist",
          Math.max(
              relErr(d.lastScoreDiscSpeed, s.lastScoreDiscSpeed),
              relErr(d.lastScoreDistanceThrown, s.lastScoreDistanceThrown)),
          0.01,
          at);
    }
    double lt = 0;
    for (int i = 0; i < 13; i++) lt = Math.max(lt, relErr(d.lastThrow[i], s.lastThrow[i]));
    err("last_throw", lt, 0.01, at);
    pose(
        "vr_player",
        d.vrPosition,
        d.vrRotation,
        s.vrPosition,
        s.vrRotation,
        posBound,
        degBound,
        at);
    pose(
        "disc",
        d.discPosition,
        d.discRotation,
        s.discPosition,
        s.discRotation,
        posBound,
        degBound,
        at);
    err("disc.velocity", dist(d.discVelocity, 0, s.discVelocity, 0, 3), posBound, at);
    for (int t = 0; t < 3; t++) {
      ButterTeam dt = d.teams[t];
      ButterTeam st = s.teams[t];
      eq("team.possession", dt.possession == st.possession, at);
      // stuns deltas are clamped to 0..65535 by the writer, so a falling team stun count is lost
      eq("team.stats", statsEqual(dt.stats, st.stats, true), at + " team " + t);
      eq("team.player_count", dt.playerCount == st.playerCount, at);
      for (int i = 0; i < Math.min(dt.playerCount, st.playerCount); i++) {
        ButterPlayer dp = dt.player(i);
        ButterPlayer sp = st.player(i);
        String pat = at + " team " + t + " player " + i;
        eq(
            "player.ids",
            dp.fileIndex == sp.fileIndex && dp.playerId == sp.playerId && dp.userId == sp.userId,
            pat);
        eq("player.flags", dp.flags == sp.flags, pat);
        eq("player.ping", dp.ping == sp.ping, pat);
        err("player.packetloss", Math.abs(dp.packetLossRatio - sp.packetLossRatio), 0.01, pat);
        eq(
            "player.holding",
            dp.holdingLeft == sp.holdingLeft && dp.holdingRight == sp.holdingRight,
            pat);
        eq("player.stats", statsEqual(dp.stats, sp.stats, false), pat);
        err("player.velocity", dist(dp.velocity, 0, sp.velocity, 0, 3), posBound, pat);
        String[] parts = {"head", "body", "lhand", "rhand"};
        for (int k = 0; k < 4; k++) {
          err(
              "player." + parts[k] + ".position",
              dist(dp.positions, 3 * k, sp.positions, 3 * k, 3),
              posBound,
              pat);
          err(
              "player." + parts[k] + ".rotation",
              Quaternions.angleDegrees(dp.rotations, 4 * k, sp.rotations, 4 * k),
              degBound,
              pat);
        }
        eq("player.loadout", dp.loadout == sp.loadout, pat);
      }
    }
    if (bones) {
      eq(
          "bone_players",
          d.bonePlayers == s.bonePlayers,
          at + " " + d.bonePlayers + " vs " + s.bonePlayers);
      for (int i = 0; i < Math.min(d.bonePlayers, s.bonePlayers); i++) {
        err(
            "bones.position",
            dist(d.bonePositions[i], 0, s.bonePositions[i], 0, 69),
            0.01,
            at + " bp " + i);
        double deg = 0;
        for (int j = 0; j < 23; j++)
          deg =
              Math.max(
                  deg,
                  Quaternions.angleDegrees(d.boneRotations[i], 4 * j, s.boneRotations[i], 4 * j));
        err("bones.rotation", deg, 2, at + " bp " + i);
      }
    }
  }

  static boolean statsEqual(ButterStats a, ButterStats b, boolean clampedStuns) {
    for (int i = 0; i < 10; i++) if (a.counts[i] != (b.counts[i] & 0xFF)) return false;
    return Math.abs(a.possessionTime - b.possessionTime)
            <= 0.05 + 0.002 * Math.abs(b.possessionTime)
        && (clampedStuns ? a.stuns >= b.stuns : a.stuns == b.stuns);
  }

  String report() {
    StringBuilder sb = new StringBuilder();
    groups.forEach(
        (k, v) ->
            sb.append(
                String.format(
                    "  %-28s %d/%d max=%.5g%s%n",
                    k, (int) v[0], (int) v[1], v[2], v[0] > 0 ? "   first: " + first.get(k) : "")));
    return sb.toString();
  }
}
