package org.replays4j.web;

import java.util.LinkedHashMap;
import java.util.List;
import java.util.Locale;
import java.util.Map;
import java.util.Set;
import java.util.function.Function;
import java.util.function.IntFunction;
import org.replays4j.web.CatalogView.Collection;
import org.replays4j.web.CatalogView.Count;
import org.replays4j.web.CatalogView.FileState;
import org.replays4j.web.CatalogView.Game;
import org.replays4j.web.CatalogView.GameDetail;
import org.replays4j.web.CatalogView.GamePage;
import org.replays4j.web.CatalogView.Matchup;
import org.replays4j.web.CatalogView.Player;
import org.replays4j.web.CatalogView.PlayerView;
import org.replays4j.web.CatalogView.TableRows;
import org.replays4j.web.PictureSource.Pic;

/** The HTML pages, server-rendered from {@link CatalogView}'s records; every value escaped. */
final class Pages {
  private Pages() {}

  /** The games list with its filter form, sortable headers and pager. */
  static String games(GameFilter f, GamePage page, List<String> formats) {
    Html h = new Html();
    h.el("h1", "Games");
    h.raw("<form class=\"filters\" method=\"get\" action=\"/games\">");
    h.raw("<label>Game<select name=\"format\" id=\"f-format\"><option value=\"\">any</option>");
    for (String id : formats) {
      h.raw("<option value=\"")
          .text(id)
          .raw(id.equals(f.format()) ? "\" selected>" : "\">")
          .text(id)
          .raw("</option>");
    }
    h.raw("</select></label>");
    input(h, "From", "from", "date", f.from() == null ? null : f.from().toString());
    input(h, "To", "to", "date", f.to() == null ? null : f.to().toString());
    input(h, "Player", "player", "text", f.player());
    input(h, "Character / race", "character", "text", f.character());
    input(h, "Map / stage", "map", "text", f.map());
    h.raw("<label>Status<select name=\"status\" id=\"f-status\"><option value=\"\">any</option>");
    for (String s : List.of("ok", "partial", "in_progress", "failed", "missing")) {
      h.raw("<option value=\"")
          .text(s)
          .raw(s.equals(f.status()) ? "\" selected>" : "\">")
          .text(s)
          .raw("</option>");
    }
    h.raw("</select></label>");
    if (!f.sort().equals("date")) hidden(h, "sort", f.sort());
    if (!f.descending()) hidden(h, "order", "asc");
    h.raw("<button type=\"submit\" id=\"f-apply\">Apply</button> <a href=\"/games\">reset</a>");
    h.raw("</form>");
    gameTable(h, page.games(), f);
    pager(h, page, n -> Html.url("/games", f.page(n).query()));
    return Html.page("Games", h.toString());
  }

  private static void input(Html h, String label, String name, String type, String value) {
    h.raw("<label>")
        .text(label)
        .raw("<input type=\"" + type + "\" name=\"" + name + "\" id=\"f-" + name + "\" value=\"")
        .text(value)
        .raw("\"></label>");
  }

  private static void hidden(Html h, String name, String value) {
    h.raw("<input type=\"hidden\" name=\"" + name + "\" value=\"").text(value).raw("\">");
  }

  /** A table of games; with a filter, its headers sort. */
  private static void gameTable(Html h, List<Game> games, GameFilter f) {
    if (games.isEmpty()) {
      h.raw("<p class=\"muted\" id=\"no-games\">No games match.</p>");
      return;
    }
    h.raw("<div class=\"wide\"><table id=\"games\"><thead><tr>");
    header(h, "#", "id", f);
    header(h, "Date", "date", f);
    header(h, "Game", "format", f);
    h.raw("<th>Players</th><th>Map / stage</th>");
    header(h, "Status", "status", f);
    h.raw("</tr></thead><tbody>");
    for (Game g : games) {
      h.raw("<tr><td class=\"num\">").link("/games/" + g.id(), g.id()).raw("</td>");
      h.raw("<td class=\"date\">").text(date(g.startTime())).raw("</td><td>").text(g.format());
      h.raw("</td><td>");
      players(h, g);
      h.raw("</td><td>").text(g.map()).raw("</td><td>");
      status(h, g.status());
      h.raw("</td></tr>");
    }
    h.raw("</tbody></table></div>");
  }

  private static void header(Html h, String label, String key, GameFilter f) {
    if (f == null) {
      h.el("th", label);
      return;
    }
    String arrow = key.equals(f.sort()) ? (f.descending() ? " ▼" : " ▲") : "";
    h.raw("<th>").link(Html.url("/games", f.sortedBy(key).query()), label + arrow).raw("</th>");
  }

