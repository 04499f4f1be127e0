package org.replays4j.web;

import com.sun.net.httpserver.HttpExchange;
import com.sun.net.httpserver.HttpServer;
import java.io.IOException;
import java.io.InputStream;
import java.io.OutputStream;
import java.net.InetAddress;
import java.net.InetSocketAddress;
import java.net.URI;
import java.net.URLDecoder;
import java.nio.charset.StandardCharsets;
import java.nio.file.Files;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.LinkedHashMap;
import java.util.List;
import java.util.Map;
import java.util.Objects;
import java.util.concurrent.ArrayBlockingQueue;
import java.util.concurrent.CompletableFuture;
import java.util.concurrent.ExecutionException;
import java.util.concurrent.ThreadPoolExecutor;
import java.util.concurrent.TimeUnit;
import java.util.concurrent.atomic.AtomicInteger;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.web.CatalogView.FileState;
import org.replays4j.web.CatalogView.Game;
import org.replays4j.web.PictureSource.Pic;
import org.replays4j.web.Route.Param;
import org.replays4j.web.Route.Response;

/**
 * {@code replays4j serve}: a local web app and JSON API over a replay catalog, read-only. Pages are
 * rendered on the server (no script), every string of a replay escaped; the JSON API is described
 * by an OpenAPI document at {@code /api/openapi.json}. Only GET (and HEAD) requests without a body
 * are answered, on a fixed pool of {@link #THREADS} threads with a bounded queue; a bad parameter
 * is a 400, an unknown id a 404, with a one-line message and never a stack trace. URLs carry
 * catalog ids, never file paths: a route reads a replay file only at the path the catalog recorded.
 *
 * <pre>{@code
 * try (WebServer s = WebServer.start(Path.of("replays.db"), InetAddress.getLoopbackAddress(), 0)) {
 *   System.out.println(s.address()); // http://127.0.0.1:PORT/
 * }
 * }</pre>
 */
public final class WebServer implements AutoCloseable {
  /** Worker threads answering requests. */
  public static final int THREADS = 4;

  /** Requests waiting for a worker beyond which the accepting thread waits. */
  static final int QUEUE = 64;

  /** Longest request target (path and query), in characters. */
  static final int MAX_TARGET = 4096;

  /** Pictures of this many games are kept, so a page and its images draw each once. */
  static final int PICTURE_CACHE = 32;

  private final HttpServer server;
  private final ThreadPoolExecutor pool;
  private final CatalogView view;
  private final PictureSource pictures;
  private final Downloads downloads;
  private final List<Route> routes;
  private final byte[] openApi;
  private final Map<String, List<Pic>> pictureCache =
      new LinkedHashMap<>(16, 0.75f, true) {
        private static final long serialVersionUID = 1L;

        @Override
        protected boolean removeEldestEntry(Map.Entry<String, List<Pic>> e) {
          return size() > PICTURE_CACHE;
        }
      };

  private WebServer(
      HttpServer server, CatalogView view, PictureSource pictures, DecodeLimits limits) {
    this.server = server;
    this.view = view;
    this.pictures = pictures;
    this.downloads = new Downloads(limits);
    this.routes = buildRoutes();
    this.openApi = OpenApi.document(routes, version());
    AtomicInteger n = new AtomicInteger();
    this.pool =
        new ThreadPoolExecutor(
            THREADS,
            THREADS,
            30,
            TimeUnit.SECONDS,
            new ArrayBlockingQueue<>(QUEUE),
            r -> {
              Thread t = new Thread(r, "replays4j-web-" + n.incrementAndGet());
              t.setDaemon(true);
              return t;
            },
            new ThreadPoolExecutor.CallerRunsPolicy());
    server.setExecutor(pool);
    server.createContext("/", this::exchange);
  }

  /**
   * Starts serving the catalog {@code db} (opened read-only) on {@code bind}:{@code port} (0: any
   * free port), with the default decode limits; pictures come from replay-plot.
   *
   * @throws IOException when {@code db} is not a catalog or the address cannot be bound
   */
  public static WebServer start(Path db, InetAddress bind, int port) throws IOException {
    return start(db, bind, port, DecodeLimits.DEFAULT);
  }

