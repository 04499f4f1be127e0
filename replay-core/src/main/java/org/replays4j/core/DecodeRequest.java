package org.replays4j.core;

import java.util.ArrayList;
import java.util.EnumSet;
import java.util.List;
import java.util.Objects;
import java.util.Set;
import org.replays4j.core.event.ReplayEventSink;
import org.replays4j.core.table.TableBatchBuilder;
import org.replays4j.core.table.TableRead;

/**
 * What one pass over a file is asked to produce: any of the summary, the format's stats tree and
 * the shared stats view ({@link ReplayAnalysis.Product}), the decoded events streamed to a sink,
 * and rows of any of the format's tables. {@link ReplayFormat#read} hands it to the format's one
 * decode, which computes only what is asked and streams events and rows while it reads.
 *
 * <p>Immutable; each {@code with…} method returns a new request. A request names tables by name;
 * {@link ReplayFormat#read} checks the names against the format's tables before anything is decoded
 * and gives the format one {@link TableBatchBuilder} per table read ({@link #tableBuilders()}).
 */
public final class DecodeRequest {
  private static final DecodeRequest NOTHING =
      new DecodeRequest(Set.of(), Set.of(), null, "", List.of(), List.of());

  private final Set<ReplayAnalysis.Product> products;
  private final Set<String> summaryOptions;
  private final ReplayEventSink events;
  private final String fileId;
  private final List<TableRead> tables;
  private final List<TableBatchBuilder> builders;

  private DecodeRequest(
      Set<ReplayAnalysis.Product> products,
      Set<String> summaryOptions,
      ReplayEventSink events,
      String fileId,
      List<TableRead> tables,
      List<TableBatchBuilder> builders) {
    this.products = products;
    this.summaryOptions = summaryOptions;
    this.events = events;
    this.fileId = fileId;
    this.tables = tables;
    this.builders = builders;
  }

  /** A request for nothing yet: add products, events or tables with the {@code with…} methods. */
  public static DecodeRequest of() {
    return NOTHING;
  }

  /**
   * A request for the rows of each builder's table alone (no product, no events), as a table reader
   * ({@link org.replays4j.core.table.FormatTables.Reader}) hands its builders to the format's one
   * decode: {@link #tableBuilders()} is {@code builders}, {@link #tables()} is empty.
   */
  public static DecodeRequest forTables(List<TableBatchBuilder> builders) {
    return NOTHING.withBuilders(builders);
  }

  /** A request for {@code products}. */
  public static DecodeRequest of(Set<ReplayAnalysis.Product> products) {
    return NOTHING.withProducts(products);
  }

  /** A request for {@code product}. */
  public static DecodeRequest of(ReplayAnalysis.Product product) {
    return NOTHING.withProducts(Set.of(product));
  }

  /** This request also asking for {@code products}. */
  public DecodeRequest withProducts(Set<ReplayAnalysis.Product> products) {
    EnumSet<ReplayAnalysis.Product> all = EnumSet.noneOf(ReplayAnalysis.Product.class);
    all.addAll(this.products);
    all.addAll(products);
    return new DecodeRequest(Set.copyOf(all), summaryOptions, events, fileId, tables, builders);
  }

  /**
   * This request with summary options that cost extra work and are off by default, such as {@link
   * ReplayFormat#SUMMARY_MAP_DATA_HASH}; a format ignores the options it does not know.
   */
  public DecodeRequest withSummaryOptions(Set<String> options) {
    return new DecodeRequest(products, Set.copyOf(options), events, fileId, tables, builders);
  }

  /** This request also streaming every decoded event, in file order, to {@code sink}. */
  public DecodeRequest withEvents(ReplayEventSink sink) {
    return new DecodeRequest(
        products, summaryOptions, Objects.requireNonNull(sink, "sink"), fileId, tables, builders);
  }

  /**
   * This request also streaming the rows of each table of {@code reads} to its sink, {@code fileId}
   * in the {@code file} column; a sink that returns false stops only its own table.
   */
  public DecodeRequest withTables(String fileId, List<TableRead> reads) {
    List<TableRead> all = new ArrayList<>(tables);
    all.addAll(reads);
    return new DecodeRequest(
        products,
        summaryOptions,
        events,
        Objects.requireNonNull(fileId, "fileId"),
        List.copyOf(all),
        builders);
  }

  /** True when {@code product} is asked for. */
  public boolean wants(ReplayAnalysis.Product product) {
    return products.contains(product);
  }

  /** The products asked for (summary, stats tree, shared stats view). */
  public Set<ReplayAnalysis.Product> products() {
    return products;
  }

  /** The summary options; empty by default. */
  public Set<String> summaryOptions() {
    return summaryOptions;
  }

  /** The sink of the decoded events, or null when events are not asked for. */
  public ReplayEventSink events() {
    return events;
  }

  /** The file id of the {@code file} column of table rows; empty when no table is read. */
  public String fileId() {
    return fileId;
  }

  /** The tables asked for, in order (the same table may appear more than once). */
  public List<TableRead> tables() {
    return tables;
  }

  /**
   * One row builder per {@link #tables()} entry, in order, given to the format's decode by {@link
   * ReplayFormat#read}; empty when no table is read. A builder whose sink asked to stop ({@link
   * TableBatchBuilder#stopped}) takes no more rows while the others keep taking theirs; the format
   * records damage on each ({@link TableBatchBuilder#damage}) and does not finish them: {@link
   * ReplayFormat#read} does.
   */
  public List<TableBatchBuilder> tableBuilders() {
    return builders;
  }

  /** True when nothing is asked for. */
  public boolean isEmpty() {
    return products.isEmpty() && events == null && tables.isEmpty();
  }

  DecodeRequest withBuilders(List<TableBatchBuilder> builders) {
    return new DecodeRequest(
        products, summaryOptions, events, fileId, tables, List.copyOf(builders));
  }
}
