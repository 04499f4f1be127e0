package org.replays4j.web;

import java.net.URLEncoder;
import java.nio.charset.StandardCharsets;
import java.util.Map;

/**
 * A page being written: every text and attribute value goes through {@link #text}, which escapes
 * the characters HTML gives a meaning ({@code & < > " '}) and replaces control characters (a
 * StarCraft name carries arbitrary bytes) by U+FFFD, so no string from a replay can become markup.
 */
final class Html {
  private final StringBuilder sb = new StringBuilder(8192);

  /** The escaped form of {@code s} for element content and quoted attribute values. */
  static String escape(String s) {
    if (s == null) return "";
    StringBuilder out = null;
    for (int i = 0; i < s.length(); i++) {
      char c = s.charAt(i);
      String rep =
          switch (c) {
            case '&' -> "&amp;";
            case '<' -> "&lt;";
            case '>' -> "&gt;";
            case '"' -> "&quot;";
            case '\'' -> "&#39;";
            default ->
                (c < 0x20 && c != '\t' && c != '\n') || (c >= 0x7f && c < 0xa0) ? "\uFFFD" : null;
          };
      if (rep == null) {
        if (out != null) out.append(c);
      } else {
        if (out == null) out = new StringBuilder(s.length() + 16).append(s, 0, i);
        out.append(rep);
      }
    }
    return out == null ? s : out.toString();
  }

  /** {@code path} with the query {@code q} (names and values percent-encoded). */
  static String url(String path, Map<String, String> q) {
    StringBuilder u = new StringBuilder(path);
    char sep = '?';
    for (Map.Entry<String, String> e : q.entrySet()) {
      u.append(sep)
          .append(URLEncoder.encode(e.getKey(), StandardCharsets.UTF_8))
          .append('=')
          .append(URLEncoder.encode(e.getValue(), StandardCharsets.UTF_8));
      sep = '&';
    }
    return u.toString();
  }

  /** Appends markup written by this code (never a replay's string). */
  Html raw(String markup) {
    sb.append(markup);
    return this;
  }

  /** Appends {@code s} escaped. */
  Html text(Object s) {
    sb.append(escape(s == null ? "" : String.valueOf(s)));
    return this;
  }

  /** Appends {@code <tag>text</tag>}. */
  Html el(String tag, Object text) {
    return raw("<" + tag + ">").text(text).raw("</" + tag.split(" ", 2)[0] + ">");
  }

  /** Appends a link to {@code href} (escaped) with text {@code text} (escaped). */
  Html link(String href, Object text) {
    return raw("<a href=\"").text(href).raw("\">").text(text).raw("</a>");
  }

  @Override
  public String toString() {
    return sb.toString();
  }

  /** The stylesheet: system fonts, light and dark by the reader's setting. */
  static final String CSS =
      """
      :root { color-scheme: light dark; --fg: #1d232a; --muted: #5c6670; --bg: #ffffff;
        --panel: #f4f6f8; --line: #d5dbe1; --accent: #0b61a4; --warn: #9a4b00; --bad: #b00020;
        --good: #1b7a3a; }
      @media (prefers-color-scheme: dark) {
        :root { --fg: #e3e7eb; --muted: #9aa5b1; --bg: #15191d; --panel: #1e2429;
          --line: #36404a; --accent: #6cb6ff; --warn: #f0a040; --bad: #ff6b81; --good: #5fd38a; }
      }
      * { box-sizing: border-box; }
      body { margin: 0; font: 15px/1.45 system-ui, -apple-system, "Segoe UI", sans-serif;
        color: var(--fg); background: var(--bg); }
      header { display: flex; gap: 1.5em; align-items: baseline; padding: .7em 1.5em;
        border-bottom: 1px solid var(--line); background: var(--panel); }
      header .brand { font-weight: 700; color: var(--fg); text-decoration: none; }
      header nav a { margin-right: 1em; }
      main { padding: 1em 1.5em 3em; max-width: 1400px; }
      a { color: var(--accent); text-decoration: none; }
      a:hover { text-decoration: underline; }
      h1 { font-size: 1.4em; margin: .3em 0 .6em; overflow-wrap: anywhere; }
      h2 { font-size: 1.1em; margin: 1.6em 0 .5em; }
      table { border-collapse: collapse; width: 100%; margin: .3em 0 1em; }
      th, td { text-align: left; padding: .3em .6em; border-bottom: 1px solid var(--line);
        vertical-align: top; }
      td.num, td.date, td.nowrap { white-space: nowrap; }
      td.path { overflow-wrap: anywhere; }
      table.stats td { white-space: nowrap; max-width: 28em; overflow: hidden;
        text-overflow: ellipsis; }
      table.compact { width: auto; }
      th { font-weight: 600; color: var(--muted); white-space: nowrap; }
      td.num, th.num { text-align: right; font-variant-numeric: tabular-nums; }
      .wide { overflow-x: auto; }
      form.filters { display: flex; flex-wrap: wrap; gap: .6em 1em; align-items: end;
        padding: .8em; background: var(--panel); border: 1px solid var(--line); border-radius: 6px; }
      form.filters label { display: flex; flex-direction: column; font-size: .85em;
        color: var(--muted); }
      input, select, button { font: inherit; padding: .25em .4em; color: var(--fg);
        background: var(--bg); border: 1px solid var(--line); border-radius: 4px; }
      button { cursor: pointer; background: var(--accent); color: var(--bg); border: 0;
        padding: .35em 1em; }
      .muted { color: var(--muted); }
      .status { font-size: .85em; padding: .05em .45em; border-radius: 3px;
        border: 1px solid currentColor; white-space: nowrap; }
      .status-ok, .file-unchanged { color: var(--good); }
      .status-partial, .status-in_progress, .file-changed { color: var(--warn); }
      .status-failed, .status-missing, .file-missing { color: var(--bad); }
      .win { color: var(--good); font-weight: 600; }
      .loss { color: var(--bad); }
      .pager { display: flex; gap: 1em; margin: .5em 0; }
      dl.summary { display: grid; grid-template-columns: max-content 1fr; gap: .2em 1.2em; }
      dl.summary dt { color: var(--muted); }
      dl.summary dd { margin: 0; overflow-wrap: anywhere; }
      .pictures { display: flex; flex-wrap: wrap; gap: 1em; }
      .pictures figure { margin: 0; padding: .5em; background: #fff; border: 1px solid var(--line);
        border-radius: 6px; max-width: 100%; }
      .pictures img { max-width: 100%; height: auto; display: block; }
      .pictures figcaption { color: #444; font-size: .85em; }
      .notice { padding: .6em .9em; border-left: 4px solid var(--warn); background: var(--panel);
        margin: .5em 0 1em; }
      .error { border-left-color: var(--bad); }
      code { font-size: .9em; }
      """;

  /** A whole page: head with {@code title} (escaped), the navigation, and {@code body}. */
  static String page(String title, String body) {
    return new Html()
        .raw("<!DOCTYPE html><html lang=\"en\"><head><meta charset=\"utf-8\">")
        .raw("<meta name=\"viewport\" content=\"width=device-width, initial-scale=1\">")
        .raw("<title>")
        .text(title)
        .raw(" · replays4j</title><link rel=\"stylesheet\" href=\"/style.css\"></head><body>")
        .raw("<header><a class=\"brand\" href=\"/\">replays4j</a><nav>")
        .raw("<a href=\"/games\">Games</a><a href=\"/collection\">Collection</a>")
        .raw("<a href=\"/api/openapi.json\">API</a></nav></header><main>")
        .raw(body)
        .raw("</main></body></html>")
        .toString();
  }
}