  /**
   * {@link #start(Path, InetAddress, int)} reading replay files (downloads, pictures) within {@code
   * limits}.
   */
  public static WebServer start(Path db, InetAddress bind, int port, DecodeLimits limits)
      throws IOException {
    return start(db, bind, port, limits, new PlotPictures(db.toAbsolutePath().normalize(), limits));
  }

  static WebServer start(
      Path db, InetAddress bind, int port, DecodeLimits limits, PictureSource pictures)
      throws IOException {
    Objects.requireNonNull(db, "db");
    CatalogView view = new CatalogView(db.toAbsolutePath().normalize());
    HttpServer server;
    try {
      server = HttpServer.create(new InetSocketAddress(bind, port), QUEUE);
    } catch (IOException e) {
      view.close();
      throw new IOException(
          "cannot listen on " + bind.getHostAddress() + ":" + port + ": " + e.getMessage(), e);
    }
    WebServer s = new WebServer(server, view, pictures, limits);
    server.start();
    synchronized (s) {
      s.redraw(); // the collection's pictures, drawn while the user opens the first page
    }
    return s;
  }

  /** The address to open in a browser, such as {@code http://127.0.0.1:8080/}. */
  public URI address() {
    InetSocketAddress a = server.getAddress();
    String host = a.getAddress().getHostAddress();
    if (host.contains(":")) host = "[" + host + "]";
    return URI.create("http://" + host + ":" + a.getPort() + "/");
  }

  /** True when the server listens on a loopback address only (the default). */
  public boolean loopbackOnly() {
    return server.getAddress().getAddress().isLoopbackAddress();
  }

  /** The catalog file served. */
  public Path catalog() {
    return view.db();
  }

  /** Stops listening, waits up to a second for requests being answered, closes the catalog. */
  @Override
  public void close() {
    server.stop(1);
    pool.shutdown();
    try {
      pool.awaitTermination(5, TimeUnit.SECONDS);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
    }
    view.close();
  }

  // ---------------------------------------------------------------- routes

  /** The route table, also the content of the OpenAPI document. */
  List<Route> routes() {
    return routes;
  }

  private List<Route> buildRoutes() {
    List<Param> filter =
        List.of(
            q("format", "string", "format id: slippi, screp, teehistorian, soku, butter, ..."),
            q("from", "date", "first day of the game's start (YYYY-MM-DD)"),
            q("to", "date", "last day of the game's start (YYYY-MM-DD)"),
            q("player", "string", "a participant's exact name"),
            q("character", "string", "a participant's exact character or race"),
            q("map", "string", "the exact map or stage name"),
            q("status", "string", "file status: ok, partial, in_progress, failed, missing"),
            q("sort", "string", "date (default), id, format, status or path"),
            q("order", "string", "desc (default) or asc"),
            q("page", "integer", "page number from 1"),
            q("size", "integer", "games per page, 1 to " + GameFilter.MAX_SIZE + " (default 50)"));
    Param id = new Param("id", "path", "integer", "the game's catalog id (files.id)");
    List<Param> player =
        List.of(
            new Param("format", "query", "string", true, "format id of the player's games"),
            new Param("name", "query", "string", true, "the player's exact name"),
            q("page", "integer", "page of the player's games, from 1"));
    List<Param> page = List.of(q("page", "integer", "page of the damaged files, from 1"));
    List<Route> r = new ArrayList<>();
    r.add(new Route("/", "html", "the games list", List.of(), (v, p) -> redirect("/games")));
    r.add(new Route("/style.css", "html", "the stylesheet", List.of(), (v, p) -> css()));
    r.add(new Route("/games", "html", "the games list", filter, (v, p) -> gamesPage(p)));
    r.add(new Route("/games/{id}", "html", "one game", List.of(id), (v, p) -> gamePage(v)));
    r.add(new Route("/player", "html", "one player", player, (v, p) -> playerPage(p, false)));
    r.add(new Route("/collection", "html", "the collection", page, (v, p) -> collection(p, false)));
    r.add(
        new Route(
            "/api/games",
            "json",
            "one page of games matching the filters, with their participants",
            filter,
            (v, p) -> json(Api.games(view.games(GameFilter.of(p))))));
    r.add(
        new Route(
            "/api/games/{id}",
            "json",
            "one game: its files row, participants, the catalog rows of each of its tables (200 at"
                + " most per table), whether the file on disk is still the one indexed, the names"
                + " of its pictures and the download paths of its tables",
            List.of(id),
            (v, p) -> gameJson(v)));
    r.add(
        new Route(
            "/api/player",
            "json",
            "one player of one format: games, wins, characters, win rate by matchup, recent games",
            player,
            (v, p) -> playerPage(p, true)));
    r.add(
        new Route(
            "/api/collection",
            "json",
            "files per format and status, the collection's picture names, one page of damaged files",
            page,
            (v, p) -> collection(p, true)));
    r.add(
        new Route(
            OpenApi.PATH,
            "json",
            "this document",
            List.of(),
            (v, p) -> Response.of("application/json", openApi)));
    r.add(
        new Route(
            "/games/{id}/tables/{table}.{ext}",
            "file",
            "one table of the game as a file, read from the replay file the catalog recorded (as"
                + " replays4j export writes it)",
            List.of(
                id,
                new Param("table", "path", "string", "a table of the game's format"),
                new Param("ext", "path", "string", "arrow, parquet or csv (those installed)")),
            (v, p) -> download(v)));
    r.add(
        new Route(
            "/games/{id}/pictures/{name}.svg",
            "file",
            "one picture of the game (SVG)",
            List.of(id, new Param("name", "path", "string", "the picture's name")),
            (v, p) -> gamePicture(v)));
    r.add(
        new Route(
            "/collection/pictures/{name}.svg",
            "file",
            "one picture of the whole collection (SVG)",
            List.of(new Param("name", "path", "string", "the picture's name")),
            (v, p) -> collectionPicture(v)));
    return List.copyOf(r);
  }

