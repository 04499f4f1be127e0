package org.replays4j.web;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.MiniJson.map;

import java.io.IOException;
import java.net.InetAddress;
import java.net.URLEncoder;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.nio.file.attribute.FileTime;
import java.security.MessageDigest;
import java.util.ArrayList;
import java.util.HexFormat;
import java.util.List;
import java.util.Map;
import java.util.TreeSet;
import org.assertj.core.api.Assertions;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.replays4j.testkit.MiniJson;

/** The web app over a catalog of {@code testdata/}, through HTTP. */
class WebServerTest {
  @TempDir static Path dir;
  static WebFixture web;
  static String dbSha;

  @BeforeAll
  static void start() throws Exception {
    web = new WebFixture(dir);
    dbSha = sha(web.db);
  }

  @AfterAll
  static void stop() throws Exception {
    if (web == null) return;
    web.close();
    assertThat(sha(web.db)).as("the catalog is never written").isEqualTo(dbSha);
  }

  static String sha(Path p) throws Exception {
    return HexFormat.of()
        .formatHex(MessageDigest.getInstance("SHA-256").digest(Files.readAllBytes(p)));
  }

  static String enc(String s) {
    return URLEncoder.encode(s, StandardCharsets.UTF_8);
  }

  @SuppressWarnings("unchecked")
  static List<Map<String, Object>> games(String query) {
    HttpResponse<String> r = web.get("/api/games?size=200" + query);
    assertThat(r.statusCode()).as(r.body()).isEqualTo(200);
    return (List<Map<String, Object>>) MiniJson.object(r.body()).get("games");
  }

  @SuppressWarnings("unchecked")
  static List<String> strings(Object o) {
    return (List<String>) o;
  }

  static List<String> names(Object players) {
    List<String> out = new ArrayList<>();
    for (Object p : (List<?>) players) out.add((String) map(p).get("name"));
    return out;
  }

  static List<Long> ids(String query) {
    List<Long> out = new ArrayList<>();
    for (Map<String, Object> g : games(query)) out.add((Long) g.get("id"));
    return out;
  }

  static List<Long> catalogIds(String where) {
    List<Long> out = new ArrayList<>();
    for (String s : web.column("SELECT id FROM files f WHERE format IS NOT NULL" + where)) {
      out.add(Long.parseLong(s));
    }
    return out;
  }

  @Test
  void theDefaultAddressIsLoopbackOnly() {
    assertThat(web.server.loopbackOnly()).isTrue();
    assertThat(web.server.address().getHost()).isEqualTo("127.0.0.1");
  }

  @Test
  void theGamesListHoldsEveryReplayOfTheCatalog() {
    assertThat(new TreeSet<>(ids(""))).isEqualTo(new TreeSet<>(catalogIds("")));
  }

  @Test
  void eachFilterKeepsExactlyTheMatchingGames() {
    assertThat(new TreeSet<>(ids("&format=screp")))
        .isEqualTo(new TreeSet<>(catalogIds(" AND format = 'screp'")));
    assertThat(new TreeSet<>(ids("&status=partial")))
        .isNotEmpty()
        .isEqualTo(new TreeSet<>(catalogIds(" AND status = 'partial'")));
    String inParticipants = " AND id IN (SELECT file FROM catalog_participants WHERE ";
    assertThat(new TreeSet<>(ids("&player=Alice")))
        .hasSize(3)
        .isEqualTo(new TreeSet<>(catalogIds(inParticipants + "name = 'Alice')")));
    assertThat(new TreeSet<>(ids("&character=Zerg")))
        .isEqualTo(new TreeSet<>(catalogIds(inParticipants + "character = 'Zerg')")));
    assertThat(ids("&map=" + enc("Fountain of Dreams")))
        .containsExactlyInAnyOrder(web.id("netplay-3.18-rollback.slp"), web.id("cut-3.18.slp"));
    assertThat(ids("&map=" + enc(WebFixture.MAP))).containsExactly(web.id("hostile.teehistorian"));
    assertThat(new TreeSet<>(ids("&from=2025-11-24&to=2025-11-24")))
        .isEqualTo(new TreeSet<>(catalogIds(inParticipants + "start_time LIKE '2025-11-24%')")));
    assertThat(ids("&from=2025-11-25&to=2025-11-25")).isEmpty();
    assertThat(ids("&format=screp&player=Alice&character=Terran")).hasSize(3);
  }

