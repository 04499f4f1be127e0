package org.replays4j.butter.spi;

import java.io.IOException;
import java.util.ArrayList;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import org.replays4j.butter.ButterCounter;
import org.replays4j.butter.ButterFrame;
import org.replays4j.butter.ButterFrameGroup;
import org.replays4j.butter.ButterPlayer;
import org.replays4j.butter.ButterTeam;
import org.replays4j.butter.ButterVisitor;
import org.replays4j.butter.record.ButterHeader;
import org.replays4j.butter.record.ButterMap;
import org.replays4j.core.DecodeRequest;
import org.replays4j.core.error.Damage;
import org.replays4j.core.event.StopDecoding;
import org.replays4j.core.table.Column;
import org.replays4j.core.table.ColumnType;
import org.replays4j.core.table.FormatTables;
import org.replays4j.core.table.RecordColumns;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableSchema;
import org.replays4j.core.table.TableSpecs;

/**
 * The tables of Echo VR butter files: {@code matches} (the {@link ButterHeader} columns), {@code
 * frames} (game state, scores, pause, last score, last throw, payload/combat and rules fields),
 * {@code player_frames} (one row per player per frame: positions, rotations, velocity, stats) and
 * {@code discs} (disc position, rotation, velocity per frame), streamed frame by frame; and the
 * stats tables of {@link ButterStatsTables}, written once the file is read.
 */
final class ButterTables {
  private ButterTables() {}

  private static final String F = "butter";
  private static final TableSpecs SPECS = specs();

  /**
   * The header columns from {@link ButterHeader}, the stat columns from {@link ButterCounter} and
   * each frame group's storage ({@code ${status}}, …) from {@link ButterFrameGroup}.
   */
  private static TableSpecs specs() {
    List<Column> stats = new ArrayList<>();
    for (ButterCounter s : ButterCounter.values())
      stats.add(Column.of("stat_" + s.apiName(), ColumnType.INT32, "stat " + s.apiName()));
    TableSpecs specs =
        TableSpecs.load(ButterTables.class, F)
            .withColumns(
                "header",
                RecordColumns.of(
                    ButterHeader.class, Map.of("players", "players of the header as a JSON array")))
            .withColumns("stats", stats);
    for (ButterFrameGroup g : ButterFrameGroup.values())
      specs = specs.withText(g.name().toLowerCase(Locale.ROOT), g.describe());
    return specs;
  }

  static final TableSchema MATCHES = SPECS.schema("matches");
  static final TableSchema FRAMES = SPECS.schema("frames");
  static final TableSchema PLAYER_FRAMES = SPECS.schema("player_frames");
  static final TableSchema DISCS = SPECS.schema("discs");

  static final TableSchema MATCH_STATS = SPECS.schema("match_stats");
  static final TableSchema TEAMS = SPECS.schema("teams");
  static final TableSchema PLAYER_STATS = SPECS.schema("player_stats");
  static final TableSchema PLAYER_ROUNDS = SPECS.schema("player_rounds");
  static final TableSchema GOALS = SPECS.schema("goals");
  static final TableSchema ROUNDS = SPECS.schema("rounds");
  static final TableSchema SCORE_CHANGES = SPECS.schema("score_changes");

  static final List<TableSchema> ALL =
      List.of(
          MATCHES,
          FRAMES,
          PLAYER_FRAMES,
          DISCS,
          MATCH_STATS,
          TEAMS,
          PLAYER_STATS,
          PLAYER_ROUNDS,
          GOALS,
          ROUNDS,
          SCORE_CHANGES);

  /**
   * The tables and their row producer, for {@link ButterFormat#formatTables()}: one table alone is
   * one {@link EchoVrPass} too.
   */
  static final FormatTables TABLES =
      new FormatTables(
          ALL,
          (rows, source, limits) ->
              EchoVrPass.run(
                  new ButterFormat(), source, limits, DecodeRequest.forTables(List.of(rows))));

  /**
   * The same tables of .echoreplay files, for {@link EchoReplayFormat}: one table set for Echo VR
   * (schemas of format {@code butter}), so that the catalog holds the games of both file kinds in
   * the same tables. The frames read into the same model give the same columns; a text file has no
   * chunks, keyframes or header bytes ({@code chunk} 0, {@code keyframe} false, {@code length} 0),
   * and its {@code matches} row holds every player of the file (the header after the last line).
   */
  static final FormatTables ECHOREPLAY_TABLES =
      new FormatTables(
          ALL,
          (rows, source, limits) ->
              EchoVrPass.run(
                  new EchoReplayFormat(), source, limits, DecodeRequest.forTables(List.of(rows))));

  private static final RecordColumns.Writer HEADER =
      new RecordColumns.Writer(MATCHES, ButterHeader.class);
  private static final int M_MAP_NAME = MATCHES.index("map_name");
  private static final int M_COMPLETE = MATCHES.index("complete");

  private static final int M_DAMAGE = MATCHES.index("damage");

  /**
   * The rows of one table that is not a stats table ({@link ButterStatsTables#isStatsTable}): the
   * frame tables row by row, the {@code matches} row once the read is over ({@link #finish}), when
   * it is known whether the file was damaged. Stops (only itself) when its sink asks to.
   */
  static final class Rows extends ButterVisitor {
    private final TableBatchBuilder b;
    private final String table;
    private IOException failed;

    Rows(TableBatchBuilder b) {
      this.b = b;
      this.table = b.schema().name();
    }

    @Override
    public void visitDamage(Damage d) {
      b.damage(d);
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
        if (b.endRow()) return;
      } catch (IOException e) {
        failed = e;
      }
      throw StopDecoding.INSTANCE;
    }

    /**
     * After the read: a failure of the sink, or the {@code matches} row of the file whose header is
     * {@code last}.
     */
    void finish(ButterHeader last) throws IOException {
      if (failed != null) throw failed;
      if (!table.equals("matches") || b.stopped()) return;
      HEADER.write(b, last);
      if (last.map() != ButterMap.UNCODED) b.setString(M_MAP_NAME, last.map().apiName());
      b.setBool(M_COMPLETE, b.damage() == null);
      if (b.damage() != null) b.setString(M_DAMAGE, b.damage().toString());
      b.endRow();
    }
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
    for (int i = 0; i < p.stats.counts.length; i++) b.setInt(c++, p.stats.counts[i]);
    b.setFloat(c++, p.stats.possessionTime);
    b.setInt(c, p.stats.stuns);
  }
}
