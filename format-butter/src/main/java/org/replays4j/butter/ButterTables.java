package org.replays4j.butter;

import static org.replays4j.core.table.ColumnType.BOOL;
import static org.replays4j.core.table.ColumnType.FLOAT32;
import static org.replays4j.core.table.ColumnType.INT32;
import static org.replays4j.core.table.ColumnType.INT64;
import static org.replays4j.core.table.ColumnType.STRING;

import java.io.IOException;
import java.util.List;
import java.util.Map;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.core.ReplaySource;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableOptions;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSink;

/**
 * The tables of Echo VR butter files (#13): {@code matches} (the {@link ButterHeader} columns),
 * {@code frames} (game state, scores, pause, last score, last throw, payload/combat and rules
 * fields), {@code player_frames} (one row per player per frame: positions, rotations, velocity,
 * stats) and {@code discs} (disc position, rotation, velocity per frame). Streamed frame by frame.
 */
final class ButterTables {
  private ButterTables() {}

  private static final String F = "butter";
  private static final String[] XYZ = {"x", "y", "z"};
  private static final String[] XYZW = {"x", "y", "z", "w"};
  private static final String[] PARTS = {"head", "body", "left_hand", "right_hand"};

  static final TableSchema MATCHES =
      TableSchema.builder(F, "matches", "one row per file: the butter header")
          .add(
              RecordColumns.of(
                  ButterHeader.class, Map.of("players", "players of the header as text")))
          .build();

  static final TableSchema FRAMES =
      TableSchema.builder(F, "frames", "one row per decoded (absolute) frame")
          .add("frame", INT32, "frame index in the file")
          .add("chunk", INT32, "chunk index")
          .add("keyframe", BOOL, "stored as a keyframe")
          .add("time_ms", INT64, "frame timestamp, ms")
          .add("game_clock", FLOAT32, "game clock, s")
          .add("game_status", STRING, "game status name; " + ButterFrameGroup.STATUS.describe())
          .add("blue_points", FLOAT32, "blue points; " + ButterFrameGroup.POINTS.describe())
          .add("orange_points", FLOAT32, "orange points")
          .add("paused_state", STRING, "pause state name; " + ButterFrameGroup.PAUSE.describe())
          .add("paused_requested_team", INT32, "team that requested the pause")
          .add("unpaused_team", INT32, "team that unpaused")
          .add("paused_timer", FLOAT32, "pause timer, s")
          .add("unpaused_timer", FLOAT32, "unpause timer, s")
          .addNullable(
              "last_score_team",
              INT32,
              "team of the last score, null when none; " + ButterFrameGroup.LAST_SCORE.describe())
          .addNullable("last_score_points", INT32, "points of the last score")
          .addNullable("last_score_goal_type", STRING, "goal type name of the last score")
          .addNullable("last_score_disc_speed", FLOAT32, "disc speed of the last score")
          .addNullable("last_score_distance_thrown", FLOAT32, "distance thrown of the last score")
          .add(
              "last_throw",
              STRING,
              "the 13 last-throw values, comma-separated; "
                  + ButterFrameGroup.LAST_THROW.describe())
          .add(
              "contested",
              INT32,
              "combat payload: contested; " + ButterFrameGroup.PAYLOAD.describe())
          .add("payload_checkpoint", INT32, "combat payload checkpoint")
          .add("payload_defenders", INT32, "combat payload defenders")
          .add("payload_distance", FLOAT32, "combat payload distance")
          .add("payload_speed", FLOAT32, "combat payload speed")
          .add(
              "rules_changed_at",
              INT64,
              "rules changed at (timestamp); " + ButterFrameGroup.RULES.describe())
          .add("rules_changed_by", STRING, "rules changed by (name)")
          .add("blue_possession", BOOL, "blue team has possession")
          .add("orange_possession", BOOL, "orange team has possession")
          .add("players", INT32, "players in the three teams")
          .build();

  static final TableSchema PLAYER_FRAMES = playerFrames();

