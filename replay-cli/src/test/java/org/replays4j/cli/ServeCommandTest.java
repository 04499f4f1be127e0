package org.replays4j.cli;

import static org.assertj.core.api.Assertions.assertThat;
import static org.replays4j.testkit.TestFiles.testdata;

import java.io.PrintWriter;
import java.io.StringWriter;
import java.net.URI;
import java.net.http.HttpClient;
import java.net.http.HttpRequest;
import java.net.http.HttpResponse;
import java.nio.file.Path;
import java.util.concurrent.atomic.AtomicInteger;
import java.util.regex.Matcher;
import java.util.regex.Pattern;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;

/** {@code replays4j serve}: its options, and the running app with the CLI's table writers. */
class ServeCommandTest {
  @TempDir Path tmp;

  @Test
  void aMissingCatalogOrABadPortOrAddressIsRefused() {
    CliTest.Run r = CliTest.run("serve", "--db", tmp.resolve("none.db").toString());
    assertThat(r.exit()).isEqualTo(Main.FAILED);
    assertThat(r.err()).contains("no catalog").contains("replays4j index");
    Path db = tmp.resolve("c.db");
    assertThat(CliTest.run("index", "--db", db.toString(), testdata("screp").toString()).exit())
        .isEqualTo(Main.OK);
    r = CliTest.run("serve", "--db", db.toString(), "--port", "70000");
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("--port must be 0 to 65535");
    r = CliTest.run("serve", "--db", db.toString(), "--bind", "no-such-host.invalid");
    assertThat(r.exit()).isEqualTo(Main.USAGE);
    assertThat(r.err()).contains("--bind: unknown address");
  }

  @Test
  void itPrintsItsLoopbackAddressAndServesCsvDownloadsUntilStopped() throws Exception {
    Path db = tmp.resolve("c.db");
    assertThat(CliTest.run("index", "--db", db.toString(), testdata("screp").toString()).exit())
        .isEqualTo(Main.OK);
    StringWriter out = new StringWriter();
    StringWriter err = new StringWriter();
    AtomicInteger exit = new AtomicInteger(-1);
    Thread t =
        new Thread(
            () ->
                exit.set(
                    Main.run(
                        new PrintWriter(out),
                        new PrintWriter(err),
                        "serve",
                        "--db",
                        db.toString(),
                        "--port",
                        "0")));
    t.start();
    Matcher m = Pattern.compile("at (http://127\\.0\\.0\\.1:\\d+/)").matcher("");
    for (int i = 0; i < 300 && !m.reset(out.toString()).find(); i++) Thread.sleep(20);
    assertThat(m.find(0)).as(out + " / " + err).isTrue();
    assertThat(err.toString()).doesNotContain("WARNING");
    URI base = URI.create(m.group(1));
    HttpClient http = HttpClient.newHttpClient();
    HttpResponse<String> r =
        http.send(
            HttpRequest.newBuilder(base.resolve("games/1/tables/players.csv")).build(),
            HttpResponse.BodyHandlers.ofString());
    assertThat(r.statusCode()).isEqualTo(200);
    assertThat(r.body()).startsWith("file,");
    assertThat(
            http.send(
                    HttpRequest.newBuilder(base.resolve("games/1")).build(),
                    HttpResponse.BodyHandlers.ofString())
                .body())
        .contains("players.csv")
        .contains("players.arrow");
    t.interrupt();
    t.join(10_000);
    assertThat(t.isAlive()).isFalse();
  }
}
