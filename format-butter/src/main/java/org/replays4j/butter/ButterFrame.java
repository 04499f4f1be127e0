package org.replays4j.butter;

import java.util.ArrayList;
import java.util.Arrays;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;

/**
 * One absolute frame: every field of docs/formats/butter.md#frame after the decoder applied the
 * deltas to the last keyframe. The decoder reuses one instance per decode (no allocation per
 * field), so a visitor must read it during {@link ButterVisitor#visitFrame} or keep a {@link
 * #copy()}. Fields are public for allocation-free access; callers must treat them as read-only.
 *
 * <p>Quaternions are (x, y, z, w) floats; positions are metres, velocities m/s; times are ms.
 */
public final class ButterFrame {
  /** Game status names by code (docs/formats/butter.md#codes); code 0 is "other/unknown". */
  public static final String[] GAME_STATUS = {
    null,
    "",
    "pre_match",
    "round_start",
    "playing",
    "score",
    "round_over",
    "post_match",
    "pre_sudden_death",
    "sudden_death",
    "post_sudden_death"
  };

  /** Team names by 2-bit code. */
  public static final String[] TEAM = {"blue", "orange", "spectator", "none"};

  /** {@code paused_state} names by v3 code (5 = "NOT FOUND"). */
  public static final String[] PAUSED_STATE = {
    "unpaused", "paused", "unpausing", "pausing", "none", "NOT FOUND"
  };

  /** Goal type names (API spelling with spaces) by 5-bit code; 0 unknown. */
  public static final String[] GOAL_TYPE = {
    "unknown",
    "BOUNCE SHOT",
    "INSIDE SHOT",
    "LONG BOUNCE SHOT",
    "LONG SHOT",
    "SELF GOAL",
    "SLAM DUNK",
    "BUMPER SHOT",
    "HEADBUTT"
  };

  /** Last-throw field names in file order. */
  public static final String[] LAST_THROW = {
    "arm_speed",
    "total_speed",
    "off_axis_spin_deg",
    "wrist_throw_penalty",
    "rot_per_sec",
    "pot_speed_from_rot",
    "speed_from_arm",
    "speed_from_movement",
    "speed_from_wrist",
    "wrist_align_to_throw_deg",
    "throw_align_to_movement_deg",
    "off_axis_penalty",
    "throw_move_penalty"
  };

  /** Number of bones per bone player. */
  public static final int BONES = 23;

  /** 0-based frame number in the file. */
  public int index;

  /** 0-based chunk number. */
  public int chunk;

  /** True when the frame was stored as a keyframe ({@code FC FE}). */
  public boolean keyframe;

  /** Recording time, ms since the Unix epoch (possibly shifted by the recorder's time zone, B7). */
  public long timeMs;

  /** {@code game_clock} in seconds. */
  public float gameClock;

  /** {@code game_status} code, see {@link #GAME_STATUS}. */
  public int gameStatus;

  /** {@code blue_points}: u8 in arena, half in combat, 0 elsewhere. */
  public float bluePoints;

  /** {@code orange_points}. */
  public float orangePoints;

  /** Inputs bitmask: bit0 left_shoulder_pressed, 1 right, 2 left2, 3 right2. */
  public int inputs;

  /** Restart requests: bit0 blue, bit1 orange. */
  public int restartRequests;

  /** {@code paused_requested_team} code (2 bits). */
  public int pausedRequestedTeam;

  /** {@code unpaused_team} code. */
  public int unpausedTeam;

  /** {@code paused_state} code (v3 table; v1/v2 values 0–3). */
  public int pausedState;

  /** {@code paused_timer} (see B2 in {@link ButterDecoder}). */
  public float pausedTimer;

  /** {@code unpaused_timer}. */
  public float unpausedTimer;

  /** True once a last-score block has been seen (arena only). */
  public boolean hasLastScore;

  /** {@code last_score.team} code. */
  public int lastScoreTeam;

