package org.replays4j.catalog;

import static org.assertj.core.api.Assertions.assertThat;

import java.nio.ByteBuffer;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.StandardOpenOption;
import java.sql.Connection;
import java.sql.DriverManager;
import java.util.Arrays;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.TestFiles;

/** Watch mode: files written while the watcher runs are in the catalog within a second. */
class WatchTest {
  @TempDir Path dir;

  /** What watch mode promises: a written replay is in the catalog within this time. */
  static final long WITHIN_MILLIS = 1_000;

  /**
   * Polls {@code sql} until it returns {@code expected}; returns the milliseconds that took, or
   * fails after {@code limit} ms with the last value.
   */
  private static long await(Connection c, String sql, String expected, long limit)
      throws Exception {
    long start = System.nanoTime();
    List<String> last = List.of();
    while ((System.nanoTime() - start) / 1_000_000 < limit) {
      last = CatalogFixture.rows(c, sql);
      if (last.equals(List.of(expected))) return (System.nanoTime() - start) / 1_000_000;
      Thread.sleep(10);
    }
    throw new AssertionError(
        sql + ": expected " + expected + " within " + limit + " ms, got " + last);
  }

  /**
   * The bytes a Slippi recorder has written before the Game End of {@code slp}: the header with raw
   * length 0 (still recording) and the events before the Game End event (0x39).
   */
  static byte[] beforeGameEnd(byte[] slp) {
    int rawStart = 15;
    long rawLen = ByteBuffer.wrap(slp, 11, 4).getInt() & 0xFFFFFFFFL;
    int[] sizes = new int[256];
    int pos = rawStart;
    int end = (int) (rawStart + rawLen);
    int gameEnd = -1;
    while (pos < end) {
      int cmd = slp[pos] & 0xFF;
      if (cmd == 0x35) {
        int n = slp[pos + 1] & 0xFF;
        for (int i = pos + 2; i + 2 < pos + 1 + n; i += 3) {
          sizes[slp[i] & 0xFF] = ((slp[i + 1] & 0xFF) << 8) | (slp[i + 2] & 0xFF);
        }
        pos += 1 + n;
      } else {
        if (cmd == 0x39) {
          gameEnd = pos;
          break;
        }
        pos += 1 + sizes[cmd];
      }
    }
    assertThat(gameEnd).as("Game End found").isPositive();
    byte[] out = Arrays.copyOf(slp, gameEnd);
    Arrays.fill(out, 11, 15, (byte) 0);
    return out;
  }

  @Test
  void aSlippiGameBeingRecordedIsInProgressThenCompleteAndAWrittenReplayAppearsWithinASecond()
      throws Exception {
    Path live = Files.createDirectories(dir.resolve("live"));
    Path db = dir.resolve("c.db");
    byte[] game = Files.readAllBytes(TestFiles.testdata("slippi/netplay-3.18-rollback.slp"));
    byte[] recording = beforeGameEnd(game);
    byte[] rep = Files.readAllBytes(TestFiles.testdata("screp/melee-1v1.rep"));
    Path slp = live.resolve("Game_20261125T210000.slp");
    try (Catalog c = Catalog.open(db);
        Watcher w = c.watch(List.of(live));
        Connection reader = DriverManager.getConnection(Catalog.jdbcUrl(db))) {
      // the recorder writes the game in chunks, at event boundaries and in between
      int third = recording.length / 3;
      Files.write(slp, Arrays.copyOf(recording, third));
      Thread.sleep(150);
      Files.write(slp, Arrays.copyOfRange(recording, third, 2 * third), StandardOpenOption.APPEND);
      Thread.sleep(150);
      Files.write(
          slp,
          Arrays.copyOfRange(recording, 2 * third, recording.length),
          StandardOpenOption.APPEND);
      long inProgress =
          await(
              reader,
              "SELECT f.status || ' ' || (SELECT count(*) FROM slippi_players p WHERE p.file ="
                  + " f.id) FROM files f WHERE f.path LIKE '%Game_%'",
              "in_progress 2",
              WITHIN_MILLIS);
      // nothing about it was ever recorded as failed
      assertThat(CatalogFixture.rows(reader, "SELECT count(*) FROM files WHERE status = 'failed'"))
          .containsExactly("0");
      // Game End, the raw length and the metadata arrive
      Files.write(slp, game);
      long complete =
          await(
              reader,
              "SELECT f.status || ' ' || (g.end_method IS NOT NULL) FROM files f JOIN slippi_games"
                  + " g ON g.file = f.id WHERE f.path LIKE '%Game_%'",
              "ok 1",
              WITHIN_MILLIS);
      // a StarCraft replay copied in two chunks
      Path sc = live.resolve("sub").resolve("ladder.rep");
      Files.createDirectories(sc.getParent());
      Files.write(sc, Arrays.copyOf(rep, rep.length / 2));
      Thread.sleep(100);
      Files.write(
          sc, Arrays.copyOfRange(rep, rep.length / 2, rep.length), StandardOpenOption.APPEND);
      long copied =
          await(
              reader,
              "SELECT status FROM files WHERE path LIKE '%ladder.rep'",
              "ok",
              WITHIN_MILLIS);
      assertThat(CatalogFixture.rows(reader, "SELECT count(*) FROM files WHERE status = 'failed'"))
          .containsExactly("0");
      // removed: marked missing
      Files.delete(sc);
      await(
          reader,
          "SELECT status FROM files WHERE path LIKE '%ladder.rep'",
          "missing",
          WITHIN_MILLIS);
      assertThat(inProgress + complete + copied).isLessThan(3 * WITHIN_MILLIS);
      assertThat(w.runs()).isGreaterThan(1);
    }
  }

  @Test
  void aFileInProgressThatDoesNotChangeIsNotReadAgainEveryPass() throws Exception {
    Path live = Files.createDirectories(dir.resolve("live"));
    Path db = dir.resolve("c.db");
    byte[] game = Files.readAllBytes(TestFiles.testdata("slippi/netplay-3.18-rollback.slp"));
    Path slp = live.resolve("Game_20261125T220000.slp");
    try (Catalog c = Catalog.open(db);
        Watcher w = c.watch(List.of(live));
        Connection reader = DriverManager.getConnection(Catalog.jdbcUrl(db))) {
      Files.write(slp, beforeGameEnd(game));
      await(
          reader,
          "SELECT status FROM files WHERE path LIKE '%Game_%'",
          "in_progress",
          WITHIN_MILLIS);
      int runs = w.runs();
      // still within its writing window (3 s) and unchanged: a pass every 250 ms would read it
      Thread.sleep(1_000);
      assertThat(w.runs() - runs).isLessThanOrEqualTo(1);
    }
  }
}
