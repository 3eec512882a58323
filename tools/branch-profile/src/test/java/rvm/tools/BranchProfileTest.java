package rvm.tools;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import rvm.tool.Event;
import rvm.tool.Site;

class BranchProfileTest {

    @Test
    void eachSiteKeepsItsTakenAndNotTaken_mostExecutedFirst() {
        BranchProfile tool = new BranchProfile();
        Site loop = new Site(0, Event.BRANCH, "p/C", "m", "()V", 12, 4, 162, null, 1);
        Site once = new Site(1, Event.BRANCH, "p/C", "m", "()V", 3, 2, 154, null, 1);

        tool.branch(once, false);
        for (int i = 0; i < 9; i++) {
            tool.branch(loop, true);
        }
        tool.branch(loop, false);

        assertEquals(List.of(new BranchProfile.Outcomes(loop, 9, 1), new BranchProfile.Outcomes(once, 0, 1)),
                tool.outcomes());
        assertEquals("2 branch sites, 11 decisions, 81.8% taken", tool.summary());
    }
}
