/**
 * {@code replays4j serve}: a local, read-only web app and JSON API over a replay catalog ({@link
 * org.replays4j.web.WebServer}).
 */
package org.replays4j.web;