  @Test
  void sortingAndPagingWalkEveryGameOnce() {
    List<Long> all = ids("&sort=id&order=asc");
    assertThat(all).isSorted();
    List<Long> paged = new ArrayList<>();
    for (int page = 1; ; page++) {
      HttpResponse<String> r = web.get("/api/games?sort=id&order=asc&size=5&page=" + page);
      Map<String, Object> o = MiniJson.object(r.body());
      for (Object g : (List<?>) o.get("games")) paged.add((Long) ((Map<?, ?>) g).get("id"));
      if (!(Boolean) o.get("more")) break;
    }
    assertThat(paged).isEqualTo(all);
    List<Map<String, Object>> byDate = games("&sort=date");
    List<String> dates = new ArrayList<>();
    for (Map<String, Object> g : byDate)
      if (g.get("start_time") != null) dates.add((String) g.get("start_time"));
    assertThat(dates).isSortedAccordingTo((a, b) -> b.compareTo(a));
  }

  @Test
  void aPlayerNamedWithMarkupIsTextInEveryPageAndValidJson() {
    String escaped = "&lt;script&gt;alert(1)&lt;/script&gt;";
    String list = web.get("/games?format=teehistorian").body();
    assertThat(list).contains(escaped).doesNotContain(WebFixture.SCRIPT);
    assertThat(list).contains("Map &quot;&lt;b&gt;bold&lt;/b&gt;&quot; &amp; &#39;quotes&#39;");
    long id = web.id("hostile.teehistorian");
    String game = web.get("/games/" + id).body();
    assertThat(game).contains(escaped).doesNotContain(WebFixture.SCRIPT).doesNotContain("<b>bold");
    HttpResponse<String> player =
        web.get("/player?format=teehistorian&name=" + enc(WebFixture.SCRIPT));
    assertThat(player.statusCode()).isEqualTo(200);
    assertThat(player.body()).contains(escaped).doesNotContain(WebFixture.SCRIPT);
    Map<String, Object> json = MiniJson.object(web.get("/api/games/" + id).body());
    Map<?, ?> g = (Map<?, ?>) json.get("game");
    assertThat(names(g.get("players"))).contains(WebFixture.SCRIPT);
    assertThat(g.get("map")).isEqualTo(WebFixture.MAP);
  }

  @Test
  void theGameApiAnswersWhatTheCatalogHolds() {
    long id = web.id("netplay-3.18-rollback.slp");
    Map<String, Object> json = MiniJson.object(web.get("/api/games/" + id).body());
    Map<?, ?> g = (Map<?, ?>) json.get("game");
    assertThat(g.get("format")).isEqualTo("slippi");
    assertThat(g.get("status")).isEqualTo("ok");
    assertThat(json.get("file_state")).isEqualTo("unchanged");
    assertThat(names(g.get("players")))
        .containsExactlyElementsOf(
            web.column(
                "SELECT name FROM catalog_participants WHERE file = " + id + " ORDER BY slot"));
    List<?> tables = (List<?>) json.get("tables");
    Map<?, ?> games =
        (Map<?, ?>)
            tables.stream()
                .filter(t -> "games".equals(((Map<?, ?>) t).get("table")))
                .findFirst()
                .get();
    List<?> cols = (List<?>) games.get("columns");
    List<?> row = (List<?>) ((List<?>) games.get("rows")).get(0);
    assertThat(row.get(cols.indexOf("stage")))
        .isEqualTo(web.column("SELECT stage FROM slippi_games WHERE file = " + id).get(0));
    assertThat(strings(json.get("downloads"))).contains("/games/" + id + "/tables/frames.arrow");
  }

  @Test
  void thePlayerPageCountsGamesWinsAndMatchups() {
    Map<String, Object> p = MiniJson.object(web.get("/api/player?format=screp&name=Alice").body());
    assertThat(p.get("games")).isEqualTo(3L);
    assertThat(p.get("wins")).isEqualTo(3L);
    List<?> m = (List<?>) p.get("matchups");
    assertThat(m).hasSize(1);
    assertThat(map(m.get(0)))
        .containsEntry("character", "Terran")
        .containsEntry("against", "Zerg")
        .containsEntry("games", 3L);
    assertThat(web.get("/player?format=screp&name=Alice").body()).contains("100%");
  }

  @Test
  void theCollectionCountsFilesAndListsTheDamagedOnes() {
    Map<String, Object> c = MiniJson.object(web.get("/api/collection").body());
    long files = 0;
    for (Object o : (List<?>) c.get("counts")) files += (Long) ((Map<?, ?>) o).get("files");
    assertThat(files).isEqualTo(Long.parseLong(web.column("SELECT count(*) FROM files").get(0)));
    List<?> damaged = (List<?>) ((Map<?, ?>) c.get("damaged")).get("games");
    assertThat(damaged).hasSize(1);
    assertThat(map(damaged.get(0)).get("id")).isEqualTo(web.id("cut-3.18.slp"));
    assertThat(web.get("/collection").body()).contains("cut-3.18.slp").contains("TRUNCATED");
  }

