package org.replays4j.butter;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.InputStream;
import java.nio.charset.StandardCharsets;
import java.time.LocalDateTime;
import java.time.ZoneOffset;
import java.time.format.DateTimeFormatter;
import java.time.format.DateTimeParseException;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.zip.ZipEntry;
import java.util.zip.ZipInputStream;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterPlayerInfo;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.core.error.ReplayFormatException;

/**
 * Reads .echoreplay files (docs/formats/butter.md#echoreplay): a ZIP holding one {@code .echoreplay} entry, or the
 * same text uncompressed. Each line is {@code yyyy/MM/dd HH:mm:ss.fff TAB session-JSON [TAB
 * bones-JSON]}; rows whose JSON has at most 300 characters or that have neither 2 nor 3 columns
 * are skipped, as the reference converter does. JSON is parsed with Jackson's streaming parser.
 *
 * <p>Times are local times without a zone; like the butter writer (B7) they are taken as UTC.
 * Old (2018) API frames, which have one top-level player transform and bare hand positions, map
 * that transform to head and body and give the hands the identity rotation. Unknown map names give
 * map index 0 (the reference writer rejects them).
 */
public final class EchoReplayReader {
  /** Format id used in errors. */
  public static final String FORMAT = "echoreplay";
  private static final DateTimeFormatter TIME = DateTimeFormatter.ofPattern("yyyy/MM/dd HH:mm:ss.SSS");
  private final DecodeLimits limits;

  /** A reader with default limits. */
  public EchoReplayReader() {
    this(DecodeLimits.defaults());
  }

  /** A reader bounded by {@code limits} (decompressed size, line length). */
  public EchoReplayReader(DecodeLimits limits) {
    this.limits = limits;
  }

  /** Reads a whole file (zip or text). */
  public EchoReplay read(byte[] file) throws IOException {
    return parse(text(file));
  }

  /** Reads a whole stream (zip or text). */
  public EchoReplay read(InputStream in) throws IOException {
    return read(in.readAllBytes());
  }

  private String text(byte[] file) throws IOException {
    if (file.length >= 2 && file[0] == 'P' && file[1] == 'K') {
      try (ZipInputStream z = new ZipInputStream(new java.io.ByteArrayInputStream(file))) {
        ZipEntry e;
        while ((e = z.getNextEntry()) != null) {
          if (e.isDirectory()) continue;
          ByteArrayOutputStream out = new ByteArrayOutputStream();
          byte[] buf = new byte[65536];
          long total = 0;
          int k;
          while ((k = z.read(buf)) > 0) {
            total += k;
            DecodeLimits.check(FORMAT, 0, "maxDecompressedBytes", Math.min(limits.maxDecompressedBytes(), Integer.MAX_VALUE - 8), total);
            out.write(buf, 0, k);
          }
          return out.toString(StandardCharsets.UTF_8);
        }
      } catch (java.util.zip.ZipException ex) {
        throw new ReplayFormatException(FORMAT, 0, null, null, "expected a ZIP with one .echoreplay entry but got: " + ex.getMessage(), ex);
      }
      throw ReplayFormatException.invalid(FORMAT, 0, "expected a ZIP with one .echoreplay entry but got an empty archive");
    }
    return new String(file, StandardCharsets.UTF_8);
  }

  /** One accepted row. */
  private record Row(long timeMs, Map<String, Object> session, Map<String, Object> bones) {}