  private static Param q(String name, String type, String description) {
    return new Param(name, "query", type, description);
  }

  private static Response html(String page) {
    return Response.of("text/html; charset=utf-8", page.getBytes(StandardCharsets.UTF_8));
  }

  private static Response json(byte[] body) {
    return Response.of("application/json", body);
  }

  private static Response redirect(String to) {
    return new Response(302, "text/plain", new byte[0], null, Map.of("Location", to));
  }

  private static Response css() {
    return new Response(
        200,
        "text/css; charset=utf-8",
        Html.CSS.getBytes(StandardCharsets.UTF_8),
        null,
        Map.of("Cache-Control", "max-age=300"));
  }

  private Response gamesPage(Params p) {
    GameFilter f = GameFilter.of(p);
    return html(Pages.games(f, view.games(f), view.formats()));
  }

  private static long id(Map<String, String> v) {
    String s = v.get("id");
    try {
      long id = Long.parseLong(s);
      if (id < 0) throw new NumberFormatException();
      return id;
    } catch (NumberFormatException e) {
      throw HttpError.badRequest("a game id is a whole number, found '" + Params.clip(s) + "'");
    }
  }

  private Response gamePage(Map<String, String> v) {
    CatalogView.GameDetail d = view.detail(id(v));
    List<Pic> pics = picturesOf(d.game(), d.fileState());
    return html(
        Pages.game(
            d, pics, pictures.formats(), Downloads.tables(d.game().format()), downloads.writers()));
  }

  private Response gameJson(Map<String, String> v) {
    CatalogView.GameDetail d = view.detail(id(v));
    List<String> names = new ArrayList<>();
    for (Pic p : picturesOf(d.game(), d.fileState())) names.add(p.name());
    return json(Api.game(d, names, Downloads.tables(d.game().format()), downloads.writers()));
  }

  private Response playerPage(Params p, boolean api) {
    String format = p.formatId("format");
    String name = p.get("name");
    if (format == null || name == null) {
      throw HttpError.badRequest("a player is named by both 'format' and 'name'");
    }
    CatalogView.PlayerView pv =
        view.player(format, name, p.integer("page", 1, 1, 1_000_000), GameFilter.DEFAULT_SIZE);
    return api ? json(Api.player(pv)) : html(Pages.player(pv));
  }

  private Response collection(Params p, boolean api) {
    CatalogView.Collection c = view.collection(p.integer("page", 1, 1, 1_000_000));
    List<Pic> pics = collectionPictures();
    if (api) {
      List<String> names = new ArrayList<>();
      for (Pic x : pics) names.add(x.name());
      return json(Api.collection(c, names));
    }
    return html(Pages.collection(c, pics, view));
  }