  /** {@code last_score.point_amount}: 2 or 3. */
  public int lastScorePoints;

  /** {@code last_score.goal_type} code, see {@link #GOAL_TYPE}. */
  public int lastScoreGoalType;

  /** Scorer's 1-based file index (0 = invalid). */
  public int lastScoreScorer;

  /** Assister's 1-based file index (0 = invalid/none). */
  public int lastScoreAssister;

  /** {@code last_score.disc_speed}. */
  public float lastScoreDiscSpeed;

  /** {@code last_score.distance_thrown}. */
  public float lastScoreDistanceThrown;

  /** The 13 last-throw halfs in file order, see {@link #LAST_THROW}. */
  public final float[] lastThrow = new float[13];

  /** {@code player.vr_position}. */
  public final float[] vrPosition = new float[3];

  /** VR player rotation quaternion. */
  public final float[] vrRotation = {0, 0, 0, 1};

  /** {@code disc.position}. */
  public final float[] discPosition = new float[3];

  /** Disc rotation quaternion. */
  public final float[] discRotation = {0, 0, 0, 1};

  /** {@code disc.velocity}. */
  public final float[] discVelocity = new float[3];

  /** Combat {@code contested} (0/1). */
  public int contested;

  /** Combat {@code payload_checkpoint}. */
  public int payloadCheckpoint;

  /** Combat {@code payload_defenders}. */
  public int payloadDefenders;

  /** Combat {@code payload_distance}. */
  public float payloadDistance;

  /** Combat {@code payload_speed}. */
  public float payloadSpeed;

  /** {@code rules_changed_at} (private arena). */
  public long rulesChangedAt;

  /** {@code rules_changed_by} (private arena), never null. */
  public String rulesChangedBy = "";

  /** Blue, orange and spectator teams. */
  public final ButterTeam[] teams = {new ButterTeam(), new ButterTeam(), new ButterTeam()};

  /** True when the frame carries bone data (bone header bit 0). */
  public boolean hasBones;

  /** Number of bone players (valid entries of {@link #bonePositions}). */
  public int bonePlayers;

  /** Per bone player: 23 × (x, y, z) local positions. */
  public float[][] bonePositions = new float[0][];

  /** Per bone player: 23 × (x, y, z, w) rotations. */
  public float[][] boneRotations = new float[0][];

  void ensureBones(int n) {
    if (bonePositions.length < n) {
      int old = bonePositions.length;
      bonePositions = Arrays.copyOf(bonePositions, n);
      boneRotations = Arrays.copyOf(boneRotations, n);
      for (int i = old; i < n; i++) {
        bonePositions[i] = new float[3 * BONES];
        boneRotations[i] = new float[4 * BONES];
      }
    }
  }

  /** Copies every field of {@code o} deeply. */
  public void set(ButterFrame o) {
    index = o.index;
    chunk = o.chunk;
    keyframe = o.keyframe;
    timeMs = o.timeMs;
    gameClock = o.gameClock;
    setGroups(o);
    for (int t = 0; t < 3; t++) teams[t].set(o.teams[t]);
    hasBones = o.hasBones;
    bonePlayers = o.bonePlayers;
    ensureBones(o.bonePlayers);
    for (int i = 0; i < o.bonePlayers; i++) {
      System.arraycopy(o.bonePositions[i], 0, bonePositions[i], 0, 3 * BONES);
      System.arraycopy(o.boneRotations[i], 0, boneRotations[i], 0, 4 * BONES);
    }
  }