  @SuppressWarnings("unchecked")
  private EchoReplay parse(String text) throws IOException {
    List<Row> rows = new ArrayList<>();
    int lineNo = 0;
    long offset = 0;
    for (String line : text.split("\r?\n")) {
      lineNo++;
      long lineOffset = offset;
      offset += line.length() + 2;
      if (line.isEmpty()) continue;
      String[] cols = line.split("\t", -1);
      if (cols.length != 2 && cols.length != 3) continue;
      if (cols[1].length() <= 300) continue;
      long t;
      try {
        t = LocalDateTime.parse(cols[0].trim(), TIME).toInstant(ZoneOffset.UTC).toEpochMilli();
      } catch (DateTimeParseException e) {
        throw new ReplayFormatException(FORMAT, lineOffset, null, "line[" + lineNo + "]",
            "expected a time yyyy/MM/dd HH:mm:ss.fff but got '" + cols[0] + "'", e);
      }
      Object session;
      Object bones = null;
      try {
        session = JsonTree.parse(cols[1]);
        if (cols.length == 3 && !cols[2].isBlank()) bones = JsonTree.parse(cols[2].trim());
      } catch (IOException e) {
        throw new ReplayFormatException(FORMAT, lineOffset, null, "line[" + lineNo + "]",
            "expected JSON but got: " + e.getMessage(), e);
      }
      if (!(session instanceof Map)) continue;
      rows.add(new Row(t, (Map<String, Object>) session, bones instanceof Map ? (Map<String, Object>) bones : null));
    }
    // Player table: every player of any frame, in order of first appearance, keyed by name.
    Map<String, ButterPlayerInfo> players = new LinkedHashMap<>();
    for (Row row : rows) {
      for (Map<String, Object> team : list(row.session.get("teams"), Map.class)) {
        for (Map<String, Object> p : list(team.get("players"), Map.class)) {
          String name = ascii(str(p.get("name"), ""));
          if (!players.containsKey(name)) {
            players.put(name, new ButterPlayerInfo(players.size() + 1, name, lng(p.get("userid")),
                (int) lng(p.get("number")) & 0xFF, (int) lng(p.get("level")) & 0xFF));
          }
        }
      }
    }
    ButterHeader header = header(rows.isEmpty() ? Map.of() : rows.get(0).session, new ArrayList<>(players.values()));
    Map<String, Integer> index = new LinkedHashMap<>();
    for (ButterPlayerInfo p : players.values()) index.put(p.name(), p.fileIndex());
    ButterMap map = header.map();
    List<ButterFrame> frames = new ArrayList<>(rows.size());
    for (int i = 0; i < rows.size(); i++) {
      Row row = rows.get(i);
      frames.add(frame(row, i, index, map));
    }
    return new EchoReplay(header, frames);
  }

  private static ButterHeader header(Map<String, Object> s, List<ButterPlayerInfo> players) {
    ButterMap map = ButterMap.ofApiName(str(s.get("map_name"), ""));
    String ip = str(s.get("sessionip"), "0.0.0.0");
    String sid = str(s.get("sessionid"), "00000000-0000-0000-0000-000000000000").toUpperCase(java.util.Locale.ROOT);
    return new ButterHeader(3, 300, ButterCompression.NONE, str(s.get("client_name"), ""), sid, ip, players,
        (int) lng(s.get("total_round_count")), (int) lng(s.get("blue_round_score")),
        (int) lng(s.get("orange_round_score")), map == null ? 0 : map.ordinal(), bool(s.get("private_match")), 0);
  }

