package rvm.interp;

import static org.junit.jupiter.api.Assertions.assertEquals;
import static org.junit.jupiter.api.Assertions.assertInstanceOf;
import static org.junit.jupiter.api.Assertions.assertThrows;

import java.io.IOException;
import java.lang.reflect.InvocationTargetException;
import java.net.URL;
import java.net.URLClassLoader;
import java.nio.file.Path;
import java.util.List;
import java.util.Map;
import java.util.stream.Stream;
import org.junit.jupiter.api.AfterAll;
import org.junit.jupiter.api.BeforeAll;
import org.junit.jupiter.api.Test;
import org.junit.jupiter.api.io.TempDir;
import org.junit.jupiter.params.ParameterizedTest;
import org.junit.jupiter.params.provider.Arguments;
import org.junit.jupiter.params.provider.MethodSource;
import rvm.core.options.VmOptions;
import rvm.core.testing.JavaSources;

/**
 * The interpreter's null-pointer messages against the host's: the same guest code runs natively
 * and in the VM, compiled with and without local variable tables.
 */
class NullPointerMessagesTest {

    private static final String NPE = """
            package npe;
            import java.util.List;
            public class Npe {
                static String NAME;
                String text;
                Npe next;
                int[][] grid;
                long[] longs;

                static String pick() { return null; }
                static int len(String s) { return s.length(); }

                public static int invokeOnLocal() { String s = pick(); return s.length(); }
                public static int invokeOnParameter() { return len(null); }
                public static int invokeOnReturnValue() { return pick().trim().length(); }
                public static int invokeOnStaticField() { return NAME.length(); }
                public static int invokeInterface() { List<String> l = null; return l.size(); }
                public static int invokeWithArguments() { String s = null; return s.indexOf("x", 2); }
                public static int unboxNull() { Integer boxed = null; return boxed; }
                public static int readFieldOfField() { Npe a = new Npe(); return a.next.text.length(); }
                public static void assignFieldOfField() { Npe a = new Npe(); a.next.text = "x"; }
                public static int readFieldOfThis() { return new Npe().self(); }
                int self() { return this.next.text.length(); }
                public static int loadFromNullArrayField() { Npe a = new Npe(); return a.grid[1][0]; }
                public static int loadFromNullElement() { int[][] g = new int[2][]; int i = 1; return g[i][0]; }
                public static void storeToNullArray() { Npe a = new Npe(); a.longs[0] = 5L; }
                public static int arrayLength() { int[] a = null; return a.length; }
                public static void throwNull() throws Exception { Exception e = null; throw e; }
                public static void enterNull() { Object o = pick(); synchronized (o) { o.hashCode(); } }
                public static int invokeThroughCast() { Object o = pick(); return ((String) o).length(); }
                public static int deepChain() {
                    Npe a = new Npe();
                    a.next = new Npe();
                    a.next.next = new Npe();
                    return a.next.next.next.next.text.length();
                }
                public static int twoProducers() { return (NAME == null ? pick() : NAME).length(); }
                static Npe SHARED = new Npe();
                static int idx() { return 1; }
                static int afterLong(long x, String s) { return s.length(); }
                public static int invokeAfterALongParameter() { return afterLong(1L, null); }
                public static int invokeOnStringBuilder() { StringBuilder sb = null; return sb.append("x").length(); }
                public static Object cloneNullArray() { int[] a = null; return a.clone(); }
                public static int invokeWithStringBufferParameter() {
                    String s = null;
                    return s.contentEquals(new StringBuffer()) ? 1 : 0;
                }
                public static void walkWithNullWalker() { StackWalker w = null; w.forEach(f -> { }); }
                public static int loadWithCallIndex() { int[][] g = new int[3][]; return g[idx()][0]; }
                public static int readFieldOfStaticField() { return SHARED.next.text.length(); }
                public static int invokeOnNullLiteral() { return ((String) null).length(); }
                public static int parameterOverwrittenInALoop() { return loop("ab"); }
                static int loop(String s) {
                    int n = 0;
                    for (int i = 0; i < 2; i++) {
                        n += s.length();
                        s = null;
                    }
                    return n;
                }
                public static int parameterOverwrittenOnAnotherPath() { return other(false, null); }
                static int other(boolean b, String s) {
                    if (b) {
                        s = "x";
                    } else {
                        return s.length();
                    }
                    return 0;
                }
            }
            """;

    /**
     * Methods whose message the VM words as the host does. (HotSpot's analysis stops at the failing
     * instruction, so a parameter overwritten later in a loop is still {@code <parameterN>}.)
     */
    private static final List<String> AGREEING = List.of("invokeOnLocal", "invokeOnParameter", "invokeOnReturnValue",
            "invokeOnStaticField", "invokeInterface", "invokeWithArguments", "unboxNull", "readFieldOfField",
            "assignFieldOfField", "readFieldOfThis", "loadFromNullArrayField", "loadFromNullElement",
            "storeToNullArray", "arrayLength", "throwNull", "enterNull", "invokeThroughCast", "deepChain",
            "twoProducers", "parameterOverwrittenInALoop", "invokeAfterALongParameter", "loadWithCallIndex",
            "readFieldOfStaticField", "invokeOnNullLiteral", "invokeWithStringBufferParameter");

    @TempDir
    static Path classes;
    private static URLClassLoader hostWithLocals;
    private static URLClassLoader hostWithoutLocals;
    private static Vm vmWithLocals;
    private static Vm vmWithoutLocals;

