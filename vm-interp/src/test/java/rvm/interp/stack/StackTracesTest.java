package rvm.interp.stack;

import static org.junit.jupiter.api.Assertions.assertEquals;

import java.util.ArrayList;
import java.util.List;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.CsvSource;
import rvm.core.model.GuestMethod;

class StackTracesTest {

    @ParameterizedTest(name = "{0}.{1} in loader {2}: {3}")
    @CsvSource(nullValues = "null", value = {
        "rvm.interp.Interpreter, execute, app, MARKER",
        "rvm.interp.Interpreter, execute, null, MARKER",
        "rvm.interp.Interpreter, run, app, VM",
        "rvm.core.runtime.Yieldpoints, prologue, app, VM",
        "rvm.launcher.GuestRun, runMain, app, LAUNCHER",
        "rvm.anchor.GuestAnchor, invoke, app, TRAMPOLINE",
        "rvm.interp.link.GuestShutdown, addShutdownHook, null, TRAMPOLINE",
        "rvm.core.runtime.CompiledLinkage, member, app, LINKAGE",
        "java.lang.ClassLoader, loadClass, null, LOADER_ENTRY",
        "java.lang.invoke.LambdaForm$DMH/0x0000000800c01000, invokeStatic, null, HIDDEN",
        "java.lang.invoke.DirectMethodHandle$Holder, invokeStatic, null, HIDDEN",
        "java.lang.invoke.MethodHandles$Lookup, findVirtual, null, HOST",
        "app.Main$$Lambda$14/0x0000000800c03000, run, app, HIDDEN",
        "app.Main$$RvmBaseline/0x0000000800c03400, main, app, COMPILED",
        "app.Main$$RvmBaseline/0x0000000800c03400, rvm$fromInterpreter$0, app, VM",
        "app.Main$$RvmOptimised/0x0000000800c03800, main, app, COMPILED",
        "app.Main$$RvmOptimised/0x0000000800c03800, rvm$fromInterpreter$0, app, VM",
        "app.Main, main, app, GUEST_METHOD",
        "app.Main, <init>, app, GUEST_BYTECODE",
        "app.Main, <clinit>, app, GUEST_BYTECODE",
        "java.util.ArrayList, forEach, null, HOST",
        "java.sql.Date, <init>, platform, HOST",
        "java.lang.invoke.Invokers, checkVarHandleGenericType, null, HIDDEN",
        "java.lang.invoke.Invokers, invokeHandleForm, null, HOST",
        "org.example.Tool, run, null, HOST",
        "org.example.Tool, run, platform, HOST"})
    void roleOfAHostFrame(String className, String method, String loader, StackTraces.Role expected) {
        StackTraces.Role role = StackTraces.role(className, method, loader);

        assertEquals(expected, role);
    }

    @Test
    void guestViewReplacesMarkersByInterpretedFramesAndDropsHiddenFrames() {
        FakeFrame inner = new FakeFrame();
        FakeFrame outer = new FakeFrame();
        FakeThread ts = threadWith(inner, outer);
        List<String> host = List.of("HOST jdk1", "TRAMPOLINE", "VM callHost", "MARKER", "HIDDEN stub",
                "GUEST_BYTECODE <init>", "MARKER", "HOST jdk2");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST jdk1", inner, "GUEST_BYTECODE <init>", outer, "HOST jdk2"), view);
    }