  /**
   * Copies the fields of the optional frame groups of {@code o} ({@link ButterFrameGroup}: status,
   * points, pause, inputs, last score, last throw, VR player, disc, payload, rules).
   */
  void setGroups(ButterFrame o) {
    gameStatus = o.gameStatus;
    bluePoints = o.bluePoints;
    orangePoints = o.orangePoints;
    inputs = o.inputs;
    restartRequests = o.restartRequests;
    pausedRequestedTeam = o.pausedRequestedTeam;
    unpausedTeam = o.unpausedTeam;
    pausedState = o.pausedState;
    pausedTimer = o.pausedTimer;
    unpausedTimer = o.unpausedTimer;
    hasLastScore = o.hasLastScore;
    lastScoreTeam = o.lastScoreTeam;
    lastScorePoints = o.lastScorePoints;
    lastScoreGoalType = o.lastScoreGoalType;
    lastScoreScorer = o.lastScoreScorer;
    lastScoreAssister = o.lastScoreAssister;
    lastScoreDiscSpeed = o.lastScoreDiscSpeed;
    lastScoreDistanceThrown = o.lastScoreDistanceThrown;
    System.arraycopy(o.lastThrow, 0, lastThrow, 0, 13);
    System.arraycopy(o.vrPosition, 0, vrPosition, 0, 3);
    System.arraycopy(o.vrRotation, 0, vrRotation, 0, 4);
    System.arraycopy(o.discPosition, 0, discPosition, 0, 3);
    System.arraycopy(o.discRotation, 0, discRotation, 0, 4);
    System.arraycopy(o.discVelocity, 0, discVelocity, 0, 3);
    contested = o.contested;
    payloadCheckpoint = o.payloadCheckpoint;
    payloadDefenders = o.payloadDefenders;
    payloadDistance = o.payloadDistance;
    payloadSpeed = o.payloadSpeed;
    rulesChangedAt = o.rulesChangedAt;
    rulesChangedBy = o.rulesChangedBy;
  }

  /** A detached deep copy. */
  public ButterFrame copy() {
    ButterFrame f = new ButterFrame();
    f.set(this);
    return f;
  }

  /** Every player of the three teams, in team then file order (the live objects). */
  public List<ButterPlayer> players() {
    List<ButterPlayer> all = new ArrayList<>();
    for (ButterTeam t : teams) {
      for (int i = 0; i < t.playerCount; i++) all.add(t.players[i]);
    }
    return all;
  }

  /** The player with 1-based {@code fileIndex} in any team, or null. */
  public ButterPlayer playerByFileIndex(int fileIndex) {
    for (ButterTeam t : teams) {
      for (int i = 0; i < t.playerCount; i++) {
        if (t.players[i].fileIndex == fileIndex) return t.players[i];
      }
    }
    return null;
  }

  /** Name for a code in {@code table}, or {@code "?" + code} when out of range. */
  public static String name(String[] table, int code) {
    return code >= 0 && code < table.length ? table[code] : "?" + code;
  }