    @BeforeAll
    static void compileAndLoad() throws IOException {
        Path with = JavaSources.compile(classes.resolve("g"), List.of("-g"), Map.of("npe/Npe.java", NPE));
        Path without = JavaSources.compile(classes.resolve("none"), List.of("-g:none"), Map.of("npe/Npe.java", NPE));
        hostWithLocals = new URLClassLoader(new URL[] {with.toUri().toURL()}, ClassLoader.getPlatformClassLoader());
        hostWithoutLocals = new URLClassLoader(new URL[] {without.toUri().toURL()},
                ClassLoader.getPlatformClassLoader());
        vmWithLocals = new Vm(List.of(with), new VmOptions(ExecutionOptions.TABLE));
        vmWithoutLocals = new Vm(List.of(without), new VmOptions(ExecutionOptions.TABLE));
    }

    @AfterAll
    static void close() throws IOException {
        hostWithLocals.close();
        hostWithoutLocals.close();
        vmWithLocals.loader().close();
        vmWithoutLocals.loader().close();
    }

    static Stream<Arguments> agreeingMethods() {
        return AGREEING.stream().flatMap(m -> Stream.of(Arguments.of(m, true), Arguments.of(m, false)));
    }

    @ParameterizedTest(name = "{0}, local variable table: {1}")
    @MethodSource("agreeingMethods")
    void messageIsTheHosts(String method, boolean withLocals) throws Exception {
        String expected = message(withLocals ? hostWithLocals : hostWithoutLocals, method);

        String actual = message((withLocals ? vmWithLocals : vmWithoutLocals).loader(), method);

        assertEquals(expected, actual);
    }

    @Test
    void messageNamesTheLocalVariable_whenTheMethodHasALocalVariableTable() throws Exception {
        String message = message(vmWithLocals.loader(), "invokeOnLocal");

        assertEquals("Cannot invoke \"String.length()\" because \"s\" is null", message);
    }

    @Test
    void messageNumbersTheLocalSlot_whenTheMethodHasNoLocalVariableTable() throws Exception {
        String message = message(vmWithoutLocals.loader(), "invokeOnLocal");

        assertEquals("Cannot invoke \"String.length()\" because \"<local0>\" is null", message);
    }

    @Test
    void messageNumbersTheParameter_whenTheMethodHasNoLocalVariableTable() throws Exception {
        String message = message(vmWithoutLocals.loader(), "invokeOnParameter");

        assertEquals("Cannot invoke \"String.length()\" because \"<parameter1>\" is null", message);
    }

    @Test
    void messageDescribesFieldChainsAndArrayElements() throws Exception {
        List<String> messages = List.of(message(vmWithLocals.loader(), "readFieldOfThis"),
                message(vmWithLocals.loader(), "loadFromNullElement"),
                message(vmWithLocals.loader(), "invokeOnReturnValue"));

        assertEquals(List.of("Cannot read field \"text\" because \"this.next\" is null",
                "Cannot load from int array because \"g[i]\" is null",
                "Cannot invoke \"String.trim()\" because the return value of \"npe.Npe.pick()\" is null"), messages);
    }

    @Test
    void messageHasNoCause_whenTheNullValueHasTwoProducers() throws Exception {
        String message = message(vmWithLocals.loader(), "twoProducers");

        assertEquals("Cannot invoke \"String.length()\"", message);
    }

    @Test
    void messageNumbersAParameterOverwrittenOnAnotherPathAsAParameter_asTheHostDoes() throws Exception {
        String expected = message(hostWithoutLocals, "parameterOverwrittenOnAnotherPath");

        String actual = message(vmWithoutLocals.loader(), "parameterOverwrittenOnAnotherPath");

        assertEquals("Cannot invoke \"String.length()\" because \"<parameter2>\" is null", expected);
        assertEquals(expected, actual);
    }

    @Test
    void messageNamesTheClassStringBuilderInFull_asTheHostDoes() throws Exception {
        String expected = message(hostWithLocals, "invokeOnStringBuilder");

        String actual = message(vmWithLocals.loader(), "invokeOnStringBuilder");

        assertEquals("Cannot invoke \"java.lang.StringBuilder.append(String)\" because \"sb\" is null", expected);
        assertEquals(expected, actual);
    }

    @Test
    void cloneOfANullArrayHasTheHostsMessage() throws Exception {
        String expected = message(hostWithLocals, "cloneNullArray");

        String actual = message(vmWithLocals.loader(), "cloneNullArray");

        assertEquals("Cannot invoke \"[I.clone()\" because \"a\" is null", expected);
        assertEquals(expected, actual);
    }

    @Test
    void forEachOnANullStackWalkerThrows_asOnTheHost() throws Exception {
        String expected = message(hostWithLocals, "walkWithNullWalker");

        String actual = message(vmWithLocals.loader(), "walkWithNullWalker");

        assertEquals(expected, actual);
    }

    /** The message of the null-pointer exception that {@code Npe.method()} throws when loaded by {@code loader}. */
    private static String message(ClassLoader loader, String method) throws Exception {
        Class<?> npe = Class.forName("npe.Npe", true, loader);
        InvocationTargetException e = assertThrows(InvocationTargetException.class,
                () -> npe.getMethod(method).invoke(null));
        assertInstanceOf(NullPointerException.class, e.getCause(), method);
        return e.getCause().getMessage();
    }
}
