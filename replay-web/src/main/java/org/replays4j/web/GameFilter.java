package org.replays4j.web;

import java.time.LocalDate;
import java.util.LinkedHashMap;
import java.util.Map;
import java.util.Set;

/**
 * The filters, sort order and page of the games list, as the list page and {@code /api/games} take
 * them from the query. Null fields filter nothing.
 *
 * @param format format id ({@code files.format})
 * @param from first day (inclusive) of the game's start time
 * @param to last day (inclusive) of the game's start time
 * @param player exact participant name
 * @param character exact character or race
 * @param map exact map or stage name
 * @param status {@code files.status} label
 * @param sort one of {@link #SORTS}
 * @param descending true for the largest first
 * @param page page number, from 1
 * @param size games per page, 1 to {@link #MAX_SIZE}
 */
record GameFilter(
    String format,
    LocalDate from,
    LocalDate to,
    String player,
    String character,
    String map,
    String status,
    String sort,
    boolean descending,
    int page,
    int size) {
  /** The sort keys: the game's start time, its catalog id, format, status, file path. */
  static final Set<String> SORTS = Set.of("date", "id", "format", "status", "path");

  /** The status labels of games (every {@code files.status} but {@code skipped}). */
  static final Set<String> STATUSES =
      Set.of("ok", "partial", "in_progress", "failed", "missing", "skipped");

  /** Largest page. */
  static final int MAX_SIZE = 200;

  /** Default page size. */
  static final int DEFAULT_SIZE = 50;

  /** The query parameters the filter reads. */
  static final Set<String> PARAMS =
      Set.of(
          "format",
          "from",
          "to",
          "player",
          "character",
          "map",
          "status",
          "sort",
          "order",
          "page",
          "size");

  /** The filter of {@code p}; a bad value is a 400 naming it. */
  static GameFilter of(Params p) {
    LocalDate from = p.date("from");
    LocalDate to = p.date("to");
    if (from != null && to != null && to.isBefore(from)) {
      throw HttpError.badRequest("parameter 'to' (" + to + ") is before 'from' (" + from + ")");
    }
    String status = p.get("status");
    if (status != null) p.choice("status", null, STATUSES);
    return new GameFilter(
        p.formatId("format"),
        from,
        to,
        p.get("player"),
        p.get("character"),
        p.get("map"),
        status,
        p.choice("sort", "date", SORTS),
        p.choice("order", "desc", Set.of("asc", "desc")).equals("desc"),
        p.integer("page", 1, 1, 1_000_000),
        p.integer("size", DEFAULT_SIZE, 1, MAX_SIZE));
  }

  /** The query parameters that give this filter back, defaults left out (for links). */
  Map<String, String> query() {
    Map<String, String> q = new LinkedHashMap<>();
    put(q, "format", format);
    put(q, "from", from == null ? null : from.toString());
    put(q, "to", to == null ? null : to.toString());
    put(q, "player", player);
    put(q, "character", character);
    put(q, "map", map);
    put(q, "status", status);
    if (!sort.equals("date")) q.put("sort", sort);
    if (!descending) q.put("order", "asc");
    if (page != 1) q.put("page", Integer.toString(page));
    if (size != DEFAULT_SIZE) q.put("size", Integer.toString(size));
    return q;
  }

  /** This filter on page {@code n}. */
  GameFilter page(int n) {
    return new GameFilter(
        format, from, to, player, character, map, status, sort, descending, n, size);
  }

  /** This filter sorted by {@code key}, in the other direction when it already is. */
  GameFilter sortedBy(String key) {
    boolean desc = key.equals(sort) ? !descending : true;
    return new GameFilter(format, from, to, player, character, map, status, key, desc, 1, size);
  }

  private static void put(Map<String, String> q, String k, String v) {
    if (v != null) q.put(k, v);
  }
}