  /**
   * This frame as a plain value tree (maps, lists, strings, numbers, booleans) in the API's
   * vocabulary, used by the generic event stream and the CLI.
   *
   * @param header resolves file indexes to names and user ids; may be null
   */
  public Map<String, Object> toTree(ButterHeader header) {
    Map<String, Object> m = new LinkedHashMap<>();
    m.put("frame", index);
    m.put("chunk", chunk);
    m.put("keyframe", keyframe);
    m.put("time_ms", timeMs);
    m.put("game_clock", gameClock);
    m.put("game_status", name(GAME_STATUS, gameStatus));
    m.put("blue_points", bluePoints);
    m.put("orange_points", orangePoints);
    m.put("inputs", inputs);
    m.put("blue_team_restart_request", (restartRequests & 1) != 0);
    m.put("orange_team_restart_request", (restartRequests & 2) != 0);
    m.put(
        "pause",
        ordered(
            "paused_state", name(PAUSED_STATE, pausedState),
            "paused_requested_team", name(TEAM, pausedRequestedTeam),
            "unpaused_team", name(TEAM, unpausedTeam),
            "paused_timer", pausedTimer,
            "unpaused_timer", unpausedTimer));
    if (hasLastScore) {
      m.put(
          "last_score",
          ordered(
              "team", name(TEAM, lastScoreTeam),
              "point_amount", lastScorePoints,
              "goal_type", name(GOAL_TYPE, lastScoreGoalType),
              "person_scored", playerName(header, lastScoreScorer),
              "assist_scored", playerName(header, lastScoreAssister),
              "disc_speed", lastScoreDiscSpeed,
              "distance_thrown", lastScoreDistanceThrown));
    }
    Map<String, Object> lt = new LinkedHashMap<>();
    for (int i = 0; i < 13; i++) lt.put(LAST_THROW[i], lastThrow[i]);
    m.put("last_throw", lt);
    m.put("vr_player", ordered("position", floats(vrPosition), "rotation", floats(vrRotation)));
    Map<String, Object> disc =
        ordered("position", floats(discPosition), "rotation", floats(discRotation));
    disc.put("velocity", floats(discVelocity));
    m.put("disc", disc);
    List<Object> teamList = new ArrayList<>();
    for (int t = 0; t < 3; t++) {
      ButterTeam team = teams[t];
      Map<String, Object> tm = new LinkedHashMap<>();
      tm.put("possession", team.possession);
      tm.put("stats", statsTree(team.stats));
      List<Object> ps = new ArrayList<>();
      for (int i = 0; i < team.playerCount; i++) {
        ButterPlayer p = team.players[i];
        Map<String, Object> pm = new LinkedHashMap<>();
        pm.put("file_index", p.fileIndex);
        pm.put("name", playerName(header, p.fileIndex));
        pm.put("userid", p.userId);
        pm.put("playerid", p.playerId);
        pm.put("flags", p.flags);
        pm.put("ping", p.ping);
        pm.put("packetlossratio", p.packetLossRatio);
        pm.put("holding_left", ButterHolding.apiName(p.holdingLeft));
        pm.put("holding_right", ButterHolding.apiName(p.holdingRight));
        pm.put("velocity", floats(p.velocity));
        pm.put("stats", statsTree(p.stats));
        for (ButterPosePart part : ButterPosePart.values()) {
          int at = part.positionOffset(), rot = part.rotationOffset();
          pm.put(
              part.apiName(),
              ordered(
                  "position", floats(Arrays.copyOfRange(p.positions, at, at + 3)),
                  "rotation", floats(Arrays.copyOfRange(p.rotations, rot, rot + 4))));
        }
        if (p.loadout >= 0) pm.put("loadout", p.loadout);
        ps.add(pm);
      }
      tm.put("players", ps);
      teamList.add(tm);
    }
    m.put("teams", teamList);
    if (hasBones) {
      m.put("bone_players", bonePlayers);
      List<Object> bones = new ArrayList<>(bonePlayers);
      for (int i = 0; i < bonePlayers; i++) {
        bones.add(
            ordered("positions", floats(bonePositions[i]), "rotations", floats(boneRotations[i])));
      }
      m.put("bones", bones);
    }
    return m;
  }

  /** A map of the {@code key, value} pairs in order. */
  private static Map<String, Object> ordered(Object... keysAndValues) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (int i = 0; i < keysAndValues.length; i += 2)
      m.put((String) keysAndValues[i], keysAndValues[i + 1]);
    return m;
  }

  private static String playerName(ButterHeader header, int fileIndex) {
    if (header == null) return Integer.toString(fileIndex);
    ButterPlayerInfo p = header.player(fileIndex);
    return p == null ? "[INVALID]" : p.name();
  }

  private static Map<String, Object> statsTree(ButterStats s) {
    Map<String, Object> m = new LinkedHashMap<>();
    for (ButterCounter c : ButterCounter.values()) m.put(c.apiName(), s.count(c));
    m.put("possession_time", s.possessionTime);
    m.put("stuns", s.stuns);
    return m;
  }

  private static List<Float> floats(float[] a) {
    List<Float> l = new ArrayList<>(a.length);
    for (float f : a) l.add(f);
    return l;
  }
}
