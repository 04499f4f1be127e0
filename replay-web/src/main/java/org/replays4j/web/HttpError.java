package org.replays4j.web;

/**
 * A request the server answers with an error status and a message meant for the user: 400 for a bad
 * parameter, 404 for an unknown id or path, 409 for a replay file that changed since indexing. The
 * message never holds a stack trace.
 */
final class HttpError extends RuntimeException {
  private static final long serialVersionUID = 1L;

  /** The HTTP status code. */
  final int status;

  HttpError(int status, String message) {
    super(message, null, false, false);
    this.status = status;
  }

  static HttpError badRequest(String message) {
    return new HttpError(400, message);
  }

  static HttpError notFound(String message) {
    return new HttpError(404, message);
  }
}
