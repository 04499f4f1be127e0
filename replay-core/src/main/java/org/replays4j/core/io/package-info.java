/** replays4j core: io. */
package org.replays4j.core.io;
