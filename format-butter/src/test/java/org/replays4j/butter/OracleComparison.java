package org.replays4j.butter;

import java.util.List;
import java.util.Map;
import java.util.TreeMap;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;

/**
 * Compares decoded frames with the reference reader's per-frame JSON, counting disagreements per
 * field group (the groups of compare.txt). Tolerances: 1e-4 relative for floats that both sides
 * decode from the same bytes.
 */
final class OracleComparison {
  final Map<String, int[]> counts = new TreeMap<>(); // name → {mismatches, checks}
  final Map<String, String> firstMismatch = new TreeMap<>();

  void check(String group, boolean ok, String detail) {
    int[] c = counts.computeIfAbsent(group, k -> new int[2]);
    c[1]++;
    if (!ok) {
      c[0]++;
      firstMismatch.putIfAbsent(group, detail);
    }
  }

  int mismatches(String group) {
    int[] c = counts.get(group);
    return c == null ? 0 : c[0];
  }

  static boolean close(double a, double b, double tol) {
    return Math.abs(a - b) <= tol * Math.max(1, Math.abs(b));
  }

  static double num(Object o) {
    return ((Number) o).doubleValue();
  }

  /**
   * Checks {@code position} and the {@code forward}/{@code up} rotation of the oracle's {@code
   * name} object.
   */
  private void checkPose(
      String name, float[] position, float[] rotation, Map<String, Object> oracle, String at) {
    check(name + ".position", vec(position, 0, oracle.get("position"), 3, 1e-5), at);
    check(
        name + ".rotation",
        rotationVectors(rotation, 0, oracle.get("forward"), oracle.get("up"), 1e-5),
        at);
  }

  boolean vec(float[] mine, int off, Object oracle, int n, double tol) {
    List<?> l = (List<?>) oracle;
    for (int i = 0; i < n; i++) {
      if (!close(mine[off + i], num(l.get(i)), tol)) return false;
    }
    return true;
  }

  /** forward/up of quaternion q (docs/formats/butter.md#smallest-three) vs the oracle's vectors. */
  static boolean rotationVectors(float[] q, int o, Object fwd, Object up, double tol) {
    double x = q[o], y = q[o + 1], z = q[o + 2], w = q[o + 3];
    double[] f = {2 * (x * z + w * y), 2 * (y * z - w * x), 1 - 2 * (x * x + y * y)};
    double[] u = {2 * (x * y - w * z), 1 - 2 * (x * x + z * z), 2 * (y * z + w * x)};
    List<?> lf = (List<?>) fwd;
    List<?> lu = (List<?>) up;
    for (int i = 0; i < 3; i++) {
      if (Math.abs(f[i] - num(lf.get(i))) > tol || Math.abs(u[i] - num(lu.get(i))) > tol)
        return false;
    }
    return true;
  }

  static boolean sameRotation(float[] q, int o, Object oracle, double tol) {
    List<?> l = (List<?>) oracle;
    double dot = 0;
    for (int i = 0; i < 4; i++) dot += q[o + i] * num(l.get(i));
    return Math.abs(dot) >= 1 - tol;
  }

