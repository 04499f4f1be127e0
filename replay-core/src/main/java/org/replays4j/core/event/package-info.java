/** replays4j core: event. */
package org.replays4j.core.event;