  @Test
  void aTableDownloadsAsArrowFromTheRecordedFile() {
    long id = web.id("melee-1v1.rep");
    HttpResponse<byte[]> r = web.bytes("/games/" + id + "/tables/players.arrow");
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(new String(r.body(), 0, 6, StandardCharsets.US_ASCII)).isEqualTo("ARROW1");
    assertThat(r.headers().firstValue("Content-Disposition").orElseThrow())
        .contains("game-" + id + "-screp.players.arrow");
    assertThat(web.get("/games/" + id + "/tables/nosuch.arrow").statusCode()).isEqualTo(404);
    assertThat(web.get("/games/" + id + "/tables/players.xlsx").statusCode()).isEqualTo(404);
  }

  @Test
  void aSlippiGameAndTheCollectionHavePicturesServedAsSvg() {
    long id = web.id("netplay-3.18-rollback.slp");
    List<String> pics =
        strings(MiniJson.object(web.get("/api/games/" + id).body()).get("pictures"));
    assertThat(pics).isNotEmpty();
    for (String name : pics) {
      HttpResponse<String> r = web.get("/games/" + id + "/pictures/" + name + ".svg");
      assertThat(r.statusCode()).isEqualTo(200);
      assertThat(r.headers().firstValue("Content-Type")).hasValue("image/svg+xml");
      assertThat(r.headers().firstValue("Content-Security-Policy").orElseThrow())
          .contains("sandbox");
      assertThat(r.body()).contains("<svg");
    }
    assertThat(web.get("/games/" + id).body())
        .contains("/games/" + id + "/pictures/" + pics.get(0) + ".svg");
    List<String> collection =
        strings(MiniJson.object(web.get("/api/collection").body()).get("pictures"));
    assertThat(collection).isNotEmpty();
    assertThat(web.get("/collection/pictures/" + collection.get(0) + ".svg").body())
        .contains("<svg");
  }

  @Test
  void aPictureOfAGameWithAMarkupNameHoldsTheNameAsText() {
    long id = web.id("hostile.teehistorian");
    List<String> pics =
        strings(MiniJson.object(web.get("/api/games/" + id).body()).get("pictures"));
    for (String name : pics) {
      String svg = web.get("/games/" + id + "/pictures/" + name + ".svg").body();
      assertThat(svg).contains("<svg").doesNotContain(WebFixture.SCRIPT).doesNotContain("<b>bold");
    }
  }

  @Test
  void badParametersAre400WithAClearMessageAndNoStackTrace() {
    Map<String, String> bad =
        Map.of(
            "/games?page=x", "'page' must be a whole number",
            "/games?size=1000", "'size' must be between 1 and 200",
            "/games?from=yesterday", "'from' must be a date",
            "/games?from=2025-02-01&to=2025-01-01", "is before",
            "/games?sort=random", "'sort' must be one of",
            "/games?bogus=1", "unknown query parameter 'bogus'",
            "/games?format=%3Cx%3E", "must be a format id",
            "/games/abc", "a game id is a whole number",
            "/player?name=Alice", "both 'format' and 'name'",
            "/api/games?page=0", "'page' must be between 1");
    bad.forEach(
        (url, message) -> {
          HttpResponse<String> r = web.get(url);
          assertThat(r.statusCode()).as(url).isEqualTo(400);
          assertThat(r.body())
              .as(url)
              .contains(message.replace("'", url.startsWith("/api") ? "'" : "&#39;"));
          assertThat(r.body()).doesNotContain("Exception").doesNotContain("\tat ");
        });
    assertThat(web.get("/api/games?page=0").headers().firstValue("Content-Type"))
        .hasValue("application/json");
  }

  @Test
  void unknownIdsAndPathsAre404() {
    assertThat(web.get("/games/99999").statusCode()).isEqualTo(404);
    assertThat(web.get("/api/games/99999").body()).contains("no game with id 99999");
    assertThat(web.get("/player?format=screp&name=nobody").statusCode()).isEqualTo(404);
    assertThat(web.get("/nosuch").statusCode()).isEqualTo(404);
    assertThat(web.get("/games/1/pictures/nosuch.svg").statusCode()).isEqualTo(404);
    assertThat(web.get("/etc/passwd").statusCode()).isEqualTo(404);
    assertThat(web.get("/games/..%2F..%2Fetc%2Fpasswd").statusCode()).isEqualTo(400);
  }