  /** The participants of {@code g}, each a link to their page, winners marked. */
  private static void players(Html h, Game g) {
    boolean first = true;
    for (Player p : g.players()) {
      if (!first) h.raw(", ");
      first = false;
      String cls = "win".equals(p.outcome()) ? "win" : "loss".equals(p.outcome()) ? "loss" : "";
      h.raw("<span class=\"player " + cls + "\">");
      if (p.name() != null) h.link(playerUrl(g.format(), p.name()), p.name());
      else h.raw("<span class=\"muted\">port ").text(p.slot()).raw("</span>");
      if (p.character() != null)
        h.raw(" <span class=\"muted\">(").text(p.character()).raw(")</span>");
      h.raw("</span>");
    }
  }

  static String playerUrl(String format, String name) {
    Map<String, String> q = new LinkedHashMap<>();
    q.put("format", format);
    q.put("name", name);
    return Html.url("/player", q);
  }

  private static void status(Html h, String status) {
    h.raw("<span class=\"status status-").text(status).raw("\">").text(status).raw("</span>");
  }

  private static void pager(Html h, GamePage page, IntFunction<String> url) {
    h.raw("<div class=\"pager\">");
    if (page.page() > 1)
      h.raw("<a rel=\"prev\" href=\"").text(url.apply(page.page() - 1)).raw("\">← previous</a>");
    h.raw("<span class=\"muted\">page ").text(page.page()).raw("</span>");
    if (page.more())
      h.raw("<a rel=\"next\" href=\"").text(url.apply(page.page() + 1)).raw("\">next →</a>");
    h.raw("</div>");
  }

  /** {@code 2025-11-24T16:00:00Z} as {@code 2025-11-24 16:00}; null as empty. */
  static String date(String iso) {
    if (iso == null) return "";
    if (iso.length() >= 16 && iso.charAt(10) == 'T')
      return iso.substring(0, 10) + " " + iso.substring(11, 16);
    return iso;
  }

