package org.replays4j.cli;

import java.io.PrintWriter;
import java.net.InetAddress;
import java.net.UnknownHostException;
import java.nio.file.Files;
import java.util.concurrent.CountDownLatch;
import org.replays4j.web.WebServer;
import picocli.CommandLine.Command;
import picocli.CommandLine.Mixin;
import picocli.CommandLine.Option;
import picocli.CommandLine.ParameterException;

/**
 * {@code replays4j serve}: the local web app over a catalog ({@link WebServer}), until stopped.
 * Listens on the loopback address unless {@code --bind} says otherwise, and then warns.
 */
@Command(
    name = "serve",
    mixinStandardHelpOptions = true,
    description = {
      "Serves a catalog written by replays4j index as a local web app and JSON API (read-only):",
      "games with filters, one game with its tables and downloads, players, the collection.",
      "Prints the address to open; runs until stopped (Ctrl-C)."
    })
public final class ServeCommand extends CatalogCommand {
  @Mixin Options.Limits limits = new Options.Limits();

  @Option(
      names = "--port",
      paramLabel = "N",
      description = "TCP port (default: ${DEFAULT-VALUE}; 0 picks a free one).")
  int port = 8080;

  @Option(
      names = "--bind",
      paramLabel = "ADDR",
      description =
          "Address to listen on (default: 127.0.0.1, this machine only). Another address lets"
              + " other machines read the catalog and the replay files it names.")
  String bind;

  @Override
  public Integer call() throws Exception {
    PrintWriter out = spec.commandLine().getOut();
    PrintWriter err = spec.commandLine().getErr();
    if (port < 0 || port > 65535) {
      throw new ParameterException(spec.commandLine(), "--port must be 0 to 65535, found " + port);
    }
    if (!Files.isRegularFile(db)) {
      err.println("replays4j: no catalog " + db + " (write one with replays4j index)");
      return Main.FAILED;
    }
    InetAddress address;
    try {
      address = bind == null ? InetAddress.getLoopbackAddress() : InetAddress.getByName(bind);
    } catch (UnknownHostException e) {
      throw new ParameterException(spec.commandLine(), "--bind: unknown address " + bind);
    }
    try (WebServer server = WebServer.start(db, address, port, limits.limits(spec))) {
      if (!server.loopbackOnly()) {
        err.println(
            "replays4j: WARNING: listening on "
                + address.getHostAddress()
                + ", not on loopback: anyone who can reach this machine can read the catalog and"
                + " download the tables of the replay files it names. There is no login.");
      }
      out.println("serving " + server.catalog() + " at " + server.address());
      out.println("stop with Ctrl-C");
      out.flush();
      err.flush();
      new CountDownLatch(1).await();
    }
    return Main.OK;
  }
}