  @Test
  void onlyGetWithoutABodyIsServed() {
    HttpResponse<String> post =
        web.send(
            HttpRequest.newBuilder(web.uri("/games"))
                .POST(HttpRequest.BodyPublishers.ofString("x=1"))
                .build());
    assertThat(post.statusCode()).isEqualTo(405);
    HttpResponse<String> longUrl = web.get("/games?player=" + "a".repeat(5000));
    assertThat(longUrl.statusCode()).isEqualTo(413);
    HttpResponse<String> longValue = web.get("/games?player=" + "a".repeat(600));
    assertThat(longValue.statusCode()).isEqualTo(400);
  }

  @Test
  void pagesForbidScriptsAndSniffing() {
    HttpResponse<String> r = web.get("/games");
    assertThat(r.headers().firstValue("Content-Security-Policy").orElseThrow())
        .startsWith("default-src 'none'");
    assertThat(r.headers().firstValue("X-Content-Type-Options")).hasValue("nosniff");
  }

  @Test
  void everyRouteOfTheOpenApiDocumentIsServedAndEveryServedApiRouteIsInIt() {
    Map<String, Object> doc = MiniJson.object(web.get(OpenApi.PATH).body());
    assertThat(doc.get("openapi")).isEqualTo("3.0.3");
    Map<?, ?> paths = (Map<?, ?>) doc.get("paths");
    long id = web.id("melee-1v1.rep");
    for (Object p : paths.keySet()) {
      String url =
          ((String) p)
              .replace("{id}", Long.toString(id))
              .replace("{table}.{ext}", "players.arrow")
              .replace("{name}", "none");
      Map<String, String> samples = Map.of("format", "screp", "name", "Alice");
      char sep = '?';
      Map<String, Object> get = map(map(paths.get(p)).get("get"));
      for (Object param : (List<?>) get.getOrDefault("parameters", List.of())) {
        Map<String, Object> pm = map(param);
        if (pm.get("in").equals("query") && (Boolean) pm.get("required")) {
          url += sep + (String) pm.get("name") + "=" + samples.get(pm.get("name"));
          sep = '&';
        }
      }
      HttpResponse<String> r = web.get(url);
      assertThat(r.body()).as(url).doesNotContain("no page at");
      assertThat(r.statusCode()).as(url).isIn(200, 404);
    }
    List<String> served = new ArrayList<>();
    for (Route r : web.server.routes()) {
      if (r.path().startsWith("/api/") || r.kind().equals("file")) served.add(r.path());
    }
    assertThat(strings(new ArrayList<>(paths.keySet())))
        .containsExactlyInAnyOrderElementsOf(served);
    assertThat(web.get("/api/nosuch").body()).contains("no page at");
  }

  @Test
  void aFileThatChangedOrVanishedSinceIndexingShowsAsSuch() throws IOException {
    Path base = dir.resolve("replays");
    Path changed = base.resolve("screp/melee-1v1-zlib.rep");
    Files.setLastModifiedTime(
        changed, FileTime.fromMillis(Files.getLastModifiedTime(changed).toMillis() + 5000));
    long changedId = web.id("melee-1v1-zlib.rep");
    assertThat(web.get("/games/" + changedId).body()).contains("changed since it was indexed");
    assertThat(MiniJson.object(web.get("/api/games/" + changedId).body()).get("file_state"))
        .isEqualTo("changed");
    assertThat(web.get("/games/" + changedId + "/tables/players.arrow").statusCode())
        .isEqualTo(409);

    Path gone = base.resolve("screp/legacy-1v1.rep");
    Files.delete(gone);
    long goneId = web.id("legacy-1v1.rep");
    assertThat(web.get("/games/" + goneId).body()).contains("gone since it was indexed");
    assertThat(MiniJson.object(web.get("/api/games/" + goneId).body()).get("file_state"))
        .isEqualTo("missing");
    assertThat(web.get("/games/" + goneId + "/tables/players.csv").statusCode()).isIn(404, 409);
  }

  @Test
  void aSecondServerOnTheSameCatalogStartsAndAMissingCatalogIsAClearError() throws IOException {
    try (WebServer s = WebServer.start(web.db, InetAddress.getLoopbackAddress(), 0)) {
      assertThat(s.address().getPort()).isNotEqualTo(web.server.address().getPort());
    }
    Path none = dir.resolve("none.db");
    Assertions.assertThatThrownBy(() -> WebServer.start(none, InetAddress.getLoopbackAddress(), 0))
        .isInstanceOf(IOException.class)
        .hasMessageContaining("no catalog file");
    assertThat(Files.exists(none)).isFalse();
  }
}