  /** One game: summary, file state, players, its tables, pictures, downloads. */
  static String game(
      GameDetail d,
      List<Pic> pictures,
      Set<String> drawn,
      List<String> tables,
      List<String> writers) {
    Game g = d.game();
    Html h = new Html();
    h.raw("<h1>").text(g.format()).raw(" game ").text(g.id());
    if (g.map() != null) h.raw(" · ").text(g.map());
    h.raw("</h1>");
    if (d.fileState() != FileState.UNCHANGED) {
      h.raw("<p class=\"notice error\" id=\"file-state\">")
          .text(
              d.fileState() == FileState.MISSING
                  ? "The replay file is gone since it was indexed: the rows below are what the catalog"
                      + " kept. Pictures and downloads need the file."
                  : "The replay file changed since it was indexed (its size or modification time"
                      + " differ): the rows below describe the earlier content. Run replays4j index"
                      + " again to update them.")
          .raw("</p>");
    }
    h.raw("<dl class=\"summary\">");
    dt(h, "Date", date(g.startTime()));
    h.raw("<dt>Status</dt><dd>");
    status(h, g.status());
    h.raw("</dd>");
    if (d.message() != null) {
      dt(
          h,
          "Damage",
          (d.errorKind() == null ? "" : d.errorKind() + ": ")
              + d.message()
              + (d.errorOffset() == null ? "" : " (at byte " + d.errorOffset() + ")"));
    }
    dt(h, "Format version", d.version());
    dt(h, "File", g.path());
    h.raw("<dt>On disk</dt><dd><span class=\"file-")
        .text(d.fileState().label())
        .raw("\">")
        .text(d.fileState().label())
        .raw("</span></dd>");
    dt(h, "Size", String.format(Locale.ROOT, "%,d bytes", g.size()));
    dt(h, "SHA-256", d.sha256());
    dt(h, "Indexed at", d.indexedAt());
    h.raw("</dl>");

    h.el("h2", "Players");
    if (g.players().isEmpty()) h.raw("<p class=\"muted\">The catalog names no participants.</p>");
    else {
      // a column no participant has a value in (a format without teams, scores or APM) is left out
      List<Function<Player, Object>> cols =
          List.of(
              Player::team,
              Player::character,
              Player::outcome,
              Player::placement,
              Player::finishSeconds,
              Player::score,
              Player::actionsPerMinute);
      List<String> heads =
          List.of("Team", "Character", "Outcome", "Placement", "Finish (s)", "Score", "APM");
      boolean[] shown = new boolean[cols.size()];
      for (Player p : g.players()) {
        for (int i = 0; i < cols.size(); i++) shown[i] |= cols.get(i).apply(p) != null;
      }
      h.raw("<div class=\"wide\"><table id=\"players\" class=\"compact\"><thead><tr>");
      h.raw("<th class=\"num\">Slot</th><th>Name</th>");
      for (int i = 0; i < cols.size(); i++) {
        if (shown[i]) h.raw(i >= 3 ? "<th class=\"num\">" : "<th>").text(heads.get(i)).raw("</th>");
      }
      h.raw("</tr></thead><tbody>");
      for (Player p : g.players()) {
        h.raw("<tr><td class=\"num\">").text(p.slot()).raw("</td><td>");
        if (p.name() != null) h.link(playerUrl(g.format(), p.name()), p.name());
        h.raw("</td>");
        for (int i = 0; i < cols.size(); i++) {
          if (!shown[i]) continue;
          Object v = cols.get(i).apply(p);
          if (i >= 3) {
            h.raw("<td class=\"num\">");
            h.text(v instanceof Double x ? String.format(Locale.ROOT, "%.1f", x) : v);
          } else if (i == 2) {
            h.raw("<td class=\"").text(v).raw("\">").text(v);
          } else {
            h.raw("<td>").text(v);
          }
          h.raw("</td>");
        }
        h.raw("</tr>");
      }
      h.raw("</tbody></table></div>");
    }

    h.el("h2", "Pictures");
    if (pictures.isEmpty()) {
      h.raw("<p class=\"muted\">")
          .text(
              d.fileState() == FileState.UNCHANGED
                  ? drawn.contains(g.format())
                      ? "No picture of this game: its file could not be drawn."
                      : "No picture: pictures are drawn for games of "
                          + (drawn.isEmpty() ? "no format" : String.join(", ", drawn))
                          + "."
                  : "No picture: the file is not the one indexed.")
          .raw("</p>");
    } else {
      figures(h, pictures, "/games/" + g.id() + "/pictures/");
    }

    h.el("h2", "Downloads");
    if (tables.isEmpty() || writers.isEmpty()) {
      h.raw("<p class=\"muted\">No table can be written for this file.</p>");
    } else {
      h.raw("<p class=\"muted\">Each table of this game, read from the replay file as ")
          .raw("<code>replays4j export</code> writes it.</p>");
      h.raw("<table id=\"downloads\" class=\"compact\"><tbody>");
      for (String t : tables) {
        h.raw("<tr><td>").text(t).raw("</td><td>");
        for (String w : writers) {
          h.link("/games/" + g.id() + "/tables/" + t + "." + w, w).raw(" ");
        }
        h.raw("</td></tr>");
      }
      h.raw("</tbody></table>");
    }

    h.el("h2", "Tables");
    for (TableRows t : d.tables()) {
      if (t.rows().isEmpty()) continue;
      h.raw("<h3>").text(t.table()).raw(" <span class=\"muted\">(").text(t.rows().size());
      h.raw(t.more() ? "+ rows, the first shown" : t.rows().size() == 1 ? " row" : " rows");
      h.raw(")</span></h3>");
      h.raw("<div class=\"wide\"><table class=\"stats\"><thead><tr>");
      for (String c : t.columns()) h.el("th", c);
      h.raw("</tr></thead><tbody>");
      for (List<Object> row : t.rows()) {
        h.raw("<tr>");
        for (Object v : row) {
          if (v instanceof Number) h.raw("<td class=\"num\">").text(v).raw("</td>");
          else h.el("td", v);
        }
        h.raw("</tr>");
      }
      h.raw("</tbody></table></div>");
    }
    return Html.page(g.format() + " game " + g.id(), h.toString());
  }

  private static void dt(Html h, String term, Object value) {
    if (value == null) return;
    h.el("dt", term).el("dd", value);
  }

  /** One player: totals, characters, matchups, games. */
  static String player(PlayerView v) {
    Html h = new Html();
    h.raw("<h1><span id=\"player-name\">")
        .text(v.name())
        .raw("</span> <span class=\"muted\">")
        .text(v.format())
        .raw("</span></h1>");
    h.raw("<p>")
        .text(v.games() + " games, " + v.wins() + " won of " + v.decided() + " decided")
        .text(v.decided() == 0 ? "" : " (" + pct(v.wins(), v.decided()) + ")")
        .raw("</p>");
    h.el("h2", "Characters");
    matchupTable(h, v.characters(), false);
    h.el("h2", "Win rate by matchup");
    matchupTable(h, v.matchups(), true);
    h.el("h2", "Games");
    gameTable(h, v.recent().games(), null);
    pager(h, v.recent(), n -> playerUrl(v.format(), v.name()) + "&page=" + n);
    return Html.page(v.name(), h.toString());
  }

