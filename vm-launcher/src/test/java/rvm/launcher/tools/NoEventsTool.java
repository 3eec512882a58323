package rvm.launcher.tools;

import java.util.Set;
import rvm.tool.Event;
import rvm.tool.Tool;

/** A tool that asks for nothing: refused. */
public final class NoEventsTool implements Tool {

    @Override
    public Set<Event> events() {
        return Set.of();
    }
}