  @SuppressWarnings("unchecked")
  private static ButterFrame frame(Row row, int i, Map<String, Integer> index, ButterMap map) {
    Map<String, Object> s = row.session;
    ButterFrame f = new ButterFrame();
    f.index = i;
    f.timeMs = row.timeMs;
    f.gameClock = (float) dbl(s.get("game_clock"));
    f.gameStatus = code(ButterFrame.GAME_STATUS, str(s.get("game_status"), null), 0);
    f.bluePoints = (float) dbl(s.get("blue_points"));
    f.orangePoints = (float) dbl(s.get("orange_points"));
    String[] inputs = {"left_shoulder_pressed", "right_shoulder_pressed", "left_shoulder_pressed2", "right_shoulder_pressed2"};
    for (int k = 0; k < 4; k++) if (dbl(s.get(inputs[k])) > 0 || bool(s.get(inputs[k]))) f.inputs |= 1 << k;
    if (dbl(s.get("blue_team_restart_request")) != 0 || bool(s.get("blue_team_restart_request"))) f.restartRequests |= 1;
    if (dbl(s.get("orange_team_restart_request")) != 0 || bool(s.get("orange_team_restart_request"))) f.restartRequests |= 2;
    Map<String, Object> pause = map(s.get("pause"));
    f.pausedState = pause.isEmpty() ? 0 : code(ButterFrame.PAUSED_STATE, str(pause.get("paused_state"), ""), 5);
    f.pausedRequestedTeam = code(ButterFrame.TEAM, str(pause.get("paused_requested_team"), "none"), 3);
    f.unpausedTeam = code(ButterFrame.TEAM, str(pause.get("unpaused_team"), "none"), 3);
    f.pausedTimer = (float) dbl(pause.get("paused_timer"));
    f.unpausedTimer = (float) dbl(pause.get("unpaused_timer"));
    Map<String, Object> ls = map(s.get("last_score"));
    if (!ls.isEmpty()) {
      f.hasLastScore = true;
      f.lastScoreTeam = code(ButterFrame.TEAM, str(ls.get("team"), "none"), 3);
      f.lastScorePoints = (int) lng(ls.get("point_amount"));
      f.lastScoreGoalType = code(ButterFrame.GOAL_TYPE, str(ls.get("goal_type"), "").replace('_', ' '), 0);
      f.lastScoreScorer = index.getOrDefault(str(ls.get("person_scored"), ""), 0);
      f.lastScoreAssister = index.getOrDefault(str(ls.get("assist_scored"), ""), 0);
      f.lastScoreDiscSpeed = (float) dbl(ls.get("disc_speed"));
      f.lastScoreDistanceThrown = (float) dbl(ls.get("distance_thrown"));
    }
    Map<String, Object> lt = map(s.get("last_throw"));
    for (int k = 0; k < 13; k++) f.lastThrow[k] = (float) dbl(lt.get(ButterFrame.LAST_THROW[k]));
    Map<String, Object> vr = map(s.get("player"));
    vec(vr.get("vr_position"), f.vrPosition, 0);
    rot(vr.get("vr_forward"), vr.get("vr_up"), f.vrRotation, 0);
    Map<String, Object> disc = map(s.get("disc"));
    vec(disc.get("position"), f.discPosition, 0);
    rot(disc.get("forward"), disc.get("up"), f.discRotation, 0);
    vec(disc.get("velocity"), f.discVelocity, 0);
    f.contested = dbl(s.get("contested")) != 0 || bool(s.get("contested")) ? 1 : 0;
    f.payloadCheckpoint = (int) lng(s.get("payload_checkpoint"));
    f.payloadDefenders = (int) lng(s.get("payload_defenders"));
    f.payloadDistance = (float) dbl(s.get("payload_distance"));
    f.payloadSpeed = (float) dbl(s.get("payload_speed"));
    f.rulesChangedAt = lng(s.get("rules_changed_at"));
    f.rulesChangedBy = ascii(str(s.get("rules_changed_by"), ""));
    List<?> teams = list(s.get("teams"), Map.class);
    for (int t = 0; t < 3 && t < teams.size(); t++) {
      Map<String, Object> tm = map(teams.get(t));
      ButterTeam team = f.teams[t];
      team.possession = t < 2 && bool(tm.get("possession"));
      stats(map(tm.get("stats")), team.stats);
      List<?> ps = list(tm.get("players"), Map.class);
      team.ensure(ps.size());
      team.playerCount = ps.size();
      for (int k = 0; k < ps.size(); k++) {
        player(map(ps.get(k)), team.players[k], index, map);
      }
    }
    if (row.bones != null) {
      List<?> ub = list(row.bones.get("user_bones"), Map.class);
      f.hasBones = true;
      f.ensureBones(ub.size());
      f.bonePlayers = ub.size();
      for (int k = 0; k < ub.size(); k++) {
        List<Object> bt = list(map(ub.get(k)).get("bone_t"), Object.class);
        List<Object> bo = list(map(ub.get(k)).get("bone_o"), Object.class);
        for (int j = 0; j < 69; j++) f.bonePositions[k][j] = j < bt.size() ? (float) dbl(bt.get(j)) : 0f;
        for (int j = 0; j < 92; j++) f.boneRotations[k][j] = j < bo.size() ? (float) dbl(bo.get(j)) : (j % 4 == 3 ? 1f : 0f);
      }
    }
    return f;
  }

  private static final String[] WEAPON = {"rocket", "blaster", "scout", "assault"};
  private static final String[] ORDNANCE = {"stun", "det", "burst", "arc"};
  private static final String[] TACMOD = {"sensor", "wraith", "heal", "shield"};
  private static final String[] ARM = {"Left", "Right"};