  private static TableSchema playerFrames() {
    TableSchema.Builder b =
        TableSchema.builder(F, "player_frames", "one row per player per frame")
            .add("frame", INT32, "frame index")
            .add("team", STRING, "blue, orange or spectator")
            .add("file_index", INT32, "1-based player index of the header")
            .add("user_id", INT64, "user id")
            .add("player_id", INT32, "in-game player id")
            .add("flags", INT32, "possession 1, blocking 2, stunned 4, invulnerable 8, emote 16")
            .add("ping", INT32, "ping, ms")
            .add("packet_loss_ratio", FLOAT32, "packet loss ratio")
            .add("holding_left", INT32, "left-hand holding code")
            .add("holding_right", INT32, "right-hand holding code");
    for (String a : XYZ) b.add("velocity_" + a, FLOAT32, "velocity " + a + ", m/s");
    for (String p : PARTS)
      for (String a : XYZ) b.add(p + "_position_" + a, FLOAT32, p + " position " + a + ", m");
    for (String p : PARTS)
      for (String a : XYZW) b.add(p + "_rotation_" + a, FLOAT32, p + " rotation quaternion " + a);
    for (String s : ButterStats.NAMES) b.add("stat_" + RecordColumns.snake(s), INT32, "stat " + s);
    b.add("possession_time", FLOAT32, "possession time, s");
    b.add("stuns", INT32, "stuns");
    return b.build();
  }

  static final TableSchema DISCS =
      TableSchema.builder(F, "discs", "one row per frame: the disc")
          .add("frame", INT32, "frame index")
          .add("position_x", FLOAT32, "m; " + ButterFrameGroup.DISC.describe())
          .add("position_y", FLOAT32, "m")
          .add("position_z", FLOAT32, "m")
          .add("rotation_x", FLOAT32, "quaternion")
          .add("rotation_y", FLOAT32, "quaternion")
          .add("rotation_z", FLOAT32, "quaternion")
          .add("rotation_w", FLOAT32, "quaternion")
          .add("velocity_x", FLOAT32, "m/s")
          .add("velocity_y", FLOAT32, "m/s")
          .add("velocity_z", FLOAT32, "m/s")
          .build();

  static final List<TableSchema> ALL = List.of(MATCHES, FRAMES, PLAYER_FRAMES, DISCS);
  private static final RecordColumns.Writer HEADER =
      new RecordColumns.Writer(MATCHES, ButterHeader.class);

  interface Decode {
    void run(ButterVisitor v) throws IOException;
  }

  static void read(
      String table,
      ReplaySource source,
      String fileId,
      TableOptions options,
      Decode decode,
      TableSink sink)
      throws IOException {
    TableSchema schema =
        ALL.stream()
            .filter(t -> t.name().equals(table))
            .findFirst()
            .orElseThrow(
                () ->
                    new IllegalArgumentException(
                        "butter has no table "
                            + table
                            + "; tables: "
                            + ALL.stream().map(TableSchema::name).toList()));
    TableBatchBuilder b = new TableBatchBuilder(schema, fileId, options, sink);
    IOException[] failed = {null};
    boolean[] go = {true};
    decode.run(
        new ButterVisitor() {
          @Override
          public void visitHeader(ButterHeader h) {
            if (!table.equals("matches")) return;
            HEADER.write(b, h);
            end();
          }

          @Override
          public void visitFrame(ButterFrame f) {
            switch (table) {
              case "frames" -> frame(b, f);
              case "discs" -> disc(b, f);
              case "player_frames" -> {
                for (int t = 0; t < f.teams.length; t++) {
                  ButterTeam team = f.teams[t];
                  for (int i = 0; i < team.playerCount; i++) {
                    player(b, f.index, t, team.player(i));
                    end();
                  }
                }
                return;
              }
              default -> {
                return;
              }
            }
            end();
          }

          private void end() {
            try {
              go[0] = b.endRow();
            } catch (IOException e) {
              failed[0] = e;
              go[0] = false;
            }
            if (!go[0]) throw StopDecoding.INSTANCE;
          }
        });
    if (failed[0] != null) throw failed[0];
    if (go[0]) b.finish();
  }