  @SuppressWarnings("unchecked")
  void compare(ButterHeader h, ButterFrame f, Map<String, Object> o) {
    String at = "frame " + f.index;
    check(
        "t_ms",
        f.timeMs == ((Number) o.get("t_ms")).longValue(),
        at + ": " + f.timeMs + " vs " + o.get("t_ms"));
    check("game_clock", close(f.gameClock, num(o.get("game_clock")), 1e-6), at);
    check(
        "game_status",
        String.valueOf(ButterFrame.name(ButterFrame.GAME_STATUS, f.gameStatus))
            .equals(String.valueOf(o.get("game_status"))),
        at + ": " + f.gameStatus + " vs " + o.get("game_status"));
    check(
        "points",
        f.bluePoints == num(o.get("blue_points")) && f.orangePoints == num(o.get("orange_points")),
        at);
    List<Object> inputs = (List<Object>) o.get("inputs");
    boolean inOk = true;
    for (int i = 0; i < 4; i++) inOk &= ((f.inputs >> i) & 1) == 1 == (Boolean) inputs.get(i);
    check("inputs", inOk, at);
    List<Object> rr = (List<Object>) o.get("restart_requests");
    check(
        "restart_requests",
        ((f.restartRequests & 1) != 0) == (Boolean) rr.get(0)
            && ((f.restartRequests & 2) != 0) == (Boolean) rr.get(1),
        at + ": " + f.restartRequests + " vs " + rr);
    Map<String, Object> pause = (Map<String, Object>) o.get("pause");
    check(
        "pause.paused_state",
        ButterFrame.name(ButterFrame.PAUSED_STATE, f.pausedState).equals(pause.get("paused_state")),
        at + ": " + f.pausedState + " vs " + pause);
    check(
        "pause.teams",
        ButterFrame.name(ButterFrame.TEAM, f.pausedRequestedTeam)
                .equals(pause.get("paused_requested_team"))
            && ButterFrame.name(ButterFrame.TEAM, f.unpausedTeam)
                .equals(pause.get("unpaused_team")),
        at + " " + pause);
    check(
        "pause.timers",
        close(f.pausedTimer, num(pause.get("paused_timer")), 1e-4)
            && close(f.unpausedTimer, num(pause.get("unpaused_timer")), 1e-4),
        at + ": " + f.pausedTimer + "/" + f.unpausedTimer + " vs " + pause);
    Map<String, Object> ls = (Map<String, Object>) o.get("last_score");
    if (ls != null) {
      check(
          "last_score",
          f.hasLastScore
              && ButterFrame.name(ButterFrame.TEAM, f.lastScoreTeam).equals(ls.get("team"))
              && f.lastScorePoints == num(ls.get("point_amount"))
              && ButterFrame.name(ButterFrame.GOAL_TYPE, f.lastScoreGoalType)
                  .equals(ls.get("goal_type"))
              && name(h, f.lastScoreScorer).equals(ls.get("person_scored"))
              && name(h, f.lastScoreAssister).equals(ls.get("assist_scored"))
              && close(f.lastScoreDiscSpeed, num(ls.get("disc_speed")), 1e-6)
              && close(f.lastScoreDistanceThrown, num(ls.get("distance_thrown")), 1e-6),
          at
              + ": "
              + ls
              + " vs "
              + f.lastScoreTeam
              + ","
              + f.lastScorePoints
              + ","
              + f.lastScoreGoalType
              + ","
              + f.lastScoreScorer
              + ","
              + f.lastScoreAssister);
    }
    check("last_throw", vec(f.lastThrow, 0, o.get("last_throw"), 13, 1e-6), at);
    checkPose(
        "vr_player", f.vrPosition, f.vrRotation, (Map<String, Object>) o.get("vr_player"), at);
    Map<String, Object> disc = (Map<String, Object>) o.get("disc");
    if (disc != null) {
      checkPose("disc", f.discPosition, f.discRotation, disc, at);
      check("disc.velocity", vec(f.discVelocity, 0, disc.get("velocity"), 3, 1e-5), at);
    }
    Map<String, Object> rc = (Map<String, Object>) o.get("rules_changed");
    if (rc != null) {
      check(
          "rules_changed",
          f.rulesChangedAt == ((Number) rc.get("at")).longValue()
              && f.rulesChangedBy.equals(rc.get("by")),
          at);
    }
    List<Object> teams = (List<Object>) o.get("teams");
    for (int t = 0; t < 3; t++) {
      Map<String, Object> ot = (Map<String, Object>) teams.get(t);
      ButterTeam team = f.teams[t];
      check(
          "team.possession", team.possession == (Boolean) ot.get("possession"), at + " team " + t);
      check(
          "team.stats",
          stats(team.stats, ot.get("stats")),
          at + " team " + t + " " + ot.get("stats"));
      List<Object> ops = (List<Object>) ot.get("players");
      check(
          "team.player_count",
          ops.size() == team.playerCount,
          at + " team " + t + ": " + team.playerCount + " vs " + ops.size());
      for (int i = 0; i < Math.min(ops.size(), team.playerCount); i++) {
        comparePlayer(
            h,
            team.player(i),
            (Map<String, Object>) ops.get(i),
            at + " team " + t + " player " + i);
      }
    }
    if (o.containsKey("bone_players")) {
      check(
          "bone_players",
          (f.hasBones ? f.bonePlayers : -1) == num(o.get("bone_players")),
          at + ": " + f.bonePlayers + " vs " + o.get("bone_players"));
    }
    List<Object> bones = (List<Object>) o.get("bones");
    if (bones != null) {
      for (int i = 0; i < Math.min(bones.size(), f.bonePlayers); i++) {
        Map<String, Object> b = (Map<String, Object>) bones.get(i);
        check(
            "bones.position",
            vec(f.bonePositions[i], 0, b.get("t"), 69, 1e-4),
            at + " bone player " + i);
        boolean rotOk = true;
        List<Object> ro = (List<Object>) b.get("o");
        for (int j = 0; j < 23; j++)
          rotOk &= sameRotation(f.boneRotations[i], 4 * j, ro.subList(4 * j, 4 * j + 4), 1e-4);
        check("bones.rotation", rotOk, at + " bone player " + i);
      }
    }
  }

