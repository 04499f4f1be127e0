package org.replays4j.butter.stats;

import static org.assertj.core.api.Assertions.assertThat;

import java.io.IOException;
import java.io.InputStream;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.HashMap;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.DynamicTest;
import org.junit.jupiter.api.TestFactory;
import org.replays4j.butter.ButterDecoder;
import org.replays4j.butter.EchoReplayReader;
import org.replays4j.testkit.TestFiles;

/**
 * The correctness evidence of the Echo VR stats on every .butter and .echoreplay of {@code
 * testdata/butter} and of the shared corpus (skipped when absent): each player's counters at the
 * end equal the {@code stats} object of the last frame the player is in (the last frame of the file
 * for everyone still there), and the goals are exactly the changes of {@code last_score}.
 */
class ButterStatsEvidenceTest {

  static List<Path> files(Path dir) throws IOException {
    if (!Files.isDirectory(dir)) return List.of();
    try (Stream<Path> s = Files.list(dir)) {
      return s.filter(p -> p.toString().endsWith(".butter") || p.toString().endsWith(".echoreplay"))
          .sorted()
          .toList();
    }
  }

  static MatchStats stats(Path file) throws IOException {
    try (InputStream in = Files.newInputStream(file)) {
      if (file.toString().endsWith(".echoreplay")) {
        ButterStatsVisitor v = ButterStatsVisitor.forEchoReplay();
        EchoReplayReader.create().stream(in, v);
        return v.stats();
      }
      ButterStatsVisitor v = new ButterStatsVisitor();
      ButterDecoder.create().decode(in, v);
      return v.stats();
    }
  }

  @TestFactory
  Stream<DynamicTest> testdataFiles() throws IOException {
    List<Path> files = files(TestFiles.testdata("butter"));
    assertThat(files).isNotEmpty();
    return files.stream()
        .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
  }

  @TestFactory
  Stream<DynamicTest> corpusFiles() throws IOException {
    List<Path> files =
        files(TestFiles.sharedDir("corpus/butter", "Echo VR stats evidence on the corpus"));
    return files.stream()
        .map(f -> DynamicTest.dynamicTest(f.getFileName().toString(), () -> check(f)));
  }

  static void check(Path file) throws IOException {
    MatchStats s = stats(file);
    // one pass over the frames: each player's last stats object, the last frame's players and
    // the changes of last_score
    Map<String, Counters> lastSeen = new HashMap<>();
    List<Map.Entry<Integer, Map<String, Object>>> lastFrame = new ArrayList<>();
    List<String> expected = new ArrayList<>();
    Object[] previous = {null};
    int[] index = {0};
    ApiFrames.forEach(
        file,
        f -> {
          lastFrame.clear();
          for (Map.Entry<Integer, Map<String, Object>> e : ApiFrames.players(f)) {
            Map<String, Object> p = e.getValue();
            lastSeen.put((String) p.get("name"), ApiFrames.counters(ApiFrames.map(p.get("stats"))));
            lastFrame.add(e);
          }
          Map<String, Object> ls = ApiFrames.map(f.get("last_score"));
          Object key = ls.isEmpty() ? null : ls;
          if (index[0] > 0 && previous[0] != null && key != null && !previous[0].equals(key)) {
            String type = String.valueOf(ls.get("goal_type"));
            if (!type.equals("[NO GOAL]") && !type.equals("unknown"))
              expected.add(
                  index[0] + " " + ls.get("team") + " " + ls.get("person_scored") + " " + type);
          }
          previous[0] = key;
          index[0]++;
        });
    assertThat(s.frames()).isEqualTo(index[0]);

    // counters: the stats object of each player's last frame (no counter drops in these files)
    assertThat(s.players()).hasSize(lastSeen.size());
    for (PlayerStats p : s.players()) {
      assertThat(p.counterResets()).as(p.name()).isZero();
      assertThat(p.counters()).as("%s in %s", p.name(), file).isEqualTo(lastSeen.get(p.name()));
    }
    for (Map.Entry<Integer, Map<String, Object>> e : lastFrame) {
      String name = (String) e.getValue().get("name");
      assertThat(byName(s, name).counters())
          .as("%s at the end of %s", name, file)
          .isEqualTo(ApiFrames.counters(ApiFrames.map(e.getValue().get("stats"))));
    }

    // goals: the changes of last_score
    List<String> actual = new ArrayList<>();
    for (Goal g : s.goals())
      actual.add(g.frame() + " " + g.team() + " " + g.scorer() + " " + g.goalType());
    assertThat(actual).as("goals of %s", file).isEqualTo(expected);
  }

  static PlayerStats byName(MatchStats s, String name) {
    for (PlayerStats p : s.players()) if (name.equals(p.name())) return p;
    throw new AssertionError("no player " + name);
  }
}