  private Response download(Map<String, String> v) throws IOException {
    Game g = view.game(id(v));
    Downloads.Written w =
        downloads.write(g, CatalogView.fileState(g), v.get("table"), v.get("ext"));
    Map<String, String> headers = new LinkedHashMap<>();
    headers.put("Content-Disposition", "attachment; filename=\"" + w.name() + "\"");
    if (w.damage() != null) {
      headers.put("X-Replays4j-Damage", w.damage().replaceAll("[\\r\\n]", " "));
    }
    return new Response(200, w.contentType(), null, w.file(), headers);
  }

  private Response gamePicture(Map<String, String> v) {
    Game g = view.game(id(v));
    return svg(picturesOf(g, CatalogView.fileState(g)), v.get("name"));
  }

  private Response collectionPicture(Map<String, String> v) {
    return svg(collectionPictures(), v.get("name"));
  }

  private static Response svg(List<Pic> pics, String name) {
    for (Pic p : pics) {
      if (p.name().equals(name)) {
        return new Response(
            200,
            "image/svg+xml",
            p.svg().getBytes(StandardCharsets.UTF_8),
            null,
            // an SVG opened on its own runs no script and loads nothing
            Map.of(
                "Content-Security-Policy",
                "default-src 'none'; style-src 'unsafe-inline'; sandbox"));
      }
    }
    throw HttpError.notFound("no picture '" + Params.clip(name) + "'");
  }

  /** The pictures of {@code g}, drawn once per content of its file (cached). */
  private List<Pic> picturesOf(Game g, FileState state) {
    if (state != FileState.UNCHANGED || g.format() == null) return List.of();
    String key = g.id() + ":" + g.size() + ":" + g.mtime();
    synchronized (pictureCache) {
      List<Pic> c = pictureCache.get(key);
      if (c != null) return c;
    }
    List<Pic> pics;
    try {
      pics = List.copyOf(pictures.ofGame(g.format(), g.path()));
    } catch (IOException | RuntimeException e) {
      pics = List.of();
    }
    synchronized (pictureCache) {
      pictureCache.put(key, pics);
    }
    return pics;
  }

  /**
   * The collection's pictures. They take seconds on a big catalog, so they are drawn on a
   * background thread: first when the server starts (a request before they are ready waits for
   * them), then again when the catalog changed, while requests keep getting the previous ones.
   */
  private List<Pic> collectionPictures() {
    CompletableFuture<List<Pic>> wait;
    synchronized (this) {
      Drawing d = redraw();
      if (ready != null) return ready;
      wait = d.pictures();
    }
    try {
      return wait.get();
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      return List.of();
    } catch (ExecutionException e) {
      return List.of();
    }
  }

  /**
   * The current drawing; a new one is started when there is none, or when the catalog changed since
   * the last one finished. Called with this server's lock held.
   */
  private Drawing redraw() {
    String key = catalogKey();
    if (drawing == null || (!drawing.key().equals(key) && drawing.pictures().isDone())) {
      drawing = new Drawing(key, new CompletableFuture<>());
      drawCollection(drawing);
    }
    return drawing;
  }

  /** A drawing of the collection's pictures for the catalog as it was at {@code key}. */
  private record Drawing(String key, CompletableFuture<List<Pic>> pictures) {}

  /** The latest drawing, finished or not (guarded by this). */
  private Drawing drawing;

  /** The pictures of the latest finished drawing, null before the first (guarded by this). */
  private List<Pic> ready;

  private void drawCollection(Drawing d) {
    Thread t =
        new Thread(
            () -> {
              List<Pic> pics;
              try {
                pics = List.copyOf(pictures.ofCollection());
              } catch (IOException | RuntimeException e) {
                pics = List.of();
              }
              synchronized (WebServer.this) {
                ready = pics;
              }
              d.pictures().complete(pics);
            },
            "replays4j-web-collection-pictures");
    t.setDaemon(true);
    t.start();
  }

  /** Changes when the catalog is written: the times and sizes of its file and its WAL. */
  private String catalogKey() {
    try {
      Path db = view.db();
      Path wal = db.resolveSibling(db.getFileName() + "-wal");
      return Files.getLastModifiedTime(db).toMillis()
          + ":"
          + (Files.exists(wal)
              ? Files.getLastModifiedTime(wal).toMillis() + ":" + Files.size(wal)
              : "");
    } catch (IOException e) {
      return "";
    }
  }