  static String name(ButterHeader h, int fi) {
    ButterPlayerInfo p = h.player(fi);
    return p == null ? "[INVALID]" : p.name();
  }

  static boolean stats(ButterStats s, Object oracle) {
    List<?> l = (List<?>) oracle;
    for (int i = 0; i < 10; i++) if (s.counts[i] != num(l.get(i))) return false;
    return close(s.possessionTime, num(l.get(10)), 1e-5) && s.stuns == num(l.get(11));
  }

  @SuppressWarnings("unchecked")
  void comparePlayer(ButterHeader h, ButterPlayer p, Map<String, Object> o, String at) {
    ButterPlayerInfo info = h.player(p.fileIndex);
    check(
        "player.ids",
        info != null
            && info.name().equals(o.get("name"))
            && p.playerId == num(o.get("playerid"))
            && info.userId() == ((Number) o.get("userid")).longValue()
            && p.userId == info.userId()
            && info.number() == num(o.get("number"))
            && info.level() == num(o.get("level")),
        at + " " + o.get("name"));
    List<Object> fl = (List<Object>) o.get("flags");
    boolean flOk = true;
    for (int i = 0; i < 5; i++) flOk &= ((p.flags >> i) & 1) == 1 == (Boolean) fl.get(i);
    check("player.flags", flOk, at);
    check(
        "player.ping",
        p.ping == num(o.get("ping"))
            && close(p.packetLossRatio, num(o.get("packetlossratio")), 1e-5),
        at);
    List<Object> hold = (List<Object>) o.get("holding");
    check(
        "player.holding",
        String.valueOf(ButterHolding.apiName(p.holdingLeft)).equals(String.valueOf(hold.get(0)))
            && String.valueOf(ButterHolding.apiName(p.holdingRight))
                .equals(String.valueOf(hold.get(1))),
        at + ": " + p.holdingLeft + "," + p.holdingRight + " vs " + hold);
    check("player.velocity", vec(p.velocity, 0, o.get("velocity"), 3, 1e-5), at);
    check("player.stats", stats(p.stats, o.get("stats")), at);
    String[] parts = {"head", "body", "lhand", "rhand"};
    for (int k = 0; k < 4; k++) {
      Map<String, Object> part = (Map<String, Object>) o.get(parts[k]);
      check(
          "player." + parts[k] + ".position", vec(p.positions, 3 * k, part.get("p"), 3, 1e-5), at);
      check(
          "player." + parts[k] + ".rotation",
          sameRotation(p.rotations, 4 * k, part.get("q"), 1e-6),
          at);
    }
  }

  String report() {
    StringBuilder sb = new StringBuilder();
    counts.forEach(
        (k, v) ->
            sb.append(
                String.format(
                    "  %-28s %d/%d%s%n",
                    k, v[0], v[1], v[0] > 0 ? "   first: " + firstMismatch.get(k) : "")));
    return sb.toString();
  }
}
