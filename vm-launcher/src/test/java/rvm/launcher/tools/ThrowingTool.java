package rvm.launcher.tools;

import java.util.Set;
import java.util.concurrent.atomic.AtomicInteger;
import rvm.tool.Event;
import rvm.tool.Site;
import rvm.tool.Tool;

/** A tool with a bug: its 50th basic block throws. rvm must switch it off and run the guest on. */
public final class ThrowingTool implements Tool {

    private final AtomicInteger blocks = new AtomicInteger();

    @Override
    public Set<Event> events() {
        return Set.of(Event.BASIC_BLOCK);
    }

    @Override
    public void basicBlock(Site site) {
        if (blocks.incrementAndGet() == 50) {
            throw new IllegalStateException("the tool's bug at " + site);
        }
    }

    @Override
    public Object results() {
        return blocks.get();
    }
}