  private static void player(Map<String, Object> p, ButterPlayer out, Map<String, Integer> index, ButterMap map) {
    out.clear();
    out.fileIndex = index.getOrDefault(ascii(str(p.get("name"), "")), 0);
    out.userId = out.fileIndex == 0 ? 0 : lng(p.get("userid"));
    out.playerId = (int) lng(p.get("playerid")) & 0xFF;
    String[] flags = {"possession", "blocking", "stunned", "invulnerable", "is_emote_playing"};
    for (int k = 0; k < 5; k++) if (bool(p.get(flags[k]))) out.flags |= 1 << k;
    stats(map(p.get("stats")), out.stats);
    out.ping = (int) lng(p.get("ping"));
    out.packetLossRatio = (float) dbl(p.get("packetlossratio"));
    if (map.isArena()) {
      out.holdingLeft = holding(p.get("holding_left"));
      out.holdingRight = holding(p.get("holding_right"));
    }
    vec(p.get("velocity"), out.velocity, 0);
    String[] parts = {"head", "body", "lhand", "rhand"};
    for (int k = 0; k < 4; k++) {
      Object raw = p.get(parts[k]);
      Map<String, Object> part = map(raw);
      if (raw == null && k < 2 && p.containsKey("position")) {
        // 2018 API: one player transform at top level (position/forward/up) stands for head and body
        part = p;
      }
      if (raw instanceof List) {
        // 2018 API: hands are bare positions without orientation
        vec(raw, out.positions, 3 * k);
        continue;
      }
      Object pos = part.containsKey("position") ? part.get("position") : part.get("pos");
      vec(pos, out.positions, 3 * k);
      rot(part.get("forward"), part.get("up"), out.rotations, 4 * k);
    }
    if (map.isCombat()) {
      out.loadout = code(WEAPON, str(p.get("Weapon"), ""), 0) | code(ORDNANCE, str(p.get("Ordnance"), ""), 0) << 2
          | code(TACMOD, str(p.get("TacMod"), ""), 0) << 4 | code(ARM, str(p.get("Arm"), ""), 0) << 6;
    }
  }

  static int holding(Object o) {
    if (o == null) return ButterPlayer.HOLDING_NULL;
    String s = o.toString();
    switch (s) {
      case "none": return ButterPlayer.HOLDING_NONE;
      case "geo": return ButterPlayer.HOLDING_GEO;
      case "disc": return ButterPlayer.HOLDING_DISC;
      default:
        try {
          return Integer.parseInt(s) & 0xFF;
        } catch (NumberFormatException e) {
          return ButterPlayer.HOLDING_NULL;
        }
    }
  }

  private static void stats(Map<String, Object> m, ButterStats s) {
    for (int k = 0; k < 10; k++) s.counts[k] = (int) lng(m.get(ButterStats.NAMES[k]));
    s.possessionTime = (float) dbl(m.get("possession_time"));
    s.stuns = (int) Math.max(0, Math.min(65535, lng(m.get("stuns"))));
  }

  private static void vec(Object o, float[] dst, int off) {
    List<Object> l = list(o, Object.class);
    for (int k = 0; k < 3; k++) dst[off + k] = k < l.size() ? (float) dbl(l.get(k)) : 0f;
  }

  private static void rot(Object fwd, Object up, float[] dst, int off) {
    List<Object> f = list(fwd, Object.class);
    List<Object> u = list(up, Object.class);
    if (f.size() < 3 || u.size() < 3) {
      Quaternions.lookRotation(0, 0, 1, 0, 1, 0, dst, off);
      return;
    }
    Quaternions.lookRotation(dbl(f.get(0)), dbl(f.get(1)), dbl(f.get(2)), dbl(u.get(0)), dbl(u.get(1)), dbl(u.get(2)), dst, off);
  }

  static int code(String[] table, String name, int unknown) {
    if (name == null) return unknown;
    for (int k = 0; k < table.length; k++) if (name.equals(table[k])) return k;
    return unknown;
  }

  static String ascii(String s) {
    StringBuilder sb = new StringBuilder(s.length());
    for (int k = 0; k < s.length(); k++) {
      char c = s.charAt(k);
      sb.append(c < 0x80 && c != 0 ? c : '?');
    }
    return sb.toString();
  }

  @SuppressWarnings("unchecked")
  static Map<String, Object> map(Object o) {
    return o instanceof Map ? (Map<String, Object>) o : Map.of();
  }

  @SuppressWarnings("unchecked")
  static <T> List<T> list(Object o, Class<T> type) {
    if (!(o instanceof List)) return List.of();
    List<T> out = new ArrayList<>();
    for (Object e : (List<Object>) o) if (type.isInstance(e)) out.add((T) e);
    return out;
  }

  static String str(Object o, String dflt) {
    return o == null ? dflt : o.toString();
  }

  static double dbl(Object o) {
    return o instanceof Number ? ((Number) o).doubleValue() : 0;
  }

  static long lng(Object o) {
    return o instanceof Number ? ((Number) o).longValue() : 0;
  }

  static boolean bool(Object o) {
    return o instanceof Boolean ? (Boolean) o : o instanceof Number && ((Number) o).doubleValue() != 0;
  }
}
