package org.replays4j.web;

import java.io.ByteArrayOutputStream;
import java.io.IOException;
import java.io.UncheckedIOException;
import java.net.InetAddress;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Files;
import java.nio.file.Path;
import java.sql.Connection;
import java.sql.ResultSet;
import java.sql.SQLException;
import java.sql.Statement;
import java.util.ArrayList;
import java.util.Arrays;
import java.util.List;
import java.util.UUID;
import java.util.stream.Stream;
import org.replays4j.catalog.Catalog;
import org.replays4j.catalog.IndexListener;
import org.replays4j.core.error.DecodeLimits;
import org.replays4j.teehistorian.HeaderBuilder;
import org.replays4j.teehistorian.TeehistorianRecorder;
import org.replays4j.teehistorian.TeehistorianWriter;
import org.replays4j.teehistorian.record.MinorVersion;
import org.replays4j.testkit.TestFiles;

/**
 * A catalog of a copy of {@code testdata/} plus one hostile DDNet recording (a player and a map
 * named with markup) and one Slippi game cut short (damaged), indexed through the catalog API, and
 * a server over it.
 */
final class WebFixture implements AutoCloseable {
  /** The hostile player name. */
  static final String SCRIPT = "<script>alert(1)</script>";

  /** The hostile map name. */
  static final String MAP = "Map \"<b>bold</b>\" & 'quotes'";

  final Path dir;
  final Path db;
  final WebServer server;
  final HttpClient http = HttpClient.newHttpClient();

  WebFixture(Path dir) throws IOException {
    this.dir = dir;
    Path files = dir.resolve("replays");
    copy(TestFiles.testdata(""), files);
    Files.write(files.resolve("hostile.teehistorian"), hostile());
    // a game cut short in its frames: read up to the damage, the collection's damaged file
    byte[] whole = Files.readAllBytes(files.resolve("slippi/netplay-3.18-rollback.slp"));
    Files.write(files.resolve("cut-3.18.slp"), Arrays.copyOf(whole, whole.length * 6 / 10));
    this.db = dir.resolve("replays.db");
    try (Catalog c = Catalog.open(db)) {
      c.index(List.of(files), IndexListener.NONE);
    }
    this.server = WebServer.start(db, InetAddress.getLoopbackAddress(), 0, DecodeLimits.DEFAULT);
  }

  static void copy(Path from, Path to) throws IOException {
    try (Stream<Path> s = Files.walk(from)) {
      for (Path p : (Iterable<Path>) s::iterator) {
        Path t = to.resolve(from.relativize(p).toString());
        if (Files.isDirectory(p)) Files.createDirectories(t);
        else Files.copy(p, t);
      }
    }
  }

  /** A DDNet recording whose player and map names are markup. */
  static byte[] hostile() throws IOException {
    ByteArrayOutputStream out = new ByteArrayOutputStream();
    TeehistorianWriter w = new TeehistorianWriter(out);
    w.writeHeader(
        new HeaderBuilder()
            .versionMinor(MinorVersion.NEWEST.code())
            .gameUuid(UUID.fromString("0f0f0f0f-796e-3b3e-941d-38ca71b2a4a8"))
            .serverVersion("DDNet test")
            .startTime("2026-03-04T05:06:07+00:00")
            .serverName("web test")
            .serverPort(8303)
            .gameType("DDraceNetwork")
            .map(MAP, 1000, "0123456789".repeat(7).substring(0, 64), "eceaf25c")
            .build());
    TeehistorianRecorder r = new TeehistorianRecorder(w);
    r.beginTick(1);
    r.recordPlayerJoin(0, 6);
    r.recordPlayerName(0, SCRIPT);
    r.recordPlayerJoin(1, 6);
    r.recordPlayerName(1, "alice");
    r.beginTick(2);
    r.recordPlayer(0, 100, 100);
    r.recordPlayer(1, 120, 100);
    r.beginTick(100);
    r.recordPlayerFinish(0, 3500);
    r.finish();
    r.close();
    return out.toByteArray();
  }

  URI uri(String pathAndQuery) {
    return server.address().resolve(pathAndQuery.substring(1));
  }

  HttpResponse<String> get(String pathAndQuery) {
    return send(HttpRequest.newBuilder(uri(pathAndQuery)).GET().build());
  }

  HttpResponse<byte[]> bytes(String pathAndQuery) {
    return send(
        HttpRequest.newBuilder(uri(pathAndQuery)).GET().build(),
        HttpResponse.BodyHandlers.ofByteArray());
  }

  HttpResponse<String> send(HttpRequest req) {
    return send(req, HttpResponse.BodyHandlers.ofString());
  }

  private <T> HttpResponse<T> send(HttpRequest req, HttpResponse.BodyHandler<T> body) {
    try {
      return http.send(req, body);
    } catch (IOException e) {
      throw new UncheckedIOException(e);
    } catch (InterruptedException e) {
      Thread.currentThread().interrupt();
      throw new IllegalStateException(e);
    }
  }

  /** The first column of {@code sql} on the catalog, as text. */
  List<String> column(String sql) {
    List<String> out = new ArrayList<>();
    try (Connection c = Catalog.connectReadOnly(db);
        Statement s = c.createStatement();
        ResultSet rs = s.executeQuery(sql)) {
      while (rs.next()) out.add(rs.getString(1));
    } catch (SQLException e) {
      throw new IllegalStateException(e);
    }
    return out;
  }

  /** The id of the file whose path ends with {@code name}. */
  long id(String name) {
    List<String> ids =
        column("SELECT id FROM files WHERE path LIKE '%/" + name.replace("'", "''") + "'");
    if (ids.size() != 1) throw new IllegalStateException(name + ": " + ids);
    return Long.parseLong(ids.get(0));
  }

  @Override
  public void close() {
    server.close();
  }
}