  private static void matchupTable(Html h, List<Matchup> rows, boolean against) {
    if (rows.isEmpty()) {
      h.raw("<p class=\"muted\">None.</p>");
      return;
    }
    h.raw("<table class=\"compact\"><thead><tr><th>Plays</th>")
        .raw(against ? "<th>Against</th>" : "")
        .raw(
            "<th class=\"num\">Games</th><th class=\"num\">Wins</th><th class=\"num\">Decided</th>")
        .raw("<th class=\"num\">Win rate</th></tr></thead><tbody>");
    for (Matchup m : rows) {
      h.raw("<tr><td>").text(m.plays() == null ? "—" : m.plays()).raw("</td>");
      if (against) h.raw("<td>").text(m.against() == null ? "—" : m.against()).raw("</td>");
      h.raw("<td class=\"num\">").text(m.games()).raw("</td><td class=\"num\">").text(m.wins());
      h.raw("</td><td class=\"num\">").text(m.decided()).raw("</td><td class=\"num\">");
      h.text(m.decided() == 0 ? "" : pct(m.wins(), m.decided())).raw("</td></tr>");
    }
    h.raw("</tbody></table>");
  }

  static String pct(int n, int of) {
    return String.format(Locale.ROOT, "%.0f%%", 100.0 * n / of);
  }

  /** The collection: counts, pictures, files that are not ok. */
  static String collection(Collection c, List<Pic> pictures, CatalogView view) {
    Html h = new Html();
    h.el("h1", "Collection");
    h.raw(
            "<table id=\"counts\" class=\"compact\"><thead><tr><th>Game</th><th>Status</th><th class=\"num\">Files")
        .raw("</th></tr></thead><tbody>");
    for (Count n : c.counts()) {
      h.raw("<tr><td>").text(n.format() == null ? "not a replay" : n.format()).raw("</td><td>");
      status(h, n.status());
      h.raw("</td><td class=\"num\">").text(n.files()).raw("</td></tr>");
    }
    h.raw("</tbody></table>");
    h.el("h2", "Pictures");
    if (pictures.isEmpty()) h.raw("<p class=\"muted\">No picture of the collection.</p>");
    else figures(h, pictures, "/collection/pictures/");
    h.el("h2", "Damaged, unreadable and missing files");
    GamePage d = c.damaged();
    if (d.games().isEmpty()) h.raw("<p class=\"muted\">None: every file was read whole.</p>");
    else {
      h.raw("<div class=\"wide\"><table id=\"damaged\"><thead><tr><th>#</th><th>Game</th>")
          .raw("<th>Status</th><th>File</th><th>Why</th></tr></thead><tbody>");
      for (Game g : d.games()) {
        String[] err = view.error(g.id());
        h.raw("<tr><td class=\"num\">").link("/games/" + g.id(), g.id()).raw("</td><td>");
        h.text(g.format()).raw("</td><td>");
        status(h, g.status());
        h.raw("</td><td class=\"path\">").text(g.path()).raw("</td><td>");
        h.text(err[0] == null ? "" : err[0] + ": ").text(err[1]).raw("</td></tr>");
      }
      h.raw("</tbody></table></div>");
    }
    pager(h, d, n -> "/collection?page=" + n);
    return Html.page("Collection", h.toString());
  }

  /** An error page: the status and the message, nothing else. */
  static String error(int status, String message) {
    Html h = new Html();
    h.raw("<h1>").text(status + " " + reason(status)).raw("</h1>");
    h.raw("<p class=\"notice error\" id=\"error\">").text(message).raw("</p>");
    return Html.page(status + " " + reason(status), h.toString());
  }

  static String reason(int status) {
    return switch (status) {
      case 400 -> "Bad request";
      case 404 -> "Not found";
      case 405 -> "Method not allowed";
      case 409 -> "Conflict";
      case 413 -> "Request too large";
      case 503 -> "Unavailable";
      default -> "Error";
    };
  }

  /** The pictures as captioned SVG images, each at {@code base + name + ".svg"}. */
  private static void figures(Html h, List<Pic> pictures, String base) {
    h.raw("<div class=\"pictures\">");
    for (Pic p : pictures) {
      h.raw("<figure><img src=\"")
          .text(base + p.name() + ".svg")
          .raw("\" alt=\"")
          .text(p.title())
          .raw("\"><figcaption>")
          .text(p.title())
          .raw("</figcaption></figure>");
    }
    h.raw("</div>");
  }
}