  // ---------------------------------------------------------------- HTTP

  private void exchange(HttpExchange ex) {
    try (ex) {
      InputStream in = ex.getRequestBody();
      String method = ex.getRequestMethod();
      URI uri = ex.getRequestURI();
      String rawPath = uri.getRawPath() == null ? "/" : uri.getRawPath();
      boolean api = rawPath.startsWith("/api/");
      Response r;
      try {
        if (!method.equals("GET") && !method.equals("HEAD")) {
          ex.getResponseHeaders().set("Allow", "GET, HEAD");
          throw new HttpError(405, "only GET and HEAD are served; the catalog is read-only");
        }
        String len = ex.getRequestHeaders().getFirst("Content-Length");
        if ((len != null && !len.equals("0"))
            || ex.getRequestHeaders().containsKey("Transfer-Encoding")) {
          throw new HttpError(413, "requests carry no body here");
        }
        String raw = uri.getRawQuery();
        if (rawPath.length() + (raw == null ? 0 : raw.length()) > MAX_TARGET) {
          throw new HttpError(
              413, "the request target is longer than " + MAX_TARGET + " characters");
        }
        r = dispatch(rawPath, raw);
      } catch (HttpError e) {
        r = error(e.status, e.getMessage(), api);
      } catch (IOException | RuntimeException e) {
        r = error(500, "the server could not answer: " + e.getClass().getSimpleName(), api);
      }
      in.close();
      send(ex, r, method.equals("HEAD"));
    } catch (IOException e) {
      // the client went away: nothing to answer to
    }
  }

  /** The answer to a GET of {@code rawPath}?{@code rawQuery}. */
  Response dispatch(String rawPath, String rawQuery) throws IOException {
    List<String> segments = new ArrayList<>();
    for (String s : Route.segments(rawPath)) {
      try {
        segments.add(URLDecoder.decode(s.replace("+", "%2B"), StandardCharsets.UTF_8));
      } catch (IllegalArgumentException e) {
        throw HttpError.badRequest("malformed percent-encoding in the path");
      }
    }
    for (Route r : routes) {
      Map<String, String> vars = r.match(segments);
      if (vars != null) return r.handler().handle(vars, Params.parse(rawQuery, r.queryNames()));
    }
    throw HttpError.notFound("no page at " + Params.clip(rawPath));
  }

  private static Response error(int status, String message, boolean api) {
    if (api)
      return new Response(status, "application/json", Api.error(status, message), null, Map.of());
    return new Response(
        status,
        "text/html; charset=utf-8",
        Pages.error(status, message).getBytes(StandardCharsets.UTF_8),
        null,
        Map.of());
  }

  private static void send(HttpExchange ex, Response r, boolean head) throws IOException {
    var h = ex.getResponseHeaders();
    h.set("Content-Type", r.type());
    h.set("X-Content-Type-Options", "nosniff");
    h.set("Referrer-Policy", "no-referrer");
    h.set(
        "Content-Security-Policy",
        "default-src 'none'; img-src 'self'; style-src 'self'; form-action 'self';"
            + " frame-ancestors 'none'");
    if (!h.containsKey("Cache-Control")) h.set("Cache-Control", "no-store");
    r.headers().forEach(h::set);
    if (r.file() != null) {
      try {
        long size = Files.size(r.file());
        ex.sendResponseHeaders(r.status(), head ? -1 : size == 0 ? -1 : size);
        if (!head && size > 0) {
          try (OutputStream out = ex.getResponseBody()) {
            Files.copy(r.file(), out);
          }
        }
      } finally {
        Files.deleteIfExists(r.file());
      }
      return;
    }
    byte[] body = r.body();
    ex.sendResponseHeaders(r.status(), head || body.length == 0 ? -1 : body.length);
    if (!head && body.length > 0) {
      try (OutputStream out = ex.getResponseBody()) {
        out.write(body);
      }
    }
  }

  static String version() {
    String v = WebServer.class.getPackage().getImplementationVersion();
    return v == null ? "development" : v;
  }
}
