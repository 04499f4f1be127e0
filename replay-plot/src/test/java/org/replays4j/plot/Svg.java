package org.replays4j.plot;

import java.util.ArrayList;
import java.util.List;
import java.util.regex.Matcher;
import java.util.regex.Pattern;

/** Reads what tests check in an SVG document: its texts, unescaped. */
final class Svg {
  private Svg() {}

  private static final Pattern TEXT = Pattern.compile("<text[^>]*>([^<]*)</text>");

  /** The content of every {@code <text>} element, in document order. */
  static List<String> texts(String svg) {
    List<String> out = new ArrayList<>();
    Matcher m = TEXT.matcher(svg);
    while (m.find())
      out.add(
          m.group(1)
              .replace("&lt;", "<")
              .replace("&gt;", ">")
              .replace("&quot;", "\"")
              .replace("&apos;", "'")
              .replace("&amp;", "&"));
    return out;
  }

  /** All texts joined by one space (a title drawn on two lines reads as one). */
  static String text(String svg) {
    return String.join(" ", texts(svg));
  }
}