  private static void frame(TableBatchBuilder b, ButterFrame f) {
    int c = 1;
    b.setInt(c++, f.index);
    b.setInt(c++, f.chunk);
    b.setBool(c++, f.keyframe);
    b.setLong(c++, f.timeMs);
    b.setFloat(c++, f.gameClock);
    b.setString(c++, ButterFrame.name(ButterFrame.GAME_STATUS, f.gameStatus));
    b.setFloat(c++, f.bluePoints);
    b.setFloat(c++, f.orangePoints);
    b.setString(c++, ButterFrame.name(ButterFrame.PAUSED_STATE, f.pausedState));
    b.setInt(c++, f.pausedRequestedTeam);
    b.setInt(c++, f.unpausedTeam);
    b.setFloat(c++, f.pausedTimer);
    b.setFloat(c++, f.unpausedTimer);
    if (f.hasLastScore) {
      b.setInt(c, f.lastScoreTeam);
      b.setInt(c + 1, f.lastScorePoints);
      b.setString(c + 2, ButterFrame.name(ButterFrame.GOAL_TYPE, f.lastScoreGoalType));
      b.setFloat(c + 3, f.lastScoreDiscSpeed);
      b.setFloat(c + 4, f.lastScoreDistanceThrown);
    }
    c += 5;
    if (b.wants(c)) {
      StringBuilder sb = new StringBuilder();
      for (int i = 0; i < f.lastThrow.length; i++)
        sb.append(i == 0 ? "" : ",").append(f.lastThrow[i]);
      b.setString(c, sb.toString());
    }
    c++;
    b.setInt(c++, f.contested);
    b.setInt(c++, f.payloadCheckpoint);
    b.setInt(c++, f.payloadDefenders);
    b.setFloat(c++, f.payloadDistance);
    b.setFloat(c++, f.payloadSpeed);
    b.setLong(c++, f.rulesChangedAt);
    b.setString(c++, f.rulesChangedBy == null ? "" : f.rulesChangedBy);
    b.setBool(c++, f.teams[0].possession);
    b.setBool(c++, f.teams[1].possession);
    b.setInt(c, f.teams[0].playerCount + f.teams[1].playerCount + f.teams[2].playerCount);
  }

  private static void disc(TableBatchBuilder b, ButterFrame f) {
    b.setInt(1, f.index);
    for (int i = 0; i < 3; i++) b.setFloat(2 + i, f.discPosition[i]);
    for (int i = 0; i < 4; i++) b.setFloat(5 + i, f.discRotation[i]);
    for (int i = 0; i < 3; i++) b.setFloat(9 + i, f.discVelocity[i]);
  }

  private static void player(TableBatchBuilder b, int frame, int team, ButterPlayer p) {
    int c = 1;
    b.setInt(c++, frame);
    b.setString(c++, ButterFrame.TEAM[team]);
    b.setInt(c++, p.fileIndex);
    b.setLong(c++, p.userId);
    b.setInt(c++, p.playerId);
    b.setInt(c++, p.flags);
    b.setInt(c++, p.ping);
    b.setFloat(c++, p.packetLossRatio);
    b.setInt(c++, p.holdingLeft);
    b.setInt(c++, p.holdingRight);
    for (int i = 0; i < 3; i++) b.setFloat(c++, p.velocity[i]);
    for (int i = 0; i < 12; i++) b.setFloat(c++, p.positions[i]);
    for (int i = 0; i < 16; i++) b.setFloat(c++, p.rotations[i]);
    for (int i = 0; i < ButterStats.NAMES.length; i++) b.setInt(c++, p.stats.counts[i]);
    b.setFloat(c++, p.stats.possessionTime);
    b.setInt(c, p.stats.stuns);
  }
}
