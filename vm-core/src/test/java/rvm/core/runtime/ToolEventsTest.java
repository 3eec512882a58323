package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertNotEquals;
import static org.junit.jupiter.api.Assertions.assertNull;
import static org.junit.jupiter.api.Assertions.assertThrows;
import static org.objectweb.asm.Opcodes.*;

import java.io.IOException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import java.util.Set;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.model.GuestMethod;
import rvm.core.testing.GuestProgram;
import rvm.core.testing.JavaSources;
import rvm.tool.Event;
import rvm.tool.Site;
import rvm.tool.Tool;

class ToolEventsTest {

    @TempDir
    static Path dir;
    private static GuestMethod method;

    /** What a tool was told, one line an event. */
    private static final class Recorder implements Tool {
        final Set<Event> events;
        final List<String> seen = new ArrayList<>();

        Recorder(Event... events) {
            this.events = Set.of(events);
        }

        @Override
        public Set<Event> events() {
            return events;
        }

        @Override
        public void basicBlock(Site site) {
            seen.add("block " + site.bci() + " x" + site.instructions());
        }

        @Override
        public void fieldAccess(Site site) {
            seen.add("field " + site.operand());
        }

        @Override
        public void call(Site site, String target) {
            seen.add("call " + target);
        }

        @Override
        public void branch(Site site, boolean taken) {
            seen.add("branch " + site.opcode() + " " + taken);
        }
    }

    @BeforeAll
    static void load() throws IOException {
        JavaSources.compile(dir, List.of("-g"), Map.of("M.java", """
                class M {
                    static int m(int x) {
                        int y = x + 1;
                        return y * 2;
                    }
                }
                """));
        try (GuestProgram p = GuestProgram.load(dir)) {
            method = p.model().forName("M").method("m", "(I)I");
        }
    }

    @AfterEach
    void reset() {
        ToolEvents.reset();
    }

    @Test
    void aPlaceHasOneSite_whateverCompilesItAgain() {
        int a = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 4);
        int b = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 4);
        int other = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 1);

        assertEquals(a, b);
        assertNotEquals(a, other);
        Site s = ToolEvents.siteOf(a);
        assertEquals(new Site(a, Event.BASIC_BLOCK, "M", "m", "(I)I", 0, 3, ILOAD, null, 4), s);
        assertEquals("M.m(I)I@0 (line 3)", s.toString());
    }

    @Test
    void eventsGoToTheToolsThatAskedForThem() {
        Recorder blocks = new Recorder(Event.BASIC_BLOCK);
        Recorder fields = new Recorder(Event.FIELD_ACCESS, Event.BASIC_BLOCK);
        ToolEvents.configure(List.of(blocks, fields), (s, r) -> s.operand());
        int block = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 4);
        int field = ToolEvents.site(Event.FIELD_ACCESS, method, 1, GETSTATIC, "M.f:I", 1);

        ToolEvents.at(block);
        ToolEvents.at(field);

        assertEquals(List.of("block 0 x4"), blocks.seen);
        assertEquals(List.of("block 0 x4", "field M.f:I"), fields.seen);
    }

    @Test
    void aBranchIsDecidedOnCopiesOfItsOperands_asTheJvmDecidesIt() {
        Recorder r = new Recorder(Event.BRANCH);
        ToolEvents.configure(List.of(r), (s, c) -> s.operand());
        Object o = new Object();

        ToolEvents.branch(0, ToolEvents.site(Event.BRANCH, method, 0, IFEQ, null, 1));
        ToolEvents.branch(-1, ToolEvents.site(Event.BRANCH, method, 1, IFGE, null, 1));
        ToolEvents.branch(3, 3, ToolEvents.site(Event.BRANCH, method, 2, IF_ICMPLE, null, 1));
        ToolEvents.branch(4, 3, ToolEvents.site(Event.BRANCH, method, 3, IF_ICMPLT, null, 1));
        ToolEvents.branch((Object) null, ToolEvents.site(Event.BRANCH, method, 4, IFNONNULL, null, 1));
        ToolEvents.branch(o, o, ToolEvents.site(Event.BRANCH, method, 5, IF_ACMPEQ, null, 1));

        assertEquals(List.of("branch " + IFEQ + " true", "branch " + IFGE + " false", "branch " + IF_ICMPLE + " true",
                "branch " + IF_ICMPLT + " false", "branch " + IFNONNULL + " false", "branch " + IF_ACMPEQ + " true"),
                r.seen);
    }

    @Test
    void aCallsTargetIsSelectedOncePerReceiverClass() {
        Recorder r = new Recorder(Event.CALL);
        List<String> asked = new ArrayList<>();
        ToolEvents.configure(List.of(r), (s, c) -> {
            asked.add(c == null ? "static" : c.getSimpleName());
            return c == null ? s.operand() : c.getSimpleName() + ".size()I";
        });
        int virtual = ToolEvents.site(Event.CALL, method, 1, INVOKEINTERFACE, "java/util/List.size()I", 1);
        int statik = ToolEvents.site(Event.CALL, method, 2, INVOKESTATIC, "M.m(I)I", 1);

        ToolEvents.call(new ArrayList<>(), virtual);
        ToolEvents.call(new ArrayList<>(), virtual);
        ToolEvents.call(List.of(1), virtual);
        ToolEvents.call(new ArrayList<>(), virtual);
        ToolEvents.call(null, virtual);
        ToolEvents.callStatic(statik);
        ToolEvents.callStatic(statik);

        String list1 = List.of(1).getClass().getSimpleName();
        assertEquals(List.of("call ArrayList.size()I", "call ArrayList.size()I", "call " + list1 + ".size()I",
                "call ArrayList.size()I", "call null", "call M.m(I)I", "call M.m(I)I"), r.seen);
        assertEquals(List.of("ArrayList", list1, "static"), asked);
    }

    @Test
    void aToolThatThrowsIsSwitchedOff_andTheOthersGoOn() {
        Recorder good = new Recorder(Event.BASIC_BLOCK);
        IllegalStateException bug = new IllegalStateException("bug");
        Tool bad = new Tool() {
            @Override
            public Set<Event> events() {
                return Set.of(Event.BASIC_BLOCK);
            }

            @Override
            public void basicBlock(Site site) {
                throw bug;
            }
        };
        ToolEvents.configure(List.of(bad, good), (s, r) -> s.operand());
        int block = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 4);

        ToolEvents.at(block);
        ToolEvents.at(block);

        assertEquals(bug, ToolEvents.failure(bad));
        assertNull(ToolEvents.failure(good));
        assertEquals(2, good.seen.size());
    }

    @Test
    void aStackOverflowInATool_propagatesAsTheGuestsOwn() {
        Tool deep = new Tool() {
            @Override
            public Set<Event> events() {
                return Set.of(Event.BASIC_BLOCK);
            }

            @Override
            public void basicBlock(Site site) {
                throw new StackOverflowError();
            }
        };
        ToolEvents.configure(List.of(deep), (s, r) -> s.operand());
        int block = ToolEvents.site(Event.BASIC_BLOCK, method, 0, ILOAD, null, 4);

        assertThrows(StackOverflowError.class, () -> ToolEvents.at(block));
        assertNull(ToolEvents.failure(deep));
    }
}
