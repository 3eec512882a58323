package rvm.core.runtime;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertSame;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.lang.invoke.MethodHandle;
import java.lang.invoke.MethodHandles;
import java.lang.invoke.MethodType;
import java.lang.reflect.InvocationTargetException;
import java.nio.file.Path;
import java.util.ArrayList;
import java.util.List;
import java.util.Map;
import org.junit.jupiter.api.AfterEach;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.BeforeEach;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import rvm.core.loader.GuestClassLoader;
import rvm.core.model.ClassModel;
import rvm.core.model.GuestMethod;
import rvm.core.testing.JavaSources;

class EntrySlotsTest {

    @TempDir
    static Path classes;

    private final List<String> entriesAsked = new ArrayList<>();
    private ClassModel model;
    private GuestClassLoader loader;
    private Class<?> answers;

    @BeforeAll
    static void compile() {
        JavaSources.compile(classes, List.of(), Map.of("slots/Answers.java", """
                package slots;
                public class Answers {
                    public static int answer() { return 1; }
                    public long twice(long x) { return x * 2; }
                }
                """));
    }

    @BeforeEach
    void load() throws ClassNotFoundException {
        model = new ClassModel();
        loader = new GuestClassLoader(List.of(classes), model);
        answers = Class.forName("slots.Answers", true, loader);
    }

    @AfterEach
    void close() throws IOException {
        loader.close();
    }

    @Test
    void stubOfAStaticMethodRunsTheExecutorsEntry() throws Exception {
        model.setExecutor(this::entry);

        Object result = answers.getMethod("answer").invoke(null);

        assertEquals(42, result);
        assertEquals(List.of("slots/Answers.answer()I"), entriesAsked);
    }

    @Test
    void stubOfAnInstanceMethodPassesTheReceiverFirst() throws Exception {
        model.setExecutor(this::entry);
        Object receiver = answers.getConstructor().newInstance();

        Object result = answers.getMethod("twice", long.class).invoke(receiver, 5L);

        assertEquals(5L + receiver.hashCode(), result);
    }

    @Test
    void executorIsAskedForAnEntryOncePerMethod() throws Exception {
        model.setExecutor(this::entry);

        for (int i = 0; i < 3; i++) {
            answers.getMethod("answer").invoke(null);
        }

        assertEquals(List.of("slots/Answers.answer()I"), entriesAsked);
    }

    @Test
    void retargetingTheSlotChangesWhatTheStubRuns() throws Exception {
        model.setExecutor(this::entry);
        answers.getMethod("answer").invoke(null);
        GuestMethod answer = model.forName("slots/Answers").method("answer", "()I");

        answer.slot().setTarget(MethodHandles.constant(int.class, 7));

        assertEquals(7, answers.getMethod("answer").invoke(null));
    }

    @Test
    void stubWithoutAnExecutorFailsToLink() throws Exception {
        InvocationTargetException e = assertThrows(InvocationTargetException.class,
                () -> answers.getMethod("answer").invoke(null));

        assertInstanceOf(BootstrapMethodError.class, e.getCause());
        assertEquals("no method executor installed in the class model", rootCause(e).getMessage());
    }

    @Test
    void bootstrapReturnsTheMethodsSlot() throws Throwable {
        model.setExecutor(this::entry);
        GuestMethod answer = model.forName("slots/Answers").method("answer", "()I");

        java.lang.invoke.CallSite site = EntrySlots.bootstrap(MethodHandles.privateLookupIn(answers,
                MethodHandles.lookup()), "answer", MethodType.methodType(int.class), answer.id());

        assertSame(answer.slot(), site);
    }

    @Test
    void bootstrapRejectsACallerOutsideAGuestClass() {
        IllegalStateException e = assertThrows(IllegalStateException.class, () -> EntrySlots.bootstrap(
                MethodHandles.lookup(), "answer", MethodType.methodType(int.class), 0));

        assertEquals("entry stub outside a guest class: class rvm.core.runtime.EntrySlotsTest", e.getMessage());
    }

    @Test
    void bootstrapRejectsAStubWhoseTypeDiffersFromTheSlot() throws Exception {
        model.setExecutor(this::entry);
        GuestMethod answer = model.forName("slots/Answers").method("answer", "()I");
        MethodHandles.Lookup caller = MethodHandles.privateLookupIn(answers, MethodHandles.lookup());

        IllegalStateException e = assertThrows(IllegalStateException.class, () -> EntrySlots.bootstrap(
                caller, "answer", MethodType.methodType(void.class, int.class), answer.id()));

        assertEquals("entry stub type (int)void does not match slot ()int of slots/Answers.answer()I", e.getMessage());
    }

    // ---------------------------------------------------------------- a trivial executor

    /** {@code answer()} returns 42; {@code twice(x)} returns x plus the receiver's hash code. */
    private MethodHandle entry(GuestMethod m) {
        entriesAsked.add(m.jvmName());
        try {
            if (m.name().equals("answer")) {
                return MethodHandles.constant(int.class, 42);
            }
            return MethodHandles.lookup().findStatic(EntrySlotsTest.class, "plusHash",
                    MethodType.methodType(long.class, Object.class, long.class)).asType(m.hostType());
        } catch (ReflectiveOperationException e) {
            throw new IllegalStateException(e);
        }
    }

    private static long plusHash(Object receiver, long x) {
        return x + receiver.hashCode();
    }

    private static Throwable rootCause(Throwable t) {
        while (t.getCause() != null) {
            t = t.getCause();
        }
        return t;
    }
}
