package org.replays4j.web;

import java.io.IOException;
import java.util.List;
import java.util.Set;

/**
 * Where the game and collection pictures come from. The server asks for them by catalog id (a
 * game's picture is drawn from its recorded path only, never a path from the request).
 */
interface PictureSource {
  /** One picture: a name unique within its game or the collection, a title, the SVG document. */
  record Pic(String name, String title, String svg) {}

  /**
   * The pictures of the game of format {@code format} whose replay is at {@code path} (the
   * catalog's recorded path); empty when none can be drawn.
   */
  List<Pic> ofGame(String format, String path) throws IOException;

  /** The pictures of the whole catalog; empty when none can be drawn. */
  List<Pic> ofCollection() throws IOException;

  /** The format ids whose games have pictures, for the page that has none. */
  Set<String> formats();

  /** No pictures. */
  PictureSource NONE =
      new PictureSource() {
        @Override
        public List<Pic> ofGame(String format, String path) {
          return List.of();
        }

        @Override
        public List<Pic> ofCollection() {
          return List.of();
        }

        @Override
        public Set<String> formats() {
          return Set.of();
        }
      };
}
