package org.replays4j.cli;

import java.nio.file.Path;
import java.util.concurrent.Callable;
import picocli.CommandLine.Model.CommandSpec;
import picocli.CommandLine.Option;
import picocli.CommandLine.Spec;

/**
 * A command over a SQLite catalog ({@code index} writes it, {@code query} and {@code serve} read
 * it): the {@code --db FILE} they all take, declared once.
 */
abstract class CatalogCommand implements Callable<Integer> {
  @Spec CommandSpec spec;

  @Option(names = "--db", required = true, paramLabel = "FILE", description = "The catalog file.")
  Path db;
}
