/** replays4j core: error. */
package org.replays4j.core.error;
