package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;

class StackTracesTest {

    @ParameterizedTest(name = "{0}.{1} in loader {2}: {3}")
    @CsvSource(nullValues = "null", value = {
        "rvm.interp.Interpreter, execute, app, MARKER",
        "rvm.interp.Interpreter, execute, null, MARKER",
        "rvm.interp.Interpreter, run, app, HIDDEN",
        "rvm.core.runtime.Yieldpoints, prologue, app, HIDDEN",
        "java.lang.invoke.LambdaForm$DMH/0x0000000800c01000, invokeStatic, null, HIDDEN",
        "app.Main, main, app, HIDDEN",
        "app.Main, <init>, app, GUEST_BYTECODE",
        "app.Main, <clinit>, app, GUEST_BYTECODE",
        "java.util.ArrayList, forEach, null, HOST",
        "java.sql.Date, <init>, platform, HOST",
        "org.example.Tool, run, null, HOST"})
    void roleOfAHostFrame(String className, String method, String loader, StackTraces.Role expected) {
        StackTraces.Role role = StackTraces.role(className, method, loader);

        assertEquals(expected, role);
    }

    @Test
    void guestViewReplacesMarkersByInterpretedFramesAndDropsHiddenFrames() {
        Frame inner = new Frame(2);
        Frame outer = new Frame(2);
        ThreadState ts = threadWith(inner, outer);
        List<String> host = List.of("HOST jdk1", "MARKER", "HIDDEN stub", "GUEST_BYTECODE <init>", "MARKER",
                "HOST jdk2");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST jdk1", inner, "GUEST_BYTECODE <init>", outer, "HOST jdk2"), view);
    }

    @Test
    void guestViewOfTheMainThreadEndsAtTheOutermostGuestFrame() {
        Frame only = new Frame(2);
        ThreadState ts = threadWith(only);
        ts.guestMain = true;
        List<String> host = List.of("HOST jdk", "MARKER", "HIDDEN entry", "HOST launcher", "HOST thread");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST jdk", only), view);
    }

    @Test
    void guestViewOfACompleteThrowableTraceAlignsMarkersFromTheBottom() {
        Frame outer = new Frame(2);
        ThreadState ts = threadWith(outer);
        List<String> host = List.of("MARKER", "MARKER", "HOST jdk");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, false);

        assertEquals(List.of(outer, "HOST jdk"), view);
    }

    private static ThreadState threadWith(Frame... topFirst) {
        ThreadState ts = new ThreadState();
        for (int i = topFirst.length - 1; i >= 0; i--) {
            topFirst[i].prev = ts.top;
            ts.top = topFirst[i];
        }
        return ts;
    }

    private static StackTraces.Role roleOf(String entry) {
        return StackTraces.Role.valueOf(entry.split(" ")[0]);
    }
}