    @Test
    void guestViewDropsJdkFramesTheVmCalledForItself() {
        FakeFrame only = new FakeFrame();
        FakeThread ts = threadWith(only);
        List<String> host = List.of("GUEST_BYTECODE <clinit>", "HOST ensureClassInitialized", "HIDDEN lambda form",
                "HOST ClassValue.get", "VM field", "MARKER");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("GUEST_BYTECODE <clinit>", only), view);
    }

    @Test
    void guestViewKeepsJdkFramesGuestCodeCalledPastHiddenFrames() {
        FakeFrame only = new FakeFrame();
        FakeThread ts = threadWith(only);
        List<String> host = List.of("HOST println", "HIDDEN lambda proxy", "HOST forEach", "HIDDEN lambda form",
                "COMPILED main");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST println", "HOST forEach", "COMPILED main"), view);
    }

    @Test
    void guestViewKeepsTheLoadingOfAClassTheVmAskedFor() {
        FakeFrame only = new FakeFrame();
        FakeThread ts = threadWith(only);
        List<String> host = List.of("HOST BuiltinClassLoader.loadClass", "HOST AppClassLoader.loadClass",
                "LOADER_ENTRY ClassLoader.loadClass", "HOST Class.forName0", "HOST Class.forName", "VM resolveClass",
                "MARKER");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST BuiltinClassLoader.loadClass", "HOST AppClassLoader.loadClass",
                "LOADER_ENTRY ClassLoader.loadClass", only), view);
    }

    @Test
    void guestViewDropsTheJdkFramesThatLinkACallSiteForCompiledCode() {
        FakeThread ts = threadWith();
        List<String> host = List.of("HOST loadClass", "LOADER_ENTRY ClassLoader.loadClass", "VM resolveClass",
                "LINKAGE member", "HOST BootstrapMethodInvoker.invoke", "HIDDEN lambda form",
                "HOST MethodHandleNatives.linkCallSite", "COMPILED call", "HOST next");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST loadClass", "LOADER_ENTRY ClassLoader.loadClass", "COMPILED call", "HOST next"),
                view);
    }

    @Test
    void guestViewEndsAtTheLauncher() {
        FakeFrame only = new FakeFrame();
        FakeThread ts = threadWith(only);
        List<String> host = List.of("HOST jdk", "TRAMPOLINE", "MARKER", "VM entry", "HIDDEN stub", "LAUNCHER runMain",
                "HOST Thread.run");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of("HOST jdk", only), view);
    }

    @Test
    void guestViewOfAnErrorTheLauncherMetIsEmpty() {
        FakeThread ts = threadWith();
        List<String> host = List.of("HOST ensureClassInitialized", "HIDDEN lambda form", "LAUNCHER runMain",
                "HOST Thread.run");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, false);

        assertEquals(List.of(), view);
    }

    @Test
    void guestViewKeepsTheJdkFramesAtTheBottomOfAThread() {
        FakeFrame only = new FakeFrame();
        FakeThread ts = threadWith(only);
        List<String> host = List.of("MARKER", "VM entry", "HIDDEN stub", "HOST runWorker", "HOST Thread.run");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, true);

        assertEquals(List.of(only, "HOST runWorker", "HOST Thread.run"), view);
    }

    @Test
    void guestViewOfACompleteThrowableTraceAlignsMarkersFromTheBottom() {
        FakeFrame outer = new FakeFrame();
        FakeThread ts = threadWith(outer);
        List<String> host = List.of("MARKER", "MARKER", "HOST jdk");

        List<Object> view = StackTraces.guestView(host, StackTracesTest::roleOf, ts, false);

        assertEquals(List.of(outer, "HOST jdk"), view);
    }

    @Test
    void aClassTheGuestLoaderCannotFindShowsTheApplicationLoadersFrames() throws Exception {
        StackTraceElement[] appLoader;
        try {
            ClassLoader.getSystemClassLoader().loadClass("no.such.Type");
            throw new AssertionError("found no.such.Type");
        } catch (ClassNotFoundException e) {
            appLoader = e.getStackTrace();
        }
        StackTraceElement entry = element("java.lang.ClassLoader", "loadClass", 525);
        StackTraceElement guest = element("Main", "main", 3);
        StackTraceElement[] host = {element("rvm.core.loader.GuestClassLoader", "findClass", 100),
            element("java.lang.ClassLoader", "loadClass", 592), element("rvm.core.loader.GuestClassLoader", "loadClass", 90),
            entry, guest};

        List<StackTraceElement> view = StackTraces.asAppLoader(host);

        // the application loader's own frames: BuiltinClassLoader.loadClass, then (before JDK 25)
        // ClassLoaders$AppClassLoader.loadClass, up to its entry ClassLoader.loadClass(String)
        List<StackTraceElement> expected = new ArrayList<>();
        for (int i = 0; !appLoader[i].getClassName().equals("java.lang.ClassLoader"); i++) {
            expected.add(appLoader[i]);
        }
        assertEquals("jdk.internal.loader.BuiltinClassLoader", expected.get(0).getClassName());
        expected.add(entry);
        expected.add(guest);
        assertEquals(expected, view);
    }

    private static StackTraceElement element(String className, String method, int line) {
        return new StackTraceElement(className, method, "Source.java", line);
    }

    private static FakeThread threadWith(FakeFrame... topFirst) {
        FakeThread ts = new FakeThread();
        for (int i = topFirst.length - 1; i >= 0; i--) {
            topFirst[i].next = ts.top;
            ts.top = topFirst[i];
        }
        return ts;
    }

    /** An interpreted frame that stands for itself in a view; the views tested here read only its order. */
    private static final class FakeFrame implements InterpretedFrame {
        InterpretedFrame next;

        @Override
        public GuestMethod method() {
            return null;
        }

        @Override
        public int bci() {
            return -1;
        }

        @Override
        public int line() {
            return -1;
        }

        @Override
        public InterpretedFrame next() {
            return next;
        }

        @Override
        public InterpretedFrame caller() {
            return null;
        }

        @Override
        public String nullPointerMessage() {
            return null;
        }

        @Override
        public boolean continuesCompiled() {
            return false;
        }
    }

    /** A thread whose interpreted frames are fakes and that has rewritten no trace. */
    private static final class FakeThread implements InterpreterThread {
        InterpretedFrame top;

        @Override
        public InterpretedFrame top() {
            return top;
        }

        @Override
        public boolean rewroteLast(Throwable t) {
            return false;
        }

        @Override
        public void rewrote(Throwable t) {
        }
    }

    private static StackTraces.Role roleOf(String entry) {
        return StackTraces.Role.valueOf(entry.split(" ")[0]);
    }
}
