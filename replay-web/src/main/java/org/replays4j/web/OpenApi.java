package org.replays4j.web;

import com.fasterxml.jackson.core.JsonGenerator;
import java.io.IOException;
import java.util.List;

/**
 * The OpenAPI 3.0 document of the JSON API and the file routes, written from the route table
 * (served at {@link #PATH}).
 */
final class OpenApi {
  private OpenApi() {}

  /** Where the document is served. */
  static final String PATH = "/api/openapi.json";

  static byte[] document(List<Route> routes, String version) {
    return Api.json(
        g -> {
          g.writeStartObject();
          g.writeStringField("openapi", "3.0.3");
          g.writeObjectFieldStart("info");
          g.writeStringField("title", "replays4j catalog");
          g.writeStringField(
              "description",
              "Read-only JSON over a replays4j catalog, the download of a game's tables and its"
                  + " pictures. Errors are JSON {status, error} for /api routes.");
          g.writeStringField("version", version);
          g.writeEndObject();
          g.writeObjectFieldStart("paths");
          for (Route r : routes) {
            if (!r.documented()) continue;
            g.writeObjectFieldStart(r.path());
            g.writeObjectFieldStart("get");
            g.writeStringField("summary", r.summary());
            g.writeStringField(
                "operationId", r.path().replaceAll("[^A-Za-z0-9]+", "_").replaceAll("^_|_$", ""));
            if (!r.params().isEmpty()) {
              g.writeArrayFieldStart("parameters");
              for (Route.Param p : r.params()) param(g, p);
              g.writeEndArray();
            }
            g.writeObjectFieldStart("responses");
            response(g, "200", "OK", r.kind().equals("json") ? "application/json" : mediaType(r));
            if (!r.params().isEmpty()) response(g, "400", "a parameter is malformed", null);
            if (r.path().contains("{")) response(g, "404", "no such id or name", null);
            if (r.path().contains("/tables/")) {
              response(g, "409", "the replay file changed or vanished since indexing", null);
            }
            g.writeEndObject();
            g.writeEndObject();
            g.writeEndObject();
          }
          g.writeEndObject();
          g.writeEndObject();
        });
  }

  private static String mediaType(Route r) {
    if (r.path().endsWith(".svg")) return "image/svg+xml";
    return "application/octet-stream";
  }

  private static void param(JsonGenerator g, Route.Param p) throws IOException {
    g.writeStartObject();
    g.writeStringField("name", p.name());
    g.writeStringField("in", p.in());
    g.writeBooleanField("required", p.required());
    g.writeStringField("description", p.description());
    g.writeObjectFieldStart("schema");
    if (p.type().equals("date")) {
      g.writeStringField("type", "string");
      g.writeStringField("format", "date");
    } else {
      g.writeStringField("type", p.type());
    }
    g.writeEndObject();
    g.writeEndObject();
  }

  private static void response(JsonGenerator g, String code, String description, String type)
      throws IOException {
    g.writeObjectFieldStart(code);
    g.writeStringField("description", description);
    if (type != null) {
      g.writeObjectFieldStart("content");
      g.writeObjectFieldStart(type);
      g.writeObjectFieldStart("schema");
      g.writeStringField("type", type.equals("application/json") ? "object" : "string");
      if (!type.equals("application/json")) g.writeStringField("format", "binary");
      g.writeEndObject();
      g.writeEndObject();
      g.writeEndObject();
    }
    g.writeEndObject();
  }
}
